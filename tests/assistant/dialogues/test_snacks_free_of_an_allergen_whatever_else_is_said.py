"""Snacks asked free of an allergen, over a real socket in English, Gulf Arabic and Arabizi,
whatever else the message says: when the kids are back from school (no lunchbox asked), who
wants them and whom they are for; several allergens kept out in one breath ("no sesame or
nuts"); a budget said with the need, or only after it ("anything under 1 kd"). Every time
the snacks aisle's goods free of it are shown, never the one snack whose keywords say
"snack", never the nuts themselves."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NUTS = ("Hazelnut", "Baklava", "Almond", "Walnut", "Nuts", "Cashew", "Pistachio", "Peanut")
_FREE_OF_NUTS = ("Lay's Salted Potato Chips", "Galaxy Caramel Chocolate Bar")


def _snacks_free_of_nuts(shown: list[str], message: str) -> None:
    assert len(shown) >= 4, (message, shown)
    assert not any(word in name for name in shown for word in _NUTS), (message, shown)
    assert any(name in shown for name in _FREE_OF_NUTS), (message, shown)


async def test_snacks_after_school_or_for_someone_keep_the_allergen_out(client: Any) -> None:
    for message, guest in (
        ("fetching my boys from school later, they'll want snacks, no nuts as one is allergic",
         GUEST_A),
        ("العيال راجعين من المدرسه بعد شوي ويبون سناكات، بدون مكسرات", GUEST_B),
        ("ابي سناكات ما فيها مكسرات لبنت اختي", GUEST_B),
        ("el 3yal rag3een mn el madrasa w yabon snacks, bdoon nuts", GUEST_B),
    ):  # fmt: skip
        _snacks_free_of_nuts(names(await send(client, message, guest=guest)), message)


async def test_allergens_joined_in_one_breath_are_all_kept_out(client: Any) -> None:
    for message, guest in (
        ("any snacks with no peanuts or nuts?", GUEST_A),
        ("عندكم سناكات بدون سمسم ولا مكسرات؟", GUEST_B),
        ("3indkum snacks bdoon peanuts wala nuts?", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        _snacks_free_of_nuts(shown, message)
        if "سمسم" in message:
            assert not any("Rahash" in name for name in shown), (message, shown)


async def test_a_budget_with_the_allergen_or_after_it_keeps_it_out(client: Any) -> None:
    for message, guest in (
        ("nut free snacks for less than 2 kd", GUEST_A),
        ("snacks without nuts below 2 kwd", GUEST_A),
    ):
        _snacks_free_of_nuts(names(await send(client, message, guest=guest)), message)
    for first, then, guest in (
        ("crisps or chocolate with no nuts for my son", "anything under 2 kd?", GUEST_A),
        ("ابي سناكات بدون مكسرات", "طيب شي تحت ٢ دينار", GUEST_B),
        ("abi snacks bdoon nuts 7ag binti", "w shi a8al min 2 dinar?", GUEST_B),
    ):
        asked = await send(client, first, guest=guest)
        turn = await send(client, then, asked.conversation_id, guest=guest)
        _snacks_free_of_nuts(names(turn), then)
