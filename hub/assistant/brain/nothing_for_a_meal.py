"""Nothing in for a meal ("just got home and there's nothing for dinner", "ماكو شي حق العشا",
"ma 3indi shay lil 3asha, shno sahil w sari3"): what to cook, answered with our recipes; never
a complaint of an order, the delivery card nor the cart's address for the "home" or "work"
said on the way."""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

_MEAL = r"(?:dinner|lunch|supper|iftar|breakfast)"
_MEAL_AR = r"(?:عشا|عشاء|غدا|غداء|فطور|ريوق)"
_NOTHING_FOR_A_MEAL = Gated(
    rf"\bnothing (?:in |at home |in the (?:fridge|house) )?(?:for|to (?:make|cook) for) {_MEAL}\b"
    rf"|\b(?:something|anything|what(?:'s| is)?) (?:easy|quick|simple)(?: (?:and|n|&) (?:easy"
    rf"|quick|simple))? (?:for|to (?:make|cook) for) {_MEAL}\b"
    rf"|(?<!\w)و?(?:ماكو|مافي|ما في|ما عندي|ما عندنا|ماعندي|ماعندنا) شي (?:حق|ل|لل)\s?(?:ال)?"
    rf"{_MEAL_AR}(?!\w)"
)


def asked(text: str) -> bool:
    """Whether the message says there is nothing in for a meal, or asks an easy one."""
    return _NOTHING_FOR_A_MEAL.search(text) is not None


# ...and right after our meal ideas, one wished easier or quicker ("something easy and quick
# under 3 KD", "abi shay sahel w sare3"): more ideas of ours, not goods by those words
_EASIER = Gated(
    r"\b(?:easy|easier|quick|quicker|simple|simpler|fast|faster)\b"
    r"|(?<!\w)(?:سهل|سهله|اسهل|سريع|سريعه|اسرع|بسيط|بسيطه)(?!\w)"
)
_SOMETHING = Gated(r"\b(?:something|anything|smth|sth)\b|(?<!\w)(?:شي|اي شي)(?!\w)")
_AFTER = frozenset({"meal_ideas", "recipe"})


def easier_after_ideas(text: str, before: object) -> bool:
    """Whether the message, right after meal ideas, wishes for one easier or quicker."""
    return (
        before in _AFTER
        and _EASIER.search(text) is not None
        and _SOMETHING.search(text) is not None
    )
