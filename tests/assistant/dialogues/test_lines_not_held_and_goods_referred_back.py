"""Follow-ups that point back at goods, over a real socket in English, Gulf Arabic and
Arabizi: taking out goods the cart does not hold never proposes taking out another line,
whatever word of the message that line's name shares ("خلاص" and the Khalas dates); "put them
in my cart" right after goods were asked for and only shown proposes them as they were asked
(the colour, the tray, the big pack), never "which one?" nor the cart shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of, emptied_cart, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_WHITE_15, _WHITE_30 = "p-0226-v1", "p-0226-v2"  # Large White Eggs, by the tray
_BROWN_30 = "p-0227-v2"  # Large Brown Eggs, the tray of 30
_LABAN_2L = "p-0203-v2"  # Almarai Fresh Laban Full Fat, the 2 L


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


async def test_them_put_in_the_cart_are_the_goods_as_asked(client: Any) -> None:
    for guest, asked, put, wanted in (
        (GUEST_A, "any brown eggs? the 30 tray", "just add them to the cart", {_BROWN_30}),
        (GUEST_A, "oh and eggs. white, the 15 one", "ok put them in my basket", {_WHITE_15}),
        (GUEST_B, "ابي بيض، الابيض ٣٠ حبة", "زين حطهم بالسلة", {_WHITE_30}),
        (
            GUEST_B,
            "abi bai6 abyath 30 w laban almarai il kbeer",
            "yalla 7ottihom bil sala",
            {_WHITE_30, _LABAN_2L},
        ),
        (
            GUEST_A,
            "30 eggs and the big almarai laban please",
            "put them in the cart",
            {_WHITE_30, _LABAN_2L},
        ),
    ):
        await emptied_cart(client, guest=guest)
        shown = await send(client, asked, guest=guest)
        turn = await send(client, put, shown.conversation_id, guest=guest)
        items = turn.action("add_to_cart")["items"]
        assert {item["variantId"] for item in items} == wanted, (asked, put, items)
        assert all(item["quantity"] == 1 for item in items), (asked, items)
