"""An amount of goods said bare while buying: "3 kilo tomatoes", "٢ كيلو طماط", "kilo
burtugal" right after an add or a list of goods is that much of them to add, as "add 3 kilo
tomatoes" would be. Alone it still asks what there is, and a bare name or a price asked
("tomatoes?", "how much is a kilo of tomatoes") stays a question after an add too.
Over a real socket, as a guest, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TOMATOES, _BANANAS, _POTATOES, _ORANGES = "p-0101", "p-0001", "p-0106", "p-0005"
_CUCUMBERS, _CARROTS, _LEMONS, _GRAPES = "p-0108", "p-0109", "p-0013", "p-0007"
_RED_APPLES = "p-0002"

_BUYING = {
    "en": (
        "add 2 kitkat",
        (
            ("3 kilo tomatoes", _TOMATOES),
            ("2 kilo bananas", _BANANAS),
            ("2 kg potatoes", _POTATOES),
            ("a kilo of oranges", _ORANGES),
            ("2 kilos cucumbers", _CUCUMBERS),
            ("1 kg carrots", _CARROTS),
            ("3 kilo lemons", _LEMONS),
            ("half kilo grapes", _GRAPES),
            ("ok 2 kilo tomatoes", _TOMATOES),
            ("kilo oranges please", _ORANGES),
        ),
    ),
    "ar": (
        "ضيف ٢ كيت كات",
        (
            ("٢ كيلو طماط", _TOMATOES),
            ("كيلو برتقال", _ORANGES),
            ("٣ كيلو بطاط", _POTATOES),
            ("٢ كيلو موز", _BANANAS),
            ("كيلو خيار", _CUCUMBERS),
            ("كيلو ليمون", _LEMONS),
            ("٢ كيلو تفاح احمر", _RED_APPLES),
            ("كيلو جزر", _CARROTS),
            ("نص كيلو عنب", _GRAPES),
            ("ابي كيلو طماط", _TOMATOES),
        ),
    ),
    "arabizi": (
        "7i6 2 kitkat",
        (
            ("kilo burtugal", _ORANGES),
            ("2 kilo 6ama6", _TOMATOES),
            ("3 kilo batata", _POTATOES),
            ("kilo mooz", _BANANAS),
            ("2 kilo 5iyar", _CUCUMBERS),
            ("kilo laimoon", _LEMONS),
            ("kilo jazar", _CARROTS),
            ("2 kilo 3enab", _GRAPES),
            ("abi kilo 6ama6", _TOMATOES),
            ("okay burtugal kilo", _ORANGES),
        ),
    ),
}


@pytest.mark.parametrize("script", sorted(_BUYING))
async def test_an_amount_said_after_an_add_is_added(client: Any, script: str) -> None:
    first, amounts = _BUYING[script]
    for n, (message, good) in enumerate(amounts):
        guest = (GUEST_A, GUEST_B)[n % 2]  # each guest's sends kept within the hub's limit
        added = await send(client, first, guest=guest)
        turn = await send(client, message, added.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == good, (message, line)


async def test_an_amount_after_a_list_of_goods_is_added(client: Any) -> None:
    for shown, message, good in (
        ("show me fruit", "2 kilo bananas", _BANANAS),
        ("عندكم فواكه؟", "كيلو برتقال", _ORANGES),
        ("3indkom fawakih?", "kilo burtugal", _ORANGES),
    ):
        first = await send(client, shown, guest=GUEST_A)
        turn = await send(client, message, first.conversation_id, guest=GUEST_A)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == good, (message, line)


async def test_an_amount_alone_or_a_question_after_an_add_proposes_nothing(client: Any) -> None:
    for message in ("3 kilo tomatoes", "٢ كيلو طماط", "kilo burtugal"):
        turn = await send(client, message, guest=GUEST_A)
        assert "cart_action" not in kinds(turn), message
        assert "products" in kinds(turn), message
    for first, question in (
        ("add 2 kitkat", "tomatoes?"),
        ("add 2 kitkat", "how much is a kilo of tomatoes"),
        ("add 2 kitkat", "3 kilo tomatoes?"),
        ("ضيف ٢ كيت كات", "طماط؟"),
        ("ضيف ٢ كيت كات", "بكم كيلو الطماط"),
        ("7i6 2 kitkat", "6ama6?"),
        ("7i6 2 kitkat", "bkam kilo el 6ama6"),
    ):
        added = await send(client, first, guest=GUEST_B)
        turn = await send(client, question, added.conversation_id, guest=GUEST_B)
        assert "cart_action" not in kinds(turn), question
        assert "products" in kinds(turn), question
