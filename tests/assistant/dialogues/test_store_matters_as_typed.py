"""A store matter typed the way shoppers type it is the store's, over a real socket: an
address change, an earlier order or a greeting to the shop in Arabizi spellings the letter
rules alone misread ("3onwan", "tlbiat", "shlonkum") is answered, not declined as another
matter, and in the shopper's language."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_DECLINED = ("shopping here", "بس في التسوق")

STORE_MATTERS = (
    "abi aghaiyer el 3onwan lel chalet",
    "abi aghayer el 3nwan l bait ahali",
    "abi aghayir 3unwan el taw9eel",
    "abi nafs tlbiat el la7am elly gabl esbo3ain",
    "ابي اغير العنوان لبيت اهلي",
    "change my delivery address to my parents house",
)


@pytest.mark.parametrize("message", STORE_MATTERS)
async def test_a_store_matter_as_typed_is_answered(client: Any, message: str) -> None:
    token = customer_token("demo-3")
    turn = await send(client, message, token=token)
    assert turn.status == 200
    reply = turn.end["content"]
    assert not any(words in reply for words in _DECLINED), (message, reply)
    assert kinds(turn) != ["actions"], (message, kinds(turn))
    assert is_arabic(reply) == (not message.startswith("change")), (message, reply)


@pytest.mark.parametrize(
    ("message", "arabic"), [("shlonkum", True), ("shlonkom ya jama3a", True), ("hello", False)]
)
async def test_a_greeting_is_answered_in_the_shoppers_language(
    client: Any, message: str, arabic: bool
) -> None:
    turn = await send(client, message, guest=GUEST_B if arabic else GUEST_A)
    assert is_arabic(turn.end["content"]) == arabic, turn.end["content"]
