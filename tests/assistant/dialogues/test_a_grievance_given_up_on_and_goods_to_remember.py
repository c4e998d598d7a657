"""A grievance given up on, and our goods to be bought later, over a real socket in English,
Gulf Arabic and Arabizi: a late delivery, a rude driver or goods that came spoiled, then
"forget it", is still heard as a grievance, never "ok, I'll leave that out"; a reason of size
let go so is still acknowledged. A reminder to buy our goods shows those goods, never a
decline; a reminder of anything else is still declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_LEFT_OUT = ("I'll leave that out", "خليناه")
_DECLINED = ("only help with your shopping", "أقدر أساعدك بس في التسوق")


async def test_a_grievance_then_forget_it_is_still_heard(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "your rider turned up an hour late and was so rude. forget it",
        "the strawberries came all squashed again. never mind",
        "المندوب جاني متاخر وما رد على التلفون. خلاص انسى",
        "الطماط وصلني خربان مره ثانيه. مو مهم",
        "il mandoob ta2a5ar 3alaina sa3a kamla. 5alas insa",
    ):
        turn = await send(client, message, token=token)
        assert turn.status == 200
        reply = turn.end["content"]
        assert not any(word in reply for word in _LEFT_OUT), (message, reply)


async def test_a_size_let_go_after_why_is_still_acknowledged(client: Any) -> None:
    for shown, message, guest in (
        ("show me diapers size 4", "no he's bigger than that now. forget it", GUEST_A),
        ("ابي حفاضات مقاس ٤", "لا كبر عليها الحين. خلاص انسى", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, message, listed.conversation_id, guest=guest)
        assert any(word in turn.end["content"] for word in _LEFT_OUT), (message, kinds(turn))


async def test_a_reminder_to_buy_our_goods_shows_them(client: Any) -> None:
    for message, guest in (
        ("remind me to buy laban later", GUEST_A),
        ("ذكرني اشتري لبن بعدين", GUEST_B),
        ("thakerni ashtiri laban ba3dain", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert not any(word in turn.end["content"] for word in _DECLINED), message
        assert "products" in kinds(turn), (message, kinds(turn))


async def test_a_reminder_of_anything_else_is_still_declined(client: Any) -> None:
    for message, guest in (
        ("remind me to pick my son up at 3", GUEST_A),
        ("ذكرني اتصل على ابوي العصر", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any(word in turn.end["content"] for word in _DECLINED), message
