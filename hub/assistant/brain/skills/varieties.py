"""A brand's variety named among several of it shown: "chicken w curry" after the Indomie
noodles, "3 salt w 2 chili lemon" after the Lay's chips.

Each part names one variety by the words of its own name, spelt as the shopper spells them:
"chili lemon" is the Chile Limón (a letter apart each), and "salt" the Salted, not the Salt &
Vinegar, whose name says one flavour more than was asked. A word no variety's name holds even
loosely names none of them ("labneh" after Al Rawabi's goods is not its laban)."""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.record import Record


def _name_words(product: Record) -> set[str]:
    return {word for text in matching.name_texts(product) for word in matching.stems(text)}


def _alike(token: str, word: str, *, by_sound: bool = True) -> bool:
    """A word of the name as the shopper may spell it: a typo, its start ("salt" of
    "Salted"), or, `by_sound`, the same consonants ("chili" of "Chile", "lemon" of "Limón")."""
    if matching.same_word(token, word, sound_alike=False):
        return True
    if len(token) < _LEAST or len(word) < _LEAST or not (token.isascii() and word.isascii()):
        return False
    return word.startswith(token) or (by_sound and _skeleton(token) == _skeleton(word))


_LEAST = 4  # letters a word needs before it is matched loosely
_VOWELS = frozenset("aeiouy")


def _skeleton(word: str) -> str:
    letters = word[:1] + "".join(ch for ch in word[1:] if ch not in _VOWELS)
    return "".join(ch for i, ch in enumerate(letters) if i == 0 or ch != letters[i - 1])


def _holds(name: set[str], stems: list[str], *, loosely: bool, by_sound: bool = True) -> bool:
    if set(stems) & name:
        return True
    return loosely and any(
        _alike(token, word, by_sound=by_sound) for token in stems for word in name
    )


def the_variety(listed: list[Record], topic: list[str]) -> list[Record]:
    """The one variety of a brand shown (two or more of it) whose own name says every word of
    `topic`; none when the words fit several alike or none."""
    brands = [str((p.get("brand") or {}).get("_id") or "") for p in listed]
    ranged = [
        p for p, brand in zip(listed, brands, strict=True) if brand and brands.count(brand) > 1
    ]
    said = [matching.stems(token) for token in topic]
    names = {id(p): _name_words(p) for p in ranged}
    strictly = [p for p in ranged if all(_holds(names[id(p)], s, loosely=False) for s in said)]
    if len(strictly) > 1:
        return []  # "milk" after several milks of a brand: which one is asked
    # one word alone is matched by its start only: "lemon" after the chips is the fruit
    by_sound = len(said) > 1
    loosely = [
        p
        for p in ranged
        if all(_holds(names[id(p)], s, loosely=True, by_sound=by_sound) for s in said)
    ]
    if len(loosely) == 1:
        return loosely
    if len(loosely) > 1 and strictly:
        # "salt": the Salt & Vinegar spells it, the Salted starts with it; the plainest
        return _saying_least_else(loosely, ranged, said, names)
    return strictly


def _saying_least_else(
    named: list[Record], ranged: list[Record], said: list[list[str]], names: dict[int, set[str]]
) -> list[Record]:
    """Of varieties alike to the words, the one whose name says nothing more than they do
    beside what every variety's name says ("Lay's ... Potato Chips"): "salt" is the Salted."""
    common = set.intersection(*(names[id(p)] for p in ranged))
    spoken = [word for stems in said for word in stems]

    def extra(product: Record) -> int:
        rest = names[id(product)] - common
        return sum(not any(_alike(token, word) for token in spoken) for word in rest)

    least = min(extra(p) for p in named)
    fewest = [p for p in named if extra(p) == least]
    return fewest if len(fewest) == 1 else []
