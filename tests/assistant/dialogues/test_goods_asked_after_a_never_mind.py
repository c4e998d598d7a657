"""Goods asked after a "no, never mind", over a real socket in English, Gulf Arabic and
Arabizi: "la2 5alas mo lazim, bas 3indkom ..." asks of the goods after its "but", which the
"not" before it never leaves out: goods we sell are shown, and goods we do not are said not
found, never answered "what are you looking for?"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ASKED_WHAT = ("What are you looking for?", "عن ماذا تبحث؟")


async def test_goods_asked_after_a_never_mind_are_looked_for(client: Any) -> None:
    for message, guest, sold in (
        ("nah forget it, but do you have labneh?", GUEST_A, "Labneh"),
        ("لا خلاص مب لازم، بس عندكم لبنة؟", GUEST_B, "Labneh"),
        ("la2 mo lazim, bs 3indkum laban?", GUEST_B, "Laban"),
        ("nah forget it, but do you have firewood for camping?", GUEST_A, None),
        ("لا خلاص مو مهم، بس عندكم حطب للبر؟", GUEST_B, None),
    ):
        turn = await send(client, message, guest=guest)
        said = turn.end["content"]
        assert not any(said.startswith(asked) for asked in _ASKED_WHAT), (message, said)
        if sold is None:
            assert "products" not in kinds(turn), (message, kinds(turn))
        else:
            assert any(sold in name for name in names(turn)), (message, texts(turn))
