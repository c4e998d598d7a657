"""The branch nearest an area with none of its own: "which branch is closest to mangaf and
is it open right now?", "وين اقرب فرع للمنقف؟", "agrab far3 lil fintas wain?".

A branch named by its area ("the salmiya branch") is found by its own name; an area without
a branch names none, and the shopper got every branch or the general hours. The branches
of the area's governorate are the near ones (Mangaf's is Fahaheel), else those of its
delivery zone; whether each is open now is said before their cards when asked.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.area_spellings import typed_words
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills import open_now
from hub.assistant.brain.turn import BRANCHES, Turn
from hub.record import Record
from hub.storefront.cards import localized

# Near, asked: "nearest", "closest", "near", "اقرب", "قريب", "agrab" (read "اقرب")
_NEAR = Bilingual(
    r"\b(?:nearest|closest|near|nearby|close to|closer)\b",
    r"(?<!\w)(?:اقرب|أقرب|قريب|قريبه|جنب|يم)(?!\w)",
)
_BRANCH = Bilingual(
    r"\b(?:branch|branches|store|shop|supermarket)\b",
    r"(?<!\w)(?:فرع|الفرع|فروع|الفروع|فرعكم|محل|المحل|سوبرماركت)(?!\w)",
)
_SAID = {
    "en": "The nearest to {area}: {branches}.",
    "ar": "الأقرب إلى {area}: {branches}.",
}


def _area_named(said: list[str], areas: list[Record]) -> Record | None:
    """The area the longest run of the words said names."""
    names = matching.names_of(areas)
    for size in range(len(said), 0, -1):
        for start in range(len(said) - size + 1):
            if area := names.best(said[start : start + size], areas):
                return area
    return None


def _area_of(branch: Record, areas: list[Record]) -> Record | None:
    """The delivery area a branch stands in, by the area's name within the branch's own."""
    name = str(localized(branch.get("name"), "en") or "").lower()
    return next(
        (a for a in areas if str(localized(a.get("name"), "en") or "").lower() in name), None
    )


def _near(area: Record, branches: list[Record], areas: list[Record]) -> list[Record]:
    """The branches in the area's governorate, else in its delivery zone."""
    placed = [(branch, _area_of(branch, areas)) for branch in branches]
    for key in ("governorate", "zoneId"):
        near = [b for b, at in placed if at is not None and at.get(key) == area.get(key)]
        if near:
            return near
    return []


async def answered(turn: Turn, branches: list[Record], named: list[Record]) -> bool:
    """Shows the branches nearest the area the message names, when it asks for the nearest
    branch and the area has none of its own (a word loosely like a branch's, `named`, is
    set aside); False otherwise."""
    said = turn.message.for_model
    if _NEAR.search(said) is None or _BRANCH.search(said) is None:
        return False
    areas = await turn.store.delivery_areas()
    area = _area_named(turn.utterance.topic, areas) or _area_named(
        typed_words(turn.input.text), areas
    )
    if area is None or any(_area_of(branch, areas) == area for branch in branches):
        return False  # no area said, or one with a branch of its own: that branch's card
    near = _near(area, branches, areas)
    if not near:
        return False
    language = turn.language
    turn.text_block(
        _SAID[language].format(
            area=localized(area.get("name"), language),
            branches=", ".join(str(localized(b.get("name"), language)) for b in near),
        )
    )
    turn.memory[BRANCHES] = [branch["_id"] for branch in near]
    open_now.say_if_open(turn, near)
    turn.say("branch_named")
    turn.block({"kind": "locations", "branchIds": [branch["_id"] for branch in near]})
    turn.chips("slots", "delivery_info", "offers")
    return True
