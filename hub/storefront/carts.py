"""Cart rules of the embedded storefront: what each confirmed mutation does, and the totals.

The rules are pure: the storefront loads what they need to know (`StoreFacts`) and stores
what they return, so they are tested without a database and every mutation is
all-or-nothing by construction (a failure raises before anything is written).

Rules (money in fils):
- A line is (product, variant). A product with variants always sits in the cart as one of
  them: `variantId: None` means the product's first variant, the seed's default option.
- Stock is checked when a mutation is applied (confirm), never reserved: a line may not
  exceed the stock of its product (or variant). Carts do not decrement stock.
- `subtotal` = sum of unit price x quantity. `discount` = running offers without a code
  plus the applied coupon's offer, each on its eligible lines (the offer's aisle, else its
  products, else the whole basket) and only once the basket reaches its `minSubtotal`;
  capped at the subtotal. A coupon whose minimum is no longer met stays on the cart but
  gives nothing until it is met again.
- Loyalty (house rules in the seed FAQ): 1 point = LOYALTY_POINT_VALUE_FILS fils off,
  redeemed from LOYALTY_MIN_REDEEM_POINTS points, never beyond the customer's balance nor
  the subtotal left after `discount`. Applying without `points` redeems as many as allowed.
  Guests have no points: apply_loyalty by a guest is FORBIDDEN, as is select_address and
  reorder.
- `deliveryFee` = the selected area's zone fee, or its express fee when express is on;
  0 while no area is selected or the cart is empty. The zone's minimum order is reported as
  `minOrder`, measured on the subtotal, and does not change the fee.
- `itemCount` = the sum of the lines' quantities.
- clear_cart empties lines, coupon, loyalty and express but keeps the delivery selection;
  selecting an area drops a saved address in another area; selecting an address also
  selects its area. clear_coupon and clear_loyalty always succeed. select_delivery_area and
  select_address work on an empty cart; every other mutation except clear_coupon and
  clear_loyalty needs lines and fails with CART_EMPTY on an empty cart.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from hub.errors import FieldProblem, Forbidden, HubError, NotFound, invalid
from hub.record import Record
from hub.storefront.cards import find_variant, kwd_text
from hub.storefront.port import CartMutation, LineItem
from hub.storefront.seed import LOYALTY_MIN_REDEEM_POINTS, LOYALTY_POINT_VALUE_FILS
from storage.storefront_carts import CartLine, CartState

ITEM_ACTIONS = frozenset({"add_to_cart", "add_recipe_to_cart", "reorder"})
GUEST_FORBIDDEN = frozenset({"apply_loyalty", "select_address", "reorder"})
NEEDS_LINES = frozenset(
    {
        "update_cart_item",
        "remove_cart_item",
        "apply_coupon",
        "apply_loyalty",
        "clear_cart",
        "set_express",
    }
)


@dataclass(slots=True)
class StoreFacts:
    """What the rules need to know about the store now; loaded before they run.

    `products` holds at least every product the cart and the mutation name; `offers` every
    offer (expired ones too, so an expired coupon is told apart from an unknown one);
    `areas` at least the selected and the requested area, with their zone's fields.
    """

    products: dict[str, Record]
    offers: list[Record]
    areas: dict[str, Record]
    account: Record | None
    now: datetime


# -- mutations -------------------------------------------------------------------------


def apply_mutation(
    state: CartState,
    mutation: CartMutation,
    facts: StoreFacts,
    *,
    is_guest: bool,
    items: Sequence[LineItem] | None = None,
) -> CartState:
    """The cart after `mutation`, or a HubError; `state` itself is never changed.

    `items` overrides `mutation.items` for the item-bearing actions (the storefront passes a
    recipe's or an order's lines when the proposal named none).
    """
    kind = mutation.type
    params = mutation.params
    if is_guest and kind in GUEST_FORBIDDEN:
        raise Forbidden(message_key="sign_in_for_account")
    if kind in NEEDS_LINES and not state.lines:
        raise HubError("CART_EMPTY")
    new = replace(state, lines=list(state.lines))
    lines = items if items is not None else mutation.items
    if kind in ITEM_ACTIONS:
        _add_items(new, lines, facts)
    elif kind == "update_cart_item":
        _update_items(new, lines, facts)
    elif kind == "remove_cart_item":
        _remove_items(new, lines, facts)
    elif kind == "apply_coupon":
        new.couponCode = _checked_coupon(new, params.get("couponCode"), facts)
    elif kind == "apply_loyalty":
        new.loyaltyPoints = _checked_points(new, params.get("points"), facts)
    elif kind == "select_delivery_area":
        area_id = params.get("areaId")
        if not isinstance(area_id, str) or area_id not in facts.areas:
            raise NotFound(message_key="area_unknown")
        if new.areaId != area_id:
            new.addressId = None
        new.areaId = area_id
    elif kind == "select_address":
        address = _address(facts.account, params.get("addressId"))
        new.addressId, new.areaId = address["_id"], address.get("areaId")
    elif kind == "clear_cart":
        new.lines, new.couponCode, new.loyaltyPoints, new.express = [], None, 0, False
    elif kind == "clear_coupon":
        new.couponCode = None
    elif kind == "clear_loyalty":
        new.loyaltyPoints = 0
    elif kind == "set_express":
        express = params.get("express", True)
        if not isinstance(express, bool):
            raise invalid("express", "field_type")
        new.express = express
    else:
        raise invalid("type", "field_invalid")
    return new


def _product(facts: StoreFacts, product_id: str) -> Record:
    product = facts.products.get(product_id)
    if product is None:
        raise NotFound(message_key="product_unknown", detail={"productId": product_id})
    return product


def _resolved_variant_id(product: Record, variant_id: str | None) -> str | None:
    variant = find_variant(product, variant_id)
    if variant_id is not None and variant is None:
        raise NotFound(message_key="variant_unknown", detail={"productId": product["_id"]})
    return variant["_id"] if variant else None


def _line_index(lines: list[CartLine], product: Record | None, item: LineItem) -> int:
    """The cart line an update/removal means; `variantId: None` finds the product's only
    line, else its default variant's."""
    candidates = [i for i, line in enumerate(lines) if line.productId == item.productId]
    if item.variantId is not None:
        candidates = [i for i in candidates if lines[i].variantId == item.variantId]
    elif len(candidates) > 1 and product is not None:
        default = find_variant(product, None)
        candidates = [i for i in candidates if default and lines[i].variantId == default["_id"]]
    if len(candidates) != 1:
        raise NotFound(message_key="cart_line_missing", detail={"productId": item.productId})
    return candidates[0]


