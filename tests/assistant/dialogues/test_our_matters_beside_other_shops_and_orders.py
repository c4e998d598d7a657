"""Requests of ours that share words with another matter's, over a real socket in English,
Gulf Arabic and Arabizi: our goods or delivery weighed against another shop stay ours, and so
do our hours asked beside the fish market; "no problem" after a proposal keeps it pending; a
count said before the size picked ("2, the big one") is the count proposed; and an order to be
made, or "cancel it" said before "the other order", leaves the order in talk where it was;
and only a list naming goods in two parts says which of its parts the store does not sell,
never a question asked beside one of the goods ("w chips ..., ay no3 3indkom")."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import (
    assert_declined,
    kinds,
    names,
    order_numbers,
    said_after_an_offer,
    texts,
)
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, send

_RICE_BIG = "p-0601-v2"  # the 5 kg bag of the first rice shown for "rice"


async def test_our_goods_and_hours_beside_another_shop_or_market_stay_ours(client: Any) -> None:
    for message in (
        "is almarai milk cheaper than carrefour?",
        "show me milk cheaper than lulu",
        "is the rice cheaper than carrefour?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn), (message, kinds(turn))
    slots = await send(client, "is evening delivery cheaper than noon?", guest=GUEST_A)
    assert "delivery_slots" in kinds(slots), kinds(slots)
    for message in (
        "when do you close? i need fresh fish market quality hammour",
        "do you sell fish from the fish market, what are your hours",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "faq" in kinds(turn), (message, kinds(turn))
    for message, guest in (
        ("cheaper than lulu?", GUEST_A),
        ("what time does the gold souq close", GUEST_A),
        ("الجمعيه ارخص منكم؟", GUEST_B),
    ):
        assert_declined(await send(client, message, guest=guest), message, arabic=guest == GUEST_B)


async def test_no_problem_after_a_proposal_keeps_it_to_confirm(client: Any) -> None:
    for offer, shrug, guest in (
        ("add almarai milk", "no problem", GUEST_A),
        ("add almarai milk", "ok no problem", GUEST_A),
        ("ضيف حليب المراعي", "مو مشكله", GUEST_B),
        ("7ot 7aleeb almarai", "mu mushkila", GUEST_B),
    ):
        _, confirmed = await said_after_an_offer(client, offer, shrug, guest)
        assert confirmed.status == 200, (shrug, confirmed.json)
    offered = await send(client, "add almarai milk", guest=GUEST_A)
    await send(client, "no thanks", offered.conversation_id, guest=GUEST_A)
    taken_back = await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_A)
    assert taken_back.status != 200


async def test_a_count_said_before_the_size_picked_is_the_count_proposed(client: Any) -> None:
    for shown, picked, guest in (
        ("show me rice", "2, the big one", GUEST_A),
        ("عندكم رز؟", "٢، الكبير", GUEST_B),
        ("3indkom 3aish?", "2, el kbeer", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, picked, listed.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["variantId"], line["quantity"]) == (_RICE_BIG, 2), (picked, line)


async def test_an_order_to_be_made_or_cancel_it_keeps_the_order_in_talk(client: Any) -> None:
    token = customer_token("demo-3")
    for first, then in (
        ("where is my chalet order", "cancel it, i'll do the other order with my friend"),
        ("وين طلب الشاليه", "الغيه بسوي طلب ثاني"),
        ("wein 6alab el chalet", "ابي الغيه واسوي طلب ثاني"),
    ):
        shown = await send(client, first, token=token)
        assert order_numbers(shown, "order_status") == ["KW-100921"], first
        turn = await send(client, then, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100921"], then


async def test_only_a_list_of_goods_names_the_part_not_sold(client: Any) -> None:
    for message, guest in (
        ("chips but not spicy, which kind do u have", GUEST_A),
        ("ابي شيبس بس ما احب الحار، اي نوع عندكم", GUEST_B),
        ("w chips bs ma a7eb il 7ar, ay no3 3indkom", GUEST_B),
        ("ma 3indi za3faran, sh2abdal?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "text" not in kinds(turn), (message, kinds(turn))  # no words of theirs as goods
    for message, guest in (
        ("do you have cucumbers, lemons and olives", GUEST_A),
        ("عندكم خيار وليمون وزيتون؟", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "text" in kinds(turn), (message, kinds(turn))  # the olives, said not sold


async def test_a_word_no_model_saw_in_a_list_of_goods_is_said_not_sold(client: Any) -> None:
    for message, guest, word in (
        ("eggs, milk and mahlab", GUEST_A, "mahlab"),
        ("rice, onions and mahlab", GUEST_A, "mahlab"),
        ("bread, cheese and sahlab", GUEST_A, "sahlab"),
        ("بيض وحليب ومحلب", GUEST_B, "محلب"),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn), (message, kinds(turn))
        assert any(word in text for text in texts(turn)), (message, texts(turn))
    # the shopper's news read into letters is still never named as goods
    listed = await send(client, "ana zayra 3ind ahli, abi 5ubz w 7aleeb", guest=GUEST_B)
    assert "text" not in kinds(listed), kinds(listed)
