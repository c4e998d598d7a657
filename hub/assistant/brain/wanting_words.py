"""Words of wanting, of asking and of whom for, said beside a need, which name no goods: "العيال
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

# Asking said in chat spelling, and goods as a kind read from Arabizi ("ashya" read "اشيا"),
# which name none: "wat sugar free stuff do u sell", "shno 3indkum ashya bdoon sukkar"
_ASKING = frozenset(words("wat wot wut wht wats whts u ur اشيا اشياا"))

# Kin the kin words leave out: "my grandad is diabetic, wat sugar free stuff do u sell"
_MORE_KIN = frozenset(words("grandad granddad grandfather grandmother granny mommy daddy"))

# A kin word with "ل" (for) written onto it: "لبنت", "لولدي", "للعيال"
_FOR_KIN = frozenset(
    form for word in KIN_WORDS if not word.isascii() for form in (f"ل{word}", f"لل{word}")
)

NO_GOODS_WORDS = _WANTING | _ASKING | _MORE_KIN | _FOR_KIN
