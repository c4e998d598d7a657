"""Recipes held against a diet or an allergy, over a real socket in English, Gulf Arabic and
Arabizi: asked which recipes suit it, every recipe whose goods' records all keep it is named
and one of them shown, never "none of our recipes fits", and those a silent record leaves
unknown are owned up to; a dish named short with a count and a diet asked of it is answered
from its goods and stays the recipe in view for the cart; and a swap asked for a diet puts
the good named in place of the dish's own line, with both goods' records said."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_HUMMUS = "recipe-hummus"
_MUTABBAL = "recipe-mutabbal"
_SHAWARMA_BOWL = "recipe-chicken-shawarma-bowl"
_TABBOULEH = "recipe-tabbouleh"
# Recipes a bread, a flour or a wheat of makes no gluten-free dish
_WITH_GLUTEN = ("Fattoush", "Tabbouleh", "Lentil Soup", "Shakshuka", "Luqaimat", "Harees")


async def test_the_recipes_that_keep_a_diet_are_named_never_none(client: Any) -> None:
    for message, guest, shown in (
        (
            "hosting a work lunch, one of the team is vegan and avoids gluten. ideas?",
            GUEST_A,
            {_HUMMUS},
        ),
        ("my aunt is coeliac, what recipes of yours could she eat", GUEST_A, {_HUMMUS, _MUTABBAL}),
        ("خالتي عندها حساسية من القمح، شنو الوصفات اللي تناسبها؟", GUEST_B, {_HUMMUS, _MUTABBAL}),
        (
            "marti 3indaha 7asasiya mn el gluten, ay wasfa 3indkum tnasibha?",
            GUEST_B,
            {_HUMMUS, _MUTABBAL},
        ),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert one(turn, "recipe")["recipe"]["_id"] in shown, (message, kinds(turn))
        assert "None of our recipes" not in said and "ولا وصفة" not in said, message
        assert ("Hummus" in said) or ("حمص" in said), (message, said)
        assert not any(dish in said.split(":")[0] for dish in _WITH_GLUTEN), said


async def test_a_silent_record_leaves_a_recipe_unknown_not_suited(client: Any) -> None:
    turn = await send(client, "my son has celiac, which of your recipes are safe", guest=GUEST_A)
    kept, unknown = texts(turn)[:2]
    assert "Machboos" not in kept and "Machboos" in unknown, texts(turn)
    assert "don't say" in unknown, unknown


async def test_a_dish_named_short_with_a_count_and_a_diet_is_answered_then_carted(
    client: Any,
) -> None:
    for said, guest in (
        (
            [
                "ok the shawarma bowl then for 3. my husband is gluten free, is that ok for him",
                "add it to my cart, no bread if it has any",
            ],
            GUEST_A,
        ),
        (["طيب طبق الشاورما حق ٣. زوجي ما ياكل جلوتين، ينفع له؟", "حطه بالسله بدون خبز"], GUEST_B),
    ):
        asked, carted = await conversation(client, said, guest=guest)
        card = one(asked, "recipe")
        assert (card["recipe"]["_id"], card["servings"]) == (_SHAWARMA_BOWL, 3), kinds(asked)
        assert any("Shawarma" in text or "شاورما" in text for text in texts(asked)), texts(asked)
        assert carted.action("add_recipe_to_cart")["items"], (said, kinds(carted))


async def test_a_swap_for_a_diet_puts_the_good_named_in_place_of_the_dishs_own(
    client: Any,
) -> None:
    for said, guest in (
        (["tabbouleh recipe please", "bulgur is wheat right? can i swap it with quinoa"], GUEST_A),
        (["وصفة التبولة لو سمحت", "البرغل فيه جلوتين؟ اقدر ابدله بالكينوا؟"], GUEST_B),
        (["wasfat el tabbouleh", "el burghul feeh gluten? agdar asta5dim quinoa badala?"], GUEST_B),
    ):
        _, swapped = await conversation(client, said, guest=guest)
        answer = " ".join(texts(swapped))
        assert len(names(swapped)) == 1 and "Quinoa" in names(swapped)[0], (said, kinds(swapped))
        assert "Bulgur" not in names(swapped)[0], said
        first = texts(swapped)[0]
        assert first.index("quinoa" if guest == GUEST_A else "الكينوا") < first.index(
            "bulgur" if guest == GUEST_A else "البرغل"
        ), first
        assert ("isn't gluten-free" in answer) or ("مو خالي من الجلوتين" in answer), answer
