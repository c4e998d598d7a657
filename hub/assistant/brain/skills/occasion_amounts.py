"""How much to buy for an occasion's count of people: "we're having 15 over friday, what
do i need", "عزيمه ١٥ شخص شنو اشتري", "shawi 7ag 20 nafar".

The occasion's list across the aisles is the same for 5 or 50; the count said beside it
changes how much of the food a person eats is needed. Where the assistant has a usual
portion per person (the raw weight of meat or rice at a Gulf table), its amount for that
many is said, as a figure the shopper can check; the rest of the list (drinks, sweets,
tableware) has no such rule and stays a suggestion. A barbecue is its meat; a meal hosted
for guests (an invitation, people over, a gathering, an iftar) its meat and rice; a party
or a trip has no portion rule, and is only no longer asked how many it is for.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import portions
from hub.assistant.brain.skills.portions import Portion
from hub.assistant.brain.skills.recipes import guests_said
from hub.assistant.brain.turn import Turn

# Who comes, counted: "for 12 kids", "٢٠ طفل", "15 friends" (the people of a meal are read by
# the utterance already: "15 people", "١٥ شخص", "15 nafar")
_COUNTED = Gated(
    r"\b(\d+) (?:kids|children|friends|family members|relatives|ppl|people|guests|persons"
    r"|of us)\b"
    r"|(?<!\w)(?:ل|لـ|حق)?\s?(\d+) (?:طفل|اطفال|عيال|ياهل|يهال|ربع|ضيف|ضيوف|شخص|اشخاص|نفر)(?!\w)"
    # ...or the guests before their count: "ضيوف ١٠", "guests 10"
    r"|(?<!\w)(?:guests|ضيوف|صيوف|ذيوف|ديوف) (\d+)(?!\w)"
)
# A meal hosted for guests, not a party of snacks: an invitation ("عزيمه", "عزومه"), people
# had over, a gathering, a dinner or lunch given ("3azeema" is read "عزيمه")
_HOSTED = Gated(
    r"\b(?:people|guests|friends|family|folks|company) (?:over|coming)\b|\bgathering\b"
    r"|\bget[- ]together\b|\b(?:dinner|lunch) (?:party|for)\b|\bhosting\b"
    r"|\b(?:getting|get|bringing|having) (?:\d+ |the |some |a few |all the )?"
    r"(?:people|friends|family|folks|relatives|guests|everyone) together\b"
    r"|(?<!\w)(?:ال|لل)?(?:عزيم\w*|عزوم\w*|عازم\w*|ضيوف|صيوف|ذيوف|ديوف|تجمع\w*|جمع[هة] (?:ال)?ربع)"
    r"(?!\w)"
)
# The portions each occasion's food is bought by, by the food's name in `portions`
_BY_OCCASION = {
    "bbq": ("meat",),
    "hosted": ("meat", "rice (uncooked)"),
    # the Ramadan table's main dish after its dates and soup
    "iftar": ("meat", "rice (uncooked)"),
}
# Too many to be guests at home: a count this large is no head count ("party for 2026")
_MOST = 500


def people_of(turn: Turn) -> int | None:
    """The count of people the occasion is for, said in the message."""
    found = _COUNTED.search(turn.message.for_model)
    count = turn.utterance.servings or guests_said(turn.message.text)
    if count is None and found is not None:
        count = int(next(group for group in found.groups() if group))
    return count if count is not None and 1 < count <= _MOST else None


def portions_for(occasion: str, text: str) -> tuple[Portion, ...]:
    """The portion rules of the occasion's food: a barbecue's meat, a hosted meal's meat and
    rice; none of a party of snacks or a trip."""
    kind = "hosted" if occasion == "party" and _HOSTED.search(text) else occasion
    names = _BY_OCCASION.get(kind, ())
    return tuple(p for name in names for p in portions.RULES if p.food.en == name)


def say_amounts(turn: Turn, rules: tuple[Portion, ...], people: int) -> None:
    """Each rule's amount for that many, as the portion answer words it."""
    for rule in rules:
        turn.text_block(portions.need_line(turn, rule, people))
