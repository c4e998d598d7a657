"""A store matter told inside a story, over a real socket in English, Gulf Arabic and Arabizi:
a brand of ours, a code we run, an order with us or a charge we took keep the message ours
however the rest of it reads; goods run out at home right after a late order's status are
that order's trouble; and a story naming nothing of ours is still declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import (
    assert_declined,
    conversation,
    kinds,
    names,
    send_declined,
)
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_a_brand_of_ours_in_a_story_shows_its_goods(client: Any) -> None:
    for message, guest, brand in (
        ("sigh what a day. is there nido 1+ for my son, he just turned one", GUEST_A, "Nido"),
        ("long week lol, movie night with the boys, any pepsi?", GUEST_A, "Pepsi"),
        ("والله تعبت اليوم، عندكم بيبسي وليز حق سهرة الشباب؟", GUEST_B, "Pepsi"),
        ("ya 7aram ta3bana il yom, abi pampers size 4", GUEST_B, "Pampers"),
    ):
        turn = await send(client, message, guest=guest)
        assert any(brand in name for name in names(turn)), (message, kinds(turn))


async def test_a_code_of_ours_asked_of_is_that_offer(client: Any) -> None:
    for message, guest in (
        ("my friend gave me GHABGA20, does it cover the vimto?", GUEST_A),
        ("عندي كود GHABGA20 يمشي على التمر والسمبوسه؟", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "offers" in kinds(turn), (message, kinds(turn))


async def test_a_charge_of_ours_is_a_complaint_to_us(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "and honestly i think i paid for it two times on knet, same amount",
        "انخصم مني المبلغ مرتين بالكي نت",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))
        assert "shopping" not in turn.end["content"], turn.end["content"]


async def test_a_charge_taken_by_another_payee_is_declined(client: Any) -> None:
    for message, guest in (
        ("my visa got charged 2 times at the gas station this morning", GUEST_A),
        ("الكارت انخصم منه مرتين بمحطه البنزين", GUEST_B),
        ("the parking machine charged my card two times", GUEST_A),
        ("my insurance premium got charged twice", GUEST_A),
    ):
        await send_declined(client, message, guest)


async def test_an_occasions_goods_ordered_now_are_its_shopping(client: Any) -> None:
    turn = await send(client, "عندنا عزيمة بنات الخميس وابي اطلب اغراضها الحين", guest=GUEST_B)
    assert names(turn), kinds(turn)


async def test_goods_run_out_while_the_late_order_is_awaited(client: Any) -> None:
    token = customer_token("demo-1")
    for where, story in (
        ("where is my order?", "we've got no nappies left and the little one is awake, unreal"),
        ("وين طلبي", "الحفايظ خلصت عندنا والبيبي صاحي"),
    ):
        *_, turn = await conversation(client, [where, story], token=token)
        assert "order_status" in kinds(turn), (story, kinds(turn))
        assert "shopping" not in turn.end["content"], turn.end["content"]


async def test_a_story_naming_nothing_of_ours_is_still_declined(client: Any) -> None:
    for message in (
        "can you book my son a pediatrician tomorrow morning, he has a fever",
        "my boss yelled at me about the order of the slides",
        "the tide is really high at the beach today",
    ):
        await send_declined(client, message, GUEST_A)
    token = customer_token("demo-1")
    status = await send(client, "where is my order?", token=token)
    turn = await send(client, "why is the sky so dark today", status.conversation_id, token=token)
    assert_declined(turn, "why is the sky so dark today", arabic=False)


async def test_milk_for_a_young_child_leads_with_the_growing_up_milk_of_its_age(
    client: Any,
) -> None:
    for message, guest, first in (
        ("milk for a one year old", GUEST_A, "Nido 1+ Growing-Up Milk"),
        ("which milk is good for my 2-year-old", GUEST_A, "Nido 1+ Growing-Up Milk"),
        ("my daughter is 4, which milk", GUEST_A, "Nido 3+ Growing-Up Milk"),
        ("ابي حليب لولدي عمره سنه", GUEST_B, "Nido 1+ Growing-Up Milk"),
        ("abi 7aleeb 7ag bnti 3umraha sana", GUEST_B, "Nido 1+ Growing-Up Milk"),
        ("ولدي عمره ٣ سنوات وش الحليب المناسب", GUEST_B, "Nido 3+ Growing-Up Milk"),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn)[:1] == [first], (message, kinds(turn))
    fresh = await send(client, "milk", guest=GUEST_A)
    assert not any("Growing-Up" in name for name in names(fresh)[:1]), names(fresh)
