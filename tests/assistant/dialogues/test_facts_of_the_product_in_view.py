"""A food's facts asked of the product the conversation is on, by "they", "them", "it" and
nothing named, over a real socket: what it holds ("wait do they have egg in them" after the
croissants were offered), how to keep it ("can i freeze them" after the chicken, "كم يقعد
بالثلاجه؟ ولا افرزه" after the zubaidi) and how to cook it ("how do i cook it" after the
quinoa), in English, Gulf Arabic and Arabizi. The store's own questions in the same shape
("how long does it take to arrive", "كيف اسوي طلب؟") stay the store's."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send

_CROISSANTS = "p-0310"


async def _after(client: Any, first: str, then: str) -> Any:
    guest = uuid.uuid4().hex
    shown = await send(client, first, guest=guest)
    return await send(client, then, shown.conversation_id, guest=guest)


async def test_what_the_product_just_offered_or_shown_holds_is_its_label(client: Any) -> None:
    for first, then in (
        ("also add croissants", "wait do they have egg in them"),
        ("also add croissants", "do they have egg in them"),
        ("show me croissants", "is there egg in them"),
        ("also add croissants", "do the croissants have egg in them"),
        ("ضيف كرواسون", "فيهم بيض؟"),
        ("ضيف كرواسون", "لحظه فيهم بيض؟"),
        ("7ot croissant", "feehum bai9?"),
        ("3indkom croissant?", "feehum bai6?"),
    ):
        turn = await _after(client, first, then)
        said = " ".join(texts(turn))
        assert "egg" in said or "بيض" in said, (then, turn.end["content"], said)
        assert "cart_action" not in kinds(turn), then
        shown = [b["product"]["_id"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        shown += [
            p["_id"] for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]
        ]
        assert shown == [_CROISSANTS], (then, shown)


async def test_what_was_just_offered_is_asked_of_before_the_list_shown(client: Any) -> None:
    for steps in (
        ("ok which laban is cheapest", "also add croissants", "wait do they have egg in them"),
        ("عندكم لبن؟", "ضيف كرواسون", "فيهم بيض؟"),
        ("3indkom laban?", "7ot croissant", "feehum bai6?"),
    ):
        guest = uuid.uuid4().hex
        turn = await send(client, steps[0], guest=guest)
        for message in steps[1:]:
            turn = await send(client, message, turn.conversation_id, guest=guest)
        cards = [
            p["_id"] for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]
        ]
        assert cards == [_CROISSANTS], (steps, cards)


async def test_how_to_keep_the_product_in_view_is_its_kinds_advice(client: Any) -> None:
    for first, then, words in (
        ("add 2 chicken breast", "can i freeze them", ("chicken",)),
        ("show me salmon", "how long does it last in the fridge", ("fish",)),
        ("عندكم زبيدي اليوم؟", "كم يقعد بالثلاجه؟ ولا افرزه", ("السمك",)),
        ("ابي دجاج", "اقدر افرزه؟", ("الدجاج",)),
        ("3indkom zubaidi?", "kam yg3ad bil thallaja? wala afrizah", ("السمك",)),
        ("3indkom 7aleeb kdd?", "a7i6a bil freezer?", ("الحليب",)),
    ):
        turn = await _after(client, first, then)
        said = " ".join(texts(turn))
        assert any(word in said for word in words), (then, turn.end["content"], said)
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), then


async def test_a_dish_cooked_at_home_keeps_as_cooked_food(client: Any) -> None:
    for message, words in (
        ("how long does cooked harees keep in the fridge", ("Cooked food",)),
        ("اللحم المطبوخ كم يقعد بالثلاجه", ("الأكل المطبوخ",)),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        said = " ".join(texts(turn))
        assert any(word in said for word in words), (message, said)


async def test_how_to_cook_the_product_in_view_is_its_cooking_time(client: Any) -> None:
    for first, then, words in (
        ("do you have quinoa", "how do i cook it", ("Quinoa",)),
        ("show me hamour", "how long do i grill it", ("Fish",)),
        ("add 2 chicken breast", "how should i cook them", ("hicken",)),
        ("عندكم كينوا؟", "شلون اطبخها؟", ("الكينوا",)),
        ("ابي عدس احمر", "شلون اطبخه؟", ("العدس",)),
        ("3indkom quinoa?", "shlon a6ba5ha?", ("الكينوا",)),
        ("abi 3adas a7mar", "kaif a6ba5ah", ("العدس",)),
    ):
        turn = await _after(client, first, then)
        said = " ".join(texts(turn))
        assert any(word in said for word in words), (then, turn.end["content"], said)
        assert "cart_action" not in kinds(turn), then


async def test_the_stores_own_questions_in_that_shape_are_not_a_foods(client: Any) -> None:
    for first, then in (
        ("add quinoa", "how long does it take to arrive"),
        ("عندكم كينوا؟", "كيف اسوي طلب؟"),
        ("3indkom ruz?", "kaif asawi sign in"),
        ("show me milk", "make it 2"),
    ):
        turn = await _after(client, first, then)
        said = " ".join(texts(turn))
        assert "Quinoa" not in said and "الكينوا" not in said and "الرز" not in said, (then, said)
        assert "minutes" not in said and "دقيقة" not in said, (then, said)


async def test_nutrients_asked_of_the_product_in_view_are_its_own(client: Any) -> None:
    """ "كم فيه سعرات وسكر" right after the juice with no added sugar: the juice's figures (or
    that its record has none), never white sugar's, whose name the word "وسكر" holds."""
    for first, then in (
        ("عصير بدون سكر مضاف", "كم فيه سعرات وسكر"),
        ("juice with no added sugar", "how many calories and sugar in it"),
        ("3aseer bdoon sukkar mudaf", "kam feeh calories w sukkar"),
    ):
        turn = await _after(client, first, then)
        [detail] = [b for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        assert "Juice" in detail["product"]["name"], (then, detail["product"]["name"])
        assert "cart_action" not in kinds(turn), then
