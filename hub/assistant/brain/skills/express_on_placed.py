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


# A new order's express asked, not the placed one's: "other size 4 diapers i can order now
# with express", "fastest way to get diapers to salmiya rn", "طلب جديد اكسبرس", "abi a6lub
# il7en express" (read "ابي اطلب الحين express")
_A_NEW_ORDER = Gated(
    r"\b(?:new|another|separate|second|fresh) order\b|\bplace (?:an|a new|another) order\b"
    r"|\b(?:order|buy|get|send)\b(?: \S+){0,5}? (?:now|rn|right now|asap|today)\b"
    r"|\bfastest way to (?:get|order|have)\b"
    r"|(?<!\w)(?:طلب|طلبيه|اوردر)\s+(?:جديد|جديده|ثاني|ثانيه|غيره)(?!\w)"
    r"|(?<!\w)(?:اطلب|نطلب|اشتري|اجيب)(?:ها|هم|ه)?\s+(?:\S+\s+){0,3}?(?:الحين|هالحين|الحينه|الحن|اليوم|بسرعه)(?!\w)"
    # the Arabizi as typed: "a6lub 7afa9at il7en" ("il7en" is read "الحن")
    r"|\b(?:a6lub|a6lb|atlub|n6lub|nu6lub|ashtiri|ajeeb)\b(?: \S+){0,3}?"
    r" (?:il7en|el7en|il7een|el7een|al7een|al7en|hal7een|7alan|now|rn)\b"
)


def asks_it_sooner(turn: Turn) -> bool:
    return bool(_FASTER.search(turn.typed_and_read))


def for_a_new_order(turn: Turn) -> bool:
    """Whether express is asked of a new order, goods to come now, not the one placed."""
    return bool(_A_NEW_ORDER.search(turn.typed_and_read))
