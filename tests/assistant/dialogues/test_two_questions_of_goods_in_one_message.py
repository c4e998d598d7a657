"""Two questions of goods in one message, over a real socket in English, Gulf Arabic and
Arabizi: the price of one and whether another is sold ("the labneh, how much? and do you
have manakish?") are both answered with the goods of each, after a list or on their own,
never "none of those" because the list just shown holds only one of them."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, products, texts
from tests.conftest import GUEST_A, GUEST_B

_MANAKISH = "p-0311"


def _shown(turn: Any) -> list[str]:
    return [card["_id"] for card in products(turn)] if "products" in kinds(turn) else []


async def test_a_price_asked_and_another_good_asked_for_shows_both(client: Any) -> None:
    for said, guest, other in (
        (
            ["show me breakfast stuff", "what does the labneh cost? and do you sell manakish?"],
            GUEST_A,
            "labneh",
        ),
        (["ابي اغراض ريوق", "اللبنة بكم؟ وعندكم مناقيش؟"], GUEST_B, "labneh"),
        (
            ["abi ashya2 lil re6oog", "el croissant b chem? w fi 3indkum manakish?"],
            GUEST_B,
            "croissant",
        ),
        (["الكرواسون كم سعره؟ وفيه مناقيش عندكم؟"], GUEST_B, "croissant"),
        (["bkam el labneh? w 3indkum manakeesh?"], GUEST_B, "labneh"),
    ):
        turn = (await conversation(client, said, guest=guest))[-1]
        shown = products(turn) if "products" in kinds(turn) else []
        assert _MANAKISH in [card["_id"] for card in shown], (said, kinds(turn), texts(turn))
        assert any(
            other in " ".join(str(value) for value in card.values()).lower() for card in shown
        ), (said, [card["_id"] for card in shown])
