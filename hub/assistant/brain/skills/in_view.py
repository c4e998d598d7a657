"""Kitchen questions that name no food, about the product the conversation is on: "can i
freeze them" after the chicken was offered, "كم يقعد بالثلاجه؟ ولا افرزه" after the zubaidi,
"how do i cook it" after the quinoa, "shlon a6ba5ha?".

The product is the one just offered, else the one singled out or first shown; its facts are
the kitchen tables' entry its own name holds word for word ("Kiri Cream Cheese Squares":
cheese), never by a likeness of spelling ("Zubaidi" is no "زبادي"); a packed product of
another aisle keeps as that aisle's goods do ("Tomato Paste" as a can, not as tomatoes).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.food_facts import Fact
from hub.assistant.brain.skills.recipes import RECIPE_TURNS
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.ways import HOW_TO_COOK, asks_how_to_cook_it
from hub.record import Record

# Aisles of fresh foods, whose products are the food their name says (cheese or milk,
# chicken or lamb); a packed product is as its aisle's goods are
FRESH_AISLES = frozenset(
    {"cat-dairy-eggs", "cat-vegetables", "cat-fruits", "cat-bakery", "cat-meat-poultry",
     "cat-seafood"}
)  # fmt: skip

# Cooking said at all: "how long does it take to arrive" is the delivery's time, no food's
_COOKING = Bilingual(
    r"\b(?:cook\w*|boil\w*|bak(?:e|ed|ing)|grill\w*|fry|fried|roast\w*|steam\w*|simmer\w*|oven"
    r"|pressure cooker|instapot)\b",
    r"(?<!\w)(?:ا|ي|ت|ن)?(?:طبخ|ينطبخ|تنطبخ|يستوي|تستوي|نضج|سلق|قلي|شوي)\S{0,2}(?!\w)"
    r"|(?<!\w)(?:بال|على ال|ع ال)\s?(?:فرن|فورن|نار)(?!\w)|(?<!\w)(?:بال|ب|ال)?قدر (?:ال)?ضغط(?!\w)",
)


async def product_in_view(turn: Turn) -> Record | None:
    """The product just offered, else the one the conversation singled out or showed first."""
    proposed = turn.proposed
    product_id = proposed[0].productId if proposed else turn.focus()
    if product_id is None:
        return None
    return (await products_by_ids(turn, [product_id])).get(product_id)


def fact_of(
    record: Record,
    table: Sequence[Fact],
    by_aisle: Mapping[str, Fact],
    aisle_kinds: Mapping[str, Sequence[Fact]] | None = None,
) -> Fact | None:
    """The entry of `table` the product's own name holds word for word, the longest name
    first; a packed product of an aisle `by_aisle` knows is as its aisle's goods are, or, in
    an aisle of several kinds (`aisle_kinds`: the bakery's cakes beside its bread), as the
    kind its name says ("Gers Ogaily Saffron Cake" a cake, not bread nor saffron)."""
    name = record.get("name")
    written = " ".join(name.values()) if isinstance(name, dict) else str(name)
    said = set(normalise(written).text.lower().split())
    held = [
        (len(entry_name.split()), entry)
        for entry in table
        for entry_name in entry.names
        if set(entry_name.split()) <= said
    ]
    aisle = str(record.get("categoryId") or "")
    kinds = (aisle_kinds or {}).get(aisle, ())
    if own := [pair for pair in held if pair[1] in kinds or pair[1] is by_aisle.get(aisle)]:
        return max(own, key=lambda pair: pair[0])[1]  # a kind of its own aisle's, first
    if held and (aisle in FRESH_AISLES or aisle not in by_aisle):
        return max(held, key=lambda pair: pair[0])[1]
    return by_aisle.get(aisle)


def says_cooking(turn: Turn) -> bool:
    """The message speaks of cooking, not only of time: "how long do i grill it"."""
    return bool(
        _COOKING.search(turn.message.for_model) or HOW_TO_COOK.search(turn.message.for_model)
    )


def asks_to_cook_the_one_in_view(turn: Turn, food: Sequence[str]) -> bool:
    """ "how do i cook it" with a product in view and no recipe just shown (whose own steps
    answer it): `food` is the message's words of a food, none here."""
    if turn.memory.get(INTENT) in RECIPE_TURNS or (turn.focus() is None and not turn.proposed):
        return False
    return asks_how_to_cook_it(turn.message.for_model, food)
