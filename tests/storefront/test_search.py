"""Catalogue search: plurals, typos, Arabic spellings, digits, and the ranking rules."""

from __future__ import annotations

import pytest

from hub.storefront import seed
from hub.storefront.search import CatalogueIndex
from tests.storefront.test_embedded import seeded_storefront

BY_ID = {product["_id"]: product for product in seed.PRODUCTS}
BANANA = next(p for p in seed.PRODUCTS if p["sku"] == "FRU-BANANA")
TOMATO = next(p for p in seed.PRODUCTS if p["sku"] == "VEG-TOMATO")


def names(products: list[dict]) -> list[str]:
    return [product["name"]["en"] for product in products]


@pytest.fixture
def storefront(io_loop):
    return io_loop.run_sync(seeded_storefront)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("banana", BANANA),
        ("Bananas", BANANA),
        ("banan", BANANA),
        ("tomatos", TOMATO),
        ("TOMATOES", TOMATO),
        ("موز", BANANA),
        ("الموز", BANANA),
        ("طماطم", TOMATO),
        ("الطماطم", TOMATO),
        ("طماطة", TOMATO),
        ("طماطه", TOMATO),
    ],
)
async def test_the_first_hit_survives_plurals_typos_and_arabic_spellings(
    storefront, query, expected
):
    found = await storefront.search_products(query, limit=3)
    assert found and found[0]["_id"] == expected["_id"], (query, names(found))


@pytest.mark.parametrize(
    ("query", "word"),
    [
        ("chiken", "Chicken"),
        ("chickens", "Chicken"),
        ("strawbery", "Strawberr"),
        ("shampooo", "Shampoo"),
        ("yoghurts", "Yoghurt"),
        ("دجاجة", "Chicken"),
        ("الحليب", "Milk"),
        ("أرز", "Rice"),
        ("ارز", "Rice"),
    ],
)
async def test_shopper_spellings_find_the_right_kind_of_product(storefront, query, word):
    found = await storefront.search_products(query, limit=3)
    assert found and word in names(found)[0], (query, names(found))


async def test_arabic_indic_digits_equal_ascii_digits(storefront):
    arabic = await storefront.search_products("حليب ٢ لتر")
    ascii_ = await storefront.search_products("حليب 2 لتر")
    assert arabic and [p["_id"] for p in arabic] == [p["_id"] for p in ascii_]


async def test_words_around_the_product_do_not_matter(storefront):
    plain = await storefront.search_products("milk")
    wrapped = await storefront.search_products("I want some milk please")
    assert [p["_id"] for p in wrapped] == [p["_id"] for p in plain]


async def test_nonsense_finds_nothing_and_limit_is_kept(storefront):
    assert await storefront.search_products("qwxzv") == []
    assert await storefront.search_products("") == []
    assert len(await storefront.search_products("milk", limit=2)) == 2


async def test_out_of_stock_is_last_or_left_out(storefront):
    in_stock_words = {w for p in seed.PRODUCTS if p["stock"] for w in p["keywords"]["en"]}
    product = next(
        p for p in seed.PRODUCTS if p["stock"] == 0 and p["keywords"]["en"][0] in in_stock_words
    )
    word = product["keywords"]["en"][0]
    every = await storefront.search_products(word, limit=50)
    assert product["_id"] in [p["_id"] for p in every]
    in_stock = await storefront.search_products(word, limit=50, include_out_of_stock=False)
    assert in_stock and all(p["stock"] > 0 for p in in_stock)
    assert product["_id"] not in [p["_id"] for p in in_stock]


def _product(pid: str, name: str, stock: int = 10, keywords: tuple[str, ...] = ()) -> dict:
    return {
        "_id": pid,
        "name": {"en": name, "ar": ""},
        "keywords": {"en": list(keywords), "ar": []},
        "stock": stock,
        "unit": {"en": "1 kg", "ar": ""},
        "variants": [],
    }


def test_exact_beats_prefix_beats_typo():
    index = CatalogueIndex()
    index.rebuild(
        [
            _product("typo", "Carot"),  # one letter away from the query
            _product("prefix", "Carrotcake"),
            _product("exact", "Carrot"),
        ],
        [],
        [],
    )
    assert index.search("carrot") == ["exact", "prefix", "typo"]


def test_more_words_matched_rank_first_and_stock_breaks_ties():
    index = CatalogueIndex()
    index.rebuild(
        [
            _product("plain-empty", "Rice", stock=0),
            _product("plain", "Rice"),
            _product("both", "Basmati Rice"),
        ],
        [],
        [],
    )
    assert index.search("basmati rice") == ["both", "plain", "plain-empty"]
    assert index.search("rice", include_out_of_stock=False) == ["plain", "both"]


def test_reindexing_one_product_forgets_its_old_words():
    index = CatalogueIndex()
    index.rebuild([_product("a", "Apple"), _product("b", "Pear")], [], [])
    index.update_product(_product("a", "Quince"), None, None)
    assert index.search("apple") == []
    assert index.search("quince") == ["a"]


def test_a_word_searched_before_a_new_product_existed_finds_it_after():
    index = CatalogueIndex()
    index.rebuild([_product("a", "Apple")], [], [])
    assert index.search("mango") == []
    assert index.search("mangoe") == []
    index.update_product(_product("m", "Mango"), None, None)
    assert index.search("mango") == ["m"]
    assert index.search("mangoe") == ["m"]  # a typo reaches the new word too
    index.update_product(_product("n", "Mangosteen"), None, None)
    assert index.search("mango") == ["m", "n"]  # and so does a prefix


def test_a_names_two_words_typed_as_one_reach_it_and_no_word_of_the_store():
    index = CatalogueIndex()
    index.rebuild(
        [
            {**_product("bar", "Choco Bar"), "name": {"en": "Choco Bar", "ar": "كيت كات"}},
            _product("gold", "Gold Coffee", keywords=("kitkat",)),
        ],
        [],
        [],
    )
    assert index.search("chocobar") == ["bar"]
    assert index.search("كيتكات") == ["bar"]  # as spelt, the space left out
    assert index.search("كتكات") == ["bar"]  # and its long vowel dropped as it is said
    assert index.search("كتكوت") == []  # a chick: the same consonants, two letters away
    assert index.search("kitkat") == ["gold"]  # a word of the store's own is that word
    index.update_product(_product("bar", "Quince"), None, None)
    assert index.search("chocobar") == []
