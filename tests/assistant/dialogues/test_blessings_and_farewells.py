"""A blessing or a farewell said to the assistant ("الله يحفظك ويخليك", "god bless you",
"allah ysa3dk") is thanks: a warm reply and nothing looked up; a blessing for someone else or
beside a request is not. Over a real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BLESSINGS = {
    "en": (
        "god bless you",
        "bless you",
        "may god keep you",
        "take care",
        "have a good one",
        "god bless, thanks",
        "bless u habibi",
        "take care of yourself bye",
        "have a nice evening",
        "may allah reward you",
        "jazakallah khair",
    ),
    "ar": (
        "الله يحفظك ويخليك",
        "الله يسعدك ويحفظك",
        "الله يعافيك",
        "الله يبارك فيك",
        "ربي يسعدك يا رب",
        "الله يخليك",
        "تسلم الله يعطيك العافيه",
        "الله يجزاك خير ويحفظك",
        "الله يوفقك ويسعدك",
        "الله يعينك",
        "الله يحفظك يا الغالي",
    ),
    "arabizi": (
        "allah y7f6ak w ykhaleek",
        "allah ysa3dk w y7f6k",
        "allah ykhaleek",
        "allah y3afeek",
        "allah ybarik feek",
        "rabbi ysa3dk",
        "allah yjazak 5air",
        "allah ywaffgk",
        "allah y7f6ich",
        "tislam allah ysa3dk",
        "allah y3eenak",
    ),
}


@pytest.mark.parametrize("script", sorted(_BLESSINGS))
async def test_a_blessing_or_a_farewell_is_thanks(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message in _BLESSINGS[script]:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert reply.startswith(("You're welcome", "العفو")), (script, message, reply)
        assert kinds(turn) == ["actions"], (message, kinds(turn))


# A blessing for someone else, or beside a request, keeps what it asks
_NOT_ONLY_A_BLESSING = (
    ("god bless, add 2 pepsi", GUEST_A, "goods"),
    ("bless you, add milk", GUEST_A, "goods"),
    ("الله يسعدك وين طلبي", GUEST_B, "reply"),
    ("الله يحفظ عيالي من البرد، شو عندكم فيتامينات", GUEST_B, "reply"),
)


async def test_a_blessing_beside_a_request_keeps_the_request(client: Any) -> None:
    for message, guest, wanted in _NOT_ONLY_A_BLESSING:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert not reply.startswith(("You're welcome", "العفو")), (message, reply)
        if wanted == "goods":  # the goods asked for are shown or proposed
            assert {"cart_action", "products"} & set(kinds(turn)), (message, kinds(turn))
