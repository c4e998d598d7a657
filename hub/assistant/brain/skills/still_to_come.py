"""How long still, or when exactly, asked of the order just talked of, in words the model
reads as another request: "the kids need those nappies tonight, how much longer" reads as a
need told (the aisle of nappies), "could you say what time exactly it'll be here" as a
product's detail. Right after an order's status both ask that order's coming again, however
the words around them read.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# Time still to wait, said outright: "how much longer", "how long now", "كم باقي", "kam ba8i"
# (read "كم باقي"), "باقي وايد؟"
_LONGER = Gated(
    r"\bhow (?:much )?longer\b|\bhow long (?:now|still|more|left|to go)\b"
    r"|\bhow much more (?:time|waiting)\b"
    r"|(?<!\w)(?:كم\s+باقي|كم\s+بقى|كم\s+بعد|كم\s+بيطول|باقي\s+وايد|بعد\s+وايد)(?!\w)"
)
# The coming of "it" asked at an hour: "what time exactly will it get here", "when exactly
# does it arrive", "at what time is it coming", "u know what time it'll reach"
_ARRIVES_WHEN = Gated(
    r"\b(?:what time|when|what hour)\b(?: exactly| roughly| approx(?:imately)?)?"
    r"(?: (?:will|would|does|is|do|are|'ll))? (?:it|they|the order|my order|the stuff)"
    r"(?:'ll| will| would| is| are)? (?:get|gets|getting|come|comes|coming|arrive|arrives"
    r"|arriving|reach|reaches|be)(?: here| there| to me| home)?\b"
    r"|\bwhat time exactly\b|\bexact time\b"
    # "الساعه كم بالضبط بيوصل", "متى بالضبط يوصلني", "بيوصل الساعه كم", "il sa3a kam yoosal"
    # (read "ال ساعه كم يوصل")
    r"|(?<!\w)(?:(?:ال\s?)?ساع[هة]\s+(?:كم|جم|چم)|(?:كم|جم|چم)\s+(?:ال)?ساع[هة]|متى|متي|امتى)"
    r"(?:\s+\S+){0,2}?\s+(?:يوصل|بيوصل|توصل|بتوصل|يجي|بيجي)(?:ني|نا)?(?!\w)"
    r"|(?<!\w)(?:يوصل|بيوصل|توصل|بتوصل|يجي|بيجي)(?:ني|نا)?\s+(?:\S+\s+)?(?:ال\s?)?ساع[هة]"
    r"\s+(?:كم|جم|چم)(?!\w)"
)
# The readings a need told, goods looked for, or a food's cooking time take these words as
# ("how long now" reads as how long a food takes)
NEEDS_TOLD = frozenset({"wish", "search", "general", "cooking_time"})


def asks_longer(turn: Turn) -> bool:
    """Whether the message asks how long is still to wait."""
    return bool(_LONGER.search(turn.typed_and_read))


def asks_when_it_comes(turn: Turn) -> bool:
    """Whether the message asks at what hour "it" comes."""
    return bool(_ARRIVES_WHEN.search(turn.typed_and_read))
