"""A need a shopper lives with, held against the goods over a real socket: a kind with none
that keeps it is named ("none of our milk is lactose-free"), a product asked about after the
need was said gets a yes or no from its record, or "its allergens aren't stated" with the
goods of its kind that do keep it; a school's ban is a need; a stock question asked first
("do you have honey? the recipe has dibs") is answered before its reasons; a variety named
by a word that also asks ("التمر السكري") is that variety."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_a_kind_with_none_that_keeps_the_need_is_named(client: Any) -> None:
    for message, said in (
        ("I'm lactose intolerant, which milk can I still drink?", "None of our milk"),
        ("my sister has celiac, what pasta is gluten free", "None of our pasta"),
        ("عندي حساسية لاكتوز، اي حليب اقدر اشرب؟", "ما عندنا حليب"),
        ("اختي عندها حساسية قمح، اي معكرونة خالية من الجلوتين؟", "ما عندنا معكرونه"),
        ("3indi 7asasiya lactose, ay 7aleeb agdar ashrab?", "ما عندنا حليب"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message
        assert any(text.startswith(said) for text in texts(turn)), (message, texts(turn))


async def test_kinds_asked_after_the_need_are_held_against_it(client: Any) -> None:
    for need, asked, said in (
        (
            "I'm lactose intolerant, which milk can I drink?",
            "and cheese or yoghurt, is any of it suitable?",
            "None of our cheese or yoghurt is lactose-free",
        ),
        (
            "عندي حساسية لاكتوز، اي حليب اقدر اشرب؟",
            "والجبن والزبادي؟ ينفع لي؟",
            "ما عندنا الجبن ولا الزبادي",
        ),
        (
            "3indi 7asasiya lactose, ay 7aleeb agdar ashrab?",
            "wel jibin wel zabadi, yinfa3 li?",
            "ما عندنا الجبن ولا الزبادي",
        ),
    ):
        first = await send(client, need, guest=GUEST_A)
        turn = await send(client, asked, first.conversation_id, guest=GUEST_A)
        assert "products" not in kinds(turn), asked
        assert any(text.startswith(said) for text in texts(turn)), (asked, texts(turn))
    # a kind that has goods keeping the need shows those only
    first = await send(client, "my son has celiac, what can he eat", guest=GUEST_A)
    rice = await send(client, "and the rice, is it ok?", first.conversation_id, guest=GUEST_A)
    assert names(rice) and all("Rice" in name for name in names(rice)), names(rice)


async def test_one_product_asked_after_the_need_gets_a_yes_or_a_no(client: Any) -> None:
    for need, asked, verdict in (
        ("my sister has celiac", "would the chicken shawarma be safe for her?", "aren't stated"),
        ("my sister has celiac", "is the quinoa ok for her", "is gluten-free"),
        ("اختي عندها حساسية قمح", "الشاورما ينفع لها؟", "مو مذكورة"),
        ("o5ti 3indha 7asasiya 8am7", "el shawarma tinfa3 laha?", "مو مذكورة"),
    ):
        first = await send(client, need, guest=GUEST_A)
        turn = await send(client, asked, first.conversation_id, guest=GUEST_A)
        assert "product_detail" in kinds(turn) and "cart_action" not in kinds(turn), asked
        assert any(verdict in text for text in texts(turn)), (asked, texts(turn))
    first = await send(client, "my sister has celiac", guest=GUEST_A)
    turn = await send(
        client, "is the shawarma chicken safe for her", first.conversation_id, guest=GUEST_A
    )
    assert names(turn) and all("Chicken" in name for name in names(turn)), names(turn)
    assert "Marinated Chicken Shawarma" not in names(turn)
    # another matter asked after the need is still declined
    other = await send(
        client,
        "who won the game yesterday, was it safe for her to go?",
        first.conversation_id,
        guest=GUEST_A,
    )
    assert kinds(other) == ["actions"], kinds(other)
    # the same question with no need said before is no verdict
    plain = await send(client, "is the shawarma chicken fresh?", guest=GUEST_A)
    assert not any("gluten" in text for text in texts(plain)), texts(plain)


async def test_a_schools_ban_is_a_need_for_the_lunchbox(client: Any) -> None:
    for message in (
        "madrasat binti ma t5ali nuts, shno elly bidoon",
        "مدرسة ولدي ما تسمح بالمكسرات، شنو اللي بدونها؟",
        "the school bans nuts, what can i pack",
    ):
        turn = await send(client, message, guest=GUEST_A)
        cards = one(turn, "products")["products"]
        assert cards, message
        for card in cards:
            allergens = card["allergens"]
            assert allergens is not None and "nuts" not in allergens, (message, card["name"])


async def test_a_stock_question_is_answered_before_its_reasons(client: Any) -> None:
    for message in (
        "3indkom 3asal? el wasfa tigool dibs bs ana afa9'il el 3asal",
        "عندكم عسل؟ الوصفة مكتوب فيها دبس بس انا افضل العسل",
        "do you have honey? the recipe has date syrup but i prefer honey",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn) and all("Honey" in name for name in names(turn)), message
        assert "recipe" not in kinds(turn), message
    swap = await send(client, "what can i use instead of honey? the recipe needs it", guest=GUEST_A)
    assert "Honey" not in " ".join(names(swap)), names(swap)


async def test_a_variety_named_by_a_word_that_also_asks(client: Any) -> None:
    for message in ("تمر السكري سكره عالي؟", "el tamr el sukkari feeh sukkar wayed?"):
        turn = await send(client, message, guest=GUEST_A)
        assert one(turn, "product_detail")["product"]["name"].startswith("Sukkari"), message
        assert is_arabic(turn.end["content"]), message
    english = await send(client, "do sukkari dates have much sugar", guest=GUEST_A)
    assert one(english, "product_detail")["product"]["name"].startswith("Sukkari")
    diabetic = await send(client, "التمر ينفع لمرضى السكري؟", guest=GUEST_A)
    assert "product_detail" in kinds(diabetic)
