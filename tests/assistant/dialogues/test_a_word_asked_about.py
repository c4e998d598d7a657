"""A word asked about ("what's a kubba", "شنو يعني محلب", "shno ya3ni jareesh"), over a real
socket: a word the assistant does not know is owned up to in the shopper's language, with
what it can do instead: no cards, no proposal, even right after one; a word that is one of
our goods or recipes shows it; and a question of another matter in the same shape stays
declined."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import assert_declined, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_UNKNOWN = ("don't know that word", "ما أعرف هالكلمة")


async def test_a_word_we_do_not_know_is_owned_up_to(client: Any) -> None:
    for message, guest in (
        ("what's a kubba?", GUEST_A),
        ("what does tahdig mean", GUEST_A),
        ("ايش هو الجريش", GUEST_B),
        ("shno ya3ni mahlab", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert any(words in turn.end["content"] for words in _UNKNOWN), (message, turn.end)
        assert is_arabic(turn.end["content"]) == (guest == GUEST_B), message


async def test_a_word_asked_after_a_proposal_changes_no_line(client: Any) -> None:
    offered = await send(client, "add almarai milk", guest=GUEST_A)
    assert offered.action("add_to_cart")
    turn = await send(client, "wait what is a kubba", offered.conversation_id, guest=GUEST_A)
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert any(words in turn.end["content"] for words in _UNKNOWN), turn.end


async def test_a_word_of_our_goods_or_recipes_shows_them(client: Any) -> None:
    spices = await send(client, "whats bzar", guest=GUEST_A)
    assert any("Bzar" in name for name in names(spices)), kinds(spices)
    dish = await send(client, "what is balaleet", guest=GUEST_A)
    assert "recipe" in kinds(dish), kinds(dish)


async def test_another_matter_in_the_same_shape_stays_declined(client: Any) -> None:
    assert_declined(await send(client, "what is the weather", guest=GUEST_A), "w", arabic=False)


async def test_a_word_of_the_stores_own_matters_keeps_its_reading(client: Any) -> None:
    substitution = await send(client, "what is substitution", guest=GUEST_A)
    assert "faq" in kinds(substitution), kinds(substitution)
    for message, guest in (
        ("what is substitution", GUEST_A),
        ("what does pending mean", GUEST_A),
        ("what does dispatched mean", GUEST_A),
        ("شنو هو رقمكم", GUEST_B),
        ("شنو هو عنوانكم", GUEST_B),
        ("شنو هو ايميلكم", GUEST_B),
        ("شو هو اسمك", GUEST_B),
        ("shno ya3ni 5alsan", GUEST_B),
        ("شنو يعني ملغي", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not any(words in turn.end["content"] for words in _UNKNOWN), (message, turn.end)


async def test_a_word_of_a_quality_or_an_occasion_shows_no_goods_for_it(client: Any) -> None:
    for message, guest in (
        ("what is iftar", GUEST_A),
        ("what is suhoor", GUEST_A),
        ("what is ramadan", GUEST_A),
        ("what is fatoor", GUEST_A),
        ("what is fresh", GUEST_A),
        ("what does freshly mean", GUEST_A),
        ("شنو يعني طازج", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, names(turn))
