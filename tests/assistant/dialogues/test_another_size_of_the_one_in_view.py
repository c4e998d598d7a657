"""A price and a smaller one asked of the one product in view ("how much? any smaller?",
"بكم؟ واكو اصغر منه؟"): its card with its price, said to come in one size when it does,
never "not found", over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_smaller_one_of_the_one_shown_is_its_card_in_its_one_size(client: Any) -> None:
    for first, then, guest in (
        ("milk for a one year old please", "whats the price? got a smaller tin?", GUEST_A),
        ("ابي حليب لبنتي عمرها سنه", "كم سعره؟ في اصغر منه؟", GUEST_B),
        ("abi 7aleeb 7ag binti 3omraha sana", "bcham? fee asghar mina?", GUEST_A),
    ):
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        card = one(turn, "product_detail")["product"]
        assert card["name"] == "Nido 1+ Growing-Up Milk", (then, card["name"])
        said = turn.end["content"]
        assert "one size" in said or "بحجم واحد" in said, (then, said)
