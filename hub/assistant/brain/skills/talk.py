"""Small talk and the way out: greetings, thanks, help, asking for a person, not understood.

None of these call the store. Each ends with chips, so a shopper who does not know what to
type next always has something to tap.
"""

from __future__ import annotations

from hub.assistant.brain.replies import HELP_TEXT
from hub.assistant.brain.turn import Turn


async def greeting(turn: Turn) -> None:
    turn.say("greeting")
    turn.chips("offers", "aisles", "recipe", "cart")


async def thanks(turn: Turn) -> None:
    turn.say("thanks")
    turn.chips("cart", "slots", "offers")


async def help_(turn: Turn) -> None:
    turn.say("help")
    turn.text_block(HELP_TEXT[turn.language])
    turn.chips("offers", "aisles", "recipe", "order_status")


async def unknown(turn: Turn) -> None:
    turn.say("unknown")
    turn.chips("aisles", "offers", "slots", "help")


def trouble(turn: Turn, status_message: str) -> None:
    """A store call failed: apologise, show its statusMessage, offer a way on."""
    turn.say("trouble")
    turn.error(status_message)
    turn.chips("help")


# A reply's offer, by the intent that made it, and the request a plain "yes" to it makes.
_OFFERS = {"complaint": "handoff", "recipe": "add_recipe_to_cart"}


def taken_up(turn: Turn, last_intent: object) -> str | None:
    """ "yes", "yes please connect me", "ايوه" right after a reply that offered something
    (a person after a complaint, a recipe's ingredients): the request that takes it up.
    A "yes" to a proposal is answered by `tap_confirm`. Only a short message that names
    nothing and says no "no"."""
    u = turn.utterance
    if u.topic or len(u.tokens) > 6 or u.has("NEGATION") or not u.has("YES", "TALK"):
        return None
    if turn.proposed_change:
        return "tap_confirm"
    return _OFFERS.get(str(last_intent))


async def tap_confirm(turn: Turn) -> None:
    """A "yes" typed to a proposal: only the Confirm control changes the cart."""
    turn.say("tap_confirm")
    turn.chips("cart")
