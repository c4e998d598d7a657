"""Whether the cart goes with an order already placed, asked beside the delivery's rules:
"does my cart come with the same delivery or separate?", "السله تجي ويا نفس الطلب ولا
لحالها؟", "il cart yeji ma3 nafs il order walla b7aala?".

The rules and the area's card answer the minimum and fee, not this: a cart is checked out as
a new order, delivered on its own with its own fee and minimum, and an order placed takes no
more goods. Said in words beside the rest of the answer.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.turn import Turn

_SAID = {
    "en": (
        "Your cart goes as a new order of its own: it's delivered separately, with its own"
        " delivery fee and minimum. An order already placed can't take more goods."
    ),
    "ar": (
        "سلتك تنطلب كطلب جديد بروحه: يوصلك بتوصيل منفصل، برسوم توصيل وحد أدنى خاصين فيه. الطلب"
        " اللي انرسل ما ينضاف عليه شي."
    ),
}

# The cart (or what is in it) asked whether it comes with the other order, or apart
_CART = Bilingual(
    r"\b(?:my|the|il|el)\s+(?:cart|basket|sala|salla)\b|\bcart\b",
    r"(?<!\w)(?:ال|و)?(?:سله|سلتي|السله|كارت|الكارت)(?!\w)",
)
_TOGETHER_OR_APART = Bilingual(
    r"\b(?:same (?:delivery|delivary|delivry|order|trip|driver)|separate\w*|seperate\w*"
    r"|together|with (?:the|my) (?:other |placed |chalet |first )?order"
    r"|nafs il (?:order|tawseel|delivery)|b7aala|b7alha|lu7da|ma3 il order)\b",
    r"(?<!\w)(?:نفس (?:ال)?(?:توصيل|طلب|طلبيه|دليفري)|منفصل\w*|لحال(?:ها|ه)|بروح(?:ها|ه)"
    r"|(?:مع|ويا) (?:ال)?طلب(?:ي)?)(?!\w)",
)


def asks_if_apart(turn: Turn) -> bool:
    """Whether the message asks if the cart comes with an order placed, or apart."""
    said = turn.typed_and_read.lower()
    return bool(_CART.search(said)) and _TOGETHER_OR_APART.search(said) is not None


def said(turn: Turn) -> None:
    """Says a cart is a new order, delivered on its own, when the message asks."""
    if asks_if_apart(turn):
        turn.text_block(_SAID[turn.language])
