"""One pack of the goods offered ruled out and another asked for with a count: "no not the
2 litre, I want 3 of the 1 litre", "لا مو ال ٢ لتر، ابي ٣ حبات ١ لتر", "la mu il 2 litre,
abi 1 litre 4 7abat" while two of the 2 L milk wait for Confirm.

The count said with the new pack is the count wanted; read as a line changed, the count was
lost and the pack ruled out proposed again. The offer is proposed anew: its one line in the
pack named, at the count said.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import parse_number
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.skills.lines import stock_of, variant_of_size
from hub.assistant.brain.turn import Turn
from hub.storefront.port import CartMutation, LineItem

# Words of a measure after its figure: the figure is the pack's, no count of anything
_MEASURES = frozenset(
    {"l", "ltr", "litre", "liter", "litres", "liters", "لتر", "ml", "مل", "kg", "kilo", "كيلو",
     "g", "gm", "gram", "grams", "غرام", "جرام", "جم"}
)  # fmt: skip


async def answered(turn: Turn) -> bool:
    """Proposed when the message rules out the offered line's pack and names another with a
    count; False, nothing said, otherwise."""
    offer = turn.pending or {}
    items = offer.get("items") or []
    u = turn.utterance
    if offer.get("type") != "add_to_cart" or len(items) != 1 or not u.has("NEGATION"):
        return False
    parts = u.segments()
    if len(parts) != 2 or parts[0].topic or parts[1].topic:
        return False  # goods named: another path reads them
    ruled_out = parts[0].quantity
    wanted = parts[1].size or parts[1].quantity
    if ruled_out is None or ruled_out.unit is None or wanted is None or wanted.unit is None:
        return False
    product_id, variant_id, _ = items[0]
    found = await quiet_products(turn, [str(product_id)])
    if len(found) != 1:
        return False
    product = found[0]
    old, new = variant_of_size(product, ruled_out), variant_of_size(product, wanted)
    if old is None or new is None or old["_id"] != variant_id or new["_id"] == variant_id:
        return False
    said = parts[1].quantity
    counts = [said.amount] if said is not None and said.unit is None else _counts(u.tokens)
    if len(counts) > 1 or any(n != int(n) or n < 1 for n in counts):
        return False
    count = int(counts[0]) if counts else int(items[0][2])
    if stock_of(product, str(new["_id"])) < count:
        return False
    turn.say("propose_add")
    line = LineItem(str(product_id), str(new["_id"]), count)
    turn.propose(CartMutation("add_to_cart", (line,)), supersedes=True)
    turn.chips("cart", "offers")
    return True


def _counts(tokens: list[str]) -> list[float]:
    """The figures of the message that are no pack's ("1 litre 4 7abat": the 4)."""
    found: list[float] = []
    for n, token in enumerate(tokens):
        number = parse_number(token)
        after = tokens[n + 1].lower() if n + 1 < len(tokens) else ""
        if number is not None and after not in _MEASURES:
            found.append(number)
    return found
