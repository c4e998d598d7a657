"""English words a shopper mixes into Arabizi ("abi 2 milk"), which must stay English.

The brain's own English request words (`lexicon`) plus everyday grocery and shopping words.
A Latin word outside this list, in a message already typed in Arabizi, is read as Arabizi.
"""

from __future__ import annotations

import functools

from hub.assistant.brain.lexicon import CONCEPTS, STOP_WORDS

_EVERYDAY = ["milk", "bread", "eggs", "egg", "rice", "sugar", "salt", "oil", "water", "juice", "tea", "coffee", "cheese", "butter", "yoghurt", "yogurt", "laban", "labneh", "chicken", "meat", "lamb", "beef", "fish", "shrimp", "tomato", "tomatoes", "onion", "onions", "potato", "potatoes", "cucumber", "cucumbers", "lemon", "lemons", "mint", "banana", "bananas", "apple", "apples", "orange", "oranges", "dates", "flour", "pasta", "spaghetti", "noodles", "chips", "chocolate", "cake", "biscuits", "cream", "honey", "vinegar", "spices", "pepper", "garlic", "lettuce", "carrot", "carrots", "parsley", "coriander", "yoghurts", "loaf", "pack", "packs", "bottle", "bottles", "box", "kg", "g", "l", "ml", "kilo", "kilos", "litre", "liter", "pcs", "piece", "pieces", "dozen", "half", "fils", "kd", "dinar", "dinars", "cheap", "cheaper", "cheapest", "price", "budget", "total", "order", "cart", "delivery", "express", "offer", "offers", "coupon", "code", "points", "recipe", "machboos", "harees", "hummus", "tabbouleh", "fattoush", "shakshuka", "please", "ok", "okay", "thanks", "hi", "hello", "yes", "no", "the", "a", "an", "and", "or", "to", "for", "of", "in", "on", "with", "my", "me", "i", "you", "it", "this", "that", "knet", "visa", "cash", "almarai", "nadec", "kdd", "baladna", "lurpak", "puck", "kiri", "tilda", "barilla", "indomie", "heinz", "vimto", "galaxy", "nestle", "americana", "kupco", "kfmb", "mazola", "aseel", "borges", "bayara", "wazzan", "alali"]


@functools.lru_cache(maxsize=1)
def _known() -> frozenset[str]:
    lexicon = {
        word
        for phrases in CONCEPTS.values()
        for phrase in phrases
        for word in phrase
        if word.isascii()
    }
    return frozenset(_EVERYDAY) | lexicon | {w for w in STOP_WORDS if w.isascii()}


def is_english_word(word: str) -> bool:
    lower = word.lower()
    known = _known()
    return lower in known or lower.rstrip("s") in known
