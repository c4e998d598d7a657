"""A wish's word for the kind of goods that answers it: "something sweet", "شي حلو",
"7alawa" wish for sweets, which the store's products call themselves "sweets" / "حلويات".

Searched as said, "sweet" finds sweet potatoes and sweet corn, and the aisle of snacks and
sweets shown whole puts crisps beside the chocolate; read as the kind it wishes for, the
word finds the sweets alone.
"""

from __future__ import annotations

from hub.assistant.brain.needs import NEED_WORDS, avoided_words, need_said_words
from hub.assistant.brain.something_for_a_need import A_MEAL, SOMETHING

WISHED = {
    "sweet": "sweets",
    "sweets": "sweets",
    "حلو": "حلويات",
    "حلوه": "حلويات",
    "حلا": "حلويات",
    "حلاوه": "حلويات",
    "حلويات": "حلويات",
}


def kind_wished(topic: list[str], text: str) -> list[str] | None:
    """The kind the message wishes for, when the one word it names beyond a need said
    ("nut-free", "بدون مكسرات") is a wish's word; None otherwise ("sweet potatoes")."""
    kept_out = NEED_WORDS | avoided_words(text) | need_said_words(text)
    kind = [word for word in topic if word not in kept_out]
    if len(kind) != 1 or kind[0] not in WISHED:
        return None
    return [WISHED[kind[0]]]


def sweet_for_a_meal(topic: list[str], text: str) -> bool:
    """Something sweet wished for a meal ("ابي شي حلو للعشا", "abi shay 7ilo lil 3asha",
    "something sweet for after dinner"): the sweets, as "something sweet" alone is; the
    meal says when, not a dish to cook, and "sweet" searched beside it finds sweet paprika.
    A need said beside it ("with no sugar") is the need's to answer."""
    if not SOMETHING.search(text) or need_said_words(text) or avoided_words(text):
        return False
    wished = [word for word in topic if word in WISHED]
    rest = [word for word in topic if word not in WISHED and word not in _AFTER]
    return bool(wished) and bool(rest) and all(A_MEAL.search(word) for word in rest)


# "after dinner", "بعد العشا", "ba3d il 3asha": when the sweet is for
_AFTER = frozenset({"after", "بعد", "with", "مع"})
