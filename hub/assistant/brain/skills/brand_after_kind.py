"""A kind of goods named, then a brand of it put in: "forgot the arabic coffee, add one abu
auf", "نسيت القهوه العربيه، ضيف وحده ابو عوف", "nseet el gahwa el 3arabiya, 7ot wa7da abu
3oof".

Read whole, the two parts are two items of a list: the kind, of which we have several, and
the brand alone, which makes many goods, so the shopper is asked which of each. The brand
names which of the kind is meant: the message is the request with the kind's words after the
brand's, when that brand makes exactly one of the kind.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import is_count_word
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    SIZE_WORDS,
    confident_hits,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.grounding import (
    ADDING_VERB,
    grounding,
    telling_words,
    writing_of,
)
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.utterance import Utterance
from hub.errors import HubError
from hub.record import Record

_PARTS = Pattern(r"\s*[,،.;\n]+\s*|\s+-\s+")


def _brand_named(said: Utterance, brands: list[Record]) -> Record | None:
    """The brand all the part's telling words name, less its counts ("one abu auf"); a
    brand of short words ("كي دي دي") by all its words."""
    named = {word for word in telling_words(said.topic) or said.topic if not is_count_word(word)}
    if not named:
        return None
    for brand in brands:
        # as typed and as read: "abu auf" is read "abu عوف"
        names = [str(name).lower() for name in brand.get("name", {}).values()]
        brand_words = {
            word for name in names for word in (*name.split(), *normalise(name).text.split())
        }
        if named <= brand_words:
            return brand
    return None


async def the_request(turn: Turn) -> str | None:
    """The request of the second part with the first part's kind, when the message is a kind
    and then a brand of it put in; None otherwise."""
    parts = [part for part in _PARTS.split(turn.input.text.strip()) if part]
    if len(parts) != 2:
        return None
    kind_part, request = parts
    if any(mark in request for mark in "?؟"):
        return None  # "the nuwaibi, is it fresh? add 2 kg": a question of the kind, then a count
    said = Utterance(normalise(request).text)
    put_in = said.has("ADD", "TAKE") or _adding_on(turn, kind_part, said)
    if put_in and not said.has("ADD", "TAKE"):
        kind_part = _AND.sub("", kind_part, count=1)  # "ولبن": the goods, less the "and"
    kind = Utterance(normalise(kind_part).text)
    if kind.has("REMOVE", "NEGATION") or not put_in or said.has("REMOVE"):
        return None
    kind_words = telling_words(kind.topic)
    if not kind_words:
        return None
    try:
        brand = _brand_named(said, await turn.store.brands())
    except HubError:
        return None
    if brand is None:
        return None
    of_the_kind = confident_hits(kind_words, await quiet_search(turn, " ".join(kind_words)))
    arabizi = turn.message.arabizi
    made = [hit for hit in of_the_kind if hit.get("brandId") == brand["_id"]]
    scores = [grounding(kind_words, hit, sound_alike=arabizi) for hit in made]
    if not scores or not max(scores) or scores.count(max(scores)) != 1:
        return None  # none of the kind, or several as near it ("coffee": Arabic or Turkish)
    meant = made[scores.index(max(scores))]
    unmet = set(unmet_words(kind_words, [meant], sound_alike=arabizi))
    kind_said = " ".join(word for word in kind_words if word not in unmet)
    # an Arabizi request is put in the letters the kind's words were read in
    asked = normalise(request).text if arabizi else request
    if not said.has("ADD", "TAKE"):
        asked = f"{ADDING_VERB[writing_of(turn, request)]} {asked}"
    return f"{asked} {kind_said}"


# "and", opening a message that goes on from goods just put in: "n laban, kdd 1 litre"
_AND = Pattern(r"^\s*(?:and|n|also|plus|w|wa|و)\s+|^\s*و(?=\S)", re.IGNORECASE)


def _adding_on(turn: Turn, kind_part: str, said: Utterance) -> bool:
    """Goods and then their brand at a count or size, opened by "and" right after goods were
    put in: more of the same request, with no verb of its own."""
    if turn.memory.get(INTENT) not in _PUTTING_IN or _AND.match(kind_part) is None:
        return False
    return said.has_quantity or bool(set(said.tokens) & (SIZE_WORDS | MEASURE_WORDS))


_PUTTING_IN = frozenset({"add_to_cart", "tap_confirm", "add_recipe_to_cart"})
