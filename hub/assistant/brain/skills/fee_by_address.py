"""The delivery fee of a cart with no area set, asked with its total: "what's the total with
delivery?", "كم المجموع مع التوصيل؟", "cham il majmoo3 ma3 il tawseel".

A cart charges delivery only once an area is chosen, so its total shows 0.000 for delivery
while the shopper's saved address pays a fee; the fee to the first saved address, and the
total it makes, are said beside the cart, so "0.000" is never taken for free delivery.
"""

from __future__ import annotations

from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.fee_beside import DELIVERY_SAID
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text


def name_of(record: Record, field: str) -> dict[str, str]:
    value = record.get(field)
    if isinstance(value, dict):
        return {"en": str(value.get("en") or ""), "ar": str(value.get("ar") or value.get("en"))}
    return {"en": str(value or ""), "ar": str(value or "")}


async def say_fee_unset(turn: Turn, cart: Record) -> None:
    """The fee to the shopper's first saved address, when delivery is asked of a cart with
    no area set; nothing when an area is set, the cart is empty or no address is saved."""
    if turn.customer_id is None or cart.get("deliveryArea") or not cart_lines(cart):
        return
    if DELIVERY_SAID.search(turn.typed_and_read) is None:
        return
    account = await turn.call("account", turn.store.account, turn.customer_id)
    found = await saved_address_area(turn, account)
    if found is None:
        return
    saved, area = found
    fee = int(area.get("fee") or 0)
    total = int(cart.get("total") or 0) + fee
    turn.text_block(
        figures(
            "fee_by_saved_address",
            turn.language,
            label=name_of(saved, "label"),
            area=name_of(area, "name"),
            fee=kwd_text(fee),
            total=kwd_text(total),
        )
    )


async def saved_address_area(turn: Turn, account: Record | None) -> tuple[Record, Record] | None:
    """The shopper's first saved address on `account` and its delivery area: where a cart
    with no area set would most likely go, so whose fee the checkout would add; None without
    one."""
    addresses = (account or {}).get("addresses") or []
    if not addresses:
        return None
    saved = addresses[0]
    areas = await turn.call("delivery_areas", turn.store.delivery_areas)
    area = next((a for a in areas if a.get("_id") == saved.get("areaId")), None)
    return None if area is None else (saved, area)
