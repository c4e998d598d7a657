"""The store's word on traces, beside an allergen answered of its own bakery's goods: "w el
ma3mool bl tamr mal ma5bazkom, fee mkasarat?", "does your croissant have nuts", "الكعك فيه
سمسم؟".

A packed product's label lists what it holds; the in-store bakery makes its goods where nuts,
sesame, gluten, milk and eggs are handled, and the store says it cannot promise them free of
traces. An answer from the record alone ("gluten, milk") reads as "no nuts" to a parent of a
nut-allergic child, so the store's own warning goes with it.
"""

from __future__ import annotations

from hub.assistant.brain.skills.faq import policy_entry
from hub.assistant.brain.skills.own_label import OWN_LABEL
from hub.assistant.brain.turn import Turn
from hub.record import Record

# The aisle the in-store bakery fills, under the store's own label
_BAKERY_AISLE = "cat-bakery"


def made_in_our_bakery(product: Record) -> bool:
    """Whether the product is baked in the store's own bakery (its label, its aisle)."""
    return product.get("categoryId") == _BAKERY_AISLE and product.get("brandId") == OWN_LABEL


async def warn_of_traces(turn: Turn, product: Record) -> None:
    """The store's allergen policy as a line of its own, for a good of its own bakery."""
    if not made_in_our_bakery(product):
        return
    entries = await turn.call("faq", turn.store.faq)
    chosen = policy_entry("allergens", entries)
    policy = next((entry for entry in entries if entry["_id"] == chosen), None)
    answer = (policy or {}).get("answer") or {}
    line = answer.get(turn.language) or answer.get("en")
    if line:
        turn.text_block(str(line))
