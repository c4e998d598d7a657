"""The points used and the wallet for the rest: "use my points n the rest from the wallet",
"ادفع بالنقاط والباقي من المحفظه", "edfa3 bel no8a6 wel ba8i min el ma7fatha".

The points are proposed on the cart as "use my points" is (`savings`), and the wallet is
weighed against what they leave to pay, as checkout charges it (`wallet_covers`): whether it
covers the rest, and what is left in it or still to pay. The wallet is chosen at checkout, so
nothing more is proposed.
"""

from __future__ import annotations

from hub.assistant.brain.skills import savings, wallet_covers
from hub.assistant.brain.turn import Turn
from hub.storefront.seed import LOYALTY_POINT_VALUE_FILS


async def answer(turn: Turn) -> None:
    spent = await savings.points_proposed(turn)
    if spent is None:
        return
    total, delivery = await wallet_covers.charged(turn, spent.cart, spent.account)
    rest = max(0, total - spent.points * LOYALTY_POINT_VALUE_FILS)
    wallet = int((spent.account or {}).get("walletBalance") or 0)
    keys = ("rest_wallet_covers", "rest_wallet_short")
    wallet_covers.say_against(turn, wallet, rest, keys, delivery=delivery)
