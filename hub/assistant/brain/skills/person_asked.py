"""A person asked for plainly, with the trouble named beside: "ok i want to talk to someone
about the double charge", "ابي اكلم موظف عن المبلغ اللي انسحب مرتين", "abi akalim a7ad 3an
il flous" (read "ابي اكلم احد عن الفلوس").

The trouble's words make it read like the complaint again, whose reply only offers a person;
asked for in so many words, the person is what to give: the ticket is opened.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.turn import Turn

_SOMEONE = (
    r"(?:someone|somebody|a person|a real person|a human|a real human|an agent|a live agent"
    r"|an actual person|a representative|a rep|customer service|customer support|support"
    r"|your team|a manager|staff)"
)
_ARABIC_SOMEONE = (
    r"(?:احد|أحد|موظف|موطف|انسان|شخص|مسؤول|مسئول|الدعم|خدمه العملاء|خدمة العملاء|فريقكم)"
)
# A verb of speaking, said as wanted ("i want to", "can i", "let me", "ابي", "ممكن"), then the
# person; or the person made to call back
_ASKS_FOR_A_PERSON = Bilingual(
    rf"\b(?:talk|speak|chat)(?: directly)? (?:to|with) {_SOMEONE}\b"
    rf"|\b(?:get|give|put|connect|transfer|pass) me (?:to |through to |over to )?{_SOMEONE}\b"
    rf"|\b(?:have|get) {_SOMEONE} (?:call|contact|ring) me\b",
    rf"(?<!\w)(?:اكلم|أكلم|اتكلم مع|أتكلم مع|احاكي|اتواصل مع|تواصلني مع|حولني على|حولني ل"
    rf"|حولوني على|حولوني ل|وصلني ب|وصلني مع) ?{_ARABIC_SOMEONE}(?!\w)"
    rf"|(?<!\w){_ARABIC_SOMEONE} (?:يكلمني|يتصل فيني|يتصل علي|يتواصل معي|كلموني|يرد علي)(?!\w)",
)
# ...never a person told of: "the person who delivered was rude", "someone from your team
# called me", "i spoke to someone yesterday"
_TOLD_OF = Bilingual(
    r"\b(?:spoke|talked|talking|spoken) (?:to|with)\b|\b(?:was|were) rude\b|\bcalled me\b",
    r"(?<!\w)(?:كلمت|تكلمت|كلمني|اتصل فيني|اتصلت)(?!\w)",
)


def asks_for_a_person(turn: Turn) -> bool:
    said = turn.message.for_model
    return _ASKS_FOR_A_PERSON.search(said) is not None and _TOLD_OF.search(said) is None
