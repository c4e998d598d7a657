"""A recipe of the store named whole in the shopper's own words: "the lentil soup sounds good
whats in it", "شوربة العدس شنو فيها", "el shorbat 3ads 7elwa shno fiha".

The model reads such a message by its question ("whats in it" of a product) and the name
alone by its words ("lentil" a product's), so a turn that names every word of a recipe's name
is that recipe, asked about. A name of one word ("hummus", "harees") is a product's too: it
is the recipe's only right after recipes were offered.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from operator import is_

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import quiet_recipes
from hub.assistant.brain.turn import INTENT, Turn
from hub.record import Record

# Turns after which a dish's one-word name is the recipe offered, not the product
_RECIPES_OFFERED = ("meal_ideas", "recipe", "add_recipe_to_cart", "recipe_servings", "recipe_cost")


def _name_words(recipe: Record, dropped: Callable[[str], bool]) -> list[tuple[str, ...]]:
    """Each of the recipe's names as its words, the words in brackets set aside: "Murabyan
    (Kuwaiti Shrimp Rice)" is named by "murabyan"; less the words `dropped` says."""
    return [kept for text in matching.name_texts(recipe) if (kept := _words_of(text, dropped))]


@functools.lru_cache(maxsize=1 << 12)
def _words_of(name: str, dropped: Callable[[str], bool]) -> tuple[str, ...]:
    """Memoised by the name: every message is held against every recipe's names."""
    return tuple(w for w in matching.stems(name.split("(")[0]) if not dropped(w))


def _keeps(_: str) -> bool:
    return False


class _Names:
    """A list of recipes' names as words, read once: which of their words each word of a
    message is (`same_word`), memoised per word, so that a name is held whole when every
    word of it is one of those. Every recipe's names are held against every message that
    names goods, and the same few words are said again."""

    __slots__ = ("_matched", "names", "parts", "recipes")

    def __init__(self, recipes: list[Record], dropped: Callable[[str], bool]) -> None:
        self.recipes = list(recipes)
        self.names = [(recipe, name) for recipe in recipes for name in _name_words(recipe, dropped)]
        self.parts = frozenset(part for _, name in self.names for part in name)
        self._matched: dict[str, frozenset[str]] = {}

    def read_from(self, recipes: list[Record]) -> bool:
        """Whether these names were read from the very records of `recipes` (records are
        never changed in place)."""
        return len(self.recipes) == len(recipes) and all(map(is_, self.recipes, recipes))

    def matched(self, said: list[str]) -> set[str]:
        """The words of the names that a word of `said` is."""
        found: set[str] = set()
        for word in said:
            parts = self._matched.get(word)
            if parts is None:
                parts = frozenset(part for part in self.parts if matching.same_word(word, part))
                if len(self._matched) < _MOST_WORDS:
                    self._matched[word] = parts
            found |= parts
        return found


_read: dict[Callable[[str], bool], _Names] = {}  # by what is dropped: the last list's names
_MOST_WORDS = 4096
_MOST_LISTS = 8


def _names_of(recipes: list[Record], dropped: Callable[[str], bool]) -> _Names:
    names = _read.get(dropped)
    if names is None or not names.read_from(recipes):
        if len(_read) >= _MOST_LISTS:
            _read.clear()
        names = _read[dropped] = _Names(recipes, dropped)
    return names


def named_whole(
    recipes: list[Record],
    said: list[str],
    *,
    one_word: bool = True,
    dropped: Callable[[str], bool] = _keeps,
) -> Record | None:
    """The recipe of the longest name every word of which `said` holds (names of one word
    only when `one_word`), its words less those `dropped` says: "machboos" names Chicken
    Machboos once a swap's foods are dropped from its name."""
    names = _names_of(recipes, dropped)
    matched = names.matched(said)
    named = [
        (len(name), recipe)
        for recipe, name in names.names
        if (len(name) > 1 or one_word) and matched.issuperset(name)
    ]
    return max(named, key=lambda pair: pair[0])[1] if named else None


async def recipe_named_whole(turn: Turn, *, one_word: bool = False) -> Record | None:
    """The recipe every word of whose name the message holds; None when none is, or the
    name is of one word, no recipe was just offered and `one_word` does not let it be."""
    said = turn.utterance.topic
    if not said:
        return None
    # Arabizi's dish names as typed too: "murabyan" is read "موربين", the name is "Murabyan"
    said = [*said, *(word for word in matching.stems(turn.input.text.lower()) if word.isascii())]
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return None
    offered = one_word or turn.memory.get(INTENT) in _RECIPES_OFFERED
    return named_whole(recipes, said, one_word=offered)


async def dish_named(turn: Turn, *, set_aside: frozenset[str] = frozenset()) -> Record | None:
    """The recipe a word of whose own name the message says (not only a word of its goods),
    the words `set_aside` (of the question asked of it) apart: "machboos" of "what am i
    missing for machboos tomorrow" is Chicken Machboos, "tomorrow" no dish of its own."""
    said = [w for w in turn.utterance.topic if w not in set_aside]
    said += [
        w for w in matching.stems(turn.input.text.lower()) if w.isascii() and w not in set_aside
    ]
    if not said:
        return None
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return None
    for recipe in matching.ranked(said, recipes):
        named = [token for text in matching.name_texts(recipe) for token in matching.stems(text)]
        if any(matching.same_word(word, token) for word in said for token in named):
            return recipe
    return None
