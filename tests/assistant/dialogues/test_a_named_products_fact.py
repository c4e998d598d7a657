"""A fact asked of one product the shopper names is answered from that product, over a real
socket: its card, and first a text card saying the fact from its record (its pack or sizes,
where its name says it is from, a diet or an allergen), in English, Gulf Arabic and Arabizi;
never a list of search hits, a size "not sold", a decline or a proposal. Goods looked for by a
diet or a size, and questions naming none of our goods, stay what they were."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "named", "said"),
    [
        # its pack or sizes
        ("how many grams is the nadec labneh", GUEST_A, "Nadec Labneh", "400 g"),
        ("tilda pure basmati what sizes", GUEST_A, "Tilda", "5 kg"),
        ("how many bags in the lipton yellow label?", GUEST_A, "Lipton", "200 bags"),
        ("لبنة المراعي كم جرام؟", GUEST_B, "Almarai Labneh", "٤٠٠"),
        ("زيت الذرة مازولا كم لتر", GUEST_B, "Mazola Corn", "٢٫٩"),
        ("el labneh mal nadec kam gram", GUEST_B, "Nadec Labneh", "٤٠٠"),
        ("zait mazola el dura kam litre", GUEST_B, "Mazola Corn", "١٫٥"),
        # where its name says it is from
        ("where are your pears from", GUEST_A, "Pears", "South Africa"),
        ("the avocados what country r they from", GUEST_A, "Avocados", "Kenya"),
        ("الرمان من وين؟", GUEST_B, "Pomegranates", "إيران"),
        ("البصل الاحمر هندي؟", GUEST_B, "Red Onions", "الهند"),
        ("el mooz min wain?", GUEST_B, "Bananas", "الفلبين"),
        # a diet or an allergen, from the record
        ("does heinz mayonnaise have egg in it?", GUEST_A, "Heinz Mayonnaise", "egg"),
        ("is the barilla fusilli gluten free?", GUEST_A, "Barilla Fusilli", "gluten"),
        ("مايونيز هاينز فيه بيض؟", GUEST_B, "Heinz Mayonnaise", "بيض"),
        ("mayonez heinz fee bai9?", GUEST_B, "Heinz Mayonnaise", "بيض"),
        ("is the heinz mayonnaise eggless", GUEST_A, "Heinz Mayonnaise", "egg"),
        # questions the domain gate doubts, of a product named all the same
        ("where do ur oranges come from", GUEST_A, "Oranges", "Egypt"),
        ("nescafe gold how many grams is it", GUEST_A, "Nescafé Gold", "190 g"),
        ("البرتقال من وين جايبينه؟", GUEST_B, "Oranges", "مصر"),
        ("نسكافيه جولد كم جرام", GUEST_B, "Nescafé Gold", "١٩٠"),
        ("el burtuqal min wain?", GUEST_B, "Oranges", "مصر"),
        # the fact's word also a word of the product's name, said outside the name
        ("what size does the pampers pants size 5 fit", GUEST_A, "Pampers Pants Size 5", "48"),
        ("شكثر مقاس بامبرز بانتس مقاس ٥", GUEST_B, "Pampers Pants Size 5", "٤٨"),
        ("sh size el pampers pants size 5?", GUEST_B, "Pampers Pants Size 5", "٤٨"),
    ],
)
async def test_the_fact_asked_is_said_from_the_products_record(
    client: Any, message: str, guest: str, named: str, said: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" in kinds(turn), (message, kinds(turn))
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
    assert named in one(turn, "product_detail")["product"]["name"], message
    assert any(said in text for text in texts(turn)), (message, texts(turn))
    assert is_arabic(turn.end["content"]) == (guest == GUEST_B), turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("where is the hamour from", GUEST_A),
        ("مياه الروضتين محليه؟", GUEST_B),
        ("el hamour min wain?", GUEST_B),
    ],
)
async def test_where_from_that_the_record_does_not_hold_is_said_unknown(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" in kinds(turn), (message, kinds(turn))
    unknown = "doesn't say" if guest == GUEST_A else "ما تذكر"
    assert any(unknown in text for text in texts(turn)), (message, texts(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # goods looked for by a diet or a size: a search, as before (a list, or none fits)
        ("any sugar free sweets", GUEST_A),
        ("i need diapers size 4", GUEST_A),
        ("which pasta is gluten free?", GUEST_A),
        ("عندكم خبز بدون جلوتين؟", GUEST_B),
        ("abi 7aleeb nido", GUEST_B),
        ("ابي حليب نيدو", GUEST_B),
    ],
)
async def test_goods_looked_for_stay_a_search(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" not in kinds(turn), (message, kinds(turn))
    assert "cart_action" not in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("how many grams are in a kilo", GUEST_A),
        ("where are you from", GUEST_A),
        ("how many grams in a kilo of sugar", GUEST_A),
        ("كم جرام في الكيلو", GUEST_B),
        ("من وين انت", GUEST_B),
        ("inta min wain", GUEST_B),
    ],
)
async def test_a_question_naming_none_of_our_goods_shows_no_card(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" not in kinds(turn) and "products" not in kinds(turn), kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("is the diet pepsi in stock", GUEST_A),
        ("هل بيبسي دايت متوفر", GUEST_B),
        ("el diet pepsi mitwaffer?", GUEST_B),
    ],
)
async def test_a_needs_word_of_the_products_own_name_asks_no_fact(
    client: Any, message: str, guest: str
) -> None:
    """ "diet" of Diet Pepsi names it: its card alone, no diet said of it."""
    turn = await send(client, message, guest=guest)
    assert kinds(turn) in (["product_detail"], ["product_detail", "actions"]), kinds(turn)
