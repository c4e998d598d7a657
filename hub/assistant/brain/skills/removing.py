"""A line taken out of the cart, or some of it: proposed to confirm, or a pending question of
which goods to add dropped.

Removal grounds the words in the cart's own lines rather than the catalogue, so it stands
apart from adding.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.extra_units import EXTRA_WORDS, names_the_extra
from hub.assistant.brain.skills import choosing, offer_words, recipe_lines_off, several_lines
from hub.assistant.brain.skills.common import (
    cart_lines,
    confident_hits,
    products_by_ids,
    quiet_products,
)
from hub.assistant.brain.skills.held_lines import (
    cart_problem,
    fetch_cart,
    line_named,
    lines_alike,
    offer_in_cart,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.events import Withdrawn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem


async def remove_cart_item(turn: Turn) -> None:
    """remove the bananas / احذف الحليب / remove it."""
    lines = cart_lines(await fetch_cart(turn))
    # "la khalas, shil el laban" while which laban was asked: only that choice is let go
    of_the_choice = bool(offer_words.named(turn)) and await drops_the_choice(turn)
    withdrawn = (
        not of_the_choice
        and offer_words.withdraws_the_offer(turn)
        and not offer_in_cart(turn, lines, turn.proposed)
    )
    taken_back = dict.fromkeys(i.productId for i in turn.proposed) if withdrawn else None
    taken_back = taken_back or await _taken_back(turn, lines)
    if taken_back is None and await drops_the_choice(turn):
        # "shil el 5obz" while which bread was still asked: no bread; what was offered with
        # it stands
        if (
            turn.proposed
            and turn.proposed_change == "add_to_cart"
            and not offer_in_cart(turn, lines, turn.proposed)
        ):
            turn.say("propose_rest")
            turn.propose(CartMutation("add_to_cart", tuple(turn.proposed)), supersedes=True)
        else:
            turn.say("offer_withdrawn")
        turn.chips("cart", "offers")
        return
    if taken_back is not None:
        kept = _kept_of_the_offer(turn.proposed, taken_back)
        if kept:  # "drop the bread" of "2 milk and bread": the milk still offered
            turn.say("propose_rest")
            turn.propose(CartMutation("add_to_cart", tuple(kept)), supersedes=True)
        else:
            turn.emit(Withdrawn())
            turn.say("offer_withdrawn")
        turn.chips("cart", "offers")
        return
    if not lines:
        cart_problem(turn, "cart_empty", ("CART_EMPTY", "cart_empty"))
        return
    chosen = await choosing.picked(turn) if choosing.pending_change(turn) == "remove" else None
    if chosen is None and names_the_extra(turn.message):
        await _take_out_the_extra(turn, lines)
        return
    of_a_recipe = None if chosen else await recipe_lines_off.recipes_lines(turn, lines)
    named = (
        several_lines.Named(of_a_recipe)
        if of_a_recipe
        else None
        if chosen
        else await several_lines.lines_named(turn, lines)
    )
    if named is not None:
        # "عندي زعفران و هيل شيلهم": every line the list names, in one proposal
        items = tuple(
            LineItem(str(line["productId"]), line.get("variantId"), int(line["quantity"]))
            for line in named.lines
        )
        turn.say("propose_removes" if len(items) > 1 else "propose_remove")
        turn.propose(CartMutation("remove_cart_item", items))
        if named.missing:
            turn.say("some_not_in_cart")
            turn.text_block(("، " if turn.language == "ar" else ", ").join(named.missing))
        if named.alike:  # "الملح" of salt and salted chips: which, asked beside the rest
            choice = choosing.Choice(None, named.alike, "several")
            choosing.ask_which(turn, choice, None, "remove", chips=False)
        turn.chips("cart", "offers")
        return
    if chosen is None and len(alike := await lines_alike(turn, lines)) > 1:
        # "remove the milk" of a cart with two milks: which one; "take one of the breads
        # off" keeps its one for the answer, so the line picked goes down by one
        counted = turn.utterance.quantity if choosing.counts(turn) else None
        choosing.ask_which(turn, choosing.Choice(None, alike, "several"), counted, "remove")
        return
    product_id = chosen["_id"] if chosen else (await line_named(turn, lines))[0]
    matching_lines = [line for line in lines if line["productId"] == product_id]
    if not matching_lines and turn.utterance.ordinal == -1 and not turn.utterance.topic:
        # "remove the last thing I added", "drop the last one", "شيل اخر شي حطيته": no list
        # shown, or not in the cart, so "the last" is the cart's newest line
        matching_lines = lines[-1:]
    if product_id is None and not matching_lines and not turn.utterance.topic:
        cart_problem(turn, "remove_what")
        return
    if not matching_lines:
        cart_problem(turn, "not_in_cart", ("RESOURCE_NOT_FOUND", "not_in_cart"))
        return
    if (fewer := _fewer_of_the_line(turn, matching_lines, chosen is not None)) is not None:
        # "remove one chips", "shel wa7ed chips" of the cart's three: two are left
        turn.say("propose_update")
        turn.propose(CartMutation("update_cart_item", (fewer,)))
        turn.set_focus(fewer.productId)
        turn.chips("cart", "offers")
        return
    items = tuple(
        LineItem(str(line["productId"]), line.get("variantId"), int(line["quantity"]))
        for line in matching_lines
    )
    turn.say("propose_remove")
    turn.propose(CartMutation("remove_cart_item", items))
    turn.chips("cart", "offers")


def _fewer_of_the_line(turn: Turn, lines: list[Record], picked: bool) -> LineItem | None:
    """A count said of one line that holds more ("remove 2 chips" of three): the line at what
    is left; None when the whole line goes (no count, the "one" of "the cheese one", as many
    as it holds or more). `picked`: the line is the answer to which one, and the count is
    the one said when it was asked ("take one of the breads off", then "the brown")."""
    count = turn.utterance.quantity if choosing.counts(turn) else None
    if count is None and picked:
        count = choosing.pending_count(turn)
    if len(lines) != 1 or count is None or count.unit is not None:
        return None
    line = lines[0]
    left = int(line["quantity"]) - int(count.amount)
    if count.amount != int(count.amount) or left <= 0:
        return None
    return LineItem(str(line["productId"]), line.get("variantId"), left)


async def _take_out_the_extra(turn: Turn, lines: list[Record]) -> None:
    """ "remove the extra yoghurt": the line named (or the only line of more than one) set
    one lower; a line of one has no extra, and the cart is shown as it is."""
    topic = [word for word in turn.utterance.topic if word not in EXTRA_WORDS]
    held = [line for line in lines if int(line["quantity"]) > 1]
    if topic:
        ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
        found = await products_by_ids(turn, ids)
        best = matching.ranked(topic, [found[i] for i in ids if i in found])
        held = [line for line in lines if best and line["productId"] == best[0]["_id"]]
    if len(held) != 1:
        cart_problem(turn, "remove_what" if not topic else "not_in_cart")
        return
    [line] = held
    count = int(line["quantity"])
    if count < 2:
        cart_problem(turn, "no_extra")
        return
    item = LineItem(str(line["productId"]), line.get("variantId"), count - 1)
    turn.say("propose_update")
    turn.propose(CartMutation("update_cart_item", (item,)))
    turn.set_focus(item.productId)
    turn.chips("cart", "offers")


async def _taken_back(turn: Turn, lines: list[Record]) -> dict[str, int | None] | None:
    """ "remove that", "drop the bread", "شيله" right after an offer the cart does not hold
    yet: the offered products taken back (all of them when none is named), each with the
    count taken off it ("drop one milk" of two) or None for the whole line; None when the
    message is about the cart instead."""
    offered = turn.proposed
    if not offered or turn.proposed_change != "add_to_cart" or offer_in_cart(turn, lines, offered):
        return None
    ids = [item.productId for item in offered]
    u = turn.utterance
    if not u.topic and u.ordinal is not None and len(offered) > 1:
        # "remove the last one", "shil 2a5ir wa7id": that line of the offer
        index = u.ordinal - 1 if u.ordinal > 0 else len(offered) + u.ordinal
        return {offered[index].productId: None} if 0 <= index < len(offered) else None
    if not u.topic:
        return dict.fromkeys(ids)
    found = list((await products_by_ids(turn, ids)).values())
    counted = choosing.counts(turn)  # "one milk", not the "one" of "the cheese one"
    taken: dict[str, int | None] = {}
    # each item named its own line: "remove eggs and bread" takes back both
    for segment in u.segments():
        named = matching.ranked(segment.topic, found) if segment.topic else []
        if named:
            count = segment.quantity
            if count is None or count.unit is not None or not counted:
                taken[named[0]["_id"]] = None  # the whole line
            else:
                taken[named[0]["_id"]] = int(count.amount)
    return taken or None


def _kept_of_the_offer(
    offered: list[LineItem], taken_back: dict[str, int | None]
) -> list[LineItem]:
    """The offer less what was taken back: a line named whole goes, a count comes off it."""
    kept: list[LineItem] = []
    for item in offered:
        count = taken_back.get(item.productId, 0)
        if item.productId not in taken_back:
            kept.append(item)
        elif count is not None and count < item.quantity:
            kept.append(LineItem(item.productId, item.variantId, item.quantity - count))
    return kept


async def drops_the_choice(turn: Turn) -> bool:
    """ "skip the water", "شيل الخبز", "skip it" while the shopper was still asked which
    water or bread to add: that question is dropped, nothing of it taken from the cart."""
    pending = choosing.pending(turn)
    topic = offer_words.named(turn)
    if pending is None or choosing.pending_change(turn) != "add":
        return False
    if not topic:
        return turn.utterance.refers_back  # "skip it", "شيله"
    asked = await quiet_products(turn, [str(pid) for pid in pending["ids"]])
    return bool(confident_hits(topic, asked))
