"""The sides of "which is cheaper, X or Y" as goods: a side that names only a brand ("almarai",
"كي دي دي") is of the kind the message names elsewhere ("which laban is cheaper, almarai or
kdd", "اي لبن ارخص المراعي ولا كي دي دي": KDD's laban, never its milk), else of the kind the
list before was asked by ("puck or almarai" after cheddar slices). A side that names goods
("rice or chicken") is those goods, whatever was shown before.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import named_by_brand, search, unmet_words
from hub.assistant.brain.turn import Turn
from hub.errors import HubError
from hub.record import Record


async def with_their_kind(
    turn: Turn, parts: list[list[str]], asked_before: list[str]
) -> list[list[str]]:
    """The sides, each naming only a brand given the kind named beside it or asked before."""
    if len(parts) < 2:
        return parts
    brand_words = await _brand_words(turn)

    def of_a_brand(word: str) -> bool:
        return any(matching.same_word(word, name, sound_alike=False) for name in brand_words)

    only_brand = [all(of_a_brand(word) for word in part) for part in parts]
    if not any(only_brand):
        return parts
    if sum(only_brand) >= 2:
        # "small water 24, rawdatain or abraaj?": a side naming no brand is the brands' kind
        kinds = [part for part in parts if not any(of_a_brand(word) for word in part)]
        parts = [part for part in parts if part not in kinds]
        only_brand = [all(of_a_brand(word) for word in part) for part in parts]
        asked_before = [word for part in kinds for word in part] + asked_before
    said = [word for part in parts for word in part if not of_a_brand(word)]
    kind = said or [word for word in asked_before if not of_a_brand(word)]
    if not kind:
        return parts
    return [
        part + [word for word in kind if word not in part] if brand else part
        for part, brand in zip(parts, only_brand, strict=True)
    ]


async def with_the_others_brand(turn: Turn, parts: list[list[str]]) -> list[list[str]]:
    """Two sides, one naming a brand and the other none: the other is of that brand when a
    product of it holds every word of the side."""
    if len(parts) != 2:
        return parts
    brand_words = await _brand_words(turn)

    def brands_of(part: list[str]) -> list[str]:
        return [
            word
            for word in part
            if any(matching.same_word(word, name, sound_alike=False) for name in brand_words)
        ]

    named = [brands_of(part) for part in parts]
    for this, other in ((0, 1), (1, 0)):
        if named[this] or not named[other] or not parts[this]:
            continue
        if all(word in _PLAIN for word in parts[this]):
            return await _the_plain_one(turn, parts, this, other, named[other])
        asked = named[other] + parts[this]
        if any(not unmet_words(asked, [hit]) for hit in await search(turn, " ".join(asked))):
            return [asked if index == this else part for index, part in enumerate(parts)]
    return parts


# "the regular one", "والعادي", "wil 3adi": the brand's plain kind beside the one named
_PLAIN = frozenset(
    {"regular", "normal", "plain", "ordinary", "one", "عادي", "العادي", "عاديه", "العاديه",
     "3adi", "3aadi", "el", "il"}
)  # fmt: skip


async def _the_plain_one(
    turn: Turn, parts: list[list[str]], this: int, other: int, brand: list[str]
) -> list[list[str]]:
    """The side saying only "the regular one" names the product of the other side's brand
    and aisle that lacks the other side's own words ("borges extra virgin or the regular":
    Borges' pure olive oil), when there is exactly one such."""
    found = [
        hit for hit in await search(turn, " ".join(parts[other])) if named_by_brand(hit, brand)
    ]
    exact = [hit for hit in found if not unmet_words(parts[other], [hit])] or found[:1]
    if not exact:
        return parts
    first = exact[0]
    # of its kind: a word of its English name beside the brand's ("olive oil"), which the
    # plain one holds too, not the brand's vinegar
    kind = _kind_words(first)
    same = [
        hit
        for hit in await search(turn, " ".join(brand))
        if hit["_id"] != first["_id"]
        and hit.get("categoryId") == first.get("categoryId")
        and kind & _kind_words(hit)
    ]
    if len(same) != 1:
        return parts
    return [
        matching.stems(str(same[0]["name"].get(turn.language) or ""))[:4] if index == this else part
        for index, part in enumerate(parts)
    ]


def _kind_words(hit: Record) -> set[str]:
    brand = {
        w for text in matching.name_texts(hit.get("brand") or {}) for w in matching.stems(text)
    }
    name = hit.get("name")
    english = str(name.get("en") or "") if isinstance(name, dict) else str(name or "")
    return {w for w in matching.stems(english) if w not in brand and len(w) > 2}


async def _brand_words(turn: Turn) -> set[str]:
    """The words of the store's brand names, in both languages."""
    try:
        brands = await turn.store.brands()
    except HubError:
        return set()  # every side is then taken as said
    return {
        word
        for brand in brands
        for text in matching.name_texts(brand)
        for word in matching.stems(text)
    }


async def with_the_kind_said_once(turn: Turn, parts: list[list[str]]) -> list[list[str]]:
    """ "ghee whats the diff between the vegetable and the butter one", "ghee, the vegetable
    one or the butter one": the kind said once, before the sides or beside the first, is the
    kind of each side, when goods of ours hold each side with it. Which word of the first
    side is the kind is told by the goods, not by where it stands ("vegetable ghee" and
    "ghee vegetable" alike)."""
    if len(parts) == 3 and len(parts[0]) == 1:
        kinds, sides = parts[0], parts[1:]
    elif len(parts) == 2 and len(parts[0]) > 1 and len(parts[1]) == 1:
        kinds, sides = parts[0], parts
    else:
        return parts
    for kind in reversed(kinds):  # English names the kind last: "the white toast"
        tried = [side if kind in side else [*side, kind] for side in sides]
        if all([await _names_goods(turn, side) for side in tried]):
            return tried
    return parts


async def _names_goods(turn: Turn, side: list[str]) -> bool:
    return any(not unmet_words(side, [hit]) for hit in await search(turn, " ".join(side)))
