"""The plain kind of a brand asked, over a real socket in English, Gulf Arabic and Arabizi:
"plain galaxy" or "regular lays" alone is the brand's plain one first, never declined nor
"not in our store"; "then put 2 of the regular galaxy, not the hazelnut" after a nut allergy
("خلاص حط ٢ ...", "5alas 7ot 2 ...") proposes the two plain bars, never a list of what fits."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_GALAXY_SMOOTH, _LAYS_SALTED = "p-1106", "p-1101"


@pytest.mark.parametrize(
    ("message", "first"),
    [("plain galaxy", _GALAXY_SMOOTH), ("the regular lays", _LAYS_SALTED)],
)
async def test_the_plain_kind_of_a_brand_alone(client: Any, message: str, first: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert str(products(turn)[0]["_id"]) == first, (message, products(turn)[0]["name"])


@pytest.mark.parametrize(
    ("said", "then", "guest"),
    [
        (
            "my son is allergic to nuts, snacks for him?",
            "ok then put 2 of the regular galaxy, not the hazelnut",
            GUEST_A,
        ),
        (
            "ولدي عنده حساسيه مكسرات، ابي له سناكات",
            "خلاص حط ٢ جالكسي العادي مو اللي فيه بندق",
            GUEST_B,
        ),
        (
            "wildi 3inda 7asasiya mkassarat, abi snacks",
            "5alas 7ot 2 galaxy il 3adi mu il bunduq",
            GUEST_B,
        ),
    ],
)
async def test_two_of_the_plain_kind_after_a_nut_allergy(
    client: Any, said: str, then: str, guest: str
) -> None:
    shown = await send(client, said, guest=guest)
    turn = await send(client, then, shown.conversation_id, guest=guest)
    [line] = turn.action("add_to_cart")["items"]
    assert (line["productId"], line["quantity"]) == (_GALAXY_SMOOTH, 2), (then, kinds(turn))
