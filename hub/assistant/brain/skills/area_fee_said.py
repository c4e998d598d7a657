"""An area's delivery fee said in words where its card alone misleads or falls short.

Asked with the cart's total ("what's my total and delivery to Jahra", "كم المجموع وكم التوصيل
للجهراء", "kam il total o il tawseel lel jahra"), the cart shows delivery 0.000 until an area
is set: the fee to the area named, the total it makes and that area's minimum are said beside
the cart, so 0.000 is never taken for the fee there.

Asked why it is dear ("delivery to Wafra how much? why so expensive", "التوصيل للوفره جم؟ ليش
غالي", "il tawseel lel wafra cham? laish ghali"), the words of price read as a wish for cheaper
goods; the fee is the area's zone's, set by how far the zone is, and that is the answer, with
the area's card.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.delivery import area_in_talk, area_read_or_typed
from hub.assistant.brain.skills.fee_beside import DELIVERY_SAID
from hub.assistant.brain.turn import AREA, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text, localized

# "why so expensive", "ليش غالي", "laish ghali", "why is it that much"
_WHY_DEAR = Bilingual(
    r"\b(?:why|y|how come|laish|lesh|leish|laysh|lysh|lish)\b.{0,25}"
    r"\b(?:expensive|pricey|dear|costly|high|ghali|ghaly|ghaaly)\b"
    r"|\bso (?:expensive|pricey|high|costly)\b",
    r"(?<!\w)(?:ليش|ليه|لماذا)\s+(?:\S+\s+){0,3}?(?:غالي|غاليه|غالية|مرتفع|مرتفعه|بهالسعر)(?!\w)",
)


async def area_asked(turn: Turn) -> Record | None:
    """The area the message asks delivery to, looked up quietly (in its reading, or as typed
    in Latin letters: "lel jahra"); None when it names no delivery or no area of ours."""
    if not (turn.utterance.has("DELIVER") or DELIVERY_SAID.search(turn.typed_and_read)):
        return None
    return await area_read_or_typed(turn)


async def asks_why_dear(turn: Turn) -> bool:
    """Whether the message asks delivery to an area of ours and why it costs so much."""
    return _WHY_DEAR.search(turn.typed_and_read) is not None and await area_asked(turn) is not None


def area_figures(area: Record) -> dict[str, dict[str, str]]:
    """An area's name, zone, fee and minimum, in both languages, for a line of `figures`."""
    return {
        "area": {lang: localized(area.get("name"), lang) or "" for lang in ("en", "ar")},
        "zone": {lang: localized(area.get("zoneName"), lang) or "" for lang in ("en", "ar")},
        "fee": kwd_text(int(area.get("fee") or 0)),
        "minimum": kwd_text(int(area.get("minOrder") or 0)),
    }


async def _area_in_talk(turn: Turn, cart: Record) -> Record | None:
    """The area talked of before, when the cart's total is asked with delivery and no area
    is set on it: "what's my total now with the delivery" after "I live in Jahra, how much is
    delivery there" goes to Jahra, not nowhere."""
    if cart.get("deliveryArea") or not DELIVERY_SAID.search(turn.typed_and_read):
        return None
    return await area_in_talk(turn)


async def said_with_cart(turn: Turn, cart: Record) -> bool:
    """Says the fee to the area the message names, or to the one talked of when the cart has
    none set, beside the cart shown, with the total it makes and what the area's minimum
    still needs (its card alone when the cart is empty); False when no area is named."""
    area = await area_asked(turn) or await _area_in_talk(turn, cart)
    if area is None:
        return False
    if not cart_lines(cart):
        turn.block({"kind": "delivery_info", "areaId": area["_id"]})  # its fee, on its card
        turn.memory[AREA] = area["_id"]
        return True
    said_of = area_figures(area)
    fee = int(area.get("fee") or 0)
    # an area already set charges its own fee in the total: the named area's replaces it
    total = int(cart.get("total") or 0) - int(cart.get("deliveryFee") or 0) + fee
    said = figures("area_fee_with_cart", turn.language, **said_of, total=kwd_text(total))
    # the minimum is counted on the products before delivery and discounts
    short = int(area.get("minOrder") or 0) - int(cart.get("subtotal") or 0)
    if short > 0:
        said += figures("area_below_minimum", turn.language, **said_of, short=kwd_text(short))
    turn.text_block(said)
    turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    turn.memory[AREA] = area["_id"]
    return True


async def why_dear(turn: Turn) -> None:
    """The area's fee, and why: its zone's distance; its card beside."""
    area = await area_asked(turn)
    if area is None:
        turn.say("area_unknown")
        turn.chips("delivery_info", "branches")
        return
    turn.say("delivery_info")
    turn.text_block(figures("area_fee_why", turn.language, **area_figures(area)))
    turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    turn.memory[AREA] = area["_id"]
    turn.chips(turn.record_chip("area", area), "slots", "express")
