"""A goodbye till the next talk, with or without thanks ("cool ty, speak soon", "catch you
later", "تمام مشكور، بكلمك بعدين", "5alas shukran, nitkallam bukra"), closes the talk whatever
was shown before (an order's status): it is answered as for later, never handed to support nor
"not understood". Thanks as the first message after a handoff is answered as thanks, with no
ticket put before it. Over a real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_LATER = ("I'm here whenever you're ready", "موجودين وقت ما تبي")
_THANKS = ("You're welcome", "العفو")


async def test_a_goodbye_for_now_after_an_order_status_closes_the_talk(client: Any) -> None:
    token = customer_token("demo-1")
    for asked, goodbye in (
        ("where's my order", "cool ty, speak soon"),
        ("where's my order", "ok thanks, talk to u later"),
        ("وين طلبي؟", "تمام مشكور، بكلمك بعدين"),
        ("وين طلبي؟", "يلا مشكورين، نتكلم بكره"),
        ("wain talabi?", "5alas shukran, nitkallam bukra"),
        ("wain talabi?", "tamam mashkoor, akalmek ba3dain"),
    ):
        status = await send(client, asked, token=token)
        assert "order_status" in kinds(status), (asked, kinds(status))
        turn = await send(client, goodbye, status.conversation_id, token=token)
        assert "handoff" not in kinds(turn), (goodbye, kinds(turn))
        assert any(said in turn.end["content"] for said in _LATER), (goodbye, turn.end["content"])


async def test_a_goodbye_alone_after_an_order_status_is_thanks(client: Any) -> None:
    token = customer_token("demo-1")
    for asked, goodbye in (
        ("where's my order", "cya tmrw"),
        ("where's my order", "ok catch u later"),
        ("وين طلبي؟", "يلا باي"),
        ("wain talabi?", "yalla ma3a salama"),
    ):
        *_, turn = await conversation(client, [asked, goodbye], token=token)
        assert kinds(turn) == ["actions"], (goodbye, kinds(turn))
        assert any(said in turn.end["content"] for said in _THANKS), (goodbye, turn.end["content"])


async def test_thanks_after_a_handoff_is_answered_as_thanks(client: Any) -> None:
    for thanks in ("ok thx a lot", "مشكورين", "shukran 7abibi"):
        token = customer_token(f"thanker-{uuid.uuid4().hex[:8]}")
        asked = await send(client, "i need a real person to help me", token=token)
        assert one(asked, "handoff")["ticketNumber"], kinds(asked)
        turn = await send(client, thanks, token=token)
        assert "handoff" not in kinds(turn), (thanks, kinds(turn))
        assert "ticket" not in turn.end["content"], (thanks, turn.end["content"])
        assert "تذكرة" not in turn.end["content"], (thanks, turn.end["content"])
