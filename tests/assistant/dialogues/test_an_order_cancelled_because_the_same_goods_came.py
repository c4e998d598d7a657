"""An order cancelled with the reason that the same goods were got elsewhere, over a real
socket in English, Gulf Arabic and Arabizi: "the house order with the labneh, cancel it, my
husband got the same stuff", "اللي للبيت مال اللبنه كنسلوه، اختي جابت نفس الاغراض", "illi lil
bait abi alghih, zoji jab nafs il gharadh" ask the order cancelled; "the same goods" is why,
never the order proposed again.

demo-3: KW-100933 to Home placed today (free to cancel), KW-100921 to the Chalet confirmed.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

HOME_ORDER_TODAY = "KW-100933"


async def test_the_same_goods_got_elsewhere_are_why_it_is_cancelled(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "the house order with the labneh, cancel it please, my husband grabbed the same stuff",
        "اللي للبيت مال اللبنه والحلوم كنسلوه، اختي جابت نفس الاغراض",
        "illi lil bait ma3 il labna abi alghih, zoji jab nafs il gharadh",
    ):
        turn = await send(client, asked, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (asked, kinds(turn))
        assert "faq" in kinds(turn), (asked, kinds(turn))  # how cancelling works


async def test_the_order_cancelled_unnamed_is_no_reorder_either(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "i want to cancel the order, my brother bought the same things on his way home",
        "ابي الغي الطلب، جبنا نفس الحاجات",
        "abi alghi il 6alab, jibna nafs il ashya2",
    ):
        turn = await send(client, asked, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert "faq" in kinds(turn), (asked, kinds(turn))
