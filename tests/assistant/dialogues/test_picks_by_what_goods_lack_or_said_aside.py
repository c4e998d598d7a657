"""Picks among the goods just shown, over a real socket in English, Gulf Arabic and Arabizi:
one picked by what its name says it lacks ("the one with no salt", "اللي بلا ملح") is that
one, never the salted one its word names nor a thing left out; a pick said as an aside to
"it" ("put it in my basket, the unsalted one") is the one product proposed, with no "which
one?" asked beside it; one of the list taken "instead" ("i'll have the pods instead",
"عطني الكبسولات بدلها") is that one proposed, no stand-in searched for; a counted list said
right after a product's card ("3 of the salted and a kitkat") proposes each of it, the pick
being that card's product; and goods wanted "the same as in the order" ("لبنتين نفس اللي
بالطلب") are the order's own line."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_UNSALTED = "p-0223"  # Lurpak Unsalted Butter, first of the Lurpak butters shown
_WHOLE_GRAIN = "p-1605"  # Quaker Whole Grain Oats, second of the Quaker oats shown
_LAYS_SALTED = "p-1101"
_KITKAT = "p-1110"
_ALMARAI_LABNEH = "p-0205"


async def test_a_pick_by_what_it_lacks_is_the_one_whose_name_says_so(client: Any) -> None:
    for shown, picked, guest in (
        ("lurpak butter please", "add the one with no salt to my cart", GUEST_A),
        ("ابي زبدة لورباك", "عطني وحده بلا ملح", GUEST_B),
        ("abi zebda lurpak", "7ot wa7da bdoon mel7", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, picked, listed.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == _UNSALTED, (picked, line)
    for shown, asked, guest in (
        ("lurpak butter please", "the one with no salt?", GUEST_A),
        ("ابي زبدة لورباك", "شنو اللي بلا ملح؟", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        detail = [b for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        assert [b["product"]["_id"] for b in detail] == [_UNSALTED], (asked, kinds(turn))


async def test_a_pick_said_as_an_aside_to_it_is_the_one_product_proposed(client: Any) -> None:
    for shown, picked, want, guest in (
        ("lurpak butter please", "ok put it in my basket, the unsalted one", _UNSALTED, GUEST_A),
        ("quaker oats", "ok add it, the whole grain one", _WHOLE_GRAIN, GUEST_A),
        ("ابي زبدة لورباك", "زين ضيفها على السلة، اللي بلا ملح", _UNSALTED, GUEST_B),
        ("3indkom shofan quaker?", "tamam 7otaha, el thanya", _WHOLE_GRAIN, GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, picked, listed.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == want, (picked, line)
        assert "products" not in kinds(turn), (picked, kinds(turn))


async def test_one_of_the_list_taken_instead_is_proposed(client: Any) -> None:
    for shown, picked, want, guest in (
        ("any tide detergent?", "fine, i'll have the pods instead", "p-1903", GUEST_A),
        ("ابي تايد", "طيب عطني الكبسولات بدلها", "p-1903", GUEST_B),
        ("3indkom tide?", "ok 3a6ni el gel badalha", "p-1902", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, picked, listed.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == want, (picked, line)


async def test_a_counted_list_after_a_card_is_each_of_it_proposed(client: Any) -> None:
    for card, listed, guest in (
        ("tell me about lays salted chips", "great, 3 of the salted and a kitkat", GUEST_A),
        ("عطني تفاصيل شيبس ليز بالملح", "زين ٣ من اللي بالملح وكيت كات", GUEST_B),
        ("3tni tafaseel chips lays bil mel7", "tamam 3 mn elly bil mel7 w kitkat", GUEST_B),
    ):
        shown = await send(client, card, guest=guest)
        turn = await send(client, listed, shown.conversation_id, guest=guest)
        lines = {(i["productId"], i["quantity"]) for i in turn.action("add_to_cart")["items"]}
        assert lines == {(_LAYS_SALTED, 3), (_KITKAT, 1)}, (listed, lines)


async def test_goods_the_same_as_in_the_order_are_the_orders_own(client: Any) -> None:
    token = customer_token("demo-3")  # today's order to home holds Almarai Labneh
    for asked, count in (
        ("زين عطني لبنتين نفس اللي بالطلب", 2),
        ("7ot 3 labna nafs elly bil 6alab", 3),
        ("give me labneh too, same as in my order", None),
    ):
        status = await send(client, "where is my order?", token=token)
        turn = await send(client, asked, status.conversation_id, token=token)
        [line] = turn.action()["items"]
        assert line["productId"] == _ALMARAI_LABNEH, (asked, line)
        assert count is None or line["quantity"] == count, (asked, line)
