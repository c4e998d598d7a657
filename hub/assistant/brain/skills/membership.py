"""Whether Fresh Pro is worth it to this shopper: "is fresh pro worth it for me?", "اشتراك
برو يستاهل؟", "shno fresh pro, y3ni yswa 3ala 7ali?", and how often they order, said with
it or right after ("I order 4 times a month", "a6lob 4 marrat bil shahar").

Worth it is arithmetic the shopper cannot do from the policy alone: the membership's
monthly price (the store's own policy text) against the standard delivery fees it saves
(their saved address's zone fee, times the orders a month). Said with the figures, and the
policy shown; with no count of orders yet, how many orders a month make it pay, and the
question how often they order. Nothing is proposed: joining is done from the account.
"""

from __future__ import annotations

import math
import re

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.faq import stated_policy
from hub.assistant.brain.turn import AREA, INTENT, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text, number_text

# The membership named: "fresh pro", "pro", "the subscription", "فريش برو", "العضويه"
_PRO = Gated(
    r"\bfresh pro\b|\bpro\b|\bmembership\b|\bsubscription\b|\bsubscribe\b"
    r"|(?<!\w)(?:فريش برو|برو|العضويه|عضويه|الاشتراك|اشتراك|اشترك)(?!\w)"
)
# Whether it pays, asked: "worth it", "يستاهل", "يسوى", Arabizi "yswa", "3ala 7ali" (for me)
_WORTH = Gated(
    r"\bworth\b|\bpays? (?:for )?itself\b|\bsave me\b|\bbenefit me\b|\bfor me\b"
    r"|\bpay(?:s)? off\b|\by[ie]?swa\b|\by[ie]?sta(?:h|7)[ei]l\b"
    r"|(?<!\w)(?:يستاهل|يستاهلة|يستاهله|يسوى|يسوا|يسوي|تستاهل|يفيدني|يوفر\w*|مربح|على حالي)(?!\w)"
)
_WORD_COUNTS = {"once": 1, "twice": 2, "مره": 1, "مرة": 1, "مرتين": 2}
# How often they order: "4 times a month", "twice a week", "٤ مرات بالشهر", "مرتين بالاسبوع",
# Arabizi "4 marrat bil shahar" (read "4 مررت بال شهر")
_HOW_OFTEN = Gated(
    r"\b(\d+)\s*(?:times|x|orders|deliveries)\s+(?:a|per|every|each|in a)\s+(week|month)\b"
    r"|\b(once|twice)\s+(?:a|per|every|each)\s+(week|month)\b"
    r"|(\d+)\s*(?:مرات|مرت|مررت|مرره|مره|طلبات)\s*(?:في|كل|بال|ب|ف)?\s*(?:ال)?(اسبوع|شهر)"
    r"|(?<!\w)(مرتين|مره|مرة)\s*(?:في|كل|بال|ب|ف)?\s*(?:ال)?(اسبوع|شهر)"
)
_WEEKS_A_MONTH = 4
# The monthly price, as the policy writes it: "Fresh Pro costs 1.990 KWD a month"
_MONTHLY = Pattern(r"(\d+)\.(\d{3})\s*KWD\s+(?:a|per|each)\s+month", re.IGNORECASE)


def orders_a_month(turn: Turn) -> int | None:
    """How many times a month the message says the shopper orders, if it says."""
    found = _HOW_OFTEN.search(turn.typed_and_read.lower())
    if found is None:
        return None
    count_text, period = [g for g in found.groups() if g is not None]
    count = _WORD_COUNTS.get(count_text) or int(count_text)
    return count * (_WEEKS_A_MONTH if period in ("week", "اسبوع") else 1)


# The membership by its own name, which no other business's plan shares
_PRO_NAMED = Gated(r"\bfresh pro\b|(?<!\w)فريش برو(?!\w)")


@while_read
def names_the_membership(turn: Turn) -> bool:
    """ "fresh pro", "فريش برو" asked whether it pays: ours, whatever the gate makes of "worth
    it" ("is the pro plan worth it" may be any app's)."""
    said = turn.typed_and_read.lower()
    return bool(_PRO_NAMED.search(said)) and bool(_WORTH.search(said))


# The store's policy card of the membership
_PRO_POLICY = "faq-pro-subscription"


def tells_how_often(turn: Turn) -> bool:
    """How often they order, said right after the membership was weighed: its answer; or
    whether it pays ("worth it if i order twice a week?", "يستاهل؟") right after its policy
    was shown."""
    if turn.memory.get(INTENT) == "pro_worth" and orders_a_month(turn) is not None:
        return True
    if _PRO_POLICY not in turn.policies_last:
        return False
    return bool(_WORTH.search(turn.typed_and_read.lower()))


def asks_worth(turn: Turn) -> bool:
    """Whether Fresh Pro pays for this shopper, asked; or how often they order, said with
    the membership or right after it was weighed."""
    said = turn.typed_and_read.lower()
    if _PRO.search(said):
        return bool(_WORTH.search(said)) or orders_a_month(turn) is not None
    return tells_how_often(turn)


async def _standard_fee(turn: Turn) -> tuple[int, Record] | None:
    """The standard fee (fils) and area of the shopper's deliveries: their first saved
    address, else the area last talked about."""
    area_id: str | None = None
    if turn.customer_id:
        account = await turn.call("account", turn.store.account, turn.customer_id)
        addresses = (account or {}).get("addresses") or []
        if addresses:
            area_id = str(addresses[0].get("areaId"))
    if area_id is None and isinstance(turn.memory.get(AREA), str):
        area_id = str(turn.memory[AREA])
    if area_id is None:
        return None
    areas = await turn.call("delivery_areas", turn.store.delivery_areas)
    area = next((a for a in areas if a.get("_id") == area_id), None)
    if area is None or not area.get("fee"):
        return None
    return int(area["fee"]), area


def _monthly_price(policy: Record) -> int | None:
    answer = policy.get("answer")
    text = str(answer.get("en") if isinstance(answer, dict) else answer)
    found = _MONTHLY.search(text)
    return int(found.group(1)) * 1000 + int(found.group(2)) if found else None


async def pro_worth(turn: Turn) -> None:
    """The membership's price against the delivery fees it saves this shopper."""
    policy = await stated_policy(turn, "pro")
    if policy is None:
        return
    price = _monthly_price(policy)
    fee = await _standard_fee(turn)
    orders = orders_a_month(turn)
    if price is None or fee is None:
        turn.say("faq")
        turn.block({"kind": "faq", "faqIds": [policy["_id"]]})
        turn.chips("delivery_info", "help")
        return
    each, area = fee
    name = {"en": str(area["name"]["en"]), "ar": str(area["name"]["ar"])}
    if orders is None:
        turn.text_block(
            figures(
                "pro_break_even",
                turn.language,
                area=name,
                fee=kwd_text(each),
                price=kwd_text(price),
                orders=number_text(math.ceil(price / each)),
            )
        )
        turn.say("pro_how_often")
    else:
        total = orders * each
        turn.text_block(
            figures(
                "pro_fees",
                turn.language,
                orders=number_text(orders),
                area=name,
                fee=kwd_text(each),
                total=kwd_text(total),
                price=kwd_text(price),
            )
        )
        turn.say("pro_pays" if total >= price else "pro_does_not_pay")
    turn.block({"kind": "faq", "faqIds": [policy["_id"]]})
    turn.chips("delivery_info", "cart")
