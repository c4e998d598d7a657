"""Something named with a bare "how much" beside it, nothing else: its price asked.

The model may take "el fairy kam" for the cart, a cooking time or a vague wish
(`PRICE_MISREAD`), so the readings ask this shape of what it picked.
"""

from __future__ import annotations

from hub.assistant.brain.kitchen_asked import HOW_LONG
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.understood import CLARIFY
from hub.assistant.brain.utterance import Utterance

# What the model may make of a product named with "how much" alone ("el fairy kam")
PRICE_MISREAD = frozenset({"cart_summary", "cooking_time", CLARIFY})
_HOW_MUCH = frozenset({"كم", "بكم"})
# the article, and the English words a price is asked in around the goods ("how much is the
# fairy", "and the tide how much")
_NAMES_NOTHING = frozenset({"ال", "the", "is", "are", "and", "for"})


# Where a second price asked starts: "شكثر الخلاص؟ و السكري جم؟" (read "كم الخلاص? و السكري
# كم?"), "el fairy kam? wel tide kam?"
_NEXT_ASKED = Pattern(r"[?؟]+\s*(?:و\s?)?")


def names_with_its_price_asked(utterance: Utterance) -> bool:
    """Words that name something and a bare "how much" before or after them, nothing else:
    "tide el gel kam", "bikam el fairy"; or two such questions, one after the other."""
    if _one_price_asked(utterance):
        return True
    asked = [part for part in _NEXT_ASKED.split(utterance.raw) if part.strip()]
    return len(asked) > 1 and all(_one_price_asked(Utterance(part)) for part in asked)


def _one_price_asked(utterance: Utterance) -> bool:
    tokens = _english_asked_as_one([t for t in utterance.tokens if t not in _NAMES_NOTHING])
    # "zbaidi b kam" (read "زبيدي ب كم"): Arabizi's "b kam" is "بكم" written apart
    tokens = [t for i, t in enumerate(tokens) if not (t == "ب" and tokens[i + 1 : i + 2] == ["كم"])]
    asked_at_an_end = tokens[:1] in ([t] for t in _HOW_MUCH) or tokens[-1:] in (
        [t] for t in _HOW_MUCH
    )
    return (
        asked_at_an_end
        and bool(utterance.topic)
        and len(tokens) == len(utterance.topic) + 1
        and set(utterance.concepts()) <= {"INFO", "QUESTION", "HOW"}
        and not HOW_LONG.search(utterance.raw)  # "كم دقيقة العجينة تختمر": a time, not a price
    )


def _english_asked_as_one(tokens: list[str]) -> list[str]:
    """English "how much" as the one word the Arabic asks it in."""
    out: list[str] = []
    for token in tokens:
        if token == "much" and out[-1:] == ["how"]:
            out[-1] = "كم"
        else:
            out.append(token)
    return out
