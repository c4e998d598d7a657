"""The doctor's word told as the shopper's reason ("forget the pepsi, his doctor said no
soda"), not a question put to a doctor: the reason is set aside before the message is
weighed as a health question, so the store's request beside it is answered. A symptom, a
drug or a dose left in the rest still makes it the doctor's question."""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern

# "his doctor said", "the dr told him", "el doctor mana3a", "الدكتور قال", "الدكتور منعه"
# (the normaliser may leave the Latin word in Arabic script around it: "ال doctor منعا")
_THE_DOCTORS_WORD = Pattern(
    r"\b(?:(?:the|his|her|my|our|their|your|ur|el|al|il) )?(?:doctor|doktor|dktor|dr|doc)\.?"
    r" (?:said|says|told(?: \w+)?|advised|wants|banned|forbade|forbid|stopped|gal|gaal|galli"
    r"|galy|mana3\w*|mani3)\b"
    r"|(?<!\w)(?:ال ?)?(?:دكتور|دكتوره|دكتورها|دكتوره|طبيب|doctor|doktor)"
    r" (?:قال\w*|قل|قلي|يقول|منع\w*|مانع\w*|حذر\w*)(?!\w)",
    re.IGNORECASE,
)


# What every doctor's word holds, lower-cased ("doctor", "doc", "doktor", "dktor", "dr",
# "دكتور", "طبيب"): a message with none of them reports none, and is not searched case-blind
# (of the letters, only "k" has another form the search would take, which `lower` folds)
_DOCTORS_LETTERS = ("doc", "dok", "dk", "dr", "دكتور", "طبيب")


def past_the_doctors_word(text: str) -> str:
    """The message without the doctor's word reported in it, as it is when none is."""
    lowered = text.lower()
    if not any(letters in lowered for letters in _DOCTORS_LETTERS):
        return text
    return _THE_DOCTORS_WORD.sub(" ", text)


def told_beside(text: str) -> str | None:
    """The message past the doctor's word when it reports one, to be weighed again: the word
    "doctor" leans the gate to another matter whatever the shopper asks beside it."""
    rest = past_the_doctors_word(text)
    return rest if rest != text and rest.strip() else None
