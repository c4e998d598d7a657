"""An amount more of goods asked for: "one more kilo of the lamb chops", "كيلو زياده من
الريش", "2 extra bottles of water", "another kilo of tomatoes". The word "more" beside the
amount says to buy it, however little else the message says: a wish or a list with it
("ابي فحم و كيلو زياده من الريش") is the cart's, the goods not sold said by name.

A question ("do you have more dates?"), another request (removing "the extra one") or a part
naming no goods is another shape.
"""

from __future__ import annotations

import itertools

from hub.assistant.brain.quantities import is_dual, is_unit_word, parse_number
from hub.assistant.brain.utterance import Utterance

# "more" said after the amount: "one more kilo", "كيلو زياده", Arabizi "kilo zyada" (read
# "زيده"), "2 more"
_MORE_AFTER = frozenset({"more", "extra", "زياده", "زيادة", "زيده", "كمان"})
# ...or before it: "another kilo", "an extra kilo", "extra 2 kilos"
_MORE_BEFORE = frozenset({"another", "extra", "additional"})
# What may be said beside it: a wish, a verb of adding or giving, a please or a greeting
_BESIDE = frozenset({"WANT", "ADD", "TAKE", "ACK", "YES", "THANKS", "GREET"})


def asks_more_of(utterance: Utterance) -> bool:
    """Every part names goods, one of them an amount said to be more, and nothing is asked."""
    if utterance.asks or utterance.code or utterance.order_number:
        return False
    if set(utterance.concepts()) - _BESIDE:
        return False
    segments = utterance.segments()
    if not segments or not all(segment.topic for segment in segments):
        return False
    if utterance.quantity is None and not any(segment.quantity for segment in segments):
        return False  # "ابي حطب وكيلو زياده": the amount of a part, its "و" written on
    return any(_said_more(first, then) for first, then in itertools.pairwise(utterance.tokens))


def _said_more(first: str, then: str) -> bool:
    if first.startswith("و") and is_unit_word(first[1:]):
        first = first[1:]  # "وكيلو زياده": the unit, "and" written on
    amount = parse_number(first) is not None or is_unit_word(first) or is_dual(first)
    if amount and then in _MORE_AFTER:
        return True
    return first in _MORE_BEFORE and (is_unit_word(then) or parse_number(then) is not None)
