"""A question followed by what the shopper remembers of it, over a real socket in English, Gulf
Arabic and Arabizi: "any code for the kids things? i remember there was one" asks the baby
offer and its code, never read as a past order's complaint (a return window run out) nor a
search for the remembered words."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = (
    "any code for the kids things? i remember there was one",
    "عندكم كود حق اغراض الاطفال؟ على بالي كان فيه واحد",
    "fee code 7ag aghrath el ya hal? atthakar kan fee wa7id",
)


async def test_the_offer_asked_is_shown(client: Any) -> None:
    token = customer_token("demo-1")  # has orders delivered long ago
    for message in ASKED:
        turn = await send(client, message, token=token)
        assert "offers" in kinds(turn), (message, kinds(turn))
        codes = [offer.get("couponCode") for offer in one(turn, "offers")["offers"]]
        assert "BABY15" in codes, (message, codes)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
