"""A need kept across a meal, a lunchbox or a budget over a real socket: "not too sugary"
is a limit met by what holds little sugar (sugar-free, none added, a fresh fruit's own, or
little on its label), a breakfast or a lunchbox with a need shows that meal's goods that keep
it, a need under a budget shows what keeps it at or under the price, cheapest first, and the
reply says the need back. No card shown ever breaks it; a message sharing a word with a need
but asking none is left alone."""

from __future__ import annotations

from typing import Any

from hub.storefront.cards import kwd_text
from tests.assistant.dialogues._blocks import kinds, one, products, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

LOW_SUGAR = 5.0
FRESH = {"cat-fruits", "cat-vegetables"}


def _low_in_sugar(card: dict[str, Any]) -> bool:
    if {"sugar_free", "no_added_sugar"} & set(card["dietary"]) or card["categoryId"] in FRESH:
        return True
    sugar = (card["nutrition"] or {}).get("sugar")
    return sugar is not None and sugar <= LOW_SUGAR


def _said_back(turn: Any, *words: str) -> bool:
    return any(all(word in text for word in words) for text in texts(turn))


async def test_a_lunchbox_not_too_sugary_shows_only_what_holds_little_sugar(client: Any) -> None:
    for message, said in (
        ("need stuff for my kids lunchbox, not too sugary pls", "low in sugar"),
        ("something for the school lunch box, not very sweet", "low in sugar"),
        ("lunchbox snacks for my daughter, not too sweet please", "low in sugar"),
        ("ابي اغراض لبوكس المدرسة حق عيالي، مو وايد سكر", "قليل السكر"),
        ("شي للمدرسه حق الولد سكره قليل", "قليل السكر"),
        ("ابي شي لشنطة المدرسه مو حالي وايد", "قليل السكر"),
        ("abi ashya2 lil madrasa 7ag il 3yal mo wayed sukkar", "قليل السكر"),
        ("abi shay 7ag lunchbox il walad, mo 7ilw wayed", "قليل السكر"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        cards = products(turn)
        assert len(cards) >= 4, (message, [card["name"] for card in cards])
        assert all(_low_in_sugar(card) for card in cards), (message, cards)
        assert not any("Chocolate" in card["name"] or "Juice" in card["name"] for card in cards)
        assert _said_back(turn, said), (message, texts(turn))
        assert "cart_action" not in kinds(turn), message


async def test_a_breakfast_with_an_allergen_kept_away_shows_breakfast_without_it(
    client: Any,
) -> None:
    for message, allergen, said in (
        ("breakfast without milk please", "milk", "lactose-free"),
        ("what can I get for breakfast with no eggs", "egg", "free of egg"),
        ("sba7 il 5air, abi ashya2 lil re6oog bs bdoon 7aleeb", "milk", "اللاكتوز"),
        ("abi ashya2 lil fa6oor bdoon bai6", "egg", "بيض"),
        ("ابي اغراض للريوق بدون حليب", "milk", "اللاكتوز"),
        ("عندكم شي للفطور بدون بيض؟", "egg", "بيض"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        cards = products(turn)
        assert len(cards) >= 4, (message, [card["name"] for card in cards])
        for card in cards:
            assert card["allergens"] is not None and allergen not in card["allergens"], card
        # the table is laid first: eggs or bread, never cleaning goods or herbs
        assert any("Bread" in card["name"] or "Eggs" in card["name"] for card in cards[:3])
        assert _said_back(turn, said), (message, texts(turn))


async def test_a_need_under_a_budget_shows_what_keeps_it_cheapest_first(client: Any) -> None:
    for message, flag, budget in (
        ("vegan protein stuff under 1kd?", "vegan", 1000),
        ("any vegan protein for less than 1 kd", "vegan", 1000),
        ("ابي بروتين نباتي صرف تحت ١ دينار", "vegan", 1000),
        ("abi protein vegan ta7t 1 dinar", "vegan", 1000),
        ("gluten free food under 2 kd", "gluten_free", 2000),
        ("اكل خالي من الجلوتين باقل من ٢ دينار", "gluten_free", 2000),
    ):
        turn = await send(client, message, guest=GUEST_A)
        cards = products(turn)
        assert cards, message
        assert all(flag in card["dietary"] for card in cards), (message, cards)
        assert all(card["price"] <= budget for card in cards), (message, cards)
        stocked = [card["price"] for card in cards if card["inStock"]]
        assert stocked == sorted(stocked), (message, stocked)
        # the budget is said back with the need, in the reply's own language
        assert any(_said_back(turn, said) for said in kwd_text(budget).values()), texts(turn)


async def test_the_most_protein_of_a_need_shown_is_one_of_that_list(client: Any) -> None:
    for first, asked in (
        ("vegan protein stuff under 1kd?", "which one has the most protein"),
        ("ابي بروتين نباتي صرف تحت ١ دينار", "ايهم فيه اكثر بروتين"),
        ("abi protein vegan ta7t 1 dinar", "ayhum feh akthar protein"),
    ):
        shown = await send(client, first, guest=GUEST_A)
        cards = products(shown)
        most = max(cards, key=lambda card: (card["nutrition"] or {}).get("protein") or 0.0)
        turn = await send(client, asked, shown.conversation_id, guest=GUEST_A)
        assert one(turn, "product_detail")["product"]["_id"] == most["_id"], asked
        assert "cart_action" not in kinds(turn), asked


async def test_diabetics_asked_for_in_arabic_get_sugar_free_goods(client: Any) -> None:
    for message in (
        "مرحبا عندكم اغراض للسكري بدون سكر",
        "ابي اغراض لمرضى السكر",
        "3indkom ashya2 lil sukkari bdoon sukkar?",
        "anything for my diabetic dad",
    ):
        turn = await send(client, message, guest=GUEST_A)
        cards = products(turn)
        assert cards and all("sugar_free" in card["dietary"] for card in cards), message
        # more than one kind of thing: not only water
        assert len({card["categoryId"] for card in cards}) >= 2, (message, cards)


async def test_look_alikes_asking_no_need_are_left_alone(client: Any) -> None:
    for message in (
        "the app is not that sweet lol",
        "التطبيق مو حلو",
        "write me a sweet poem about breakfast",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_the_need_said_back_is_the_one_the_cards_keep(client: Any) -> None:
    for message, kept, not_kept in (
        ("juice without sugar", "no added sugar", "sugar-free"),
        ("ابغى عصير بدون سكر مضاف", "بدون سكر مضاف", "خالي من السكر"),
        ("sugar free drinks", "sugar-free", "no added sugar"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert products(turn), message
        assert _said_back(turn, kept) and not _said_back(turn, not_kept), (message, texts(turn))


async def test_gf_is_gluten_free_and_a_girlfriend_is_not(client: Any) -> None:
    """ "gf pasta?", "any GF bread": the label's abbreviation; none of our pasta or bread is
    gluten-free, which is said, and none is shown; "my gf wants chocolate" keeps its chocolate."""
    for message in ("gf pasta?", "any GF bread"):
        turn = await send(client, message, guest=GUEST_A)
        assert "gluten-free" in " ".join(texts(turn)), (message, texts(turn))
        assert "products" not in kinds(turn), (message, kinds(turn))
    girlfriend = await send(client, "my gf wants chocolate", guest=GUEST_A)
    assert "products" in kinds(girlfriend) and "gluten" not in girlfriend.end["content"]
