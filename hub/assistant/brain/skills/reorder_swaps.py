"""A line of a past order asked again in another kind: "same as my october order but sukkari
instead of khalas", "نفس الي طلبته بشهر ١٠ بس التمر خله سكري مو خلاص", "nafs a5er 6alab bs
el 7aleeb lo fat mu full fat".

The word against the kind not wanted ("instead", "not", "مو", "بدل") names a line of the
order; the words on the other side say what it becomes, a product of the same aisle or brand
as that line (`offer_lines.sibling`), in the same pack when it is sold so. The line is then
that product, with the order's count: never the line dropped (the word after "مو" reads as
left out) nor a search of the store in place of the order.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import line_changes
from hub.assistant.brain.skills.line_changes import named_best, unjoined
from hub.assistant.brain.skills.line_swaps import same_pack
from hub.assistant.brain.skills.lines import choose_line, pack_of
from hub.assistant.brain.skills.offer_lines import line_words, names, sibling
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import LineItem


async def swapped(
    turn: Turn, items: list[LineItem], found: dict[str, Record]
) -> tuple[list[LineItem], set[str]]:
    """`items` with the line the message puts another kind in place of, and the words of the
    line's old kind (which are no line left out); unchanged when it asks no such swap."""
    said = line_changes.swap_words(turn.utterance)
    if said is None:
        return items, set()
    new, old = said
    held = {item.productId: n for n, item in enumerate(items)}
    named = [pid for pid in named_best([f for w in old for f in unjoined(w)], found) if pid in held]
    if len(named) != 1:
        return items, set()
    n = held[named[0]]
    line, product = items[n], found[named[0]]
    own = line_words(product, None, keywords=False)
    kind = [t for t in new if not names(t, own)]
    other = await sibling(turn, product, old, kind) if kind else None
    if other is None or str(other["_id"]) in held:
        return items, set()
    pack = same_pack(product, line.variantId, other)
    count = line.quantity
    if pack is None:
        # the khalas 3 kg in sukkari sold by the kilo: three of the kilo, the weight kept
        amount, unit = pack_of(product, line.variantId)
        weight = Quantity(amount * line.quantity, unit) if amount and unit else None
        pack, count = choose_line(other, weight, kind)
    changed = list(items)
    changed[n] = LineItem(str(other["_id"]), pack, max(1, count))
    return changed, set(old)
