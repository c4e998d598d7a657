"""The kind of goods asked on a budget, past the allergens kept out. "nut-free snacks under
2 KD" asks for snacks: searched as "nut free snacks" it finds the one snack whose keywords
say "snack" rather than the aisle of them. "anything under 2 KD" after "snacks with no nuts"
asks the same snacks, still free of nuts: searched again as "snacks nuts" it finds the nuts."""

from __future__ import annotations

from hub.assistant.brain.needs import ALLERGEN_WORDS, NEED_WORDS, Need, avoided_words, need_of
from hub.assistant.brain.skills.recipe_diets import need_in_talk
from hub.assistant.brain.turn import Turn


def kind_past_need(words: list[str], text: str) -> list[str]:
    """`words` without those of an allergen kept out and of the keeping ("free", "without");
    `words` as they are when no allergen is kept out or nothing else is left."""
    if not need_of(text).avoid:
        return words
    kept_out = avoided_words(text) | NEED_WORDS
    return [word for word in words if word not in kept_out] or words


def budget_need(turn: Turn) -> Need:
    """The message's own need, with the allergens kept out earlier in the talk: an allergy
    told once still holds when only a budget is said next."""
    own = need_of(turn.message.for_model)
    return Need(own.flags, own.avoid | need_in_talk(turn).avoid, own.protein)


def carried_kind(turn: Turn, asked: list[str]) -> list[str]:
    """The words the goods shown were asked by, without the allergens kept out of them."""
    avoid = need_in_talk(turn).avoid
    if not avoid:
        return asked
    kept = [
        word
        for word in asked
        if (ALLERGEN_WORDS.get(word) or ALLERGEN_WORDS.get(word.removeprefix("ال"))) not in avoid
    ]
    return kept or asked
