"""Thanks with a word of address or slang beside it ("cheers mate", "مشكور يالغالي", "tislam
ya shabab"), stretched ("شكراااا وايد"), or a goodbye for now ("maybe later, thanks", "بجرب
بعدين", "bashoof ba3dain") close the talk: a short warm reply in the shopper's language and
nothing looked up, right after goods shown, a proposal, delivery talk or an order's status;
a proposal still pending stays to confirm. Over a real socket, in English, Gulf Arabic and
Arabizi."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import conversation, kinds, said_after_an_offer
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn

_NOT_UNDERSTOOD = ("couldn't find", "don't have", "didn't", "لم أجد", "ما فهمت", "غير متوفر")


def _closed(turn: Turn, said: str, *, arabic: bool) -> None:
    """A warm word back: no card, no proposal, no look-up, in the shopper's language."""
    assert turn.status == 200
    assert kinds(turn) == ["actions"], (said, kinds(turn))
    assert not turn.of("tool_start"), (said, turn.of("tool_start"))
    reply = turn.end["content"]
    assert is_arabic(reply) == arabic, (said, reply)
    assert not any(words in reply for words in _NOT_UNDERSTOOD), (said, reply)


async def test_thanks_beside_an_address_after_goods_or_delivery_talk(client: Any) -> None:
    for first, thanks, guest in (
        ("show me basmati rice", "cheers mate", GUEST_A),
        ("how much is delivery to hawalli", "thanks a ton buddy", GUEST_A),
        ("what offers do you have", "thnx dude", GUEST_A),
        ("do you deliver to salmiya", "ok thank u so much boss", GUEST_A),
        ("عندكم رز بسمتي؟", "مشكور يالغالي", GUEST_B),
        ("بكم التوصيل لحولي؟", "شكراااا وايد", GUEST_B),
        ("شنو العروض اليوم؟", "طيب تسلمون يا شباب", GUEST_B),
        ("3indkom 3aish?", "tislam ya shabab", GUEST_B),
        ("kam el tawseel 7ag 7awalli?", "zain mashkoreen ya 7abibi", GUEST_B),
        ("show me laban", "you've been really helpful, thanks legend", GUEST_A),
        ("عندكم لبن؟", "الله يعطيك الف عافيه يا بطل", GUEST_B),
        ("3indkom laban?", "mashkoor ma ga9art ya theeb", GUEST_B),
    ):
        *_, turn = await conversation(client, [first, thanks], guest=guest)
        _closed(turn, thanks, arabic=guest == GUEST_B)


async def test_a_goodbye_for_now_is_answered_warmly(client: Any) -> None:
    for first, later, guest in (
        ("show me olive oil", "maybe later, thanks", GUEST_A),
        ("do you have dates", "ok cool, i'll check again tomorrow", GUEST_A),
        ("عندكم زيت زيتون؟", "اوكي بجرب بعدين", GUEST_B),
        ("عندكم تمر؟", "بشوف بعدين مشكور", GUEST_B),
        ("3indkom zait zaitoon?", "ok bashoof ba3dain", GUEST_B),
        ("3indkom tamr?", "5alas barja3 ba3dain, shukran", GUEST_B),
    ):
        *_, turn = await conversation(client, [first, later], guest=guest)
        _closed(turn, later, arabic=guest == GUEST_B)


async def test_thanks_after_a_proposal_leaves_it_to_confirm(client: Any) -> None:
    for offer, thanks, guest in (
        ("add 2 almarai milk", "thanks bro", GUEST_A),
        ("ضيف ٢ حليب المراعي", "تسلم يا اخوي", GUEST_B),
        ("7ot 2 7aleeb almarai", "mashkoor ya 3ami", GUEST_B),
    ):
        turn, confirmed = await said_after_an_offer(client, offer, thanks, guest)
        _closed(turn, thanks, arabic=guest == GUEST_B)
        assert confirmed.status == 200, (thanks, confirmed.json)


async def test_thanks_after_an_orders_status(client: Any) -> None:
    token = customer_token("demo-2")
    for first, thanks, arabic in (
        ("where is my order", "ok thx man", False),
        ("وين طلبي؟", "يعطيك العافيه يا الغالي", True),
        ("wain 6alabi?", "ok tamam mashkoor", True),
    ):
        *_, turn = await conversation(client, [first, thanks], token=token)
        _closed(turn, thanks, arabic=arabic)
