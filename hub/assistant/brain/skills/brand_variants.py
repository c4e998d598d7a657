"""A brand's product named by its brand and its variant, where the variant's word is also a
need's: "diet pepsi", "بيبسي دايت", "pepsi diet" name Diet Pepsi; they ask no sugar-free
search across the drinks.

A need's word ("diet", "light", "zero") beside a brand the store sells is the name of that
brand's variant when one of its products holds every word of the part of the message that
says it; without a brand ("diet drinks", "sugar free snacks") the word stays a need. Looked
up quietly, one search of a short part, only when a need was read at all.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.skills.common import named_by_brand, quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn
from hub.record import Record

_NAMING_WORDS = 4  # a brand and its variant, its form and its kind: "diet pepsi cans"


async def need_named_as_a_variant(turn: Turn) -> bool:
    """Whether each need's word the message says is part of a brand's product named by the
    part of the message it is in (brand and variant both said)."""
    parts = [segment.topic for segment in turn.utterance.segments() if segment.topic]
    needing = [part for part in parts if any(need_of(word) for word in part)]
    if not needing:
        return False
    arabizi = turn.message.arabizi
    for part in needing:
        if not 2 <= len(part) <= _NAMING_WORDS:
            return False
        hits = await quiet_search(turn, " ".join(part))
        if not any(
            named_by_brand(hit, part) and not unmet_words(part, [hit], sound_alike=arabizi)
            for hit in hits
        ):
            return False
    return True


async def named_variants(turn: Turn, topic: list[str]) -> list[Record]:
    """The products of the brand the words name that hold the most of the words said beside
    it ("tide laundry gel or only powder": Tide's gel and powder; "lays plain salted": Lay's
    Salted), where no product holds them all. A word of one more kind of filler ("in gel
    form") may go unmet; the brand must be named and one word of its variant met, so no
    generic word finds a brand's goods alone."""
    telling = telling_words(topic)
    if not 2 <= len(telling) <= _NAMING_WORDS + 1:
        return []
    hits = await quiet_search(turn, " ".join(telling))
    brands = [hit for hit in hits if named_by_brand(hit, telling)]
    if not brands:
        return []
    brand = brands[0].get("brand")
    brands = [hit for hit in brands if hit.get("brand") == brand]
    rest = [word for word in telling if not named_by_brand(brands[0], [word])]
    if not rest:
        return []
    arabizi = turn.message.arabizi
    met = [(len(rest) - len(unmet_words(rest, [hit], sound_alike=arabizi)), hit) for hit in brands]
    best = max(count for count, _ in met)
    if best == 0 or len(rest) - best > _FILLER:
        return []
    return [hit for count, hit in met if count == best]


def each_met(topic: list[str], hits: list[Record]) -> bool:
    """Whether every word asked is held by one of the hits: variants said as alternatives
    ("gel or powder"), none of them missed."""
    return all(any(not unmet_words([word], [hit]) for hit in hits) for word in topic)


_FILLER = 1  # a word beside the brand and its variant that names neither: "form", "plain"
