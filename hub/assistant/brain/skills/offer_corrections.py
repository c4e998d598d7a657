"""A correction right after an offer that names another product of an offered line's kind:
"sorry, I meant white sugar, the one kilo" after the brown sugar was offered, "la abi el
abya9" after the brown eggs, "لا قصدي بيبسي دايت" after the Pepsi cans.

The words name the offered line by its kind ("sugar"), so they rank it first among the offer;
but a word the offered product lacks ("white") says the shopper wants another product, which
the store sells under all the words. That product takes the line's place in the offer, the
other lines kept; it is never the same line again with a new count.
"""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import offer_words
from hub.assistant.brain.skills.common import products_by_ids, search, unmet_words
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import LineItem

# what says a message corrects what was just said: "sorry", "I meant", "قصدي", "2asdi", "no"
_CORRECTING = Pattern(
    r"\b(?:sorry|oops|meant|mean|actually|rather|instead|no|not|nope|la+|mub?|2asdi|asdi)\b"
    r"|(?<!\w)(?:قصدي|اقصد|قصدت|اسف|اسفه|اسفين|لا|مو|مب|بدال|بدل)(?!\w)",
    re.IGNORECASE,
)

# ...and what says it is wanted besides: "no, add white sugar as well", "وسكر ابيض بعد"
_AS_WELL = Pattern(
    r"\b(?:too|also|as well|plus|kaman|kman|ba3d|ba3ad|bardo)\b|(?<!\w)(?:كمان|بعد|برضو|ايضا)(?!\w)",
    re.IGNORECASE,
)


async def names_instead(turn: Turn) -> bool:
    """ "sorry, I meant white sugar", "لا قصدي بيبسي دايت" right after an offer of several
    lines, one of them of that kind: a line of the offer corrected
    (`count_changes.update_cart_item`), neither a removal of it nor a search."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or len(turn.proposed) < 2 or not u.topic:
        return False
    said = turn.typed_and_read
    if not _CORRECTING.search(said) or _AS_WELL.search(said) or u.has("CART", "ORDER"):
        return False
    topic = offer_words.named(turn)
    found = await products_by_ids(turn, [line.productId for line in turn.proposed])
    ranked = matching.ranked(
        topic, [found[i.productId] for i in turn.proposed if i.productId in found]
    )
    return bool(ranked) and await instead_of(turn, ranked[0], topic) is not None


async def instead_of(turn: Turn, offered: Record, topic: list[str]) -> Record | None:
    """The product the correction names instead of `offered`: one the store sells holding
    every word said that the offered product lacks ("white"), and of its kind (holding one of
    the words both share: "sugar"). None when the words fit the offered product already, or
    no other product holds them. A word said not to be wanted ("not brown") is the offered
    product's own, so no product is asked to hold every word."""
    content = unmet_words(topic, [])  # the words that may name goods, no "no", "the", "I"
    missing = unmet_words(content, [offered], sound_alike=False)
    kind = [word for word in content if word not in missing]
    if not missing or not kind:
        return None  # "white" alone names no kind: the offered line's variant, asked elsewhere
    hits = await search(turn, " ".join(content))
    # Arabizi's words are matched by their sound: "bunni" read "بونني" is the "بني" (brown)
    loose = turn.message.arabizi
    # "meant", "قصدي": words of the saying that no product holds are no product's words
    telling = [word for word in missing if not unmet_words([word], hits, sound_alike=loose)]
    if not telling:
        return None
    fitting = [
        hit
        for hit in hits
        if hit["_id"] != offered["_id"]
        and not unmet_words(telling, [hit], sound_alike=loose)
        and len(unmet_words(kind, [hit], sound_alike=loose)) < len(kind)
    ]
    if not fitting:
        return None
    return min(fitting, key=lambda hit: len(unmet_words(kind, [hit], sound_alike=loose)))


def offer_with(
    offered: list[LineItem],
    target: str,
    other: Record,
    said: Quantity | None,
    topic: list[str],
    size: Quantity | None = None,
) -> tuple[LineItem, ...] | None:
    """The offer with `other` in the place of the line of `target`: in the amount said with
    the correction ("the one kilo"), else in that line's count; None when the store has too
    few of it."""
    items = []
    for item in offered:
        if item.productId != target:
            items.append(item)
            continue
        quantity = said if said is not None else Quantity(item.quantity)
        variant_id, units = choose_line(other, quantity, topic, size)
        if units > stock_of(other, variant_id):
            return None
        items.append(LineItem(str(other["_id"]), variant_id, units))
    return tuple(items)
