"""The product just offered named again by a word of its own: "el abya9", "the white one",
"الابيض" right after the white eggs were offered, "the full fat one" after the full-fat milk.
The shopper settles on the offer; it stands as it was, offered again, and no other product
of the word (white onions, full-fat laban) is looked up or swapped in.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import SIZE_WORDS, products_by_ids, unmet_words
from hub.assistant.brain.skills.offer_words import says_more
from hub.assistant.brain.turn import Turn
from hub.storefront.port import CartMutation

_WORDS_AT_MOST = 5  # "ok the white one please": a pick, not a sentence about it


async def names_the_offered(turn: Turn) -> bool:
    """A short pick whose every word one of the products just offered holds, asking nothing
    and changing nothing."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed or not u.topic:
        return False
    # "one" of "the white one" is no count; another count changes the offer (its own rules)
    counted = u.quantity is not None and (u.quantity.amount != 1 or u.quantity.unit is not None)
    # "add 1 more almarai milk", "واحد زيادة": one more of it, which the cart's rules add
    counted = counted or any(t.isdigit() for t in u.tokens) or says_more(turn)
    if len(u.tokens) > _WORDS_AT_MOST or u.asks or counted:
        return False
    if u.has(
        "REMOVE", "CHANGE", "NEGATION", "INFO", "CART", "SIMILAR", "PRICEY", "EXCEPT", "OFFERS"
    ):
        return False
    if u.tokens[-1] in ("out", "off", "gone"):
        return False  # "milk out", "the eggs off": the offered line let go, not picked
    if any(word in SIZE_WORDS for word in u.topic):
        return False  # "the big one": a pack of it, which the sizes' rules pick
    offered = list(dict.fromkeys(line.productId for line in turn.proposed))
    found = await products_by_ids(turn, offered)
    holding = [
        product
        for product in found.values()
        if not unmet_words(u.topic, [product], sound_alike=turn.message.arabizi)
    ]
    return len(holding) == 1


async def offer_named(turn: Turn) -> None:
    turn.say("propose_add")
    turn.propose(CartMutation("add_to_cart", tuple(turn.proposed)), supersedes=True)
    turn.set_focus(turn.proposed[0].productId)
    turn.chips("cart", "offers")
