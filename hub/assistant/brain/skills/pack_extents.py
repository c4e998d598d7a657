"""An item to add said only by how big its pack is: "ok add the big box" after the chicken
Indomie's 5 and 40 packs, "ضيف الكرتون الكبير", "7ot el sagheer".

Such words name no product of the store ("box" would ground a stray product called so), so
the segment is read as the product talked about (else the one product shown that is sold in
packs of several sizes) in its biggest or smallest pack, which the cart then proposes.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.line_swaps import SWAP_WORD
from hub.assistant.brain.skills.lines import extent_words, pack_of, variant_by_extent, variant_pack
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

# Words of the pack itself, or pointing at it, that name no product: "the big box", "el
# kartoon el kabeer", "العلبه الصغيره", "the small one"
_PACK_WORDS = frozenset(
    {"box", "boxes", "pack", "packet", "carton", "bag", "bottle", "tin", "jar", "size", "one",
     "كرتون", "كرتونه", "علبه", "علب", "باكيت", "كيس", "حجم", "قنينه", "بطل", "واحد", "وحده",
     "kartoon", "karton", "3elba", "elba", "wa7ed", "wa7da"}
)  # fmt: skip


def _said_by_extent(segment: Segment) -> bool:
    """An item said by its pack's extent alone; pointing back ("حطلي الكبير", "7e6ha el
    9ghayer") points at the same product talked about, so it is no other item."""
    if segment.ordinal or not segment.topic:
        return False
    return says_only_an_extent(segment.topic)


def says_only_an_extent(topic: list[str]) -> bool:
    """The words say a pack's extent and nothing else of goods ("the big one", "wa7ed
    kbeer"), swap words aside."""
    extent = extent_words(topic)
    rest = [
        word
        for word in topic
        if word not in extent
        and word.removeprefix("ال") not in _PACK_WORDS
        and word != "ال"
        and not SWAP_WORD.fullmatch(word)
    ]
    return bool(extent) and not rest


async def by_extent(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """`segments` with each item said only by its pack's extent turned into the product it
    points at, in that pack (unchanged when no product talked about or shown fits)."""
    segments = _joined_to_the_named(segments)
    if not any(_said_by_extent(segment) for segment in segments):
        return segments
    shown = turn.shown()
    focus = turn.focus()
    ids = [focus, *(pid for pid in shown if pid != focus)] if focus else shown
    found = await products_by_ids(turn, ids)
    singled = found.get(turn.singled_out() or "")
    result = []
    for segment in segments:
        if not _said_by_extent(segment):
            result.append(segment)
            continue
        if singled is not None and len(singled.get("variants") or []) <= 1:
            # "حط الكبير" after the one-size oats were singled out of the list: that one,
            # in the only pack it comes in, not the one of the list sold in a bigger pack
            result.append(Segment(segment.quantity, None, [], True, segment.size))
            continue
        product = _pointed(segment, focus, [found[pid] for pid in ids if pid in found])
        weight = _weight_of(segment)
        held = found.get(focus) if focus and (product is None or product["_id"] == focus) else None
        if weight is not None and held is not None and _by_the_kilo(held):
            # "ابي وحده كبيره ٥ كيلو" after the watermelon: that weight of it, however big;
            # of a bottled drink or packed goods, the pack of that size is matched below
            result.append(Segment(weight, None, [], True))
            continue
        variant = variant_by_extent(product, segment.topic) if product is not None else None
        amount, unit = variant_pack(variant) if variant is not None else (None, None)
        if product is None or amount is None or not _alone_in_size(product, amount):
            result.append(segment)
            continue
        size = Quantity(amount, unit)
        count = segment.quantity
        if product["_id"] in shown:
            result.append(Segment(count, shown.index(product["_id"]) + 1, [], False, size=size))
        else:
            result.append(Segment(count, None, [], True, size=size))
    return result


def _weight_of(segment: Segment) -> Quantity | None:
    """The weight said beside the extent ("one big one, 5 kilo"), if any: a volume is a
    bottle's size, matched among the packs sold."""
    for said in (segment.size, segment.quantity):
        if said is not None and said.unit == "g":
            return said
    return None


def _by_the_kilo(product: Record) -> bool:
    """Whether the goods are sold loose by the kilo (the watermelon's "1 kg"), so a weight
    said is how much of them; packaged goods come only in the packs they are sold in."""
    packs = [pack_of(product, None), *(variant_pack(v) for v in product.get("variants") or [])]
    return all(pack == (1000.0, "g") for pack in packs)


def _joined_to_the_named(segments: list[Segment]) -> list[Segment]:
    """An extent said right after goods are named, uncounted, is of those goods: "add vimto
    too, the big pack" is one item, the big Vimto, not Vimto and a big pack of something."""
    joined: list[Segment] = []
    for segment in segments:
        before = joined[-1] if joined else None
        if (
            before is not None
            and _said_by_extent(segment)
            and (segment.quantity is None or segment.quantity.amount == 1)  # "the big one"
            and before.topic
            and not _said_by_extent(before)
        ):
            joined[-1] = replace(before, topic=[*before.topic, *segment.topic])
        else:
            joined.append(segment)
    return joined


def _pointed(segment: Segment, focus: str | None, products: list[Record]) -> Record | None:
    """The product talked about when it comes in packs of several sizes, else the only one
    shown that does."""
    sized = [product for product in products if variant_by_extent(product, segment.topic)]
    talked_of = [product for product in sized if product["_id"] == focus]
    if talked_of:
        return talked_of[0]
    return sized[0] if len(sized) == 1 else None


def _alone_in_size(product: Record, amount: float) -> bool:
    """Whether one pack only is that big: the shrimp's medium and jumbo are both a kilo, so
    "the big one" picks neither by its pack."""
    packs = [variant_pack(variant)[0] for variant in product.get("variants") or []]
    return packs.count(amount) == 1
