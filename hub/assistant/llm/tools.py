"""The storefront port's operations, offered to the model as tools.

A tool call is checked against its arguments model (pydantic, which also writes the JSON
schema the model is shown), run against the `Storefront`, and answered twice: to the model
as a short JSON result with names, stock and short references (`P1`, `O2`, `R1`, `A3`...),
and to the shopper as block references and cart proposals that the hub renders. The model
never sees a store id or a price, so it cannot write one: it points at records through the
references, which the hub maps back (they live in the conversation's memory, so "add the
second one" works on the next turn too).

Arguments the model got wrong in shape are `MalformedArguments` (the turn falls back to the
embedded brain); a well-formed call that finds nothing is an ordinary result with `ok`
False, which the model can act on.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import orjson
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from hub.assistant.events import BlockOut, BrainEvent, HandedOff, Proposal, TurnInput
from hub.catalogue import Language
from hub.record import Record
from hub.storefront.cards import localized, unit_price
from hub.storefront.port import ActionType, CartMutation, LineItem, Storefront
from hub.text import stem, words

REFS = "modelRefs"  # memory key: reference -> {"id", "label"}
MAX_REFS = 60
SEARCH_LIMIT = 8
LIST_LIMIT = 5


class MalformedArguments(Exception):
    """The model called a tool with arguments that are not what the tool takes."""


class UnknownTool(Exception):
    """The model called a tool the hub never offered."""


# -- references ------------------------------------------------------------------------


class Refs:
    """Short names for store records, kept in the conversation's memory."""

    def __init__(self, memory: dict[str, Any]) -> None:
        table = memory.get(REFS)
        self._table: dict[str, Record] = table if isinstance(table, dict) else {}
        memory[REFS] = self._table

    def name(self, prefix: str, record_id: str, label: str) -> str:
        for ref, entry in self._table.items():
            if ref.startswith(prefix) and entry.get("id") == record_id:
                return ref
        number = 1 + max(
            (int(ref[1:]) for ref in self._table if ref.startswith(prefix) and ref[1:].isdigit()),
            default=0,
        )
        ref = f"{prefix}{number}"
        self._table[ref] = {"id": record_id, "label": label}
        while len(self._table) > MAX_REFS:
            del self._table[next(iter(self._table))]
        return ref

    def resolve(self, ref: str, prefix: str) -> str | None:
        entry = self._table.get(ref.strip().upper())
        if entry is None or not ref.strip().upper().startswith(prefix):
            return None
        return str(entry["id"])

    def recent(self, count: int) -> list[str]:
        """The latest references as "P1 Fresh Milk 1L", for the system prompt."""
        return [
            f"{ref} {entry.get('label', '')}" for ref, entry in list(self._table.items())[-count:]
        ]


# -- arguments -------------------------------------------------------------------------


class Arguments(BaseModel):
    model_config = ConfigDict(extra="ignore")


class SearchArgs(Arguments):
    """Find products by words, in English or Arabic."""

    query: str = Field(min_length=1, max_length=200)
    max_price_kwd: float | None = Field(default=None, gt=0, description="budget per unit")
    in_stock_only: bool = False


class ProductArgs(Arguments):
    """One product's card, by its reference."""

    product: str = Field(description="a product reference such as P1")


class NoArgs(Arguments):
    """No arguments."""


class LineArg(BaseModel):
    product: str = Field(description="a product reference such as P1")
    quantity: int = Field(ge=1, le=99)


class ProposeArgs(Arguments):
    """Propose a change to the shopper's cart or delivery; it happens only if they confirm."""

    type: ActionType
    items: list[LineArg] = Field(default_factory=list, max_length=20)
    coupon_code: str | None = Field(default=None, max_length=40)
    points: int | None = Field(default=None, ge=1)
    area: str | None = Field(default=None, description="a delivery area reference such as A1")
    address: str | None = Field(default=None, description="a saved address reference such as D1")
    order: str | None = Field(default=None, description="an order reference such as O1")
    recipe: str | None = Field(default=None, description="a recipe reference such as R1")
    express: bool | None = None


class DeliveryArgs(Arguments):
    """Delivery to an area (fee card, time), or the next free delivery slots."""

    area: str | None = Field(default=None, max_length=100, description="area name")
    slots: bool = False


class RecipeArgs(Arguments):
    """Find a recipe and show its card with ingredients."""

    query: str = Field(min_length=1, max_length=200)
    servings: int | None = Field(default=None, ge=1, le=50)


