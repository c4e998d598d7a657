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
