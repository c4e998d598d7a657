"""A cart line swapped for another variety of its goods, with why it goes said between the two
requests, over a real socket in English, Gulf Arabic and Arabizi: "take the spicy chips out,
the kids won't eat them, put plain salted instead" swaps the spicy chips for the salted ones;
the reason is no goods, and "salted" is the chips' variety, never table salt."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of, emptied_cart
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_SPICY = "p-1104"  # Lay's Chile Limón
_SALTED = "p-1101"  # Lay's Salted


async def test_the_spicy_chips_go_and_the_salted_come(client: Any) -> None:
    for message, guest in (
        ("take out the spicy chips, my son won't touch them, put plain salted instead", GUEST_A),
        ("remove the spicy chips and put the salted ones in their place", GUEST_A),
        ("شيل الشيبس الحار، عيالي ما يحبونه، وحط بداله شيبس ملح", GUEST_B),
        ("sheel el chips el 7ar, el 3yal ma y7bona, w 7ot badala chips mil7", GUEST_B),
    ):
        await emptied_cart(client, guest=guest)
        await cart_of(client, guest, "add 2 lays chile limon chips")
        turn = await send(client, message, guest=guest)
        lines = {line["productId"]: line["quantity"] for line in turn.action()["items"]}
        assert lines.get(_SPICY) == 0 and lines.get(_SALTED), (message, lines)
