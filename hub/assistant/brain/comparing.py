"""Two goods weighed against each other, or the cheapest of a kind asked, read by shape.

"X or Y" with a comparative, "the difference between": the words around them mislead the
model, so the shape readings ask these before its pick.
"""

from __future__ import annotations

from hub.assistant.brain.arabic_words import glued_and
from hub.assistant.brain.utterance import Utterance

_CHEAPEST_WORDS = frozenset(
    {"cheapest", "cheap", "الارخص", "ارخص", "ارخس", "رخيص", "رخيصه", "بارخص"}
)
_COMPARATIVES = frozenset({"cheaper", "pricier", "ارخص", "اغلي", "ارخس"})
_ALTERNATIVES = frozenset({"or", "vs", "versus", "ولا", "او", "والا"})


def which_of_two(utterance: Utterance) -> bool:
    """A price comparative and two things either side of "or" / "ولا"."""
    tokens = utterance.tokens
    if not set(tokens) & _COMPARATIVES:
        return False
    split = next((n for n, token in enumerate(tokens) if token in _ALTERNATIVES), None)
    if split is None and set(tokens) & _WHICH:
        # "ايهم ارخص الخلاص والخنيزي": the second thing with its "و" written on
        glued = next((n for n, token in enumerate(tokens) if glued_and(token)), None)
        return glued is not None and glued > 0
    return split is not None and 0 < split < len(tokens) - 1


_WHICH = frozenset({"which", "ايهم", "اي", "الفرق", "بين"})

# "the brown toast vs the white one", "بكم الاسمر مقارنه بالابيض": two set side by side
SIDE_BY_SIDE = frozenset(
    {"vs", "versus", "compared", "مقارنه", "مقارنة", "muqarana", "m8arana", "فس"}
)


def prices_side_by_side(utterance: Utterance) -> bool:
    """A price asked of two things set against each other ("how much is the brown toast vs
    the white one", "bkam il asmar muqarana bil abya9"): both, the cheaper first."""
    tokens = utterance.tokens
    split = next((n for n, token in enumerate(tokens) if token in SIDE_BY_SIDE), None)
    return split is not None and 0 < split < len(tokens) - 1 and utterance.has("INFO")


def difference_between(utterance: Utterance) -> bool:
    """ "الفرق بين العجوه والسكري", "el far8 bain el ajwa wel sukkari", "the difference between
    tilda and al wazzan rice": two things named and weighed."""
    tokens = utterance.tokens
    for n, token in enumerate(tokens[:-2]):
        if token in _DIFFERENCE and tokens[n + 1] in _BETWEEN:
            rest = tokens[n + 2 :]
            joined = any(word in _AND for word in rest[1:-1]) or any(
                word.startswith("و") and len(word) > _GLUED_AND for word in rest[1:]
            )
            return len(rest) >= 2 and joined
    return False


_DIFFERENCE = frozenset({"الفرق", "فرق", "difference", "diff"})
_BETWEEN = frozenset({"بين", "between", "bain", "ben"})
_AND = frozenset({"و", "and", "w", "&"})
_GLUED_AND = 3  # "والسكري": "and" written onto a word of its own


def one_against_another(utterance: Utterance) -> bool:
    """Whether one thing beats another ("is almarai milk cheaper than kdd milk"); "is there a
    cheaper rice than tilda" asks for others instead."""
    tokens = utterance.tokens
    if len(tokens) < 5 or tokens[0] not in ("is", "are") or tokens[1] in ("there", "any"):
        return False
    than = tokens.index("than") if "than" in tokens else 0
    return than >= 3 and than < len(tokens) - 1 and bool(set(tokens[1:than]) & _COMPARATIVES)


def cheapest_of_a_kind(utterance: Utterance) -> bool:
    tokens = utterance.tokens
    named = [token for token in utterance.topic if token not in _CHEAPEST_WORDS]
    # "I want the cheapest olive oil", "بغيت شامبو رخيص": wanting is asking to see them
    cart_verbs = utterance.has("ADD", "TAKE", "USE", "NEGATION", "REMOVE", "CHANGE")
    return bool(set(tokens) & _CHEAPEST_WORDS) and bool(named) and not cart_verbs
