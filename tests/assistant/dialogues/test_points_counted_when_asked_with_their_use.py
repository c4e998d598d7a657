"""How many points the shopper has, asked with using them on a filled cart, over a real socket
in English, Gulf Arabic and Arabizi: "how many points have I got? I wanna use them", "جم
نقطه عندي؟ ابي اصرفها", "cham ni8a6 3indi? abi asta5dimha" say the balance beside the
proposal to use them; "use my points" alone only proposes.

demo-2 holds 820 points (usable from 500).
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_the_count_asked_is_said_beside_using_them(client: Any) -> None:
    token = customer_token("demo-2")
    for adding, asked in (
        ("add 2 fairy", "how many points have i got? i wanna use them"),
        ("ابي 2 فيري", "اوكي، جم نقطه عندي؟ ابي اصرفها"),
        ("abi 2 fairy", "cham ni8a6 3indi? abi asta5dimha"),
    ):
        await emptied_cart(client, token=token)
        added = await send(client, adding, token=token)
        done = await confirm(client, added.action("add_to_cart")["actionId"], token=token)
        assert done.status == 200, done.json
        turn = await send(client, asked, added.conversation_id, token=token)
        assert turn.action("apply_loyalty")["params"]["points"] == 820, (asked, kinds(turn))
        assert any("820" in text for text in texts(turn)), (asked, texts(turn))
