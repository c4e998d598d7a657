"""A running code named by the theme of its offer, in either script: "حط كود الغبقة", "use the
breakfast... no, the bbq coupon", "طبق كوبون الشوي", "7ut coupon il ghabga".

The code's letters ("GHABGA20") name it only in Latin letters; a Gulf Arabic message names
the offer the way its card's title reads ("أساسيات الغبقة"). A title word is a theme only
when no other running offer's title holds it: "خصم" (off) or a figure names none.
"""

from __future__ import annotations

import logging

from hub.assistant.brain import matching
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.turn import Turn
from hub.record import Record

log = logging.getLogger(__name__)

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
    named = [offer for offer in _named(turn, offers) if offer.get("couponCode")]
    return named[0] if len(named) == 1 else None


async def running(turn: Turn) -> list[Record]:
    """The running offers, looked up quietly to read the message: no tool shown (the answer
    looks them up in its own right), a failure is no offer. Kept for the turn."""
    if "offers" not in turn.searched:
        try:
            turn.searched["offers"] = list(await turn.store.offers())
        except Exception:
            log.warning("quiet lookup of the offers failed", exc_info=True)
            return []
    return list(turn.searched["offers"])


def _named(turn: Turn, offers: list[Record]) -> list[Record]:
    titles = {str(offer["_id"]): _title_words(offer) for offer in offers}
    said = [
        word
        for word in matching.stems(" ".join(turn.utterance.topic))
        if word not in STOP_WORDS and word not in _ANY_OFFER
    ]
    named = []
    for offer in offers:
        own = titles[str(offer["_id"])] - {
            word for other, held in titles.items() if other != str(offer["_id"]) for word in held
        }
        if any(matching.same_word_as_spelt(word, its) for word in said for its in own):
            named.append(offer)
    return named


# What an offer holds, asked: "what's included", "what does it cover", "شنو يشمل", "وش فيه"
_WHAT_IT_HOLDS = Bilingual(
    r"\bwhat(?:'s| is| does| do)?\b(?: \S+){0,3} (?:in it|included|include|includes|cover|covers"
    r"|covered|on it)\b|\bwhat(?:'s| is) in (?:it|the|that)\b",
    r"(?<!\w)(?:شو|وش|شنو|ايش|شسمه)\s+(?:فيه|فيها|يشمل|تشمل|يغطي|يدخل فيه|داخل فيه)(?!\w)"
    r"|(?<!\w)(?:يشمل|تشمل)\s+(?:شو|ايش|وش|شنو)(?!\w)",
)


async def asks_what_it_holds(turn: Turn) -> bool:
    """ "saw the ghabga promo, what's included?", "عرض الغبقه شنو يشمل": an offer asked of,
    one running offer named by its theme, and what it covers asked."""
    if _WHAT_IT_HOLDS.search(turn.typed_and_read) is None:
        return False
    if not turn.utterance.has("OFFERS", "COUPON"):
        return False  # "what's in the fruit salad": a dish, whatever offer holds its word
    return len(_named(turn, await running(turn))) == 1
