"""An order named with "in" or "to" joined to its word: "الريش اللي بطلب الشاليه" (the chops
in the chalet order), "بطلبي", "بالاوردر", "لطلب البيت".

The word alone ("طلب الشاليه") already names an order; joined to ب it is hidden, and "بطلب"
alone says "I'll order", so only a saved kind of place or the shopper's own order counts.
Read by `open_orders` beside the order "and" joins ("وطلب الشاليه").
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_JOINED = Gated(
    r"(?<!\w)(?:ب|ل|في\s+)(?:طلب|طلبيه|طلبية|طلبيت|اوردر)\s+(?:ال\s?)?(?:شاليه|شالية|بيت|اهلي|أهلي"
    r"|دوام|مكتب|شغل|مزرعه|مزرعة|استراحه|استراحة|جاخور|كبره|كبرة|chalet|shaleh|bait|bayt)(?!\w)"
    r"|(?<!\w)(?:بطلبي|بطلبيتي|بطلبنا|بالطلب|بالطلبيه|بالطلبية|بالاوردر|لطلبي|لطلبيتي)(?!\w)"
)


def names_it(turn: Turn) -> bool:
    return bool(_JOINED.search(turn.typed_and_read))
