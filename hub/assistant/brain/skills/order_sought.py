"""An order of the shopper's asked to be found: "just find my order", "can you look up my
order", "دورلي طلبي", "dawerli 6alabi" (read "دورلي طلبي"). Finding it is where it is; the verb
asks no product search ("what are you looking for?"), and "forget that" before it lets the
last matter go, it cancels nothing.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import order_refs
from hub.assistant.brain.turn import Turn

# A verb of finding with the shopper's own order as its object
_FIND_MY_ORDER = Gated(
    r"\b(?:find|locate|look ?up|look for|search for|track down|pull up|dig up|check on)"
    r" (?:for )?(?:my|our|the) (?:\S+ )?order\b"
    r"|(?<!\w)(?:دور|دورلي|دوري|دورو|دوروا|دورولي|ابحث|ابحثلي|ابحثولي|تدور|تدورلي|شوف|شوفلي"
    r"|شوفولي|تشوفلي|طلع|طلعلي)\s+(?:لي\s+|على\s+|عن\s+)?(?:طلبي|طلبيتي|اوردري|طلبنا"
    r"|(?:ال)?(?:طلب|اوردر)\s+(?:مالي|حقي|حقتي))(?!\w)"
)
# The readings a plea to find an order is taken for: goods sought, a bare "which?", the order's
# card (where it is not shown), or the "forget it" beside it read as a cancel
FOUND_MISREAD = frozenset(
    {"search", "browse", "clarify", "unknown", "general", "order", "cancel_order"}
)


def asks_to_find(turn: Turn, intent: str) -> bool:
    """The message asks the shopper's order found, and asks no cancel of it."""
    if intent not in FOUND_MISREAD or not _FIND_MY_ORDER.search(turn.typed_and_read):
        return False
    return not order_refs.asks_to_cancel(turn)
