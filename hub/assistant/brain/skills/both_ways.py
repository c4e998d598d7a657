"""One message that adds one thing and takes out another: "ok add a kilo of the oranges and
take out the bread", "ضيف كيلو برتقال وشيل الخبز", "7ot kilo burtugal w shil el 5ubz".

Each half is read as a message of its own and answered by its own skill, so the shopper gets
both changes to confirm: the removal (or the bread taken back from the offer still pending)
and the new line. Neither half is read as the other's product.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import adding, recipes, removing
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.utterance import Utterance

# Where each half starts: its verb, after a joiner or at the start of the message
_REMOVING = Pattern(
    r"(?:^|\b(?:and|then|but)\s+|,\s*|(?<!\w)و\s*|(?<!\w)w\s+)"
    r"(?=(?:remove|delete|drop|take out|take off|get rid of|sheel|shil|shel"
    r"|شيل|احذف|امسح|نزل|طلع|اشطب|ازيل|شيلي)(?!\w))"
)
_ADDING = Pattern(
    r"(?:^|\b(?:and|then|but|ok|okay)\s+|,\s*|(?<!\w)و\s*|(?<!\w)w\s+)"
    r"(?=(?:add|put|zeed|7ot|dheef|ضيف|اضف|زيد|حط|حطلي|ضيفلي)(?!\w))"
)


# The turns after which "take out the bread" may be about the cart (here, and for a removal
# beside a change in `removal_and_change`)
CART_TURNS = frozenset(
    {"add_to_cart", "add_to_offer", "add_more_to_offer", "swap_offer", "update_cart_item",
     "remove_cart_item", "cart_summary", "add_and_remove", "add_recipe_to_cart", "reorder"}
)  # fmt: skip


def _halves(turn: Turn) -> tuple[str, str] | None:
    """(the adding half, the removing half) of the message, if it holds both."""
    text = turn.message.text
    removing = _REMOVING.search(text)
    adding = _ADDING.search(text)
    if removing is None or adding is None or removing.start() == adding.start():
        return None
    if adding.end() < removing.start():
        add_text, remove_text = text[adding.end() : removing.start()], text[removing.end() :]
    else:
        remove_text, add_text = text[removing.end() : adding.start()], text[adding.end() :]
    if not Utterance(add_text).topic or not Utterance(remove_text).topic:
        return None
    return add_text.strip(" ,"), remove_text.strip(" ,")


def adds_and_removes(turn: Turn) -> bool:
    """Both halves name something, in a conversation that has offered, changed or shown the
    cart ("add a filter and take out the old one" about a car is no cart change); right
    after a recipe, "شيل البيض وحط الباقي" is its ingredients less the eggs (the recipe's
    own rule), not two changes."""
    about_the_cart = bool(turn.proposed) or turn.memory.get(INTENT) in CART_TURNS
    return about_the_cart and _halves(turn) is not None and recipes.follow_up(turn) is None


async def add_and_remove(turn: Turn) -> None:
    """The removal first (it may take a line back from the pending offer), then the new line;
    one row of chips for the two."""
    halves = _halves(turn)
    if halves is None:
        await adding.add_to_cart(turn)
        return
    add_text, remove_text = halves
    whole = turn.utterance
    turn.hold_chips()
    try:
        turn.utterance = Utterance(remove_text)
        await removing.remove_cart_item(turn)
        turn.proposed = []  # the offer is answered: what comes next is a new line
        turn.proposed_change = ""
        turn.utterance = Utterance(add_text)
        await adding.add_to_cart(turn)
    finally:
        turn.utterance = whole
        turn.release_chips()
