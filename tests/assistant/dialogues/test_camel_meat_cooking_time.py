"""How long camel meat (hashi) cooks, over a real socket: "how long do i cook camel meat",
"كم ساعه يبي الحاشي", "el 7ashi kam ya5ith wa8t" say its simmering and pressure-cooker
times, never that the time is not known; asked of the hashi just offered with only the pot
named ("كم يبي وقت بالقدر الضغط", "how long in the pressure cooker"), the same. Lamb keeps
its own time."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import texts
from tests.handlers.assistant_support import send

CAMEL = ("Camel meat", "الحاشي")


async def _camel_timed(
    client: Any, messages: tuple[str, ...], before: tuple[str, ...] = ()
) -> None:
    for message in messages:
        guest, conversation = uuid.uuid4().hex, None
        for said in before:
            conversation = (await send(client, said, conversation, guest=guest)).conversation_id
        turn = await send(client, message, conversation, guest=guest)
        assert any(word in text for text in texts(turn) for word in CAMEL), (message, texts(turn))


async def test_camel_meat_timed_when_named(client: Any) -> None:
    await _camel_timed(
        client,
        (
            "how long do i cook camel meat",
            "camel meat cooking time",
            "how long does hashi take to cook",
            "how long to boil camel meat",
            "camel meat in a pressure cooker, how long",
            "كم ساعه يبي الحاشي",
            "الحاشي كم ياخذ بالقدر الضغط",
            "لحم الجمل كم ياخذ وقت",
            "كم ياخذ الحاشي عشان يستوي",
            "كم ياخذ لحم الحاشي طبخ",
            "kam sa3a yabi el 7ashi",
            "el 7ashi kam ya5ith wa8t",
            "kam ya5ith el 7ashi 7ata yistwi",
            "la7am jamal kam ya5ith",
            "kam ya5ith la7am 7ashi 6ab5",
        ),
    )


async def test_the_hashi_in_view_timed_by_its_pot(client: Any) -> None:
    await _camel_timed(
        client,
        (
            "كم يبي وقت بالقدر الضغط",
            "بالقدر الضغط كم دقيقه",
            "how long in the pressure cooker",
            "how long does it take in a pressure cooker",
        ),
        before=("عندكم لحم حاشي", "عطني ٢ كيلو"),
    )


async def test_lamb_keeps_its_own_time(client: Any) -> None:
    turn = await send(client, "how long to cook lamb", guest=uuid.uuid4().hex)
    assert any("Lamb" in text for text in texts(turn)), texts(turn)
    assert not any("Camel" in text for text in texts(turn)), texts(turn)
