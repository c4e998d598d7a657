"""The offer taken with more goods beside it: "put them in the cart with 2 pepsi", "حطهم
بالسله مع ٢ بيبسي", "7o6hom bil sallah wiya 2 pepsi" right after an offer are the offer as
it was and the Pepsi, one proposal; never the Pepsi alone in its place.

"with" joins no parts the way "and" does, so "them" and the goods read as one part: the
goods, pointed back at. Split at "with", the bare "them" before it is the offer
(`adding._takes_the_offer_too`), as "put them in the cart and 2 pepsi" already is.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.held_lines import fetch_cart, offer_in_cart
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment, Utterance

_WITH = frozenset({"with", "plus", "مع", "ويا", "wiya", "ma3", "m3"})


async def them_and_the_goods(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """The one part of "them ... with <goods>" as two: "them", then the goods; an offer
    confirmed already is in the cart, and only the goods are new."""
    if turn.proposed_change != "add_to_cart" or not turn.proposed or len(segments) != 1:
        return segments
    [part] = segments
    if not part.topic or not part.refers_back:
        return segments
    tokens = turn.utterance.tokens
    at = next((n for n, token in enumerate(tokens) if token in _WITH), None)
    if not at or not set(part.topic) <= set(tokens[at + 1 :]):
        return segments
    before = Utterance(" ".join(tokens[:at]))
    if not before.refers_back or before.topic or not before.has("ADD", "CART"):
        return segments  # "add milk with 2 pepsi": no offer pointed at
    if offer_in_cart(turn, cart_lines(await fetch_cart(turn)), turn.proposed):
        return segments
    them = Segment(None, None, [], True)
    return [them, replace(part, refers_back=False)]
