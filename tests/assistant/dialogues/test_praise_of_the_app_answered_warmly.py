"""Praise of the app, the service or the shop said alone, over a real socket: answered with a
warm word back in the shopper's language, never declined as another matter, never a search
("التطبيق حلو" is no request for sweets) and never a complaint. A complaint said with a word
of praise, a question, or praise beside a request keeps its own answer."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

WARM = ("Thank you", "تسلم")
DECLINED = ("shopping", "التسوق")


async def test_praise_alone_gets_a_warm_word_back(client: Any) -> None:
    for message, guest in (
        ("the app got way better, nice job", GUEST_A),
        ("love the new app", GUEST_A),
        ("great app guys", GUEST_A),
        ("your service is excellent", GUEST_A),
        ("the delivery was super fast, thanks", GUEST_A),
        ("well done guys, keep it up", GUEST_A),
        ("التطبيق صاير احسن من قبل 👍", GUEST_B),
        ("خدمتكم ممتازة", GUEST_B),
        ("عاشت ايدكم التطبيق صار احلى", GUEST_B),
        ("التطبيق حلو", GUEST_B),
        ("التوصيل صار اسرع من قبل والله", GUEST_B),
        ("il app sar a7san 👍", GUEST_B),
        ("il app 7ilo wayed, 3ashat eedkom", GUEST_B),
        ("el khidma mumtaza", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert reply.startswith(WARM), (message, reply)
        assert is_arabic(reply) == (guest == GUEST_B), (message, reply)
        assert not any(word in reply for word in DECLINED), (message, reply)


async def test_complaints_questions_and_requests_beside_praise_keep_their_answer(
    client: Any,
) -> None:
    for message, guest in (
        ("the app is not good", GUEST_A),
        ("التطبيق مو حلو", GUEST_B),
        ("is the app good", GUEST_A),
        ("التوصيل سريع؟", GUEST_B),
        ("talabat is better than you", GUEST_A),
        ("the app is great, add milk", GUEST_A),
        ("ابي شي حلو", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not turn.end["content"].startswith(WARM), (message, turn.end["content"])
