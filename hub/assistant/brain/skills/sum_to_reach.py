"""How much more the cart needs to come to a sum: "how much more do i need to reach 10kd",
"كم باقي علي عشان اوصل ١٠ دنانير", "kam baqi 3shan awsal 10 KD".

A shopper heading for a code's or free delivery's threshold asks the gap between the cart and
that sum, often in the same breath as a change to what was just offered ("1 is enough, how
much more to reach 10kd"). The gap is the sum less the cart's subtotal and any add still
waiting on its card (the shopper counts it as theirs), said beside whatever else the message
asked; the rest of the message is read on its own as the request it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hub.assistant.brain.budgets import FILS_PER_DINAR
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.offer_edits import cart_holds_offer
from hub.assistant.brain.turn import PENDING, Turn
from hub.storefront.cards import kwd_text

_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫", "01234567890123456789.")
_MONEY = r"\s*(?:kd|k\.d|kwd|dinars?|dinar|دينار|دنانير|د\.ك)(?!\w)"
# With no money said, a number is a sum only where the clause ends or goes on to why: "reach 10
# for free delivery", "اوصل ١٠ عشان التوصيل". A number of goods, of the clock or of a measure
# ("كم يصير ٢ كيلو طماط", "kam y9eer 3 7abbat", "delivery from 5 pm") is no sum of money.
_SUM_ENDS = (
    r"(?=\s*(?:$|[?.!,،؟]|(?:for|and|so|then|pls|please|plz|w|و|عشان|علشان|حتى|لل\w+|3shan"
    r"|3ashan|7ata|7ag|7g)(?!\w)))"
)
_SUM = r"(?:the\s|ال\s?|il\s|el\s)?(\d+(?:\.\d+)?)(?:" + _MONEY + "|" + _SUM_ENDS + ")"
# "how much more do i need to reach 10kd", "how much else to get to 10 kd", "how far am i
# from 10 kd"; "كم باقي علي عشان اوصل ١٠", "شكثر لازم ازيد عشان توصل السله ١٠ دنانير";
# "kam baqi 3shan awsal 10 KD", "cham lazim azeed 7ata ywsal 10"
_TO_REACH = Pattern(
    r"\bhow (?:much|far)\b[^?.!,]{0,50}?\b(?:reach|get to|hit|make it to|get it to)\s+"
    + _SUM
    # "how far am i from 10 kd": "how much ... from 20 kd" asks the change of a payment
    + r"|\bhow far\b[^?.!,]{0,50}?\bfrom\s+"
    + _SUM
    + r"|(?<!\w)و?(?:كم|شكثر|شقد|قديش)\s[^؟?.!،,]{0,40}?(?:اوصل|يوصل|توصل|نوصل|توصلني|يصير|تصير)"
    r"\s(?:(?:ال)?(?:سله|سلة|كارت|المجموع)\s)?(?:ل\s?|الى\s|إلى\s)?"
    + _SUM
    + r"|\b(?:kam|cham|chm|shkthr|shgad|shkither)\s[^?.!,]{0,40}?"
    r"(?:awsal|awasil|awa9il|ywsal|yoosal|yousal|ywasil|tawsal|tiwsal|yseer|y9eer|t9eer)\s"
    r"(?:(?:il|el|al)\s?(?:cart|basket)\s)?(?:l\s?|ila\s|ela\s)?"
    + _SUM
    # ...or said as why goods go in: "حط بزار الوزان عشان يوصل ١٠", "add a bzar so it gets to
    # 10", "7ot bzar 3shan ywsal 10": the sum the cart is to come to, no count of the goods
    + r"|(?<!\w)(?:عشان|علشان|حتى|لين)\s(?:اوصل|يوصل|توصل|نوصل|يصير|تصير)"
    r"\s(?:(?:ال)?(?:سله|سلة|كارت|المجموع)\s)?(?:ل\s?|الى\s|إلى\s)?"
    + _SUM
    + r"|\b(?:so (?:it|the (?:cart|total|basket)|i|we) (?:gets? to|reach(?:es)?|hits?|comes? to)"
    r"|to (?:reach|get (?:it )?to|hit|make it))\s"
    + _SUM
    + r"|\b(?:3shan|3ashan|7ata|lain)\s(?:awsal|ywsal|yoosal|yousal|tawsal|yseer|y9eer|t9eer)\s"
    r"(?:(?:il|el|al)\s?(?:cart|basket)\s)?(?:l\s?|ila\s|ela\s)?" + _SUM,
    re.IGNORECASE,
)
# Points, not dinars, as the sum's measure: "كم باقي نقطة واوصل ٣٠٠٠ نقطة", "kam baqi ni8a6
# 3shan awsal 5000", "how much more to reach 3000 points" ask of the loyalty points, never
# of the cart
_POINTS = Pattern(
    r"\b(?:points?|pts|ni8a6|nu8a6|ni8at|noqat|nuqat|nigat|ngat)\b"
    r"|(?<!\w)(?:ب|في|بال|و|وال|ال)?(?:نقاط\S*|نقطه|نقطة|نقط|بوينت\S*)(?!\w)",
    re.IGNORECASE,
)
# A number that is a clock's hour, an ordinal or a distance, no sum of dinars: "how much time
# until we get to 7pm", "how far is your branch from 4th ring", "from 2 km", "كم باقي وتوصل ٥
# الساعة"
_NO_DINARS_AFTER = Pattern(
    r"^(?:[^\W\d_]|\s*(?:pm|am|p\.m|a\.m|o'?clock|km|kms|kilomet\w*|met(?:er|re)s?|mins?"
    r"|minutes?|hours?|hrs?|ring|kgs?|kilos?|grams?"
    r"|الساعه|الساعة|ساعه|ساعة|ساعات|دقيقه|دقيقة|دقايق|دقائق|كيلو"
    r"|tonight|in the (?:morning|afternoon|evening)|at night"
    r"|الصبح|الصباح|العصر|المغرب|الظهر|بالليل|الليل|الفجر"
    r"|(?:(?:el|il|al|bil|bel) ?)?(?:saa3a|sa3a|9ob7|9ba7|3a9r|lail|layl|ma8rib|maghrib|6uhr))"
    r"(?!\w))",
    re.IGNORECASE,
)
# "actually", "and", "after that" on either side of the question: no request of their own
_JOINERS = Pattern(
    r"^[\s,.،؟?!]*(?:and|w|و|after that|ba3d|بعد|then|pls|please|plz|\?)*[\s,.،؟?!]*$",
    re.IGNORECASE,
)


_ADDS = frozenset({"add_to_cart", "add_recipe_to_cart", "reorder"})  # goods on their way in


@dataclass(frozen=True)
class Asked:
    fils: int  # the sum to reach
    rest: str | None  # the message without the question, when it asks something more


def asked(turn: Turn) -> Asked | None:
    """The sum the message asks the cart's gap to, and what else it says."""
    # as typed first: Arabizi is read into Arabic letters the pattern's Latin words miss
    for said in (turn.input.text, turn.message.text):
        text = said.translate(_DIGITS)
        if (found := _TO_REACH.search(text)) is not None:
            break
    else:
        return None
    amount = next((group for group in found.groups() if group), None)
    if amount is None or float(amount) <= 0:
        return None
    if _POINTS.search(text[: found.end() + 12]):
        return None  # the points to reach a tier, or the sum they come to: no cart's gap
    if _NO_DINARS_AFTER.match(text[found.end() :]):
        return None  # "get to 7pm", "from 4th ring": an hour or a place, no sum
    before, after = text[: found.start()], text[found.end() :]
    after = re.sub(r"^\s*(?:after (?:that|this)|ba3d(?:ha|ah)?|بعدها|بعد ذلك)\b", "", after)
    before = re.sub(r"(?:\s(?:and|w)|\sو)\s*$", "", before.rstrip(" ,،."), flags=re.IGNORECASE)
    rest = f"{before.strip(' ,،.')} {after.strip(' ,،.?؟')}".strip()
    if not rest or _JOINERS.match(rest):
        return Asked(round(float(amount) * FILS_PER_DINAR), None)
    return Asked(round(float(amount) * FILS_PER_DINAR), rest)


