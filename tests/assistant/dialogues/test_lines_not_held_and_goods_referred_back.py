"""Follow-ups that point back at goods, over a real socket in English, Gulf Arabic and
Arabizi: taking out goods the cart does not hold never proposes taking out another line,
whatever word of the message that line's name shares ("خلاص" and the Khalas dates)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of, emptied_cart, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_goods_not_in_the_cart_are_said_so_and_no_other_line_goes(client: Any) -> None:
    for guest, held, shown, dropped in (
        (
            GUEST_A,
            "add 1 khalas dates",
            "got any arabic coffee?",
            "khalas, take the coffee off, my uncle has plenty",
        ),
        (GUEST_B, "ضيف تمر خلاص واحد", "عندكم قهوة عربية؟", "لا خلاص شيل القهوة، خالي عنده"),
        (
            GUEST_B,
            "7ot tamr khalas wa7ed",
            "3indkom gahwa 3arabiya?",
            "la khalas shil il gahwa, o5ti bt3'eebha",
        ),
    ):
        await emptied_cart(client, guest=guest)
        await cart_of(client, guest, held)
        listed = await send(client, shown, guest=guest)
        turn = await send(client, dropped, listed.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (dropped, turn.end["blocks"])
        kept = await send(client, "remove the khalas dates", guest=guest)
        assert kept.action("remove_cart_item")["items"], dropped
