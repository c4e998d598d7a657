"""When an item will be back: the store keeps no restock dates, so the honest answer is that
the item is out with no date, and what there is like it now."""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.cards import not_found
from hub.assistant.brain.skills.common import alternatives_for, products_by_ids
from hub.assistant.brain.skills.lines import any_in_stock
from hub.assistant.brain.turn import Turn

# "when will it be back", "do you restock it", "متى يتوفر", "بيرجع؟", "mata yirja3"
_BACK = Gated(
    r"\b(?:restock\w*|re-stock\w*|back in stock|in stock again|available again"
    r"|(?:be|come|comes|coming|get|getting|got|bring|bringing) (?:it |them )?back"
    r"|(?:will|when)\b.{0,25}\bback)\b"
    r"|(?<!\w)(?:يرجع|ترجع|يرجعونه|ترجعونه|بيرجع|بترجع|يتوفر|تتوفر|بيتوفر|بتتوفر|توفرونه"
    r"|تنزلونه|بينزل|ينزل|تنزل|يوصلكم|ينزلونه|يرجعون)(?!\w)"
)


def asks_when_back(turn: Turn) -> bool:
    """A question of when the product just shown is stocked again: not of an order."""
    u = turn.utterance
    return (
        turn.focus() is not None
        and bool(_BACK.search(turn.message.for_model))
        and not u.has("ORDER", "CART", "DELIVER", "REMOVE")
        and len(u.topic) <= 2
    )


async def when_back(turn: Turn) -> None:
    focus = turn.focus()
    found = await products_by_ids(turn, [focus]) if focus else {}
    product = found.get(focus or "")
    if product is None:
        not_found(turn)
        return
    turn.block({"kind": "product_detail", "productId": product["_id"]})
    if any_in_stock(product):
        turn.say("in_stock_now")
        turn.chips("cart", "offers")
        return
    alternatives = await alternatives_for(turn, product, [])
    if not alternatives.ids:
        turn.say("no_restock_date_alone")
    else:
        turn.say("no_restock_date" if alternatives.alike else "no_restock_date_unlike")
        turn.block({"kind": "products", "productIds": alternatives.ids})
        turn.remember_shown(alternatives.ids)
    turn.set_focus(product["_id"])
    turn.chips("aisles", "offers")
