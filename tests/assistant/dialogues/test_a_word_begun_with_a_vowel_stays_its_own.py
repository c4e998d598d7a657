"""A word typed in Arabizi with a vowel first keeps that letter, over a real socket: "shno
ismik" (what is your name, اسمك) is no fish (سمك) however close their consonants, and gets no
product card; the same question in English and Gulf Arabic gets none either, while a grocery
word begun with a vowel ("abi asal", honey) is still found."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.handlers.assistant_support import send

_GOODS = {"products", "product_detail", "cart_action"}


async def test_a_name_asked_is_no_fish(client: Any) -> None:
    for asked in ("shno ismik", "ismik 7ilo", "wesh ismik ya bot", "what's your name", "شو اسمك"):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert not _GOODS & set(kinds(turn)), (asked, kinds(turn))


async def test_a_grocery_word_begun_with_a_vowel_is_still_found(client: Any) -> None:
    for asked in ("abi asal", "3indkom aseer burtugal?"):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert "products" in kinds(turn), (asked, kinds(turn))


async def test_the_gulfs_vowel_before_goods_is_still_dropped(client: Any) -> None:
    """The vowel the Gulf says before goods of two consonants first ("ib9al", onions) is no
    letter of their name; only a word with "your" or "my" on it keeps its vowel."""
    for asked, goods in (
        ("abi kilo ib9al", "Onion"),
        ("fi ibsal a7mar 3indkum?", "Onion"),
        ("3indkum itmar?", "Date"),
    ):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert "products" in kinds(turn), (asked, kinds(turn))
        assert any(goods in name for name in names(turn)[:3]), (asked, names(turn))
