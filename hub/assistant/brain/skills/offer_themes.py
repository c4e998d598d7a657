"""A running code named by the theme of its offer, in either script: "حط كود الغبقة", "use the
breakfast... no, the bbq coupon", "طبق كوبون الشوي", "7ut coupon il ghabga".

The code's letters ("GHABGA20") name it only in Latin letters; a Gulf Arabic message names
the offer the way its card's title reads ("أساسيات الغبقة"). A title word is a theme only
when no other running offer's title holds it: "خصم" (off) or a figure names none.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.turn import Turn
from hub.record import Record

# Words of any offer, never its theme
_ANY_OFFER = frozenset(
    {"off", "offer", "offers", "deal", "discount", "sale", "code", "coupon", "kwd", "fils",
     "خصم", "عرض", "عروض", "كود", "كوبون", "على", "فلس", "دك"}
)  # fmt: skip


def _title_words(offer: Record) -> set[str]:
    words = matching.stems(" ".join(matching.name_texts(offer, "title")))
    return {
        word
        for word in words
        if len(word) > 2 and not any(ch.isdigit() for ch in word) and word not in _ANY_OFFER
    }


def by_theme(turn: Turn, offers: list[Record]) -> Record | None:
    """The one coded offer whose title alone holds a word of the message ("كود الغبقة":
    GHABGA20); None when no word, or a word of several titles, is said."""
    coded = [offer for offer in offers if offer.get("couponCode")]
    titles = {str(offer["_id"]): _title_words(offer) for offer in offers}
    said = [
        word
        for word in matching.stems(" ".join(turn.utterance.topic))
        if word not in STOP_WORDS and word not in _ANY_OFFER
    ]
    named = []
    for offer in coded:
        own = titles[str(offer["_id"])] - {
            word for other, held in titles.items() if other != str(offer["_id"]) for word in held
        }
        if any(matching.same_word_as_spelt(word, its) for word in said for its in own):
            named.append(offer)
    return named[0] if len(named) == 1 else None
