"""Another pack asked "the same size", while the shopper is here, over a real socket in
English, Gulf Arabic and Arabizi: "ok whatever. while im here add another jumbo pack same size
4". The size 4 jumbo pack is said out of stock, with what there is instead. Before, "while"
and "same" were read as words of the goods and "I couldn't find that in our store" was said of
a pack the store lists. The Arabic and Arabizi forms ("ضيف بامبرز جمبو ثاني نفس المقاس ٤")
guard what already worked: the jumbo pack first among the Pampers shown."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send

JUMBO = "p-1801"
NOT_FOUND = ("I couldn't find that", "لم أجد هذا")


def _shown(turn: Any) -> list[str]:
    return [
        card["_id"]
        for block in turn.end["blocks"]
        if block["kind"] in ("products", "product_detail")
        for card in (block.get("products") or [block.get("product") or {}])
    ]


async def test_the_pack_is_found(client: Any) -> None:
    turn = await send(
        client, "ok whatever. while im here add another jumbo pack same size 4", guest=uuid4().hex
    )
    said = turn.end["content"]
    assert not any(words in said for words in NOT_FOUND), said
    assert "OUT_OF_STOCK" in str(turn.end), turn.end
    for message in (
        "بعد ما دام اني هني ضيف بامبرز جمبو ثاني نفس المقاس ٤",
        "w ma dam ani hni 7ot pampers jumbo thani nafs el size 4",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        assert _shown(turn)[:1] == [JUMBO], (message, _shown(turn))
