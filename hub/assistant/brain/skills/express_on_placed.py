"""Express or a faster coming asked of the order just talked about: "can it come faster,
like express?", "اكو شي يخليه يوصل اسرع؟ اكسبرس", "mumkin express 3ala el order?".

Express is chosen on the cart before checkout, with its fee; an order already placed keeps
the window it was booked for, so the answer says so beside that order's card and what its
state still lets a person change, never an express fee as if it could apply. Read by
`open_orders` and `open_order_talk` while an order is in talk.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_FASTER = Gated(
    r"\b(?:express|xpress|faster|quicker|sooner|earlier|speed (?:it|this|things|the order) up)\b"
    r"|(?<!\w)(?:اكسبرس|الاكسبرس|اكسبريس|اكسپرس|السريع|اسرع|أسرع|ءسرع|ابدا|ابدى|قبل\s+موعده)(?!\w)"
)


def asks_it_sooner(turn: Turn) -> bool:
    return bool(_FASTER.search(turn.typed_and_read))
