"""Who the shopper is, told before what is asked: "hi im new in kuwait, do u have gluten free
bread", "مرحبا انا جديده بالكويت، عندكم خبز بدون جلوتين؟", "hala ana jdeed hni, 3indkom
7aleeb almarai?", "just moved here. any oat milk?".

Read whole, the country or the move leans the message to another matter (living in Kuwait,
moving house) and it is declined. The news asks nothing; the request after it is the message.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import names_goods_we_sell, said_past
from hub.assistant.brain.turn import Turn

_GREETING = r"(?:(?:hi|hello|hey|hala|salam|marhaba|مرحبا|هلا|السلام عليكم|سلام)\W+)?"
_NEWS = Pattern(
    rf"^\s*{_GREETING}(?:"
    r"(?:i'?m|im|i am|we'?re|we are|ana|e7na|انا|احنا)\s+(?:new|jdeed|jdid|jdeeda|جديد|جديده|جدد)"
    r"|(?:new|jdeed|جديد|جديده) (?:in|to|here|bil|fil|hni|hina|بالكويت|هني|هنا)\b"
    r"|(?:i |we )?(?:just )?(?:moved|arrived) (?:here|to kuwait|in kuwait)"
    r"|(?:taw|tawni|توني|تونا)\s+(?:wa9el|wasil|wasla|واصل|واصله|ياي|جاي)"
    r")[^,.?!،؟]{0,30}[,.!،]+\s*(?=\S)",
    re.IGNORECASE,
)


async def the_request(turn: Turn) -> str | None:
    """The message less the news of the shopper before it; None when none is told, or what
    follows names no goods the store sells."""
    past = said_past(turn.input.text, _NEWS)
    if past is None:
        return None
    rest, said = past
    return rest if await names_goods_we_sell(turn, said.topic) else None
