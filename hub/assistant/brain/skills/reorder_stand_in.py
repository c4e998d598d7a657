"""A product of the list just shown put in place of the goods a reorder offer left out: "the
gel then, in place of the powder, keep the rest", "الجل حطه مكان البودره والباقي مثل ما هو",
"el gel 7i6a badal el powder" after the Tide powder was out and its stand-ins were listed.

The reorder still pending is offered again with that product beside its lines: never a
stand-in searched for the powder, nor the gel alone, nor the matter declined.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import holds_as_spelt, quiet_products, unmet_words
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# "in place of", "instead of", "replace", "بدال", "مكان", "badal", "makan"; or the rest of the
# offer kept as it was beside it ("and the rest as before", "والباقي نفسه", "wel baqi nafsa")
_IN_PLACE = Gated(
    r"\b(?:instead|in place|in its place|replace|badal|bdal|badala|makan|mkan)\b"
    r"|(?<!\w)(?:بدال|بداله|بدالها|بدل|بدله|بدلها|مكان|مكانه|مكانها|الباقي|والباقي)(?!\w)"
    r"|\b(?:the rest|(?:w|wa|wel|wil)? ?(?:el|il)? ?baqi)\b"
)


async def stand_in_named(turn: Turn) -> Record | None:
    """The one product of the list just shown that the message puts in place of what the
    pending reorder left out; None when it asks no such thing."""
    pending = turn.pending
    if not pending or pending.get("type") != "reorder" or not turn.shown():
        return None
    if turn.utterance.has("NEGATION"):
        return None
    offered = {str(item[0]) for item in pending.get("items") or []}
    if _IN_PLACE.search(turn.typed_and_read):
        listed = await quiet_products(turn, turn.shown())
        shown = [p for p in listed if str(p["_id"]) not in offered]
        topic = turn.utterance.topic
        named = [p for p in shown if any(holds_as_spelt(p, word) for word in topic)]
    else:
        named = await _picked_beside_its_lines(turn, offered)
    if len(named) != 1:
        return None
    variant_id, _ = choose_line(named[0], None, [], None)
    return named[0] if stock_of(named[0], variant_id) > 0 else None


async def _picked_beside_its_lines(turn: Turn, offered: set[str]) -> list[Record]:
    """ "the second one then, just 1, plus 2 fairy lemon and the 12 rolls": the list's one
    picked by its place, when every other goods named is a line the reorder offers already."""
    ordinal = turn.utterance.ordinal
    shown = turn.shown()
    if ordinal is None or not 0 < ordinal <= len(shown) or shown[ordinal - 1] in offered:
        return []
    lines = await quiet_products(turn, sorted(offered))
    named = [s.topic for s in turn.utterance.segments() if s.topic]
    if not named or any(
        not any(len(unmet_words(topic, [line])) < len(topic) for line in lines) for topic in named
    ):
        return []  # goods of their own beside the pick: read as they were
    return await quiet_products(turn, [shown[ordinal - 1]])


async def answer(turn: Turn) -> None:
    """The reorder offered again, its lines as they were and the product named beside them."""
    product = await stand_in_named(turn)
    pending = turn.pending
    if product is None or pending is None:
        turn.say("update_what")
        return
    variant_id, _ = choose_line(product, None, [], None)
    items = [LineItem(str(p), v, int(q)) for p, v, q in pending["items"]]
    items.append(LineItem(str(product["_id"]), variant_id, 1))
    params = dict(pending.get("params") or {})
    turn.say("propose_reorder_changed")
    if params.get("orderId"):
        turn.block({"kind": "order", "orderId": params["orderId"]})
    turn.propose(CartMutation("reorder", tuple(items), params), supersedes=True)
    turn.set_focus(str(product["_id"]))
    turn.chips("cart", "slots")


# What the model makes of "what can replace the tide powder", "شنو عندكم بداله"
_STAND_INS_ASKED = frozenset({"substitution", "similar", "search"})


def keep_the_reorder(turn: Turn, intent: str) -> None:
    """A stand-in looked for right after a reorder offer left goods out: the offer still
    waits, so the one picked next is put beside its lines."""
    if intent in _STAND_INS_ASKED and turn.pending and turn.pending.get("type") == "reorder":
        turn.keep_pending()
