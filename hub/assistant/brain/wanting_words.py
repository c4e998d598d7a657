"""Words of wanting and of whom for, said beside a need, which name no goods: "العيال
يبون سناكات بدون مكسرات" (the kids want snacks), "سناكات لبنت اختي" (for my sister's
daughter), "yabon snacks". Read as goods, "ويبون" sounds like some product's word and "لبنت"
is held by none, so the snacks asked were said not to be had."""

from __future__ import annotations

from hub.assistant.brain.kin_words import KIN_WORDS
from hub.text import words

_WANTING = frozenset(
    words(
        "يبون ويبون يبي ويبي تبي وتبي يبغون ويبغى يبغى تبغى يبغي يحبون ويحبون"
        # Arabizi as read into Arabic letters: "yabon" (يبون), "ybghon"
        " yabon ybon yaboon ybon yabi ybi ybgho ybghon"
    )
)

# A kin word with "ل" (for) written onto it: "لبنت", "لولدي", "للعيال"
_FOR_KIN = frozenset(
    form for word in KIN_WORDS if not word.isascii() for form in (f"ل{word}", f"لل{word}")
)

NO_GOODS_WORDS = _WANTING | _FOR_KIN
