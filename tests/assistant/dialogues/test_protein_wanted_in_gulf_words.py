"""Foods wanted for their protein, over a real socket, in the words Gulf shoppers use: the
feminine of a plural ("سناكات عالية البروتين", "اكلات كثيرة البروتين") and Arabizi with the
English "snacks" ("abi snacks protein 3ali") show the same protein-rich goods as "high protein
snacks" does in English, never a search that finds nothing."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


def shown(turn: Any) -> list[str]:
    return [card["_id"] for card in one(turn, "products")["products"]]


async def test_protein_wanted_shows_the_same_goods_in_every_script(client: Any) -> None:
    english = shown(await send(client, "high protein snacks", guest=GUEST_A))
    assert english
    for message in (
        "ابي سناكات عالية البروتين بعد التمرين",
        "عندكم اكلات كثيرة البروتين؟",
        "abi snacks protein 3ali ba3d el gym",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert shown(turn) == english, (message, kinds(turn))
