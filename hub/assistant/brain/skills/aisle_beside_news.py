"""An aisle asked for beside the news of who is coming: "fruit for 5 tomorrow, my in-laws are
coming", "ابي فواكه باجر، اهل ريلي جايين". The news is no goods; what is left names an aisle
by its own word ("fruit"), so the aisle is shown, as it is when asked alone, not the one
product whose name happens to hold the word."""

from __future__ import annotations

from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import SEARCH_LIMIT, aisle_named
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment


async def show_the_aisle(turn: Turn, parts: list[Segment]) -> bool:
    """Whether the one part left names an aisle in a single word, and its goods were shown."""
    if len(parts) != 1 or len(parts[0].topic) != 1:
        return False
    aisle = await aisle_named(turn, words=parts[0].topic)
    if aisle is None:
        return False
    products = await turn.call(
        "products_in_category", turn.store.products_in_category, aisle["_id"], limit=SEARCH_LIMIT
    )
    if not products:
        return False
    show_products(turn, [product["_id"] for product in products], "category_products")
    return True
