"""A correction of the pack just proposed opened by a misspelt "actually", over a real socket:
"actualy the 2kg one instead", "acually make it the 2 kg one", "actully no, the 2kg one" move
the sugar to its 2 kg pack as the word spelt right does, never "not found"."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import send

_SUGAR, _SUGAR_2KG = "p-1701", "p-1701-v2"


async def test_the_misspelt_opener_still_corrects_the_offer(client: Any) -> None:
    for first, then in (
        ("put 1kg white sugar in my cart", "actualy the 2kg one instead"),
        ("add white sugar 1 kg", "acually make it the 2 kg one not 1 kg"),
        ("i need 1kg white sugar", "actully no, the 2kg one"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, first, guest=guest)
        turn = await send(client, then, offered.conversation_id, guest=guest)
        items = turn.action("add_to_cart")["items"]
        assert [(i["productId"], i.get("variantId")) for i in items] == [(_SUGAR, _SUGAR_2KG)], (
            then,
            items,
        )
