"""The kind of goods told in an earlier message, kept when they are asked for again: "any brown
bread? arabic, not toast", then, a question about yoghurt between, "put 2 brown bread and a
yoghurt". The list shown has moved on to the yoghurts, so "brown bread" fits the Arabic and
the toast loaves alike, and the shopper was asked again which.

An earlier message of the shopper's that names the same goods, with a word beside them that
names one of the fitting products and not the others ("عربي"), picks that one; a word said
after a "not" ("مو توست", "not toast", "mu toast") rules its products out, and the one left is
picked. Nothing is picked when the earlier words tell none apart.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.skills.common import SIZE_WORDS, TALK_WORDS
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# how many of the shopper's earlier messages are looked back over
_LOOK_BACK = 4
_NOT = frozenset(words("not no non without مو مب مش بدون غير mu mo mob mub moo bdoon bidoon"))
# words of the asking, which a product's name may hold by chance ("bread with sesame")
_ASKING = frozenset(words("the and for with any you have got kind one some want need please"))
_SHORTEST = 3
# a measure said of the goods is their count, not their kind ("2 kilo of fresh chicken")
_MEASURES = frozenset(
    words(
        "kilo kilos kg kgs gram grams litre liter litres liters pack packs piece pieces"
        " كيلو كيلوين غرام جرام لتر باكيت باكو كرتون حبه حبات حبتين kartoon 7abba"
    )
)


def _tokens(text: str) -> list[str]:
    """The message's words as typed (English, brands) and as read (Arabizi in Arabic)."""
    typed = text.lower().split()
    read = normalise(text).for_model.split()
    return [token.strip("?؟!.,،:;()") for token in [*typed, *read] if token.strip("?؟!.,،:;()")]


def _names(product: Record) -> set[str]:
    return {word for text in matching.name_texts(product) for word in matching.stems(text)}


def _holds(product: Record, word: str) -> bool:
    return any(matching.same_word_as_spelt(word, name_word) for name_word in _names(product))


def _said_with_the_goods(tokens: list[str], topic: list[str]) -> bool:
    """The earlier message names every word the goods are asked by now."""
    return all(any(matching.same_word_as_spelt(token, word) for token in tokens) for word in topic)


def _pick(tokens: list[str], topic: list[str], fitting: list[Record]) -> Record | None:
    negated = {tokens[at + 1] for at, token in enumerate(tokens[:-1]) if token in _NOT}
    kept = [p for p in fitting if not any(_holds(p, word) for word in negated)]
    told = {
        token
        for token in tokens
        if token not in negated
        and token not in _NOT
        and token not in _ASKING
        and token not in SIZE_WORDS
        and token not in TALK_WORDS
        and token not in _MEASURES
        and len(token) >= _SHORTEST
        and not any(ch.isdigit() for ch in token)
        and not any(matching.same_word_as_spelt(token, word) for word in topic)
    }
    # the one holding the most of the kind's words, none other as many
    held = sorted(((sum(_holds(p, w) for w in told), p) for p in kept), key=lambda h: -h[0])
    if held and held[0][0] > 0 and (len(held) == 1 or held[1][0] < held[0][0]):
        return held[0][1]
    if negated and len(kept) == 1:
        return kept[0]
    return None


def told_before(turn: Turn, topic: list[str], fitting: list[Record]) -> Record | None:
    """The one of `fitting` an earlier message told the kind of, asking the same goods; None
    when none did."""
    if len(fitting) < 2 or not topic:
        return None
    earlier = [
        str(message.get("content") or "")
        for message in turn.input.history
        if message.get("role") == "user"
    ][-_LOOK_BACK:]
    for text in reversed(earlier):
        tokens = _tokens(text)
        if not _said_with_the_goods(tokens, topic):
            continue
        picked = _pick(tokens, topic, fitting)
        if picked is not None:
            return picked
    return None
