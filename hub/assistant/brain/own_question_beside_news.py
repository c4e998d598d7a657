"""A question of the store's own beside the shopper's news: "cancel today's order, we're
travelling tonight", "وين طلبي؟ عندي دوام بعد ساعه", "agdar adfa3 cash 3ind el istilam? el visa
ingiflat w ana msafer".

The gate weighs the whole message, and a clause of the shopper's life (work, a trip, a
clinic, family) weighs more in it than the store's few words: the whole is declined as
another matter. Cut into clauses (`clauses`), the question reads as the store's plainly and
the news asks nothing of anyone. Such a message is the store's question, the news only its
reason.

A policy, a refund or a payment asked beside another matter is most often that matter's own
("my flight got cancelled, can i get a refund"): the question's clause must name a thing of
the store's own (an order, its driver, delivery, a branch, a code, points, the wallet, a way
of paying at the door), and no other business may be named in it, nor in the news but as a
place of the shopper's day ("i was at the clinic", "night shifts at the hospital", "before my
flight"): "my talabat order is late, where is my order" asks of another's order.
"""

from __future__ import annotations

import re

from hub.assistant.brain import clauses
from hub.assistant.brain.domain import names_another_business
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.occasions import asks_what_to_make_with
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.understood import Understanding

# The store's own matters a clause may ask of, beside news
_OWN_MATTERS = frozenset(
    {"order_status", "order", "cancel_order", "reorder", "complaint", "faq", "hours",
     "locations", "offers", "apply_coupon", "points_balance", "how_points_work",
     "apply_loyalty", "delivery_slots", "delivery_info", "select_delivery_area", "area_time",
     "set_express", "select_address", "handoff", "meal_ideas", "recipe"}
)  # fmt: skip
# ...and what names them as ours, as typed or as the normaliser spells it
_OURS_NAMED = Pattern(
    r"\b(?:orders?|deliver\w*|delivary|driver|express|slots?|address|branch(?:es)?"
    r"|open|close|closing|opening|codes?|coupons?|promo|points|wallet|knet|apple ?pay"
    r"|cash on delivery|fresh ?pro|the app"
    r"|6alab|6albi|6alabi|6albati|el 6alab|mandoob|tawseel|tw?[a]?[9s]loon|yoosal|wa[9s]al"
    r"|3inwan|far3|far3kum|tiftaroon|tiftahoon|ysakir|ysakkir|maftoo7|nuqa6i?|wallet|cash"
    # ...goods that came spoilt, broken or short, whose money is asked back
    r"|spoil(?:ed|t)|rotten|expired|broken|missing|5arban\w*|muntahi|mkassar|na9i9"
    # ...or what to cook, which the store's recipes answer
    r"|cook|recipes?|ideas?|dinner|lunch|breakfast|a6ba5|at6ab5|wa9fa|afkar|fikra|3asha|ghada"
    r"|rayoog"
    # ...or how to reach the store itself
    r"|contact (?:you|u)|call (?:you|u)|reach (?:you|u)|akalimkum|akallimkum|atwa9al)\b"
    r"|(?<!\w)(?:ال)?(?:طلب|طلبي|طلباتي|مندوب|المندوب|توصيل|يوصل|توصلون|تفتحون|تسكرون|يسكر"
    r"|مفتوح|فاتح|فرع|فرعكم|عنوان|كود|كوبون|نقاط|نقاطي|محفظه|محفظتي|كاش|الاستلام|كي نت"
    r"|ابل باي|فريش برو|تطبيق|بالتطبيق|خربان|خربانه|منتهي|مكسر|ناقص|اطبخ|نطبخ|طبخه|وصفه|وصفة"
    r"|افكار|فكره|فكرة|عشا|غدا|ريوق|اكلمكم|اتواصل معاكم|اتصل فيكم)(?!\w)",
    re.IGNORECASE,
)
# Places of the shopper's day, which sell or deliver nothing a shopper would ask us about
_PLACES_OF_ONES_DAY = Pattern(
    r"\b(?:hospital|clinic|flights?|airlines?|hotel|ministry|embassy|gym)\b"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:مستشفى|مستشفي|مستوصف|عياده|طيران|طياره|فندق|وزاره"
    r"|سفاره|جيم|نادي)(?!\w)",
    re.IGNORECASE,
)
# A clause the gate finds at most this sure of is plainly the store's: as `clauses` holds
_PLAINLY_OURS = 0.1


def _names_ours(text: str) -> bool:
    return bool(_OURS_NAMED.search(text) or _OURS_NAMED.search(normalise(text).text))


# Ideas or a recipe named: "ideas for a ghabga", "afkar 3asha"
_IDEAS = Pattern(
    r"\b(?:ideas?|recipes?|afkar|fikra|wa9fa)\b|(?<!\w)(?:ال)?(?:افكار|فكره|فكرة|وصفه|وصفة)(?!\w)",
    re.IGNORECASE,
)


