"""A need laid down as a rule for the goods to come: "my flatmate is celiac so nothing with
gluten pls", "he can't have nuts", "اخوي ما ياكل جلوتين", "ubooy ma yakil sukkar"; an
allergy only told of ("im allergic to shrimp so i never eat seafood") lays down none.

Said after a list or on its own, such a message holds no product the model knows and reads,
to it, as someone's health (another matter) or as "nothing" of an order; it asks the store's
goods kept to that need, which the need's search answers.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated

_LAID_DOWN = Gated(
    r"\bnothing (?:with|containing|that has|that contains)\b|\bcan'?t (?:have|eat)\b"
    r"|\bcannot (?:have|eat)\b|\b(?:doesn'?t|does not|don'?t|do not) eat\b"
    r"|(?<!\w)(?:ما (?:ياكل|تاكل|اكل|ناكل|يكل|تكل|يقدر ياكل|تقدر تاكل)|لا شي فيه|ولا شي فيه)(?!\w)"
)


def laid_down(text: str) -> bool:
    """Whether the message lays down a need the goods must keep, in the words of a rule."""
    return _LAID_DOWN.search(text) is not None and bool(need_of(text))


def past_the_rule(text: str) -> str:
    """The message less the words that lay the rule down: the "eat" of "اخوي ما ياكل
    مكسرات" or "he doesn't eat nuts" forbids a food, it asks no food to eat; what is left
    ("what can he eat then") still may."""
    if _LAID_DOWN.search(text) is None:
        return text
    return _LAID_DOWN.pattern.sub(" ", text)
