"""Storefront records rendered into what clients receive, in one language.

Blocks, `GET /v1/cart` and confirm replies all draw their cards from here, so a product looks
the same wherever it appears and nothing else decides how a price or a name is shown. The
records are the port's (bilingual `{"en", "ar"}` texts, money in fils); a product record may
carry `brand: {_id, name}` for its brand's name.

The cart record `cart_view` expects (what `Storefront.cart()` returns): `items` of
`{productId, variantId, quantity, unitPrice, lineTotal, product}`, `itemCount`, `subtotal`,
`discount`, `loyaltyDiscount`, `deliveryFee`, `total`, `couponCode`, `loyaltyPoints`,
`express`, `deliveryArea` (an area record with its zone's fields, or None), `address` (a
saved address record, or None), `minOrder`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hub.catalogue import Language
from hub.record import Record
from hub.text import to_arabic_digits

CURRENCY = "KWD"
MAX_THUMBNAILS = 4


def localized(text: Any, language: Language) -> str | None:
    """One language of a bilingual text (English when that language is missing)."""
    if isinstance(text, dict):
        chosen: str | None = text.get(language) or text.get("en")
        return chosen
    plain: str | None = text  # a text stored in one language only
    return plain


def number_text(count: int) -> dict[str, str]:
    """12 -> {"en": "12", "ar": "١٢"}: a count in each language's digits."""
    return {"en": str(count), "ar": to_arabic_digits(str(count))}


def kwd_text(fils: int) -> dict[str, str]:
    """1500 -> {"en": "1.500 KWD", "ar": "١٫٥٠٠ د.ك"}: dinars with their three decimals."""
    amount = f"{fils // 1000}.{fils % 1000:03d}"
    return {"en": f"{amount} KWD", "ar": f"{to_arabic_digits(amount)} د.ك"}


def find_variant(product: Record, variant_id: str | None) -> Record | None:
    """The variant a line means: the named one, or the first (default) when none is named.

    None for a product without variants, or when the named variant does not exist.
    """
    variants: list[Record] = product.get("variants") or []
    if not variants:
        return None
    if variant_id is None:
        return variants[0]
    return next((variant for variant in variants if variant.get("_id") == variant_id), None)


def unit_price(product: Record, variant_id: str | None) -> int:
    variant = find_variant(product, variant_id)
    return int((variant or product)["price"])


