"""A swap or a removal with the reason for it said after it: "swap the red lentils for the
yellow, my wife prefers them", "العدس الاحمر بدله بالاصفر، امي تحبه اكثر", "ghayer el 3adas
lel asfar, 3ashan ummi t7ebah", "take a bread off, my husband is on a diet".

The reason names no goods and asks nothing: read with the change, its "likes", "more" and
"diet" pull the message towards a comparison, another matter or goods of their own (Diet
Pepsi), so the change alone is read. A reason after any other request is left to the
readings that already set it aside.
"""

from __future__ import annotations

import re

from hub.assistant.brain.liking_asides import tells_a_liking
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.swaps import TAKE_OFF
from hub.text import words

# Where the reason starts: a comma or a full stop, or a word that gives a reason
# "dear", "very dear" in Gulf Arabic: "غالي", "وايد غالي", "غالي وايد" (Arabizi "wayed" is read
# "ويد")
_GHALI = r"(?:(?:وايد|ويد)\s+)?غالي(?:\s+(?:وايد|ويد))?"
# ...or, unmarked, a price complained of that ends it: "w el za3faran shela wayed ghali" (read
# "و الزعفران شيله ويد غالي")
_BREAK = Pattern(
    r"\s*[,،;.]\s*|\s+(?=(?:because|coz|cause|since|عشان|علشان|لان)\s)"
    rf"|(?<!وايد)(?<!ويد)\s+(?={_GHALI}$|too (?:expensive|pricey)$)"
)
# The verbs of a swap, English, and Gulf by how they start ("بدله", "غيرها", "استبدله")
_SWAP_EN = frozenset(words("replace swap switch change exchange substitute instead"))
_SWAP_AR = ("بدل", "غير", "استبدل", "ابدل", "بدال", "وبدل", "وغير")
# Someone on a diet, said whole: "one of us is on a diet", "my wife is dieting", "واحد منا
# على دايت", "ريلي يسوي رجيم", Arabizi "ysawi diet"; "diet" alone may be goods ("diet pepsi")
_DIETING = Pattern(
    r"^(?:[\w']+\s+){0,4}?(?:(?:is|am|are|'s|s|we're|im|i'm)\s+)?(?:on a diet|dieting"
    r"|(?:علي|على|يسوي|تسوي|نسوي|اسوي|مسوي|مسويه|مسوين|في)\s+(?:دايت|diet|رجيم|ريجيم))$"
)

# A line made another kind: "make the shrimp medium", "الروبيان خله وسط" ("5aleh" read "خله")
_MADE_SO = Pattern(r"\bmake\b|(?<!\w)(?:خله|خليه|خلها|خليها|خلهم)(?!\w)")
# Money as the reason: "too expensive", "waste of money", "حرام الصرف" ("7aram el 9arf" read
# "حرم الاصرف"), "غالي وايد"
_DEAR = Pattern(
    r"^(?:it s |its |coz |because )?(?:too (?:expensive|pricey|much)|waste of money"
    rf"|(?:حرام|حرم) (?:ال)?(?:ا?صرف|فلوس|بيزات)|{_GHALI})$"
)


# ...or before it: "hmm the black forest is too much, put strawbery jam instead", "العسل
# غالي، حط مربى بداله": the goods complained of are those the other takes the place of
_DEAR_FIRST_EN = Pattern(
    r"^(?:(?:hmm+|ugh+|ok|well|oh|nah)\s+)?(?P<goods>.+?)\s+(?:is|s|are|its)\s+"
    r"(?:too much|too expensive|too pricey|expensive|pricey)$"
)
_DEAR_FIRST_AR = Pattern(rf"^(?P<goods>.+?)\s+{_GHALI}$")
_INSTEAD_EN = Pattern(r"\binstead$")
_INSTEAD_AR = Pattern(r"(?<!\w)(?:بداله|بدالها|بدالهم|بدله|بدلها)$")


def _with_the_dear_named(head: str, tail: str) -> str | None:
    """The change put after a price complained of, with the goods complained of named as
    what it takes the place of; None when the message is not so."""
    head, tail = head.strip(), tail.strip()
    english = _DEAR_FIRST_EN.match(head.lower())
    if english is not None and _INSTEAD_EN.search(tail.lower()):
        return f"{tail} of {english.group('goods')}"
    arabic = _DEAR_FIRST_AR.match(head)
    if arabic is not None and _INSTEAD_AR.search(tail):
        return f"{_INSTEAD_AR.sub('', tail).rstrip()} بدال {arabic.group('goods')}"
    return None


def without_a_liking_reason(text: str) -> str:
    """The (normalised) message less a liking said after a swap as its reason, or a price
    complained of before it."""
    breaks = list(_BREAK.finditer(text))
    if not breaks:
        return text
    first = breaks[0]
    if len(breaks) == 1 and (
        named := _with_the_dear_named(text[: first.start()], text[first.end() :])
    ):
        return named
    last = breaks[-1]
    head, tail = text[: last.start()], text[last.end() :]
    said = re.findall(r"\w+", tail.lower())
    if not said:
        return text
    if _swaps(head) and tells_a_liking(said):
        return head
    if _changes(head) and _DIETING.match(" ".join(tail.lower().split())):
        return head
    if (_changes(head) or _MADE_SO.search(head.lower())) and _DEAR.match(" ".join(said)):
        return head  # "remove the saffron, too expensive": the removal alone
    return text


def _swaps(text: str) -> bool:
    return any(
        token in _SWAP_EN or (not token.isascii() and token.startswith(_SWAP_AR))
        for token in re.findall(r"\w+", text.lower())
    )


def _changes(text: str) -> bool:
    """A swap, or goods taken off: the edits a reason of health is given for."""
    return _swaps(text) or any(_takes_off(token) for token in re.findall(r"\w+", text.lower()))


def _takes_off(token: str) -> bool:
    """A verb of taking goods off, or its Gulf form with the goods as its object: "شيله",
    "طلعها", "نزلهم"."""
    if token in TAKE_OFF:
        return True
    return not token.isascii() and any(
        token.endswith(ending) and token[: -len(ending)] in TAKE_OFF for ending in ("ه", "ها", "هم")
    )
