"""The minimum order to an area asked: "minimum order for jahra?", "how much is delivery to
khaitan and whats the minimum", "كم الحد الادنى للطلب للفروانية", "shno il 7ad il adna lil
delivery 7ag il jahra".

Each zone keeps its own minimum; the FAQ lists them all, and the area's delivery card shows
its fee and time but not the minimum. Asked of one area, its minimum is said in words beside
its card (which answers a fee asked with it), and nothing is proposed or booked.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.minimum_order import asks_the_minimum
from hub.assistant.brain.places import addresses_named
from hub.assistant.brain.skills import cart_apart_from_placed, total_beside_minimum
from hub.assistant.brain.skills.delivery import (
    area_of_the_talk,
    area_read_or_typed,
    rules_and_area_fee,
)
from hub.assistant.brain.skills.faq import rule_card
from hub.assistant.brain.skills.order_refs import places_of
from hub.assistant.brain.turn import AREA, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text, localized
from hub.text import words

_SAID = {
    "en": (
        "The minimum order for delivery to {area} ({zone}) is {minimum}, counted on the products"
        " before the delivery fee and discounts. Its delivery fee and time are on its card."
    ),
    "ar": (
        "الحد الأدنى للطلب للتوصيل إلى {area} ({zone}) هو {minimum}، محسوب على المنتجات قبل رسوم"
        " التوصيل والخصومات. رسوم التوصيل ووقته على البطاقة."
    ),
}


# "the minimum" alone, of an area named: "fee and the minimum to khaitan", "w il minimum?"
_THE_MINIMUM = Bilingual(
    # "min" alone is as often minutes ("in 30 min to hawalli"): the whole word only
    r"\bminimum\b(?! (?:price|temp\w*|age|wage|stay|size))",
    r"(?<!\w)(?:ال)?(?:مينيمم|منيمم)(?!\w)",
)

_THE_RULE = words("is there a minimum order")


async def area_asked(turn: Turn) -> Record | None:
    """The area whose minimum order the message asks, if it asks one and names an area we
    deliver to (in its reading, or as typed in Latin letters: "lil jahra")."""
    said = turn.message.for_model
    if not (asks_the_minimum(said) or _THE_MINIMUM.search(said)):
        return None
    area = await area_read_or_typed(turn)
    if area is None and turn.customer_id:
        area = await _saved_place_area(turn)
    if area is None:
        area = await area_of_the_talk(turn)  # "...and the minimum?" right after its card
    return area


async def _saved_place_area(turn: Turn) -> Record | None:
    """The area of the one saved address the message names ("the chalet", "il dawam"), looked
    up quietly: the fee and minimum asked of a place the shopper saved are its area's."""
    places = places_of(turn)
    if not places.wanted or turn.customer_id is None:
        return None
    account = await turn.store.account(turn.customer_id)
    addresses = list((account or {}).get("addresses") or [])
    named = addresses_named(places, addresses, list(turn.utterance.tokens))
    if len(named) != 1 or not named[0].get("areaId"):
        return None
    areas = await turn.store.delivery_areas()
    return next((a for a in areas if a.get("_id") == named[0]["areaId"]), None)


async def answered(turn: Turn) -> bool:
    """Says the named area's minimum order with its delivery card; False when the message
    asks no area's minimum."""
    area = await area_asked(turn)
    if area is None:
        return False
    language = turn.language
    turn.say("delivery_info")
    await rule_card(turn, _THE_RULE)  # every zone's minimum, and what it is counted on
    turn.text_block(
        _SAID[language].format(
            area=localized(area.get("name"), language),
            zone=localized(area.get("zoneName"), language),
            minimum=kwd_text(int(area.get("minOrder") or 0))[language],
        )
    )
    turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    turn.memory[AREA] = area["_id"]
    turn.chips(turn.record_chip("area", area), "slots")
    return True


async def area_minimum(turn: Turn) -> None:
    """The skill of `answered`, the FAQ's rules when no area is found after all."""
    if not await answered(turn):
        await rules_and_area_fee(turn)
    await total_beside_minimum.said(turn)  # "...and what's my total now": the cart too
    cart_apart_from_placed.said(turn)  # "...does my cart come with it or separate?"
