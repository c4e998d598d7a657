"""A line of an offer moved to the brand a correction names: "no, make it almarai 2 L x2"
after Nadec milk and Almarai laban were offered together, "خله المراعي" of the Nadec,
"5aleh almarai" of it.

Named by the brand alone, the correction reads as the offered line holding that brand already
(the Almarai laban), and changes its size or count; but naming a brand is a change of brand:
the line meant is the one that lacks it, moved to that brand's product of its own kind (the
Almarai milk, of the milks' aisle and kind). Only when exactly one offered line lacks the
brand and the brand makes its kind; otherwise the words are read as before."""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.common import named_by_brand, quiet_search, unmet_words
from hub.assistant.brain.skills.lines import choose_line
from hub.assistant.brain.skills.sized_counts import size_and_count
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import LineItem
from hub.text import stem


def _name_of(product: Record) -> str:
    name = product.get("name")
    return name.get("en", "") if isinstance(name, dict) else str(name or "")


async def _of_brand_and_kind(turn: Turn, words: list[str], product: Record) -> Record | None:
    """The product of the brand `words` name, of `product`'s aisle and kind, holding every
    word said."""
    kinds = {stem(word) for word in matching.keywords_of(product)}
    hits = await quiet_search(turn, " ".join([*words, _name_of(product)]))
    fitting = [
        hit
        for hit in hits
        if hit["_id"] != product["_id"]
        and named_by_brand(hit, words)
        and hit.get("categoryId") == product.get("categoryId")
        and kinds & {stem(word) for word in matching.keywords_of(hit)}
        and not unmet_words(words, [hit], sound_alike=turn.message.arabizi)
    ]
    ranked = matching.ranked([*words, *matching.stems(_name_of(product))], fitting)
    return ranked[0] if ranked else None


async def line_moved_to_brand(
    turn: Turn, offered: list[LineItem], found: dict[str, Record], topic: list[str]
) -> tuple[str, Record] | None:
    """(the offered product meant, its kind of the brand named) when the words name a brand
    exactly one offered line lacks and the brand makes its kind; else None."""
    said = unmet_words(topic, [])  # the words that may name goods: no "no", "make", "it"
    products = [found[item.productId] for item in offered if item.productId in found]
    if not said or not products:
        return None
    # "سوري", "please": words of the saying that no product holds name nothing
    hits = await quiet_search(turn, " ".join(said))
    words = [word for word in said if not unmet_words([word], hits, sound_alike=False)]
    if not words:
        return None
    lacking = [product for product in products if not named_by_brand(product, words)]
    if len(lacking) != 1:
        return None
    [product] = lacking
    other = await _of_brand_and_kind(turn, words, product)
    return (str(product["_id"]), other) if other is not None else None


def moved_line(turn: Turn, old: LineItem, other: Record) -> LineItem:
    """The line of `other` put in `old`'s place: the pack and count said with the
    correction ("2 L x2"), else the old line's count."""
    sized = size_and_count(turn)
    if sized is not None:
        variant_id, units = choose_line(other, Quantity(sized[1]), [], sized[0])
        return LineItem(str(other["_id"]), variant_id, units)
    said = turn.utterance.quantity
    variant_id, units = choose_line(other, said or Quantity(old.quantity), [], None)
    return LineItem(str(other["_id"]), variant_id, max(1, units))


def brand_held_beside(found: dict[str, Record], topic: list[str]) -> bool:
    """Whether a product of the offer holds the brand named already (the reading that
    would change the wrong line)."""
    words = unmet_words(topic, [])
    return bool(words) and any(named_by_brand(product, words) for product in found.values())
