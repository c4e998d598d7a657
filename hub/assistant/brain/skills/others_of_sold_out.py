"""Other goods asked for goods named as sold out, with nothing in view: "is the tide powder
out? what else for the washer", "تايد البودره خلصان؟ شنو عندكم غيره", "tide powder 5alsan?
shnu 3indkom ghairah".

Read as browsing or "something similar" with no product in view, the words were searched as
they are: the sold-out powder came back alone, or nothing at all. Goods named that are sold
out are the product the others are like: its alternatives in stock are shown, as when it is
in view.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import catalogue, sold_out_stand_ins
from hub.assistant.brain.turn import Turn

# Said to be gone: "is out", "finished", "sold out", "خلصان", "5alsan" (read "خلسن")
_GONE = Gated(
    r"\b(?:out|finished|sold out|gone|run out|ran out|unavailable|no more)\b"
    r"|(?<!\w)(?:خلصان|خلصانه|خلسن|خلسنه|خلسنا|خلسان|خالص|خالصه|خلص|خلصت|مخلص|نفد|نفدت|نفذ|ماكو|مافي|ما في|غير متوفر"
    r"|مو متوفر|مب متوفر|مو موجود)(?!\w)"
)
# ...and something else asked for: "what else", "other", "غيره", "شنو البديل"
_ELSE = Gated(
    r"\b(?:what else|anything else|something else|other|others|alternatives?|instead"
    r"|replacement|substitute)\b"
    r"|(?<!\w)(?:غيره|غيرها|غيرهم|غير|ثاني|ثانيه|بديل|البديل|بدايل|بدل|بداله)(?!\w)"
)
# The readings that search the words as they are, or show goods like the one in view
_READ_AS = frozenset({"browse", "search", "similar", "general", "unknown"})


async def asked(turn: Turn, intent: str) -> bool:
    """Goods named as gone, and something else asked for them, with no product in view:
    True when the goods named are ours and sold out."""
    if intent not in _READ_AS or turn.focus() is not None or not turn.utterance.topic:
        return False
    if not _gone_and_else(turn):
        return False
    return await sold_out_stand_ins.sold_out_named(turn, turn.utterance.topic) is not None


async def similar(turn: Turn) -> None:
    """Like the product in focus; like the sold-out goods named, when none is in focus and they
    are said to be gone ("what else fizzy instead of pepsi" says nothing of a pepsi sold out,
    and asks the fizzy drinks)."""
    topic = turn.utterance.topic
    if (
        turn.focus() is None
        and topic
        and _gone_and_else(turn)
        and await sold_out_stand_ins.shown(turn, topic)
    ):
        return
    await catalogue.similar(turn)


def _gone_and_else(turn: Turn) -> bool:
    """Whether the message says goods are gone and asks something else for them."""
    said = turn.message.for_model.lower()
    return _GONE.search(said) is not None and _ELSE.search(said) is not None
