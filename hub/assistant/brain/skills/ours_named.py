"""A message that names something of the store's own: its goods by their brand, a coupon
code it runs, an order placed with it, a charge it took.

The domain gate scores a message by all its words, and a shopper's story around a request
("ugh, and nido for a 1 year old, in stock?", "hala, sahra il lela ma3 il shabab, chips w
pepsi", "i think knet took 5.680 twice") is mostly words of a household's life, which it
finds another matter's. What the message names settles whose matter it is: no other business
sells our brands under our roof, runs our codes, holds our orders or took our charge. A brand
is named as goods only in a shopping shape (asked after, priced, wanted, counted) or where the
gate itself is unsure: "my vimto tweet went viral" only talks of it. A brand
whose name is also an everyday word ("fine", "tide", "galaxy") names nothing by itself, and a
business named beside it (`names_another_business`) still makes the message that business's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hub.assistant.brain.children_bites import bites_for_children
from hub.assistant.brain.domain import names_another_business
from hub.assistant.brain.needs import Need, need_of
from hub.assistant.brain.off_domain import OFF_DOMAIN_CERTAIN, OFF_DOMAIN_SURE
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import CHARGED_TWICE
from hub.assistant.brain.shopping_shape import shaped_as_shopping
from hub.assistant.brain.skills.child_goods import asks_milk_for_a_child
from hub.assistant.brain.turn import ORDER as ORDER_IN_TALK
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import (
    CLARIFY,
    NOT_SOLD,
    OUT_OF_DOMAIN,
    Understanding,
    set_aside,
)
from hub.errors import HubError

GOODS = "goods"
CHILD_MILK = "child_milk"
CHILD_BITES = "child_bites"  # something for children to eat, with a need: the snacks
CODE = "code"
ORDER = "order"
CHARGE = "charge"

# Brands of ours whose names are everyday words, people's or places' names too: "i'm fine",
# "the tide is high", "my galaxy phone", "a fairy tale", "fresh air" (the store's own name),
# "الكبير" (the big one), "بلدنا" (our country), "الروضتين" (a town)
_EVERYDAY_NAMES = frozenset(
    {"fine", "fresh", "dove", "tide", "galaxy", "puck", "goody", "fairy", "al kabeer", "aseel",
     "al shifa", "baladna", "abraaj", "rawdatain", "فاين", "فريش", "دوف", "تايد", "جالكسي",
     "بوك", "جودي", "فيري", "الكبير", "اصيل", "الشفاء", "الشفا", "بلدنا", "ابراج", "الروضتين"}
)  # fmt: skip
_ALIF = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ة": "ه", "ى": "ي"})
_SHORTEST_NAME = 3

# An order placed or to be placed with us: "my order", "the diapers i ordered", "KW-100933",
# "طلبي", "ابي اطلب اغراض"; read the Arabizi way too ("6alabi" is read "طلبي")
_AN_ORDER_OF_OURS = Gated(
    r"\b(?:my|our|this|last|today'?s|yesterday'?s) (?:\w+ )?(?:order|delivery)\b(?! of)"
    r"|\bthe (?:order|delivery)\b(?! of)"
    r"|\b(?:i|we) (?:just |already )?(?:ordered|placed)\b|\bkw-?\d{4,}\b"
    r"|\b(?:want|need|like) to order\b|\border (?:now|groceries|the groceries|stuff|things)\b"
    r"|(?<!\w)(?:طلبي|طلبيتي|طلبيه|طلبنا|اوردري|اوردرنا|الاوردر|طلبته|طلبتها|طلبناه)(?!\w)"
    r"|(?<!\w)(?:ابي|ابغي|ابغى|نبي|ودي|بغيت) (?:اطلب|نطلب|اسوي طلب)(?!\w)"
)
# A charge by us, beside a way of paying us: "knet took it twice", "انخصم مني مرتين"
_A_CHARGE = Gated(
    r"\b(?:charg\w*|deduct\w*|debit\w*|billed|paid)\b(?=.{0,40}\b(?:twice|double|two times"
    r"|2 times|again)\b)"
    r"|\b(?:twice|double|two times|2 times)\b(?=.{0,30}\b(?:knet|card|visa|apple pay)\b)"
)


async def ours_named(turn: Turn, domain: float = 0.0) -> str | None:
    """What of the store's the message names (`GOODS`, `CHILD_MILK`, `CODE`, `ORDER` or
    `CHARGE`), or None. Read before a message the gate finds another matter's is declined;
    `domain`, the gate's score of it."""
    said = turn.message.for_model.lower()
    if (
        (CHARGED_TWICE.search(said) or _A_CHARGE.search(said))
        and not names_another_business(said)
        and (
            domain < OFF_DOMAIN_SURE
            or _AN_ORDER_OF_OURS.search(said)
            or turn.memory.get(ORDER_IN_TALK) is not None
        )
    ):
        # a charge of ours: an order named or in talk ("charged twice on knet for it"), or a
        # gate unsure; not "charged twice at the petrol station", nor one the gate finds all
        # but surely another payee's with nothing of ours in sight
        return CHARGE
    if await _our_code(turn):
        return CODE
    if _AN_ORDER_OF_OURS.search(said) and domain < OFF_DOMAIN_CERTAIN:
        # "my pizza order from the place down the street": an order, all but surely another's
        return ORDER
    if asks_milk_for_a_child(turn) is not None:
        return CHILD_MILK
    if bites_for_children(said, turn.input.text) and _a_need(need_of(said)):
        # "my kids are back from school and want something to eat, one is allergic to nuts"
        return CHILD_BITES
    if (domain < OFF_DOMAIN_SURE or shaped_as_shopping(said, turn.input.text.lower())) and (
        await _our_brand(turn, said)
    ):
        # "write me a poem about pepsi", "lays off 300 workers": a brand only talked of is
        # another matter's; one asked after, wanted or counted is ours
        return GOODS
    return None


