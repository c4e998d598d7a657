"""Goods put in under a budget, the proposal's total said against it: a list named ("add
milk, bread and eggs, under 2 kd", "ابي رز ودجاج وطماط بحدود ٢ دينار"), or the goods of an
occasion or a meal wished on a sum ("get me stuff for a bbq under 10 KD", "ابي اغراض فطور
بحدود ٥ دينار", "abi 3asha l 4 ashkha9 b 7 kd").

A shopper who gives a budget wants to know where the basket stands against it, so the reply
says its total of the budget ("3.850 KWD of your 5.000 KWD"). Of a part of a list that fits
several goods ("rice"), the cheapest of its kind is taken rather than asked about. A list
whose goods as first chosen go over the budget is made of cheaper ones of the same goods (of
the best match's aisle, named as their kind), the biggest saving first; when even the
cheapest go over, that is said with their total and nothing is proposed: a proposal over the
budget is not what was asked. An occasion's or a meal's basket takes one of each of its kinds
of goods, in their order: the best match whose cheapest pack fits what is left, cheaper ones
only when it does not; the kinds that no longer fit are said by name. When its first kind
(the barbecue's meat, the meal's first staple) does not fit at all, the basket cannot be
made, and that is said instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import names_of, quiet_products, search, unmet_words
from hub.assistant.brain.skills.dietary import binding
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.skills.not_carried import of_a_kind_named
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.cards import kwd_text, unit_price
from hub.storefront.port import CartMutation, LineItem

_LOOKED_AT = 24  # goods of one kind weighed for the cheapest


@dataclass(frozen=True)
class _Pick:
    product: Record
    variant_id: str | None

    @property
    def price(self) -> int:
        return unit_price(self.product, self.variant_id)


def _options(product: Record) -> list[_Pick]:
    """Each pack of a product that can be bought now."""
    variants = [v.get("_id") for v in product.get("variants") or []] or [None]
    return [_Pick(product, variant) for variant in variants if stock_of(product, variant) > 0]


async def _of_the_kind(turn: Turn, named: list[str]) -> list[Record]:
    """The goods `named` names, best match first: of the best match's aisle, and holding
    every word named ("brown toast" is no white toast, "chicken" no chicken stock cube
    beside the fresh chicken)."""
    hits = await search(turn, " ".join(named), limit=_LOOKED_AT)
    return _of_one_kind(named, [hit for hit in hits if not unmet_words(named, [hit])])


def _of_one_kind(named: list[str], hits: list[Record]) -> list[Record]:
    """Of the hits, those of the best one's aisle that the words name as their kind ("chicken"
    is a fresh or frozen chicken, not a chicken luncheon; "milk" no evaporated milk of the
    cans' aisle), in their order."""
    aisle = hits[0].get("categoryId") if hits else None
    kept = [hit for hit in hits if hit.get("categoryId") == aisle]
    return [hit for hit in kept if of_a_kind_named(named, hit)] or kept


def _cheapest_pack(product: Record) -> _Pick | None:
    return min(_options(product), key=lambda pick: pick.price, default=None)


async def cheapest_of(turn: Turn, named: list[str]) -> _Pick | None:
    """The cheapest pack in stock of the goods `named` names."""
    options = [pick for hit in await _of_the_kind(turn, named) for pick in _options(hit)]
    return min(options, key=lambda pick: pick.price, default=None)


async def _first_that_fits(
    turn: Turn, terms: tuple[str, ...], left: int
) -> tuple[_Pick | None, _Pick | None]:
    """Of a kind of goods (its search words, in order), the first product whose cheapest
    pack fits what is left of the budget, best match first, as a shopper takes the usual one
    and goes cheaper only when it does not fit; and the best match, to name when none does.
    (None, None): the store sells none of it."""
    best: _Pick | None = None
    for term in terms:
        for hit in await _of_the_kind(turn, term.split()):
            pick = _cheapest_pack(hit)
            if pick is None:
                continue
            if pick.price <= left:
                return pick, pick
            best = best or pick
    return None, best


def cheapest_line(fitting: list[Record], segment: Segment) -> LineItem | None:
    """Of the goods a part of a list fits ("rice": several), the cheapest pack in stock, in
    the count said: under a budget, the one to take rather than a question of which."""
    pick = min(
        (option for hit in _of_one_kind(segment.topic, fitting) for option in _options(hit)),
        key=lambda option: option.price,
        default=None,
    )
    if pick is None:
        return None
    quantity = segment.quantity
    count = int(quantity.amount) if quantity is not None and quantity.unit is None else 1
    return LineItem(pick.product["_id"], pick.variant_id, max(1, count))


def said_total(turn: Turn, key: str, total: int) -> None:
    """`total` said against the budget the message set, in the words of `key`."""
    budget = turn.budget or 0
    turn.text_block(figures(key, turn.language, total=kwd_text(total), budget=kwd_text(budget)))


async def _priced(turn: Turn, items: list[LineItem]) -> int:
    found = {p["_id"]: p for p in await quiet_products(turn, [i.productId for i in items])}
    return sum(
        unit_price(found[item.productId], item.variantId) * item.quantity
        for item in items
        if item.productId in found
    )


