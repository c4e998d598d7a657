"""Foods wished for by their protein, over a real socket: "something high in protein", "ابي
شي فيه بروتين عالي", and in Arabizi, where "shay" before a quality ("shay feeh protein 3ali",
"shay 3ali protein") is something, not tea, get the foods richest in protein, no tea and no
"not found"; "shay lipton" is still tea, and one food's protein ("is there protein in the
milk", "el laban feeh protein?") is still that food's facts."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

RICH_IN_PROTEIN = (
    *((m, GUEST_A) for m in (
        "need something high in protein",
        "any snacks rich in protein?",
        "i want foods with lots of protein",
        "got anything high in protein for the gym",
        "something rich in protein for my son",
        "looking for stuff packed with protein",
        "snacks high in protein please",
        "anything high protein for breakfast",
        "need something loaded with protein",
        "any foods full of protein",
    )),
    *((m, GUEST_B) for m in (
        "ابي شي فيه بروتين عالي",
        "عندكم اشياء فيها بروتين كثير؟",
        "ابغى اكل عالي البروتين",
        "شي غني بالبروتين للرياضه",
        "ابي سناك فيه بروتين عالي",
        "ودي شي فيه بروتين كثير",
        "عندكم شي فيه بروتين عالي للعيال",
        "ابي اكلات غنيه بالبروتين",
        "ابي شي بروتين عالي",
        "عندكم شي فيه بروتين؟",
        "yo abi shay feeh protein 3ali",
        "3indkom shay feeh protein wayed?",
        "abi akil feeh protein 3ali",
        "abi shay feeh protein 7ag el gym",
        "ab8a shay feeh protein kitheer",
        "abi shay 3ali protein",
        "fee shay protein 3ali 3indkom?",
        "abi shay feeh protein 3ali 7ag weldi",
        "ab8a akil ghani bil protein",
        "abi snacks feeha protein wayed",
    )),
)  # fmt: skip
TEA = ("Tea", "tea", "شاي")


@pytest.mark.parametrize(("message", "guest"), RICH_IN_PROTEIN)
async def test_foods_rich_in_protein_are_shown_not_tea(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, turn.end["content"])
    shown = names(turn)
    assert not any(word in name for name in shown for word in TEA), (message, shown)
    assert any("Lentils" in name or "عدس" in name for name in shown), (message, shown)
    assert "cart_action" not in kinds(turn), message


@pytest.mark.parametrize(
    ("message", "guest"), [("abi shay lipton", GUEST_B), ("abi shay karak", GUEST_B)]
)
async def test_shay_with_a_brand_or_a_kind_is_still_tea(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert any(word in name for name in names(turn) for word in TEA), (message, names(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [("is there protein in the milk", GUEST_A), ("el laban feeh protein?", GUEST_B)],
)
async def test_one_foods_protein_is_its_facts(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" in kinds(turn) and "products" not in kinds(turn), message
