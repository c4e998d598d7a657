"""A pick of the goods shown and a cart line counted anew, in one message: "ok the gel then,
and make the fairy 3 not 2" right after the Tide gel was shown with two Fairy in the cart;
"زين الجل، والفيري خلها ٣"; "ok il gel, w il fairy 5aleha 3".

Read whole, the two clauses' goods run together ("gel fairy") and fit no one product, so the
shopper is asked which product they mean. Each clause is its own request: the pick comes on,
the line named goes to the count said, in one change to confirm.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import counts_said
from hub.assistant.brain.skills import choosing
from hub.assistant.brain.skills.common import (
    TALK_WORDS,
    cart_lines,
    confident_hits,
    products_by_ids,
    quiet_products,
)
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# Where the second clause starts: ", and", "، و", ". also", " and ", " w "
_JOIN = Pattern(r"\s*[,،.]\s*(?:and\s+|also\s+|w\s+|و\s*)?|\s+(?:and|also|w)\s+|\s+و(?=\w)")
# A word that sets a line: "make", "set", "change", "خلها", "خله", "5aleha", "5alih"
_SETS = Pattern(
    r"\b(?:make|set|change|should be|5al+[aeiy]?h?a?|5al+ih|5aleeh|5aleha)\b"
    r"|(?<!\w)(?:خل+[يه]?[ها]?|خلي|خليه|خلها|خليها|غير|غيره|غيرها)(?!\w)",
    re.IGNORECASE,
)


async def answered(turn: Turn) -> bool:
    """Proposed when the message is a pick of the cards shown, then a line of the cart set to
    a count; False, nothing said, when it is not."""
    if not turn.shown() or turn.proposed:
        return False
    said = turn.message.text
    for join in _JOIN.finditer(said):
        first, second = said[: join.start()].strip(), said[join.end() :].strip()
        if (
            first
            and second
            and _SETS.search(second)
            and await _propose(turn, Utterance(first), Utterance(second))
        ):
            return True
    return False


async def _propose(turn: Turn, picked: Utterance, counted: Utterance) -> bool:
    counts = counts_said(counted.tokens)
    if not counts or picked.has("CHANGE", "REMOVE", "NEGATION") or picked.asks:
        return False
    lines = cart_lines(await turn.store.cart(turn.owner))
    line = await _line_named(turn, lines, counted.topic)
    pick = await _the_pick(turn, picked.topic)
    if line is None or pick is None or any(row["productId"] == pick["_id"] for row in lines):
        return False
    variant, units = choose_line(pick, None, picked.topic)
    if stock_of(pick, variant) < units:
        return False
    items = (
        LineItem(str(pick["_id"]), variant, units),
        LineItem(str(line["productId"]), line.get("variantId"), max(1, counts[0])),
    )
    turn.say("propose_update")
    turn.propose(CartMutation("update_cart_item", items))
    turn.chips("cart", "offers")
    return True


async def _line_named(turn: Turn, lines: list[Record], topic: list[str]) -> Record | None:
    """The one cart line the words name ("the fairy"), else None."""
    named = [word for word in topic if word not in TALK_WORDS]
    if not named or not lines:
        return None
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    fits = choosing.among_the_lines(turn, named, [found[i] for i in ids if i in found])
    if len(fits) != 1:
        return None
    held = [line for line in lines if line["productId"] == fits[0]["_id"]]
    return held[0] if len(held) == 1 else None


async def _the_pick(turn: Turn, topic: list[str]) -> Record | None:
    """The one card shown the words pick out ("the gel"), else None."""
    words = telling_words(topic)
    if not words:
        return None
    hits = confident_hits(words, await quiet_products(turn, turn.shown()))
    return hits[0] if len(hits) == 1 else None
