"""A code asked beside goods whose add waits on a choice: "ضيف لحم وطبق BBQ10" shows the
lamb cuts and asks which one.

Nothing is put forward yet, so the cart the code is said against holds none of the goods
asked, and "covers nothing in your cart" reads as if the code were not for them. When the
code covers the goods shown to choose from, that is said instead, with what it asks of a
basket; what it takes off is for once one is picked and confirmed.
"""

from __future__ import annotations

from hub.assistant.brain import replies
from hub.assistant.brain.skills.code_covers import covers
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text


async def say_of_the_choice(turn: Turn, offer: Record, shown: list[str]) -> bool:
    """Says the code covers the goods to choose from; False (nothing said) when it covers
    none of them, for the code to be said against the cart as ever."""
    products = await quiet_products(turn, shown)
    if not any(covers(offer, product) for product in products):
        return False
    code = str(offer["couponCode"])
    text = replies.figures("code_covers_the_choice", turn.language, code={"en": code, "ar": code})
    minimum = int(offer.get("minSubtotal") or 0)
    if minimum:
        text += replies.figures("code_needs_a_basket", turn.language, minimum=kwd_text(minimum))
    turn.text_block(text)
    return True
