"""Which code saves more, asked of a first order's code after another: "and is WELCOME2
better?", "و WELCOME2 احسن؟", "w WELCOME2 a7san?" after GHABGA20 was said to work. The first
order's code takes nothing off for a shopper who has ordered before, so the code asked
before is the better one: said, with what it takes off the cart."""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills import codes_in_talk
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.carts import offer_discount

_BETTER = Bilingual(
    r"\b(?:better|best|more|cheaper|saves? more|a7san|ahsan|a7sn|afdal|af9al|akthar|aktheer)\b",
    r"(?<!\w)(?:احسن|أحسن|افضل|أفضل|اكثر|أكثر|ارخص|أرخص|يوفر اكثر)(?!\w)",
)

_SAID = {
    "en": "{code} takes {saving} off this cart, so it's the one that saves you more.",
    "ar": "{code} ينقص {saving} من هالسلة، فهو اللي يوفر لك أكثر.",
}


async def say_the_other(turn: Turn, refused: Record, cart: Record) -> None:
    """Says the code asked before saves more, when the message weighs the two."""
    if _BETTER.search(turn.typed_and_read.lower()) is None:
        return
    other = await codes_in_talk.meant(turn)
    if (
        other is None
        or str(other.get("couponCode")).upper() == str(refused.get("couponCode")).upper()
    ):
        return
    lines = cart_lines(cart)
    saving = offer_discount(other, lines, sum(int(line.get("lineTotal") or 0) for line in lines))
    if saving <= 0:
        return
    said = kwd_text(saving)[turn.language]
    turn.text_block(_SAID[turn.language].format(code=other["couponCode"], saving=said))