def asked_alone(turn: Turn) -> bool:
    found = asked(turn)
    return found is not None and found.rest is None


async def answer(turn: Turn) -> None:
    """The question alone: the gap, beside the cart's card."""
    found = asked(turn)
    if found is None:
        return
    turn.say("spending_cart")
    await tell(turn, found.fils)
    turn.block({"kind": "cart_summary"})
    turn.chips("cart", "offers", "slots")


def _price(product: dict[str, Any], variant: str | None) -> int:
    for option in product.get("variants") or []:
        if variant is not None and option.get("_id") == variant:
            return int(option.get("price") or 0)
    return int(product.get("price") or 0)


async def tell(turn: Turn, fils: int) -> None:
    """The gap from the cart, and the add still waiting on its card, to `fils`."""
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    subtotal = int((cart or {}).get("subtotal") or 0)
    pending = turn.memory.get(PENDING) if turn.proposed_now else turn.pending
    if not turn.proposed_now and cart_holds_offer(cart, pending):
        pending = None  # Confirm tapped: its goods are in the subtotal already
    waiting = 0
    if isinstance(pending, dict) and pending.get("type") in _ADDS:
        lines = [(str(p), None if v is None else str(v), int(n)) for p, v, n in pending["items"]]
        found = await products_by_ids(turn, [p for p, _, _ in lines])
        waiting = sum(_price(found[p], v) * n for p, v, n in lines if p in found)
    language = "en" if turn.language == "en" else "ar"
    total, goal = kwd_text(subtotal + waiting)[language], kwd_text(fils)[language]
    left = fils - subtotal - waiting
    if language == "en":
        held = "Your cart comes to " + total + (" with the card above" if waiting else "")
        said = (
            f"{held}, so {kwd_text(left)['en']} more reaches {goal}."
            if left > 0
            else f"{held}, already {goal} or more."
        )
    else:
        held = "سلتك " + total + (" مع اللي بالبطاقة فوق" if waiting else "")
        said = (
            f"{held}، يعني باقي لك {kwd_text(left)['ar']} عشان توصل {goal}."
            if left > 0
            else f"{held}، يعني وصلت {goal} وزيادة."
        )
    turn.text_block(said)
