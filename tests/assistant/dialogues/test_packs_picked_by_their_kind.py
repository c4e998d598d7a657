"""A pack picked by the shopper's words for it after the goods were shown: "make it 5 of the
small bottles carton", "5alha 5 abraaj" after "abi mai kartoon 9ghar" (Abraaj's carton of
small bottles, which the cheapest list left out), "ضيف ٢ جالون ابراج", "add the 1.5 L
aquafina", "the cans are fine". A carton is a pack of several pieces, a small one of half a
litre or less each, a big bottle a litre or more, a gallon three litres and more; a measure
said is one piece's size too. Said without a pack word, a product keeps its usual pack.
Over a real socket, as a guest, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

# The water packs of the demo store, by (product, variant)
_SMALL_CARTONS = {
    ("p-1401", "p-1401-v2"), ("p-1401", "p-1401-v3"), ("p-1402", None), ("p-1405", None),
    ("p-1407", "p-1407-v1"), ("p-1410", None),
}  # fmt: skip
_RAWDATAIN_SMALL = {("p-1401", "p-1401-v2"), ("p-1401", "p-1401-v3")}
_RAWDATAIN_BIG = {("p-1401", "p-1401-v1")}
_ABRAAJ_SMALL = {("p-1410", None)}
_ABRAAJ_GALLON = {("p-1412", None)}
_RAWDATAIN_GALLON = {("p-1403", None)}
_NESTLE_SMALL = {("p-1407", "p-1407-v1")}
_NESTLE_BIG = {("p-1407", "p-1407-v2")}
_NESTLE_GALLON = {("p-1408", None)}
_AQUAFINA_BIG = {("p-1404", None)}
_AQUAFINA_MINIS = {("p-1405", None)}
_PEPSI_CANS = {("p-1212", None)}

_PICKS = {
    "en": (
        ("show me water", "make it 5 of the small bottles carton", _SMALL_CARTONS, 5),
        ("show me water", "add 2 rawdatain big bottles", _RAWDATAIN_BIG, 2),
        ("show me water", "add 3 rawdatain small carton", _RAWDATAIN_SMALL, 3),
        ("show me water", "2 abraaj gallon", _ABRAAJ_GALLON, 2),
        ("show me water", "add the 1.5 L aquafina", _AQUAFINA_BIG, 1),
        ("show me water", "add 2 nestle 1.5 litre", _NESTLE_BIG, 2),
        ("show me water", "add a carton of small aquafina", _AQUAFINA_MINIS, 1),
        ("show me water", "add one abraaj small bottles carton", _ABRAAJ_SMALL, 1),
        ("do you have pepsi", "the cans are fine", _PEPSI_CANS, 1),
        ("show me water", "add 2 nestle small carton", _NESTLE_SMALL, 2),
        ("show me water", "add a nestle gallon", _NESTLE_GALLON, 1),
    ),
    "ar": (
        ("عندكم مي؟", "ابي ٣ كرتون الروضتين الصغير", _RAWDATAIN_SMALL, 3),
        ("عندكم ماي؟", "ضيف ٢ جالون ابراج", _ABRAAJ_GALLON, 2),
        ("عندكم ماي؟", "ضيف كرتون نستله الصغير", _NESTLE_SMALL, 1),
        ("عندكم ماي؟", "ابي ٢ اكوافينا ١٫٥ لتر", _AQUAFINA_BIG, 2),
        ("عندكم ماي؟", "خلها ٥ كراتين ابراج صغار", _ABRAAJ_SMALL, 5),
        ("عندكم ماي؟", "ضيف جالون الروضتين", _RAWDATAIN_GALLON, 1),
        ("عندكم ماي؟", "ضيف ٢ الروضتين الكبار", _RAWDATAIN_BIG, 2),
        ("ابي ماي كرتون صغير", "ضيف ٣ ابراج", _ABRAAJ_SMALL, 3),
        ("عندكم بيبسي؟", "العلب زينه", _PEPSI_CANS, 1),
        ("عندكم ماي؟", "ضيف نستله جالون", _NESTLE_GALLON, 1),
    ),
    "arabizi": (
        ("abi mai kartoon 9ghar, aish arkha9", "5alha 5 abraaj", _ABRAAJ_SMALL, 5),
        ("3indkom mai?", "7i6 2 abraaj 9ghar", _ABRAAJ_SMALL, 2),
        ("3indkom mai?", "abi 2 kartoon rawdatain kbar", _RAWDATAIN_BIG, 2),
        ("3indkom mai?", "7i6 2 abraaj galon", _ABRAAJ_GALLON, 2),
        ("3indkom mai?", "7i6 galon rawdatain", _RAWDATAIN_GALLON, 1),
        ("3indkom mai?", "7i6 kartoon nestle 9ghar", _NESTLE_SMALL, 1),
        ("3indkom mai?", "7i6 2 aquafina 1.5 litre", _AQUAFINA_BIG, 2),
        ("abi mai kartoon 9ghar", "7i6 3 rawdatain", _RAWDATAIN_SMALL, 3),
        ("3indkom pepsi?", "el 3elab zain", _PEPSI_CANS, 1),
        ("3indkom mai?", "7i6 kartoon aquafina 9ghar", _AQUAFINA_MINIS, 1),
    ),
}


@pytest.mark.parametrize("script", sorted(_PICKS))
async def test_the_pack_the_words_point_at_is_proposed(client: Any, script: str) -> None:
    for n, (shown, pick, packs, count) in enumerate(_PICKS[script]):
        guest = (GUEST_A, GUEST_B)[n % 2]  # each guest's sends kept within the hub's limit
        first = await send(client, shown, guest=guest)
        turn = await send(client, pick, first.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line.get("variantId")) in packs, (pick, line)
        assert line["quantity"] == count, (pick, line)


# No pack word: the product in the pack it is usually sold in
_PLAIN = (
    ("show me water", "add 2 rawdatain"),
    ("عندكم ماي؟", "ضيف ٢ الروضتين"),
    ("3indkom mai?", "7i6 2 rawdatain"),
)


async def test_goods_said_without_a_pack_keep_their_usual_pack(client: Any) -> None:
    for shown, pick in _PLAIN:
        first = await send(client, shown, guest=GUEST_A)
        turn = await send(client, pick, first.conversation_id, guest=GUEST_A)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line.get("variantId")) in _RAWDATAIN_BIG, (pick, line)
        assert line["quantity"] == 2, (pick, line)


async def test_fewer_of_a_pack_short_of_stock_is_that_pack(client: Any) -> None:
    """Only 3 Abraaj gallons are left: asked for more, the gallon's card is shown, and a
    smaller count then is of that gallon, whatever else the list held."""
    for shown, too_many, fewer in (
        ("show me water", "add 10 abraaj gallon", "ok 3 then"),
        ("عندكم ماي؟", "ضيف ٥ جالون ابراج", "خلاص ٣ بس"),
        ("abi mai kartoon 9ghar, aish arkha9", "7i6 4 abraaj galon", "ok 3 bas"),
    ):
        first = await send(client, shown, guest=GUEST_A)
        short = await send(client, too_many, first.conversation_id, guest=GUEST_A)
        assert "cart_action" not in kinds(short), too_many
        turn = await send(client, fewer, first.conversation_id, guest=GUEST_A)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == ("p-1412", 3), (fewer, line)
