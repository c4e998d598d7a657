"""A reaction said before goods asked again, over a real socket in English, Gulf Arabic and
Arabizi: "seriously?? ok then ...", "بجد؟ طيب عطني ...", "ma3gool?? 5alas ..." name no goods,
so the goods after them are proposed as named, counted as said; a reaction before a
complaint stays the complaint's."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def test_goods_after_a_reaction_are_proposed_as_counted(client: Any) -> None:
    for message, wanted, guest in (
        ("seriously?? ok then the pampers pants size 5, 2 packs", ("Pampers Pants", 2), GUEST_A),
        ("are you kidding me. fine, 3 of the fine toilet rolls", ("Fine Toilet Rolls", 3), GUEST_A),
        ("بجد؟ طيب عطني ٢ جالكسي", ("Galaxy Smooth", 2), GUEST_B),
        ("ma3gool?? 5alas 3a6ni pampers pants wa7ed", ("Pampers Pants", 1), GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        lines = [
            (NAMES[item["productId"]], item["quantity"])
            for item in turn.action("add_to_cart")["items"]
        ]
        assert [line for line in lines if wanted[0] in line[0] and line[1] == wanted[1]], (
            message,
            lines,
            said,
        )
        assert "rest of your message" not in said, (message, said)


async def test_a_reaction_before_a_complaint_is_the_complaints(client: Any) -> None:
    turn = await send(client, "seriously? my order is late again", guest=GUEST_A)
    assert "products" not in kinds(turn), kinds(turn)
