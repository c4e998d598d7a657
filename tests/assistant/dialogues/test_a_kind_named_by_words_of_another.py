"""A kind of goods named in words that also name another kind, over a real socket in English,
Gulf Arabic and Arabizi: chocolate milk beside a size is the carton of chocolate milk, never
the milk chocolate bar, and its description after a comma ("the small ones that...") is no
item said not sold; yoghurt asked in a big tub is the yoghurt, not the large bin bags; and
"not white, the brown eggs" of white bread and white eggs changes the eggs alone; and a size
("كبير", "kbeer") finds no goods of the brand named "Al Kabeer"; "garlic sauce" is one kind,
asked of by name, never garlic and a pasta sauce."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CHOCOLATE_MILK, _MILK_CHOCOLATE_BAR, _KIRI_DIPS = "p-1209", "p-1106", "p-1109"
_YOGHURT = "p-0204"
_WHITE_BREAD, _WHITE_EGGS, _BROWN_EGGS = "p-0301", "p-0226", "p-0227"
_NOT_SOLD = ("couldn't find", "ما لقيت", "لم أجد")


def _lines(turn: Any) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def test_chocolate_milk_beside_a_size_is_never_the_milk_chocolate_bar(client: Any) -> None:
    for first, then, guest in (
        ("add kiri dips", "and small chocolate milk please", GUEST_A),
        ("add kiri dips", "and some chocolate milk, the small ones that come six a pack", GUEST_A),
        ("ضيف كيري ديبس", "وحليب بالشوكولاته، الصغير اللي يجي بكرتون", GUEST_B),
        ("7ot kiri dips", "w 7aleeb shokolata il 9ghayyir", GUEST_B),
    ):
        offered = await send(client, first, guest=guest)
        turn = await send(client, then, offered.conversation_id, guest=guest)
        lines = _lines(turn)
        assert _CHOCOLATE_MILK in lines and _KIRI_DIPS in lines, (then, lines)
        assert _MILK_CHOCOLATE_BAR not in lines, (then, lines)
        said = " ".join(texts(turn))
        assert not any(words in said for words in _NOT_SOLD), (then, said)


async def test_yoghurt_asked_in_a_big_tub_is_the_yoghurt(client: Any) -> None:
    for message, guest in (
        ("add a large tub of yoghurt", GUEST_A),
        ("عطني روب علبه كبيره", GUEST_B),
        ("7ot roob 3ilba chbeera", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == {_YOGHURT: 1}, (message, _lines(turn))


async def test_not_white_the_brown_eggs_changes_the_eggs_beside_white_bread(client: Any) -> None:
    for listed, corrected, guest in (
        ("add arabic bread and eggs, the 30 pack", "no wait not white, the brown eggs", GUEST_A),
        ("حط خبز عربي وبيض، الكرتون ام ٣٠", "لا مو الابيض، ابي البيض البني", GUEST_B),
        ("7ot 5ubz 3arabi w bai6, il kartoon 30", "la2 mu il abya6, il bai6 il bunni", GUEST_B),
    ):
        offered = await send(client, listed, guest=guest)
        assert set(_lines(offered)) == {_WHITE_BREAD, _WHITE_EGGS}, (listed, _lines(offered))
        eggs = next(i for i in offered.action()["items"] if i["productId"] == _WHITE_EGGS)
        turn = await send(client, corrected, offered.conversation_id, guest=guest)
        assert set(_lines(turn)) == {_WHITE_BREAD, _BROWN_EGGS}, (corrected, _lines(turn))
        brown = next(i for i in turn.action()["items"] if i["productId"] == _BROWN_EGGS)
        assert brown["variantId"].endswith("-v2") and eggs["variantId"].endswith("-v2"), listed


async def test_a_size_word_finds_no_goods_of_the_brand_it_names(client: Any) -> None:
    for message, guest in (
        ("show me the big brown eggs", GUEST_A),
        ("ابي بيض بني كبير", GUEST_B),
        ("abi bai6 bunni kbeer", GUEST_B),
        ("cham si3r il pepsi il kbeer?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert shown and not any("Kabeer" in name for name in shown), (message, shown)


async def test_a_sauce_named_by_its_food_is_one_kind_asked_of(client: Any) -> None:
    for message, sauce, guest in (
        ("add brown bread and garlic sauce", "garlic sauce", GUEST_A),
        ("ضيف خبز اسمر وصوص ثوم", "صوص ثوم", GUEST_B),
        ("7ot 5ubz asmar w 9o9 thoom", "صوص ثوم", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert any(sauce in text for text in texts(turn)), (message, texts(turn))