async def kept_to_budget(
    turn: Turn, named: list[tuple[Segment, LineItem]]
) -> tuple[list[LineItem], bool] | None:
    """The lines of a list named under a budget, within it, and whether cheaper packs were
    taken for it: as chosen when they fit, else with cheaper packs of the same goods, the
    biggest saving first. None when even the cheapest go over: said with their total, their
    cards shown, nothing proposed."""
    budget = turn.budget or 0
    items = [item for _, item in named]
    total = await _priced(turn, items)
    if total <= budget:
        return items, False
    found = {p["_id"]: p for p in await quiet_products(turn, [i.productId for i in items])}
    cheaper: list[tuple[int, int, LineItem]] = []  # (saving, index, the cheaper line)
    for at, (segment, item) in enumerate(named):
        pick = await cheapest_of(turn, segment.topic) if segment.topic else None
        now = found.get(item.productId)
        if pick is None or now is None:
            continue
        saving = (unit_price(now, item.variantId) - pick.price) * item.quantity
        if saving > 0:
            line = LineItem(pick.product["_id"], pick.variant_id, item.quantity)
            cheaper.append((saving, at, line))
    for saving, at, line in sorted(cheaper, key=lambda c: -c[0]):
        if total <= budget:
            break
        items[at], total = line, total - saving
    if total <= budget:
        return items, True
    turn.say("budget_cannot_fit")
    said_total(turn, "budget_over", total)
    shown = list(dict.fromkeys(item.productId for item in items))
    turn.block({"kind": "products", "productIds": shown})
    turn.remember_shown(shown)
    return None


async def say_the_total(turn: Turn, items: list[LineItem], *, cheaper: bool) -> None:
    """The proposal's total against the budget, once it is proposed; asked whether the cart
    is "still" under it, the cart's goods with the proposal's."""
    total = await _priced(turn, items)
    if _STILL.search(turn.message.for_model):
        cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
        total += int(cart.get("subtotal") or 0)
    said_total(turn, "budget_total_cheaper" if cheaper else "budget_total", total)


# "..., still under 5?", "am i still within budget", "للحين تحت ٥؟": the whole cart is weighed
_STILL = Gated(r"\bstill\b|(?<!\w)(?:للحين|لسه|لساتني|بعدني)(?!\w)")


# What a budget buys asked ("what can i get for 5 kd"), not goods wished: cards of what fits
_ASKS_WHAT = Gated(r"\b(?:what|which|whats|what's)\b|(?<!\w)(?:شو|وش|ايش|شنو|اي|شسوي|شنسوي)(?!\w)")
# Goods said as things to get: "stuff for a bbq", "اغراض فطور", "ashya2 lil fu6oor"
_GOODS_WORDS = Gated(
    r"\b(?:stuff|things|items|groceries|supplies)\b"
    r"|(?<!\w)(?:اغراض|الاغراض|اشياء|اشيا|مقاضي|حاجات|اغراظ)(?!\w)"
)


def wants_a_basket(turn: Turn) -> bool:
    """Whether the message wishes goods put in ("get me", "ابي", "stuff for"), rather than
    asking what a budget buys, and keeps no diet or allergy (whose goods are weighed by what
    they are, `dietary`)."""
    said = turn.message.for_model
    if _ASKS_WHAT.search(said) or binding(need_of(said)):
        return False
    return turn.utterance.has("WANT", "ADD", "TAKE") or _GOODS_WORDS.search(said) is not None


async def propose_basket(turn: Turn, kinds: list[tuple[str, ...]]) -> None:
    """A basket of one of each kind of goods (each by its search words), in their order, the
    first that fits what is left of the budget; said with its total against the budget, and
    what was left out for it. Its first kind the store sells not fitting: said that it cannot
    be made, nothing proposed."""
    budget = turn.budget or 0
    left = budget
    chosen: list[_Pick] = []
    out: list[_Pick] = []
    for terms in kinds:
        taken = {c.product["_id"] for c in chosen}
        pick, best = await _first_that_fits(turn, terms, left)
        if pick is not None and pick.product["_id"] in taken:
            continue  # one product for two kinds: "cheese" and the breakfast's spreads
        if best is None:
            continue  # not sold here: charcoal, paper plates
        if pick is None and not chosen:
            turn.say("budget_basket_cannot")  # the meat of a barbecue, a meal's first staple
            turn.chips("offers", "aisles")
            return
        if pick is not None:
            chosen.append(pick)
            left -= pick.price
        else:
            out.append(best)
    if not chosen:
        turn.say("budget_basket_cannot")
        turn.chips("offers", "aisles")
        return
    items = tuple(LineItem(pick.product["_id"], pick.variant_id, 1) for pick in chosen)
    turn.say("propose_budget_basket")
    said_total(turn, "budget_total", budget - left)
    if out:  # the drinks a barbecue would have, over what is left: said by name
        turn.say("budget_left_out")
        joiner = "، " if turn.language == "ar" else ", "
        turn.text_block(joiner.join(names_of(pick.product)[turn.language] for pick in out))
    turn.propose(CartMutation("add_to_cart", items))
    turn.chips("cart", "offers", "slots")
