"""An offer of goods in one of their packs, then "put it/them in the cart" next, over a real
socket in English, Gulf Arabic and Arabizi: the offer again as it was (its pack and its
count), never the product's first pack ("put them in the cart" after 2 × breast fillets is
no 2 × whole chickens)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_FILLETS = ("p-0401", "p-0401-v2")  # KUPCO chicken, breast fillets
_THIGHS = ("p-0401", "p-0401-v3")  # KUPCO chicken, thighs


def _lines(turn: Any) -> list[tuple[str, str | None, int]]:
    return [
        (item["productId"], item.get("variantId"), item["quantity"])
        for item in turn.action("add_to_cart")["items"]
    ]


async def test_put_them_in_the_cart_after_an_offer_is_that_offer_as_it_was(client: Any) -> None:
    for offer, then, guest, (product, variant), count in (
        ("add 3 kupco chicken thighs", "alright then put them in my cart", GUEST_A, _THIGHS, 3),
        ("ابي ٢ صدور دجاج كوبكو", "تمام عيل حطهم بالسلة", GUEST_B, _FILLETS, 2),
        ("abi 2 kupco sdoor", "zain 7o6hom bil cart", GUEST_B, _FILLETS, 2),
    ):
        offered = await send(client, offer, guest=guest)
        assert _lines(offered) == [(product, variant, count)], (offer, _lines(offered))
        turn = await send(client, then, offered.conversation_id, guest=guest)
        assert "cart_action" in kinds(turn), (then, kinds(turn))
        assert _lines(turn) == [(product, variant, count)], (then, _lines(turn))
