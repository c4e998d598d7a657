"""Delivery asked "now", "how long" or "the earliest" at a set hour of the store's clock.

At 02:14 in Kuwait no delivery window runs (they run 09:00 to 23:00), so "can you deliver
now", "توصلون الحين؟", "how long will it take" are answered with the first window of the
morning and the hours deliveries run, never only a zone's "about 45 minutes"; an area's card
asked for its time stays, with the first window said beside it. At 09:30 a window runs, and
"now" is answered as it always was.
"""

from __future__ import annotations

from datetime import UTC, datetime

from hub.storefront.embedded import EmbeddedStorefront
from tests.assistant.brain.harness import Chat, Reply, demo_store
from tests.storefront.test_embedded import Clock, seeded_storefront

_NIGHT = datetime(2025, 3, 1, 23, 14, tzinfo=UTC)  # 02:14 on 2 March in Kuwait
_MORNING_DATE = "2025-03-02"
_night_store: EmbeddedStorefront | None = None


async def _night() -> EmbeddedStorefront:
    global _night_store
    if _night_store is None:
        _night_store = await seeded_storefront(Clock(_NIGHT))
    return _night_store


def _windows(reply: Reply) -> list[tuple[str, str]]:
    return [
        (day["date"], slot["from"])
        for block in reply.blocks
        if block["kind"] == "delivery_slots"
        for day in block["days"]
        for slot in day["slots"]
    ]


def _texts(reply: Reply) -> list[str]:
    return [block["text"] for block in reply.blocks if block["kind"] == "text"]


async def test_now_at_night_is_the_first_window_of_the_morning() -> None:
    for message, language in (
        ("can you deliver now", "en"),
        ("whats the earliest delivery slot", "en"),
        ("توصلون الحين؟", "ar"),
        ("t9loon il7een?", "ar"),
    ):
        chat = Chat(await _night(), language=language)  # type: ignore[arg-type]
        reply = await chat.send(message)
        assert _windows(reply) == [(_MORNING_DATE, "09:00")], (message, _windows(reply))
        [said] = _texts(reply)
        assert "09:00" in said and "23:00" in said, said
        reply.assert_well_formed()


async def test_how_long_at_night_keeps_the_card_and_says_the_first_window() -> None:
    for message, language in (
        ("how long does delivery to salmiya take", "en"),
        ("كم ياخذ التوصيل للسالميه؟", "ar"),
        ("if i order now when will it arrive", "en"),
        ("law 6lbt il7een mata yoo9al", "ar"),
    ):
        chat = Chat(await _night(), customer=True, language=language)  # type: ignore[arg-type]
        reply = await chat.send(message)
        assert "delivery_info" in reply.kinds, (message, reply.kinds)
        assert "delivery_slots" not in reply.kinds, (message, reply.kinds)
        assert any("09:00" in text for text in _texts(reply)), (message, _texts(reply))


async def test_a_place_and_the_earliest_at_night_propose_it_beside_the_first_window() -> None:
    chat = Chat(await _night(), customer=True)
    reply = await chat.send("send it to my work, when is the soonest it can come")
    assert reply.proposed == ["select_address"], reply.proposed
    assert _windows(reply) == [(_MORNING_DATE, "09:00")], _windows(reply)


async def test_now_while_a_window_runs_is_as_before() -> None:
    chat = Chat(await demo_store())  # 09:30 in Kuwait
    reply = await chat.send("can you deliver now")
    assert "delivery_slots" in reply.kinds, reply.kinds
    assert not _texts(reply), _texts(reply)


# 23:34 on a Tuesday in Kuwait, the last window begun
_LATE_EVENING, _NEXT_DATE = datetime(2026, 12, 1, 20, 34, tzinfo=UTC), "2026-12-02"


async def test_a_window_picked_after_an_areas_time_when_an_order_comes_tomorrow() -> None:
    """Late in the evening, the order demo-2 placed comes after midnight, "tomorrow": "no make
    it tomorrow morning 9 to 11" right after an area's delivery time is still that window,
    never the order's status nor a change of the order."""
    store = await seeded_storefront(Clock(_LATE_EVENING))
    for pick, language in (
        ("no make it tomorrow morning 9 to 11", "en"),
        ("لا خلها باجر الصبح من ٩ لين ١١", "ar"),
        ("la 5aleeha bachir min 9 ila 11", "ar"),
    ):
        chat = Chat(store, customer=True, language=language)  # type: ignore[arg-type]
        chat.customer_id, chat.owner = "demo-2", "customer:demo-2"
        await chat.send("how long does delivery to jabriya take")
        reply = await chat.send(pick)
        assert _windows(reply) == [(_NEXT_DATE, "09:00")], (pick, reply.kinds)
        assert "order_status" not in reply.kinds and not reply.proposed, (pick, reply.kinds)
