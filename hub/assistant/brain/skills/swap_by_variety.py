"""What goes in a line's place named by its variety alone: "take the spicy chips out and put
plain salted instead", "add the salted ones in their place". The variety is of the goods the
line holds (salted chips), never goods of that word elsewhere (table salt, salted butter).
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import head_word, quiet_search, unmet_words
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# words that say the plain one, or only point: "plain salted", "the salted ones"
_NO_VARIETY = frozenset(
    words("plain regular normal ones one the some their its place instead عادي العادي مكانه بداله")
)


async def of_the_line_kind(
    turn: Turn, put: list[str], taken: list[str], held: Record
) -> tuple[Record, list[str]] | None:
    """The one product in stock of the held line's aisle holding the line's kind word and
    every variety word said for what goes in its place, with those words; None otherwise."""
    variety = [word for word in put if word not in _NO_VARIETY]
    kind = head_word(taken) if taken else ""
    if not variety or not kind or kind in variety:
        return None
    hits = await quiet_search(turn, " ".join([*variety, kind]))
    fitting = [
        hit
        for hit in hits
        if hit["_id"] != held["_id"]
        and hit.get("categoryId") == held.get("categoryId")
        and not unmet_words([*variety, kind], [hit], sound_alike=False)
        and stock_of(hit) > 0
    ]
    return (fitting[0], [*variety, kind]) if len(fitting) == 1 else None
