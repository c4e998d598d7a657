"""A price asked with nothing named: "how much is it", "hows much is it", "kam ysawi", "بكم
صار", "كم يصير".

Gulf Arabic asks a price with a verb of becoming or of being worth ("صار", "يصير", "يسوى"),
which the domain gate reads as any matter's words and the topic keeps as a thing named. The
shape decides: a short question of price, nothing else named, asks the price of the product
in view, or with none in view what the cart comes to.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import MEASURE_WORDS
from hub.assistant.brain.turn import INTENT, Turn
from hub.text import words

# What a price "comes to" or "is worth", never a thing of its own (normalised forms)
COMES_TO = frozenset(
    words(
        "صار صارت يصير تصير يصيرون صاير يسوي تسوي يسوا تسوا يسوى تسوى يسون سعره سعرها سعرهم"
        " cost costs come comes total"
    )
)
_MOST_WORDS = 6
# What the turn before did that leaves the cart as what a bare price asks of
_OF_THE_CART = frozenset(
    {
        None,
        "add_to_cart",
        "add_recipe_to_cart",
        "add_and_remove",
        "remove_cart_item",
        "update_cart_item",
        "cart_summary",
        "recipe_less_had",
        "tap_confirm",
        "reorder",
    }
)
_OTHER_MATTERS = ("DELIVER", "ORDER", "CART", "OFFERS", "COUPON", "POINTS", "ADD", "REMOVE")


def asks_a_bare_price(turn: Turn) -> bool:
    """A short question of price that names nothing but the price itself."""
    u = turn.utterance
    if len(u.tokens) > _MOST_WORDS or not u.has("INFO") or u.has(*_OTHER_MATTERS):
        return False
    return all(word in COMES_TO or word in MEASURE_WORDS for word in u.topic)


def prices_the_cart(turn: Turn) -> bool:
    """A bare price asked with nothing in view, right after the cart was changed or at the
    start: what the cart comes to; with the goods just added in view, "how much now",
    "shkthar el7een" asks it too. After another card (an area's fee) it is that card's."""
    if turn.memory.get(INTENT) not in _OF_THE_CART:
        return False
    now = turn.focus() is not None and bool(_NOW & set(turn.utterance.tokens))
    return (turn.focus() is None or now) and asks_a_bare_price(turn)


# "now", said of what it all comes to after a change: "how much now", "kam el7een", "بكم الحين"
_NOW = frozenset(words("now الحين الحينه هالحين الحزه"))
