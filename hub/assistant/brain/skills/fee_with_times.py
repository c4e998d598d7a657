"""The delivery fee asked beside when delivery comes: "how much is delivery and when does it
get here", "كم التوصيل ومتى يوصل", "bcham il tawseel w mita yoosal".

Such a message reads as the delivery windows, whose own "fee" is the window's booking fee
(0.000), never the area's; the fee asked is shown beside the windows: the card of the area in
talk (the address just proposed or asked of), else the store's fees by zone.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.express_asked import names_express
from hub.assistant.brain.skills.faq import show_rule
from hub.assistant.brain.turn import AREA, INTENT, Turn
from hub.text import words

# What it costs, not how long it takes ("كم ياخذ", "cham yoom") nor how many
_FEE_ASKED = Bilingual(
    r"\b(?:how much|fee|fees|charge|charges|cost|costs|price)\b",
    r"(?<!\w)(?:رسوم|سعر|بكم|بجم|بچم|(?:كم|جم|چم)(?! (?:ياخذ|تاخذ|ياخث|يوم|ايام|ساعه|ساعات|دقيقه|مره|حبه)))"
    r"(?!\w)",
)
_FEE_WORDS = words("delivery fee charges cost")


def asks_the_fee(turn: Turn) -> bool:
    """Whether the message asks what delivery costs."""
    return _FEE_ASKED.search(turn.typed_and_read) is not None


async def show_fee(turn: Turn) -> None:
    """The fee asked beside the windows: the area in talk's card, else the fees by zone;
    nothing when no fee is asked."""
    if not asks_the_fee(turn):
        return
    area_id = turn.memory.get(AREA)
    if isinstance(area_id, str):
        turn.say("delivery_info")
        turn.block({"kind": "delivery_info", "areaId": area_id})
        return
    await show_rule(turn, _FEE_WORDS)


# Replies about where the order goes, after which "express there" is that area's express
_OF_THE_PLACE = frozenset(
    {"select_address", "select_delivery_area", "delivery_info", "area_time", "area_minimum"}
)


# The place talked of, pointed at: "there", "to that area"; "هناك", "لهناك", "هنيك", "بذيك
# المنطقه"; Arabizi "hnak", "hnaak", "hinak" (read "هناك")
_THERE = Bilingual(
    r"\b(?:there|over there|(?:that|this|the same) (?:area|place|address)|hnak|hnaak|hinak"
    r"|hunak|hnik|hnaka)\b",
    r"(?<!\w)ل?(?:هناك|هنيك|هنالك)(?!\w)"
    r"|(?<!\w)(?:ب|ل|في )?(?:(?:ذيك|هذيك|نفس) المنطق[هة]|المنطق[هة] (?:هذي|ذي|ذيك)|هالمنطق[هة])(?!\w)",
)


def asks_express_fee_in_talk(turn: Turn) -> bool:
    """Whether the message asks what express costs ("how much is express there", "والسريع
    هناك بكم") right after the address or area was talked of, or asks express of the area
    talked of by "there" after other talk (a code, the total): that area's express fee, not
    the price of goods shown before nor a switch to express."""
    if not names_express(turn.utterance) or not isinstance(turn.memory.get(AREA), str):
        return False
    there = _THERE.search(turn.typed_and_read) is not None
    if asks_the_fee(turn):
        return there or turn.memory.get(INTENT) in _OF_THE_PLACE
    # "and express there?": asked of the area, not a switch to it ("make it express there")
    said = turn.message.for_model
    asked = turn.utterance.asks or "?" in said or "؟" in said
    return there and asked and not turn.utterance.has("CHANGE", "USE", "ADD")
