"""A count of people said after a recipe was shown: "we're 9 not 6", "هذي تكفي ٦ بس، ابيها
حق ٩", "la2 7ag 9 ashkhas mu 6".

The count often comes beside the one the card already says, which the shopper names to
correct it: the count wanted is the other one. And said while the recipe's goods wait for
Confirm, the count is of those goods: they are proposed again for that many, never read as
a new search for words like "enough" or "only". Once Confirm was tapped the goods are in
the cart and nothing waits: proposing them again would add them a second time.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn

# Every count in a message not followed by a unit of weight or volume: "6", "١٠"
_COUNTS = Pattern(
    r"(?<![\d.,])(\d{1,2})(?![\d.,])(?!\s*(?:kg|g|l|ml|كيلو|كغ|جرام|غرام|غ|لتر|مل)(?!\w))"
)
# A count said not to be wanted: "not 6", "instead of 6", "مو ٦", "مب ٦", "بدال ٦" (Arabizi
# "mu 6" read "مو 6")
_NOT_A_COUNT = Pattern(
    r"(?:\bnot|\binstead of|(?<!\w)(?:مو|مب|مش|بدال|بدل|مو على|مو حق))\s+(\d{1,2})(?![\d.,])"
)
# Words that make a message about more than the count: goods named, a change of lines
_OTHER_MATTERS = ("SEARCH", "REMOVE", "DELIVER", "ORDER", "OFFERS", "POINTS", "COUPON")


def shown_servings(turn: Turn) -> int | None:
    """The servings the recipe in view was last shown or proposed for."""
    remembered = turn.memory.get(SERVINGS)
    if isinstance(turn.memory.get(RECIPE), str) and isinstance(remembered, int):
        return remembered
    return None


def counts_in(text: str) -> list[int]:
    return [int(found) for found in _COUNTS.findall(text) if 0 < int(found) <= 50]


def other_than_shown(turn: Turn, asked: int | None) -> int | None:
    """The count wanted when the message also names the one shown: "we are 10 not 6", "this
    is for 6, I need 9": the count that is not the card's."""
    shown = shown_servings(turn)
    if asked is None or shown is None or asked != shown:
        return asked
    # "3ala 15 mu 6" with 15 shown: the 6 said not to be wanted is no count asked
    ruled_out = {int(found) for found in _NOT_A_COUNT.findall(turn.message.text)}
    others = [
        count for count in counts_in(turn.message.text) if count != shown and count not in ruled_out
    ]
    return others[-1] if others else asked


async def offer_still_waits(turn: Turn) -> bool:
    """Whether the recipe's goods proposed are still waiting for Confirm: the cart does not
    yet hold them over what it held when they were proposed."""
    pending = turn.pending or {}
    if pending.get("type") != "add_recipe_to_cart":
        return False
    try:
        cart = await turn.store.cart(turn.owner)
    except Exception:  # unknown: read as still waiting, as it was offered
        return True
    held = {
        (str(line["productId"]), line.get("variantId")): int(line["quantity"])
        for line in (cart or {}).get("items") or []
    }
    over = {(str(p), v): int(n) for p, v, n in pending.get("over") or []}
    return any(
        held.get((str(p), v), 0) < over.get((str(p), v), 0) + int(n)
        for p, v, n in pending.get("items") or []
    )


def rescales_the_offer(turn: Turn, guests: int | None) -> bool:
    """Whether the message only counts people while the recipe's goods wait for Confirm:
    they are proposed again for that many."""
    pending = turn.pending or {}
    if pending.get("type") != "add_recipe_to_cart" and turn.memory.get(INTENT) != (
        "add_recipe_to_cart"
    ):
        return False
    shown = shown_servings(turn)
    if guests is None or shown is None or guests == shown:
        return False
    return not turn.utterance.has(*_OTHER_MATTERS) or not turn.utterance.topic
