"""A substitute asked for an ingredient, over a real socket: right after a recipe, "hmm
saffron is pricey, what can i use instead", "الزعفران غالي، شو احط بداله؟", "el za3faran
ghali, shno a7o6 badala?" get the substitute (turmeric), neither the recipe's cost nor its
goods proposed; the everyday Gulf herbs and spices have one ("ma 3indi kuzbara, shno a7o6
badalha": parsley). "how much for all of it" and "add it all without the saffron" after the
recipe keep their readings."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send

_TURMERIC = "p-0902"


async def _after_the_machboos(client: Any, message: str) -> Any:
    guest = uuid.uuid4().hex
    shown = await send(client, "recipe for machboos", guest=guest)
    return await send(client, message, shown.conversation_id, guest=guest)


def _cards(turn: Any) -> list[str]:
    return [c["_id"] for b in turn.end["blocks"] if b["kind"] == "products" for c in b["products"]]


async def test_a_dear_ingredient_of_the_recipe_gets_its_substitute(client: Any) -> None:
    for message in (
        "hmm saffron is pricey, what can i use instead",
        "is there something i can use instead of the saffron? its pricey",
        "الزعفران غالي، شو احط بداله؟",
        "el za3faran ghali, shno a7o6 badala?",
    ):
        turn = await _after_the_machboos(client, message)
        assert _cards(turn) == [_TURMERIC], (message, kinds(turn))  # no bottled "water"
        assert "cart_action" not in kinds(turn), message
        assert not any("KWD" in text or "د.ك" in text for text in texts(turn)), message


async def test_the_recipes_own_questions_keep_their_readings(client: Any) -> None:
    cost = await _after_the_machboos(client, "how much for all of it")
    assert "cart_action" not in kinds(cost) and any("KWD" in text for text in texts(cost))
    without = await _after_the_machboos(client, "add it all without the saffron")
    items = {i["productId"] for i in without.action("add_recipe_to_cart")["items"]}
    assert items and "p-0909" not in items


async def test_everyday_herbs_and_spices_have_a_substitute(client: Any) -> None:
    for message, words in (
        ("no coriander at home, what can i use instead", ("parsley",)),
        ("ما عندي كزبره شو احط بدالها", ("بقدونس",)),
        ("ma 3indi kuzbara, shno a7o6 badalha", ("بقدونس",)),
        ("what can i use instead of loomi", ("lemon",)),
        ("شو استخدم بدال اللومي", ("ليمون",)),
        ("no cardamom, what else can i use", ("cinnamon",)),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        said = " ".join(texts(turn))
        assert any(word in said for word in words), (message, turn.end["content"], said)