def _iso(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


# -- catalogue -------------------------------------------------------------------------


def food_facts(product: Record) -> Record:
    """A food's `dietary` flags, `allergens` (None: read the pack) and `nutrition` per 100 g
    or ml (None: unknown), as codes a client labels itself; nothing for what is not food."""
    attributes = product.get("attributes")
    if not isinstance(attributes, dict):
        return {}
    return {
        "dietary": list(attributes.get("dietary") or []),
        "allergens": attributes.get("allergens"),
        "nutrition": attributes.get("nutrition"),
    }


def product_card(product: Record, language: Language, variant_id: str | None = None) -> Record:
    """A product as a card. With `variant_id` (the size or kind a shopper asked for: "the
    2 L", "jumbo shrimp") the card is that variant's: its id, name as the unit, price and
    stock, so that a client showing the card's size and price shows what was asked for, not
    the default size's ("5 kg" at 6.250, never "2 kg" at 6.250)."""
    brand = product.get("brand")
    stock = int(product.get("stock") or 0)
    chosen = find_variant(product, variant_id) if variant_id is not None else None
    card = {
        "_id": product["_id"],
        "name": localized(product.get("name"), language),
        "brand": localized(brand.get("name"), language) if isinstance(brand, dict) else None,
        "categoryId": product.get("categoryId"),
        "price": product["price"],
        "compareAtPrice": product.get("compareAtPrice"),
        "unit": localized(product.get("unit"), language),
        "image": product.get("image"),
        "stock": stock,
        "inStock": stock > 0,
        "variants": [
            {
                "_id": variant["_id"],
                "name": localized(variant.get("name"), language),
                "price": variant["price"],
                "inStock": int(variant.get("stock") or 0) > 0,
            }
            for variant in product.get("variants") or []
        ],
        **food_facts(product),
    }
    if chosen is not None:
        chosen_stock = int(chosen.get("stock") or 0)
        card.update(
            variantId=chosen["_id"],
            unit=localized(chosen.get("name"), language) or card["unit"],
            price=chosen["price"],
            compareAtPrice=chosen.get("compareAtPrice"),
            stock=chosen_stock,
            inStock=chosen_stock > 0,
        )
    return card


def category_card(category: Record, language: Language) -> Record:
    return {
        "_id": category["_id"],
        "name": localized(category.get("name"), language),
        "icon": category.get("icon"),
    }


def brand_card(brand: Record, language: Language) -> Record:
    return {"_id": brand["_id"], "name": localized(brand.get("name"), language)}


def offer_card(offer: Record, language: Language) -> Record:
    return {
        "_id": offer["_id"],
        "title": localized(offer.get("title"), language),
        "description": localized(offer.get("description"), language),
        "couponCode": offer.get("couponCode"),
        "kind": offer.get("kind"),
        "value": offer.get("value"),
        "minSubtotal": offer.get("minSubtotal", 0),
        "categoryId": offer.get("categoryId"),
        "productIds": list(offer.get("productIds") or []),
        "endsAt": _iso(offer.get("endsAt")),
    }


def recipe_card(recipe: Record, products: dict[str, Record], language: Language) -> Record:
    """Ingredients whose product has left the catalogue are left out of the card."""
    ingredients = []
    for ingredient in recipe.get("ingredients", []):
        product = products.get(ingredient.get("productId"))
        if product is None:
            continue
        ingredients.append(
            {
                "product": product_card(product, language),
                "variantId": ingredient.get("variantId"),
                "quantity": ingredient.get("quantity", 1),
                "note": localized(ingredient.get("note"), language),
            }
        )
    steps = recipe.get("steps") or {}
    return {
        "_id": recipe["_id"],
        "name": localized(recipe.get("name"), language),
        "minutes": recipe.get("minutes"),
        "servings": recipe.get("servings"),
        "ingredients": ingredients,
        "steps": list(steps.get(language) or steps.get("en") or []),
    }


def faq_item(entry: Record, language: Language) -> Record:
    return {
        "question": localized(entry.get("question"), language),
        "answer": localized(entry.get("answer"), language),
    }


def location_card(branch: Record, language: Language) -> Record:
    return {
        "label": localized(branch.get("name"), language),
        "address": localized(branch.get("address"), language),
        "phone": branch.get("phone"),
        "lat": branch["lat"],
        "lng": branch["lng"],
        "hours": localized(branch.get("hours"), language),
    }


def delivery_area_card(area: Record, language: Language) -> Record:
    return {
        "_id": area["_id"],
        "name": localized(area.get("name"), language),
        "governorate": localized(area.get("governorate"), language),
        "zoneId": area.get("zoneId"),
        "zoneName": localized(area.get("zoneName"), language),
        "fee": area.get("fee"),
        "etaMinutes": area.get("etaMinutes"),
        "expressFee": area.get("expressFee"),
        "expressEtaMinutes": area.get("expressEtaMinutes"),
        "minOrder": area.get("minOrder"),
    }


def address_card(address: Record, language: Language, area: Record | None = None) -> Record:
    return {
        "_id": address["_id"],
        "label": address.get("label"),
        "areaId": address.get("areaId"),
        "areaName": localized(area.get("name"), language) if area else None,
        "block": address.get("block"),
        "street": address.get("street"),
        "building": address.get("building"),
        "lat": address.get("lat"),
        "lng": address.get("lng"),
    }


# -- carts and orders ------------------------------------------------------------------


def cart_view(cart: Record, language: Language) -> Record:
    """The cart object of `GET /v1/cart` and of a `cart_summary` block."""
    area = cart.get("deliveryArea")
    address = cart.get("address")
    return {
        "items": [
            {
                "productId": item["productId"],
                "variantId": item.get("variantId"),
                "quantity": item["quantity"],
                "unitPrice": item.get("unitPrice"),
                "product": product_card(item["product"], language),
                "lineTotal": item["lineTotal"],
            }
            for item in cart.get("items", [])
        ],
        "itemCount": cart.get("itemCount", 0),
        "subtotal": cart.get("subtotal", 0),
        "discount": cart.get("discount", 0),
        "loyaltyDiscount": cart.get("loyaltyDiscount", 0),
        "deliveryFee": cart.get("deliveryFee", 0),
        "total": cart.get("total", 0),
        "couponCode": cart.get("couponCode"),
        "loyaltyPoints": cart.get("loyaltyPoints", 0),
        "express": bool(cart.get("express")),
        "deliveryArea": delivery_area_card(area, language) if area else None,
        "address": address_card(address, language, area) if address else None,
        "minOrder": cart.get("minOrder"),
        "currency": CURRENCY,
    }


def order_summary(order: Record, language: Language) -> Record:
    images = [item.get("image") for item in order.get("items", []) if item.get("image")]
    return {
        "_id": order["_id"],
        "orderNumber": order.get("orderNumber"),
        "status": order.get("status"),
        "total": order.get("total", 0),
        "itemCount": order.get(
            "itemCount", sum(item.get("quantity", 0) for item in order.get("items", []))
        ),
        "thumbnails": list(dict.fromkeys(images))[:MAX_THUMBNAILS],
        "placedAt": _iso(order.get("placedAt")),
        "deliverySlot": order.get("deliverySlot"),
    }
