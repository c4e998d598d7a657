"""Whether a code covers goods named, asked with an empty cart, over a real socket in English,
Gulf Arabic and Arabizi: each good is said to count or not by the code's own terms (its
aisle, else its goods, else the whole basket), then what it asks of a basket, with the empty
cart only a side note; a code asked to be applied alone is still told the cart is empty."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_what_a_code_covers_is_answered_by_its_terms(client: Any) -> None:
    for message, guest, covered, left_out in (
        ("would FRESH10 apply to oranges and laban?", GUEST_A, "Oranges", "Laban"),
        ("FRESH10 يشمل البرتقال واللبن؟", GUEST_B, "برتقال", "لبن"),
        ("code FRESH10 yishmal il burtugal wil laban?", GUEST_B, "برتقال", "لبن"),
    ):
        await emptied_cart(client, guest=guest)
        turn = await send(client, message, guest=guest)
        said = texts(turn)
        assert any(covered in line and "FRESH10" in line for line in said), (message, said)
        leaves = [line for line in said if left_out in line]
        assert leaves and not any(covered in line for line in leaves), (message, said)
        assert "offers" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)


async def test_a_code_asked_of_goods_of_another_aisle_says_they_do_not_count(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_A)
    turn = await send(client, "does BABY15 cover chicken?", guest=GUEST_A)
    assert "doesn't cover" in turn.end["content"], turn.end["content"]
    alone = await send(client, "apply BABY15", guest=GUEST_A)
    assert "empty" in alone.end["content"], alone.end["content"]
