"""How products are shown: the cards, the phrase that presents them, and the honest caveat
when they do not hold everything asked. Every list shown is remembered (ids in order), so the
next message can say "the second one" or "add two of those"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hub.assistant.brain.skills.common import MEASURE_WORDS, alternatives_for, unmet_words
from hub.assistant.brain.turn import Turn
from hub.record import Record


def show_products(
    turn: Turn,
    product_ids: list[str],
    phrase: str = "products_found",
    variants: Mapping[str, str] | None = None,
) -> None:
    """`variants`: the variant asked for of some of them ("the 2 L", "jumbo"), shown on
    their cards with its own price and stock."""
    turn.say(phrase)
    block: dict[str, Any] = {"kind": "products", "productIds": product_ids}
    chosen = {pid: vid for pid, vid in (variants or {}).items() if pid in product_ids}
    if chosen:
        block["variantIds"] = chosen
    turn.block(block)
    turn.remember_shown(product_ids)
    turn.chips("add_first", "detail_first", "cart")


async def show_out_of_stock(turn: Turn, asked: Record, known: list[Record]) -> None:
    """The one asked for, out of stock: said, beside what there is like it (or, when the
    store has nothing like it, said too, with more of its aisle)."""
    alternatives = await alternatives_for(turn, asked, known)
    if not alternatives.ids:
        show_products(turn, [asked["_id"]], "asked_out_of_stock_alone")
        return
    phrase = "asked_out_of_stock" if alternatives.alike else "asked_out_of_stock_unlike"
    show_products(turn, [asked["_id"], *alternatives.ids], phrase)


def not_found(turn: Turn) -> None:
    """Said in words with a way on, never an error card: not stocking something is an answer
    to a shopping request, not a failure of it."""
    turn.say("products_none")
    turn.chips("aisles", "offers", "help")


# The phrase that presents cards which do not hold every word asked, by the phrase it
# replaces: the reply says what is missing before it offers the nearest.
_NOT_EXACTLY = {"products_found": "not_exactly", "within_budget": "not_exactly_within_budget"}


def honest(turn: Turn, shown: list[Record], phrase: str, topic: list[str] | None = None) -> str:
    """`phrase`, or its not-exactly form when the cards miss part of what was asked (an
    attribute, a variant, a kind: "organic", "lactose free"); `topic` is what was asked, the
    message's words unless told."""
    topic = turn.utterance.topic if topic is None else topic
    # "كم الكيلو": the measure a price is asked by, which no card is missing
    topic = [word for word in topic if word not in MEASURE_WORDS]
    if not topic or any(not unmet_words(topic, [product]) for product in shown):
        return phrase
    return _NOT_EXACTLY.get(phrase, phrase)
