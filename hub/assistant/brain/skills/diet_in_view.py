"""A diet or an allergen asked of the product in view, no food named: "wait is that dairy
free? my son cant have lactose" right after the Coffee-mate, "هل فيه لاكتوز؟", "fee gluten?",
"is it vegan".

The question's own words (dairy, lactose, gluten, a son who cannot have it) read alone find
goods made of them (a carton of milk) or a policy page; the shopper asks about the one product
just shown, singled out ("that", "it", "فيه") or not pointed at at all. A plural pointer
("do they have nuts", "فيهم مكسرات") asks each product shown (`nutrition`), and a food named
("is the bread gluten free") is that food's.
"""

from __future__ import annotations

from hub.assistant.brain.needs import ALLERGEN_WORDS, NEED_WORDS, THOSE, need_of
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    search,
    unmet_words,
)
from hub.assistant.brain.turn import FOCUS, Turn
from hub.text import words

# "they", "those", "فيهم": each of the products shown, asked by `nutrition`
_THEY = THOSE | frozenset(words("all both كلهم"))
# Words said around the question that name no food: a pause, who cannot have it, pointing
_AROUND = frozenset(
    words(
        "wait hold on so and or but also then does do it this that thing one its contain"
        " contains any there cant can't cannot eat drink take allowed intolerant dairy"
        " اهو هو هي هذا هذي هذه هاذا هاذي فيه فيها في هل طيب اوك يعني يقدر تقدر ياكل تاكل"
        " يشرب تشرب عنده عندها حساسيه"
    )
)
_MOST_WORDS = 14
# Allergens whose words are goods on the shelves too
_SOLD_AS_GOODS = frozenset(
    words(
        "milk egg eggs nut nuts peanut peanuts fish shrimp sesame soy soya wheat almond almonds"
        " pistachio pistachios hazelnut hazelnuts cashew cashews walnut walnuts"
        " حليب بيض مكسرات سوداني سمك روبيان سمسم صويا قمح لوز فستق بندق كاجو"
    )
)
# The one product pointed at, singled out, or the verb said of it ("يقدر ياكلها")
_POINTING = frozenset(
    words(
        "it its that this هو هي هذا هذي هذه اهو ياكلها ياكله تاكلها تاكله يشربه يشربها"
        " تشربه تشربها ناكله ناكلها"
    )
)
# Words asking what a product holds
_HOLDS = frozenset(
    words("have has contain contains containing got any in with فيه فيها يحتوي تحتوي مكون")
)
# "fee gluten?", "هل فيه لاكتوز؟": whether it holds an allergen, asked as the question opens
_HOLDS_ASKED = Gated(r"^(?:هل |طيب |و)?(?:فيه|فيها|في|fee|fih|feeh) \S+\W*$")


def _diet_named(turn: Turn) -> bool:
    """A diet ("dairy free", "vegan") or an allergen no shelf sells (gluten, lactose); an
    allergen that is also goods (milk, eggs, nuts) only of a product pointed at: "فيه حليب؟"
    alone may ask whether the store has milk, "does it have milk" asks of the product."""
    tokens = turn.utterance.tokens
    if need_of(turn.message.for_model).flags - {"organic", "halal"}:
        return True
    named = {ALLERGEN_WORDS.get(token.removeprefix("ال")) for token in tokens} - {None}
    if not named:
        return False
    sold_as_goods = any(token.removeprefix("ال") in _SOLD_AS_GOODS for token in tokens)
    # "does it have nuts" asks what it holds; "it's dear, any cheaper fish?" asks for goods
    return not sold_as_goods or bool(_POINTING & set(tokens) and _HOLDS & set(tokens))


async def one_in_view(turn: Turn) -> str | None:
    """The product in view: the one singled out (a card, an offer), or of a list the only
    one the shopper's own words named ("coffee mate" lists coffees, one of them Coffee-mate);
    None when a list holds several the words fit ("chocolate milk"), each then answered."""
    singled = turn.memory.get(FOCUS)
    if isinstance(singled, str):
        return singled
    shown, asked = turn.shown(), turn.asked_words()
    if not shown or not asked:
        return None
    products = await quiet_products(turn, shown)
    named = [product["_id"] for product in products if not unmet_words(asked, [product])]
    return str(named[0]) if len(named) == 1 else None


async def asks_of_the_one_in_view(turn: Turn) -> bool:
    """The message asks a diet or an allergen of the product in view, naming no food."""
    u = turn.utterance
    if turn.focus() is None or len(u.tokens) > _MOST_WORDS or _THEY & set(u.tokens):
        return False
    if u.has("ADD", "REMOVE", "CART", "ORDER", "CHANGE", "NEGATION") or not _diet_named(turn):
        return False
    pointed = bool(_POINTING & set(u.tokens))
    if not (pointed or _HOLDS_ASKED.search(turn.message.for_model)):
        return False  # "في شي دايت؟", "show me dairy": goods asked for by a diet
    # "عندكم حليب خالي من اللاكتوز": milk is the goods asked for; "does it have milk" asks
    # of the product pointed at
    food = [
        word
        for word in u.topic
        if word not in NEED_WORDS
        and word not in _AROUND
        and (
            ALLERGEN_WORDS.get(word.removeprefix("ال")) is None
            or (not pointed and word.removeprefix("ال") in _SOLD_AS_GOODS)
        )
        and len(word) > 1
    ]
    if food and confident_hits(food, await search(turn, " ".join(food))):
        return False
    return await one_in_view(turn) is not None


# Whether sugar was added, asked apart from sugar itself: "is it really no sugar or only no
# added", "بدون سكر ولا بس بدون سكر مضاف؟", "fih sukkar mu9af?"
_ADDED_SUGAR = Gated(
    r"\bno added\b|\badded sugar\b|\bsugar added\b|\bonly no added\b"
    r"|(?<!\w)(?:سكر مضاف|مضاف|مضافه|المضاف|سكر طبيعي|السكر الطبيعي)(?!\w)"
)
_WHETHER = frozenset(words("is are does do really or just only هل ولا او بس صج صدق"))


async def asks_how_sweetened(turn: Turn) -> bool:
    """The message asks whether a product in view, or named, holds sugar or only none
    added: a question of its label and figures, never a change to the cart."""
    text = turn.message.for_model
    u = turn.utterance
    if not _ADDED_SUGAR.search(text) or len(u.tokens) > _MOST_WORDS + 4:
        return False
    if any(token.isdigit() for token in u.tokens):
        return False  # "2 of the no added sugar one": a count, goods wanted
    if not (_WHETHER & set(u.tokens) or "?" in turn.input.text):
        return False
    if u.has("ADD", "TAKE", "WANT", "REMOVE", "CART", "CHANGE", "ORDER"):
        return False  # "just add the no added sugar one": goods wanted
    # "only the no added sugar one please", "any with no added sugar?": unless pointed at
    # one ("is it..."), one chosen of several shown or goods asked for
    said = set(u.tokens)
    if not _SWEETENED_POINTING & said and (_CHOOSING & said or len(turn.shown()) > 1):
        return False
    return await one_in_view(turn) is not None


# "is it", "فيه سكر": the question points at one product
_SWEETENED_POINTING = _POINTING | frozenset(words("فيه فيها"))
# "the ... one", "اللي ...", "any with ...": one chosen of a list, or goods asked for
_CHOOSING = frozenset(words("one ones any with اللي الي واحد وحده"))
