"""Points and the wallet asked of together: "can i pay with my points and my wallet
together?", "ابي ادفع بالنقاط والمحفظه مع بعض، يصير؟", "agdar asta3mil il no8a6 wil ma7fatha
sawa?" (read "... النقاط وال محفطه سوا").

It asks whether the two go on one order, which the store's rules say (points come off the
products in the cart; the wallet pays all or part of what is left at checkout): yes, with the
rules shown. It is no wish to spend the points now, so nothing is proposed on the cart.

Said as a wish, with the rest named ("use my points n the rest from the wallet", "ادفع
بالنقاط والباقي من المحفظه", "ادفع من المحفظه و الباقي من النقاط"), it is: the points are
proposed on the cart (`savings.apply_loyalty`), and the wallet is weighed against what is left
to pay, which it pays at checkout.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills.faq import rule_card
from hub.assistant.brain.turn import Turn
from hub.text import words

_POINTS = Bilingual(
    r"\b(?:points?|pts|loyalty|no8a6|nu8a6|n8a6|niga6|na8a6)\b",
    r"(?<!\w)(?:ب|في|بال|و|وال|ال)?(?:نقاط\S*|نقطه|نقطة|نقط)(?!\w)",
)
_WALLET = Bilingual(
    r"\b(?:wallet|ma7fa\w*)\b",
    r"(?<!\w)(?:ب|في|بال|و|وال|ال)?(?:ال )?محف[ظط]\S*(?!\w)",
)
# Both at once: "together", "both", "at the same time", "مع بعض", "سوا", "الثنين", "sawa"
_TOGETHER = Bilingual(
    r"\b(?:together|(?:use|using|pay with|paying with) both|same time|combine|combined|along with|plus|sawa|sawya|m3a ba3a6|"
    r"ma3 ba3dh|el ithnain|il thnain)\b",
    r"(?<!\w)(?:مع بعض|سوا|سوى|سويا|الثنين|الاثنين|ثنينهم|اثنينهم|بنفس الوقت)(?!\w)",
)
# What is left after one of the two pays: "the rest", "الباقي", "il baqi" (read "الباقي")
_REST = Bilingual(
    r"\b(?:the rest|rest of it|remainder|remaining|what'?s left|baqi|ba8i|el ba8i)\b",
    r"(?<!\w)(?:و)?(?:ال)?(?:باقي|متبقي)(?!\w)",
)
_POINTS_RULE = words("how do loyalty points work redeem points")
_WALLET_RULE = words("fresh wallet pay part order")


def asked(turn: Turn) -> bool:
    """Whether the message asks to use the points and the wallet on one order."""
    said = turn.typed_and_read
    return bool(_POINTS.search(said) and _WALLET.search(said) and _TOGETHER.search(said))


def spends_both(turn: Turn) -> bool:
    """Whether the message wishes the points and the wallet to pay, one the rest of the other:
    the points are then used on the cart."""
    said = turn.typed_and_read
    return bool(_POINTS.search(said) and _WALLET.search(said) and _REST.search(said))


async def answer(turn: Turn) -> None:
    """Yes, with both rules: the points off the products, the wallet for the rest."""
    turn.say("points_with_wallet")
    await rule_card(turn, _POINTS_RULE)
    await rule_card(turn, _WALLET_RULE)
    turn.chips("cart", "slots")
