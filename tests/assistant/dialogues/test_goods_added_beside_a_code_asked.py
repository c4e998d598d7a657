"""Goods to add and a code asked in one message, over a real socket in English, Gulf Arabic
and Arabizi: the goods are proposed, and the code is said against the cart as it will be
with them in (what it takes off, or how far the basket is from its minimum), with a chip to
apply it once the goods are confirmed; never the code alone, the goods dropped."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, emptied_cart, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_PANTS = "p-1803"  # Pampers Pants Size 5, 7.250 KWD
_FAIRY = "p-1904"  # Fairy Lemon, 0.990 KWD


async def test_the_goods_are_proposed_and_the_code_said_with_them_in(client: Any) -> None:
    for message, guest, product, count, code, figure in (
        ("put 2 pampers pants in my cart and use BABY15", GUEST_A, _PANTS, 2, "BABY15", "2.175"),
        ("حط ٣ حفاضات بامبرز بانتس وطبق كود BABY15", GUEST_B, _PANTS, 3, "BABY15", "٣٫٢٦٢"),
        ("zeed 2 fairy lemon, CLEAN1 yimshi?", GUEST_B, _FAIRY, 2, "CLEAN1", "٤٫٠٢٠"),
    ):
        await emptied_cart(client, guest=guest)
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (product, count), (message, line)
        assert one(turn, "offers")["couponCode"] == code, (message, kinds(turn))
        said = " ".join(texts(turn))
        assert code in said and figure in said, (message, said)
        assert any(code in label for label in chip_labels(turn)), chip_labels(turn)


async def test_the_code_applies_once_the_goods_are_in(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_A)
    turn = await send(client, "put 2 pampers pants in my cart and use BABY15", guest=GUEST_A)
    done = await confirm(client, turn.action("add_to_cart")["actionId"], guest=GUEST_A)
    assert done.status == 200, done.json
    applied = await send(client, "use BABY15", turn.conversation_id, guest=GUEST_A)
    assert applied.action("apply_coupon"), kinds(applied)
