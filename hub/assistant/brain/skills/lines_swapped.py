"""Several cart lines taken off and another put on in one message: "remove the laban and the
eggs, got them already. and add 2 of the baby wipes", "شيل اللبن والبيض وضيف ٢ بيبسي", "shil
el laban wel bai6 w 7i6 2 pepsi".

A swap of one line for another reads the words taken as one product's; a list of them names
several lines, each word its own. Every line named goes and the new one comes, in one
proposal; a word taken naming no line of the cart leaves the request to the single-line path,
which says what the cart does not hold.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import choosing
from hub.assistant.brain.skills.line_changes import named_best, unjoined
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# Words beside what is taken that name nothing of it: "got them already"
_BESIDE = frozenset({"already", "اصلا", "asln", "aslan"})


def lines_named(words: list[str], lines: list[Record], found: dict[str, Record]) -> list[Record]:
    """The cart lines the words name, two or more, each word naming at least one; none when a
    word names no line or they name one line only."""
    named: dict[str, Record] = {}
    for word in (w for w in words if w not in _BESIDE):
        ids = named_best(unjoined(word), found)
        if not ids:
            return []
        named.update({str(line["productId"]): line for line in lines if line["productId"] in ids})
    return list(named.values()) if len(named) > 1 else []


async def propose(
    turn: Turn,
    taken: list[Record],
    lines: list[Record],
    choice: choosing.Choice,
    quantity: Quantity | None,
    put: list[str],
) -> None:
    """Every line taken off and the product put on, in one proposal; when which product is
    still asked, the lines taken off alone, and the question."""
    off = [LineItem(str(line["productId"]), line.get("variantId"), 0) for line in taken]
    product = choice.product
    if product is None:
        turn.say("propose_removes")
        turn.propose(CartMutation("remove_cart_item", tuple(
            LineItem(item.productId, item.variantId, int(line["quantity"]))
            for item, line in zip(off, taken, strict=True)
        )))  # fmt: skip
        choosing.ask_which(turn, choice, quantity, chips=False)
        return
    variant_id, units = choose_line(product, quantity, put)
    held = held_in(lines, product["_id"], variant_id)
    if short_of_stock(turn, product, variant_id, held + units):
        return
    turn.say("propose_swap_several")
    turn.propose(
        CartMutation("update_cart_item", (*off, LineItem(product["_id"], variant_id, held + units)))
    )
    turn.set_focus(product["_id"])
    turn.chips("cart", "slots")


def held_in(lines: list[Record], product_id: str, variant_id: str | None) -> int:
    """How many of that product, in that pack, the cart's lines hold already."""
    return sum(
        int(line["quantity"])
        for line in lines
        if line["productId"] == product_id and line.get("variantId") == variant_id
    )


def short_of_stock(turn: Turn, product: Record, variant_id: str | None, wanted: int) -> bool:
    """Whether the stock falls short of what a swap would put in the cart, said with the
    product's card when it does: a swap is never proposed for goods that cannot come."""
    if stock_of(product, variant_id) >= wanted:
        return False
    turn.say("swap_out_of_stock")
    turn.block({"kind": "products", "productIds": [product["_id"]]})
    turn.chips("cart", "offers")
    return True
