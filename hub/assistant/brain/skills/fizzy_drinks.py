"""Fizzy drinks asked as a kind, often in the place of one ("a fizzy drink instead of pepsi,
he's diabetic", "شي يشربه بدل البيبسي، يحب الغازي"): the sodas and the sparkling waters,
kept to a need said in the talk.

No product's name says "fizzy", and a cola's name says neither "fizzy" nor "sparkling", so
neither a word search nor a cook's substitutes finds the kind: its goods are read from the
drinks aisles by what they are (a cola, a soda, a sparkling water), and the one it stands in
for, which the shopper named to leave, is never among them.
"""

from __future__ import annotations

import re

from hub.assistant.brain.needs import NEED_WORDS, avoided_words, need_of, need_said_words
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import quiet_search
from hub.assistant.brain.skills.dietary import binding, fitting_ids, say_kept
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.skills.meal_goods import aisle_products
from hub.assistant.brain.skills.recipe_diets import need_in_talk
from hub.assistant.brain.turn import Turn
from hub.record import Record

_ASKED = Gated(
    r"\b(?:fizzy|sparkling|carbonated|sodas?|soft drinks?|gassy)\b"
    r"|(?<!\w)(?:ال)?(?:غازي|غازيه|غازيات|غازية|فوار|فواره|صودا)(?!\w)"
    r"|\b(?:el ?)?(?:ghazi|ghazeya|ghaziya|ghazya|ghazyat|ghaziyat|6azi)\b"
)
_DRINK_AISLES = ("cat-beverages", "cat-water")
_FIZZY_NAME = Pattern(r"\b(?:sparkling|cola|pepsi|7 ?up|mirinda|sprite|soda|fizzy|tonic)\b", re.I)
# The one left: "instead of pepsi", "بدل البيبسي", "bdal el pepsi" (read "بدال ال pepsi")
_LEFT = Pattern(
    r"(?:instead of|rather than|in place of|(?<!\w)(?:بدل|بدال|عوض|بدال عن|بدل عن))"
    r"\s+(?:the\s+|el\s+|il\s+|ال\s+)?(\w{2,})",
    re.I,
)


# A soda named to leave ("بدل البيبسي", "instead of coke"): something fizzy is what is asked
_SODA = Pattern(r"(?:ال)?(?:pepsi|cola|coke|7up|sprite|mirinda|بيبسي|كولا|كوك|سفن|ميرندا|سبرايت)")


def _a_soda(word: str | None) -> bool:
    return word is not None and _SODA.fullmatch(word.lower()) is not None


def asks_fizzy(text: str) -> bool:
    return _ASKED.search(text) is not None


def _fizzy(product: Record) -> bool:
    name = product.get("name")
    english = str(name.get("en") if isinstance(name, dict) else name or "")
    return _FIZZY_NAME.search(english) is not None


def _is_the_left(product: Record, left: str | None) -> bool:
    """The one named to leave, as named in either script, less any "diet" variant of it."""
    if not left:
        return False
    name = product.get("name") or {}
    texts = [str(v).lower() for v in (name.values() if isinstance(name, dict) else [name])]
    if any("diet" in t or "دايت" in t for t in texts):
        return False
    left = left.lower().removeprefix("ال")
    return any(left in t or left.removeprefix("ال") in t for t in texts)


async def _another_asked(turn: Turn, left: re.Match[str] | None) -> bool:
    """Goods named besides the soda left ("instead of pepsi get me water", "بدل البيبسي ابي
    ماي", "bdal il pepsi abi 3aseer"): a drink of another kind is asked, not a fizzy one."""
    leaving = {w.lower().removeprefix("ال") for w in left.group(0).split()} if left else set()
    text = turn.message.for_model
    # the need's words ("without sugar", "diet") keep the drink to it; they name no goods
    needs = NEED_WORDS | avoided_words(text) | need_said_words(text)
    for word in turn.utterance.topic:
        bare = word.lower().removeprefix("ال")
        if bare in leaving or word in needs or _a_soda(word) or len(bare) < 3:
            continue
        if any(not _fizzy(hit) for hit in await quiet_search(turn, word)):
            return True
    return False


async def answer_fizzy(turn: Turn) -> bool:
    """The fizzy drinks, kept to the need in talk, less the one left; False when the message
    asks no fizzy drink, or asks one with neither a need nor one to leave."""
    text = turn.message.for_model
    left_match = _LEFT.search(text) or _LEFT.search(turn.typed_and_read)
    left = left_match.group(1) if left_match else None
    if not (asks_fizzy(text) or asks_fizzy(turn.typed_and_read) or _a_soda(left)):
        return False
    if not asks_fizzy(text) and await _another_asked(turn, left_match):
        return False  # "instead of pepsi get me water": the water, which the search finds
    pool = [
        product
        for product in await aisle_products(turn, _DRINK_AISLES)
        if _fizzy(product) and not _is_the_left(product, left)
    ]
    if not pool:
        return False
    need = need_in_talk(turn, need_of(text))
    if not (binding(need) or left):
        return False  # "perrier sparkling water": the one named, which the search finds
    if binding(need):
        fitting = fitting_ids(pool, need)
        if not fitting:
            return False
        say_kept(turn, need)
        show_products(turn, fitting, "need_found")
        return True
    ids = [p["_id"] for p in pool if in_stock(p)] + [p["_id"] for p in pool if not in_stock(p)]
    show_products(turn, ids)
    return True
