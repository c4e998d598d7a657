"""Goods asked about, then added in the same message: "3indkom 5ubz rgag? 7ito 2 w jibin
kiri", "do you have regag? add 2", "got cheese samboosa? i want 2 packs". The question only checks
they are sold; the clause that opens with a verb of adding, or wishes a count of them, after
it is the request, so the message asks to buy, not to see.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import is_unit_word
from hub.assistant.brain.utterance import Utterance

_QUESTION_END = Pattern(r"[?؟]")
# "fi samboosa jiben?", "واكو سمبوسه؟", "any cheese samboosa?": whether it is sold, asked
_IS_THERE = Pattern(
    r"^\s*(?:and\s+)?(?:any|is there|are there)\b|^\s*و?(?:في|فيه|اكو)(?!\w)", re.IGNORECASE
)


def adds_after_asking(text: str) -> bool:
    """A clause after a question opens with a verb of adding ("7ito 2", "add 2 and ...")."""
    found = _QUESTION_END.search(text)
    if found is None:
        return False
    asked, rest = text[: found.start()], text[found.end() :]
    if not asked.strip() or not rest.strip():
        return False
    after = Utterance(rest.strip())
    if after.starts_with("ADD"):
        return True
    before = Utterance(asked.strip())
    stocked = before.has("SEARCH") or bool(_IS_THERE.search(asked))
    if not stocked or before.has("INFO"):
        return False  # "العجوة بكم؟ ابي كيلو بس": its price asked, no stock
    # "واكو سمبوسه جبن؟ ابي بكتين", "got cheese samboosa? i want 2 packs": a count of the
    # goods asked of, wished with no goods of its own
    packs = [word for word in after.topic if not is_unit_word(word)]
    wish = after.where("WANT")
    return wish is not None and wish <= 1 and after.quantity is not None and not packs
