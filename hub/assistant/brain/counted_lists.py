"""Goods counted to buy, read by shape: a list of counted items, goods named then counted, a
count asked as a favour, a bare list of items.

A count beside goods buys that many whatever the words around it make the model think of,
so the shape readings ask these before its pick.
"""

from __future__ import annotations

import itertools

from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.people_counts import PEOPLE_WORDS
from hub.assistant.brain.utterance import Utterance


def counted_list(utterance: Utterance) -> bool:
    """Several items with their counts (each of them, unless a verb says it) and no question
    or other request."""
    # "give me" (عطني) with counts is the cart's verb too, and so is wanting a list that
    # counts what it wants ("ابي ٣ بيبسي و٢ ليز"); "each" (كل وحده) spreads a count
    verbs = {"ADD", "TAKE", "WANT"}
    others = set(utterance.concepts()) - verbs - {"ALL"}
    # asked before the parts are read: most messages are a question or say another concept
    if utterance.asks or others - {"REF"} or utterance.code:
        return False
    segments = utterance.segments()
    # "3 min'ha w pepsi", "3 of it and pepsi": a count of the one shown is an item counted
    of_it = [s.quantity is not None and s.refers_back and not s.topic for s in segments]
    if others and not any(of_it):
        return False
    counted = sum(
        bool((s.topic or it) and s.quantity) for s, it in zip(segments, of_it, strict=True)
    )
    if not all(s.topic or it for s, it in zip(segments, of_it, strict=True)):
        return False
    if not counted or len(segments) < 2:
        return False
    if counted == 1:
        # "ابي ستيك ٢ وخبز برجر", "i want 2 steaks and burger buns": a few of one item said
        # beside another, with a verb, buys both as "i want 2 steaks" buys one; a pack's
        # measure ("ابي حليب ٢ لتر وخبز", "بيض ٣٠") names what to see
        # counted in figures: "واحد عنده حساسيه" (one of them is allergic) counts a person
        quantity = next(s.quantity for s in segments if s.quantity)
        return (
            (
                utterance.has(*verbs)
                or any(of_it)
                or _counts_some_of(utterance.tokens)
                or (
                    segments[0].quantity is None
                    and _one_counted_among_goods(utterance.tokens, len(segments))
                )
            )
            and any(token.isdigit() for token in utterance.tokens)
            and quantity.unit is None
            and quantity.amount == int(quantity.amount)
            and 1 <= quantity.amount <= _MOST_COUNTED_AFTER
        )
    return counted == len(segments) or utterance.has(*verbs)


_OF = frozenset({"of", "من", "min", "mn"})


def _one_counted_among_goods(tokens: list[str], parts: int) -> bool:
    """ "the gel, plus 2 fairy lemon and the toilet rolls", "الجل و٢ فيري ومناديل": goods
    listed, one of them counted in figures before its name, as goods are counted to buy
    (three parts, or two joined by "plus"); a figure after goods may be a pack's ("بيض ٣٠").
    A list that opens with its count ("2 milk, a bread and eggs") is shown to pick from."""
    if parts < 3 and "plus" not in tokens:
        return False
    return any(
        token.isdigit()
        and following.isalpha()
        and not following.isdigit()
        and following not in _NOT_GOODS  # "...and onions for 4 people": a count of people
        for token, following in itertools.pairwise(tokens)
    )


# People and spans counted, never goods: "for 4 people", "ل ٤ اشخاص", "for 2 days"
_NOT_GOODS = PEOPLE_WORDS | frozenset(
    {"day", "days", "week", "weeks", "kids", "children", "يوم", "ايام", "اسبوع", "اسابيع"}
)


def _counts_some_of(tokens: list[str]) -> bool:
    """ "2 of the chicken ones", "٢ من الكبير": a count taken of goods, as a shopper picks
    from what is there to buy (a figure, then "of")."""
    return any(
        token.isdigit() and following in _OF for token, following in itertools.pairwise(tokens)
    )


# What may be said beside goods named and then counted: "ok", "yes", "please", "hi"
_BESIDE_A_COUNT = frozenset({"ACK", "YES", "THANKS", "GREET"})


