"""Goods asked free of an allergen or for a diet, over a real socket in English, Gulf Arabic
and Arabizi: every snack whose record holds none of the allergen is shown, whoever the
snacks are said to be for, and those whose allergens the store does not state are named
apart, never shown as free of it; goods said to hold none ("ma fiha nuts") are the same
need; a diabetic's "what do you have without sugar that suits her" shows the sugar-free
goods, and so does diabetes only told of, with no goods named ("خالتي مريضة سكر", "my
grandpa is diabetic"), never declined as another matter; and "stuff with no gluten" shows the foods that are gluten-free."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_HOLDING_NUTS = ("Hazelnut", "Baklava", "بندق", "بقلاوة")
_UNSTATED = ("Salt & Vinegar", "بالملح والخل")


async def test_snacks_free_of_nuts_are_all_shown_and_unstated_ones_named(client: Any) -> None:
    for message, guest in (
        (
            "my son's class is having a party and two kids have nut allergies, which snacks?",
            GUEST_A,
        ),
        ("packing snacks for a picnic, no nuts please", GUEST_A),
        ("ابي سناكات بدون مكسرات حق رحلة المدرسة", GUEST_B),
        ("wildi 3inda 7asasiya mukassarat, 3indkum snacks ma fiha nuts?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert len(shown) >= 6, (message, shown)
        assert not any(word in name for name in shown for word in _HOLDING_NUTS), (message, shown)
        said = " ".join(texts(turn))
        assert any(word in said for word in _UNSTATED), (message, texts(turn))
        assert not any(word in name for name in shown for word in _UNSTATED), (message, shown)


async def test_chips_said_to_hold_none_keep_the_allergen_away(client: Any) -> None:
    turn = await send(client, "3indkum chips ma fiha nuts? 3indi 7asasiya", guest=GUEST_B)
    shown = names(turn)
    assert shown, kinds(turn)
    assert not any(word in name for name in shown for word in _UNSTATED), shown
    assert any(word in " ".join(texts(turn)) for word in _UNSTATED), texts(turn)


async def test_a_diabetics_sugar_free_goods_and_a_coeliacs_gluten_free_ones(client: Any) -> None:
    for message, guest in (
        ("جدتي عندها سكر، شنو عندكم بدون سكر يصلح لها؟", GUEST_B),
        ("my roommate is celiac and i want to buy some stuff without gluten", GUEST_A),
        ("my housemate can't have gluten, any things with no gluten?", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert len(names(turn)) >= 4, (message, kinds(turn), texts(turn))


async def test_diabetes_told_of_with_no_goods_named_shows_the_sugar_free_goods(
    client: Any,
) -> None:
    for message, guest in (
        ("my grandpa is diabetic, anything he can take?", GUEST_A),
        ("خالتي مريضة سكر", GUEST_B),
        ("عمي عنده السكري", GUEST_B),
        ("3indkum shi bidoon sukkar 7ag mareedh sukkari", GUEST_B),
        ("5alti 3indaha sukkar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = products(turn)
        assert shown, (message, kinds(turn), texts(turn))
        assert all({"sugar_free", "no_added_sugar"} & set(card["dietary"]) for card in shown), (
            message,
            [card["dietary"] for card in shown],
        )


async def test_whether_a_diabetic_at_home_may_eat_a_food_stays_a_doctors_question(
    client: Any,
) -> None:
    """One at home told of as diabetic, then whether they may eat a food or what it does to
    them: the doctor's to answer, declined as before, never a search said to find nothing."""
    for message, guest in (
        ("my grandma has diabetes, should she stop eating bread?", GUEST_A),
        ("عمتي عندها سكري، هل التمر يضرها؟", GUEST_B),
        ("zoji 3inda sukkar, y9eer yakil 3asal?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, kinds(turn), texts(turn))
        reply = turn.end["content"]
        assert "shopping" in reply or "التسوق" in reply, (message, reply)


async def test_a_need_laid_down_after_a_list_keeps_that_list_to_it(client: Any) -> None:
    """ "nothing with gluten" after a breakfast list is no order asked after, nor someone's
    health: the list kept to the need, signed in or not."""
    for first, rule, guest in (
        (
            "i need breakfast things for this week",
            "my housemate is coeliac, nothing with gluten",
            GUEST_A,
        ),
        ("show me breakfast stuff", "my son can't have gluten", GUEST_A),
        ("ابي اغراض ريوق", "اختي ما تاكل جلوتين", GUEST_B),
        ("abi ashya2 lil re6oog", "o5ti ma takil gluten", GUEST_B),
    ):
        listed = await send(client, first, guest=guest)
        turn = await send(client, rule, listed.conversation_id, guest=guest)
        assert "error" not in kinds(turn), (rule, kinds(turn))
        shown = products(turn)
        assert shown and all("gluten" not in card.get("allergens", []) for card in shown), (
            rule,
            kinds(turn),
        )
