"""The cart's total asked beside an area's minimum order: "what's my total now, and is there a
minimum for salmiya?", "جم صار المجموع؟ وفي حد ادنى لحولي؟", "kam il total? w fee 7ad adna
lil order 7ag hawalli?".

Two questions in one message: the minimum alone answered left the total unsaid. The cart, its
total on its card, is shown beside the minimum's rules.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.turn import Turn

# the total asked, not the minimum's own sum: "my total", "what's the total now", "cart
# total", "المجموع", "جم صار الحساب", Arabizi "il total", "majmoo3" (read "مجموع")
_TOTAL = Bilingual(
    r"\b(?:my|the|cart|cart's|order's) total\b|\btotal (?:now|so far)\b"
    r"|\b(?:whats|what's|what is|kam|cham|jam|chem) (?:the |my |il |el )?total\b"
    r"|\bhow much is my cart\b",
    r"(?<!\w)(?:ال|و)?(?:مجموع|توتال)(?!\w)|(?<!\w)(?:كم|جم|شكد) صار (?:ال)?حساب(?!\w)",
)


def asks_the_total(turn: Turn) -> bool:
    """Whether the message asks the cart's total."""
    return _TOTAL.search(turn.typed_and_read.lower()) is not None


async def said(turn: Turn) -> None:
    """Shows the cart, its total on its card, when the message asks its total too."""
    if not asks_the_total(turn):
        return
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    turn.say("cart" if cart_lines(cart) else "cart_empty")
    turn.block({"kind": "cart_summary"})
