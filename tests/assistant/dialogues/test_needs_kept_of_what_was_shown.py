"""A need kept of what the shopper is looking at, over a real socket: an allergen asked of
the products just shown ("do they have nuts? my son is allergic") is answered of each of them
from its record, never with a product made of it; goods asked "what about" after a diet was
told are held against it; and a budget search with a need shows nothing that breaks it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NUTS = ("Mixed Nuts", "Cashews", "Almonds", "Walnut", "Pistachios", "Pine Nuts")


async def test_an_allergen_asked_of_the_shown_is_answered_of_each(client: Any) -> None:
    for show, asked, guest, held in (
        ("kiri dips", "do they have nuts? my son is allergic", GUEST_A, "milk"),
        ("kiri dips", "do those contain nuts", GUEST_A, "milk"),
        ("kiri dips", "any nuts in them? my daughter is allergic", GUEST_A, "milk"),
        ("chocolate milk", "does it have nuts", GUEST_A, "milk"),
        ("جبنة كيري", "فيهم مكسرات؟ ولدي عنده حساسيه", GUEST_B, "حليب"),
        ("حليب بالشوكولاته", "فيه مكسرات؟ بنتي عندها حساسيه", GUEST_B, "حليب"),
        ("جبنة كيري", "ولدي عنده حساسيه، فيهم مكسرات؟", GUEST_B, "حليب"),
        ("kiri dips", "feehum nuts? wildi 3inda 7asasiya", GUEST_B, "حليب"),
        ("7aleeb shoklata", "feeh nuts? binti 3indaha 7asasiya", GUEST_B, "حليب"),
        ("kiri dips", "fihum nuts? binti 3indaha 7asasiya", GUEST_B, "حليب"),
    ):
        shown = await send(client, show, guest=guest)
        before = names(shown)
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        # "does it have nuts" of the one chocolate milk named: that product's card
        answered = (
            names(turn)
            if "products" in kinds(turn)
            else [one(turn, "product_detail")["product"]["name"]]
        )
        assert answered and set(answered) <= set(before), (asked, answered, before)
        assert not any(nut in name for name in answered for nut in _NUTS), (asked, answered)
        assert any(held in text for text in texts(turn)), (asked, texts(turn))


async def test_a_food_named_with_its_allergen_is_still_that_food(client: Any) -> None:
    """Look-alikes that must not change: the food named is answered, and nuts asked for
    are nuts."""
    shown = await send(client, "kiri dips", guest=GUEST_A)
    bread = await send(
        client, "does the arabic bread have gluten", shown.conversation_id, guest=GUEST_A
    )
    assert "Arabic Bread" in one(bread, "product_detail")["product"]["name"]
    for message, guest in (("do you sell nuts?", GUEST_A), ("عندكم مكسرات؟", GUEST_B)):
        nuts = await send(client, message, guest=guest)
        assert any(nut in name for name in names(nuts) for nut in _NUTS), (message, names(nuts))


async def test_goods_asked_what_about_after_a_diet_keep_it(client: Any) -> None:
    for told, asked, guest, said in (
        (
            "my son was just diagnosed celiac, which breads are gluten free",
            "what about cereal",
            GUEST_A,
            "gluten",
        ),
        (
            "my daughter is celiac, any gluten free bread?",
            "how about cornflakes",
            GUEST_A,
            "gluten",
        ),
        ("ولدي عنده حساسية قمح، أي خبز بدون جلوتين؟", "طيب عن الكورن فليكس؟", GUEST_B, "جلوتين"),
        ("بنتي عندها سيلياك، عندكم خبز بدون جلوتين؟", "وش عن الكورن فليكس؟", GUEST_B, "جلوتين"),
        ("binti 3indaha celiac, ay 5ubz bidoon gluten?", "shno 3an el cereal?", GUEST_B, "جلوتين"),
        ("wildi 3inda celiac, fi 5ubz bidoon gluten?", "shno 3an el cereal?", GUEST_B, "جلوتين"),
    ):
        first = await send(client, told, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        cards = [
            product
            for block in turn.end["blocks"]
            if block["kind"] == "products"
            for product in block["products"]
        ]
        # no cereal is gluten-free: said so, and whatever is shown keeps the need
        assert all("gluten_free" in card["dietary"] for card in cards), (asked, cards)
        assert cards or any(said in text for text in texts(turn)), (asked, texts(turn))


async def test_a_budget_with_a_need_shows_nothing_that_breaks_it(client: Any) -> None:
    for message, guest in (
        ("gluten free snacks under 1 kd?", GUEST_A),
        ("nut free chocolate under 1 kd", GUEST_A),
        ("gluten free biscuits under 2 kd", GUEST_A),
        ("سناكات خالية من الجلوتين تحت ١ دينار", GUEST_B),
        ("ابي سناكات بدون جلوتين تحت ١ دينار", GUEST_B),
        ("شوكولاته بدون مكسرات تحت ١ دينار", GUEST_B),
        ("abi snacks bidoon gluten ta7t el 1 KD", GUEST_B),
        ("abi chocolate bidoon nuts ta7t el 1 KD", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        gluten = "gluten" in message or "جلوتين" in message
        for block in [b for b in turn.end["blocks"] if b["kind"] == "products"]:
            for product in block["products"]:
                if gluten:
                    assert "gluten_free" in product["dietary"], (message, product["name"])
                else:
                    held = product["allergens"]
                    assert held is not None and "nuts" not in held, (message, product["name"])
    # look-alike: a budget with no need still shows what fits it
    plain = await send(client, "snacks under 1 kd", guest=GUEST_A)
    assert names(plain), plain.end["content"]
