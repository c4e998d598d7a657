"""Kitchen questions over a real socket, in English, Gulf Arabic and Arabizi: meal ideas are
the store's own recipes that fit the wish, cooking times and keeping advice come as a text
card (a recipe's own minutes when the store has it), substitutes show what the store sells,
and a food no table knows is owned up to, with no cards and nothing proposed."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, kinds, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import Turn, send

RECIPES_EN = {
    "Chicken Machboos",
    "Harees",
    "Mutabbal",
    "Fattoush",
    "Tabbouleh",
    "Shakshuka",
    "Lentil Soup",
    "Hummus",
    "Chicken Shawarma Bowl",
    "Balaleet",
    "Luqaimat",
    "Pasta Bechamel",
    "Murabyan (Kuwaiti Shrimp Rice)",
}


def nothing_done(turn: Turn) -> bool:
    return not {"error", "cart_action", "products", "handoff"} & set(kinds(turn))


async def test_meal_ideas_are_the_store_recipes_that_fit(client: Any) -> None:
    for message, fitting in (
        ("tell me what to make for dinner", None),
        ("what should I make for dinner", None),
        ("something with chicken", {"Chicken Machboos", "Chicken Shawarma Bowl"}),
        ("quick lunch ideas", {"Fattoush", "Tabbouleh"}),
        ("iftar ideas", None),
    ):
        turn = await send(client, message, guest=GUEST_A)
        labels = chip_labels(turn)
        assert labels and set(labels) <= RECIPES_EN, (message, labels)
        assert nothing_done(turn), (message, kinds(turn))
        assert "don't have" not in turn.end["content"], message
        if fitting is not None:
            assert set(labels) == fitting, (message, labels)
    iftar = await send(client, "iftar ideas", guest=GUEST_A)
    assert "Chicken Machboos" not in chip_labels(iftar)  # a lunch dish, not an iftar idea


async def test_a_cuisine_the_store_only_comes_close_to_is_said_so(client: Any) -> None:
    turn = await send(client, "something italian", guest=GUEST_A)
    assert chip_labels(turn) == ["Pasta Bechamel"]
    assert "closest" in turn.end["content"]


async def test_meal_ideas_in_gulf_arabic_and_arabizi(client: Any) -> None:
    for message in ("شو اطبخ اليوم", "شي فيه دجاج", "shno asawi 3asha", "shay feeh dijaj"):
        turn = await send(client, message, guest=GUEST_A)
        assert chip_labels(turn), message
        assert nothing_done(turn), (message, kinds(turn))
        assert "ليست لدي" not in turn.end["content"], message
    chicken = await send(client, "shay feeh dijaj", guest=GUEST_A)
    assert set(chip_labels(chicken)) == {"مجبوس دجاج", "طبق شاورما الدجاج"}


async def test_cooking_time_from_the_table_and_from_the_store_recipe(client: Any) -> None:
    lasagna = await send(client, "i want to cook a lasagna, how long will it take", guest=GUEST_A)
    assert any(text.startswith("Lasagna") and "minutes" in text for text in texts(lasagna))
    assert nothing_done(lasagna) and "delivery" not in lasagna.end["content"].lower()
    harees = await send(client, "how long does harees take", guest=GUEST_A)
    assert "recipe" in kinds(harees)
    assert any("240" in text for text in texts(harees))  # the store's own minutes
    for message, food in (("كم ياخذ الرز وقت", "الرز"), ("kam ya5ith el 3eesh wagt", "الرز")):
        turn = await send(client, message, guest=GUEST_A)
        assert any(text.startswith(food) for text in texts(turn)), (message, texts(turn))
        assert nothing_done(turn), message


async def test_an_unknown_cooking_time_is_not_guessed(client: Any) -> None:
    turn = await send(client, "how long does it take to cook", guest=GUEST_A)
    assert not texts(turn) and nothing_done(turn)
    assert "won't guess" in turn.end["content"]


async def test_keeping_advice_in_each_way_of_writing(client: Any) -> None:
    for message, start in (
        ("how do i store bananas", "Bananas"),
        ("can i freeze bread", "Bread"),
        ("كيف احفظ الخبز", "الخبز"),
        ("el 7aleeb kam yit7amal ba3d ma aftaa7a", "الحليب"),
        # a product of the bakery kept as its own kind says, not as the aisle's bread
        ("how long does gers ogaily keep?", "Cakes and pastries"),
        ("how long do butter croissants keep", "Cakes and pastries"),
        ("كم يتحمل قرص العقيلي؟", "الكيك والمعجنات"),
        ("how long does arabic bread keep?", "Bread"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(text.startswith(start) for text in texts(turn)), (message, texts(turn))
        assert nothing_done(turn), (message, kinds(turn))


async def test_substitutes_show_what_the_store_sells(client: Any) -> None:
    for message, start in (
        ("what can i use instead of buttermilk", "Instead of buttermilk"),
        ("شنو بديل الزبده", "بدال الزبدة"),
        ("badeel el bai6 fil cake", "بدال بيضة"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(text.startswith(start) for text in texts(turn)), (message, texts(turn))
        assert "products" in kinds(turn) and "cart_action" not in kinds(turn), message
    laban = await send(client, "what can i use instead of buttermilk", guest=GUEST_A)
    [cards] = [b for b in laban.end["blocks"] if b["kind"] == "products"]
    assert any("Laban" in product["name"] for product in cards["products"])


async def test_one_food_offered_in_place_of_another_is_weighed_that_way_round(
    client: Any,
) -> None:
    """ "can i use honey instead of date syrup": the date syrup is what goes, and honey is
    among what stands in for it, so the answer is yes, with the advice; a food the advice
    does not hold is given the advice without the yes."""
    for message, start, works in (
        ("can i use honey instead of date syrup?", "Instead of honey", True),
        ("can i use yoghurt instead of sour cream", "Instead of sour cream", True),
        ("ghee instead of butter ok?", "Instead of butter", True),
        ("can i use chicken instead of rice", "Instead of rice", False),
        ("اقدر احط عسل بدال الدبس؟", "بدال العسل", True),
        ("ينفع لبن بدل الباترملك؟", "بدال الباترملك", True),
        ("ينفع زيت زيتون بدل الزبده؟", "بدال الزبدة", True),
        ("اقدر استخدم دجاج بدل الرز؟", "بدال الرز", False),
        ("agdar a7u6 3asal bdal il dibs?", "بدال العسل", True),
        ("agdar asta3mil samn bdal il zibda?", "بدال الزبدة", True),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(text.startswith(start) for text in texts(turn)), (message, texts(turn))
        said = turn.end["content"]
        assert said.startswith(("Yes", "إيه")) == works, (message, said)
        assert "cart_action" not in kinds(turn), message


async def test_a_stand_in_asked_for_a_food_is_the_kitchen_swap_not_its_cards(
    client: Any,
) -> None:
    """ "sub for parmesan?", "what replaces soy sauce", "بديل المايونيز", "abi badeel lel bai6":
    what to use instead, from the table of swaps, never the named food's own cards; "an
    alternative to this milk", pointing at a product, stays other products like it."""
    for message, start in (
        ("sub for parmesan? dont have any", "Instead of parmesan"),
        ("what replaces soy sauce", "Instead of soy sauce"),
        ("out of eggs for a cake, any replacement", "Instead of 1 egg"),
        ("sub for evaporated milk?", "Instead of evaporated milk"),
        ("بديل المايونيز للساندويش", "بدال المايونيز"),
        ("ابي بديل الرز للدايت", "بدال الرز"),
        ("شي يعوض عن الخميره؟", "بدال الخميرة"),
        ("abi badeel lel bai6 fel burger mix", "بدال بيضة"),
        ("shno badeel el sho3airiya?", "بدال الشعيرية"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(text.startswith(start) for text in texts(turn)), (message, texts(turn))
        assert "cart_action" not in kinds(turn), message
    for message in ("any alternative to this milk", "ابي بديل لهذا الحليب"):
        turn = await send(client, message, guest=GUEST_A)
        assert not texts(turn) and "products" in kinds(turn), (message, kinds(turn))


async def test_how_long_a_food_keeps_is_its_keeping_not_its_cooking(client: Any) -> None:
    """ "how long do eggs last", "الحليب بعد ما افتحه كم يوم": how the food keeps, read as a
    cooking time or another matter's before; how long it takes to cook stays a cooking time."""
    for message, start in (
        ("how long do eggs last", "Eggs: in the fridge"),
        ("how long is cooked rice ok", "Cooked food"),
        ("الحليب بعد ما افتحه كم يوم", "الحليب الطازج"),
        ("الجبن بعد ما افتحه شلون احفظه", "الجبن في الثلاجة"),
        ("el 7alloumi ba3ad ma aftaha shlon a7fatha", "الجبن في الثلاجة"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(text.startswith(start) for text in texts(turn)), (message, texts(turn))
        assert nothing_done(turn), (message, kinds(turn))
    boil = await send(client, "how long do eggs take to boil", guest=GUEST_A)
    assert any(text.startswith("Eggs in boiling water") for text in texts(boil)), texts(boil)
