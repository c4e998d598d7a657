"""A brand's two words typed as one, its long vowels dropped as it is heard, over a real
socket in Gulf Arabic, English and Arabizi: "كتكات" (the store's "كيت كات"), "كوكوبوبس",
"cocopops", "3ndkm purelife?" are the goods the store holds, never "not in our store". A
spelling only near the name shows the goods to choose from, never a cart proposal, and a word
of another matter that shares the name's consonants ("كتكوت", a chick) shows no goods."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "shown"),
    [
        ("كتكات عندكم؟", GUEST_B, "Nestlé KitKat 4 Finger"),
        ("عندكم كوكوبوبس؟", GUEST_B, "Kellogg's Coco Pops"),
        ("بيورلايف موجود؟", GUEST_B, "Nestlé Pure Life Water"),
        ("got any cocopops?", GUEST_A, "Kellogg's Coco Pops"),
        ("do you sell purelife?", GUEST_A, "Nestlé Pure Life Water"),
        ("3ndkm purelife?", GUEST_B, "Nestlé Pure Life Water"),
        ("3indkom cocopops?", GUEST_B, "Kellogg's Coco Pops"),
    ],
)
async def test_a_name_typed_as_one_word_finds_its_goods(
    client: Any, message: str, guest: str, shown: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert shown in names(turn), (message, kinds(turn), turn.end["content"])


async def test_a_near_spelling_is_shown_not_proposed(client: Any) -> None:
    turn = await send(client, "ابي ٢ كتكات", guest=GUEST_B)
    assert names(turn) == ["Nestlé KitKat 4 Finger"], kinds(turn)
    assert "cart_action" not in kinds(turn)


async def test_another_matter_sharing_its_consonants_shows_no_goods(client: Any) -> None:
    turn = await send(client, "عندي كتكوت صغير شو ياكل؟", guest=GUEST_B)
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
