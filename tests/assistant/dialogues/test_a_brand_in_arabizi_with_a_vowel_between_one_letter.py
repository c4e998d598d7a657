"""A brand typed in Arabizi with a vowel between two of one letter, over a real socket in
English, Gulf Arabic and Arabizi: "zeed 3lbtain tuna el 3alali" is two tins of Al Alali tuna,
as "add 2 cans of al alali tuna" and "ضيف علبتين تونة العلالي" are. Arabizi "3alali" was read
as a shadda on one "l" ("علي", a word of its own), so the brand was lost and the shopper was
asked which tuna; the vowel typed between the two letters was a long one ("العلالي")."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import send

AL_ALALI_TUNA = "p-1001"
ASKED = (
    ("add 2 cans of al alali tuna", 2),
    ("ضيف علبتين تونة العلالي", 2),
    ("zeed 3lbtain tuna el 3alali", 2),
    ("abi tuna el 3alali wa7da", 1),
)


async def test_the_brand_is_the_goods_proposed(client: Any) -> None:
    for message, count in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        lines = [(i["productId"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]
        assert lines == [(AL_ALALI_TUNA, count)], (message, lines)
