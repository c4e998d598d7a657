"""Several goods, a need, or a cut asked in one message, over a real socket in the three ways
of writing.

A list asked to look at shows each of its goods, and says by name which the store does not
sell (olives, where it sells olive oil) and which are out of stock (the mandarins), whatever
the model made of the words (a policy question, a wish for dishes); a list with its counts is
one proposal of every line at its count. A wish for something sweet shows sweets, never the
crisps or the sweet potatoes; a kind named by two words keeps both ("chocolate milk"); a
kind none of which meets a need says so, with no card of the kind. A cut named with the product
("hamour fillet") is the cut, and an age mark ("nido 1+") the tin of that age, on the card and
in the proposal."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

_NAMES = {product["_id"]: product["name"]["en"] for product in PRODUCTS}
_AR_NAMES = {product["_id"]: product["name"]["ar"] for product in PRODUCTS}


def _shown(turn: Turn) -> list[dict[str, Any]]:
    return [card for b in turn.end["blocks"] if b["kind"] == "products" for card in b["products"]]


def _shown_ids(turn: Turn) -> set[str]:
    return {card["_id"] for card in _shown(turn)}


def _proposed(turn: Turn) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def test_a_list_is_shown_whole_and_said_where_it_falls_short(client: Any) -> None:
    mandarins, cleaner, tablets, olive_oil = "p-0006", "p-1910", "p-1906", "p-0807"
    fruit = {"p-0010", "p-0007", "p-0008", mandarins}
    for message, guest, shown, said in (
        ("watermelon, grapes, strawberries and mandarins for a gathering", GUEST_A, fruit,
         [_NAMES[mandarins]]),
        ("do you have clorox, toilet cleaner and dishwasher tablets?", GUEST_A,
         {cleaner, tablets}, [_NAMES[cleaner], _NAMES[tablets]]),
        ("do you have hummus, pita and olives?", GUEST_A, {"p-1009", "p-0301"}, ["olives"]),
        ("ابي بطيخ وعنب وفراولة ويوسفي للعزيمة", GUEST_B, fruit, [_AR_NAMES[mandarins]]),
        ("عندكم كلوركس ومنظف حمام واقراص غسالة صحون؟", GUEST_B, {cleaner, tablets},
         [_AR_NAMES[cleaner], _AR_NAMES[tablets]]),
        ("عندكم حمص وزيتون وخبز عربي؟", GUEST_B, {"p-1009", "p-0301"}, ["زيتون"]),
        ("abi bateekh w 3enab w fraola w yousfi lil 3azeema", GUEST_B, fruit,
         [_AR_NAMES[mandarins]]),
        ("3indkom 7ummus w zaitoon w 5ubz 3arabi?", GUEST_B, {"p-1009", "p-0301"}, ["زيتون"]),
    ):  # fmt: skip
        turn = await send(client, message, guest=guest)
        assert shown <= _shown_ids(turn), (message, _shown_ids(turn))
        assert olive_oil not in _shown_ids(turn), message
        assert "cart_action" not in kinds(turn), message
        said_in = " ".join(texts(turn))
        assert all(name in said_in for name in said), (message, texts(turn))
    for message, guest, wanted in (
        ("i want 2 lays salted, 1 pepsi cans and 3 samoon", GUEST_A,
         {"p-1101": 2, "p-1212": 1, "p-0306": 3}),
        ("ابي ٢ شيبس ليز بالملح و٣ خبز صمون وكيلو طماط", GUEST_B,
         {"p-1101": 2, "p-0306": 3, "p-0101": 1}),
        ("abi 2 lays bil mil7 w 3 samoon w kilo tamat", GUEST_B,
         {"p-1101": 2, "p-0306": 3, "p-0101": 1}),
    ):  # fmt: skip
        turn = await send(client, message, guest=guest)
        assert _proposed(turn) == wanted, (message, _proposed(turn))
    for message, guest in (  # no list of goods: as before
        ("i need a new phone and a laptop", GUEST_A),
        ("ابي سيارة وبيت", GUEST_B),
        ("abi 2 tickets w hotel", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _shown(turn) and "cart_action" not in kinds(turn), message


async def test_needs_and_cuts_are_kept_as_asked(client: Any) -> None:
    for message, guest in (
        ("something sweet that isn't dates", GUEST_A),
        ("a nut-free sweet under 1 KD", GUEST_A),
        ("شي حلو بس مو تمر", GUEST_B),
        ("حلاوة بدون مكسرات اقل من دينار", GUEST_B),
        ("shay 7elo bs mo tamr", GUEST_B),
        ("7alawa bdoon mkassarat a8al min dinar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = _shown(turn)
        assert shown, message
        assert not any(
            "Chips" in _NAMES[c["_id"]] or "Potato" in _NAMES[c["_id"]] for c in shown
        ), (message, [_NAMES[c["_id"]] for c in shown])
        assert not any("Dates" in _NAMES[c["_id"]] for c in shown), message
        if "nut" in message or "مكسرات" in message or "mkassarat" in message:
            assert all(c["allergens"] is not None and "nuts" not in c["allergens"] for c in shown)
            assert all(c["price"] <= 1000 for c in shown), message
    for message, guest in (
        ("chocolate milk without nuts, my daughter is allergic", GUEST_A),
        ("حليب بالشوكولاتة بدون مكسرات بنتي عندها حساسية", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _shown_ids(turn) == {"p-1209"}, (message, _shown_ids(turn))
    for message, guest in (
        ("any gluten free bread?", GUEST_A),
        ("عندكم خبز خالي من الجلوتين؟", GUEST_B),
        ("3indkom khubz gluten free?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join(texts(turn))
        assert "None of our bread" in said or "ما عندنا خبز" in said, (message, texts(turn))
        assert not any(c["categoryId"] == "cat-bakery" for c in _shown(turn)), message
    for message, guest, meant in (
        ("the 800g nido 1+", GUEST_A, "p-1811"),
        ("ابي حليب نيدو ٣+", GUEST_B, "p-1812"),
        ("abi nido 1+ 800g", GUEST_B, "p-1811"),
    ):
        turn = await send(client, message, guest=guest)
        assert _shown_ids(turn) == {meant}, (message, _shown_ids(turn))
    turn = await send(client, "add nido 3+", guest=GUEST_A)
    assert _proposed(turn) == {"p-1812": 1}, _proposed(turn)
    fillet = "p-0502-v2"
    for message, guest in (
        ("a kilo of hamour fillet", GUEST_A),
        ("كيلو هامور فيليه", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert [c.get("variantId") for c in _shown(turn)] == [fillet], message
    for message, guest in (
        ("add hamour fillet", GUEST_A),
        ("حط هامور فيليه", GUEST_B),
        ("7ot kilo hamour fillet", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["variantId"] == fillet, (message, line)
