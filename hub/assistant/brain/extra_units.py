"""The extra of a cart line taken out, not the line: "i already had yoghurt in the cart,
remove the extra one", "شيل الزبادي الزايد", "shil el laban el zayed", "remove the duplicate
milk". The line is set one lower; a line of one has no extra, and that is said.
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

# The words of one too many: "extra", "duplicate", "زايد", "الزياده", "المكرر", "twice"
_EXTRA = Gated(
    r"\b(?:extra|duplicate\w*|additional|one too many|twice|added it again)\b"
    r"|(?<!\w)(?:ال)?(?:زايد|زايده|زياده|مكرر|مكرره|اضافي|اضافيه)(?!\w)"
    # "الموز صار مرتين" (the bananas are in twice), Arabizi "marteen" read the same
    r"|(?<!\w)مرتين(?!\w)"
    # Arabizi "el zayed" is read "الزيد"; bare "زيد" is the verb "add more"
    r"|(?<!\w)الزيد(?!\w)"
)
# ...which are also words of the goods' own names ("extra virgin olive oil")
_OF_A_NAME = Pattern(r"\bextra virgin\b|\bextra (?:large|light|strong|crunchy|hot)\b")

EXTRA_WORDS = frozenset(
    {"extra", "duplicate", "additional", "twice", "زايد", "الزايد", "زايده", "الزايده",
     "زياده", "الزياده", "الزيد", "مكرر", "المكرر", "مكرره", "المكرره", "اضافي",
     "الاضافي", "اضافيه", "الاضافيه", "مرتين"}
)  # fmt: skip


def names_the_extra(message: Normalised) -> bool:
    """The message speaks of one too many of something, not of a product named "extra"."""
    text = _OF_A_NAME.sub(" ", message.for_model)
    return bool(_EXTRA.search(text))
