"""More of a product asked by an amount and a word of "more" ("زياده", "zyada"), alone or
listed beside goods we do not sell, over a real socket in Gulf Arabic, Arabizi and English:
the product proposed at the amount said, the unsold goods owned up to as not found; never the
off-topic decline, nor another product's card."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import product_id
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CHOPS = product_id("MEA-FR-LAMB-CHOPS")


async def test_more_of_a_product_is_proposed_at_the_amount(client: Any) -> None:
    for message, guest, wanted in (
        ("ابي ٢ كيلو زياده من ريش الغنم", GUEST_B, (_CHOPS, 2)),
        ("abi kilo zyada min il raish", GUEST_B, (_CHOPS, 1)),
        ("need 2 more kilos of the lamb chops", GUEST_A, (_CHOPS, 2)),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == wanted, (message, line)


async def test_goods_we_do_not_sell_listed_beside_ours_leave_ours_proposed(client: Any) -> None:
    for message, guest in (
        ("abi fa7am w kilo zyada min il raish", GUEST_B),
        ("charcoal and 2 kg lamb chops pls", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        lines = turn.action("add_to_cart")["items"]
        assert [line["productId"] for line in lines] == [_CHOPS], (message, kinds(turn))
        assert "text" in kinds(turn), (message, kinds(turn))  # the charcoal, not found