class QuestionArgs(Arguments):
    """Answers from the store's FAQ (payment, returns, hours, delivery rules...)."""

    question: str = Field(min_length=1, max_length=300)


class HandOffArgs(Arguments):
    """Open a support ticket so a person takes over this conversation."""

    reason: str | None = Field(default=None, max_length=200)


# -- running a call --------------------------------------------------------------------


@dataclass
class ToolOutcome:
    """What one call gives back: `result` for the model, `events` for the shopper."""

    result: Record
    ok: bool = True
    events: list[BrainEvent] = field(default_factory=list)


Operation = Callable[["StoreTools", Any], Awaitable[ToolOutcome]]


def _matches(text: str, record_text: str) -> int:
    wanted = {stem(word) for word in words(text)}
    return len(wanted & {stem(word) for word in words(record_text)})


def _both(text: Any) -> str:
    return " ".join(str(v) for v in text.values()) if isinstance(text, dict) else str(text or "")


class StoreTools:
    """The tools of one turn, over one storefront and one conversation's references."""

    def __init__(self, store: Storefront, turn: TurnInput, language: Language) -> None:
        self.store = store
        self.turn = turn
        self.language = language
        self.refs = Refs(turn.memory)

    def label(self, record: Record, name: str = "name") -> str:
        return localized(record.get(name), self.language) or ""

    async def run(self, name: str, arguments: str) -> ToolOutcome:
        tool = TOOLS.get(name)
        if tool is None:
            raise UnknownTool(name)
        try:
            raw = orjson.loads(arguments or "{}")
            args = tool.args.model_validate(raw)
        except (ValueError, ValidationError) as exc:
            raise MalformedArguments(f"{name}: {str(exc)[:200]}") from exc
        return await tool.operation(self, args)

    # -- catalogue -------------------------------------------------------------------

    def product_entry(self, product: Record) -> Record:
        stock = int(product.get("stock") or 0)
        variants = [self.label(v) for v in product.get("variants") or []]
        brand = product.get("brand")
        entry: Record = {
            "product": self.refs.name("P", product["_id"], self.label(product)),
            "name": self.label(product),
            "inStock": stock > 0,
        }
        if isinstance(brand, dict):
            entry["brand"] = self.label(brand)
        if variants:
            entry["sizes"] = variants
        return entry

    async def search(self, args: SearchArgs) -> ToolOutcome:
        found = await self.store.search_products(args.query, limit=SEARCH_LIMIT)
        if args.max_price_kwd is not None:
            budget = round(args.max_price_kwd * 1000)
            found = [p for p in found if unit_price(p, None) <= budget]
        if args.in_stock_only:
            found = [p for p in found if int(p.get("stock") or 0) > 0]
        if not found:
            return ToolOutcome({"products": [], "note": "nothing matches"}, ok=False)
        block = {"kind": "products", "productIds": [p["_id"] for p in found]}
        return ToolOutcome(
            {"products": [self.product_entry(p) for p in found]}, events=[BlockOut(block)]
        )

    async def product(self, args: ProductArgs) -> ToolOutcome:
        product_id = self.refs.resolve(args.product, "P")
        found = await self.store.products_by_ids([product_id]) if product_id else {}
        product = found.get(product_id or "")
        if product is None:
            return ToolOutcome({"error": f"unknown product {args.product}"}, ok=False)
        entry = self.product_entry(product)
        description = localized(product.get("description"), self.language)
        if description:
            entry["description"] = description
        block = {"kind": "product_detail", "productId": product["_id"]}
        return ToolOutcome(entry, events=[BlockOut(block)])

    # -- cart ------------------------------------------------------------------------

    async def cart(self, _: NoArgs) -> ToolOutcome:
        cart = await self.store.cart(self.turn.owner)
        lines = [
            {**self.product_entry(item["product"]), "quantity": item["quantity"]}
            for item in cart.get("items", [])
        ]
        result = {
            "lines": lines,
            "itemCount": cart.get("itemCount", 0),
            "couponCode": cart.get("couponCode"),
        }
        return ToolOutcome(result, events=[BlockOut({"kind": "cart_summary"})])

    async def propose(self, args: ProposeArgs) -> ToolOutcome:
        items: list[LineItem] = []
        for line in args.items:
            product_id = self.refs.resolve(line.product, "P")
            if product_id is None:
                return ToolOutcome({"error": f"unknown product {line.product}"}, ok=False)
            items.append(LineItem(product_id, None, line.quantity))
        params: Record = {}
        for arg, key, prefix in (
            (args.area, "areaId", "A"),
            (args.address, "addressId", "D"),
            (args.order, "orderId", "O"),
            (args.recipe, "recipeId", "R"),
        ):
            if arg is not None:
                resolved = self.refs.resolve(arg, prefix)
                if resolved is None:
                    return ToolOutcome({"error": f"unknown reference {arg}"}, ok=False)
                params[key] = resolved
        if args.coupon_code is not None:
            params["couponCode"] = args.coupon_code.strip().upper()
        if args.points is not None:
            params["points"] = args.points
        if args.express is not None:
            params["express"] = args.express
        problem = _missing(args.type, items, params)
        if problem:
            return ToolOutcome({"error": problem}, ok=False)
        mutation = CartMutation(args.type, tuple(items), params)
        result = {"proposed": args.type, "note": "the shopper confirms it with the card's button"}
        return ToolOutcome(result, events=[Proposal(mutation)])

    # -- account ---------------------------------------------------------------------

    async def orders(self, _: NoArgs) -> ToolOutcome:
        customer_id = self.turn.customer_id
        if customer_id is None:
            return ToolOutcome({"error": "the shopper is a guest: no orders"}, ok=False)
        orders = await self.store.orders(customer_id, limit=LIST_LIMIT)
        entries = [
            {
                "order": self.refs.name("O", order["_id"], str(order.get("orderNumber", ""))),
                "orderNumber": order.get("orderNumber"),
                "status": order.get("status"),
                "placedAt": str(order.get("placedAt", "")),
            }
            for order in orders
        ]
        events: list[BrainEvent] = [
            BlockOut({"kind": "order", "orderId": order["_id"]}) for order in orders[:3]
        ]
        return ToolOutcome({"orders": entries}, ok=bool(orders), events=events)

    async def offers(self, _: NoArgs) -> ToolOutcome:
        offers = await self.store.offers()
        entries = [
            {"title": self.label(offer, "title"), "couponCode": offer.get("couponCode")}
            for offer in offers
        ]
        block = {"kind": "offers", "offerIds": [offer["_id"] for offer in offers]}
        return ToolOutcome({"offers": entries}, ok=bool(offers), events=[BlockOut(block)])

    async def delivery(self, args: DeliveryArgs) -> ToolOutcome:
        if args.slots:
            days = await self.store.delivery_slots()
            free = [
                {**day, "slots": [s for s in day.get("slots", []) if s.get("available")]}
                for day in days
            ]
            free = [day for day in free if day["slots"]][:3]
            summary = [{"date": d["date"], "freeSlots": len(d["slots"])} for d in free]
            block = {"kind": "delivery_slots", "days": free}
            return ToolOutcome({"days": summary}, ok=bool(free), events=[BlockOut(block)])
        areas = await self.store.delivery_areas()
        if args.area:
            scored = [(_matches(args.area, _both(a.get("name"))), a) for a in areas]
            best = max(scored, key=lambda pair: pair[0], default=(0, None))
            if best[1] is None or best[0] == 0:
                return ToolOutcome({"error": f"no delivery area named {args.area}"}, ok=False)
            area = best[1]
            entry = {
                "area": self.refs.name("A", area["_id"], self.label(area)),
                "name": self.label(area),
                "etaMinutes": area.get("etaMinutes"),
                "expressEtaMinutes": area.get("expressEtaMinutes"),
            }
            return ToolOutcome(
                entry, events=[BlockOut({"kind": "delivery_info", "areaId": area["_id"]})]
            )
        return ToolOutcome(
            {"areas": len(areas), "note": "name an area to see its delivery"},
            events=[BlockOut({"kind": "delivery_info"})],
        )

    async def recipes(self, args: RecipeArgs) -> ToolOutcome:
        recipes = await self.store.recipes()
        scored = sorted(
            ((_matches(args.query, _both(r.get("name"))), r) for r in recipes),
            key=lambda pair: -pair[0],
        )
        chosen = [recipe for score, recipe in scored if score > 0][:3]
        if not chosen:
            return ToolOutcome({"recipes": [], "note": "no recipe matches"}, ok=False)
        best = chosen[0]
        servings = args.servings or int(best.get("servings") or 1)
        entries = [
            {
                "recipe": self.refs.name("R", r["_id"], self.label(r)),
                "name": self.label(r),
                "servings": r.get("servings"),
                "ingredientCount": len(r.get("ingredients") or []),
            }
            for r in chosen
        ]
        block = {"kind": "recipe", "recipeId": best["_id"], "servings": servings}
        return ToolOutcome({"recipes": entries}, events=[BlockOut(block)])

    async def faq(self, args: QuestionArgs) -> ToolOutcome:
        entries = await self.store.faq()
        scored = sorted(
            (
                (
                    _matches(
                        args.question, _both(e.get("question")) + " " + _both(e.get("answer"))
                    ),
                    e,
                )
                for e in entries
            ),
            key=lambda pair: -pair[0],
        )
        chosen = [entry for score, entry in scored if score > 0][:3]
        if not chosen:
            return ToolOutcome({"answers": [], "note": "the FAQ does not cover this"}, ok=False)
        answers = [
            {"question": self.label(e, "question"), "answer": self.label(e, "answer")}
            for e in chosen
        ]
        block = {"kind": "faq", "faqIds": [entry["_id"] for entry in chosen]}
        return ToolOutcome({"answers": answers}, events=[BlockOut(block)])

    async def branches(self, _: NoArgs) -> ToolOutcome:
        branches = await self.store.branches()
        entries = [
            {
                "name": self.label(b),
                "address": self.label(b, "address"),
                "hours": self.label(b, "hours"),
            }
            for b in branches
        ]
        block = {"kind": "locations", "branchIds": [b["_id"] for b in branches]}
        return ToolOutcome({"branches": entries}, ok=bool(branches), events=[BlockOut(block)])

    async def hand_off(self, args: HandOffArgs) -> ToolOutcome:
        turn = self.turn
        transcript = [*turn.history, {"role": "user", "content": turn.text}]
        ticket = await self.store.create_ticket(
            turn.owner, turn.conversation_id, args.reason, None, None, transcript
        )
        record = {"ticketId": ticket.ticketId, "ticketNumber": ticket.ticketNumber}
        return ToolOutcome(
            {"ticketNumber": ticket.ticketNumber, "note": "a person from support takes over"},
            events=[BlockOut({"kind": "handoff", **record}), HandedOff(record)],
        )


