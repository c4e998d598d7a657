"""The same question asked of another product, in a word or two: "and mango?" right after the
avocado's calories, "wel mango?", "والمانجو؟", "and in labneh?"; "w el laban?" right after how
milk keeps, "and rice?" right after how long chicken cooks.

Alone the message is a product's name, which a search answers with its card and no figure;
after a question of what a food holds it asks that question again of this food. Only a
message that names a product, opens with "and", and asks or changes nothing else is read so.
"""

from __future__ import annotations

from hub.assistant.brain.skills import offer_words
from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.turn import INTENT, Turn

# The questions a food is asked again by name: what it holds (calories, an allergen, a diet),
# how it keeps, how long it cooks, what is off it ("w 3al fawakeh?" after the dairy offers)
_ASKED_AGAIN = frozenset({"nutrition", "storage", "cooking_time", "offers"})
_MOST_WORDS = 4
# "and in labneh", "و فيه": the word of the question kept from the first asking
_ONLY_POINTING = frozenset({"in", "of", "for", "on", "في", "فيه", "فيها", "بال", "ال", "على", "عل"})
_OTHER_MATTERS = ("ADD", "REMOVE", "CHANGE", "CART", "ORDER", "DELIVER", "OFFERS", "WANT", "TAKE")


def _opens_with_w(turn: Turn) -> bool:
    """Arabizi's "and" written apart: "wel mango?", "w el 3asal", read "و ال ..."."""
    return turn.message.text.split()[:1] == ["و"]


async def asks_it_again(turn: Turn) -> str | None:
    """The question of the turn before, asked again of the product this message names; None
    when the message is no such follow-up."""
    asked = turn.memory.get(INTENT)
    u = turn.utterance
    if asked not in _ASKED_AGAIN or len(u.tokens) > _MOST_WORDS or u.quantity is not None:
        return None
    if u.has(*_OTHER_MATTERS) or not (offer_words.opens_with_and(turn) or _opens_with_w(turn)):
        return None
    named = [word.removeprefix("و") if n == 0 else word for n, word in enumerate(u.topic)]
    named = [word.removeprefix("ال") for word in named if word not in _ONLY_POINTING]
    if not named or not confident_hits(named, await search(turn, " ".join(named))):
        return None
    return str(asked)
