"""The word "human" said of people at large, not of a person to talk to: "how many bones in
the human body", "what's the average human lifespan", "do humans need salt", "كم يعيش الانسان",
"جسم الانسان كم فيه دم", "el insan y3eesh kam sana" (read "الانسان").

"human" and "انسان" are the words a shopper asks for a person with ("can i talk to a human",
"ابي اكلم انسان"), so a rule and the intent model read any of them as a handoff, and a ticket
was opened for a question of biology. Of the species the word comes plural, definite in Arabic,
or before a part or a measure of the body; asked for, it comes with a word of talking or
reaching, which keeps the handoff.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_OF_THE_SPECIES = Bilingual(
    r"\bhumans\b|\bhuman (?:body|bodies|race|rights|brain|heart|eyes?|skin|lifespan"
    r"|life ?span|life expectancy|history|nature|teeth|blood|dna|genome|anatomy|species|hair"
    r"|bones?|cells?|evolution)\b"
    r"|\b(?:the )?average human\b|\b(?:does|can|do|would|should|will) (?:a|the) human\b"
    r"|\b(?:a|the) human (?:have|has|live|lives|need|needs|survive|go|grow|sleep|eat|drink)\b",
    r"(?<!\w)(?:[وبل]|بال|وال|لل)?الانسان(?!\w)|(?<!\w)(?:جسم|عمر|دم|قلب|مخ|عظام) (?:ال)?انسان(?!\w)",
)
# ...but a person asked for: a word of talking, reaching or passing the chat on
_ASKED_FOR = Bilingual(
    r"\b(?:talk|speak|chat|connect|transfer|reach|contact|call|agent|rep|representative"
    r"|operator|real|live|actual|support|customer service|staff|someone|somebody)\b",
    r"(?<!\w)(?:اكلم|ابي اكلم|يكلمني|كلمني|تكلم|اتكلم|احجي|اتواصل|تواصل|وصلني|حولني|موظف"
    r"|الدعم|خدمه العملاء|احد)(?!\w)",
)


def of_humankind(text: str) -> bool:
    """Whether the (normalised, lower-case) message speaks of people at large, asking for
    no one."""
    return _OF_THE_SPECIES.search(text) is not None and _ASKED_FOR.search(text) is None
