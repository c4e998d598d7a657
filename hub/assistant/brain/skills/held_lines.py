"""The cart's lines as held: the cart fetched, the line or lines a message names, whether an
offer is in it yet, and a problem with it shown.

Adding, removing, changing and the offer's edits all read the cart through these, so they
stand apart from every one of those requests.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills import choosing, offer_words
from hub.assistant.brain.skills.common import (
    cart_lines,
    products_by_ids,
    quiet_products,
    remembered_id,
)
from hub.assistant.brain.skills.other_kind_named import names_another_kind
from hub.assistant.brain.turn import INTENT, Turn
from hub.record import Record
from hub.storefront.port import LineItem


async def fetch_cart(turn: Turn) -> Record:
    return await turn.call(
        "cart", turn.store.cart, turn.owner, useful=lambda cart: bool(cart_lines(cart))
    )


async def line_named(turn: Turn, lines: list[Record]) -> tuple[str | None, Record | None]:
    """(product id, its record if known) of the cart line the message names, if any."""
    utterance = turn.utterance
    segment = utterance.segments()[0]
    if (
        not segment.topic
        and segment.ordinal is not None
        and turn.memory.get(INTENT)
        in (
            "cart_summary",
            "remove_cart_item",
            "update_cart_item",
        )
    ):
        # "drop the last line" right after the cart was shown: its lines, not a product list
        index = segment.ordinal - 1 if segment.ordinal > 0 else len(lines) + segment.ordinal
        if 0 <= index < len(lines):
            return str(lines[index]["productId"]), None
    if segment.topic:
        ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
        found = await products_by_ids(turn, ids)
        held = [found[i] for i in ids if i in found]
        # the one line holding every word said ("التوست الابيض" is the white toast, not the
        # white eggs that share a word), else the best ranked
        fits = choosing.among_the_lines(turn, segment.topic, held)
        best = fits if len(fits) == 1 else matching.ranked(segment.topic, held)
        if len(fits) != 1 and best and await names_another_kind(turn, segment.topic, best[0]):
            return None, None  # "شيل القهوه" of a cart of Khalas dates: no line of it
        return (best[0]["_id"], best[0]) if best else (None, None)
    product_id, _ = remembered_id(turn, segment)
    if product_id is None and len({line["productId"] for line in lines}) == 1:
        product_id = str(lines[0]["productId"])
    return product_id, None


async def lines_alike(turn: Turn, lines: list[Record]) -> list[Record]:
    """The cart's products the message's words fit about equally."""
    topic = offer_words.named(turn)
    if not topic or not lines:
        return []
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    return choosing.among_the_lines(turn, topic, await quiet_products(turn, ids))


def cart_problem(turn: Turn, phrase: str, error: tuple[str, str] | None = None) -> None:
    """Say what is wrong, show an error card (code, message key) if any, then the cart."""
    turn.say(phrase)
    if error:
        turn.error(*error)
    turn.block({"kind": "cart_summary"})
    turn.chips("cart", "offers")


async def offer_pending(turn: Turn) -> bool:
    """The previous turn offered lines the cart does not hold yet (not confirmed)."""
    if not turn.proposed:
        return False
    return not offer_in_cart(turn, cart_lines(await fetch_cart(turn)), turn.proposed)


def offer_in_cart(turn: Turn, lines: list[Record], offered: list[LineItem]) -> bool:
    """The cart holds what was offered on top of what it held then (it was confirmed): a new
    quantity is then a change of the cart line; before, it revises the offer."""
    held = {
        (str(line["productId"]), line.get("variantId")): int(line["quantity"]) for line in lines
    }
    return all(
        held.get(key := (item.productId, item.variantId), 0)
        >= turn.proposed_over.get(key, 0) + item.quantity
        for item in offered
    )
