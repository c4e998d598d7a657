"""The sides of "which is cheaper, X or Y" as goods: a side that names only a brand ("almarai",
"كي دي دي") is of the kind the message names elsewhere ("which laban is cheaper, almarai or
kdd", "اي لبن ارخص المراعي ولا كي دي دي": KDD's laban, never its milk), else of the kind the
list before was asked by ("puck or almarai" after cheddar slices). A side that names goods
("rice or chicken") is those goods, whatever was shown before.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.turn import Turn
from hub.errors import HubError


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
