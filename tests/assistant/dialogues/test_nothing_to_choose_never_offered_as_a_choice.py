""" "Did you mean one of these?" is never said with nothing to choose, over a real socket in
English, Gulf Arabic and Arabizi: the last request let go after why ("the size 6 is too big
for her. forget it", "المقاس ٥ كبير عليه، خلاص انسى", "il size 5 kbeer 3alaih, 5alas insa") is
acknowledged, and takes back an offer still pending; a message with no reading of ours to
offer says what can be asked instead, with places to start."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import confirm, send

_ONE_OF_THESE = ("one of these", "وحدة من هذي")


def _guest() -> str:
    return uuid.uuid4().hex


async def test_a_request_let_go_after_why_is_acknowledged(client: Any) -> None:
    for message in (
        "nah the size 6 ones are too big for her. never mind",
        "no the pants r size 4 shes too big for those. forget it",
        "لا المقاس ٤ صغير عليها، خلاص انسى",
        "la il size 6 kbeer 3aleha, 5alas insa",
    ):
        turn = await send(client, message, guest=_guest())
        reply = turn.end["content"]
        assert not any(words in reply for words in _ONE_OF_THESE), (message, reply)
        assert not set(kinds(turn)) & {"products", "handoff", "cart_action"}, (message, kinds(turn))
        assert "shopping" not in reply and "التسوق" not in reply, (message, reply)


async def test_an_offer_let_go_after_why_is_withdrawn(client: Any) -> None:
    for offer, let_go in (
        ("add 2 kdd laban", "hmm my husband got some on his way home. forget it"),
        ("ضيف ٢ لبن كي دي دي", "زوجي جاب وياه من الجمعيه، خلاص انسى"),
        ("7ot 2 laban kdd", "rayli yab ma3ah min il jam3iya, 5alas insa"),
    ):
        guest = _guest()
        offered = await send(client, offer, guest=guest)
        action = offered.action("add_to_cart")["actionId"]
        turn = await send(client, let_go, offered.conversation_id, guest=guest)
        assert not set(kinds(turn)) & {"cart_action", "products", "faq"}, (let_go, kinds(turn))
        confirmed = await confirm(client, action, guest=guest)
        assert confirmed.status != 200, let_go  # no longer pending: the cart is untouched


async def test_no_reading_to_offer_says_what_can_be_asked(client: Any) -> None:
    for message in ("the one from before i think", "what about the other thing"):
        turn = await send(client, message, guest=_guest())
        reply = turn.end["content"]
        assert not any(words in reply for words in _ONE_OF_THESE), (message, reply)
        assert "recipes" in reply and "delivery" in reply, (message, reply)
