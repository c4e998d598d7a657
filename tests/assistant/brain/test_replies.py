"""The brain's phrasing: both languages everywhere, no store data in prose, no missing keys."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hub.assistant.brain import replies
from hub.assistant.brain.intents import recognise
from hub.assistant.brain.utterance import Utterance, reply_language
from hub.text import is_arabic

ARABIC_LETTER = re.compile(r"[\u0621-\u064A]")
DIGIT = re.compile(r"[0-9\u0660-\u0669]")
SKILLS = Path(replies.__file__).parent / "skills"


def _texts() -> list[tuple[str, str, str]]:
    """(table.key, language, text) for every entry of every phrase table."""
    rows = []
    for table_name in ("PROSE", "ERRORS"):
        for key, texts in getattr(replies, table_name).items():
            rows += [(f"{table_name}.{key}", language, text) for language, text in texts.items()]
    for table_name in ("CHIPS", "CHIP_TEMPLATES"):
        for key, pair in getattr(replies, table_name).items():
            for part in pair:
                rows += [(f"{table_name}.{key}", lang, text) for lang, text in part.items()]
    rows += [("HELP_TEXT", language, text) for language, text in replies.HELP_TEXT.items()]
    return rows


@pytest.mark.parametrize(("key", "language", "text"), _texts(), ids=lambda v: str(v)[:40])
def test_every_phrase_is_written_in_its_language(key: str, language: str, text: str):
    assert text.strip(), key
    letters = text.replace("{name}", "")
    if language == "ar":
        assert is_arabic(letters) or not re.search(r"[A-Za-z\u0621-\u064A]", letters), key
    else:
        assert not ARABIC_LETTER.search(letters), key


def test_every_entry_has_both_languages():
    for table in (replies.PROSE, replies.ERRORS):
        for key, texts in table.items():
            assert set(texts) == {"en", "ar"}, key
    for table in (replies.CHIPS, replies.CHIP_TEMPLATES):
        for key, pair in table.items():
            assert all(set(part) == {"en", "ar"} for part in pair), key


def test_prose_has_no_placeholders_and_no_numbers():
    """Prose cannot carry a name, price or stock figure because it cannot carry anything."""
    for key, texts in replies.PROSE.items():
        for text in texts.values():
            assert "{" not in text and not DIGIT.search(text), key


def _keys_used(pattern: str) -> set[str]:
    found: set[str] = set()
    for path in SKILLS.glob("*.py"):
        for call in re.findall(pattern, path.read_text(encoding="utf-8"), re.S):
            found.update(re.findall(r'"([a-z_]+)"', call))
    return found


def test_every_key_the_skills_use_exists():
    said = _keys_used(r"\.say\(([^)]*)\)") | _keys_used(r"problem=([^)]*)\)")
    assert said - {"unknown"} <= set(replies.PROSE), said - set(replies.PROSE)
    errors = _keys_used(r'\.error\(\s*"[A-Z_]+",\s*("[a-z_]+")')
    assert errors and errors <= set(replies.ERRORS), errors - set(replies.ERRORS)
    chips = _keys_used(r"\.chips\(([^)]*)\)")
    known = set(replies.CHIPS) | set(replies.CHIP_TEMPLATES) | {"label", "couponCode"}
    assert chips and chips <= known, chips - known


@pytest.mark.parametrize("key", sorted(replies.CHIPS))
@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_fixed_chip_is_understood_in_its_language(key: str, language: str):
    prompt = replies.chip(key, language)["prompt"]  # type: ignore[arg-type]
    assert reply_language(prompt, "en") == language
    assert recognise(Utterance(prompt)) != "unknown", prompt


@pytest.mark.parametrize("template", sorted(replies.CHIP_TEMPLATES))
@pytest.mark.parametrize(("language", "name"), [("en", "Dairy & Eggs"), ("ar", "ألبان وبيض")])
def test_every_chip_template_reads_as_a_request(template: str, language: str, name: str):
    prompt = replies.record_chip(template, name, language)["prompt"]  # type: ignore[arg-type]
    assert recognise(Utterance(prompt)) != "unknown", prompt
