"""An order's cancelling asked, or its being cancelled told: "cancel it", "كنسله", "ilghi el
order", "why did 812 get cancelled".

A cancel's words name a cart line as readily ("cancel the milk"), so the shape reading tells
the order's from the cart's by these.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

CANCEL_WORDS = frozenset(
    {"cancel", "الغي", "الغاء", "الغيه", "الغيها", "كنسل", "كنسله", "كنسلها", "كنسلي", "اكنسل",
     "ilghi",
     # asked of the store's people: "كنسلوه", "الغوها", "كنسلوا الطلب"
     "كنسلوه", "كنسلوها", "كنسلوا", "كنسلو", "الغوه", "الغوها", "الغوا", "الغو",
     # asked of us: "ممكن تلغون طلب الشاليه", "mumkin tkansloon el order"
     "تلغون", "تلغيه", "تلغيها", "تلغوه", "تكنسلون", "تكنسله", "تكنسلها", "تكنسلوه"}
)  # fmt: skip
# ...of which these already say "it": "كنسله", "الغيها"
_CANCEL_IT = frozenset(
    {"كنسله", "كنسلها", "الغيه", "الغيها", "كنسلوه", "كنسلوها", "الغوه", "الغوها"}
)
_IT = frozenset({"it", "that", "this"})
# ...and said of an order already cancelled: "why did 812 get cancelled", "ليش طلبي انلغى"
CANCELLED = frozenset({"cancelled", "canceled", "انلغي", "انلغا", "تكنسل", "انكنسل"})


# "what i ordered", "اللي طلبته", "ابي اكنسله": an order meant, by a word of ordering or by
# "it" on the verb of cancelling
OF_AN_ORDER = Gated(r"\border\w*|(?<!\w)(?:طلب|اوردر|كنسل|اكنسل|الغ)\w*(?:ه|ها|هم)(?!\w)")


def cancels_it(tokens: list[str]) -> bool:
    """The message opens with "cancel it" ("ok cancel it i ordered the wrong size", "اوكي
    كنسله"): what it cancels is the order in talk, as "cancel my order" names it, whatever
    reason or product follows; "cancel the milk" names a cart line instead."""
    for at, token in enumerate(tokens[:3]):
        if token in _CANCEL_IT:
            return True
        if token in CANCEL_WORDS:
            return at + 1 < len(tokens) and tokens[at + 1] in _IT
    return False


# An order named by where it goes, with no word of ordering: "اللي رايح البيت", "the one going
# to the chalet", "illi rayi7 il bait" (read "اللي رايح البيت")
_THE_ONE_GOING = Gated(
    r"\bthe one (?:going|headed|heading|coming) (?:to|for)\b"
    r"|(?<!\w)(?:الي|اللي|إللي|ال)\s*(?:رايح|رايحه|رايحة|ريح|بيروح|يروح|بتروح|تروح|طالع|يوصل)\s+(?:لل|ل|ال)?\S+"
)


def cancels_the_one_going(text: str, tokens: list[str]) -> bool:
    """ "اللي رايح البيت الغيه", "the one going home, cancel it": the order going to the
    place named, cancelled by a word that says "it", wherever it stands."""
    if _THE_ONE_GOING.search(text) is None:
        return False
    return any(
        token in _CANCEL_IT
        or (token in CANCEL_WORDS and at + 1 < len(tokens) and tokens[at + 1] in _IT)
        for at, token in enumerate(tokens)
    )


def says_cancel(tokens: list[str]) -> bool:
    """A word of cancelling said: of the order just picked among those offered ("the second
    one, cancel it"), the cancelling of that order."""
    return bool(CANCEL_WORDS & set(tokens))
