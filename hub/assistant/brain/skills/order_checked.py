"""An order checked on, that it still holds: "just checking my chalet order for tomorrow is
still on", "make sure the home order is going ahead", "ابي اتاكد ان طلب الشاليه ماشي", "ودي
اتطمن على طلبي", "abi at2akad il order mashi" (read "ابي اتءكد ال order مشي").

The shopper wants the order's state, as when asking if it was confirmed; the words are any
plan's ("make sure the trip is on"), so the model may read them as another matter or as our
delivery windows. Only with an order named (`open_orders`) is it that order's status.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_CHECKED = Gated(
    # "just checking my order", "check on the chalet order", "make sure it's still on",
    # "is the order still going ahead", "still happening tomorrow?"
    r"\b(?:check|checking|checked|double.?check|confirm(?:ing)?|verify|make sure|making sure"
    r"|ensure|wanted to know|want to know) (?:on |in on |that |if |whether )?"
    r"(?:\S+ ){0,6}?(?:order|delivery|it)\b"
    r"|\b(?:is|it'?s|its|still) (?:\S+ ){0,3}?(?:still )?(?:on|going ahead|happening|on track"
    r"|going|booked|fine|ok|okay|scheduled)(?: for)?(?: tomorrow| today| tonight)?\s*[?.!]*$"
    # "ابي اتاكد انه ماشي", "ودي اتطمن على طلبي", "اشيك على الطلب", "at2akad" (read "اتءكد")
    r"|(?<!\w)(?:اتاكد|اتأكد|اتءكد|نتاكد|نتأكد|نتءكد|اتطمن|اطمن|اتطمئن|نتطمن|اشيك|نشيك|اتشيك"
    r"|اتحقق)(?!\w)"
    # "الطلب ماشي؟", "طلبي للحين على موعده؟"
    r"|(?<!\w)(?:ماشي|مشي|على موعده|علي موعده|في موعده|بموعده)(?!\w)[^.!]*(?:\?|؟|ولا|والا)"
)


def checks_it(turn: Turn) -> bool:
    """Whether the message checks on an order, that it still holds; `open_orders` asks that
    an order be named beside it."""
    return bool(_CHECKED.search(turn.typed_and_read))
