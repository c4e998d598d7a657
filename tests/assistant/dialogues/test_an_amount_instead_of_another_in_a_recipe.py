"""A recipe's goods in the cart, then one of them asked at another amount "instead of" the
one put in, over a real socket in English, Gulf Arabic and Arabizi ("make the rice 5kg
instead of 2", "العيش خله ٥ كيلو بدال ال٢", "w el 3eesh 5ala 5 kilo bdal 2"): the line
changed to that pack. Before, the amount was read as a food swapped in the dish, and the
shopper was told rice would make another dish. A food asked in place of another is still a
swap of the dish."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import confirm, send

RICE, FIVE_KG = "p-0601", "p-0601-v2"


async def _machboos_in_the_cart(client: Any) -> str:
    shown = await send(client, "chicken machboos for 6", guest=GUEST_A)
    added = await send(client, "add all the ingredients", shown.conversation_id, guest=GUEST_A)
    action = added.action("add_recipe_to_cart")["actionId"]
    assert (await confirm(client, action, guest=GUEST_A)).status == 200
    return added.conversation_id


async def test_the_rice_at_another_pack_size(client: Any) -> None:
    for message in (
        "make the rice 5kg instead of 2",
        "العيش خله ٥ كيلو بدال ال٢",
        "w el 3eesh 5ala 5 kilo bdal 2",
    ):
        conversation_id = await _machboos_in_the_cart(client)
        turn = await send(client, message, conversation_id, guest=GUEST_A)
        lines = turn.action("update_cart_item")["items"]
        assert [
            line for line in lines if line.get("variantId") == FIVE_KG and line["quantity"] > 0
        ], (message, lines)
        assert all(line["productId"] == RICE for line in lines), (message, lines)
        assert not any("another dish" in text or "طبق ثاني" in text for text in texts(turn))


async def test_a_food_instead_of_another_is_still_a_swap(client: Any) -> None:
    conversation_id = await _machboos_in_the_cart(client)
    turn = await send(client, "can i use lamb instead of chicken", conversation_id, guest=GUEST_A)
    assert any("lamb" in text.lower() for text in texts(turn)), (kinds(turn), texts(turn))
    assert "cart_action" not in kinds(turn)
