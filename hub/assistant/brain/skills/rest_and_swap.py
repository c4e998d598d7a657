"""The rest of an order offered again, with one of its goods swapped: "تمام حط الباقي وبدل
التايد البودره حط الجل" right after the cleaning order was offered again with its Tide
powder out of stock, "ok add the rest and instead of the powder put the gel", "7ot el ba8i w
badal el tide powder 7ot el gel".

The cart is still empty (the reorder is only offered), so no cart line is what goes: the goods
taken off are the order's, and what comes is of their brand when the message names only its
form ("the gel" of Tide). One proposal holds the order's lines still in stock, less the one
named, and the one put in its place.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import (
    confident_hits,
    of_every_word,
    products_by_ids,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.lines import choose_line, in_stock, stock_of
from hub.assistant.brain.swaps import parts
from hub.assistant.brain.turn import INTENT, ORDER, Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# "the rest", "الباقي", Arabizi "el ba8i" (read "الباقي")
_THE_REST = Gated(
    r"\b(?:the rest|everything else|all the rest|the others)\b"
    r"|(?<!\w)(?:الباقي|الباقين|البقيه|باقي الاغراض|باقي الاشياء)(?!\w)"
)
_REST_WORDS = frozenset({"rest", "else", "others", "الباقي", "الباقين", "البقيه"})


def says_the_rest(turn: Turn) -> bool:
    """ "add the rest and ...", "حط الباقي ...": the order's other lines asked with a swap."""
    return bool(_THE_REST.search(turn.message.for_model))


def _after_the_rest(tokens: list[str]) -> list[str]:
    at = next((i for i, token in enumerate(tokens) if token in _REST_WORDS), None)
    return tokens[at + 1 :] if at is not None else []


def _brand(product: Record) -> list[str]:
    brand = product.get("brand")
    name = brand.get("name") if isinstance(brand, dict) else None
    return [str(text) for text in name.values()] if isinstance(name, dict) else []


async def answers(turn: Turn) -> bool:
    """Proposes the rest of the order just offered with the swap said; False when the message
    is no such request."""
    said = turn.message.for_model
    if turn.memory.get(INTENT) != "reorder" or not _THE_REST.search(said):
        return False
    order_id = turn.memory.get(ORDER)
    split = parts(_after_the_rest(turn.utterance.tokens), turn.utterance.topic)
    if not isinstance(order_id, str) or not split or not split[0] or not split[1]:
        return False
    taken, put = split
    orders = await turn.call("orders", turn.store.orders, turn.customer_id)
    order = next((o for o in orders or [] if o.get("_id") == order_id), None)
    if order is None:
        return False
    lines = list(order.get("items") or [])
    found = await products_by_ids(turn, [str(line["productId"]) for line in lines])
    named = confident_hits(taken, list(found.values()))
    gone = named[0] if named else None
    brand = _brand(gone) if gone is not None else []
    hits: list[Record] = []
    for query in ([*brand[1:2], *put], [*brand[:1], *put], put):
        hits = [
            hit
            for hit in of_every_word(put, await search(turn, " ".join(query)))
            if in_stock(hit)
            and not unmet_words(put, [hit])
            and hit["_id"] != (gone or {}).get("_id")
        ]
        if hits:
            break
    if gone is None or not hits:
        return False
    coming = hits[0]
    items = [
        LineItem(str(line["productId"]), line.get("variantId"), int(line.get("quantity") or 1))
        for line in lines
        if str(line["productId"]) != gone["_id"]
        and (product := found.get(str(line["productId"]))) is not None
        and stock_of(product, line.get("variantId")) >= int(line.get("quantity") or 1)
    ]
    variant_id, units = choose_line(coming, None, put)
    items.append(LineItem(coming["_id"], variant_id, units))
    turn.say("rest_and_swap")
    turn.propose(CartMutation("add_to_cart", tuple(items)))
    turn.set_focus(coming["_id"])
    turn.chips("cart", "slots")
    return True
