"""A kind named in two words that, in the other order or beside a size, names another kind:
"small chocolate milk" is the carton of chocolate milk, not the milk chocolate bar; "the big
yoghurt tub" is yoghurt, not the large bin bags.

The search weighs each word alone, so the size word can pull a product of the same words in
another order (or one word short) ahead of the one whose own name is the phrase. A product
named by the very phrase said, in its order, is the kind asked for.
"""

from __future__ import annotations

from hub.assistant.brain.matching import without_glued_and
from hub.record import Record
from hub.text import words


def _phrases(hit: Record) -> list[list[str]]:
    """The product's names and keywords, each as its words."""
    said: list[list[str]] = []
    for field in ("name", "keywords"):
        value = hit.get(field) or {}
        for language in ("en", "ar"):
            entry = value.get(language) if isinstance(value, dict) else None
            texts = entry if isinstance(entry, list) else [entry] if isinstance(entry, str) else []
            said.extend(words(text) for text in texts)
    return said


def named_by_phrase(goods: list[str], hit: Record) -> bool:
    """Whether the words of the goods, in their order, are one of the product's names or
    keywords, or run together within one."""
    if len(goods) < 2:
        return False
    goods = [_bare(word) for word in [without_glued_and(goods[0]), *goods[1:]]]
    size = len(goods)
    return any(
        [_bare(word) for word in phrase[start : start + size]] == goods
        for phrase in _phrases(hit)
        for start in range(len(phrase) - size + 1)
    )


# "حليب شوكولاته" is "حليب بالشوكولاته" said without "with the": the same phrase
_ARTICLES = ("بال", "ال")


def _bare(word: str) -> str:
    for article in _ARTICLES:
        if word.startswith(article) and len(word) - len(article) >= 3:
            return word[len(article) :]
    return word


def by_the_phrase_first(goods: list[str], hits: list[Record], found: list[Record]) -> list[Record]:
    """The hits with the products `found` for the goods alone that the phrase names put
    first; the hits as they were when none is so named, or the first already is."""
    if hits and named_by_phrase(goods, hits[0]):
        return hits
    exact = [hit for hit in found if named_by_phrase(goods, hit)]
    if not exact:
        return hits
    ids = {hit["_id"] for hit in exact}
    return [*exact, *(hit for hit in hits if hit["_id"] not in ids)]
