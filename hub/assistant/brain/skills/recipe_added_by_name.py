"""A recipe added by its dish's name: "add the machboos too", "زين حط المجبوس بعد", "7ut il
machboos kaman".

No product is called machboos, but a spice mix lists it among its uses, so read as goods the
dish became one pack of bzar. A dish of ours named in a wish to add is its recipe's goods,
unless a product of that very name is sold ("add the hummus": the tin of hummus).
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import quiet_recipes, quiet_search
from hub.assistant.brain.turn import RECIPE, Turn
from hub.record import Record
from hub.text import words

# "too", "as well", "also": the dish is added beside what went before, no goods of its own
_ALSO = frozenset(words("too also as well kaman kman bad ba3d بعد كمان ايضا برضو بعدين"))


def _dish_words(turn: Turn) -> list[str]:
    return [word for word in turn.utterance.topic if word.lower() not in _ALSO]


def _names_its_own(said: list[str], record: Record) -> bool:
    """Whether every word said is a word of the record's own name."""
    own = [token for text in matching.name_texts(record) for token in matching.stems(text)]
    return all(any(matching.same_word(word, token) for token in own) for word in said)


def _named_in(said: list[str], record: Record) -> bool:
    """Whether a word said is a word of the record's own name or of its aisle's ("pasta" is
    the penne's aisle)."""
    aisle = str(record.get("categoryId") or "").replace("cat-", "").replace("-", " ")
    own = [token for text in matching.name_texts(record) for token in matching.stems(text)]
    own += matching.stems(aisle)
    return any(matching.same_word(word, token) for word in said for token in own)


async def dish_added(turn: Turn) -> Record | None:
    """The recipe whose dish a wish to add names, when no product bears that name."""
    u = turn.utterance
    if not u.has("ADD") or u.has("REMOVE", "NEGATION") or u.asks or u.left_out:
        return None
    said = _dish_words(turn)
    if not said or not isinstance(turn.memory.get(RECIPE), str):
        return None  # recipes not yet talked of: the words are goods first
    recipes = await quiet_recipes(turn)
    ranked = matching.ranked(said, recipes or [])
    if not ranked or not _names_its_own(said, ranked[0]):
        return None
    hits = await quiet_search(turn, " ".join(said))
    if any(_named_in(said, hit) for hit in hits or []):
        return None  # "add the hummus", "add pasta": goods of that name
    return ranked[0]
