"""A product of a past order wanted again in another size, over a real socket: the one the
shopper bought, in the size said, proposed when it is in stock; when that size of it is out,
said, with what the store has in that size first and nothing proposed unasked. demo-1 had
Pampers Baby-Dry (size 4; every size now out) and Tilda basmati 5 kg."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import ref
from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

TILDA_2KG = ref("RIC-TLD-BASMATI", 1)
TILDA_5KG = ref("RIC-TLD-BASMATI", 2)


async def test_the_same_goods_in_a_size_out_of_stock_show_what_there_is_in_it(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in (
        "same diapers as last time but size 5",
        "i want the same nappies but in size 5",
        "the same diapers i got but size 5 this time",
        "ابي نفس الحفاضات بس مقاس ٥ هالمره الولد كبر",
        "نفس الحفاظات اللي طلبتها بس مقاس ٥",
        "عطني نفس الحفاضات بس مقاس ٥",
        "nafs el 7afa6at bs ma8as 5",
        "abi nafs el 7afa6at bas ma8as 5",
    ):
        turn = await send(client, message, token=token)
        shown = names(turn)
        assert shown[0] == "Pampers Pants Size 5 (12-17 kg)", (message, shown)
        assert "Pampers Baby-Dry Diapers, Jumbo Pack" in shown, (message, shown)
        assert "cart_action" not in kinds(turn), message
        assert any(word in turn.end["content"] for word in ("out of stock", "غير متوفر")), message


async def test_the_same_goods_in_a_size_in_stock_are_proposed_in_it(client: Any) -> None:
    token = customer_token("demo-1")
    for message, wanted in (
        ("can i get the same rice as before but the 2 kg bag", TILDA_2KG),
        ("same rice but the 2kg", TILDA_2KG),
        ("the same rice i got last time but the smaller bag", TILDA_2KG),
        ("نفس العيش بس ٢ كيلو", TILDA_2KG),
        ("ابي نفس الرز اللي اخذته بس الكيس الصغير", TILDA_2KG),
        ("nafs el 3aish bs 2 kilo", TILDA_2KG),
        ("nafs el 3aish bs el kabeer", TILDA_5KG),
    ):
        turn = await send(client, message, token=token)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["variantId"]) == wanted, (message, line)
        assert line["quantity"] == 1, message


async def test_the_same_goods_not_sold_in_a_size_say_so_and_propose_nothing(
    client: Any,
) -> None:
    token = customer_token("demo-2")  # bought Fairy Lemon 750 ml, sold in no bigger pack
    for message in (
        "same fairy but the bigger one",
        "نفس الفيري بس الكبير",
        "nafs el fairy bs el kabeer",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), message
        assert names(turn)[-1] == "Fairy Lemon Dishwashing Liquid", (message, names(turn))
        assert any(words in turn.end["content"] for words in ("doesn't come", "ما يجي")), message
    # its coffee, by the brand as typed in Arabizi: the smaller jar proposed
    turn = await send(client, "nafs el nescafe bs el 9gheer", token=token)
    [line] = turn.action("add_to_cart")["items"]
    assert line["product"]["name"] == "Nescafé Classic Instant Coffee", line


async def test_same_said_of_no_goods_bought_resizes_and_reorders_nothing(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "what size is the same as size 5",
        "same price?",
        "is it the same size",
        "نفس السعر؟",
        "نفس الحجم؟",
        "nafs el si3r?",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), message
        assert "Pampers Baby-Dry Diapers, Jumbo Pack" not in (
            names(turn) if "products" in kinds(turn) else []
        ), message
    # a guest has no past orders: nothing is read as one of theirs
    guest = await send(client, "same diapers as last time but size 5", guest=GUEST_A)
    assert "cart_action" not in kinds(guest)
