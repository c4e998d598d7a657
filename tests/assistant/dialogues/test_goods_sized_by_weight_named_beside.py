"""Goods sized by weight named beside the one shown ("the pants" after demo-1's Baby-Dry):
the weight asked is held against the goods named, and "add a pack of the pants" proposes
the pants, never the sold-out pack shown before them, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

PANTS = "Pampers Pants Size 5 (12-17 kg)"


def _texts(turn: Any) -> str:
    return " ".join(str(b.get("text")) for b in turn.end["blocks"] if b["kind"] == "text")


async def test_the_pants_named_after_the_diapers_had_are_weighed_and_added(client: Any) -> None:
    token = customer_token("demo-1")
    for had, weighed, added, span in (
        (
            "got more of the same pampers size 4 i bought? need a spare",
            "and the pants in size 5, right for a 11 kilo baby?",
            "fine, add 1 pack of the pants",
            "12–17 kg",
        ),
        (
            "عندكم نفس البامبرز مقاس ٤ اللي اخذته؟",
            "والبانتس مقاس ٥ تناسب ولدي وزنه ١١ كيلو؟",
            "طيب حط ١ باكيت من البانتس",
            "١٢–١٧ كغ",
        ),
        (
            "fee nafs il pampers size 4 illi 5ath'ta?",
            "wil pants size 5 tnfa3 7ag wildi 11 kilo?",
            "zain 7ot 1 pack mn il pants",
            "١٢–١٧ كغ",
        ),
    ):
        first = await send(client, had, token=token)
        fit = await send(client, weighed, first.conversation_id, token=token)
        assert span in _texts(fit), (weighed, _texts(fit))
        turn = await send(client, added, first.conversation_id, token=token)
        assert "error" not in kinds(turn), (added, kinds(turn))
        items = turn.action("add_to_cart")["items"]
        assert [item["product"]["name"] for item in items] == [PANTS], added
