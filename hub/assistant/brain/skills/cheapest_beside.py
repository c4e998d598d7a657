"""The cheaper of the goods just weighed, with other goods beside it: "ok the cheaper one
with the galaxy", "خلاص الارخص مع الجالكسي", "el arkha9 ma3a il galaxy" after two nuggets
were compared.

"With the galaxy" names no goods to find cheaper ones of: it is what goes in beside the
cheaper card, as offered before (its count too) when it was, else found by its words."""

from __future__ import annotations

from hub.assistant.brain.skills.common import (
    confident_hits,
    products_by_ids,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

_WITH = frozenset({"with", "plus", "مع", "معاه", "معها", "وياه", "وياها", "ويا"})


# Words that make what follows "with" a feature of the kind weighed, not goods beside it:
# "the cheapest with no sugar", "which is cheaper with low fat", "الارخص مع قليل الدسم"
_FEATURE = frozenset(
    {"no", "less", "low", "lower", "lowest", "more", "most", "extra", "high", "higher", "zero",
     "reduced", "added", "without", "lite", "light", "قليل", "قليله", "قليلة", "اقل", "بدون",
     "بلا", "خالي", "خاليه", "زيرو", "عالي", "اكثر", "لايت"}
)  # fmt: skip


def beside_words(turn: Turn) -> list[str]:
    """The goods words said after "with" when nothing else is named before it."""
    tokens = turn.utterance.tokens
    at = next((n for n, token in enumerate(tokens) if token in _WITH), None)
    if at is None or any(token in _FEATURE for token in tokens[at + 1 : at + 3]):
        return []
    topic = set(turn.utterance.topic)
    return [token for token in tokens[at + 1 :] if token in topic]


async def beside_goods(turn: Turn, shown: list[str]) -> list[str]:
    """The words of goods beside the cheaper one; none when a card weighed holds them ("with
    the low fat" among the milks shown tells which of them, it adds nothing beside)."""
    words = beside_words(turn) if len(shown) > 1 else []
    if not words:
        return []
    found = await products_by_ids(turn, shown)
    weighed = [found[pid] for pid in shown if pid in found]
    return (
        [] if any(not unmet_words(words, [card], sound_alike=False) for card in weighed) else words
    )


async def _beside_line(turn: Turn, words: list[str]) -> LineItem | None:
    """The goods named beside: the line of the last offer they name, else the best hit."""
    offered = [
        LineItem(str(pid), None if variant is None else str(variant), int(units))
        for pid, variant, units in (turn.pending or {}).get("items") or []
    ]
    found = await products_by_ids(turn, [line.productId for line in offered])
    for line in offered:
        product = found.get(line.productId)
        if product is not None and confident_hits(words, [product]):
            return line
    hits = confident_hits(words, await search(turn, " ".join(words)))
    if not hits:
        return None
    variant, units = choose_line(hits[0], None, words)
    return LineItem(str(hits[0]["_id"]), variant, units)


async def propose_with(turn: Turn, cheapest: Record, words: list[str]) -> bool:
    """The cheapest card and the goods beside it, proposed together; False when the goods
    beside are found nowhere (the cheaper one is then answered alone)."""
    beside = await _beside_line(turn, words)
    if beside is None or beside.productId == cheapest["_id"]:
        return False
    variant, units = choose_line(cheapest, turn.utterance.quantity, turn.asked_words())
    if stock_of(cheapest, variant) < units:
        return False
    turn.set_focus(str(cheapest["_id"]))
    turn.say("propose_add")
    items = (LineItem(str(cheapest["_id"]), variant, units), beside)
    turn.propose(CartMutation("add_to_cart", items), supersedes=bool(turn.pending))
    turn.chips("cart", "slots")
    return True