def _quantity(value: Any, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise invalid("quantity", "field_type")
    if value < minimum:
        raise invalid("quantity", "field_too_small", limit=minimum)
    return value


def _add_items(cart: CartState, items: Sequence[LineItem], facts: StoreFacts) -> None:
    if not items:
        raise invalid("items", "field_required")
    touched: list[int] = []
    for item in items:
        quantity = _quantity(item.quantity, 1)
        product = _product(facts, item.productId)
        variant_id = _resolved_variant_id(product, item.variantId)
        for index, line in enumerate(cart.lines):
            if line.productId == product["_id"] and line.variantId == variant_id:
                cart.lines[index] = replace(line, quantity=line.quantity + quantity)
                break
        else:
            index = len(cart.lines)
            cart.lines.append(CartLine(product["_id"], variant_id, quantity))
        touched.append(index)
    _check_stock(cart.lines, touched, facts)


def _update_items(cart: CartState, items: Sequence[LineItem], facts: StoreFacts) -> None:
    if not items:
        raise invalid("items", "field_required")
    touched: list[int] = []
    for item in items:
        quantity = _quantity(item.quantity, 0)
        index = _new_line(cart, item, quantity, facts)
        if index is None:
            index = _line_index(cart.lines, facts.products.get(item.productId), item)
        cart.lines[index] = replace(cart.lines[index], quantity=quantity)
        if quantity:
            _product(facts, item.productId)
            touched.append(index)
    _check_stock(cart.lines, touched, facts)
    cart.lines = [line for line in cart.lines if line.quantity > 0]


def _new_line(cart: CartState, item: LineItem, quantity: int, facts: StoreFacts) -> int | None:
    """The index of a line set to a count while the cart has none of it: "take the bread off
    and add milk" sets the bread to 0 and the milk to 1 in one change, and "make the eggs
    the 15 pack" the tray of 30 to 0 and the 15 pack to 1. None when the cart has a line of
    the product (of the variant named, when one is), or none is wanted, which is then found
    as before."""
    if not quantity or any(
        line.productId == item.productId
        and (item.variantId is None or line.variantId == item.variantId)
        for line in cart.lines
    ):
        return None
    product = _product(facts, item.productId)
    cart.lines.append(CartLine(product["_id"], _resolved_variant_id(product, item.variantId), 0))
    return len(cart.lines) - 1


def _remove_items(cart: CartState, items: Sequence[LineItem], facts: StoreFacts) -> None:
    if not items:
        raise invalid("items", "field_required")
    for item in items:
        del cart.lines[_line_index(cart.lines, facts.products.get(item.productId), item)]


def stock_of(product: Record, variant_id: str | None) -> int:
    variant = find_variant(product, variant_id)
    holder = variant if variant is not None else product
    return int(holder.get("stock") or 0)


def _check_stock(lines: list[CartLine], indexes: Iterable[int], facts: StoreFacts) -> None:
    """OUT_OF_STOCK naming every line that asks for more than the shelf holds."""
    problems: list[FieldProblem] = []
    short: list[Record] = []
    for index in dict.fromkeys(indexes):
        line = lines[index]
        product = facts.products[line.productId]
        available = stock_of(product, line.variantId)
        if line.quantity <= available:
            continue
        short.append(
            {"productId": line.productId, "variantId": line.variantId, "available": available}
        )
        names = {f"name_{lang}": product["name"][lang] for lang in ("en", "ar")}
        key = "item_out_of_stock" if available == 0 else "item_stock_limited"
        problems.append(FieldProblem(line.productId, key, {**names, "available": available}))
    if short:
        raise HubError("OUT_OF_STOCK", problems=problems, detail={"products": short})


def _checked_coupon(cart: CartState, code: Any, facts: StoreFacts) -> str:
    if not isinstance(code, str) or not code.strip():
        raise invalid("couponCode", "field_required")
    wanted = code.strip().upper()
    offer = next((o for o in facts.offers if (o.get("couponCode") or "").upper() == wanted), None)
    if offer is None:
        raise invalid("couponCode", "coupon_unknown")
    if not offer_is_running(offer, facts.now):
        raise invalid("couponCode", "coupon_expired")
    items = priced_lines(cart.lines, facts.products)
    subtotal = sum(item["lineTotal"] for item in items)
    if subtotal < offer.get("minSubtotal", 0):
        minimum = kwd_text(int(offer["minSubtotal"]))
        raise invalid(
            "couponCode", "coupon_min_subtotal", minimum_en=minimum["en"], minimum_ar=minimum["ar"]
        )
    if offer_discount(offer, items, subtotal) == 0:
        raise invalid("couponCode", "coupon_not_applicable")
    return str(offer["couponCode"])


def _checked_points(cart: CartState, points: Any, facts: StoreFacts) -> int:
    balance = int((facts.account or {}).get("loyaltyPoints") or 0)
    if points is None:
        totals = price_cart(replace(cart, loyaltyPoints=0), facts)
        points = min(balance, (totals["subtotal"] - totals["discount"]) // LOYALTY_POINT_VALUE_FILS)
    elif not isinstance(points, int) or isinstance(points, bool):
        raise invalid("points", "field_type")
    if points > balance:
        raise invalid("points", "loyalty_balance", balance=balance)
    if points < LOYALTY_MIN_REDEEM_POINTS:
        raise invalid("points", "loyalty_minimum", minimum=LOYALTY_MIN_REDEEM_POINTS)
    return int(points)


def _address(account: Record | None, address_id: Any) -> Record:
    addresses: list[Record] = (account or {}).get("addresses", [])
    for address in addresses:
        if address.get("_id") == address_id:
            return address
    raise NotFound(message_key="address_unknown")


def merged_lines(
    target: list[CartLine], incoming: list[CartLine], products: dict[str, Record]
) -> list[CartLine]:
    """`target` plus `incoming`, quantities summed but never beyond stock (nor below what
    the target already held); lines of products that no longer exist are dropped."""
    lines = list(target)
    for line in incoming:
        product = products.get(line.productId)
        if product is None:
            continue
        available = stock_of(product, line.variantId)
        for index, held in enumerate(lines):
            if (held.productId, held.variantId) == (line.productId, line.variantId):
                quantity = max(held.quantity, min(held.quantity + line.quantity, available))
                lines[index] = replace(held, quantity=quantity)
                break
        else:
            if min(line.quantity, available) > 0:
                lines.append(replace(line, quantity=min(line.quantity, available)))
    return lines


# -- totals ----------------------------------------------------------------------------


def offer_is_running(offer: Record, now: datetime) -> bool:
    ends_at = offer.get("endsAt")
    if ends_at is None:
        return True
    if isinstance(ends_at, str):
        ends_at = datetime.fromisoformat(ends_at)
    if ends_at.tzinfo is None:
        ends_at = ends_at.replace(tzinfo=UTC)
    return ends_at > now


def offer_discount(offer: Record, items: list[Record], subtotal: int) -> int:
    """What one offer takes off these priced lines (0 below its minimum basket)."""
    if subtotal < int(offer.get("minSubtotal") or 0):
        return 0
    if offer.get("categoryId"):
        eligible = [i for i in items if i["product"].get("categoryId") == offer["categoryId"]]
    elif offer.get("productIds"):
        wanted = set(offer["productIds"])
        eligible = [i for i in items if i["productId"] in wanted]
    else:
        eligible = items
    base: int = sum(item["lineTotal"] for item in eligible)
    if base <= 0:
        return 0
    if offer.get("kind") == "percent":
        return base * int(offer["value"]) // 100
    return min(int(offer["value"]), base)


def priced_lines(lines: Iterable[CartLine], products: dict[str, Record]) -> list[Record]:
    """Lines with their product record and current price; lines whose product or variant
    has left the catalogue are left out."""
    items = []
    for line in lines:
        product = products.get(line.productId)
        if product is None:
            continue
        variant = find_variant(product, line.variantId)
        if line.variantId is not None and variant is None:
            continue
        unit_price = int((variant or product)["price"])
        items.append(
            {
                "productId": line.productId,
                "variantId": line.variantId,
                "quantity": line.quantity,
                "unitPrice": unit_price,
                "lineTotal": unit_price * line.quantity,
                "product": product,
            }
        )
    return items


def price_cart(state: CartState, facts: StoreFacts) -> Record:
    """The cart record the port returns: priced lines, totals and the delivery selection."""
    items = priced_lines(state.lines, facts.products)
    subtotal = sum(item["lineTotal"] for item in items)
    discount, applied = 0, []
    for offer in facts.offers:
        code = offer.get("couponCode")
        if code and code != state.couponCode:
            continue
        if not offer_is_running(offer, facts.now):
            continue
        amount = offer_discount(offer, items, subtotal)
        if amount:
            discount += amount
            applied.append(offer["_id"])
    discount = min(discount, subtotal)
    balance = int((facts.account or {}).get("loyaltyPoints") or 0)
    points = min(state.loyaltyPoints, balance, (subtotal - discount) // LOYALTY_POINT_VALUE_FILS)
    loyalty_discount = points * LOYALTY_POINT_VALUE_FILS
    area = facts.areas.get(state.areaId) if state.areaId else None
    delivery_fee = 0
    if area is not None and items:
        delivery_fee = int(area["expressFee"] if state.express else area["fee"])
    address = None
    if state.addressId:
        address = next(
            (a for a in (facts.account or {}).get("addresses", []) if a["_id"] == state.addressId),
            None,
        )
    return {
        "items": items,
        "itemCount": sum(item["quantity"] for item in items),
        "subtotal": subtotal,
        "discount": discount,
        "loyaltyDiscount": loyalty_discount,
        "deliveryFee": delivery_fee,
        "total": subtotal - discount - loyalty_discount + delivery_fee,
        "couponCode": state.couponCode,
        "loyaltyPoints": points,
        "express": state.express,
        "deliveryArea": area,
        "address": address,
        "minOrder": int(area["minOrder"]) if area is not None else None,
        "appliedOfferIds": applied,
    }
