"""An order asked after by its goods with other words beside them, over a real socket in
English, Gulf Arabic and Arabizi: "where's my pampers order, it was meant to be here an hour
ago", "وين طلبي حق البامبرز؟ المفروض واصل من ساعه", "wain 6alabi el pampers? el mafrood wa9al
min sa3a" (demo-1's late order holds the diapers), "الطلب اللي فيه حلوم وخيار متى يوصل؟
طلبيه الريوق" (demo-3's order holds halloumi and cucumbers). A word beside the goods that names
goods of no order ("arrived", "breakfast") kept every order from fitting, and the shopper was
asked which order they meant; the one order holding more of the goods named than any other
is the one asked after. Goods of two orders, one each, are still asked between."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = (
    ("demo-1", "where's my pampers order, it was meant to be here an hour ago", "KW-100915"),
    ("demo-1", "وين طلبي حق البامبرز؟ المفروض واصل من ساعه", "KW-100915"),
    ("demo-1", "wain 6alabi el pampers? el mafrood wa9al min sa3a", "KW-100915"),
    ("demo-3", "صباح الخير، طلبيه الريوق متى توصل؟ الحلوم والخيار", "KW-100933"),
    (
        "demo-3",
        "morning, when's the breakfast order coming? the halloumi and cucumbers",
        "KW-100933",
    ),
    ("demo-3", "6alabiyat el re6oog mita twa9al? el 7aloom wel 5iyar", "KW-100933"),
)


async def test_the_order_holding_most_of_the_goods_is_the_one_asked(client: Any) -> None:
    for customer, message, number in ASKED:
        turn = await send(client, message, token=customer_token(customer))
        assert order_numbers(turn, "order_status") == [number], (message, kinds(turn))


async def test_goods_of_two_orders_are_asked_between(client: Any) -> None:
    # demo-1's diapers are in one order, its basmati rice in another
    turn = await send(
        client, "where is my order with the pampers and the basmati", token=customer_token("demo-1")
    )
    assert order_numbers(turn, "order_status") == [], kinds(turn)
