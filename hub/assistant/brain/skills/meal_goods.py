"""The goods of a meal asked with a need and no kind of food named: "breakfast without
milk", "ashya2 lil re6oog bdoon 7aleeb", "kids lunchbox, not too sugary", "the school bans
nuts, what has none".

A shop assistant asked for a dairy-free breakfast walks to the eggs, the bread and the foul,
not to the one tea whose name says "breakfast". Each meal has the foods it is usually made
of, searched in turn, then the rest of its aisles; the need then keeps only what meets it.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import SEARCH_LIMIT, search, unmet_words
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# A lunchbox or a school's rule with no kind named ("el madrasa ma t5ali nuts, shino elli ma
# feeh", "lunchbox il walad" read "لونشبوكس"): what goes into a child's lunchbox
_SCHOOL = Gated(
    r"\bschool|lunch ?box|(?<!\w)(?:ال|بال|لل)?(?:مدرسه|مدرسا|مدرست)(?!\w)"
    r"|(?<!\w)(?:ل|ال|لل)?(?:لونشبوكس|لنشبوكس|لانشبوكس|لنش بوكس|لانش بوكس|بوكس)(?!\w)"
)
# Snacks with school and no box or bag to pack are the snacks aisle's ("the kids are back from
# school and want snacks, no nuts"); packed for school, the lunchbox's goods
_SNACKS = frozenset({"snack", "snacks"})
_PACKED = Gated(r"\blunch ?box|\bbag\b|\bpack|(?<!\w)(?:ال|ل|لل)?(?:بوكس|شنطه|شنطة|فسحه)(?!\w)")
_LUNCHBOX_AISLES = ("cat-snacks-sweets", "cat-fruits", "cat-dairy-eggs", "cat-bakery")
# A breakfast with a need and no kind named ("breakfast without milk", "ريوق بدون حليب",
# "ashya2 lil re6oog bdoon 7aleeb"): what a breakfast table is laid with
_BREAKFAST = Gated(
    r"\bbreakfast\b|(?<!\w)(?:ال|لل|ل|حق ال)?(?:فطور|ريوق|رويق|رطوق|فطوري|ريوقي)(?!\w)"
)
_BREAKFAST_AISLES = (
    "cat-dairy-eggs", "cat-bakery", "cat-breakfast-cereals", "cat-canned-food", "cat-fruits",
)  # fmt: skip
# A meal's usual foods, searched in turn, and the aisles of the rest
Meal = tuple[tuple[str, ...], tuple[str, ...]]
_LUNCHBOX: Meal = (
    ("apples", "bananas", "cucumbers", "carrots", "cheese", "toast bread", "laban", "water",
     "juice", "biscuits", "eggs"),
    _LUNCHBOX_AISLES,
)  # fmt: skip
BREAKFAST_MEAL: Meal = (
    ("eggs", "arabic bread", "foul", "hummus", "manakish", "cheese", "labneh", "olives", "jam", "honey",
     "oats", "dates", "bananas", "tea"),
    _BREAKFAST_AISLES,
)  # fmt: skip
_MEAL_WORDS = frozenset(
    words(
        "breakfast breakfasts ideas idea options lunchbox lunch box school snack snacks فطور"
        " لونشبوكس لنشبوكس لانشبوكس لنش لانش الفطور للفطور فطوري ريوق الريوق للريوق ريوقي"
        " رويق رطوق الرطوق للرطوق"
        # goods as a kind, which name no food: "sugar free stuff for her breakfast"
        " stuff things items groceries shopping اغراض حاجات"
    )
)


async def aisle_products(turn: Turn, aisles: tuple[str, ...]) -> list[Record]:
    """Every product of the aisles, aisle by aisle: the pool a need is then held against."""
    found: list[Record] = []
    for aisle in aisles:
        found += await turn.call(
            "products_in_category", turn.store.products_in_category, aisle, limit=99
        )
    return found


def meal_of(text: str, kind: list[str]) -> Meal | None:
    """The goods of a meal or a lunchbox asked with a need and no kind of food named
    ("breakfast without milk", "kids lunchbox, not too sugary"); None otherwise."""
    if any(word not in _MEAL_WORDS for word in kind):
        return None  # "gluten free bread for breakfast": the bread
    if _BREAKFAST.search(text):
        return BREAKFAST_MEAL
    if _SCHOOL.search(text):
        if _SNACKS & set(kind) and not _PACKED.search(text):
            return None  # "snacks for when they're back from school": the aisle of them
        return _LUNCHBOX
    return None


async def laid_first(turn: Turn, meal: Meal) -> list[Record]:
    """What the meal is usually made of first (each of its foods, every word held), then the
    rest of its aisles: the need then keeps only what meets it, in that order."""
    terms, aisles = meal
    laid: list[Record] = []
    for term in terms:
        hits = await search(turn, term, limit=SEARCH_LIMIT)
        laid += [hit for hit in hits if not unmet_words(term.split(), [hit])][:2]
    return laid + each_in_turn(await aisle_products(turn, aisles))


def each_in_turn(pool: list[Record]) -> list[Record]:
    """The pool by aisle in turn (a fruit, a vegetable, a grain...), for a varied first page."""
    by_aisle: dict[str, list[Record]] = {}
    for product in pool:
        by_aisle.setdefault(str(product.get("categoryId")), []).append(product)
    rows = [[aisle[i] for aisle in by_aisle.values() if i < len(aisle)] for i in range(len(pool))]
    return [product for row in rows for product in row]
