"""A branch asked of at one hour over a real socket, late at night most often ("ba3d 12 bil
leil msakreen?" right after the Jahra branch, "are you closed after midnight?", "فرع الجهراء
يفتح بعد ١٢ الليل؟"): each branch's hours read against that hour, the closed ones said with
their hours and the ones open then shown, never declined. Another place's hours at night stay
another matter's."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

OPEN_ALL_NIGHT = {"Fresh Salmiya", "Fresh Fahaheel"}


def _branch_ids(turn: Any) -> set[str]:
    return {branch["label"] for branch in one(turn, "locations")["items"]}


def _said_closed(turn: Any, branch: str) -> bool:
    return any(branch in text and ("Closed" in text or "مسكر" in text) for text in texts(turn))


async def test_an_hour_asked_after_a_branch_is_read_against_its_hours(client: Any) -> None:
    for show, asked, guest, jahra in (
        ("wain a8rab far3 lil jahra", "ba3d 12 bil leil msakreen?", GUEST_B, "الجهراء"),
        ("وين اقرب فرع بالجهراء", "بعد ١٢ بالليل مسكرين؟", GUEST_B, "الجهراء"),
        ("where is the nearest branch in jahra", "is it open after midnight?", GUEST_A, "Jahra"),
        ("where is the jahra branch", "are you still open at 1 am", GUEST_A, "Jahra"),
    ):
        shown = await send(client, show, guest=guest)
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        assert _said_closed(turn, jahra), (asked, texts(turn))
        assert _branch_ids(turn) == OPEN_ALL_NIGHT, asked
    shown = await send(client, "where is the salmiya branch", guest=GUEST_A)
    turn = await send(client, "is it open at 3am", shown.conversation_id, guest=GUEST_A)
    assert _branch_ids(turn) == {"Fresh Salmiya"}
    assert any("Open at that hour" in text for text in texts(turn)), texts(turn)


async def test_an_hour_asked_alone_or_with_a_branch_named(client: Any) -> None:
    for message, guest, jahra in (
        ("are you closed after midnight?", GUEST_A, "Jahra"),
        ("is the jahra branch open after 12 at night?", GUEST_A, "Jahra"),
        ("فرع الجهراء يفتح بعد ١٢ الليل؟", GUEST_B, "الجهراء"),
        ("far3 il jahra msaker ba3d nus il leil?", GUEST_B, "الجهراء"),
        ("فروعكم فاتحين الساعه ٢ الفجر؟", GUEST_B, "الجهراء"),
    ):
        turn = await send(client, message, guest=guest)
        assert _said_closed(turn, jahra), (message, texts(turn))
        assert _branch_ids(turn) == OPEN_ALL_NIGHT, message
        assert "products" not in kinds(turn), message


async def test_another_places_hours_at_night_stay_declined(client: Any) -> None:
    for show, asked, arabic in (
        ("where is the jahra branch", "what time is the football match after 12 at night", False),
        ("where is the jahra branch", "is the pharmacy next to it open after midnight", False),
        ("وين فرع الجهراء", "الصيدليه اللي جنبه فاتحه بعد ١٢ بالليل؟", True),
    ):
        shown = await send(client, show, guest=GUEST_A)
        turn = await send(client, asked, shown.conversation_id, guest=GUEST_A)
        assert_declined(turn, asked, arabic=arabic)
