"""Goods counted and asked for as a favour or a wish are proposed ("could i get 2 kdd laban",
"ممكن تضيف لي زوز لبن كي دي دي", "widdi 2 laban kdd"); a count asked about is shown; a new
count or kind said right after an offer changes it ("bas wa7d", "بس واحد", "no make it the low
fat one", "5aleh kdd"); a brand of unlike goods is asked about, never guessed; whether goods
are needed, and what came against what was ordered, propose nothing. Over a real socket, in
English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(item["product"]["name"], item["quantity"]) for item in turn.action()["items"]]


@pytest.mark.parametrize(
    ("message", "guest", "wanted"),
    [
        ("could i get 2 kdd laban", GUEST_A, ("KDD Fresh Laban", 2)),
        ("I need 3 loaves of white toast bread", GUEST_A, ("KFMB White Sliced Toast Bread", 3)),
        ("ممكن تضيف لي زوز لبن كي دي دي", GUEST_B, ("KDD Fresh Laban", 2)),
        ("ودي ٣ حليب نادك", GUEST_B, ("Nadec Full Fat Fresh Milk", 3)),
        ("widdi 2 laban kdd", GUEST_A, ("KDD Fresh Laban", 2)),
        ("mumkin 3 7aleeb nadec", GUEST_B, ("Nadec Full Fat Fresh Milk", 3)),
    ],
)
async def test_goods_counted_as_a_favour_or_a_wish_are_proposed(
    client: Any, message: str, guest: str, wanted: tuple[str, int]
) -> None:
    turn = await send(client, message, guest=guest)
    assert _lines(turn) == [wanted], (message, turn.end["content"])


async def test_a_counted_favour_of_a_kind_the_customer_buys_is_theirs(client: Any) -> None:
    token = customer_token("demo-1")  # who buys Tilda's pure basmati
    turn = await send(client, "could i get 3 bags of rice", token=token)
    assert _lines(turn) == [("Tilda Pure Basmati Rice", 3)], turn.end["content"]
    # a count only asked about, or a pack named after the thing, is shown
    for message, guest in (
        ("do you have 2 kg rice", GUEST_A),
        ("عندكم ٢ لتر حليب؟", GUEST_B),
        ("3ndkom 2 kilo ruz?", GUEST_A),
        ("ابي بيض ٣٠ حبه", GUEST_B),
    ):
        shown = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(shown) and names(shown), message


@pytest.mark.parametrize(
    ("offer", "count", "guest"),
    [
        ("add 3 kdd laban", "just 1", GUEST_A),
        ("ضيف ٣ لبن كي دي دي", "بس واحد", GUEST_B),
        ("7ot 3 laban kdd", "bas wa7d", GUEST_A),
    ],
)
async def test_just_that_many_right_after_an_offer_is_its_new_count(
    client: Any, offer: str, count: str, guest: str
) -> None:
    offered = await send(client, offer, guest=guest)
    assert _lines(offered) == [("KDD Fresh Laban", 3)]
    changed = await send(client, count, offered.conversation_id, guest=guest)
    assert _lines(changed) == [("KDD Fresh Laban", 1)], count


@pytest.mark.parametrize(
    ("offer", "change", "guest", "wanted"),
    [
        ("add 2 almarai milk", "no make it the low fat one", GUEST_A, "Almarai Low Fat Fresh Milk"),
        ("add 2 almarai laban", "change to kdd", GUEST_A, "KDD Fresh Laban"),
        ("ضيف ٢ بيبسي", "خلها دايت", GUEST_B, "Diet Pepsi Cans"),
        ("7ot 2 laban almarai", "5aleh kdd", GUEST_B, "KDD Fresh Laban"),
    ],
)
async def test_a_kind_named_for_the_offer_replaces_it_with_the_count_kept(
    client: Any, offer: str, change: str, guest: str, wanted: str
) -> None:
    offered = await send(client, offer, guest=guest)
    changed = await send(client, change, offered.conversation_id, guest=guest)
    assert _lines(changed) == [(wanted, 2)], (change, changed.end["content"])


async def test_two_said_the_gulf_way_counts_two(client: Any) -> None:
    for message, guest, wanted in (
        ("ضيف زوز خبز عربي", GUEST_B, "KFMB White Arabic Bread"),
        ("7ot zooz laban kdd", GUEST_A, "KDD Fresh Laban"),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == [(wanted, 2)], message


async def test_a_brand_of_unlike_goods_is_asked_about_and_salt_is_the_salted(client: Any) -> None:
    coffee = await send(client, "add abu auf coffee", guest=GUEST_A)
    assert "cart_action" not in kinds(coffee)
    assert set(names(coffee)) == {
        "Abu Auf Turkish Coffee with Cardamom",
        "Abu Auf Arabic Coffee with Cardamom & Saffron",
    }
    for message, guest in (
        ("add lays salt", GUEST_A),
        ("ضيف ليز ملح", GUEST_B),
        ("7ot lays mil7", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == [("Lay's Salted Potato Chips", 1)], message


async def test_whether_a_recipes_goods_are_needed_or_stocked_proposes_nothing(
    client: Any,
) -> None:
    for recipe, question, guest in (
        ("recipe for lentil soup", "do i need all of it", GUEST_A),
        ("recipe for lentil soup", "do you have all the ingredients", GUEST_A),
        ("وصفة شوربة العدس", "لازم كل المكونات؟", GUEST_B),
        ("wasfat shorbat 3ads", "a7taj kil el mkwnat?", GUEST_B),
    ):
        shown = await send(client, recipe, guest=guest)
        turn = await send(client, question, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (question, kinds(turn))


async def test_what_came_against_what_was_ordered_is_a_complaint(client: Any) -> None:
    for message, guest in (
        ("I ordered 3 laban but only got 2", GUEST_A),
        ("you charged me for 3 milk but i only got 2", GUEST_A),
        ("طلبت ٣ لبن ووصلني ٢", GUEST_B),
        ("6alabt 3 laban w wsalni 2", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), message
