"""The kind of goods told messages before, kept when they are asked for again, over a real
socket: "do you have brown bread? the arabic one not toast", a question about laban between,
then "ok add 2 brown bread and the laban" proposes the brown Arabic bread, never asks Arabic
or toast again; in Gulf Arabic ("فيه خبز اسمر؟ ابيه عربي مب توست") and Arabizi ("3indkum
5ubz asmar? 3arabi mu toast") alike. Goods asked with no kind told before are still asked
which."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

BROWN_ARABIC = "KFMB Brown Arabic Bread"


def _guest() -> str:
    return uuid.uuid4().hex


def _names(turn: Any) -> list[str]:
    return [
        line["product"]["name"]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action" and block["actionType"] == "add_to_cart"
        for line in block["items"]
    ]


async def test_the_kind_told_before_is_kept(client: Any) -> None:
    for told, between, wanted in (
        (
            "do you have brown bread? the arabic one not toast",
            "and laban, which brands do you carry?",
            "ok add 2 brown bread and one laban",
        ),
        (
            "فيه خبز اسمر؟ ابيه عربي مب توست",
            "واللبن شنو عندكم منه؟",
            "تمام حط ٣ خبز اسمر ولبن واحد",
        ),
        (
            "3indkum 5ubz asmar? 3arabi mu toast",
            "wel laban shno 3indkum?",
            "zain 7ot 2 5ubz asmar w laban wa7id",
        ),
    ):
        guest = _guest()
        first = await send(client, told, guest=guest)
        await send(client, between, first.conversation_id, guest=guest)
        turn = await send(client, wanted, first.conversation_id, guest=guest)
        assert BROWN_ARABIC in _names(turn), (wanted, kinds(turn), _names(turn))


async def test_no_kind_told_is_still_asked(client: Any) -> None:
    guest = _guest()
    first = await send(client, "and laban, which brands do you carry?", guest=guest)
    turn = await send(client, "ok add 2 brown bread", first.conversation_id, guest=guest)
    assert BROWN_ARABIC not in _names(turn), (kinds(turn), _names(turn))
