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

import re

from hub.assistant.brain.pattern import Pattern
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
# All of the order offered again, said of a reorder still waiting on its card: "all of it with
# the gel instead of the powder", "كل شي بس بدل البودره الجل", "7e6 kilshay ma3a il gel"
_ALL_OF_IT = Pattern(
    r"\b(?:all of it|everything|the whole (?:order|lot|thing))\b"
    r"|(?<!\w)(?:كل شي|كل شيء|كلشي|كله)(?!\w)"
    r"|\b(?:kil ?shay|kil ?shai|kil ?shi|kol ?shay|kol ?shi|kilha|kila)\b",
    re.IGNORECASE,
)
_INSTEAD = frozenset({"instead", "بدل", "بدال", "مكان", "badal", "bdal"})
_SINCE_THE_REORDER = frozenset({"reorder", "substitution", "search", "similar", "product_detail"})
_ALL_WORDS = frozenset({"it", "everything", "order", "lot", "thing", "شي", "شيء", "كلشي", "كله"})


def says_the_rest(turn: Turn) -> bool:
    """ "add the rest and ...", "حط الباقي ...": the order's other lines asked with a swap."""
    return bool(_THE_REST.search(turn.message.for_model))


def all_of_it_swapped(turn: Turn) -> bool:
    """ "all of it with the gel instead of the powder" after an order offered again (and
    perhaps a question of a stand-in since): the order again, one of its goods swapped."""
    said = turn.message.for_model
    return (
        turn.memory.get(INTENT) in _SINCE_THE_REORDER
        and isinstance(turn.memory.get(ORDER), str)
        and bool(_ALL_OF_IT.search(said) or _ALL_OF_IT.search(turn.input.text))
        and any(token in _INSTEAD for token in turn.utterance.tokens)
    )


def _after_the_rest(tokens: list[str], words: frozenset[str] = _REST_WORDS) -> list[str]:
    at = next((i for i, token in enumerate(tokens) if token in words), None)
    return tokens[at + 1 :] if at is not None else []


def _around_instead(tokens: list[str], topic: list[str]) -> tuple[list[str], list[str]] | None:
    """(the goods after "instead of", the goods before it), when both are named."""
    at = next((n for n, token in enumerate(tokens) if token in _INSTEAD), None)
    if at is None:
        return None
    put = [token for token in tokens[:at] if token in topic]
    taken = [token for token in tokens[at + 1 :] if token in topic]
    return (taken, put) if taken and put else None


def _brand(product: Record) -> list[str]:
    brand = product.get("brand")
    name = brand.get("name") if isinstance(brand, dict) else None
    return [str(text) for text in name.values()] if isinstance(name, dict) else []


async def answers(turn: Turn) -> bool:
    """Proposes the rest of the order just offered with the swap said; False when the message
    is no such request."""
    said = turn.message.for_model
    words = _REST_WORDS
    if turn.memory.get(INTENT) != "reorder" or not _THE_REST.search(said):
        # "all of it, the gel in place of the powder" right after the order was offered again,
        # or after a question of a stand-in for its goods asked between; the goods taken off
        # must be a line of that order
        after = turn.memory.get(INTENT) in _SINCE_THE_REORDER
        if not after or not (_ALL_OF_IT.search(said) or _ALL_OF_IT.search(turn.input.text)):
            return False
        words = _ALL_WORDS
    order_id = turn.memory.get(ORDER)
    tokens, topic = turn.utterance.tokens, turn.utterance.topic
    split = parts(_after_the_rest(tokens, words), topic)
    if split is None and words is _ALL_WORDS:
        # "7e6 kilshay ma3a il gel badal il powder": the verb before "all of it"; "all of it
        # with the gel instead of the powder": no verb, the goods before "instead" put on
        split = parts(tokens, topic) or _around_instead(_after_the_rest(tokens, words), topic)
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
