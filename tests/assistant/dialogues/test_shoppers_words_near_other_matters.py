"""Shoppers' own requests that share a word with another matter's, over a real socket: each
is served as shopping, never declined as another matter, never read as the other matter's
goods. "her son no nuts" names no one's phone number; a glue gun or a bug zapper is no
weapon; vine leaves are no papers to deliver; almonds asked after the chocolates are goods
to show, not a question about the chocolate; "reduce the water" with no water in the cart
adds none; "500 mil" is millilitres, not Arabizi; the store's manager is ours to ask for; goods
added before a plan to cook them ("then add 2 chicken breast, i will grill them") are
proposed, the plan being another clause."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import Turn, send


def _served(turn: Turn, message: str) -> None:
    reply = turn.end["content"]
    assert "shopping" not in reply and "التسوق" not in reply, (message, reply)
    assert not any("weapon" in text or "سلاح" in text for text in [reply, *texts(turn)]), message


async def test_requests_that_share_a_word_with_another_matter_are_served(client: Any) -> None:
    for message in (
        "snacks for her son no nuts please",
        "gift for his daughter no chocolate",
        "do you have a glue gun",
        "any offers on water guns for eid",
        "عندكم صاعق حشرات؟",
        "توصلون اوراق عنب اليوم؟",
        "عندكم اوراق غار؟",
        "500 mil water",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert turn.status == 200, message
        _served(turn, message)


async def test_a_nut_asked_after_chocolates_is_goods_to_show(client: Any) -> None:
    for shown, nut in (
        ("عندكم شوكولاته جالكسي؟", "فيه لوز؟"),
        ("do you have galaxy chocolate?", "any almonds?"),
        ("3indkom galaxy?", "fee fosto8?"),
    ):
        guest = uuid.uuid4().hex
        first = await send(client, shown, guest=guest)
        assert "products" in kinds(first), shown
        asked = await send(client, nut, first.conversation_id, guest=guest)
        assert "product_detail" not in kinds(asked), (nut, kinds(asked))
        assert "cart_action" not in kinds(asked), nut


async def test_a_count_lowered_of_goods_not_in_the_cart_adds_nothing(client: Any) -> None:
    for message in ("Reduce the water to 1 pack", "نقص الماي لواحد", "na88is el mai l wa7ed"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_our_manager_asked_for_is_no_one_elses_number(client: Any) -> None:
    for message in ("i need your manager number", "can your manager call me about my order"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        _served(turn, message)


async def test_goods_added_then_a_cooking_plan_are_proposed(client: Any) -> None:
    for message in ("then add 2 chicken breast, i will grill them",):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" in kinds(turn), (message, kinds(turn))
