"""The last offer asked for again after a mis-tap, over a real socket in English, Gulf Arabic
and Arabizi: "sorry, hit cancel by accident, put it back again", "دسيت كنسل بالغلط، ضيفها
من جديد", "ghala6t bil button, 7o6hom mara thanya" bring the offer back as it was (a
recipe's goods with their recipe, a line with its count), never with goods named after the
button or the slip."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _offered(turn: Any, kind: str) -> list[tuple[str, str | None, int]]:
    return [
        (item["productId"], item.get("variantId"), item["quantity"])
        for item in turn.action(kind)["items"]
    ]


async def test_a_recipes_goods_come_back_as_they_were_after_a_slip(client: Any) -> None:
    for recipe, take, slip, guest in (
        (
            "mutabbal recipe please",
            "add all of it",
            "sorry, hit cancel by accident, put it back again",
            GUEST_A,
        ),
        ("ابي وصفة متبل", "ضيف كل المكونات", "دسيت كنسل بالغلط، ضيفها من جديد", GUEST_B),
        ("wasfat mtabal", "7o6 kil shay", "ghala6t bil button, 7o6hom mara thanya", GUEST_B),
    ):
        shown = await send(client, recipe, guest=guest)
        offered = await send(client, take, shown.conversation_id, guest=guest)
        first = _offered(offered, "add_recipe_to_cart")
        turn = await send(client, slip, shown.conversation_id, guest=guest)
        assert "cart_action" in kinds(turn), (slip, kinds(turn))
        assert _offered(turn, "add_recipe_to_cart") == first, (
            slip,
            _offered(turn, "add_recipe_to_cart"),
        )


async def test_a_line_comes_back_with_its_count_after_a_slip(client: Any) -> None:
    offered = await send(client, "add 3 almarai laban", guest=GUEST_A)
    first = _offered(offered, "add_to_cart")
    turn = await send(
        client, "oops tapped the wrong one, add it again", offered.conversation_id, guest=GUEST_A
    )
    assert _offered(turn, "add_to_cart") == first, _offered(turn, "add_to_cart")
