"""An order kept, then goods asked after: "sorry changed my mind, keep it. what milk do you
have for a 1 year old", "لا خلاص خله. عندكم حليب لولدي عمره سنه؟", "la 5alas 5alah. 3indkum
7aleeb 7ag bnti 3umraha sana?".

Right after how cancelling works, the first words keep the order, and were the whole read so
the question after them would be taken for the reason and go unanswered. The question is
answered as asked alone, and the order said to be kept after it.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.shopping_shape import shaped_as_shopping

# The last sentence, after a stop or a comma; a mark ending the message is kept with it
_LAST = Pattern(r"^(.*\S)\s*[.!,،\n]+\s*([^.!,،\n]+[?؟!.]*)\s*$", re.DOTALL)
# A question: "what", "which", "do you have", "عندكم", "فيه", "شنو"; Arabizi "3indkum"
_A_QUESTION = Pattern(
    r"[?؟]|^(?:what|which|how|is|are|do|does|can|could|any)\b"
    r"|^(?:وش|ايش|شو|شنو|كم|بكم|جم|هل|عندكم|فيه|في|اكو|وين)(?!\w)"
    r"|^(?:3indkum|3ndkom|3indkom|fee|feeh|aku|shno|shnu|cham|kam)\b",
    re.IGNORECASE,
)
_FEWEST_WORDS = 3


def asked_after_keeping(text: str) -> str | None:
    """The question asked after the order was kept, when the last sentence asks of goods."""
    found = _LAST.match(text.strip())
    if found is None:
        return None
    asked = found.group(2).strip()
    if len(asked.split()) < _FEWEST_WORDS or not _A_QUESTION.search(asked):
        return None
    read = normalise(asked).text
    if shaped_as_shopping(asked.lower(), read.lower()):
        return asked
    return None
