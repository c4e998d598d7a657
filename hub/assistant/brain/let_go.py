"""A request said after letting the last one go: "nah forget it. is nescafe gold in stock",
"خلاص انسى، عندكم حليب نادك؟", "ok never mind, whats the delivery fee".

The first sentence only drops what came before; read whole, the message gives the model a
mix of a withdrawal and a request, and it may find neither ("forget it" is as often another
matter's). The request is the rest, read as if said alone; the letting go needs no answer of
its own, since nothing is changed until the shopper confirms.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.shopping_shape import shaped_as_shopping

# The first sentence, up to a stop or a comma
_FIRST = Pattern(r"^\s*([^.!?؟,،\n]+)[.!?؟,،\n]+\s*(\S.*)$", re.DOTALL)
# A sentence that lets go and says nothing else
_LETS_GO = Pattern(
    r"^(?:(?:nah|no|nope|ok|okay|fine|well|hmm|ugh|oh|so|then|actually|just|it'?s|its)\s+)*"
    r"(?:forget (?:it|that|about it|about that)|never ?mind|nvm|leave it|skip (?:it|that)"
    r"|doesn'?t matter|not needed|no need"
    r"|(?:لا\s+)?(?:خلاص\s+)?(?:انسى|انسا|انساه|انسه|انسي|انساها|ماعليه|ما عليه|معلش|معليش|مو مهم|مب مهم|بلاش"
    r"|ما يحتاج|مايحتاج)"
    r"|(?:la\s+)?(?:khalas\s+|5alas\s+)?(?:insa|insah|mo muhim|mb muhim|blash|ma3lesh|ma3laish))"
    r"(?:\s+(?:then|already|anyway|خلاص))*\s*$",
    re.IGNORECASE,
)
_FEWEST_WORDS = 2  # what is left must ask something: "is nescafe gold in stock"
# ...or the goods last asked for let go by name ("ok forget milk", "skip the bread", "انسى
# الحليب"), before a request of its own; what follows such a sentence is as often why ("too
# pricey", "never mind"), so the request must be a whole one
_LETS_GOODS_GO = Pattern(
    r"^(?:(?:nah|no|nope|ok|okay|fine|well|hmm|ugh|oh|so|then|actually|just)\s+)*"
    r"(?:(?:forget|skip|drop|never ?mind)(?: about)? (?:the |that |those )?[a-z]+(?: [a-z]+)?"
    r"|(?:لا\s+)?(?:انسى|انسا|بلاش|خلاص بلا|insa|blash) (?:ال|el |il |al )?\S+)\s*$",
    re.IGNORECASE,
)
_FEWEST_AFTER_GOODS = 4


def past_a_dismissal(text: str) -> str | None:
    """The rest of the message, when its first sentence only lets the last request go."""
    found = _FIRST.match(text)
    if found is None:
        return None
    first, rest = found.group(1), found.group(2).strip()
    # as typed ("khalas insa") and in the one written form ("خلاص انسى")
    said = (first.strip().lower(), normalise(first).text.strip())
    if not any(_LETS_GO.match(form) for form in said):
        goods = any(_LETS_GOODS_GO.match(form) for form in said)
        if not goods or len(rest.split()) < _FEWEST_AFTER_GOODS or _LETS_GO.match(rest):
            return None
        read = normalise(rest).text
        if not (_A_QUESTION.search(rest) or _A_QUESTION.search(read)) and not shaped_as_shopping(
            rest.lower(), read.lower()
        ):
            return None  # "forget bread, my wife already bought some": why, not a request
    if _INSTEAD.search(rest):
        return None  # "forget the milk, cheese instead": a swap, said whole
    return rest if len(rest.split()) >= _FEWEST_WORDS else None


# A question asked: "is there", "what's", "وش", "متى"
_A_QUESTION = Pattern(
    r"[?؟]|^(?:what|which|how|when|where|is|are|do|does|can|could|show|any)\b"
    r"|^(?:وش|ايش|شو|شنو|متى|كم|بكم|هل|عندكم|فيه|وين)(?!\w)",
    re.IGNORECASE,
)
_INSTEAD = Pattern(r"\binstead\b|\brather\b|(?<!\w)(?:بدال|بداله|بدالها|بدل|عوض)(?!\w)")


def lets_go_alone(sentence: str) -> bool:
    """Whether one sentence only lets the last request go ("forget it", "خلاص انسى"), as
    typed or in the one written form."""
    said = (sentence.strip().lower(), normalise(sentence).text.strip())
    return any(_LETS_GO.match(form) for form in said)
