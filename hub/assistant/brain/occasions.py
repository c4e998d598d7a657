"""Goods wished for an occasion: "stuff for a graduation party", "drinks for a housewarming",
"اغراض حق طلعة البر", "aghra6 7ag 7aflat ta5arruj".

The intent model reads the occasion (a party, a trip, school) as another matter's words and
finds the message off-topic, while the domain gate, which weighs the whole message, finds it
the store's. Where the two disagree so, the message's shape decides: it opens with goods as a
kind (stuff, snacks, drinks, اغراض) wished for something, and that is a search. What is wished
for other than goods ("what should i wear for the party") has no such opening.
"""

from __future__ import annotations

import re

_GOODS_FOR = re.compile(
    r"^(?:(?:i |we )?(?:need|want|looking for|get me|buy) )?(?:some |any )?(?:stuff|things"
    r"|snacks|drinks|food|supplies|goodies|treats|sweets|desserts|groceries|party food)"
    r"(?: and (?:snacks|drinks|juices?|sweets|food))? for (?:a|an|the|my|our|\w+'s|\w+s') \w+"
    r"|^(?:(?:ابي|ابغي|ابغى|نبي|نبغي|عطني|عطوني) )?(?:شي|اشياء|اشيا|اغراض|اغرط|اغراظ|سناكات|سناك"
    r"|snacks|مشروبات|مشروبت|حلويات|حلويت|اكل|تجهيزات|مقاضي) (?:حق|حقت|لل|ل)\s?\w+"
)
# how sure the gate must be that the message is the store's, for the shape to decide
GATE_FINDS_IT_OURS = 0.1


def goods_for_an_occasion(text: str) -> bool:
    """Whether the (normalised, lower-case) message wishes for goods as a kind for something."""
    return _GOODS_FOR.search(text.strip()) is not None
