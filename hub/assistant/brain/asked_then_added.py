"""Goods asked about, then added in the same message: "3indkom 5ubz rgag? 7ito 2 w jibin
kiri", "do you have regag? add 2". The question only checks they are sold; the clause that
opens with a verb of adding after it is the request, so the message asks to buy, not to see.
"""

from __future__ import annotations

import re

from hub.assistant.brain.utterance import Utterance

_QUESTION_END = re.compile(r"[?؟]")


def adds_after_asking(text: str) -> bool:
    """A clause after a question opens with a verb of adding ("7ito 2", "add 2 and ...")."""
    found = _QUESTION_END.search(text)
    if found is None:
        return False
    asked, rest = text[: found.start()], text[found.end() :]
    if not asked.strip() or not rest.strip():
        return False
    return Utterance(rest.strip()).starts_with("ADD")
