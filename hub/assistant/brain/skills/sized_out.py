"""A numbered size asked to be added that is out of stock: "add pampers size 4", "حط بامبرز
مقاس ٣", "7ot pampers size 5".

Every pack sold in that size is out, so nothing can be proposed; rather than "which one?"
over the whole brand, or another size proposed without a word, it is said that the size is
out, beside the sizes and goods there are.
"""

from __future__ import annotations

from hub.assistant.brain.skills.catalogue import show_found
from hub.assistant.brain.skills.common import search_kind, unmet_words
from hub.assistant.brain.skills.lines import of_numbered_size
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment


async def said_out(turn: Turn) -> bool:
    """Says the numbered size asked of one kind of goods is out of stock, with what there is;
    False when no size is numbered, several goods or one product are named, or the size is
    in stock."""
    number = turn.utterance.size_number
    # "مقاس ٤، وزنه ١١ كيلو": the child's weight, told beside the size, is no goods
    goods = [s for s in turn.utterance.segments() if s.topic and not _a_weight_told(s)]
    if number is None or len(goods) != 1 or not turn.utterance.topic:
        return False
    named = goods[0].topic
    hits = await search_kind(turn, " ".join(named))
    if len([hit for hit in hits if not unmet_words(named, [hit])]) < 2:
        # one product named ("the jumbo pack size 4"): its own card says it is out
        return False
    sized = [record for hit in hits if (record := of_numbered_size(hit, number)) is not None]
    if not sized or any(int(record.get("stock") or 0) > 0 for record in sized):
        return False
    await show_found(turn, hits)
    return True


_WEIGHT_WORDS = frozenset(
    ("وزنه", "وزنها", "وزنا", "زنه", "زنها", "weighs", "weight", "wazna", "waznah", "waznha")
)


def _a_weight_told(segment: Segment) -> bool:
    """Whether the part is a weight and the word of whose it is ("وزنه ١١ كيلو")."""
    said = segment.quantity
    weighed = said is not None and said.unit in ("g", "kg")
    return weighed and set(segment.topic) <= _WEIGHT_WORDS
