"""A request said on from the last with "and" opening it, over a real socket: "ونقص الماي",
"و زود الحليب", "ومتى يوصل", "w mata yoo9al", "and take off the water" are read as the request
is without the "و" (the water lessened, the milk counted, the order on its way told), never as
goods looked for or the windows of a day. A word whose "و" is its own ("ورق", "وجبه", "وصل")
keeps it."""

from __future__ import annotations

import uuid
from typing import Any

from hub.assistant.brain.normaliser import normalise_message
from tests.assistant.dialogues._blocks import cart_of, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

WATER, MILK = "p-1401", "p-0201"


async def test_a_cart_change_opened_with_and_changes_the_cart(client: Any) -> None:
    for message, line in (
        ("ونقص الماي", WATER),
        ("و نقص الماي", WATER),
        ("وزود الحليب ٢", MILK),
        ("w zeed el 7aleeb 2", MILK),
        ("and take off the water", WATER),
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add rawdatain natural water", "add almarai full fat milk")
        turn = await send(client, message, guest=guest)
        actions = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        assert actions, (message, kinds(turn))
        touched = {item["productId"] for action in actions for item in action["items"]}
        assert line in touched, (message, touched)
        assert "products" not in kinds(turn), (message, kinds(turn))


async def test_when_it_comes_opened_with_and_is_the_order_on_its_way(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("ومتى يوصل", "و متى بيوصل", "w mata yoo9al", "and when will it arrive"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
        assert "delivery_slots" not in kinds(turn), (message, kinds(turn))


def test_a_word_whose_and_is_its_own_keeps_it() -> None:
    for text in ("ورق عنب", "وجبه عشا", "وصل طلبي", "واحد حليب", "وقت التوصيل", "وخبز"):
        assert normalise_message(text).text == text, text
