"""The weight of the goods just offered said again, over a real socket in English, Gulf Arabic
and Arabizi, before Confirm: "3 kg please", "لا خلها ٣ كيلو", "la2 5alli 3 kilo" after two
kilos of tomatoes is three kilos in all (the 3 kg bag, once), never three kilos per bag; "i
want 2kg not 1", "لا ابيها كيلو بس", "abeeh kilo bs", "half a kilo is enough" revise the offer
in place of the one pending, never a search nor a second offer beside it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import said_after_an_offer
from tests.conftest import GUEST_A, GUEST_B

_TOMATOES, _ONE_KG, _THREE_KG = "p-0101", "p-0101-v1", "p-0101-v2"


def _lines(turn: Any) -> list[tuple[str, str | None, int]]:
    action = turn.action("add_to_cart")
    return [(i["productId"], i["variantId"], i["quantity"]) for i in action["items"]]


async def test_a_weight_said_again_is_the_weight_in_all(client: Any) -> None:
    for offer, said, guest in (
        ("add 2 kg tomatoes", "3 kg please", GUEST_A),
        ("ضيف ٢ كيلو طماط", "لا خلها ٣ كيلو", GUEST_B),
        ("7ot 2 kilo 6ama6", "la2 5alli 3 kilo", GUEST_B),
        ("ضيف ٢ كيلو طماط", "ابي ٣ كيلو بدال ٢", GUEST_B),
    ):
        turn, first = await said_after_an_offer(client, offer, said, guest)
        assert _lines(turn) == [(_TOMATOES, _THREE_KG, 1)], (said, _lines(turn))
        assert first.status == 400, said  # the offer pending was replaced


async def test_an_amount_said_again_revises_the_offer_pending(client: Any) -> None:
    for offer, said, kilos, guest in (
        ("add a kilo of tomatoes", "i want 2kg not 1", 2, GUEST_A),
        ("add 2 kg tomatoes", "half a kilo is enough", 1, GUEST_A),
        ("ضيف ٢ كيلو طماط", "لا ابيها كيلو بس", 1, GUEST_B),
        ("7ot 2 kilo 6ama6", "abeeh kilo bs", 1, GUEST_B),
        ("7ot kilo 6ama6", "la abi 2 kilo", 2, GUEST_B),
    ):
        turn, first = await said_after_an_offer(client, offer, said, guest)
        assert _lines(turn) == [(_TOMATOES, _ONE_KG, kilos)], (said, _lines(turn))
        assert first.status == 400, said  # the offer pending was replaced
