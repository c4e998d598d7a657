"""Arabizi words that name no food read as meant, over a real socket beside Gulf Arabic and
English. "shay" is a thing (شي) unless tea's own words are beside it: "abi shay 7elo ba3d il 3asha"
is something sweet, shown from the sweets as "ابي شي حلو بعد العشا" and "i want something
sweet for dinner" are, never tea, a dinner's dish or the sweet paprika; "3indkum shay
karak?" is still tea. "ba9i", "baqi" is the rest (باقي), never a product ("il ba9i" read
letter by letter found Pepsi). A dip asked for with what it goes with ("fee dip 7ag il chips
vegan?", "ابي ديب نباتي حق الشيبس", "any vegan dip for the crackers?") is a dip that keeps
the diet, the hummus, never the chips."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_shay_is_something_unless_beside_a_word_of_tea(client: Any) -> None:
    for message, guest in (
        ("abi shay 7elo ba3d il 3asha", GUEST_B),
        ("ابي شي حلو بعد العشا", GUEST_B),
        ("i want something sweet for dinner", GUEST_A),
    ):
        shown = names(await send(client, message, guest=guest))
        assert any("Chocolate" in name or "Baklava" in name for name in shown), (message, shown)
        assert not any("Paprika" in name or "Tea" in name for name in shown), (message, shown)
    tea = names(await send(client, "3indkum shay karak?", guest=GUEST_B))
    assert tea and "Tea" in tea[0], tea


async def test_the_rest_is_never_a_product(client: Any) -> None:
    for message, guest in (
        ("w il ba9i?", GUEST_B),
        ("il ba9i 7ottah", GUEST_B),
        ("والباقي؟", GUEST_B),
        ("and the rest?", GUEST_A),
    ):
        listed = await send(client, "do you have milk", guest=guest)
        turn = await send(client, message, listed.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        if "products" in kinds(turn):
            assert not any("Pepsi" in name for name in names(turn)), (message, names(turn))


async def test_a_dip_for_the_chips_is_a_dip(client: Any) -> None:
    for message, guest in (
        ("fee dip 7ag il chips vegan?", GUEST_B),
        ("ابي ديب نباتي حق الشيبس", GUEST_B),
        ("any vegan dip for the crackers?", GUEST_A),
    ):
        shown = names(await send(client, message, guest=guest))
        assert any("Hummus" in name for name in shown), (message, shown)
        assert not any("Chips" in name or "Kiri" in name for name in shown), (message, shown)
