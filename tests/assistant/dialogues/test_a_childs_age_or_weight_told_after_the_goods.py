"""A child's age or weight told right after the goods were shown, in English, Gulf Arabic and
Arabizi: "its for my daughter shes 4" after the Nido milks (the growing-up milk made for
her age); "الولد وزنه ١٢ كيلو البانتس يصير له؟" after the Pampers (the packs whose span
holds 12 kg). Before, "I couldn't find that", or the message declined as another matter
("يصير له", does it fit him, was no word of fitting)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("told", "made_for"),
    [
        ("its for my daughter shes 4", "Nido 3+"),
        ("ولدي عمره سنتين أي واحد يناسبه", "Nido 1+"),
        ("its for my son hes 2", "Nido 1+"),
    ],
)
async def test_the_milk_of_the_age_told(client: Any, told: str, made_for: str) -> None:
    shown = await send(client, "3indkum 7aleeb nido?", guest=GUEST_B)
    turn = await send(client, told, shown.conversation_id, guest=GUEST_B)
    assert "products" in kinds(turn), (told, kinds(turn))
    assert names(turn)[0].startswith(made_for), (told, names(turn))


@pytest.mark.parametrize(
    "told",
    [
        "الولد وزنه ١٢ كيلو البانتس يصير له؟",
        "my baby is 12 kg do the pants fit",
        "ibni wazna 12 kilo il pants yseer la?",
    ],
)
async def test_the_packs_of_the_weight_told(client: Any, told: str) -> None:
    shown = await send(client, "ابي بامبرز", guest=GUEST_B)
    turn = await send(client, told, shown.conversation_id, guest=GUEST_B)
    assert "products" in kinds(turn), (told, kinds(turn))
    assert names(turn)[0] == "Pampers Pants Size 5 (12-17 kg)", (told, names(turn))
