"""Goods told by what they are for beside goods named, in an order asked again: "the tide,
the fairy and the bathroom stuff", "التايد والفيري واغراض الحمام", "w a8rad il 7amam".

They tell what the order held, not a part of it to pick: the order is asked whole, and the
words of the use ("bathroom", "الحمام") name no goods an order must hold to be the one meant."""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# "the bathroom stuff", "cleaning things"; "اغراض الحمام", "حاجات المطبخ"
_BY_USE = Gated(
    r"\b(?P<en>\w+) (?:things|stuff|items|bits|essentials)\b"
    r"|(?<!\w)(?:اغراض|أغراض|الاغراض|واغراض|حاجات|الحاجات|وحاجات|اشياء|الاشياء|واشياء|مقاضي)"
    r" (?P<ar>\S+)"
)
_GROUP = frozenset(
    {"things", "stuff", "items", "bits", "essentials", "اغراض", "أغراض", "الاغراض", "واغراض",
     "حاجات", "الحاجات", "وحاجات", "اشياء", "الاشياء", "واشياء", "مقاضي"}
)  # fmt: skip


def told_by_use(turn: Turn) -> bool:
    """Whether the message tells goods by what they are for."""
    return _BY_USE.search(turn.typed_and_read) is not None


def use_words(turn: Turn) -> set[str]:
    """The words of each such telling: the group's and the use's."""
    said = turn.typed_and_read
    found = _BY_USE.pattern.finditer(said) if _BY_USE.search(said) else iter(())
    words = {word for match in found for word in (match.group("en"), match.group("ar")) if word}
    return words | _GROUP if words else set()
