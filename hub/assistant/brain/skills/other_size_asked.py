"""A smaller or bigger one asked of the one product in view, with nothing else named: "how
much? and is there a smaller one?", "اكو اصغر منه؟", "fee akbar mina?".

The words are only of its size, so no search of them finds anything: the product's card is
shown, with its price and the sizes it comes in, and a product sold in one size only is
said to be so, never "not found".
"""

from __future__ import annotations

from hub.assistant.brain.skills import size_of_named
from hub.assistant.brain.skills.besides_named import besides_words
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.grounding import PACK_WORDS
from hub.assistant.brain.skills.lines import extent_words
from hub.assistant.brain.turn import FOCUS, Turn

# Arabizi's "asghar", "akbar" as read into Arabic letters
_READ_EXTENTS = frozenset({"اسغر", "اصغر", "اكبر", "اكبار"})
# A size other than the one in view, asked by comparing: "bigger", "اكبر", "asghar" (not
# "the big one", a pick of a pack of it)
_COMPARED = frozenset({"bigger", "smaller", "larger", "اكبر", "اصغر", "اسغر", "اكبار"})
_PACKS = PACK_WORDS | {"tin", "tins", "can", "bottle", "size", "one", "حجم", "علبه", "علبة"}


def asks_another_size(turn: Turn) -> bool:
    """Whether the message compares a size with the one in view ("fee 7ajm akbar?")."""
    return bool(_COMPARED & set(turn.utterance.topic))


async def answer(turn: Turn) -> bool:
    """The card of the one in view, said in one size or in several, when the message asks
    only for another size of it."""
    topic = [word for word in turn.utterance.topic if word not in _PACKS]
    sized = [word for word in topic if word in _READ_EXTENTS] + extent_words(topic)
    if not topic or not sized:
        return False
    if len(set(sized)) != len(set(topic)):
        # "بكم النيدو؟ فيه حجم اكبر؟": a size of the goods named beside it, when one of ours;
        # "labneh other than almarai in a bigger tub" asks the others, not the Almarai's sizes
        named = [word for word in topic if word not in sized]
        if besides_words(turn) or not _COMPARED & set(sized):
            return False
        return await size_of_named.answer(turn, named)
    shown = turn.shown()
    if not isinstance(turn.memory.get(FOCUS), str) and len(shown) != 1:
        return False
    focus = turn.focus()
    if focus is None:
        return False
    product = (await products_by_ids(turn, [focus])).get(focus)
    if product is None:
        return False
    several = len(product.get("variants") or []) > 1
    turn.say("sizes_of_it" if several else "one_size_only")
    turn.block({"kind": "product_detail", "productId": focus})
    turn.set_focus(focus)
    turn.chips("add_first", "cart")
    return True
