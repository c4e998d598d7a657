"""Someone said to be diabetic in Gulf words ("ابوي سكري", "abuy sukkari": my father is
diabetic) and something without sugar asked for them, over a real socket in Gulf Arabic,
Arabizi and English: goods without sugar are shown, drinks when "to drink" is said
("يشربه"), and never the Sukkari dates, whose name is the same word; the dates asked by that
name are still the dates."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_goods_without_sugar_for_one_said_diabetic(client: Any) -> None:
    for message in (
        "ابوي سكري عندكم شي بدون سكر يشربه؟",
        "ابوي عنده سكر عندكم شي يشربه",
        "امي سكريه شنو عندكم بدون سكر",
        "hala, abuy sukkari, abi ashya bdoon sukkar 7ag il fu6oor",
        "my dad is diabetic, anything he can drink?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = names(turn)
        assert shown, (message, kinds(turn))
        assert not [name for name in shown if "Sukkari" in name], (message, shown)
        assert not [name for name in shown if name.startswith("Pepsi")], (message, shown)


async def test_what_to_drink_for_one_said_diabetic_is_drinks(client: Any) -> None:
    for message in ("ابوي سكري عندكم شي بدون سكر يشربه؟", "امي سكريه تبي شي تشربه"):
        turn = await send(client, message, guest=GUEST_A)
        assert "Diet Pepsi Cans" in names(turn), (message, names(turn))


async def test_the_sukkari_dates_asked_are_still_the_dates(client: Any) -> None:
    for message in ("عندكم تمر سكري؟", "ابي تمر سكري لابوي"):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn) and "Sukkari" in names(turn)[0], (message, names(turn))
