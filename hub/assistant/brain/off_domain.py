"""Whether a message is declined as not about the store, and the look-alikes it must not decline.

Decided after every reading rather than as one, so it stands apart from the policy that picks
the reading; a points balance and a phone line's credit or a bank's card read alike here.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.understood import (
    CLARIFY,
    NOT_SOLD,
    OUT_OF_DOMAIN,
    POINTS_BALANCE,
    SURE,
    VAGUE_READINGS,
    Understanding,
)
from hub.assistant.brain.utterance import Utterance

OFF_DOMAIN_SURE = 0.5  # the domain gate's probability above which a message is declined
OFF_DOMAIN_VAGUE = 0.9  # ...of a message the model found vague
OFF_DOMAIN_CERTAIN = 0.99  # ...even when the intent model is sure of a request of the store's
# ...of a first message the intent model is sure of: on the held-out shopping messages the gate
# is this sure of 3 in 4,400, and of about one in ten off-domain ones the model reads as ours
# ("apple nazzalat iphone jedeed mata yoosal" as an order's status)
OFF_DOMAIN_PAST_A_SURE_MODEL = 0.95
# ...below which the gate finds a message the store's however the intent model read it
GATE_OVERRULES_THE_MODEL = 0.02


_BALANCE_WORDS = frozenset(
    {
        "have",
        "got",
        "worth",
        "balance",
        "many",
        "much",
        "left",
        "عندي",
        "رصيد",
        "رصيدي",
        "كم",
        "شكثر",
    }
)
# The wallet has no concept of its own: "what's my wallet balance", "كم في محفظتي", "kam
# rasidi" (the balance of the account: its points and its wallet).
_WALLET_WORDS = frozenset(
    {
        "wallet",
        "balance",
        "محفظه",
        "محفظتي",
        "المحفظه",
        "بالمحفظه",
        "بمحفظتي",
        "رصيد",
        "رصيدي",
        "المحفطا",
        "المحفطه",
        "محفطتي",
        "بالمحفطا",
    }
)


# The store's own service requests, which another business named makes that business's
# (delivery is not one: "deliver to the mall" is ours).
_SERVICE_REQUESTS = frozenset(
    {"order_status", "order", "complaint", "cancel_order", "reorder", "faq", "hours",
     "locations", "offers", "apply_coupon", "clear_coupon", "handoff", "pay_by",
     # "my starbucks rewards points", "miles with the airline": that business's points
     "points_balance", "how_points_work", "apply_loyalty", "clear_loyalty"}
)  # fmt: skip


# ...and the store's delivery requests, which a shop or courier that delivers its own goods
# makes its own ("is delivery free on amazon prime"; "deliver to the mall" stays ours).
_DELIVERY_REQUESTS = frozenset(
    {"delivery_slots", "delivery_info", "select_delivery_area", "area_time", "set_express",
     "select_address"}
)  # fmt: skip


# ...and what a person's arrival has the shape of: a delivery day or area, an order's status,
# a late order
# (and, of a worker of another trade, a product of the worker's name: "can the cleaner come
# on sunday" is no question about a cleaning product)
_ARRIVALS = _DELIVERY_REQUESTS | {"order_status", "complaint", "order", "product_detail", "search"}


def off_domain(
    understood: Understanding, intent: str, *, continues: bool, points_back: bool = False
) -> bool:
    """Whether to decline `intent` because the message is not about the store at all: "how
    do I change my oil", "freeze my bank card". Decided after every reading, and before any
    skill can act on a word that only sounds like the store's. A message that continues what
    this conversation showed or offered (`continues`: a reading of its state took it up) is
    the store's whatever the gate says. One that only has the shape of a follow-up
    (`points_back`: a count or "it", nothing named: "no, 5", "زيدها ل ٤") is the store's
    unless the model reads it as off-topic or the gate is all but certain ("what is 5 times
    7" after a list). So is one a rule of the store's own world read (our driver, a counted
    list, the cart moved to a saved place) unless the gate is all but certain; a request
    the intent model is sure of needs the gate to be all but certain."""
    off = understood.domain
    if intent == NOT_SOLD:
        return False  # another trade's goods asked of us: we say we do not sell them
    if understood.elsewhere and (
        intent in _SERVICE_REQUESTS
        # "ok order the uber", "loyalty points at the airline": a word looked up, where the
        # model's likeliest reading was one of those requests
        or (intent == "general" and understood.ranking.top in _SERVICE_REQUESTS)
    ):
        return True  # "where is my amazon order": another business's order, policy or hours
    if understood.delivered_elsewhere and intent in _DELIVERY_REQUESTS:
        return True  # "when does aramex deliver on friday": that courier's slots, not ours
    if understood.lives_there and intent in _DELIVERY_REQUESTS and not continues:
        return True  # "is salmiya a good area to live": no delivery area is chosen
    if understood.someone_arrives and intent in _ARRIVALS and not continues:
        return True  # "my dad arrives thursday morning": no order of ours is late or due
    if off < OFF_DOMAIN_SURE:
        return False
    if understood.what_to_buy or understood.what_to_cook:
        return False  # its shape asks what to buy or cook, however the gate reads the occasion
    if understood.our_place:
        return off >= OFF_DOMAIN_CERTAIN  # a place of the shopper's own, for the cart
    if understood.our_coming:
        # its words are any visit's, so the gate finds little of ours in them: its shape
        # decides unless the gate is all but certain
        return off >= OFF_DOMAIN_CERTAIN
    if intent == POINTS_BALANCE:
        # "kam nuqa6 el wala2 3ndi" is ours; "how many points on my credit card" is a bank's
        return off >= OFF_DOMAIN_CERTAIN
    ranking = understood.ranking
    if continues:
        return False
    if points_back:
        # "no, 5" continues an offer; "what is 5 times 7" after a list only has its shape (a
        # count, nothing named): what the model itself reads as off-topic, or the gate is
        # all but certain of, is declined there too.
        return off >= OFF_DOMAIN_CERTAIN or ranking.top == OUT_OF_DOMAIN
    if understood.intent in (CLARIFY, "unknown"):
        # "ابغى شي حق الريوق": a vague wish may name a meal or an aisle the readings find
        return off >= OFF_DOMAIN_VAGUE
    if intent in (OUT_OF_DOMAIN, *VAGUE_READINGS):
        return True
    if understood.intent != ranking.top and understood.intent not in (
        OUT_OF_DOMAIN,
        *VAGUE_READINGS,
    ):
        # a rule of the store's world read it (our driver, a counted list), unless the gate
        # is all but certain: "is it halal to invest in stocks" only has a need's word; or
        # both models find it another matter's ("a5oy ywa9il el jum3a bel lail", my brother
        # arrives on Friday night, has only the shape of a delivery day); a complaint's rules
        # are for what the model misreads ("el 6alab nagis 5ubz")
        elsewhere = ranking.top == OUT_OF_DOMAIN and understood.intent != "complaint"
        return off >= OFF_DOMAIN_CERTAIN or elsewhere
    # What the model found off-topic or was unsure of, however a word of it then matched a
    # product, an aisle or a policy ("an oil change" and the FAQ), is declined.
    unsure = ranking.top == OUT_OF_DOMAIN or ranking.confidence < SURE
    return unsure or off >= OFF_DOMAIN_PAST_A_SURE_MODEL


# A question tagged on a statement: "I also have points, right?", "وعندي نقاط بعد صح؟"
_TAGGED = frozenset({"right", "صح", "سح", "مو", "yes", "no", "correct"})


def asks_balance(utterance: Utterance) -> bool:
    # "وعندي" (and I have) is "عندي" after its "and"
    tokens = {
        t[1:] if t.startswith("و") and t[1:] in _BALANCE_WORDS else t for t in utterance.tokens
    }
    tagged = bool(utterance.tokens) and utterance.tokens[-1] in _TAGGED
    return (
        (utterance.has("POINTS") or bool(tokens & _WALLET_WORDS))
        and (
            utterance.asks
            or tagged
            or bool(tokens & _GULF_HOW_MANY)  # "شكثر نقاطي": how many, asked without a "?"
            # "ok and how much is in my wallet now": how much, asked after a word of assent
            or ("how" in tokens and bool(tokens & {"much", "many"}))
            or "balance" in tokens
            or "رصيد" in tokens
            or "رصيدي" in tokens
        )
        and not utterance.has("USE", "NEGATION")
        and bool(tokens & (_BALANCE_WORDS | _GULF_HOW_MANY))
        and not tokens & _A_BANKS_CARD  # "how many points on my credit card": the bank's
        and not (not utterance.has("POINTS") and _phone_credit(utterance.tokens))
    )


def _phone_credit(tokens: list[str]) -> bool:
    """A telephone line's credit asked: "زين" / "zain" opening a message is "well then"
    unless words of a line's credit follow it with no word of the shopper's own account
    ("زين رصيد ٥ دينار", "zain rasseed 5 kd", but "زين شكثر رصيدي")."""
    if _PHONE_CREDIT.search(" ".join(tokens)):
        return True
    said = set(tokens[1:])
    return (
        bool(tokens)
        and tokens[0] in ("زين", "zain")
        and bool(said & _LINE_CREDIT_WORDS)
        and not said & _ACCOUNT_WORDS
    )


# A phone line's credit, which a telephone company sells: "3abbli rasseed zain 5 KD", "top up
# my ooredoo", "شحن رصيد", "recharge my balance"; never the account's points or wallet. A
# message opened by "زين" / "zain" is the Gulf "well then" ("زين جم صار رصيدي بالمحفظه"), not
# the telephone company: only after another word is it a line to top up.
_PHONE_CREDIT = Gated(
    r"(?<=\S )(?:زين|zain)(?!\w)|(?<!\w)(?:اوريدو|فيفا|stc|ooredoo|viva|virgin)(?!\w)"
    r"|\btop[ -]?up\b|\brecharge\b|(?<!\w)(?:شحن|اشحن|شحنلي|اشحنلي|عب+ي?لي|عبي)(?!\w)"
)


# What a telephone line's credit is sold in, and what only the shopper's account holds
_LINE_CREDIT_WORDS = frozenset(
    {"رصيد", "rasseed", "raseed", "rased", "rasid", "بطاقه", "كرت", "card", "دينار", "دنانير",
     "kd", "dinar", "dinars", "credit"}
)  # fmt: skip
_ACCOUNT_WORDS = frozenset(
    {"my", "رصيدي", "محفظتي", "بمحفظتي", "نقاطي", "points", "point", "نقاط", "wallet",
     "المحفظه", "بالمحفظه", "محفظه", "rasidi", "raseedi", "rasseedi"}
)  # fmt: skip
# Gulf words for "how much / how many" that the lexicon's question words do not hold
_GULF_HOW_MANY = frozenset({"شكثر", "شقد", "قديش", "شكبر"})
_A_BANKS_CARD = frozenset(
    {"credit", "visa", "mastercard", "bank", "فيزا", "البنك", "بنك", "الفيزا"}
)


def plainly_elsewhere(understood: Understanding) -> bool:
    """The gate all but certain the message is about something other than the store, and
    its shape no question of what to buy."""
    return (
        understood.domain >= OFF_DOMAIN_CERTAIN
        and not understood.what_to_buy
        and understood.intent != NOT_SOLD
    )
