"""One message that takes one line off and changes another: "remove the laban, and make the
milk the 2 litre one", "شيل اللبن، وخل الحليب ٢ لتر", "shil el laban w 5al el 7aleeb 2
litre".

Read whole, the removal takes every product the message names, the line to be changed with
it. Each half is read as a message of its own and answered by its own skill, as a removal
beside an addition is (`both_ways`): the removal to confirm, and the change to confirm.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import count_changes, recipes, removing
from hub.assistant.brain.skills.both_ways import CART_TURNS
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.utterance import Utterance

# The removal, first: its verb at the start, after a "no" or a greeting word at most
_REMOVING = Pattern(
    r"^(?:(?:no|nah|ok|okay|la|لا|اوكي|طيب)[\s,]+)?"
    r"(?:remove|delete|drop|take out|take off|take(?=.+\b(?:out|off)\b)|get rid of|sheel|shil|shel"
    r"|شيل|شيلي|احذف|امسح|طلع|اشطب|ازيل)(?!\w)"
)
# ...then the change, its verb after a joiner: "and make", "، وخل", "w 5al"
_CHANGING = Pattern(
    r"(?:\b(?:and|then|but)\s+|,\s*(?:and\s+|و\s*)?|(?<!\w)و\s*|(?<!\w)w\s+)"
    r"(?:make|change|switch|خل|خلي|خله|خليه|خلها|غير|بدل|5al|5alli|khalli|sawi|سوي"
    # a count lowered: "reduce the salted lays to 2", "نقص الليز الى ٢", Arabizi "na99ir"
    # (read "نصصر"), "nazzil" (read "نزل")
    r"|reduce|lower|cut|decrease|bring down|drop|نقص|نقصه|نقصها|نزل|نزله|نزلها|قلل|قلله|خفف"
    r"|نصصر|نصر)(?!\w)"
)


def _halves(turn: Turn) -> tuple[str, str] | None:
    """(the removing half, the changing half, with its verb) of the message, if it holds
    both, the removal first."""
    text = turn.message.text
    removing = _REMOVING.search(text)
    if removing is None:
        return None
    changing = _CHANGING.search(text, removing.end())
    if changing is None:
        return None
    remove_text = re.sub(r"\s+(?:out|off)\s*$", "", text[removing.end() : changing.start()])
    change_text = text[changing.start() :].lstrip(" ,")
    change_text = re.sub(r"^(?:and|then|but|و|w)\s*", "", change_text)
    if not Utterance(remove_text).topic or not Utterance(change_text).topic:
        return None
    return remove_text.strip(" ,"), change_text.strip(" ,")


def removes_and_changes(turn: Turn) -> bool:
    """Both halves name goods, in a conversation about the cart; right after a recipe its
    own rules read its ingredients taken off."""
    about_the_cart = bool(turn.proposed) or turn.memory.get(INTENT) in CART_TURNS
    return about_the_cart and _halves(turn) is not None and recipes.follow_up(turn) is None


async def remove_and_change(turn: Turn) -> None:
    """The removal first, then the change; one row of chips for the two."""
    halves = _halves(turn)
    if halves is None:
        await removing.remove_cart_item(turn)
        return
    remove_text, change_text = halves
    whole, message = turn.utterance, turn.message
    turn.hold_chips()
    try:
        turn.utterance = Utterance(remove_text)
        await removing.remove_cart_item(turn)
        turn.utterance = Utterance(change_text)
        turn.message = type(message)(change_text, message.arabizi)
        await count_changes.update_cart_item(turn)
    finally:
        turn.utterance, turn.message = whole, message
        turn.release_chips()
