"""Points asked to be used on a cart too small for them, over a real socket, in English,
Gulf Arabic and Arabizi.

A balance of thousands on a cart of a few hundred fils: the balance is said, and that the
cart falls short of what points can go on, never "you don't have enough points".

demo-3: 5100 points.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

ASKED = (
    "how many points have i got? i'd like to spend them",
    "كم نقطة عندي؟ ابي اصرفها",
    "kam nu8ta 3indi? abi asta5dimhum",
)


async def test_the_balance_is_said_and_the_cart_falls_short(client: Any) -> None:
    token = customer_token("demo-3")
    for message in ASKED:
        await emptied_cart(client, token=token)
        offered = await send(client, "add 1 watermelon", token=token)
        assert (
            await confirm(client, offered.action("add_to_cart")["actionId"], token=token)
        ).status
        turn = await send(client, message, token=token)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "don't have enough points" not in said and "ليست لديك نقاط" not in said, said
        assert "5100" in said or "٥١٠٠" in said, (message, said)
        assert "0.500 KWD" in said or "٠٫٥٠٠" in said, (message, said)
    await emptied_cart(client, token=token)
