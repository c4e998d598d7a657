"""A delivery window the shopper says they booked: "wait i booked 9 to 11 tmrw", "بس انا حجزت
موعد باجر", "ana 5tart 9-11 bacher".

Told right after express delivery was offered, it weighs the two: express is only offered,
not on, and would bring the order now instead of the window booked, so the shopper is asked
which they want. Told otherwise, the delivery windows are shown to check it against. The
gate hears a booking as another trade's (a clinic's, a table's); a window of hours or a day,
with no other trade named, is ours.
"""

from __future__ import annotations

from hub.assistant.brain.domain import books_elsewhere
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.delivery import delivery_slots
from hub.assistant.brain.turn import Turn

# Booked, said of oneself: "i booked", "i reserved", "حجزت", "حاجز"; Arabizi "7ajazt", "7ajiz"
# (read "حجزت", "احجز")
_BOOKED = Gated(
    r"\bi (?:already |just )?(?:booked|reserved|scheduled)\b"
    r"|\bi have (?:a |the )?(?:slot|window|booking)\b|\bmy booking\b"
    r"|(?<!\w)(?:حجزت|حاجز|حاجزه|حجزنا|محجوز|(?:انا|احنا) احجز)(?!\w)"
)
# ...or chose, which says a window only beside its hours ("ana 5tart 9-11 bacher", read
# "خترت"): "i chose almarai milk today" chose goods
_CHOSE = Gated(r"\bi (?:already |just )?(?:picked|chose|selected)\b|(?<!\w)(?:اخترت|خترت)(?!\w)")
# A window's hours ("9 to 11", "9-11"), or the day or part of it a booking is for
_HOURS = Gated(r"\d+\s*(?:to|-|till|until|الى|الي|لين|ل)\s*\d+")
_A_DAY = Gated(
    r"\b(?:tomorrow|tmrw|tmr|tonight|today|morning|evening|afternoon|slot|window)\b"
    r"|(?<!\w)(?:باجر|باكر|بكره|بكرا|اليوم|الصبح|الصباح|العصر|المسا|المساء|الليل|موعد)(?!\w)"
)


@while_read
def told(turn: Turn) -> bool:
    """The message tells of a delivery window the shopper booked."""
    said = turn.typed_and_read
    hours = _HOURS.search(said) is not None
    booked = _BOOKED.search(said) is not None and (hours or _A_DAY.search(said) is not None)
    return (booked or (hours and _CHOSE.search(said) is not None)) and not books_elsewhere(
        turn.message.for_model.lower()
    )


async def answer(turn: Turn) -> None:
    """Express weighed against the window booked, when it was just offered; else the
    windows."""
    if turn.proposed_change == "set_express":
        turn.say("express_or_booked_window")
        turn.chips("slots", "cart")
        return
    await delivery_slots(turn)