def _asks_if_of_a_meal(clause: clauses.Clause) -> bool:
    """A clause of a meal is a question of ours only when it asks, or names ideas or a recipe:
    "injara7t b eedi w ana a6ba5" tells of cooking, and asks no dish."""
    if clause.intent not in ("meal_ideas", "recipe"):
        return True
    return clause.asks or bool(_IDEAS.search(clause.text)) or _what_to_make_with(clause)


def _what_to_make_with(clause: clauses.Clause) -> bool:
    """A clause asking what to make with a food ("شنو اسوي بالدياي والعيش؟"), however rare the
    food's word for the gate: whether it is a food is the reading's to find, read alone."""
    return clause.intent == "meal_ideas" and asks_what_to_make_with(normalise(clause.text).text)


# Our delivery booked for a day or a time: "ابي احجز توصيل يوم الخميس", "abi a7jiz tawseel
# bacher", where the gate hears a booking of another trade's
_DELIVERY_REQUESTS = frozenset(
    {"delivery_slots", "delivery_info", "set_express", "area_time", "select_delivery_area"}
)
_A_DELIVERY_BOOKED = Pattern(
    r"\b(?:book|schedule)\s+(?:a\s+|the\s+|my\s+)?deliver(?:y|ies)\b"
    r"|(?<!\w)(?:احجز|نحجز|ابي احجز)\s+(?:موعد\s+)?(?:ال)?توصيل(?!\w)",
    re.IGNORECASE,
)
# ...which the gate may lean to another matter's, if not be sure of it
_BOOKED_AND_OURS = 0.9


def _our_delivery_booked(clause: clauses.Clause) -> bool:
    return (
        clause.intent in _DELIVERY_REQUESTS
        and clause.elsewhere < _BOOKED_AND_OURS
        and bool(_A_DELIVERY_BOOKED.search(normalise(clause.text).text))
    )


def _names_a_business(text: str) -> bool:
    return names_another_business(text.lower()) or names_another_business(
        normalise(text).text.lower()
    )


def the_question(text: str, understood: Understanding) -> str | None:
    """The clauses of `text` asking the store's own matter, joined, when every other clause
    only tells the shopper's news; None when the message is one clause, names another
    business, or asks anything else."""
    if understood.injection or understood.delivered_elsewhere:
        return None
    pieces = clauses.split(text)
    if len(pieces) < 2:
        return None
    weighed = [clauses.weigh(piece) for piece in pieces]
    # ...naming the store's thing, or asking on the one the clause before named ("عندي كود
    # من ربيعتي، شلون استخدمه؟", "the driver called while i was out, can he come again?")
    asked = [
        clause
        for at, clause in enumerate(weighed)
        if (
            clause.elsewhere < _PLAINLY_OURS
            or _what_to_make_with(clause)
            or _our_delivery_booked(clause)
        )
        and clause.intent in _OWN_MATTERS
        and _asks_if_of_a_meal(clause)
        and (
            _names_ours(clause.text)
            or _what_to_make_with(clause)
            or _neighbour_names_ours(weighed, at) is not None
        )
        and not _names_a_business(clause.text)
    ]
    if not asked:
        return None
    # ...and beside it, what else asks the store's own matter plainly ("rja3tooli floosi? el
    # simach kan 5arban": the money back, of the fish named)
    asked = [
        clause
        for clause in weighed
        if clause in asked or (clause.elsewhere < _PLAINLY_OURS and clause.intent in _OWN_MATTERS)
    ]
    # ...of which what asks is answered, and what tells of the goods only says of what:
    # "shlon el refund? el 7aleeb kan muntahi" asks how refunds go, of goods come expired
    asking = [clause for clause in asked if clause.asks]
    told = [clause for clause in asked if not clause.asks]
    asked = asking or told
    for clause in weighed:
        if clause in asked or clause in told:
            continue
        if clause.asks or "?" in clause.text or "؟" in clause.text:
            return None  # "..., and who won the game?": another matter asked beside ours
        if _names_a_business(_PLACES_OF_ONES_DAY.sub(" ", clause.text)):
            return None  # "i ordered on talabat": whose order is asked of is another's
    return ", ".join(_with_what_it_asks_of(weighed, clause) for clause in asked)


def _neighbour_names_ours(weighed: list[clauses.Clause], at: int) -> str | None:
    """The store's thing the clause before or after names, when that is what the clause at
    `at` asks on: "عندي كود من ربيعتي، شلون استخدمه؟", "رجعتوا لي فلوسي؟ السمك كان خربان"."""
    for near in (at - 1, at + 1):
        if 0 <= near < len(weighed) and (named := _OURS_NAMED.search(weighed[near].text)):
            return named.group(0)
    return None


def _with_what_it_asks_of(weighed: list[clauses.Clause], clause: clauses.Clause) -> str:
    """The clause, led by the store's thing a clause beside it named when it names none
    itself: "شلون استخدمه؟" after "عندي كود من ربيعتي" asks how to use the code."""
    if _names_ours(clause.text):
        return clause.text
    named = _neighbour_names_ours(weighed, weighed.index(clause))
    return f"{named} {clause.text}" if named else clause.text
