"""An order picked by the goods it holds, over a real socket in English, Gulf Arabic and
Arabizi: right after where the orders are, "the one with the watermelon", "اللي فيه البطيخ",
"ili feeh il ri8i" give the status of the order holding them, never a list of the goods; and
"which of my orders has the halloumi?" shows that order, not the whole list. "The one with
less fat" after milk shown stays a pick among the milk."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, names, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

# demo-3's two orders still to come: KW-100921 (the chalet's: water, watermelon, mangoes,
# chips, lamb chops) and KW-100933 (halloumi, labneh, cucumbers, tomatoes, manakish)
_CHALETS = "KW-100921"
_HOMES = "KW-100933"


async def test_the_order_with_the_goods_named_after_where_the_orders_are(client: Any) -> None:
    token = customer_token("demo-3")
    for where, which, number in (
        ("where are my orders?", "i mean the one with the watermelon", _CHALETS),
        ("where is my order", "it's the order that has the lamb chops, we need them", _CHALETS),
        ("وين طلبي؟", "اللي فيه البطيخ", _CHALETS),
        ("وين طلبي؟", "قصدي الطلب اللي فيه الحلوم", _HOMES),
        ("wein il order?", "ili feeh il ri8i", _CHALETS),
        ("wein il order?", "a9di il order ili feeh il 5iyar", _HOMES),
    ):
        _, turn = await conversation(client, [where, which], token=token)
        assert order_numbers(turn, "order_status") == [number], (which, kinds(turn))
        assert "products" not in kinds(turn), which


async def test_which_order_held_the_goods_shows_that_one(client: Any) -> None:
    token = customer_token("demo-3")
    for message in ("which of my orders has the halloumi?", "اي طلب فيه الحلوم؟"):
        turn = await send(client, message, token=token)
        assert order_numbers(turn) == [_HOMES], (message, kinds(turn))


async def test_the_one_with_a_trait_after_goods_shown_stays_a_pick_of_them(client: Any) -> None:
    token = customer_token("demo-3")
    _, turn = await conversation(
        client, ["do you have milk?", "the one with less fat"], token=token
    )
    assert names(turn), kinds(turn)
    assert "order_status" not in kinds(turn), kinds(turn)


async def test_what_went_wrong_with_the_order_holding_the_goods_stays_a_complaint(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for message in (
        "the order with the watermelon came smashed",
        "الطلب اللي فيه البطيخ وصلني خربان",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))  # the policy for what came wrong
        assert order_numbers(turn, "order_status") == [_CHALETS], (message, kinds(turn))
