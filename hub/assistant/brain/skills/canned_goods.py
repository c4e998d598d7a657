"""A food asked for in its can, as one item of a list: "canned hummus", "حمص علب", "7ummu9
3ilba", "tinned sweetcorn".

The can is no word of the product's name, so the food's words alone find it among the dried,
fresh and frozen kinds of the same food (chickpeas dried by the kilo beside hummus in a tin),
and the can's word, left over, makes the match look loose. The food of the canned aisle is
the one meant: where one such product is in stock, it is that one.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

_CANNED_AISLE = "cat-canned-food"
_CAN_WORDS = frozenset(
    {
        "canned",
        "tinned",
        "tin",
        "tins",
        "cans",
        "معلب",
        "معلبه",
        "المعلب",
        "المعلبه",
        "معلبات",
        "علب",
        "علبه",
        "العلب",
        "العلبه",  # "الحمص العلبه", "il 7ummus il 3ilba": the one of the can
        "بالعلبه",
        "المعلبات",
        "القوطي",
        "بالعلب",
        "بعلب",
        "قوطي",
    }
)


def _in_a_can(turn: Turn, segment: Segment) -> bool:
    """The part names the can: among its words, or right beside them ("حمص علبه" reads the
    can's word as a count of one, out of the words of the goods)."""
    if set(segment.topic) & _CAN_WORDS:
        return True
    tokens = turn.utterance.tokens
    topic = [word for word in segment.topic if word not in _CAN_WORDS]
    if not topic or topic[-1] not in tokens:
        return False
    after = tokens.index(topic[-1]) + 1
    return after < len(tokens) and tokens[after] in _CAN_WORDS


def food_words(segment: Segment) -> list[str]:
    """The part's words less the can's: the food it names."""
    return [word for word in segment.topic if word not in _CAN_WORDS]


async def canned_named(turn: Turn, segment: Segment) -> Record | None:
    """The one product of the canned aisle in stock that the part's food words name, when the
    part asks for the food in a can."""
    food = food_words(segment)
    if not food or not _in_a_can(turn, segment):
        return None
    hits = confident_hits(food, await search(turn, " ".join(food)))
    canned = [hit for hit in hits if hit.get("categoryId") == _CANNED_AISLE and stock_of(hit) > 0]
    return canned[0] if len(canned) == 1 else None
