"""A dish's ingredient swapped for a diet: "bulgur has gluten right? can i use quinoa instead".

The swap is the dish's own line for the good named beside it, whichever order they are said
in, and the diet that asked for it is answered from both goods' records: the line the dish
has and the good that would take its place.
"""

from __future__ import annotations

from hub.assistant.brain import replies
from hub.assistant.brain.needs import ALLERGEN_WORDS, Need
from hub.assistant.brain.skills.common import names_of
from hub.assistant.brain.skills.need_judged import FREE_FLAG, judged
from hub.assistant.brain.skills.recipe_diets import checked, need_in_talk, need_words
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# A diet named by its own word, beside the allergens named ("has gluten", "فيه جلوتين")
_DIET_WORDS = {"vegan": "vegan", "نباتي": "vegan", "vegetarian": "vegetarian"}


def need_asked(turn: Turn) -> Need:
    """The need the swap is for: the one said in the conversation, else the allergen or diet
    the message names ("bulgur has gluten no?" asks the swap to keep gluten away)."""
    need = need_in_talk(turn)
    if checked(need):
        return need
    flags: set[str] = set()
    avoid: set[str] = set()
    for word in words(turn.message.for_model.lower()):
        bare = word.removeprefix("ال")
        allergen = ALLERGEN_WORDS.get(word) or ALLERGEN_WORDS.get(bare)
        if allergen in FREE_FLAG:
            flags.add(FREE_FLAG[allergen])
        elif allergen is not None:
            avoid.add(allergen)
        elif (diet := _DIET_WORDS.get(word) or _DIET_WORDS.get(bare)) is not None:
            flags.add(diet)
    return Need(frozenset(flags), frozenset(avoid), False)


def tell_goods(turn: Turn, goods: list[Record]) -> None:
    """Each good of the swap against the need asked, from its own record."""
    need = need_asked(turn)
    if not checked(need):
        return
    said = need_words(need)
    for product in goods:
        key = {"keeps": "swap_good_keeps", "breaks": "swap_good_breaks"}.get(
            judged(product, need), "swap_good_unknown"
        )
        turn.text_block(replies.figures(key, turn.language, name=names_of(product), need=said))
