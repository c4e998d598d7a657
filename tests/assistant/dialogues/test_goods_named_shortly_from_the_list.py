"""Goods of the list just shown named by a short name, over a real socket in English, Gulf
Arabic and Arabizi: beside talk ("looks good", "خلاص") or goods the store does not sell, with
a count said after a question about them, or taken alone ("just the chops then") when the
cart holds none of them, the one product named is proposed, never asked "which one?" of a
list of one, nor read as a thank-you or a change of the cart."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CHOPS = "p-0407"
_NUWAIBI = "p-0504"
_SHAARI = "p-0505"
_MEID = "p-0506"
_WATERMELON = "p-0010"
_KILO = 1  # the fish and the chops are sold by the 1 kg pack


def _lines(turn: Any) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def test_a_shown_one_named_beside_talk_or_goods_not_sold_is_proposed(client: Any) -> None:
    for shown, named, guest, expected in (
        ("any fish under 3 kd a kilo?", "shaari looks nice, put 2 kg", GUEST_A, {_SHAARI: 2}),
        (
            "ابي كيلو ريش وفحم",
            "ماكو فحم؟ اوكي بس الريش وزيد رقي وحده",
            GUEST_B,
            {_CHOPS: _KILO, _WATERMELON: 1},
        ),
        ("3indkom samak ta7t 3 dinar?", "il meid shakla zain, 7ot 2 kilo", GUEST_B, {_MEID: 2}),
        # ...or just offered: the chops proposed, the charcoal not sold
        (
            "حط كيلو ريش وفحم",
            "ماكو فحم؟ عيل الريش بس وزيد رقي وحده",
            GUEST_B,
            {_CHOPS: _KILO, _WATERMELON: 1},
        ),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, named, listed.conversation_id, guest=guest)
        assert _lines(turn) == expected, (named, turn.end["content"])


async def test_a_count_after_a_question_about_the_shown_one_is_its_count(client: Any) -> None:
    for shown, named, guest, expected in (
        ("any fish under 3 kd a kilo?", "the nuwaibi, is it fresh? add 2 kg", GUEST_A, _NUWAIBI),
        ("عندكم سمك تحت ٣ دينار؟", "الميد طازج؟ ضيف ٢ كيلو", GUEST_B, _MEID),
        ("3indkom samak ta7t 3 dinar?", "il meid zain? 7ot 2 kilo", GUEST_B, _MEID),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, named, listed.conversation_id, guest=guest)
        assert _lines(turn) == {expected: 2}, named


async def test_just_the_shown_one_then_is_proposed(client: Any) -> None:
    for shown, named, guest, expected in (
        ("how much are the lamb chops?", "alright, only the chops then", GUEST_A, _CHOPS),
        ("بكم الريش؟", "زين عيل بس الريش", GUEST_B, _CHOPS),
        ("el reesh bkam?", "ok 3ayal bs el reesh", GUEST_B, _CHOPS),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, named, listed.conversation_id, guest=guest)
        assert _lines(turn) == {expected: _KILO}, (named, turn.end["content"])
