"""A cart line swapped for another product of its kind: "bdelha bunni 30" (swap it for the
brown 30) with the white eggs in the cart, "swap the white eggs for brown ones", "بدل الحليب
كامل الدسم بقليل الدسم".

A swap is one change: the line held taken off and the product named put on, confirmed
together, so the cart never holds both. The product named is not in the cart; the line it
replaces is the cart's product of the same kind (the most words of their names shared).
"""

from __future__ import annotations

import logging
import re

from hub.assistant.brain import matching
from hub.assistant.brain.normaliser import latin_words
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import offer_words
from hub.assistant.brain.skills.common import (
    cart_lines,
    products_by_ids,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.kind_named import names_another_aisles_kind
from hub.assistant.brain.skills.lines import variant_of_size, variant_pack
from hub.assistant.brain.swaps import parts
from hub.assistant.brain.turn import INTENT, SUBSTITUTED, Turn
from hub.record import Record
from hub.storefront.port import LineItem

log = logging.getLogger(__name__)

_SWAP_WORDS = (
    r"\b(?:swap|switch|replace|exchange|instead|b[ae]?d[aei]?l(?:a|ah|ha|h|hom|hum|o|ih)?)\b"
)
_SWAP = Pattern(
    _SWAP_WORDS
    # ("وبدال العيش الابيض ابي اسمر": "and instead of", its "و" written on)
    + r"|(?<!\w)و?(?:بدا?ل(?:ه|ها|هم)?|ابدل|استبدل|بدلي|بدلوا|عوض)(?!\w)",
    re.IGNORECASE,
)
# ...as a message all in ASCII meets it: the Arabic words, which it cannot hold, left out
_SWAP_IN_ASCII = Pattern(_SWAP_WORDS, re.IGNORECASE)


# the swap's own words, which name no goods: "swap", "ابدلها", "استبدلها", "bdelha"
SWAP_WORD = Pattern(
    r"swap\w*|switch\w*|replace\w*|exchange\w*|instead"
    r"|b[ae]?d[aei]?l(?:a|ah|ha|h|hom|hum|o|ih)?|و?(?:[اتني]|است)?بدا?ل\w*|و?عوض\w*"
)


# A word of change that is no swap's: "make it", "change it to", "خله", "حولها", "5alih"
_CHANGE_IN_ARABIC = (
    r"خل+[يه]?ه?|خلي|خليه|خلها|خليها|خلهم|خليهم|غير|غيره|غيرها|غيرهم|حول|حوله|حولها|حولهم"
)
CHANGE = Pattern(
    r"\b(?:make|change|turn|set|5al+[aeiy]?h?|5al+ih|5aleeh)\b"
    rf"|(?<!\w)(?:{_CHANGE_IN_ARABIC})(?!\w)",
    re.IGNORECASE,
)
# ...which, written in Arabic, names no goods ("حولها للبني": the brown ones, no "حولها")
_CHANGE_WORD = Pattern(_CHANGE_IN_ARABIC)


def goods_words(turn: Turn) -> list[str]:
    """The message's words that may name goods, without the swap's or the change's own."""
    return [
        word
        for word in offer_words.named(turn)
        if not SWAP_WORD.fullmatch(word) and not _CHANGE_WORD.fullmatch(word)
    ]


def taken_words(turn: Turn) -> list[str]:
    """The goods words of what a swap takes off when the message says it apart from what it
    puts on ("instead of the tide put the gel": "tide"); none when it points ("bdelha")."""
    u = turn.utterance
    said = parts(u.tokens, u.topic)
    return [word for word in said[0] if not SWAP_WORD.fullmatch(word)] if said else []


@while_read
def swaps(turn: Turn) -> bool:
    """The message asks for one thing in place of another (asked by several readings of a
    turn, answered once while it is read)."""
    said = turn.typed_and_read
    return bool((_SWAP_IN_ASCII if said.isascii() else _SWAP).search(said))


def names_another(turn: Turn, held: Record) -> bool:
    """A swap whose words the cart's product lacks ("بني" of "بدلها بيض بني" when the white
    eggs are held): another product is named to take its place."""
    topic = goods_words(turn)
    return swaps(turn) and bool(unmet_words(topic, [held], sound_alike=False))


def names_another_kind(turn: Turn, held: Record) -> bool:
    """Words of the goods the cart's product lacks, with or without a swap word ("brown" of
    "change them to brown 30" of the white eggs): another kind of them is named."""
    return bool(unmet_words(goods_words(turn), [held], sound_alike=False))


async def swaps_a_line(turn: Turn) -> bool:
    """ "بدل البيض بالبني", "swap the eggs for brown ones" with the white eggs in the cart:
    a product not in the cart, named with a swap word, takes the place of the cart's product
    of its kind (a question, "what can I use instead of eggs", asks for a substitute)."""
    u = turn.utterance
    topic = goods_words(turn)
    if not swaps(turn) or u.asks or not (topic or _after_a_substitute(turn)):
        return False
    try:  # looked up to read the message: no tool shown, a failure is no swap
        lines = cart_lines(await turn.store.cart(turn.owner))
    except Exception:
        log.warning("quiet cart lookup failed", exc_info=True)
        return False
    if not lines:
        return False
    if not topic:  # "بدله" right after the turmeric was given for the saffron
        return await _to_the_substitute(turn, lines) is not None
    held_ids = {str(line["productId"]) for line in lines}
    hits = await quiet_search(turn, " ".join(topic))
    named = [hit for hit in hits if not unmet_words(topic, [hit], sound_alike=turn.message.arabizi)]
    taken = named and str(named[0]["_id"]) not in held_ids
    if taken and await replaced_line(turn, named[0], lines) is not None:
        return True
    return await swap_pair(turn, lines) is not None


async def swap_pair(
    turn: Turn, lines: list[Record], *, made_so: bool = False
) -> tuple[tuple[Record, Record], Record] | None:
    """The cart line a swap takes off, with its product, and the product it puts on, when the
    message names both or points at the held one: "swap the saffron for turmeric", "swap it
    for turmeric then", "بدل الخبز الابيض ابي اسمر", "badil el 7aleeb b laban". The held one
    is the cart's product that holds most of the message's words (else the product in focus,
    "it", when the cart holds it); the words it does not hold name the other, which is the
    product holding them all that is most of the held one's kind (the brown Arabic bread, not
    the brown toast, for the white Arabic bread), in its aisle or sharing a word of its kind.
    """
    topic = goods_words(turn)
    # `made_so`: the line is told what to be, no swap word said ("البيض خله بني")
    if not (made_so or swaps(turn)) or turn.utterance.asks or not lines:
        return None
    if not topic:
        return await _to_the_substitute(turn, lines)
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    alike = turn.message.arabizi  # "abu auf" read "ابو اوف": the sounds of "أبو عوف"
    held_words = {
        i: [w for w in topic if not unmet_words([w], [found[i]], sound_alike=alike)] for i in found
    }
    typed = [w for w in latin_words(turn.input.text) if len(w) > 2] if alike else []
    held_as_typed = {
        i: [w for w in typed if not unmet_words([w], [found[i]], sound_alike=True)] for i in found
    }
    as_typed = max(map(len, held_as_typed.values()), default=0) > max(
        map(len, held_words.values()), default=0
    )
    if as_typed:
        # ...or as typed, a brand's Latin name ("bdal abu auf 7e6ha": "Abu Auf")
        held_words = held_as_typed
        topic = [w for w in typed if any(w in held for held in held_words.values())]
    ranked = sorted(found, key=lambda i: len(held_words[i]), reverse=True)
    if not ranked:
        return None
    held_id: str | None = ranked[0]
    if not held_words[ranked[0]]:
        held_id = turn.focus() if turn.focus() in found else await _substituted(turn, found)
        if held_id is not None and await names_another_aisles_kind(turn, topic, found[held_id]):
            # "il bee6 5aleeh 2" with no eggs in the cart: eggs named, no kind of the
            # tomatoes in view
            return None
    elif len(ranked) > 1 and len(held_words[ranked[1]]) == len(held_words[ranked[0]]):
        return None  # two lines named alike: which one is not said
    if held_id is None:
        return None
    if not as_typed and (going := taken_words(turn)) and unmet_words(going, [found[held_id]]):
        return None  # what goes is named, and it is not this line
    wanted = [w for w in topic if w not in held_words[held_id]]
    if not unmet_words(wanted, [found[held_id]], sound_alike=False):
        # nothing named that the held one lacks: "it" put in its place is the one in view
        return await _the_one_in_view(turn, lines, found, held_id)
    hits = await quiet_search(turn, " ".join([*wanted, *held_words[held_id]]))
    hits += await quiet_search(turn, " ".join(wanted))
    own = _kind_words(found[held_id])
    aisle = found[held_id].get("categoryId")
    fits = [
        hit
        for hit in hits
        if str(hit["_id"]) != held_id
        and not unmet_words(wanted, [hit], sound_alike=turn.message.arabizi)
        # of the held one's aisle or kind: "coca cola" for the Pepsi is no cocoa powder
        and (hit.get("categoryId") == aisle or own & _kind_words(hit))
    ]
    if not fits:
        return None
    # the kind the line was named by first ("make the laban kdd": KDD's laban, not its milk;
    # "instead of the almarai laban make it kdd laban": the brand named goes, the kind
    # stays), then the most words of the held one's kind; the first among equals
    named_by = held_words[held_id]
    product = max(
        fits,
        key=lambda hit: (
            sum(not unmet_words([word], [hit]) for word in named_by),
            len(own & _kind_words(hit)),
        ),
    )
    line = next(line for line in lines if str(line["productId"]) == held_id)
    return (line, found[held_id]), product


async def _the_one_in_view(
    turn: Turn, lines: list[Record], found: dict[str, Record], held_id: str
) -> tuple[tuple[Record, Record], Record] | None:
    """ "bdal abu auf 7e6ha", "put it instead of the abu auf" right after another coffee's
    card: the product in view, which the cart does not hold, on in place of the line named;
    of the held one's aisle, so "it" is never some other goods shown long before."""
    focus = turn.focus()
    if not turn.utterance.refers_back or focus is None or focus in found:
        return None
    product = (await products_by_ids(turn, [focus])).get(focus)
    if product is None or product.get("categoryId") != found[held_id].get("categoryId"):
        return None
    line = next(line for line in lines if str(line["productId"]) == held_id)
    return (line, found[held_id]), product


def _after_a_substitute(turn: Turn) -> bool:
    return turn.memory.get(INTENT) == "substitution" and len(turn.shown()) == 1


async def _to_the_substitute(
    turn: Turn, lines: list[Record]
) -> tuple[tuple[Record, Record], Record] | None:
    """ "بدله", "ok swap it", "badla" right after one substitute was shown for a food the
    cart holds: that line off, the substitute shown on."""
    if not _after_a_substitute(turn):
        return None
    [offered] = turn.shown()
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    if offered in ids:
        return None
    found = await products_by_ids(turn, [*ids, offered])
    held_id = await _substituted(turn, {i: found[i] for i in ids if i in found})
    if held_id is None or offered not in found:
        return None
    line = next(line for line in lines if str(line["productId"]) == held_id)
    return (line, found[held_id]), found[offered]


async def _substituted(turn: Turn, found: dict[str, Record]) -> str | None:
    """ "swap it for turmeric then" right after a substitute for the saffron was given: the
    cart's product holding a word of the food's, when one alone does."""
    said = turn.memory.get(SUBSTITUTED)
    if turn.memory.get(INTENT) != "substitution" or not isinstance(said, list) or not said:
        return None
    words = [str(word) for word in said]
    holding = [i for i, product in found.items() if len(unmet_words(words, [product])) < len(words)]
    return holding[0] if len(holding) == 1 else None


def _kind_words(product: Record) -> set[str]:
    return {stem for text in matching.name_texts(product) for stem in matching.stems(text)}


async def replaced_line(
    turn: Turn, product: Record, lines: list[Record]
) -> tuple[Record, Record] | None:
    """The cart line `product` takes the place of, with its product: the one other product
    of the cart whose name shares most words with it (None when no line shares any, or two
    share alike)."""
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    going = taken_words(turn)
    if going:  # "badal il tide 7ot il gel": only a line the words going name is taken off
        ids = [i for i in ids if i in found and not unmet_words(going, [found[i]])]
    own = _kind_words(product)
    shared = sorted(
        ((len(own & _kind_words(found[i])), i) for i in ids if i in found and i != product["_id"]),
        reverse=True,
    )
    if not shared or shared[0][0] == 0 or (len(shared) > 1 and shared[1][0] == shared[0][0]):
        return None
    held = shared[0][1]
    return next(line for line in lines if str(line["productId"]) == held), found[held]


def same_pack(held: Record, held_variant: str | None, product: Record) -> str | None:
    """The variant of `product` in the pack the held line is ("the brown ones" for the
    white tray of 30: the brown tray of 30), if it is sold so."""
    variants: list[Record] = held.get("variants") or []
    variant = next((v for v in variants if v.get("_id") == held_variant), None)
    amount, unit = variant_pack(variant) if variant is not None else (None, None)
    if amount is None:
        return None
    sized = variant_of_size(product, Quantity(amount, unit))
    return str(sized["_id"]) if sized is not None else None


def swap(
    replaced: tuple[Record, Record],
    product: Record,
    variant_id: str | None,
    units: int,
    said: Quantity | None,
) -> tuple[LineItem, LineItem]:
    """The change: the held line set to none and the product put on. A count said as the
    pack's pieces ("brown 30": the tray of 30) keeps the held line's count; nothing said
    keeps its pack too."""
    line, held = replaced
    if said is None:
        variant_id = same_pack(held, line.get("variantId"), product) or variant_id
    as_pack = (
        said is not None
        and said.unit is None
        and variant_of_size(product, Quantity(said.amount, "pc"))
    )
    count = int(line["quantity"]) if said is None or as_pack else units
    return (
        LineItem(str(line["productId"]), line.get("variantId"), 0),
        LineItem(str(product["_id"]), variant_id, count),
    )
