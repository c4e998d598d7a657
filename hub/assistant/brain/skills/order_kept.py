"""The cancelling of an order dropped right after how to cancel it was told: "no leave it, my
brother's home to get it", "never mind, she'll take it", "لا خلاص خله، اخوي بيستلمه",
"la 5alah, ukhoy bystilmah".

Beside the plainer forms `placed_order_words` knows ("let it come", "لا تكنسلونه"), the order
is kept when "leave it" ends a clause or someone at home is said to receive it. Read by
`open_orders` only while a cancel of that order is in talk, so "leave it" of goods elsewhere
is not taken for it.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import placed_order_words
from hub.assistant.brain.turn import Turn

_KEPT = Gated(
    r"\b(?:never ?mind|forget it|forget that|scratch that|leave it)\b"
    r"|\b(?:someone|somebody|he|she|they|my \S+|\S+)(?:'s| is| will be|'ll be) (?:home|there|in)"
    r" (?:to |and will |and can |n )?(?:get|take|receive|collect|grab|open the door for)\b"
    r"|\b(?:he|she|they|someone|somebody|my \S+)(?:'ll| will| can| is gonna| is going to)"
    r" (?:get|take|receive|collect|grab) (?:it|the order|them)\b"
    # "لا خلاص خله،", "خلوه" ending a clause: leave it
    r"|(?<!\w)(?:خليه|خله|خلوه|خليها|خلها|خلوها|خلاه|خلوها)(?=\s*(?:[,،.!؟?]|$))"
    # someone receives it: "اخوي بيستلمه", "امي بتستلمه", "ra7 yestilmah"
    r"|(?<!\w)(?:بيستلمه|بستلمه|بنستلمه|يستلمه|تستلمه|بتستلمه|بيستلمها|بتستلمها|يستلمها|تستلمها"
    r"|بيستلم|بتستلم|بنستلم)(?!\w)"
)


def keeps_it(turn: Turn) -> bool:
    return placed_order_words.keeps_it(turn) or bool(_KEPT.search(turn.typed_and_read))
