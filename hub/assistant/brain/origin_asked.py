"""A product's origin asked: where it is from, made or grown, or whether imported.

Its words ("where") are a delivery's or a shelf's too, so both the shape reading and the
policy's mend of the model's product question ask this one pattern.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.utterance import Utterance

# Where a product comes from, in the words of origin: "where is X from", "made in", "من وين",
# "صناعة وين", "مستورد ولا محلي". "where is the bread" (on the shelf) is no such question.
WHERE_FROM = Bilingual(
    r"\bwhere(?:'s| is| are| was| does| do)?\b.{0,40}\b(?:from|made|produced|grown|come from)\b"
    r"|\b(?:which|what) country\b|\borigin\b|\bimported or local\b|\bmade in where\b",
    r"(?<!\w)(?:من وين|منين|مناين|وين مصنوع\w*|صناعه وين|صنع وين|وين صنع\w*|بلد المنشا"
    r"|المنشا|مستورد ولا محلي|محلي ولا مستورد)(?!\w)",
)


def asks_where_from(message: Normalised, utterance: Utterance) -> bool:
    """A product's origin asked: a product named, or "this"/"it" after one was shown."""
    if not WHERE_FROM.search(message.for_model) or utterance.has("ORDER", "DELIVER"):
        return False
    return bool(utterance.topic) or utterance.has("REF")
