"""Other goods taken "instead" of goods only talked of: "ok then one gers ogaily instead", "خلاص
عطني قرص عقيلي واحد بدالها", "la2 5alas, 3a6ni gers 3gaili wa7id bdalha" after asking
whether the baklava has nuts.

Nothing is offered and the goods talked of are in no line of the cart, so the "instead" swaps
nothing: the goods named are wanted, as any goods asked for. Read as a swap, a cart line
sharing a word with them ("saffron") is swapped away; read beside a recipe just added, its
goods are proposed a second time.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import cart_lines, quiet_products, quiet_search, unmet_words
from hub.assistant.brain.skills.instead_shown import IN_ITS_PLACE, TAKES
from hub.assistant.brain.skills.recipes import RECIPE_TURNS
from hub.assistant.brain.turn import INTENT, RECIPE, Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record

_SAID_FIRST = frozenset({"خلاص", "خلص", "طيب", "زين", "اوكي", "يلا"})
_MOST_WORDS = 4


async def takes_other_goods_instead(turn: Turn) -> bool:
    """Whether, with nothing offered, the message wants goods named whole "instead", asking
    nothing, after another product was shown or talked of that is in no line of the cart."""
    u = turn.utterance
    if turn.proposed_change or turn.choosing or u.asks or not set(u.tokens) & IN_ITS_PLACE:
        return False
    # "la2 5alas, ...": "enough" said first, no dates of that name
    named = [_past_said_first(s.topic) for s in u.segments()]
    named = [topic for topic in named if topic]
    if len(named) != 1 or len(named[0]) > _MOST_WORDS:
        return False
    # wanted, or counted ("then one gers ogaily instead"); "nah, fries instead" only turns
    # from the list to other goods, which are shown (`other_goods_instead`)
    counted = any(s.quantity is not None for s in u.segments())
    if not (u.has("TAKE", "WANT", "ADD") or set(u.tokens) & TAKES or counted):
        return False
    talked_of = turn.focus()
    # a dish talked of ("does the baklava have nuts" read of the recipe in view) is no line
    recipe_in_view = turn.memory.get(INTENT) in RECIPE_TURNS
    if talked_of is None and not recipe_in_view:
        return False
    held = await _cart_products(turn)
    if recipe_in_view:
        held += await _the_recipes_goods(turn)  # "lamb instead" is the dish's own swap
    if not recipe_in_view and talked_of in {product["_id"] for product in held}:
        return False  # "almarai instead" of the nadec milk in the cart: that line's swap
    topic = named[0]
    hits = await quiet_search(turn, " ".join(topic))
    whole = [hit for hit in hits if not unmet_words(topic, [hit], sound_alike=turn.message.arabizi)]
    aisles = {product.get("categoryId") for product in held}
    return (
        bool(whole)
        and all(hit["_id"] != talked_of for hit in whole)
        # goods of an aisle the cart holds may be a line's stand-in, swapped by its own rules
        and not any(hit.get("categoryId") in aisles for hit in whole)
    )


async def _cart_products(turn: Turn) -> list[Record]:
    try:
        lines = cart_lines(await turn.store.cart(turn.owner))
    except Exception:  # read quietly: with no cart read, nothing is taken to be in it
        return []
    ids = [str(line.get("productId")) for line in lines]
    found = await quiet_products(turn, ids) if ids else []
    return list(found)


# "no", "enough", "then", "instead" said around the goods: none of them leaves the goods out
_TURNING = Pattern(
    r"^(?:(?:no+|nah|ok|okay|la|لا|لاء|خلاص|خلص|طيب|اوكي)[\s,.!]+)+"
    r"|\b(?:then|instead|insted|instad)\b"
    r"|(?<!\w)(?:عيل|بدال|بداله|بدالها|بدالهم|بدله|بدلها|بدلهم)(?!\w)"
)


def read_the_goods(turn: Turn) -> None:
    """The message read as the goods it wants: "la2 5alas, ... bdalha" must not read the goods
    as ones to leave out."""
    turn.utterance = Utterance(" ".join(_TURNING.sub(" ", turn.message.text).split()))


async def _the_recipes_goods(turn: Turn) -> list[Record]:
    remembered = turn.memory.get(RECIPE)
    try:
        recipe = await turn.store.recipe(remembered) if isinstance(remembered, str) else None
    except Exception:  # read quietly: with no recipe read, none of its goods is held
        return []
    ids = [str(part.get("productId")) for part in (recipe or {}).get("ingredients") or []]
    return list(await quiet_products(turn, ids)) if ids else []


def _past_said_first(topic: list[str]) -> list[str]:
    start = 0
    while start < len(topic) and topic[start] in _SAID_FIRST:
        start += 1
    return topic[start:]
