"""One ingredient of a dish swapped for another, asked over a real socket: after the recipe or
naming the dish, in English, Gulf Arabic and Arabizi, the answer is a yes or a no for that
swap in that dish with the stand-in the store sells and its price; never a "did you mean",
the substitutions FAQ or the recipe again. A cart request, a question of paying and a spice's
stand-in keep their own answers."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, prices, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

YES = ("Yes", "إي")
NO = ("Not really", "لا،")


async def _asked(client: Any, messages: tuple[str, ...]) -> Any:
    turn = await send(client, messages[0], guest=GUEST_A)
    for message in messages[1:]:
        turn = await send(client, message, turn.conversation_id, guest=GUEST_A)
    return turn


async def test_a_meat_for_a_meat_is_a_yes_with_the_stand_in_and_its_price(client: Any) -> None:
    for messages, wanted in (
        (("how do I make harees", "can i do it with chicken instead? lamb is pricey"), "Chicken"),
        (("harees recipe", "could i use beef instead of the lamb?"), "Beef"),
        (("can i make harees with camel meat instead of lamb?",), "Camel"),
        (("can i use beef in the chicken machboos instead?",), "Beef"),
        (("ينفع الهريس بالدجاج بدل اللحم",), "Chicken"),
        (("طريقة عمل المجبوس", "اقدر اسويه بلحم بدال الدجاج؟"), "Lamb"),
        (("ينفع اسوي المجبوس بلحم بقر؟",), "Beef"),
        (("momkin a6bu5 el machboos b la7am bdal el dyay",), "Lamb"),
        (("wasfat harees", "y9eer asawee bil dyay bdal el la7am?"), "Chicken"),
        (("momkin el harees b dyay bdal el la7am?",), "Chicken"),
    ):
        turn = await _asked(client, messages)
        said = " ".join(texts(turn))
        assert said.startswith(YES), messages
        assert len(names(turn)) == 1 and wanted in names(turn)[0], messages
        price = f"{prices(turn)[0] // 1000}.{prices(turn)[0] % 1000:03d}"
        assert price in said or price.translate(str.maketrans("0123456789.", "٠١٢٣٤٥٦٧٨٩٫")) in said
        assert not {"faq", "recipe", "cart_action"} & set(kinds(turn)), messages


async def test_a_grain_for_a_grain_is_a_yes_and_a_shellfish_for_a_meat_a_no(
    client: Any,
) -> None:
    for messages, fits in (
        (("how do I make harees", "can i do it with bulgur instead of the wheat?"), True),
        (("ينفع الهريس بالشوفان بدل الحب؟",), True),
        (("wasfat majboos", "momkin b rubyan bdal el dyay?"), False),
        (("how do I make harees", "can i make it with shrimp instead of lamb?"), False),
    ):
        turn = await _asked(client, messages)
        said = " ".join(texts(turn))
        assert said.startswith(YES if fits else NO), messages
        assert len(names(turn)) == 1, messages


async def test_near_neighbours_keep_their_own_answers(client: Any) -> None:
    # a cart request naming a swap with no dish: products to pick, no verdict
    turn = await send(client, "add chicken instead of lamb", guest=GUEST_A)
    assert not " ".join(texts(turn)).startswith(YES)
    assert "products" in kinds(turn) or "cart_action" in kinds(turn)
    # paying another way: the payment FAQ
    for message in ("can i pay with cash instead?", "ممكن ادفع كاش بدل البطاقه؟"):
        turn = await send(client, message, guest=GUEST_A)
        assert "faq" in kinds(turn), message
    # a spice's stand-in is the substitutes' answer
    turn = await send(client, "what can i use instead of saffron", guest=GUEST_A)
    assert "Turmeric" in " ".join(names(turn))
    # the dish asked alone is its recipe; the meat asked alone its products
    for message in ("وصفة هريس", "wasfat majboos"):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" in kinds(turn), message
    turn = await send(client, "show me chicken", guest=GUEST_A)
    assert len(names(turn)) > 2
    # off-domain: no card
    turn = await send(client, "can my team play with a new coach instead?", guest=GUEST_A)
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn)
