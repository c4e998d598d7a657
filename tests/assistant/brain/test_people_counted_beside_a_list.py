"""A list of goods with a count of the people they are for ("rice, chicken and onions for 4
people", "3eish w dijaj w b9al 7ag 4 ashkha9"): the figure counts
people, so it is never the count of the goods before it."""

from __future__ import annotations

from typing import Literal

from tests.assistant.brain.harness import Chat, demo_store

_SAID: tuple[tuple[Literal["en", "ar"], str], ...] = (
    ("en", "rice, chicken and onions for 4 people"),
    ("ar", "3eish w dijaj w b9al 7ag 4 ashkha9"),
)


async def test_people_counted_after_a_list_are_no_count_of_its_goods() -> None:
    store = await demo_store()
    for language, message in _SAID:
        chat = Chat(store, customer=True, language=language)
        await chat.empty_cart()
        reply = await chat.send(message)
        counts = [item.quantity for m in reply.mutations for item in m.items or ()]
        assert 4 not in counts, (message, counts)
