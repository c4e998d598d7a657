"""Cancelling said not to be wanted: "i don't want to cancel, just add milk", "no need to
cancel it", "لا خلاص مابي الغيه، بس ضيفوا عليه حليب", "ما نبي نكنسله", "la mabi al8eeh"
(read "لا مبي الغيه").

The word of cancelling is there, so a message that keeps the order and asks something else of
it would read as a cancel; the denied words are set aside before a cancel is looked for, and
whatever else the message asks is read. "لا، الغيه" (no, cancel it) denies nothing: a bare
"لا" denies only the "don't" form ("لا تلغونه").
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

_DENIED = Gated(
    # "don't want to cancel it", "no need to cancel", "not gonna cancel", "i'm not cancelling"
    r"\b(?:don'?t|do not|dont|no need to|not going to|not gonna|never|won'?t|will not)"
    r"(?: (?:want|wanna|need|mean|plan|intend|have)(?: to)?)? cancel\w*"
    r"|\bnot cancell?ing\b"
    # "مابي الغيه", "ما ابي اكنسل", "ما نبي نلغيه", "مو لازم تلغونه", "مبي الغيه" (Arabizi read)
    r"|(?<!\w)(?:ما|مو|مب)\s?(?:(?:ابي|بي|ابغي|بغي|ابغى|نبي|ودي|اريد|بغيت|يبي|تبي|لازم|يحتاج"
    r"|احتاج|راح)\s)?(?:ا|ن|ت|ي)?(?:لغ|كنسل)\S*"
    r"|(?<!\w)(?:مبي|مبغي|مابي|مابغي|ماودي|مانبي)\s(?:ا|ن|ت|ي)?(?:لغ|كنسل)\S*"
    # "لا تلغونه", "لا تكنسلون": don't cancel it
    r"|(?<!\w)لا\s(?:ت|ي)(?:لغ|كنسل)\S*"
    # the Arabizi as typed: "ma abi alghi", "mabi akansil", "la tkanslona"
    r"|\b(?:ma|mo|mob|mu)\s?(?:(?:abi|abee|bi|nabi|abgha|yabi|tabi|lazim|ra7)\s)?"
    r"(?:ilghi|alghi|elghi|akansil|kansil|kansel|tkansl|tilgh|nilghi|nkansil)\w*"
    r"|\bla\s(?:tkansl|tilgh|tkancel)\w*"
)


def without_denials(said: str) -> str:
    """`said` (lower-case) less its words denying a cancel, so the rest is read for one."""
    return _DENIED.pattern.sub(" ", said)


def denies_cancelling(said: str) -> bool:
    return bool(_DENIED.search(said))
