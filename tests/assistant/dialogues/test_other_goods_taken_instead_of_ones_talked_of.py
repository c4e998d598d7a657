"""Other goods taken "instead" of goods only talked of, over a real socket in English, Gulf
Arabic and Arabizi: after asking about the baklava, "a gers ogaily instead then" proposes that
cake alone, never the recipe just put in the cart a second time nor a cart line swapped for
it; a stand-in for a line the cart holds is still that line's swap."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_GERS_OGAILY = "p-0316"


async def test_a_cake_instead_of_the_baklava_asked_about_is_the_cake_alone(client: Any) -> None:
    for said, guest in (
        (
            [
                "do you have a machboos recipe?",
                "put everything it needs in my cart",
                "confirm",
                "does the baklava have nuts in it?",
                "fine, give me a gers ogaily instead then",
            ],
            GUEST_A,
        ),
        (["عندكم بقلاوه؟", "لا خلاص عطني قرص عقيلي بداله"], GUEST_B),
        (
            [
                "abi wasfat machboos",
                "7ot kil il aghradh bil sala",
                "confirm",
                "il baklava feeha mkasarat?",
                "5alas 3a6ni wa7id gers 3gaili bdalha",
            ],
            GUEST_B,
        ),
    ):
        conversation: str | None = None
        turn = None
        for message in said:
            if message == "confirm" and turn is not None:
                tapped = await confirm(client, turn.action()["actionId"], guest=guest)
                assert tapped.status == 200, (said, tapped.json)
                continue
            turn = await send(client, message, conversation, guest=guest)
            conversation = turn.conversation_id
        assert turn is not None
        action = turn.action()
        assert action["actionType"] == "add_to_cart", (said[-1], action)
        assert [(i["productId"], i["quantity"]) for i in action["items"]] == [(_GERS_OGAILY, 1)]
