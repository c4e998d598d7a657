"""A code of the offers shown, asked of the cart or gone ahead with, over a real socket in
English, Gulf Arabic and Arabizi: "does it work on my cart?" right after the code (or in the
same message as the offers) says it against the cart and proposes it when it takes
something off, never the cart alone nor "the rest" declined; "yes apply it" applies the code
the talk is about, never "which code?" nor thanks."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of, emptied_cart, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CHICKEN = "add 5 whole kupco fresh chicken"  # 7.450 KWD of poultry: BBQ10 takes 10% off


def _proposed_code(turn: Any) -> str:
    return str(turn.action("apply_coupon")["params"]["couponCode"])


async def test_does_it_work_on_my_cart_after_the_code(client: Any) -> None:
    for asked, then, guest in (
        ("is there a coupon on chicken?", "does it work on my cart?", GUEST_A),
        ("في كوبون على الدياي؟", "ينفع على كارتي؟", GUEST_B),
        ("fi code 7ag il la7am?", "yimshi 3ala il cart?", GUEST_B),
    ):
        await emptied_cart(client, guest=guest)
        await cart_of(client, guest, _CHICKEN)
        shown = await send(client, asked, guest=guest)
        assert "offers" in kinds(shown), (asked, kinds(shown))
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert _proposed_code(turn) == "BBQ10", (then, kinds(turn))


async def test_the_offers_and_the_cart_asked_in_one_message(client: Any) -> None:
    for message, guest in (
        ("any coupon on chicken? would it work on my cart?", GUEST_A),
        ("فيه كود على اللحم والدجاج؟ يصلح لسلتي؟", GUEST_B),
        ("fi code 7ag il la7am? yimshi 3ala il cart?", GUEST_B),
    ):
        await emptied_cart(client, guest=guest)
        await cart_of(client, guest, _CHICKEN)
        turn = await send(client, message, guest=guest)
        assert one(turn, "offers"), (message, kinds(turn))
        assert _proposed_code(turn) == "BBQ10", (message, kinds(turn))
        assert any("BBQ10" in text for text in texts(turn)), (message, texts(turn))
        reply = turn.end["content"]
        assert "shopping" not in reply and "التسوق" not in reply, (message, reply)


async def test_a_go_ahead_applies_the_code_of_the_goods_in_talk(client: Any) -> None:
    for asked, then, guest in (
        ("any coupon for dates?", "yes apply it", GUEST_A),
        ("في كوبون للتمر؟ سمعت عن شي غبقة", "ايه طبقه", GUEST_B),
        ("fi code lil tamr? sam3t 3an shay ghabga", "ee 6ab8a", GUEST_B),
    ):
        await emptied_cart(client, guest=guest)
        await cart_of(client, guest, "add 3 kg khalas dates")
        shown = await send(client, asked, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert _proposed_code(turn) == "GHABGA20", (then, kinds(turn))
