"""A colour picked from goods just shown when none of them is of it: "الاسمر مو الابيض",
"il asmar mu il abya9", "the brown one" after the milks.

A colour names no goods of its own; said right after a list, it picks from that list. When
no card shown is of that colour, reading the words afresh finds whatever else is (brown
bread, brown eggs) or, set against another colour, takes out cards by letters they only
share with it ("ابيض" holds the letters of eggs, "بيض"). The shopper is told none of the
ones shown is like that, and sees them again to pick from.
"""

from __future__ import annotations

from hub.assistant.brain.colours import colour_of
from hub.assistant.brain.skills import ruled_out
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.turn import Turn

# Words beside the colours that say nothing of the goods: pointing, wanting, setting aside
_BESIDE = frozenset(
    {"the", "one", "ones", "not", "no", "i", "want", "please", "pls", "il", "el", "ال", "مو",
     "مب", "موب", "مش", "لا", "بس", "ابي", "ابغي", "واحد", "وحده", "اللي", "الي", "بدل", "بدال",
     "instead", "of", "rather", "than"}
)  # fmt: skip
_NOT = frozenset({"not", "no", "مو", "مب", "موب", "مش", "لا", "بدل", "بدال", "instead", "than"})


def _wanted_colours(turn: Turn) -> list[str]:
    """The colours the message wants, when it says nothing but colours (and words pointing,
    wanting or setting one aside); none otherwise."""
    tokens = turn.utterance.tokens
    said = [token for token in tokens if token.lower() not in _BESIDE]
    if not said or not all(colour_of(token) for token in said):
        return []
    return [
        token
        for n, token in enumerate(tokens)
        if colour_of(token)
        and not (n and tokens[n - 1].lower() in _NOT)
        and not (n > 1 and tokens[n - 1] in ("the", "ال", "il", "el") and tokens[n - 2] in _NOT)
    ]


async def picks_a_colour_none_has(turn: Turn) -> bool:
    """Whether the message picks by colour from the goods just shown, none of which is of
    it."""
    u = turn.utterance
    if not ruled_out.showed_goods(turn) or u.has_quantity or u.asks:
        return False
    if u.has("ADD", "TAKE", "REMOVE", "CART", "CHANGE"):
        return False
    wanted = _wanted_colours(turn)
    if not wanted:
        return False
    products = await quiet_products(turn, turn.shown())
    return bool(products) and not any(
        ruled_out.holding(turn, colour, products) for colour in wanted
    )


async def colour_not_shown(turn: Turn) -> None:
    """Said, with the list again to pick from."""
    turn.say("none_shown_fits")
    turn.block({"kind": "products", "productIds": turn.shown()})
    turn.chips("detail_first", "add_first", "cart")
