"""What the store sells is never said missing over a real socket because of the words around
its name: who it is for ("for my mum", "لزوجتي", "7ag ommi"), a unit said alike in Arabizi and
English ("o kilo reesh ghanam"), "I'd add" as the Gulf says it ("ازيد", "azeed"); and thanks
written without vowels ("tslm") are thanks, not a search. What is not sold is still said so."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

SALMON, LAMB_CHOPS, WATER, BREAD, ONIONS = "p-0509", "p-0407", "p-1401", "p-0301", "p-0103"
NOT_FOUND = ("couldn't find", "لم أجد")
NOT_EXACTLY = ("don't have exactly", "ما عندنا هذا بالضبط")


def _offered(turn: Turn) -> list[str]:
    """The products the turn puts before the shopper: its cards, or the lines it proposes."""
    if "products" in kinds(turn):
        return [card["_id"] for card in products(turn)]
    if "cart_action" in kinds(turn) and turn.action()["actionType"] == "add_to_cart":
        return [line["productId"] for line in turn.action()["items"]]
    return []


def _said_missing(turn: Turn) -> bool:
    return any(words in turn.end["content"] for words in NOT_FOUND)


async def test_a_product_named_beside_who_it_is_for_is_found(client: Any) -> None:
    for message, guest, product in (
        ("salmon fillet for my mum", GUEST_A, SALMON),
        ("a salmon fillet for her please", GUEST_A, SALMON),
        ("add a salmon fillet for him", GUEST_A, SALMON),
        ("lamb chops for my brother please", GUEST_A, LAMB_CHOPS),
        ("can I get bread for my wife", GUEST_A, BREAD),
        ("ابي سلمون لزوجتي", GUEST_B, SALMON),
        ("ريش غنم حق ابوي", GUEST_B, LAMB_CHOPS),
        ("عندكم سلمون حق امي؟", GUEST_B, SALMON),
        ("abi salmon 7ag ommi", GUEST_B, SALMON),
        ("3indkom salmon 7ag u5ti?", GUEST_B, SALMON),
        ("abi reesh ghanam 7ag ubooy", GUEST_B, LAMB_CHOPS),
    ):
        turn = await send(client, message, guest=guest)
        assert product in _offered(turn), (message, turn.end["content"])
        assert not _said_missing(turn), message
        # nor said to be only near what was asked: the person is no word of the product
        assert not any(words in turn.end["content"] for words in NOT_EXACTLY), message


async def test_what_is_not_sold_is_still_said_not_sold_whoever_it_is_for(client: Any) -> None:
    for message, guest in (
        ("add caviar for her", GUEST_A),
        ("abi caviar 7ag u5ti", GUEST_B),
        ("ابي كافيار لاختي", GUEST_B),
        ("abi azeed kaviar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _said_missing(turn), (message, turn.end["content"])
        assert not _offered(turn), message


async def test_a_unit_in_an_arabizi_message_leaves_it_arabizi(client: Any) -> None:
    for message, product in (
        ("o kilo reesh ghanam", LAMB_CHOPS),
        ("w 2 kilo reesh ghanam", LAMB_CHOPS),
        ("w 3 kilo bsal", ONIONS),
        ("o 1 kg reesh ghanam", LAMB_CHOPS),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert product in _offered(turn), (message, turn.end["content"])
        assert is_arabic(turn.end["content"]), message
        assert not _said_missing(turn), message
    # English with a unit stays English
    turn = await send(client, "2 kilo tomatoes", guest=GUEST_A)
    assert not is_arabic(turn.end["content"]) and _offered(turn)


async def test_i_would_add_as_the_gulf_says_it_proposes_the_product(client: Any) -> None:
    for message, guest, product in (
        ("abi azeed 5obz", GUEST_B, BREAD),
        ("abi azeed 3aleh mayy", GUEST_B, WATER),
        ("ابي ازيد ماي", GUEST_B, WATER),
        ("ابي ازيد عليه خبز", GUEST_B, BREAD),
        ("نزيد عليه ماي؟", GUEST_B, WATER),
        ("I'd like to add water to it", GUEST_A, WATER),
    ):
        turn = await send(client, message, guest=guest)
        # proposed, or (of several breads) shown to pick from: never said missing
        assert product in _offered(turn), (message, turn.end["content"])
        assert not _said_missing(turn), message


async def test_thanks_written_without_vowels_are_thanks(client: Any) -> None:
    for message, guest in (
        ("tslm", GUEST_B),
        ("tslm 3la il mosa3da", GUEST_B),
        ("teslam ya 7abibi", GUEST_B),
        ("tsalam", GUEST_B),
        ("تسلم", GUEST_B),
        ("thx", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert not _said_missing(turn), (message, turn.end["content"])
        reply = turn.end["content"]
        assert is_arabic(reply) == (guest == GUEST_B), (message, reply)


async def test_the_stuff_of_a_dish_named_in_part_is_its_recipes_goods(client: Any) -> None:
    for message, guest in (
        ("add the bechamel stuff anyway", GUEST_A),
        ("put the luqaimat stuff in my cart", GUEST_A),
        ("ضيف اغراض البشاميل", GUEST_B),
        ("حط مكونات اللقيمات", GUEST_B),
        ("7ot ghrad il bechamel", GUEST_B),
        ("7ot ghrad il lgaimat", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = turn.action("add_recipe_to_cart")["items"]
        assert len(lines) > 3, (message, lines)
    # a product's word with "the stuff" stays that product; a dish nobody sells is not found
    turn = await send(client, "add the chicken stuff", guest=GUEST_A)
    assert "p-0401" in _offered(turn), turn.end["content"]
    turn = await send(client, "add the sushi stuff", guest=GUEST_A)
    assert _said_missing(turn) and "cart_action" not in kinds(turn)


async def test_a_price_per_kilo_asked_in_arabizi_proposes_nothing(client: Any) -> None:
    for message, product in (
        ("il steak kam il kilo", "p-0409"),
        ("steak kam il kilo?", "p-0409"),
        ("il 6ama6 kam il kilo", "p-0101"),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert "cart_action" not in kinds(turn), (message, turn.end["content"])
        assert not _said_missing(turn), message
        assert is_arabic(turn.end["content"]), message
        shown = [card["_id"] for card in products(turn)] if "products" in kinds(turn) else []
        detail = [b["product"]["_id"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        assert product in shown + detail, (message, kinds(turn))


async def test_a_product_sold_but_not_in_the_list_shown_is_shown(client: Any) -> None:
    for show, ask, guest, product in (
        ("show me chicken", "the salmon, how much?", GUEST_A, SALMON),
        ("what meat do you have for a bbq", "the steak how much", GUEST_A, "p-0409"),
        ("عندكم دجاج", "السلمون بكم", GUEST_B, SALMON),
        ("3indkom lahm lil mashwi?", "il steak kam il kilo", GUEST_B, "p-0409"),
    ):
        shown = await send(client, show, guest=guest)
        asked = await send(client, ask, shown.conversation_id, guest=guest)
        cards = [card["_id"] for card in products(asked)] if "products" in kinds(asked) else []
        detail = [b["product"]["_id"] for b in asked.end["blocks"] if b["kind"] == "product_detail"]
        assert product in cards + detail, (ask, asked.end["content"])
        assert "cart_action" not in kinds(asked), ask
    # a kind none of the list is, that no product is named by, is still said so
    shown = await send(client, "show me chicken", guest=GUEST_A)
    asked = await send(client, "the vegan one", shown.conversation_id, guest=GUEST_A)
    assert "None of the ones I showed" in asked.end["content"]


async def test_an_out_of_stock_product_named_by_part_of_its_name_is_said_out(client: Any) -> None:
    jumbo = "p-1801"  # Pampers Baby-Dry Jumbo Pack, out of stock in every size
    for message, guest in (
        ("need one more jumbo pack size 4 for my brother", GUEST_A),
        ("add the jumbo pack", GUEST_A),
        ("حط عبوة جامبو مقاس ٤", GUEST_B),
        ("abi jumbo pack ma8as 4", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _said_missing(turn), (message, turn.end["content"])
        assert "cart_action" not in kinds(turn), message
        detail = [b["product"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        assert [product["_id"] for product in detail] == [jumbo], (message, kinds(turn))
        assert not detail[0]["inStock"], message
        # what is near is offered beside it, all of it in stock
        assert products(turn) and all(card["inStock"] for card in products(turn)), message
    # in stock, the same words still propose it
    turn = await send(client, "add jumbo shrimp", guest=GUEST_A)
    assert turn.action("add_to_cart")["items"]


async def test_a_count_of_the_pack_of_so_many_pieces_is_that_pack(client: Any) -> None:
    twenty_four = "p-1401-v3"  # Rawdatain water, 24 x 330 ml
    for message, guest in (
        ("add 2 rawdatain 24 pack", GUEST_A),
        ("7ot 2 rawdatain il 24 7aba", GUEST_B),
        ("حط ٢ روضتين ٢٤ حبة", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["variantId"], line["quantity"]) == (twenty_four, 2), (message, line)
    # a tray sold by its pieces is still that tray
    turn = await send(client, "add 2 eggs 30 pcs", guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert line["quantity"] == 2 and line["product"]["_id"] == "p-0226", line


async def test_kinds_asked_fresh_goods_and_local_spellings_are_found(client: Any) -> None:
    """ "what flavours of lays", "shino el flavors mal lays" (mal: of), "شو نكهات ليز": the
    Lay's; "what fresh fish do you have", "shino el simach el fresh": the fish, though no
    name says fresh; "w kufta 3": three of the lamb kofta."""
    for message, held in (
        ("what flavours of lays do you have", "Lay's"),
        ("شو نكهات ليز عندكم", "Lay's"),
        ("shino el flavors mal lays 3indkom", "Lay's"),
        ("what fresh fish do you have", "Zubaidi"),
        ("شو السمك الطازج عندكم", "Zubaidi"),
        ("mar7aba, shino el simach el fresh 3indkom", "Zubaidi"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = " ".join(card["name"] for card in products(turn))
        assert held in shown or len(products(turn)) > 2, (message, shown)
        assert not turn.end["content"].startswith(("I couldn't find", "لم أجد")), message
    kofta = await send(client, "w kufta 3", guest=GUEST_B)
    [line] = kofta.action("add_to_cart")["items"]
    assert (line["product"]["name"], line["quantity"]) == ("Lamb Kofta", 3), line
