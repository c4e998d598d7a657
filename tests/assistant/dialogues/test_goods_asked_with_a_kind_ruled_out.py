"""Goods asked for with another kind ruled out that is among their own words, over a real
socket in Gulf Arabic, Arabizi and English: "فيه روب عندكم؟ مو لبن", "fi roob 3indkom? mu
laban", "got any yoghurt? not laban" show the yoghurts, never "not found": only goods whose
own name holds the kind ruled out are left out."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import product_names, send


async def test_goods_with_a_kind_of_their_words_ruled_out_are_shown(client: Any) -> None:
    for message, guest in (
        ("فيه روب عندكم؟ مو لبن", GUEST_B),
        ("fi roob 3indkom? mu laban", GUEST_B),
        ("got any yoghurt? not laban", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "products" in kinds(turn), (message, said)
        shown = product_names(turn)
        assert shown and "Yoghurt" in shown[0], (message, shown)
        assert not any("Laban" in name for name in shown), (message, shown)
