"""The conjunction "و" a message opens with, on a word of a request or of a place: "وضيف
خبز", "ونقص الماي", "ومتى يوصل", "وكم التوصيل", "ووصلها بيت اهلي", "و غير الحليب".

A shopper goes on from the last message with "and ..."; what follows is the request, as it
would be said alone. The model and the rules read the message's words whole, so "ونقص" is
neither the verb "نقص" to them nor anything else, and the request is lost. The "و" is taken
off only where what is left is a word of a request or of a place the lexicon knows, and the
whole is no word of its own: "ورق" (paper), "وجبه" (a meal), "وصل" (deliver), "واحد" (one),
"وقت" (time) and "وين" (where) keep theirs, and so does "و" before goods ("وخبز", "والخيران"),
which the readings of a list and of a follow-up read as "and".
"""

from __future__ import annotations

from hub.assistant.brain.arabic_words import is_known_word
from hub.assistant.brain.lexicon import REQUEST_WORDS, SUFFIXED_FORMS
from hub.assistant.brain.pattern import Pattern
from hub.text import normalize, stem

# The first word of the message, with any "و" written onto it or standing before it
_OPENING = Pattern(r"^(\s*)و(\s*)([\u0621-\u064A]+)")
# A verb's object written onto it: "وصلها" (deliver it), "طرشوه" (send it)
_OBJECTS = ("ها", "هم", "وه", "وها", "ه", "لي")
_SHORTEST = 2  # letters left after the "و": "وكم" is "كم"


def _a_request_word(word: str) -> bool:
    """A word of a request or of a place, as the lexicon lists it, or a verb of it with its
    object written on ("وصلها")."""
    word = normalize(word)
    if stem(word) in REQUEST_WORDS or word in SUFFIXED_FORMS:
        return True
    return any(
        word.endswith(ending)
        and len(word) - len(ending) >= _SHORTEST
        and stem(word[: -len(ending)]) in REQUEST_WORDS
        for ending in _OBJECTS
    )


def _its_own_word(word: str) -> bool:
    """A word whose "و" is its own first letter, which the brain knows as it is."""
    return is_known_word(word) or stem(word) in REQUEST_WORDS


def without_opening_and(text: str) -> str:
    """`text` (normalised Arabic) less the "و" it opens with, when what follows it is a
    request's or a place's word; unchanged otherwise."""
    match = _OPENING.match(text)
    if match is None:
        return text
    rest = match.group(3)
    if len(rest) < _SHORTEST or not _a_request_word(rest):
        return text
    if not match.group(2) and _its_own_word("و" + rest):
        return text  # "وصل", "وقت", "وين", "ودي": words of their own
    return match.group(1) + rest + text[match.end() :]
