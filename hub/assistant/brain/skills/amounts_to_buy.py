"""An amount of goods said bare in the middle of shopping: "3 kilo tomatoes", "٢ كيلو طماط",
"kilo burtugal" (read "كيلو برتقال"), "half kilo cheese", after an add or with products in
view.

The model reads an amount and a name as a search, and alone it is one: "3 kilo tomatoes"
opening a conversation asks what tomatoes there are. Said where the shopper is buying (a
proposal or a cart change the turn before, goods on the screen), the amount is the order of
it, as "add 3 kilo tomatoes" would be. Only the bare shape counts: a measure, a name of a
few words the store sells, and nothing asked ("tomatoes?", "how much is a kilo of
tomatoes" stay questions), taken out or refused; a count of pieces beside it ("المراعي ٢ لتر،
٣ حبات") is the goods in view ordered (`counted_goods`).
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.turn import INTENT, Turn

# What may stand beside the amount and the goods: an answer, or a wish to add or have it
_BESIDE = frozenset({"ACK", "YES", "ADD", "WANT"})
_NAME_WORDS = 3  # words of a name beside the amount
_MEASURES = frozenset({"g", "ml"})
# The requests after which the shopper is buying
_BUYING = frozenset(
    {"add_to_cart", "update_cart_item", "remove_from_cart", "view_cart", "shopping_list",
     "reorder", "add_recipe_to_cart", "search", "browse", "general", "cheaper", "similar",
     "compare", "product_detail", "offers"}
)  # fmt: skip


def _buying(turn: Turn) -> bool:
    return bool(turn.proposed) or (turn.memory.get(INTENT) in _BUYING and bool(turn.shown()))


async def ordered_by_amount(turn: Turn) -> bool:
    """The message is a measure of goods the store sells, said bare while buying: that much
    of them to add."""
    u = turn.utterance
    quantity = u.quantity
    if (
        quantity is None
        or quantity.unit not in _MEASURES
        or u.asks
        or u.servings is not None
        or not 0 < len(u.topic) <= _NAME_WORDS
        or not set(u.concepts()) <= _BESIDE
        or u.left_out
        or any(s.quantity is not None and s.quantity.unit is None for s in u.segments())
        or not _buying(turn)
    ):
        return False
    hits = await quiet_search(turn, " ".join(u.topic))
    return any(not unmet_words(u.topic, [hit]) for hit in hits)
