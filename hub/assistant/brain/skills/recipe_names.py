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
from hub.assistant.brain.normaliser import read_as_arabizi
from hub.assistant.brain.skills.common import quiet_recipes, unmet_words
from hub.assistant.brain.turn import INTENT, Turn
from hub.record import Record

# Turns after which a dish's one-word name is the recipe offered, not the product
_RECIPES_OFFERED = ("meal_ideas", "recipe", "add_recipe_to_cart", "recipe_servings", "recipe_cost")


def _name_words(recipe: Record, dropped: Callable[[str], bool]) -> list[tuple[str, ...]]:
    """Each of the recipe's names as its words, what the brackets say a name of its own:
    "Murabyan (Kuwaiti Shrimp Rice)" is named by "murabyan" and by "kuwaiti shrimp rice";
    less the words `dropped` says."""
    texts = matching.name_texts(recipe)
    texts += [text.split("(", 1)[1].rstrip(") ") for text in texts if "(" in text]
    return [kept for text in texts if (kept := _words_of(text, dropped))]


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


async def recipe_named_whole(
    turn: Turn, *, one_word: bool = False, as_arabizi: bool = False
) -> Record | None:
    """The recipe every word of whose name the message holds; None when none is, or the
    name is of one word, no recipe was just offered and `one_word` does not let it be.
    `as_arabizi`: a Latin word beside English is tried as the Gulf word it may spell too
    ("adas soup" is the lentil soup, "عدس")."""
    said = turn.utterance.topic
    if not said:
        return None
    # Arabizi's dish names as typed too: "murabyan" is read "موربين", the name is "Murabyan"
    said = [*said, *(word for word in matching.stems(turn.input.text.lower()) if word.isascii())]
    if as_arabizi:
        said += [read for word in said if (read := read_as_arabizi(word)) != word]
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


def words_it_lacks(recipe: Record, said: list[str]) -> list[str]:
    """The words of `said` the recipe neither is named by nor is made with: "with tahini" of
    the hummus is one of its ingredients, "shorbat" (typed in Latin letters beside English)
    the Arabic of its name; "biryani" of the chicken machboos is another dish."""
    lacking = unmet_words(said, [recipe])
    if not lacking:
        return []
    notes = {
        token
        for item in recipe.get("ingredients") or []
        for text in matching.name_texts(item, "note")
        for token in matching.stems(text)
    }
    kept: list[str] = []
    for word in lacking:
        if any(matching.same_word(word, note) for note in notes):
            continue
        read = read_as_arabizi(word)
        if read != word and not unmet_words([read], [recipe]):
            continue
        kept.append(word)
    return kept


_RUN = 2  # words in a row that name a dish by its names and keywords: "shrimp rice"


async def dish_said_in_a_run(turn: Turn) -> Record | None:
    """The recipe that words said in a row name, each one of its names' or keywords' words
    (a Latin word tried as the Gulf word it may spell): "the shrimp rice", "adas soup"; of
    the longest such run. One word alone ("soup") names no dish of ours."""
    said = turn.utterance.topic
    if len(said) < _RUN:
        return None
    recipes = await quiet_recipes(turn)
    if not recipes:
        return None
    read = [r if (r := read_as_arabizi(word)) != word else word for word in said]
    best: tuple[int, Record] | None = None
    for recipe in matching.ranked(said, recipes)[:_RANKED]:
        run = 0
        for word, spelt in zip(said, read, strict=True):
            held = not unmet_words([word], [recipe]) or not unmet_words([spelt], [recipe])
            run = run + 1 if held else 0
            if run >= _RUN and (best is None or run > best[0]):
                best = (run, recipe)
    return best[1] if best else None


_RANKED = 3  # the recipes sharing most words with the message, the only ones tried