def named_then_counted(utterance: Utterance) -> bool:
    """Goods named, then, after a comma or "and", only a count of a few ("abu auf el turki,
    wa7ed", "almarai laban, 2 please"): that many to buy. A count inside the goods' part
    ("room 5, one") or words after it ("the hilal, 1 goal") are another shape."""
    if utterance.asks or set(utterance.concepts()) - _BESIDE_A_COUNT or utterance.code:
        return False
    segments = utterance.segments()
    if len(segments) != 2:
        return False
    named, counted = segments
    count = counted.quantity
    return (
        bool(named.topic)
        and named.quantity is None
        and named.ordinal is None
        and not counted.topic
        and count is not None
        and count.unit is None
        and count.amount == int(count.amount)
        and 1 <= count.amount <= _MOST_COUNTED_AFTER
    )


# Asked as a favour: "could i get", "can you get me", "i'd like", "ممكن", "لو سمحت"
_FAVOUR = Gated(
    r"\b(?:can|could|may)\s+(?:i\s+|we\s+)?(?:please\s+)?(?:get|have|take|grab|order|buy)\b"
    r"|\b(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?(?:get|give|bring|grab)\s+(?:me|us)\b"
    r"|\bi(?:'d|\s+would)\s+like\b|\blet me (?:get|have)\b|(?<!\w)(?:ممكن|لو سمحت)(?!\w)"
)
# What such a request may say beside the goods: asking, wanting, a please or a greeting
_ASKING_TO_BUY = frozenset(
    {"WANT", "TAKE", "ADD", "QUESTION", "YES", "GREET", "THANKS", "ACK", "EXPRESS", "SEARCH"}
)  # "EXPRESS": "asap"; "SEARCH": "have" of "can i have"


_LOOKING = Gated(r"\blook(?:ing)? for\b|\bsearch(?:ing)? for\b|(?<!\w)ادور(?!\w)")


def asked_as_a_favour(message: Normalised) -> bool:
    return bool(_FAVOUR.search(message.for_model))


def buys_what_it_counts(message: Normalised, utterance: Utterance) -> bool:
    """Goods counted before they are named and asked to be given, as a favour ("could i get
    3 bags of rice", "ممكن ٢ لبن", "mumkin 3 kyas ruz") or a wish ("I need 2 bags of sugar",
    "ودي ٣ حليب المراعي", "ab8a 2 7aleeb"): a count says how many to buy. A pack named after
    the thing ("ابي بيض ٣٠ حبه", "I want almarai laban 1 litre") asks to see that pack."""
    if (
        utterance.quantity is None
        or not utterance.topic
        or utterance.servings is not None
        or utterance.ordinal is not None
        or utterance.code
        or utterance.order_number
        or set(utterance.concepts()) - _ASKING_TO_BUY
        or not (utterance.counted_before_named or _counted_after_named(utterance))
        or len(utterance.segments()) > 1  # a list is counted item by item (`counted_list`)
    ):
        return False
    if _LOOKING.search(message.for_model):
        return False  # "looking for 3 okra": a search, however counted
    return utterance.has("WANT") or asked_as_a_favour(message)


# The most packs a bare count after the goods is read as: "ابي بيض ٣٠" is a tray of thirty
_MOST_COUNTED_AFTER = 6


def _counted_after_named(utterance: Utterance) -> bool:
    """A few, counted after the goods with no unit and nothing after the count ("abi laban
    almarai 2", "ابي حليب المراعي ٢", "i want almarai milk x2"): how many to buy, where a
    unit ("2 litre") or a count of pieces a pack holds ("بيض ٣٠") names the pack."""
    quantity = utterance.quantity
    if quantity is None or quantity.unit is not None or utterance.size_asked is not None:
        return False
    amount = quantity.amount
    if amount != int(amount) or not 1 <= amount <= _MOST_COUNTED_AFTER:
        return False
    tokens = utterance.tokens
    named = [n for n, token in enumerate(tokens) if token in set(utterance.topic)]
    between = tokens[named[-1] + 1 : -1] if named else []
    return bool(named) and between in ([], ["x"])


def bare_list(utterance: Utterance) -> bool:
    """Several items joined by commas, "and", "و" or "w", and nothing else said about them."""
    if utterance.concepts() or utterance.has_quantity or utterance.code or utterance.order_number:
        return False
    segments = utterance.segments()
    return len(segments) >= 2 and all(segment.topic for segment in segments)
