"""A wish's word for the kind of goods that answers it: "something sweet", "شي حلو",
"7alawa" wish for sweets, which the store's products call themselves "sweets" / "حلويات".

Searched as said, "sweet" finds sweet potatoes and sweet corn, and the aisle of snacks and
sweets shown whole puts crisps beside the chocolate; read as the kind it wishes for, the
word finds the sweets alone.
"""

from __future__ import annotations

from hub.assistant.brain.needs import NEED_WORDS, avoided_words, need_said_words

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