def _missing(action: str, items: list[LineItem], params: Record) -> str | None:
    """What a proposal of `action` lacks, in words the model can act on."""
    needs = {
        "add_to_cart": ("items",),
        "update_cart_item": ("items",),
        "remove_cart_item": ("items",),
        "apply_coupon": ("couponCode",),
        "apply_loyalty": ("points",),
        "add_recipe_to_cart": ("recipeId",),
        "reorder": ("orderId",),
        "select_delivery_area": ("areaId",),
        "select_address": ("addressId",),
        "set_express": ("express",),
    }.get(action, ())
    for need in needs:
        if need == "items" and not items:
            return f"{action} needs items"
        if need != "items" and need not in params:
            return f"{action} needs {need}"
    return None


@dataclass(frozen=True)
class Tool:
    args: type[Arguments]
    operation: Operation
    description: str


TOOLS: dict[str, Tool] = {
    "search_products": Tool(SearchArgs, StoreTools.search, "Find products; shows product cards."),
    "product_detail": Tool(ProductArgs, StoreTools.product, "Show one product's card."),
    "view_cart": Tool(NoArgs, StoreTools.cart, "Show the shopper's cart."),
    "propose_cart_change": Tool(
        ProposeArgs,
        StoreTools.propose,
        "Propose a cart or delivery change; nothing changes until the shopper confirms.",
    ),
    "orders": Tool(NoArgs, StoreTools.orders, "The signed-in shopper's recent orders."),
    "offers": Tool(NoArgs, StoreTools.offers, "Running offers and coupon codes."),
    "delivery": Tool(DeliveryArgs, StoreTools.delivery, "Delivery to an area, or free slots."),
    "recipes": Tool(RecipeArgs, StoreTools.recipes, "Find a recipe; shows its card."),
    "faq": Tool(QuestionArgs, StoreTools.faq, "Answers from the store's FAQ."),
    "branches": Tool(NoArgs, StoreTools.branches, "The store's branches on a map."),
    "hand_off": Tool(HandOffArgs, StoreTools.hand_off, "Hand the conversation to a person."),
}


def tool_schemas() -> list[Record]:
    """The `tools` list of a Chat Completions request."""
    schemas = []
    for name, tool in TOOLS.items():
        parameters = tool.args.model_json_schema()
        parameters.pop("title", None)
        schemas.append(
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": f"{tool.description} {tool.args.__doc__ or ''}".strip(),
                    "parameters": parameters,
                },
            }
        )
    return schemas
