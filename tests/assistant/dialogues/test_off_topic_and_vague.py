"""Off-topic and vague messages get a decline or a clarifying question with chips and never
product cards because of a content word in them, over a real socket."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

OFF_TOPIC = (
    ("write me a poem about the sea", GUEST_A),
    ("help me with my homework about fruit", GUEST_A),
    ("tell me a joke about bananas", GUEST_A),
    ("اكتب لي قصيدة عن البحر", GUEST_B),
    ("قول لي نكتة عن الموز", GUEST_B),
    ("nukta 3n el moz", GUEST_B),
)
VAGUE = (
    ("I want something nice", GUEST_A),
    ("surprise me", GUEST_A),
)


@pytest.mark.parametrize(("message", "guest"), OFF_TOPIC + VAGUE)
async def test_no_product_cards_only_chips(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert kinds(turn) == ["actions"], kinds(turn)
    assert one(turn, "actions")["suggestions"]


@pytest.mark.parametrize(("message", "guest"), VAGUE)
async def test_vague_wishes_are_asked_about(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert turn.end["content"].endswith(("?", "؟")), turn.end["content"]


@pytest.mark.parametrize(
    "message",
    ["I want to know about the weather in al ahmadi", "tell me about the news in al jahra"],
)
async def test_asking_about_something_else_shows_no_product(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert "product_detail" not in kinds(turn) and "products" not in kinds(turn), kinds(turn)


async def test_asking_about_a_product_by_brand_and_kind_shows_it(client: Any) -> None:
    turn = await send(client, "tell me about almarai laban", guest=GUEST_A)
    assert kinds(turn)[0] == "product_detail", kinds(turn)


async def test_gadget_questions_are_declined_and_arabizi_greetings_greeted(client: Any) -> None:
    for message in (
        "how do i reset my iphone",
        "a7san jawal 7alyan shno?",
        "النت عندي بطيء شسوي",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not {"products", "product_detail", "cart_action"} & set(kinds(turn)), message
        assert "actions" in kinds(turn), message
    for message in ("shlonk", "hala shlonak"):
        turn = await send(client, message, guest=GUEST_B)
        assert turn.end["content"].startswith("أهلاً"), (message, turn.end["content"])


async def test_a_translation_request_is_declined_in_the_language_it_is_asked_in(
    client: Any,
) -> None:
    for message, arabic in (
        ("tarjem li 'good morning' b faransi", True),
        ("ترجم لي hello how are you للفرنسي", True),
        ("translate 'شكرا' to english", False),
        ("Trnaslate good morning to frech?", False),
    ):
        turn = await send(client, message, guest=GUEST_A)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        assert "products" not in kinds and "cart_action" not in kinds, message
        assert is_arabic(turn.end["content"]) == arabic, (message, turn.end["content"])


async def test_an_english_question_keeps_its_latin_words(client: Any) -> None:
    turn = await send(client, "whats the min order for ahmadi", guest=GUEST_A)
    assert kinds(turn)[0] == "faq", turn.end["blocks"]
    assert not is_arabic(turn.end["content"])


async def test_english_off_topic_and_arabizi_insults_are_declined(client: Any) -> None:
    for message, arabic in (
        ("who won el qadsia match yesterday", False),
        ("ent ghabi w ma tfham shay", True),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert is_arabic(turn.end["content"]) == arabic, (message, turn.end["content"])


async def test_a_brand_left_of_a_vague_message_and_an_aisle_for_the_kids(client: Any) -> None:
    tea = await send(client, "abi shay a7mad", guest=GUEST_A)
    assert kinds(tea)[0] == "products", kinds(tea)
    # "shay" is tea here: Ahmad's teas lead, any other tea after them
    shown = [p["name"] for p in one(tea, "products")["products"]]
    ahmad = [name for name in shown if "Ahmad" in name]
    assert len(ahmad) >= 3 and shown[: len(ahmad)] == ahmad, shown
    assert all("Tea" in name or "Karkade" in name for name in shown), shown
    kids = await send(client, "something for breakfast for the kids", guest=GUEST_A)
    assert len(one(kids, "products")["products"]) > 3


@pytest.mark.parametrize(
    ("message", "aisle_word"),
    [
        ("ابي شي حلو", "Galaxy"),
        ("لا ابي شي حلو حق الاطفال", "Galaxy"),
        ("something healthy for breakfast", "Quaker"),
        ("شي صحي للريوق", "Quaker"),
    ],
)
async def test_a_wish_naming_an_aisle_shows_it_and_asks_which_kind(
    client: Any, message: str, aisle_word: str
) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert any(aisle_word in product["name"] for product in one(turn, "products")["products"])
    assert turn.end["content"].endswith(("?", "؟")), turn.end["content"]
    assert "Pampers" not in str(one(turn, "products")), message


# Products the demo store does not carry, named alone or asked for: brands no corpus row
# holds. The shopper is told the store has none of it, in their language; a product name
# is no small talk to decline, nor a policy question.
NOT_STOCKED = (
    ("بسكوت اوريو", "لم أجد"),
    ("لوتس بسكوت", "لم أجد"),
    ("تشيتوس", "لم أجد"),
    ("عندكم تشيتوس؟", "لم أجد"),
    ("cheetos", "couldn't find"),
    ("lotus biscoff", "couldn't find"),
    ("3ndkom cheetos?", "لم أجد"),
)


@pytest.mark.parametrize(("message", "said"), NOT_STOCKED)
async def test_a_product_the_store_lacks_is_said_not_found(
    client: Any, message: str, said: str
) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert said in turn.end["content"], turn.end["content"]
    assert "products" not in kinds(turn) and "faq" not in kinds(turn)


@pytest.mark.parametrize(
    "message",
    ("whats good for a sore throat", "عندي كحه شنو اشرب", "i have the flu what should i eat"),
)
async def test_a_health_complaint_is_declined_not_matched_by_a_word(
    client: Any, message: str
) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert kinds(turn) == ["actions"], turn.end["blocks"]  # no branches, products or FAQ
