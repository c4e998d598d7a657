"""Where a message takes one thing off the list and puts another on: "take the bread off and
add milk", "swap the laban for milk", "instead of bread put samoon", "shil el 5obz w 7u6
7aleeb". A swap needs both sides in these shapes, so that "add cucumbers, lemons and mint"
is never read as one, whatever the model makes of its words.
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import normalise


def _forms(text: str) -> frozenset[str]:
    return frozenset(normalise(word).text for word in text.split())


TAKE_OFF = _forms(
    "remove delete drop take cross scratch strike minus"
    " شيل شيلي احذف احذفي امسح امسحي طلع طلعي نزل نزلي الغي ازيل"
)
PUT_ON = _forms("add put include plus ضيف ضيفي اضف زيد زيدي حط حطي")
_REPLACE = _forms("replace swap switch change exchange substitute بدل غير استبدل")
_INSTEAD = _forms("instead بدال بدل مكان")
# what the line becomes, said after "instead of" it: "instead of the almarai laban make it
# kdd", "بدال لبن المراعي خله كي دي دي", "use the butter ghee instead of the vegetable one"
_MADE = _forms("make use خله خليه خلها خليها خلوه خلوها استخدم استعمل")
_JOINER = _forms("with for to by into الى ل ب")


def _verb(token: str, verbs: frozenset[str]) -> bool:
    return token in verbs or (token.startswith("و") and token[1:] in verbs)


def _first(tokens: list[str], verbs: frozenset[str], start: int = 0) -> int | None:
    return next((i for i in range(start, len(tokens)) if _verb(tokens[i], verbs)), None)


def parts(tokens: list[str], topic: list[str]) -> tuple[list[str], list[str]] | None:
    """(words taken off, words put on), or None when the message is no swap."""
    named = set(topic)
    off, on = _first(tokens, TAKE_OFF), _first(tokens, PUT_ON)
    while off is not None and not _takes_off(tokens, off):
        off = _first(tokens, TAKE_OFF, off + 1)
    taken: list[str] = []
    put: list[str] = []
    instead = _first(tokens, _INSTEAD)
    replace = _first(tokens, _REPLACE)
    if off is not None and on is not None:
        taken = tokens[off + 1 : on] if off < on else tokens[off + 1 :]
        put = tokens[on + 1 :] if off < on else tokens[on + 1 : off]
    elif instead is not None and on is not None and instead < on:
        taken, put = tokens[instead + 1 : on], tokens[on + 1 :]  # "instead of bread put samoon"
    elif instead is not None and on is not None:
        taken, put = tokens[instead + 1 :], tokens[on + 1 : instead]  # "put samoon instead of"
    elif instead is not None and (made := _first(tokens, _MADE)) is not None:
        if instead < made:
            taken, put = tokens[instead + 1 : made], tokens[made + 1 :]
        else:
            taken, put = tokens[instead + 1 :], tokens[made + 1 : instead]
    elif replace is not None:
        joiner = _first(tokens, _JOINER, replace + 1)
        if joiner is not None:
            taken, put = tokens[replace + 1 : joiner], tokens[joiner + 1 :]
        else:  # "بدل الحليب بالرز": the joiner is the put word's first letter
            rest = tokens[replace + 1 :]
            at = next(
                (i for i, t in enumerate(rest) if i and t.startswith("ب") and len(t) > 3), None
            )
            if at is not None:
                taken = rest[:at]
                put = [rest[at][1:], *rest[at + 1 :]]
                named |= {rest[at][1:]}
    # "..., swap it": the verb that asks the swap names neither side
    taken = [word for word in _before_a_reason(taken) if word in named and word not in _REPLACE]
    put = [word for word in _before_a_reason(put) if word in named and word not in _REPLACE]
    return (taken, put) if taken and put else None


# "take" takes goods off only with a word saying so after it ("take the bread off", "take
# out the milk"); "they take them to school" carries goods away, and keeps them
_TAKE = frozenset({"take", "takes", "taking"})
_AWAY = frozenset({"off", "out", "away", "from", "remove"})


def _takes_off(tokens: list[str], at: int) -> bool:
    return tokens[at] not in _TAKE or any(token in _AWAY for token in tokens[at + 1 :])


# A clause of its own about someone, after the swap: "..., my dad is diabetic", "...، ابوي
# عنده سكر": the reason for it, whose words name neither side
_SOMEONE = _forms(
    "my i i'm im he she we they his her our ابوي امي ابوي زوجي زوجتي ولدي بنتي انا احنا هو هي"
)


def _before_a_reason(side: list[str]) -> list[str]:
    for at in range(len(side) - 1):
        if side[at] in ("and", "و") and side[at + 1] in _SOMEONE:
            return side[:at]
    return side


def takes_off(tokens: list[str]) -> bool:
    """Whether a word of the message takes goods off: "remove", "shil", and "take" with its
    "off" or "out" anywhere after it ("take one of the breads off")."""
    return any(_verb(token, TAKE_OFF) and _takes_off(tokens, n) for n, token in enumerate(tokens))


def replaces(tokens: list[str]) -> bool:
    """Whether a word of replacing says the swap ("change the pepsi to diet", "غير الحليب
    للبن"): one thing in the other's place, as many as there were."""
    return any(_verb(token, _REPLACE) for token in tokens)
