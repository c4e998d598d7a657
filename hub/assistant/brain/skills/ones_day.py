"""Words of the shopper's own day told before a wish for dinner: "just got back from work",
"توني راجعة من الدوام", "tawni raj3a min il dawam".

They wish for no ingredient: "توني" (just now) read as a food finds the tuna ("تونة"), and the
quick dinners asked for are then said to match nothing. They are left out of the wish.
"""

from __future__ import annotations

from hub.text import words

_ONES_DAY = frozenset(
    words(
        "توني توه توها تو راجع راجعه راجعة رجعت رجعنا واصل واصله واصلة وصلت وصلوا الدوام الدوامي"
        " دوام الشغل شغل الجامعه الجامعة المدرسه المدرسة تعبان تعبانه تعبانة هلكان هلكانه"
        " مهدود مهدوده just got back home from work shift tired exhausted"
    )
)


def of_ones_day(token: str) -> bool:
    """Whether the word tells of the shopper's day, no food wished for."""
    return token in _ONES_DAY or token.removeprefix("و") in _ONES_DAY
