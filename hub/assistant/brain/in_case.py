"""A reason said after the goods: "in case this happens again", "just in case", "احتياط",
"lo sar marra thanya", "as a backup", "ka e7tiyat". Its words name no goods, so a search of
the goods, or the goods proposed for the cart, leave them out.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.utterance import Segment

# What opens such a reason, as one token or two
_OPENERS = frozenset(
    {"incase", "احتياط", "احتياطا", "احتياطي", "للاحتياط", "احتيط", "e7tiya6", "ihtiyat",
     "e7tiyat", "e7tiyati", "i7tiyat", "e7tyat", "le7tiyat", "lil7tiyat", "احتيت", "احتياتي",
     "للحتيت"}
)  # fmt: skip
_OPENING_PAIRS = frozenset({("in", "case"), ("لو", "صار"), ("اذا", "صار"), ("lo", "sar")})
# "as (a) backup", "for a spare", "ka e7tiyat", "want a backup pack": the goods' use, opened
# by a small word
_AS = frozenset({"as", "for", "ka", "كا", "ك", "want", "need", "wanted", "needed"})
_SPARE = frozenset({"backup", "backups", "spare", "spares", "reserve", "standby"})
# Where the reason ends: the next clause
_CLAUSE_ENDS = frozenset({"and", "but", "و", "بس", "w", "bs"})


def reason_words(tokens: list[str]) -> set[str]:
    """The words of the reason clause, if the message gives one after the goods."""
    start = None
    for n, token in enumerate(tokens):
        if n and (
            token in _OPENERS
            or (n + 1 < len(tokens) and (token, tokens[n + 1]) in _OPENING_PAIRS)
            or (token in _AS and _spare_next(tokens[n + 1 : n + 3]))
        ):
            start = n
            break
    if start is None:
        return set()
    end = next((n for n in range(start + 1, len(tokens)) if tokens[n] in _CLAUSE_ENDS), len(tokens))
    return set(tokens[start:end])


def _spare_next(following: list[str]) -> bool:
    """ "as backup", "as a backup": the word of a spare right after the opener."""
    words = following[1:] if following[:1] in (["a"], ["an"]) else following[:1]
    return bool(words) and words[0] in _SPARE | _OPENERS


def without_the_reason(tokens: list[str], segments: list[Segment]) -> list[Segment]:
    """The goods of each segment without the words of why they are wanted ("jumbo pack, for
    backup"): a segment of those words alone names no goods, and is left out."""
    reason = reason_words(tokens)
    if not reason:
        return segments
    kept = [s for s in segments if not s.topic or any(w not in reason for w in s.topic)]
    return [
        replace(s, topic=[word for word in s.topic if word not in reason]) if s.topic else s
        for s in kept
    ] or segments


def spare_cut(text: str) -> str | None:
    """The message without its "as a backup", "for a spare", "ka e7tiyat", if it says one:
    why the goods are wanted, in words the model reads as asking for something else (a
    stand-in, another matter's); what is left is the request."""
    words = text.split()
    for n in range(1, len(words)):
        said = [word.strip(".,!?؟،").lower() for word in words[n : n + 3]]
        if said[0] in _AS and _spare_next(said[1:]):
            length = 3 if said[1:2] in (["a"], ["an"]) else 2
            after = words[n + length : n + length + 1]
            if [word.strip(".,!?؟،").lower() for word in after] in (["pack"], ["one"], ["box"]):
                length += 1  # "want a backup pack": the spare's own pack
            return " ".join([*words[:n], *words[n + length :]])
    return None
