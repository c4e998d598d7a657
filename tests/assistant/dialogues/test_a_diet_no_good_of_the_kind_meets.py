"""A diet's need the store cannot meet from the kind asked, over a real socket: milk, cheese or
yoghurt made of a plant ("oat milk", "حليب لوز", "7aleeb shofan") is a vegan need of a kind
none of ours meets; the reply says so and shows no card: not the cow's milk, the oats or the
almonds, nor goods of other kinds (bread and jam are no answer to oat milk). The plant alone, the milk alone,
or both as two items of a list are what they always were."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NONE_OF = ("None of our", "ما عندنا")


async def test_a_plants_milk_or_cheese_is_said_unsold_and_nothing_else_is_shown(
    client: Any,
) -> None:
    for message, guest in (
        ("do you have oat milk", GUEST_A),
        ("almond milk?", GUEST_A),
        ("I'm plant based, do you have oat milk or almond milk?", GUEST_A),
        ("any soy milk", GUEST_A),
        ("any vegan cheese", GUEST_A),
        ("dairy free cheese?", GUEST_A),
        ("plant-based yoghurt?", GUEST_A),
        ("I'm vegan, do you have cashew milk", GUEST_A),
        ("soya milk for my coffee", GUEST_A),
        ("hazelnut milk please", GUEST_A),
        ("عندكم حليب شوفان؟", GUEST_B),
        ("ابي حليب لوز", GUEST_B),
        ("حليب صويا موجود؟", GUEST_B),
        ("عندكم جبن نباتي صرف؟", GUEST_B),
        ("فيه حليب بندق؟", GUEST_B),
        ("ابي حليب الشوفان", GUEST_B),
        ("حليب نباتي عندكم؟", GUEST_B),
        ("ابي حليب كاجو", GUEST_B),
        ("زبادي نباتي صرف موجود؟", GUEST_B),
        ("عندكم حليب اللوز ولا لا", GUEST_B),
        ("3indkom 7aleeb laouz?", GUEST_B),
        ("abi 7aleeb shofan", GUEST_B),
        ("7aleeb soya mawjood?", GUEST_B),
        ("abi jibin vegan", GUEST_B),
        ("vegan cheese 3indkom?", GUEST_B),
        ("3indkom 7aleeb looz wala la", GUEST_B),
        ("abi 7aleeb el laouz", GUEST_B),
        ("fee 7aleeb shoofan?", GUEST_B),
        ("ana vegan, 3indkom 7aleeb soya", GUEST_B),
        ("7aleeb nabati 3indkom?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any(text.startswith(_NONE_OF) for text in texts(turn)), (message, texts(turn))
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_the_plant_or_the_milk_alone_or_both_listed_are_what_they_were(
    client: Any,
) -> None:
    for message, guest, named in (
        ("oats", GUEST_A, "Oats"),
        ("almonds", GUEST_A, "Almond"),
        ("milk", GUEST_A, "Milk"),
        ("do you have soy sauce", GUEST_A, None),
        ("شوفان", GUEST_B, "Oats"),
        ("عندكم لوز؟", GUEST_B, "Almond"),
        ("ابي حليب", GUEST_B, "Milk"),
        ("shofan 3indkom?", GUEST_B, "Oats"),
        ("abi 7aleeb", GUEST_B, "Milk"),
    ):
        turn = await send(client, message, guest=guest)
        assert not any(text.startswith(_NONE_OF) for text in texts(turn)), (message, texts(turn))
        if named is not None:
            assert any(named in name for name in names(turn)), (message, names(turn))
    for message, guest in (
        ("milk and oats", GUEST_A),
        ("ابي حليب وشوفان", GUEST_B),
        ("7aleeb w shofan", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any("Milk" in name for name in names(turn)), (message, names(turn))
        assert not any(text.startswith(_NONE_OF) for text in texts(turn)), message
