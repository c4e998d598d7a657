"""A word of ours only told of, over a real socket in English, Gulf Arabic and Arabizi: a
brand talked about, milk a child will not drink, being out of the house, the breakfast things
already on their way and goods another brings home ask nothing of the store, while the same
words asked after, wanted or counted still shop; a plant's milk in a run-on list is one item
among the others."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, names, send_declined
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send


def shown(turn: Turn) -> list[str]:
    """The names of the products shown, none where no products are."""
    return names(turn) if "products" in kinds(turn) else []


async def test_a_brand_only_talked_of_is_another_matters(client: Any) -> None:
    for message, guest in (
        ("saw a hilarious almarai billboard on the highway today", GUEST_A),
        ("شفت دعاية بيبسي بالتلفزيون امس وايد حلوة", GUEST_B),
        ("shift di3ayat pepsi bil tv ams wayed 7elwa", GUEST_B),
    ):
        await send_declined(client, message, guest)


async def test_milk_a_child_is_told_of_is_no_growing_up_milk(client: Any) -> None:
    for message, guest in (
        ("my 3 year old won't drink milk anymore, what should i do", GUEST_A),
        ("بنتي عمرها سنتين ما تحب الحليب", GUEST_B),
        ("binti 3umraha santain ma t7ib il 7aleeb", GUEST_B),
        ("my 4 year old wants strawberry milk", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert not any("Growing-Up" in name for name in shown(turn)), (message, shown(turn))
    flavoured = await send(client, "my 4 year old wants strawberry milk", guest=GUEST_A)
    assert any("Strawberry" in name for name in shown(flavoured)), shown(flavoured)


async def test_goods_run_out_beside_a_request_after_an_orders_status(client: Any) -> None:
    token = customer_token("demo-1")
    for where, said, wanted in (
        ("where is my order?", "we ran out of coffee, need nescafe gold", "Nescafé Gold"),
        ("وين طلبي", "خلص الحليب عندنا، ابي المراعي", "Almarai"),
    ):
        _, turn = await conversation(client, [where, said], token=token)
        assert any(wanted in name for name in shown(turn)), (said, kinds(turn))
        assert "faq" not in kinds(turn), (said, kinds(turn))
    for said in (
        "i'm out of the house till 5, when will it arrive",
        "all good, nothing left to ask, cheers",
    ):
        _, turn = await conversation(client, ["where is my order?", said], token=token)
        assert "faq" not in kinds(turn), (said, kinds(turn))


async def test_a_meals_goods_on_their_way_are_no_shopping_for_it(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "will my breakfast stuff get here before 8",
        "اغراض الريوق متى توصل؟",
        "ate breakfast already, now i need snacks for tonight",
    ):
        turn = await send(client, message, token=token)
        assert not any("Croissant" in name for name in shown(turn)), (message, shown(turn))


async def test_a_plant_milk_in_a_run_on_list_is_one_item_among_the_rest(client: Any) -> None:
    for message, guest in (
        ("add apples bananas oat milk", GUEST_A),
        ("ضيف تفاح موز حليب شوفان", GUEST_B),
        ("zeed tofa7 mooz 7aleeb shofan", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        items = [str(item["product"]["name"]) for item in turn.action("add_to_cart")["items"]]
        assert any("Bananas" in item for item in items), (message, items, kinds(turn))


async def test_goods_let_go_with_a_reason_only_leave_them_out(client: Any) -> None:
    for asked, said, guest in (
        ("show me milk", "skip milk, my sister already picked some up", GUEST_A),
        ("show me milk", "forget milk, my husband got some on his way home", GUEST_A),
        ("abi 7aleeb", "insa el 7aleeb, rayli yab 7aleeb wayah", GUEST_B),
    ):
        _, turn = await conversation(client, [asked, said], guest=guest)
        assert not shown(turn), (said, shown(turn))


async def test_coconut_milk_in_a_list_is_said_not_sold_never_a_cows_milk(client: Any) -> None:
    for message, guest in (
        ("put 2 apples and some coconut cream in", GUEST_A),
        ("ضيف موز وحليب جوز الهند", GUEST_B),
        ("zeed mooz w 7aleeb jooz il hind", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not any("Milk" in name or "Cream" in name for name in shown(turn)), (
            message,
            shown(turn),
        )
