"""Using points asked beside something else, over a real socket in English, Gulf Arabic and
Arabizi: with the cart's total, the cart is shown with the points balance and using them
proposed; of an order already placed (named by its place), the balance is said with that a
placed order takes no points, and no address is proposed for the place named.

demo-2 holds 820 points (usable from 500), demo-3 5100 and orders to Home and the Chalet.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_the_total_and_points_asked_together_show_both(client: Any) -> None:
    token = customer_token("demo-2")
    for adding, asked in (
        ("add 2 fairy", "how much is it all now? can i use my points on it?"),
        ("ابي 2 فيري", "جم صار المجموع؟ واقدر استعمل النقاط؟"),
        ("abi 2 fairy", "kam il total il7een? w agdar asta5dim il points?"),
    ):
        await emptied_cart(client, token=token)
        added = await send(client, adding, token=token)
        done = await confirm(client, added.action("add_to_cart")["actionId"], token=token)
        assert done.status == 200, done.json
        turn = await send(client, asked, added.conversation_id, token=token)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        assert any("820" in text for text in texts(turn)), (asked, texts(turn))
        assert turn.action("apply_loyalty")["params"]["points"] == 820, asked


async def test_points_asked_of_a_placed_order_are_said_to_go_on_the_next(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "can i put my points towards the chalet order?",
        "اقدر اصرف نقاطي على طلب البيت؟",
        "agdar asta3mil il ni8a6 3ala 6alab il bait?",
    ):
        turn = await send(client, asked, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert "delivery_info" not in kinds(turn), (asked, kinds(turn))
        said = " ".join(texts(turn))
        assert "5100" in said, (asked, said)
        assert "checkout" in said or "إتمام الطلب" in said, (asked, said)
