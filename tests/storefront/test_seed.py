"""The demo grocery's seed data: counts, references, money, both languages, searchability."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import hub.storefront.seed as seed
from hub.storefront.seed import (
    AREAS,
    BRANCHES,
    BRANDS,
    CATEGORIES,
    DEMO_CUSTOMERS,
    FAQ,
    OFFERS,
    ORDER_STATUSES,
    PRODUCTS,
    RECIPES,
    SLOT_FEE,
    SLOT_HOURS,
    ZONES,
)

ARABIC = re.compile(r"[\u0621-\u064A]")
LATIN = re.compile(r"[A-Za-z]")

PRODUCT_BY_ID = {product["_id"]: product for product in PRODUCTS}
VARIANT_BY_ID = {
    variant["_id"]: (product, variant) for product in PRODUCTS for variant in product["variants"]
}
CATEGORY_IDS = {category["_id"] for category in CATEGORIES}
BRAND_IDS = {brand["_id"] for brand in BRANDS}
AREA_IDS = {area["_id"] for area in AREAS}
ZONE_IDS = {zone["_id"] for zone in ZONES}

ENGLISH_WORDS = [
    "milk", "eggs", "bread", "rice", "chicken", "tomato", "tomatoes", "banana", "bananas",
    "apple", "apples", "water", "cheese", "yogurt", "yoghurt", "coffee", "tea", "sugar", "oil",
    "pasta", "onion", "onions", "potato", "potatoes", "dates", "juice", "diapers", "detergent",
    "shampoo", "laban", "labneh", "halloumi", "tahini", "hummus", "saffron", "cardamom",
    "arabic coffee", "basmati", "ghee", "samboosa", "vimto", "iranian bread", "khalas",
    "sukkari", "flour", "salt", "honey", "tuna", "lamb", "fish", "shrimp",
]  # fmt: skip
ARABIC_WORDS = [
    "حليب", "بيض", "خبز", "رز", "أرز", "دجاج", "طماطم", "موز", "تفاح", "ماء", "مياه", "جبن",
    "لبن", "زبادي", "قهوة", "شاي", "سكر", "زيت", "معكرونة", "بصل", "بطاطس", "تمر", "عصير",
    "حفاضات", "منظف", "شامبو", "لبنة", "حلوم", "طحينة", "حمص", "زعفران", "هيل", "قهوة عربية",
    "بسمتي", "سمن", "سمبوسة", "فيمتو", "خبز إيراني", "خلاص", "سكري", "عيش", "طحين", "ملح",
    "عسل", "تونة", "لحم", "سمك", "روبيان",
]  # fmt: skip


def _bilingual(value: Any, path: str = "") -> Iterator[tuple[str, dict]]:
    """Every {"en", "ar"} dict anywhere inside `value`, with where it was found."""
    if isinstance(value, dict):
        if set(value) == {"en", "ar"}:
            yield path, value
            return
        for key, item in value.items():
            yield from _bilingual(item, f"{path}.{key}")
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _bilingual(item, f"{path}[{i}]")


def _matches(product: dict, word: str, lang: str) -> bool:
    word = word.lower()
    texts = [product["name"][lang], *product["keywords"][lang]]
    return any(word in text.lower() for text in texts)


def _stock_of(product_id: str, variant_id: str | None) -> int:
    if variant_id is None:
        return PRODUCT_BY_ID[product_id]["stock"]
    return VARIANT_BY_ID[variant_id][1]["stock"]


def test_counts():
    assert len(CATEGORIES) >= 14
    assert len(BRANDS) >= 25
    assert len(PRODUCTS) >= 320
    assert len(OFFERS) >= 8
    assert len(RECIPES) >= 10
    assert len(FAQ) >= 16
    assert len(BRANCHES) >= 6
    assert len(ZONES) >= 4
    assert len(AREAS) >= 30
    assert [customer["_id"] for customer in DEMO_CUSTOMERS] == ["demo-1", "demo-2", "demo-3"]


def test_ids_are_unique_everywhere():
    ids = [
        *(record["_id"] for table in (CATEGORIES, BRANDS, PRODUCTS, OFFERS, RECIPES, FAQ,
                                      BRANCHES, ZONES, AREAS, DEMO_CUSTOMERS) for record in table),
        *(variant["_id"] for product in PRODUCTS for variant in product["variants"]),
        *(address["_id"] for customer in DEMO_CUSTOMERS for address in customer["addresses"]),
        *(order["_id"] for customer in DEMO_CUSTOMERS for order in customer["orders"]),
    ]  # fmt: skip
    assert [i for i, n in Counter(ids).items() if n > 1] == []
    assert all(isinstance(i, str) and i for i in ids)
    for table in (
        [product["sku"] for product in PRODUCTS],
        [category["slug"] for category in CATEGORIES],
        [order["orderNumber"] for customer in DEMO_CUSTOMERS for order in customer["orders"]],
        [offer["couponCode"] for offer in OFFERS if offer["couponCode"]],
    ):
        assert len(table) == len(set(table))


def test_id_shapes():
    for category in CATEGORIES:
        assert category["_id"] == f"cat-{category['slug']}" and category["icon"]
    assert all(brand["_id"].startswith("brand-") for brand in BRANDS)
    assert "brand-fresh" in BRAND_IDS
    for product in PRODUCTS:
        assert re.fullmatch(r"p-\d{4}", product["_id"])
        assert product["image"] == f"/static/products/{product['_id']}.svg"
        for n, variant in enumerate(product["variants"], start=1):
            assert variant["_id"] == f"{product['_id']}-v{n}"
    assert PRODUCTS[0]["_id"] == "p-0001"


def test_products_reference_categories_and_brands():
    for product in PRODUCTS:
        assert product["categoryId"] in CATEGORY_IDS, product["sku"]
        assert product["brandId"] in BRAND_IDS, product["sku"]
    per_brand = Counter(product["brandId"] for product in PRODUCTS)
    per_category = Counter(product["categoryId"] for product in PRODUCTS)
    assert {b: per_brand[b] for b in BRAND_IDS if per_brand[b] < 3} == {}
    assert {c: per_category[c] for c in CATEGORY_IDS if per_category[c] < 10} == {}


def test_prices_are_positive_fils():
    for product in PRODUCTS:
        assert type(product["price"]) is int and product["price"] > 0, product["sku"]
        compare = product["compareAtPrice"]
        assert compare is None or (type(compare) is int and compare > product["price"])
        for variant in product["variants"]:
            assert type(variant["price"]) is int and variant["price"] > 0
    discounted = sum(1 for product in PRODUCTS if product["compareAtPrice"])
    assert 0.05 <= discounted / len(PRODUCTS) <= 0.15


def test_realistic_kuwaiti_prices():
    def price(sku: str) -> int:
        return next(p["price"] for p in PRODUCTS if p["sku"] == sku)

    assert 350 <= price("DAI-ALM-MILK-FF") <= 550  # 1 L Almarai milk
    assert 400 <= price("FRU-BANANA") <= 700  # 1 kg bananas
    assert 2000 <= price("RIC-TLD-BASMATI") <= 3500  # 2 kg basmati


def test_stock_levels():
    stocks = [product["stock"] for product in PRODUCTS]
    assert all(type(stock) is int and stock >= 0 for stock in stocks)
    out = stocks.count(0)
    low = sum(1 for stock in stocks if 1 <= stock <= 3)
    assert 0.05 <= out / len(stocks) <= 0.15
    assert 2 <= low <= 0.05 * len(stocks)
    for product in PRODUCTS:
        if not product["variants"]:
            assert product["stock"] <= 3 or 10 <= product["stock"] <= 200, product["sku"]


def test_variants():
    with_variants = [product for product in PRODUCTS if product["variants"]]
    assert 25 <= len(with_variants) <= 40
    for product in with_variants:
        variants = product["variants"]
        assert 2 <= len(variants) <= 3, product["sku"]
        assert variants[0]["price"] == product["price"], product["sku"]
        assert sum(variant["stock"] for variant in variants) == product["stock"], product["sku"]
        assert all(set(variant) == {"_id", "name", "price", "stock"} for variant in variants)
    assert all(product["variants"] == [] for product in PRODUCTS if product not in with_variants)


def test_product_shape():
    keys = {
        "_id", "sku", "name", "categoryId", "brandId", "price", "compareAtPrice", "unit",
        "stock", "image", "keywords", "variants", "attributes",
    }  # fmt: skip
    for product in PRODUCTS:
        assert set(product) == keys, product["sku"]
        assert product["keywords"]["en"] and product["keywords"]["ar"], product["sku"]


def test_recipes_use_existing_in_stock_products():
    for recipe in RECIPES:
        assert recipe["_id"].startswith("recipe-")
        assert recipe["servings"] > 0 and recipe["minutes"] > 0
        assert len(recipe["steps"]["en"]) == len(recipe["steps"]["ar"]) >= 3
        assert recipe["ingredients"]
        for ingredient in recipe["ingredients"]:
            product = PRODUCT_BY_ID[ingredient["productId"]]
            variant_id = ingredient["variantId"]
            if product["variants"]:
                assert VARIANT_BY_ID[variant_id][0] is product, recipe["_id"]
            else:
                assert variant_id is None, recipe["_id"]
            assert type(ingredient["quantity"]) is int and ingredient["quantity"] >= 1
            assert _stock_of(product["_id"], variant_id) >= ingredient["quantity"], (
                recipe["_id"],
                product["sku"],
            )
    assert "recipe-machboos" in {recipe["_id"] for recipe in RECIPES}


def test_offers():
    coupons = [offer for offer in OFFERS if offer["couponCode"]]
    assert len(coupons) >= 5
    assert all(re.fullmatch(r"[A-Z0-9]+", offer["couponCode"]) for offer in coupons)
    assert any(offer["endsInDays"] <= 2 for offer in OFFERS)
    for offer in OFFERS:
        assert offer["_id"].startswith("offer-")
        assert offer["kind"] in ("percent", "fixed")
        assert type(offer["value"]) is int
        if offer["kind"] == "percent":
            assert 1 <= offer["value"] <= 50
        else:
            assert offer["value"] > 0
        assert type(offer["minSubtotal"]) is int and offer["minSubtotal"] >= 0
        assert offer["categoryId"] is None or offer["categoryId"] in CATEGORY_IDS
        assert all(pid in PRODUCT_BY_ID for pid in offer["productIds"])
        assert type(offer["endsInDays"]) is int and offer["endsInDays"] >= 1


def test_delivery():
    for zone in ZONES:
        for key in ("fee", "etaMinutes", "expressFee", "expressEtaMinutes", "minOrder"):
            assert type(zone[key]) is int and zone[key] > 0
        assert zone["expressFee"] > zone["fee"]
        assert zone["expressEtaMinutes"] < zone["etaMinutes"]
    assert all(area["zoneId"] in ZONE_IDS for area in AREAS)
    assert {area["zoneId"] for area in AREAS} == ZONE_IDS
    assert type(SLOT_FEE) is int and SLOT_FEE >= 0
    assert SLOT_HOURS[0] == ("09:00", "11:00") and SLOT_HOURS[-1] == ("21:00", "23:00")
    for (start, end), (next_start, _) in itertools.pairwise(SLOT_HOURS):
        assert int(end[:2]) - int(start[:2]) == 2 and end == next_start


def _in_kuwait(lat: float, lng: float) -> bool:
    return 28.5 <= lat <= 30.1 and 46.5 <= lng <= 48.5


def test_branches_are_in_kuwait():
    for branch in BRANCHES:
        assert _in_kuwait(branch["lat"], branch["lng"]), branch["_id"]
        assert re.fullmatch(r"\+965 2\d{3} \d{4}", branch["phone"]), branch["_id"]


def test_demo_customers():
    statuses = set()
    for customer in DEMO_CUSTOMERS:
        assert 1 <= len(customer["addresses"]) <= 3
        assert 3 <= len(customer["orders"]) <= 5
        assert type(customer["loyaltyPoints"]) is int and customer["loyaltyPoints"] >= 0
        assert type(customer["walletBalance"]) is int and customer["walletBalance"] >= 0
        for address in customer["addresses"]:
            assert address["areaId"] in AREA_IDS
            assert _in_kuwait(address["lat"], address["lng"])
            assert address["label"] and address["block"] and address["street"]
        for order in customer["orders"]:
            assert order["status"] in ORDER_STATUSES
            statuses.add(order["status"])
            assert re.fullmatch(r"KW-\d{6}", order["orderNumber"])
            assert type(order["deliveryFee"]) is int and order["deliveryFee"] > 0
            assert type(order["placedDaysAgo"]) is int and order["placedDaysAgo"] >= 0
            for item in order["items"]:
                product = PRODUCT_BY_ID[item["productId"]]
                if product["variants"]:
                    _, variant = VARIANT_BY_ID[item["variantId"]]
                    assert VARIANT_BY_ID[item["variantId"]][0] is product
                    assert item["price"] == variant["price"]
                else:
                    assert item["variantId"] is None
                    assert item["price"] == product["price"]
                assert type(item["quantity"]) is int and item["quantity"] >= 1
        assert len({order["status"] for order in customer["orders"]}) >= 2
    assert statuses == set(ORDER_STATUSES)


def test_every_text_is_bilingual():
    tables = {
        "categories": CATEGORIES, "brands": BRANDS, "products": PRODUCTS, "offers": OFFERS,
        "recipes": RECIPES, "faq": FAQ, "branches": BRANCHES, "zones": ZONES, "areas": AREAS,
        "customers": DEMO_CUSTOMERS,
    }  # fmt: skip
    found = 0
    for name, table in tables.items():
        for path, text in _bilingual(table, name):
            found += 1
            if isinstance(text["en"], str):
                assert text["en"].strip() and ARABIC.search(text["ar"]), path
            else:  # keywords and steps: lists of strings
                assert text["en"] and text["ar"], path
                assert all(item.strip() for item in text["en"]), path
                assert all(ARABIC.search(item) for item in text["ar"]), path
    assert found > 1000
    for table, key in ((OFFERS, "title"), (FAQ, "question"), (FAQ, "answer")):
        assert all(set(record[key]) == {"en", "ar"} for record in table)
    for record in (*CATEGORIES, *BRANDS, *PRODUCTS, *RECIPES, *BRANCHES, *ZONES, *AREAS):
        assert set(record["name"]) == {"en", "ar"}


def test_arabic_names_are_arabic_script():
    names = [
        *(record["name"]["ar"] for table in (CATEGORIES, BRANDS, PRODUCTS, RECIPES, BRANCHES,
                                             ZONES, AREAS, DEMO_CUSTOMERS) for record in table),
        *(product["unit"]["ar"] for product in PRODUCTS),
        *(variant["name"]["ar"] for product in PRODUCTS for variant in product["variants"]),
    ]  # fmt: skip
    assert [name for name in names if LATIN.search(name)] == []


def test_shopper_words_find_products():
    missing_en = [w for w in ENGLISH_WORDS if not any(_matches(p, w, "en") for p in PRODUCTS)]
    missing_ar = [w for w in ARABIC_WORDS if not any(_matches(p, w, "ar") for p in PRODUCTS)]
    assert missing_en == []
    assert missing_ar == []


def test_shopper_words_find_the_right_aisle():
    def categories_for(word: str, lang: str) -> set[str]:
        return {p["categoryId"] for p in PRODUCTS if _matches(p, word, lang)}

    assert "cat-dairy-eggs" in categories_for("milk", "en") & categories_for("حليب", "ar")
    assert "cat-water" in categories_for("water", "en") & categories_for("مياه", "ar")
    assert "cat-rice-grains" in categories_for("rice", "en") & categories_for("أرز", "ar")
    assert "cat-baby-care" in categories_for("diapers", "en") & categories_for("حفاضات", "ar")
    assert categories_for("banana", "en") == categories_for("موز", "ar") == {"cat-fruits"}
    assert "cat-dates-nuts" in categories_for("dates", "en") & categories_for("تمر", "ar")


_DIGEST = """
import hashlib, json
import hub.storefront.seed as seed
data = {name: getattr(seed, name) for name in seed.__all__}
print(hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest())
"""


def test_seed_is_deterministic():
    """The same data in every process, whatever the hash seed."""
    digests = {
        subprocess.run(
            [sys.executable, "-c", _DIGEST],
            env={"PYTHONHASHSEED": str(hash_seed), "PATH": ""},
            cwd=Path(__file__).resolve().parents[2],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for hash_seed in (1, 2)
    }
    assert len(digests) == 1
    json.dumps([getattr(seed, name) for name in seed.__all__])  # plain JSON-able data


def test_package_exports():
    for name in ("CATEGORIES", "BRANDS", "PRODUCTS", "OFFERS", "RECIPES", "FAQ", "BRANCHES",
                 "ZONES", "AREAS", "SLOT_HOURS", "SLOT_FEE", "DEMO_CUSTOMERS"):  # fmt: skip
        assert name in seed.__all__ and getattr(seed, name) is not None


def _by_sku(sku: str) -> dict:
    return next(product for product in PRODUCTS if product["sku"] == sku)


def test_every_food_says_what_it_is_and_nothing_else_does():
    from hub.storefront.seed.attributes import ALLERGENS, DIETARY

    for product in PRODUCTS:
        attributes = product["attributes"]
        if product["categoryId"] in ("cat-household-cleaning", "cat-personal-care"):
            assert attributes is None, product["sku"]
            continue
        if attributes is None:
            assert product["categoryId"] == "cat-baby-care", product["sku"]
            continue
        assert set(attributes["dietary"]) <= set(DIETARY), product["sku"]
        assert "halal" in attributes["dietary"]
        assert attributes["allergens"] is None or set(attributes["allergens"]) <= set(ALLERGENS)
        if "vegan" in attributes["dietary"]:
            assert "vegetarian" in attributes["dietary"]
            assert not {"milk", "egg", "fish", "shellfish"} & set(attributes["allergens"] or [])
        if "lactose_free" in attributes["dietary"]:
            assert attributes["allergens"] is not None and "milk" not in attributes["allergens"]
        if "gluten_free" in attributes["dietary"]:
            assert "gluten" not in (attributes["allergens"] or [])
        nutrition = attributes["nutrition"]
        if nutrition is not None:
            assert nutrition["per"] in ("100 g", "100 ml")
            for figure in ("protein", "sugar", "fat"):
                assert nutrition[figure] is None or 0 <= nutrition[figure] <= 100


def test_the_facts_of_well_known_foods():
    assert "sugar_free" in _by_sku("BEV-PEP-DIET")["attributes"]["dietary"]
    assert "sugar_free" not in _by_sku("BEV-PEP-CANS")["attributes"]["dietary"]
    assert "sugar_free" not in _by_sku("BKG-TNL-WHITE")["attributes"]["dietary"]
    assert _by_sku("BKG-TNL-WHITE")["attributes"]["nutrition"]["sugar"] > 99
    assert "vegan" in _by_sku("RIC-WAZ-LENTIL-RED")["attributes"]["dietary"]
    assert "vegan" not in _by_sku("DAI-EGG-WHITE")["attributes"]["dietary"]
    assert _by_sku("DAI-EGG-WHITE")["attributes"]["allergens"] == ["egg"]
    assert "gluten" in _by_sku("BAK-KFM-ARABIC-WHITE")["attributes"]["allergens"]
    assert "organic" in _by_sku("DAI-EGG-ORGANIC")["attributes"]["dietary"]
    assert _by_sku("CAN-BAY-TAHINA")["attributes"]["allergens"] == ["sesame"]
    assert _by_sku("BEV-PEP-DIET")["attributes"]["nutrition"]["per"] == "100 ml"
