"""What a dish the store has no recipe for is usually made of, to shop for it: "wanna bake a
chocolate cake for my daughter's bday", "what do i need for pancakes", "ابي اسوي كيكه
شوكولاته", "abi asawee brownies".

A grocer with no cake recipe still walks the shopper to the flour, the cocoa and the eggs;
"not found" is no answer to a dish. Each dish here has the goods it is commonly baked or
cooked from (general knowledge, not a recipe: no amounts, no steps), each searched by the
words the shelves are keyed by; what the store lacks is left out. A dish the store does
have a recipe for is never read here (its recipe answers).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import search
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.turn import Turn


@dataclass(frozen=True, slots=True)
class DishGoods:
    names: re.Pattern[str]
    goods: tuple[str, ...]


def _dish(names: str, goods: str) -> DishGoods:
    pattern = "|".join(re.escape(name.strip()) for name in names.split(","))
    return DishGoods(re.compile(rf"(?<!\w)(?:{pattern})(?!\w)"), tuple(goods.split(", ")))


# The longer name first: "chocolate cake" before "cake"
DISHES: tuple[DishGoods, ...] = (
    _dish(
        "chocolate cake, brownies, brownie, كيك شوكولاته, كيكه شوكولاته, كيكة شوكولاته, براونيز, برونس,"
        " كيك شوكولات, كيكه شوكولا, كيك بالشوكولاته, كيكه بالشوكولاته",
        "flour, sugar, cocoa, baking powder, vanilla sugar, eggs, butter, milk",
    ),
    _dish(
        "cake, sponge cake, birthday cake, cupcakes, cupcake, كيك, كيكه, كيكة, الكيك, الكيكه,"
        " كب كيك",
        "flour, sugar, baking powder, vanilla sugar, eggs, butter, milk",
    ),
    _dish(
        "pancakes, pancake, بان كيك, بانكيك, crepes, كريب",
        "flour, sugar, baking powder, eggs, milk, butter, honey",
    ),
    _dish(
        "cookies, cookie, biscuits at home, كوكيز",
        "flour, sugar, butter, eggs, vanilla sugar, chocolate",
    ),
    _dish(
        "pizza, بيتزا",
        "flour, yeast, tomato paste, mozzarella, olive oil, salt",
    ),
)

# Making it said: "bake", "make", "ابي اسوي", "اخبز", Arabizi "asawee" (read "اسوي")
_MAKING = Gated(
    r"\b(?:bake|baking|make|making|cook|prepare|need for|ingredients|recipe)\b"
    r"|(?<!\w)(?:ا|ن|ت)?(?:سوي|خبز|حضر|طبخ)\S{0,3}(?!\w)|(?<!\w)(?:مكونات|اغراض|احتاج|وصفه|وصفة)(?!\w)"
)


def dish_asked(text: str) -> DishGoods | None:
    """The dish the (normalised, lower-case) message asks to make, if the table knows it."""
    if not _MAKING.search(text):
        return None
    return next((dish for dish in DISHES if dish.names.search(text)), None)


async def answer(turn: Turn) -> bool:
    """Shows the goods of the dish asked, the first in stock for each; False when the table
    knows no dish of the message or the store has none of its goods."""
    dish = dish_asked(turn.message.for_model.lower())
    if dish is None:
        return False
    shown: list[str] = []
    for goods in dish.goods:
        found = next((p for p in await search(turn, goods) if in_stock(p)), None)
        if found is not None and found["_id"] not in shown:
            shown.append(found["_id"])
    if not shown:
        return False
    turn.say("dish_goods")
    turn.block({"kind": "products", "productIds": shown})
    turn.remember_shown(shown)
    turn.chips("add_first", "cart", "offers")
    return True
