"""The product a fact is asked of when the shopper's words are not the record's: "is the bzar
mix gluten free" of "Mixed Spices (Bzar)", "how much are the sardines", "البزار المخلوط فيه
جلوتين" (the record says "مشكلة", not "مخلوط").

A question about one product's facts or price names one product, so its words are read
forgivingly: each may be in another form (`word_forms`), and when no product holds them all,
the kind's word, if only one product holds it, names that one when the rest only describe
it ("بزار" of "البزار المخلوط"), never as an aisle does ("canned" banana). Every word must
still be one the store holds in some form ("garam masala" is no masala crisps), and the
product must hold one telling word as written ("news" is no "New Zealand").
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import confident_hits, head_word, quiet_search, search
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.word_forms import describes, holds_a_form
from hub.errors import HubError
from hub.record import Record

_SHORTEST = 3  # letters of a word that may name a product
_TELLING = 4  # letters of the word a product must hold as written


async def product_named_loosely(
    turn: Turn, topic: list[str], candidates: list[Record] | None = None
) -> Record | None:
    """The product that holds, in some form, every word of `topic` some product holds, and
    one of them as written; None when none does. `candidates`: the hits already found."""
    named = [word for word in topic if len(word) >= _SHORTEST]
    if not named:
        return None
    known = [word for word in named if await _held_anywhere(turn, word)]
    if known != named:
        return None  # "garam masala": a word the store has not is no other form of its own
    hits = candidates if candidates is not None else await search(turn, " ".join(named))
    telling = [word for word in known if len(word) >= _TELLING]
    for hit in hits:
        if all(holds_a_form(hit, word) for word in known) and confident_hits(telling, [hit]):
            return hit
    # the kind's word, when only one product holds it, names that one ("البزار المخلوط":
    # the bzar, which "مخلوط" of a zaatar mix does not outvote)
    head = head_word(named)
    holding = [hit for hit in await quiet_search(turn, head) if confident_hits([head], [hit])]
    if len(head) < _TELLING or len(holding) != 1:
        return None
    # the rest only says how it is ("المخلوط", "mixed"), never what ("rice" of rice cakes)
    # nor an aisle's kind of keeping the product is not of ("canned" of the bananas)
    rest = [word for word in named if not holds_a_form(holding[0], word)]
    if not all(describes(word) for word in rest):
        return None
    try:
        aisles = await turn.store.categories()
    except HubError:
        return None
    aisle_named = any(holds_a_form(aisle, word) for aisle in aisles for word in rest)
    return None if aisle_named else holding[0]


async def _held_anywhere(turn: Turn, word: str) -> bool:
    """Whether any product the store finds for the word holds it in some form."""
    return any(holds_a_form(hit, word) for hit in await quiet_search(turn, word))
