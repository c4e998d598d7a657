"""Recipes as the shopper speaks of them, over a real socket: a dish liked and wanted whole
("shakshuka sounds good, put everything for it in the cart") is its ingredients; "add the
hummus stuff" after ideas is the hummus recipe's goods, not the tin; a diet said once holds the
ideas and "is mutabbal ok for her?" to it, from the ingredients' records; "how long does the
dough rise" is the recipe's own step; and a long day's "got off work" is no complaint."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_THAT_DISH = ("closest", "أقرب", "Did you mean", "تقصد")
# The store's vegan recipes, by the names a chip shows in either language
VEGAN_DISHES = (
    "Fattoush", "Tabbouleh", "Lentil Soup", "Hummus", "فتوش", "تبولة", "شوربة عدس", "حمص",
)  # fmt: skip


async def test_a_dish_liked_and_wanted_whole_is_its_ingredients(client: Any) -> None:
    for message, guest, dish in (
        ("shakshuka sounds good can you put everything for it in the cart", GUEST_A, "shakshuka"),
        ("the lentil soup looks great, add all of it to my cart", GUEST_A, "lentil-soup"),
        ("hummus sounds perfect, add the ingredients please", GUEST_A, "hummus"),
        ("fattoush sounds nice, put all the ingredients in my cart", GUEST_A, "fattoush"),
        ("الشكشوكه حلوه، حط كل مكوناتها بالسله", GUEST_B, "shakshuka"),
        ("شوربة العدس ممتازه، ضيف مكوناتها", GUEST_B, "lentil-soup"),
        ("التبوله لذيذه، ضيف كل مكوناتها للسله", GUEST_B, "tabbouleh"),
        ("el shakshoka 7elwa, 7ot el mukawinat bil sala", GUEST_B, "shakshuka"),
        ("el tabbouleh 7elwa, 7ot kil el mukawinat", GUEST_B, "tabbouleh"),
    ):
        turn = await send(client, message, guest=guest)
        params = turn.action("add_recipe_to_cart")["params"]
        assert params["recipeId"] == f"recipe-{dish}", (message, kinds(turn))
        assert not any(word in turn.end["content"] for word in NOT_THAT_DISH), message


async def test_a_dish_the_store_has_no_recipe_for_is_still_owned_up_to(client: Any) -> None:
    for message, guest in (
        ("biryani sounds good, add everything for it", GUEST_A),
        ("البرياني حلو، ضيف مكوناته", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_the_stuff_of_a_recipe_offered_is_its_ingredients(client: Any) -> None:
    for ideas, stuff, guest, dish in (
        ("what can i cook tonight", "ok add the hummus stuff", GUEST_A, "hummus"),
        ("what can i cook tonight", "add the lentil soup ingredients", GUEST_A, "lentil-soup"),
        ("dinner ideas?", "put the fattoush stuff in", GUEST_A, "fattoush"),
        ("شو اطبخ اليوم", "الحمص زين، ضيف اغراضه", GUEST_B, "hummus"),
        ("شو اطبخ اليوم", "ضيف اغراض الفتوش", GUEST_B, "fattoush"),
        ("abi afkar 3asha", "7ot ghrad el hummus", GUEST_B, "hummus"),
        ("abi afkar 3asha", "7ot ghrad el fattoush", GUEST_B, "fattoush"),
    ):
        shown = await send(client, ideas, guest=guest)
        turn = await send(client, stuff, shown.conversation_id, guest=guest)
        params = turn.action("add_recipe_to_cart")["params"]
        assert params["recipeId"] == f"recipe-{dish}", (stuff, kinds(turn))


async def test_a_product_asked_for_stays_the_product(client: Any) -> None:
    for first, then, guest, named in (
        ("show me hummus", "add the hummus", GUEST_A, "Hummus"),
        ("any canned hummus?", "add the hummus", GUEST_A, "Hummus"),
    ):
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert named in line["product"]["name"], then


async def test_a_diet_said_once_holds_the_ideas_and_the_question_after(client: Any) -> None:
    for ideas, asked, guest, yoghurt in (
        (
            "my friend is vegan and coming for lunch, what mezze can i make",
            "is mutabbal ok for her?",
            GUEST_A,
            "Yoghurt",
        ),
        (
            "my brother is vegan, what can i cook for dinner",
            "can he eat the mutabbal",
            GUEST_A,
            "Yoghurt",
        ),
        ("ربيعتي نباتيه صرف، شنو اسوي لها غدا", "المتبل ينفع لها؟", GUEST_B, "زبادي"),
        ("اختي فيغن، شنو اطبخ لها عشا", "المتبل يناسبها؟", GUEST_B, "زبادي"),
        ("rabee3ti vegan, shno asawi 7agha 3asha", "el mutabbal yinfa3 7agha?", GUEST_B, "زبادي"),
    ):
        shown = await send(client, ideas, guest=guest)
        first = one(shown, "recipe")["recipe"]["name"]
        assert any(dish in first for dish in VEGAN_DISHES), (ideas, first)
        assert not any("Mutabbal" in c or "متبل" in c for c in chip_labels(shown)), ideas
        answer = await send(client, asked, shown.conversation_id, guest=guest)
        said = " ".join(texts(answer))
        assert yoghurt in said, (asked, said)
        assert "cart_action" not in kinds(answer), asked


async def test_a_dish_asked_of_a_diet_is_answered_from_its_ingredients(client: Any) -> None:
    for message, guest, fits, named in (
        ("is the shakshuka vegan?", GUEST_A, False, "Eggs"),
        ("is the lentil soup vegan", GUEST_A, True, "Lentil Soup"),
        ("my son has a nut allergy, is the luqaimat safe for him", GUEST_A, True, "Luqaimat"),
        ("is fattoush ok for a vegetarian", GUEST_A, True, "Fattoush"),
        ("الشكشوكه تنفع للنباتي الصرف؟", GUEST_B, False, "بيض"),
        ("shakshoka tnfa3 lil vegan?", GUEST_B, False, "Eggs|بيض"),
        ("el 7ummus bil 6a7eena yinfa3 lil vegan?", GUEST_B, True, "Hummus|حمص"),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join(texts(turn))
        assert any(name in said for name in named.split("|")), (message, said)
        assert ("isn't" in said or " مو " in said) is not fits, (message, said)


async def test_a_diet_said_then_a_dish_with_what_breaks_it(client: Any) -> None:
    for said, asked, guest, breaker in (
        ("my sister is celiac", "is the pasta bechamel ok for her", GUEST_A, "Penne"),
        ("اختي عندها حساسية جلوتين", "الباستا بالبشاميل تنفع لها؟", GUEST_B, "بيني"),
    ):
        first = await send(client, said, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        assert breaker in " ".join(texts(turn)), (asked, texts(turn))


async def test_a_recipes_own_step_answers_how_long_it_takes(client: Any) -> None:
    for recipe, asked, guest, minutes in (
        ("luqaimat recipe", "how long does the dough need to rise?", GUEST_A, "45"),
        ("mutabbal recipe", "how long do i char the eggplants", GUEST_A, "25"),
        ("luqaimat recipe", "how many minutes for the batter to rise", GUEST_A, "45"),
        ("وصفة لقيمات", "كم دقيقة العجينة تختمر؟", GUEST_B, "٤٥"),
        ("ابي اطبخ لقيمات", "كم تاخذ العجينه وقت عشان تختمر", GUEST_B, "٤٥"),
        ("salam, abi asawi lgaimat lil 3yal", "kam da8ee8a el 3ajeena t5tamer?", GUEST_B, "٤٥"),
        ("wasfat lgaimat", "el 3ajeena kam ta5ith wagt t5tamer", GUEST_B, "٤٥"),
        ("chicken machboos recipe", "how long do i simmer the chicken", GUEST_A, "40"),
        # another dish shown since: the step only one recipe of the store has
        ("harees recipe", "how long does the luqaimat dough rise", GUEST_A, "45"),
        ("وصفة هريس", "كم دقيقة العجينة تختمر؟", GUEST_B, "٤٥"),
        ("wasfat harees", "kam da8ee8a el 3ajeena t5tamer?", GUEST_B, "٤٥"),
    ):
        shown = await send(client, recipe, guest=guest)
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        said = " ".join(texts(turn))
        assert minutes in said, (asked, said)
        assert "bone" not in said and "بالعظم" not in said, (asked, said)


async def test_a_food_no_step_names_keeps_its_usual_time(client: Any) -> None:
    for recipe, asked, guest, food in (
        ("harees recipe", "how long to cook chicken breast?", GUEST_A, "Chicken breast"),
        ("chicken machboos recipe", "how long to cook chicken breast?", GUEST_A, "breast"),
        ("balaleet recipe", "how long do the vermicelli boil", GUEST_A, "Vermicelli"),
        ("وصفة هريس", "كم ياخذ الرز وقت؟", GUEST_B, "الرز"),
    ):
        shown = await send(client, recipe, guest=guest)
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        assert food in " ".join(texts(turn)), (asked, texts(turn))


async def test_a_long_day_is_no_complaint_but_food_gone_off_is(client: Any) -> None:
    for message, guest in (
        (
            "hi just got off a 12 hour shift and i need something quick for dinner for me and"
            " my husband nothing complicated please",
            GUEST_A,
        ),
        ("just got off work and i'm starving, something quick for dinner?", GUEST_A),
        ("got off early today, what should i cook", GUEST_A),
        ("day off tomorrow, any ideas for a family lunch", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" in kinds(turn), (message, kinds(turn))
        assert "Sorry" not in turn.end["content"], message
    for message in ("the milk was off when it came", "the chicken smelled off, it went off"):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" not in kinds(turn), message
        assert "sorry" in turn.end["content"].lower(), (message, turn.end["content"])
