"""Goods asked for in the words shoppers type, over a real socket in English, Gulf Arabic and
Arabizi: the verb of finding or seeing ("lemme peep", "sort me out with", "تدورلي", "adawer")
is read as the request and never looked for as goods; chips and tea as Kuwait spells them
("جبس", "چاي"), brown bread called "بني" as eggs are; and a price asked in Arabic of goods
one word names, beside the day or the hour, is the store's, where gold's is still not."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_EXACTLY = ("exactly", "بالضبط")
_FIRST = 3


async def _shows(client: Any, message: str, guest: str, goods: str) -> list[str]:
    """The names shown for `message`, the first of them of `goods` (more of the aisle may
    follow), and said to be what was asked, never "not exactly"."""
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, kinds(turn))
    shown = names(turn)
    assert shown and all(goods in name for name in shown[:_FIRST]), (message, shown)
    assert not any(words in turn.end["content"] for words in NOT_EXACTLY), (message, shown)
    return shown


async def test_a_verb_of_finding_or_seeing_is_the_request_not_goods(client: Any) -> None:
    for message, guest, goods in (
        ("lemme peep the labneh", GUEST_A, "Labneh"),
        ("sort me out with some apples", GUEST_A, "Apples"),
        ("i'm after some lentils", GUEST_A, "Lentils"),
        ("ادور هامور", GUEST_B, "Hamour"),
        ("تدورلي على عسل؟", GUEST_B, "Honey"),
        ("dawerli 7aleeb", GUEST_B, "Milk"),
        ("adawer 3ala zabadi", GUEST_B, "Yoghurt"),
    ):
        await _shows(client, message, guest, goods)


async def test_chips_tea_and_brown_bread_in_the_words_of_kuwait(client: Any) -> None:
    for message, guest, goods in (
        ("شنو عندكم من جبس", GUEST_B, "Chips"),
        ("عندكم چاي؟", GUEST_B, "Tea"),
        ("abi jibs lays", GUEST_B, "Chips"),
    ):
        await _shows(client, message, guest, goods)
    for message, guest in (
        ("any brown toast?", GUEST_A),
        ("عندكم توست بني؟", GUEST_B),
        ("abi 5obz bunni", GUEST_B),
    ):
        shown = await _shows(client, message, guest, "Bread")
        assert "Brown" in shown[0], (message, shown)


async def test_a_price_asked_in_arabic_beside_the_day_is_ours(client: Any) -> None:
    for message, goods in (
        ("كم سعر الموز اليوم", "Bananas"),
        ("سعر الهامور اليوم؟", "Hamour"),
        ("bkam el ra8i el yom", "Watermelon"),
    ):
        await _shows(client, message, GUEST_B, goods)
    assert_declined(await send(client, "كم سعر الذهب اليوم", guest=GUEST_B), "gold", arabic=True)


async def test_goods_asked_to_be_given_are_the_goods_not_the_cart(client: Any) -> None:
    for message, guest in (("عطني چاي", GUEST_B), ("3a6ni chai", GUEST_B), ("عطني شاي", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert "cart_summary" not in kinds(turn), (message, kinds(turn))
        if "products" in kinds(turn):  # the teas to pick from
            assert "Tea" in names(turn)[0], (message, names(turn))
        else:  # or the one tea proposed
            assert "cart_action" in kinds(turn), (message, kinds(turn))
    total = await send(client, "عطني المجموع", guest=GUEST_B)
    assert "cart_summary" in kinds(total), kinds(total)


async def test_more_chat_verbs_of_seeing_and_finding(client: Any) -> None:
    for message, goods in (
        ("pull up the halloumi for me", "Halloumi"),
        ("hit me up with some chips", "Chips"),
        ("tryna find tahini", "Tahina"),
    ):
        await _shows(client, message, GUEST_A, goods)
    for message in ("ودي باجلا", "عندكم باقلا؟"):
        turn = await send(client, message, guest=GUEST_B)
        shown = names(turn)
        assert shown and all("Fava" in n or "Foul" in n for n in shown[:2]), (message, shown)


async def test_work_asked_to_be_found_is_still_declined(client: Any) -> None:
    """The verb of finding read as the request keeps work sought another matter: no search."""
    for message, guest, arabic in (
        ("dawerli sha8al law sama7t", GUEST_B, True),
        ("dawirli 3ala sha8la", GUEST_B, True),
        ("تدورلي على شغل؟", GUEST_B, True),
        ("i'm on the hunt for a job", GUEST_A, False),
    ):
        assert_declined(await send(client, message, guest=guest), message, arabic=arabic)


async def test_the_sum_asked_to_be_given_is_the_carts(client: Any) -> None:
    """ "Give me" said of the sum the cart comes to, in whichever word, still shows the cart."""
    for message, guest in (
        ("عطني المبلغ كامل", GUEST_B),
        ("3a6ni il mablagh lo sama7t", GUEST_B),
        ("give me the cost pls", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
