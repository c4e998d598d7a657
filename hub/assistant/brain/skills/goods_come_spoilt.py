"""What to do if goods come spoilt, asked before they come: "and if the fish comes not fresh
what do i do", "if the eggs turn up cracked what should we do", "اذا وصل السمك مو طازج شسوي".

The question names goods and a bad state, so the FAQ's ranking by words may pick the rule for
goods out of stock or the wallet's; what it asks is the returns rule (report within a day for
fresh goods, with a photo), which answers it alone.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.told import asks_what_happens_if
from hub.assistant.brain.turn import Turn

# The goods come in a bad state, said of their coming (the words `states_a_problem` reads
# only after "was" or "came"): "comes not fresh", "turns up spoilt", "arrives off"
_COMES_BAD = Bilingual(
    r"\b(?:comes?|arrives?|turns? up|shows? up|gets? here|is delivered|are delivered)"
    r"(?: \w+){0,2}? (?:not fresh|not good|spoilt|spoiled|rotten|off|stale|expired|damaged"
    r"|broken|cracked|smashed|leaking|warm|melted|bad)\b",
    r"(?<!\w)(?:وصل|وصلت|وصلني|وصلتني|جا|جات|جاني|يجي|تجي|يوصل|توصل)(?: \S+){0,2}? (?:(?:مو|مب|مش|ما)"
    r" (?:طازج|طازجه|فريش|زين|زينه|بارد|بارده)|خربان|خربانه|خايس|خايسه|فاسد|فاسده|منتهي|منتهيه"
    r"|مكسور|مكسوره|يابس|يابسه|معفن|معفنه)(?!\w)",
)


def asks(turn: Turn) -> bool:
    """Whether the message asks what to do if goods come spoilt."""
    said = turn.message.for_model
    if not asks_what_happens_if(said):
        return False
    return _COMES_BAD.search(said) is not None or states_a_problem(turn.message)
