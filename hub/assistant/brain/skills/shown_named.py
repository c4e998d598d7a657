"""Goods of the list just shown (or just offered) named by their short name among words that name nothing
("nuwaibi looks good, add 1 kg", "ما عندكم فحم؟ خلاص بس الريش"), and a count said after a
question about them ("the meid, is it fresh? add 2 kg").

The one product of the list the shopper's word names is the one: a word of talk beside it
("looks", "خلاص") or goods the store does not sell are no reason to ask "which one?" of a
list holding one candidate, nor is the question's word ("fresh") the goods of the count.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.settling import only_settles
from hub.assistant.brain.skills.common import (
    confident_hits,
    holds_as_spelt,
    quiet_products,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment, Utterance
from hub.record import Record

_QUESTION_MARK = Pattern(r"[?؟]")


def count_after_a_question(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """ "the meid, is it fresh? add 2 kg": the words of the question are no goods of the count
    said after it, which is then the count of the goods named before (as "the meid, add 2 kg")."""
    pieces = _QUESTION_MARK.split(turn.message.text)
    if len(pieces) < 2 or not pieces[-1].strip():
        return segments
    tail = Utterance(pieces[-1])
    if tail.topic or tail.quantity is None:
        return segments  # the goods are named after the question: theirs is the count
    asked = set(Utterance(" ".join(pieces[:-1])).topic)
    named_before = any(s.topic and s.quantity is None for s in segments)
    if not named_before:
        return segments
    out: list[Segment] = []
    for segment in segments:
        if segment.quantity is None or not segment.topic or not set(segment.topic) <= asked:
            out.append(segment)
            continue
        bare = [n for n, s in enumerate(out) if s.topic and s.quantity is None]
        if bare:  # the count goes to the goods the question was of
            out[bare[-1]] = replace(out[bare[-1]], quantity=segment.quantity)
        else:
            out.append(replace(segment, topic=[]))
    return out


async def narrowed_to_the_shown(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """Each part whose words name one product of the list just shown beside words no product
    of the store holds: that product's words alone, so it is proposed as if named alone."""
    # ...or just offered: "الفحم ماكو؟ عيل بس الريش" after the chops were proposed
    in_view = list(dict.fromkeys([*turn.shown(), *(line.productId for line in turn.proposed)]))
    if not in_view or not any(len(s.topic) > 1 for s in segments):
        return segments
    shown = await quiet_products(turn, in_view)
    asked = _asked_of(turn)
    out = []
    for segment in segments:
        words = await _the_shown_ones_words(turn, segment.topic, shown, asked)
        out.append(replace(segment, topic=words) if words else segment)
    return out


def _asked_of(turn: Turn) -> set[str]:
    """The words of the questions before a request naming no goods ("الميد طازج؟ ضيف ٢
    كيلو"): what is asked of the goods ("fresh"), none of the goods wanted."""
    pieces = _QUESTION_MARK.split(turn.message.text)
    if len(pieces) < 2 or not pieces[-1].strip() or Utterance(pieces[-1]).topic:
        return set()
    return set(Utterance(" ".join(pieces[:-1])).topic)


async def _the_shown_ones_words(
    turn: Turn, topic: list[str], shown: list[Record], asked: set[str]
) -> list[str]:
    if len(topic) < 2 or not unmet_words(topic, shown):
        return []  # every word is of the list: read as it is
    meeting = [
        (product, [word for word in topic if not unmet_words([word], [product])])
        for product in shown
    ]
    meeting = [(product, words) for product, words in meeting if words]
    if len(meeting) != 1:
        return []  # none of the list, or several: which one is asked as before
    product, words = meeting[0]
    if not confident_hits(words, [product]):
        return []
    for word in topic:
        if word in words or word in asked or len(word) < 3 or only_settles(word):
            continue  # "خلاص": the talk settled, whatever dates are named so
        if any(holds_as_spelt(hit, word) for hit in await quiet_search(turn, word)):
            return []  # "the chops and charcoal" where charcoal is sold: goods of their own
    return words
