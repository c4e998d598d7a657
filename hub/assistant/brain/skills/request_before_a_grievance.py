"""Goods asked for, then a word on how the last ones came: "add 2 strawberries too. pls pick
good ones this time the last box was all mushy", "ضيف ٢ فراوله. ونقوا زين المره اللي فاتت
كانت خايسه", "7ot 2 farawla. ni8o zain il mara ely fatat kanat 5aysa".

Read whole, the complaint is the message: the returns rule is shown and nothing proposed. The
plea asks nothing the cart can take; the request before it is the message, and its goods are
proposed.
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.grounding import names_goods_we_sell
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# The first sentence, ended by its mark
_FIRST = Pattern(r"^\s*([^.!\n]+?)\s*[.!\n]+\s*(?=\S)")
# How the last ones came, or a plea to pick better ones
_GRIEVANCE = Gated(
    r"\b(?:mushy|rotten|spoil\w*|stale|moldy|mouldy|bruised|squashed|expired|not fresh"
    r"|pick (?:good|nice|fresh|better|the best)|choose (?:good|fresh|better)"
    r"|last (?:time|box|one|pack|order|batch))\b"
    r"|(?<!\w)(?:خربان\w*|خايس\w*|معفن\w*|مضروب\w*|نقوا|نقو|اختاروا|اختارو|تنقون"
    r"|المره اللي فاتت|المرة اللي فاتت|اخر مره|آخر مرة)(?!\w)"
)


async def the_request(turn: Turn) -> str | None:
    """The first sentence, when it puts goods we sell in the cart and the rest is a word on
    how the last ones came; None otherwise."""
    found = _FIRST.match(turn.input.text)
    if found is None:
        return None
    rest = turn.input.text[found.end() :]
    if not _GRIEVANCE.search(f"{rest.lower()} {normalise(rest).text}"):
        return None
    request = found.group(1)
    said = Utterance(normalise(request).text)
    if not said.has("ADD", "TAKE") or said.has("REMOVE", "NEGATION"):
        return None
    return request if await names_goods_we_sell(turn, said.topic) else None
