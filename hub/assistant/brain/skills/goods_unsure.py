"""Goods a change names that no product is sure to be: asked which, or the one named said to be
out of stock or otherwise unfit, with what is near.

Adding and changing lines both answer this way before any proposal, so it stands apart from
each of them.
"""

from __future__ import annotations

from hub.assistant.brain.in_case import reason_words
from hub.assistant.brain.skills.common import (
    Resolved,
    alternatives_for,
    confident_hits,
    unmet_words,
)
from hub.assistant.brain.skills.lines import any_in_stock
from hub.assistant.brain.turn import Turn


async def one_named_is_out(turn: Turn, ungrounded: list[Resolved]) -> bool:
    """ "need another jumbo pack size 4": the one product every word names is out of stock:
    said so with what is near, as for a product named in full, never "which one?" (nor
    "not found") of it alone."""
    reason = reason_words(turn.utterance.tokens)  # "... as backup": why, no goods named
    topic = [word for word in turn.utterance.topic if word not in reason]
    candidates = [
        product
        for resolved in ungrounded
        for product in (resolved.product, *resolved.alternatives)
        if product is not None
    ]
    named = [product for product in candidates if topic and not unmet_words(topic, [product])]
    if len(named) != 1 or any_in_stock(named[0]):
        return False
    others = [product for product in candidates if product is not named[0]]
    await explain_problem(turn, "out_of_stock", Resolved(product=named[0], alternatives=others))
    return True


def ask_which(turn: Turn, ungrounded: list[Resolved]) -> None:
    """Words that only brush a product ("a cut on my cheek" and a lamb cut): never proposed.
    The best matches are shown as a search would show them, and the shopper picks."""
    ids = _candidates(turn, ungrounded)
    if not ids:
        turn.say("products_none")
        return
    turn.say("which_product")
    turn.block({"kind": "products", "productIds": ids})
    turn.remember_shown(ids)


def ask_which_too(turn: Turn, ungrounded: list[Resolved]) -> None:
    """Beside a proposal, the goods a part of the message may have meant, to pick from."""
    ids = _candidates(turn, ungrounded)
    if ids:
        turn.say("also_which")
        turn.block({"kind": "products", "productIds": ids})
        turn.remember_shown(ids)


def _candidates(turn: Turn, ungrounded: list[Resolved]) -> list[str]:
    return [
        product["_id"]
        for resolved in ungrounded
        for product in (resolved.product, *resolved.alternatives)
        if product is not None and confident_hits(turn.utterance.topic, [product])
    ][:8]


async def explain_problem(turn: Turn, problem: str, resolved: Resolved) -> None:
    product = resolved.product
    if problem == "out_of_stock" and product is not None:
        alternatives = await alternatives_for(turn, product, resolved.alternatives)
        if not alternatives.ids:
            turn.say("out_of_stock_alone")
        else:
            turn.say("out_of_stock" if alternatives.alike else "out_of_stock_unlike")
        turn.error("OUT_OF_STOCK", "out_of_stock")
        turn.block({"kind": "product_detail", "productId": product["_id"]})
        if alternatives.ids:
            turn.block({"kind": "products", "productIds": alternatives.ids})
            turn.remember_shown(alternatives.ids)
        return
    if problem == "not_enough" and product is not None:
        turn.say("not_enough")
        turn.error("OUT_OF_STOCK", "not_enough")
        turn.block({"kind": "product_detail", "productId": product["_id"]})
        turn.set_focus(product["_id"])  # "ok 3 bas": fewer of the one its card shows
        return
    if problem == "not_in_list":
        turn.say("not_in_list")
        turn.error("RESOURCE_NOT_FOUND", "not_in_list")
        if turn.shown():
            turn.block({"kind": "products", "productIds": turn.shown()})
        return
    if problem == "nothing_shown":
        turn.say("nothing_shown")
        return
    turn.say("products_none")  # in words: the chips that end the turn are the way on
