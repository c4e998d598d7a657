"""Goods of a late order running out at home, told while that order is in talk: "my baby has
like 2 nappies left", "we're down to the last one", "باقي عندي حفاضة وحدة", "ba8i wa7da bs".

The delay is the matter, not goods to search: the answer is the late order's state again.
Read by `open_orders` only while the order just talked about is late.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_RUNNING_OUT = Gated(
    r"\b(?:\d+|one|two|three|a couple|a few|only|just)(?: \S+){0,2}? (?:left|remaining)\b"
    r"|\bdown to (?:the|our|my|his|her|their) (?:very )?last\b"
    r"|\b(?:the |our |my )?last (?:one|\S+) (?:left|at home|in the house)\b"
    r"|\b(?:ran|run|running|runnin|about to run) out\b|\b(?:almost|nearly) (?:gone|out|finished)\b"
    r"|\bnone left\b|\bnothing left\b"
    r"|(?<!\w)(?:باقي|باقيلي|باقي\s+لي|باقي\s+عندي|بقى|بقت|ظل|ظلت)\s+(?:\S+\s+){0,2}?"
    r"(?:وحده|وحدة|واحد|ثنتين|ثنين|حبتين|حبه|حبة|شوي|شوية|قليل)(?!\w)"
    r"|(?<!\w)(?:ما\s+(?:باقي|بقى|ظل)\s+(?:\S+\s+)?(?:الا|إلا|غير))(?!\w)"
    r"|(?<!\w)(?:بتخلص|بيخلص|قربت\s+تخلص|قرب\s+يخلص|خلصت|خلصن|خلصوا|خلص)(?!\w)"
    r"|(?<!\w)(?:اخر|آخر|ءاخر)\s+(?:\S+\s+)?(?:عندي|عندنا|بالبيت|في\s+البيت)(?!\w)"
)


def runs_out(turn: Turn) -> bool:
    return bool(_RUNNING_OUT.search(turn.typed_and_read))
