"""A line of the offer pending moved to another pack of its goods, named by the pack's size
or by how many it holds: "no, the vimto 3 pack", "لا مو الحبه، الفيمتو اللي فيه ٣", "el bai6
abu 30" before Confirm.

Read alone such a message is a search of the goods (or a count of three single bottles); said
of a line pending, the shopper corrects its pack. The line must be named by the message's
words (or be the offer's only line, with no other goods named), and its product must be sold
in the pack said; the count of the line stays unless another is said beside the pack.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.lines import pack_of, variant_of_size
from hub.assistant.brain.skills.offer_lines import line_words, named_lines, names
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import LineItem

# Words of a pack, not of goods: "not the single one, the pack with 3"
_PACK_WORDS = frozenset(
    {
        "pack", "packet", "single", "bottle", "one", "باكيت", "الباكيت", "باكت", "الباكت",
        "حبه", "الحبه", "حبة", "الحبة", "كرتون", "الكرتون", "علبه", "العلبه",
    }
)  # fmt: skip


def moved_to_a_pack(
    turn: Turn, lines: list[LineItem], found: dict[str, Record], owns: list[list[str]]
) -> tuple[int, LineItem] | None:
    """(which line, the line in its new pack), or None when no line is moved so."""
    u = turn.utterance
    size = u.size_asked
    if size is None or u.has("REMOVE"):
        return None  # "remove the milk 2 litre": that line taken off, not moved
    topic = [word for word in u.topic if word not in _PACK_WORDS]
    # "not the single one, the pack with 3" names no goods: the offer's one line, if one
    alone = [0] if len(lines) == 1 else []
    target = named_lines(topic, owns) if topic else alone
    if len(target) != 1:
        return None
    [n] = target
    line = lines[n]
    # its own names, not keywords a sibling shares ("بيض بني" among the white eggs')
    own = line_words(found[line.productId], line.variantId, keywords=False)
    if any(not names(word, own) for word in topic):
        return None  # "not the white, the brown, the one of 30": a kind too, for the swaps
    variant = variant_of_size(found[line.productId], size)
    if variant is None or variant["_id"] == line.variantId:
        return None
    count = line.quantity
    said = u.quantity
    if said is not None and said.unit is None and said.amount != size.amount:
        count = max(1, int(said.amount))  # "2 of the 3 pack"
    elif _made_the_amount(turn, found[line.productId], line, size):
        count = 1  # "2 kilo" offered as two 1 kg bags, then "make it 3 kg": the 3 kg bag, once
    return n, LineItem(line.productId, variant["_id"], count)


def _made_the_amount(turn: Turn, product: Record, line: LineItem, size: Quantity) -> bool:
    """Whether the line's count is the weight or volume asked before, made of its packs (two
    1 kg bags of "2 kilo"): a new weight said of it is then the amount in all, not per pack."""
    asked = turn.asked_size()
    if size.unit not in _MEASURES or asked is None or asked.unit != size.unit:
        return False
    amount, unit = pack_of(product, line.variantId)
    made = line.quantity * (amount or 0)
    return line.quantity > 1 and unit == size.unit and made == asked.amount


_MEASURES = frozenset({"g", "ml"})
