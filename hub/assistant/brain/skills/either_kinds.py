"""Two kinds of goods asked for a need as either one: "a dessert or a drink that's sugar
free", "شنو عندكم مشروبات او حلويات بدون سكر؟", "3a9eer aw 7alawa sugar free".

Held as one kind, their words find almost nothing that holds both, and "we have none" is
said while the drinks aisle holds diet soda, water and tea. Each kind is weighed on its own:
a drink from the drinks' aisles, a kind an aisle is named by from that aisle, else the goods
that hold its word; what any of them has that fits is shown, and a kind with none is said.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from hub.record import Record
from hub.text import words

# "or" between two kinds: "or", "either", "او", "أو", "ولا", "aw" (read "ا")
_OR = frozenset(words("or either او أو ولا والا ولّا aw ا"))
# Drinks as Arabizi is read: "mashroobat" (read "مشروبت")
_DRINKS_READ = frozenset(words("مشروبت مشروبة مشاريب"))


def split(tokens: list[str], kind: list[str]) -> list[list[str]] | None:
    """The kind's words as the kinds an "or" parts ("dessert or a drink": two), None when
    no "or" stands between two of its words."""
    if len(kind) < 2:
        return None
    parts: list[list[str]] = [[]]
    left = [word for word in kind if word not in _OR]
    for token in tokens:
        if token in _OR and parts[-1]:
            parts.append([])
        elif left and token == left[0]:
            parts[-1].append(left.pop(0))
    parts = [part for part in parts if part]
    return parts if len(parts) > 1 and not left else None


async def pooled(
    kinds: list[list[str]],
    drinks: frozenset[str],
    of_drinks: Callable[[], Awaitable[list[Record]]],
    of_a_kind: Callable[[list[str]], Awaitable[list[Record]]],
    of_an_aisle: Callable[[list[str]], Awaitable[list[Record]]],
) -> list[list[Record]]:
    """The goods of each kind, in turn: drinks from their aisles, a kind few products name
    from the aisle named by it ("sweets"), else the goods that hold its words."""
    pools: list[list[Record]] = []
    for kind in kinds:
        if set(kind) <= drinks | _DRINKS_READ:
            found = await of_drinks()
        else:
            found = await of_a_kind(kind)
            if len(found) < 2:
                found = [*found, *await of_an_aisle(kind)]
        pools.append(found)
    return pools


def joined(pools: list[list[Record]]) -> list[Record]:
    pool: list[Record] = []
    for found in pools:
        pool.extend(product for product in found if product not in pool)
    return pool
