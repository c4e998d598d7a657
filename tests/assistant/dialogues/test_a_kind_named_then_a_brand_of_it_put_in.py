"""A kind of goods named, then a brand of it put in, over a real socket in English, Gulf Arabic
and Arabizi: "we're out of laban, put 2 kdd", "خلصت القهوه العربيه، ضيف وحده ابو عوف",
"tuna, 7ot 3 min el al alali". The brand's one product of that kind is proposed at the count
given; before, the kind and the brand were two items of a list, and the shopper was asked
which of each. A brand making several of the kind ("chips, add 2 lays") still asks which."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

KDD_LABAN = "p-0208"
ABU_AUF_ARABIC_COFFEE = "p-1306"  # beside Abu Auf's Turkish coffee
AL_ALALI_TUNA = "p-1001"


async def test_the_brands_one_product_of_the_kind_is_proposed(client: Any) -> None:
    for message, expected in (
        ("we're out of laban, put 2 kdd", [(KDD_LABAN, 2)]),
        ("خلصت القهوه العربيه، ضيف وحده ابو عوف", [(ABU_AUF_ARABIC_COFFEE, 1)]),
        ("el gahwa el 3arabiya, jeeb wa7da abu 3oof", [(ABU_AUF_ARABIC_COFFEE, 1)]),
        ("tuna, 7ot 3 min el al alali", [(AL_ALALI_TUNA, 3)]),
    ):
        turn = await send(client, message, guest=GUEST_A)
        lines = [
            (line["productId"], line["quantity"]) for line in turn.action("add_to_cart")["items"]
        ]
        assert lines == expected, (message, turn.end["content"])


async def test_a_brand_making_several_of_the_kind_asks_which(client: Any) -> None:
    turn = await send(client, "chips, add 2 lays", guest=GUEST_A)
    assert "cart_action" not in kinds(turn), turn.end["content"]
    assert len(products(turn)) > 1
