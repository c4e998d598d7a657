"""A bigger or smaller size asked of goods named beside it: "how much is the nido? is there
a bigger size?", "بكم النيدو؟ فيه حجم اكبر؟", "chem si3r il nido? fee 7ajim akbar?".

Searched whole, "nido" with "size" and "bigger" finds nothing, and the shopper was told the
store has no such goods right after it showed a Nido. The size words are set apart: the goods
named are the product in view that holds their words, else those the words find, each shown
with its price and the sizes it comes in; one sold in one size only is said to be so.
"""

from __future__ import annotations

from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    SEARCH_LIMIT,
    confident_hits,
    quiet_products,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.turn import Turn
from hub.record import Record


def _holds_any(product: Record, words: list[str]) -> bool:
    return any(not unmet_words([word], [product]) for word in words)


async def answer(turn: Turn, named: list[str]) -> bool:
    """The named goods' card with their sizes; False when the words name none of ours."""
    shown = turn.shown()
    focus = turn.focus()
    listed = await quiet_products(turn, [focus, *shown] if focus else shown)
    in_view = [p for p in listed if _holds_any(p, named)]
    if in_view:
        # the one singled out, else the first shown that holds the name ("il nido")
        return _show_one(turn, in_view[0])
    hits = confident_hits(named, await quiet_search(turn, " ".join(named)))
    hits = [p for p in hits if _holds_any(p, named)]
    if not hits:
        return False
    if len(hits) == 1:
        return _show_one(turn, hits[0])
    # several of the name ("nido": the powder and the growing-up milks): each card shows
    # its sizes; those sold in more than one first
    hits.sort(key=lambda p: len(p.get("variants") or []) <= 1)
    show_products(turn, [str(p["_id"]) for p in hits[:SEARCH_LIMIT]], "sizes_of_them")
    return True


def _show_one(turn: Turn, product: Record) -> bool:
    several = len(product.get("variants") or []) > 1
    turn.say("sizes_of_it" if several else "one_size_only")
    turn.block({"kind": "product_detail", "productId": product["_id"]})
    turn.set_focus(str(product["_id"]))
    turn.chips("add_first", "cart")
    return True
