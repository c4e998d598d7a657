"""Goods talked of and nothing asked, over a real socket in English, Gulf Arabic and Arabizi:
a dislike, plenty at home, another person's word, goods bought at another shop, thanks for
goods that came, a want denied for the days to come, goods let go that were never offered,
a question of what happens if, and a clause told beside another matter are answered in
words, with no product card and no cart change offered; while goods asked for in a way one
may ask ("can i get ... delivered", "lamb for grilling", "what olive oil you have") are
still shown, and goods of the cart let go are still taken out."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

_ACTS = {"products", "product_detail", "cart_action"}


def _acts(turn: Turn) -> set[str]:
    assert turn.status == 200
    return _ACTS & set(kinds(turn))


async def test_goods_told_of_are_answered_in_words(client: Any) -> None:
    for message, guest in (
        ("i hate coriander it tastes like soap", GUEST_A),
        ("my kids dont like the taste of goat milk", GUEST_A),
        ("ive got plenty of rice at home", GUEST_A),
        ("my neighbour says your chicken is cheaper than carrefour", GUEST_A),
        ("i bought the coffee from another shop this time", GUEST_A),
        ("finished the olive oil but ill get it from the coop later", GUEST_A),
        ("اكره الكزبره", GUEST_B),
        ("عندنا رز وايد بالبيت", GUEST_B),
        ("جارتي تقول دجاجكم ارخص من كارفور", GUEST_B),
        ("بطلنا نشرب بيبسي", GUEST_B),
        ("akrah el kozbara", GUEST_B),
        ("3indna ba9al wayed", GUEST_B),
        ("3yali ma y7boon 7aleeb el ma3z", GUEST_B),
        ("ummi tgool dijajkum ar5a9", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _acts(turn), (message, kinds(turn))
        assert turn.end["content"], message


async def test_thanks_for_goods_that_came_is_a_kind_word_back(client: Any) -> None:
    for message, guest, glad in (
        ("the avocados were perfect thanks", GUEST_A, "glad"),
        ("thanks the strawberries were really sweet last time", GUEST_A, "glad"),
        ("الافوكادو كان مضبوط مشكورين", GUEST_B, "الحمدلله"),
        ("el mango ely wa9alna yjanin", GUEST_B, "الحمدلله"),
    ):
        turn = await send(client, message, guest=guest)
        assert not _acts(turn), (message, kinds(turn))
        assert glad in turn.end["content"], (message, turn.end["content"])


async def test_a_want_denied_for_days_to_come_changes_nothing(client: Any) -> None:
    for add, denied, guest in (
        ("add bananas", "i won't need bananas this week we are traveling", GUEST_A),
        ("ضيف موز", "ما راح احتاج موز كم يوم مسافرين", GUEST_B),
        ("zeed moz", "ma ra7 a7taj moz kam yom msafreen", GUEST_B),
    ):
        offered = await send(client, add, guest=guest)
        confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert confirmed.status == 200, confirmed.json
        turn = await send(client, denied, guest=guest)
        assert not _acts(turn), (denied, kinds(turn))


async def test_goods_let_go_with_nothing_of_them_offered_are_left_out(client: Any) -> None:
    for message, guest in (
        ("forget the cheese, never mind", GUEST_A),
        ("never mind the bread", GUEST_A),
        ("انسى الجبن", GUEST_B),
        ("insa el jibin", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _acts(turn), (message, kinds(turn))
        assert "handoff" not in kinds(turn), message
        assert "I'll leave that out" in turn.end["content"] or "خليناه" in turn.end["content"]
    offered = await send(client, "add almarai milk", guest=GUEST_A)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_A)
    assert confirmed.status == 200, confirmed.json
    taken_out = await send(client, "skip the milk", guest=GUEST_A)
    assert taken_out.action("remove_cart_item"), kinds(taken_out)


async def test_what_happens_if_asks_a_rule_not_goods(client: Any) -> None:
    for message, guest in (
        ("what if the eggs break on the way", GUEST_A),
        ("شيصير اذا الحليب خلص بعد ما اطلب", GUEST_B),
        ("shu ysir eza el 7aleeb 5ala9 ba3d ma a6lub", GUEST_B),
        ("why does the app show the tomato price different from the shelf", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert not _acts(turn), (message, kinds(turn))


async def test_a_clause_told_beside_another_matter_shows_nothing(client: Any) -> None:
    for message, guest in (
        ("my roses are dying, too much water maybe", GUEST_A),
        ("my plant is dying, too much salt in the soil", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert not _acts(turn), (message, kinds(turn))


async def test_goods_asked_for_in_other_words_are_shown(client: Any) -> None:
    for message, guest in (
        ("can i get strawberries delivered", GUEST_A),
        ("any lamb for grilling", GUEST_A),
        ("fish for frying", GUEST_A),
        ("show me what olive oil you have", GUEST_A),
        ("ممكن اطلب رقي", GUEST_B),
        ("mumkin a6lub rgi", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), (message, kinds(turn))
        assert "handoff" not in kinds(turn), message
