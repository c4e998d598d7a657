"""An allergen asked in a clause of its own beside a food ("the tinned hummus, any milk in
it?"), over a real socket in English, Gulf Arabic and Arabizi: the allergen is what is asked
of the food, so the facts shown are never those of the allergen's namesake (the fresh milk)."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _shown_names(turn: Any) -> list[str]:
    found = []
    for block in turn.end["blocks"]:
        if block["kind"] == "product_detail":
            found.append(block["product"]["name"])
        if block["kind"] == "products":
            found += [product["name"] for product in block["products"]]
    return found


async def test_milk_asked_of_the_hummus_is_never_the_milks_facts(client: Any) -> None:
    for message, guest in (
        ("the tinned hummus, any milk in it? is it vegan", GUEST_A),
        ("hummus from a tin, does it contain milk?", GUEST_A),
        ("الحمص المعلب، فيه حليب؟ نباتي؟", GUEST_B),
        ("el 7ummus el m3allab, fee 7aleeb?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = _shown_names(turn)
        assert not any("Milk" in name or "حليب" in name for name in shown), (message, shown)