async def _our_code(turn: Turn) -> bool:
    code = turn.utterance.code
    if code is None:
        return False
    try:
        offers = await turn.store.offers()
    except HubError:
        return False
    return any(str(offer.get("couponCode") or "").upper() == code for offer in offers)


async def _our_brand(turn: Turn, said: str) -> bool:
    """A brand of ours named by itself, as typed or as read ("pepsi", "بيبسي", "nido")."""
    try:
        brands = await turn.store.brands()
    except HubError:
        return False
    typed = turn.input.text.lower()
    for brand in brands:
        for name in brand.get("name", {}).values():
            name = str(name).lower().translate(_ALIF)
            if len(name) < _SHORTEST_NAME or name in _EVERYDAY_NAMES:
                continue
            bare = re.escape(name.replace("'", "").replace("’", ""))
            pattern = rf"(?<!\w)(?:ال|و|ب|بال)?{bare}(?:'?s)?(?!\w)"
            if re.search(pattern, said) or re.search(pattern, typed.replace("'", "")):
                return True
    return False


# Readings that say nothing of what was named: the next the model found is taken instead
_NO_READING = frozenset({OUT_OF_DOMAIN, CLARIFY, "unknown", NOT_SOLD})


def _a_need(need: Need) -> bool:
    return bool(need.flags or need.avoid)


def read_as_ours(understood: Understanding, named: str) -> Understanding:
    """`understood` kept to the store's requests: a charge is a complaint to us; anything
    else is what the model read beside another matter. The gate's doubt is set aside whole:
    what it scored was the story, and the thing named is ours."""
    ranking = set_aside(understood.ranking, OUT_OF_DOMAIN)
    intent = understood.intent
    if named == CHARGE:
        intent = "complaint"
    elif named in (CHILD_MILK, CHILD_BITES):
        intent = "search"  # "which milk for my 2-year-old": the milks of its age
    elif intent in _NO_READING:
        intent = ranking.top
    return replace(understood, intent=intent, ranking=ranking, domain=0.0)
