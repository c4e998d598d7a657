"""Money amounts taken out of the model's prose before a shopper sees it.

Prices reach the shopper only in blocks, which the hub renders from the store (design.md
section 4). A model may still write "1.500 KWD" or "٠٫٧٥٠ د.ك", and it streams: "1.5" may
come in one chunk and "00 KWD" in the next. `MoneyFilter` therefore holds back the end of
the text that could still turn out to be part of an amount (a number, a currency word, a
word not finished yet) and lets it go once the next word shows it is not, or at the end.
"""

from __future__ import annotations

import re

_DIGITS = r"[0-9\u0660-\u0669\u06f0-\u06f9]"
_NUMBER = rf"{_DIGITS}+(?:[.,\u066b\u066c]{_DIGITS}+)*"
_CURRENCY = (
    r"(?:kwd|k\.?d\.?|fils|fills|fil|dinars?|dhs|usd|sar|aed|\$|€|£"
    r"|د\.?\s?ك\.?|دينار|دنانير|دينارا|فلس|فلوس|ريال|درهم)"
)
_AMOUNT = re.compile(
    rf"(?:(?<![a-z]){_CURRENCY}\s*{_NUMBER}|{_NUMBER}\s*{_CURRENCY}(?![a-z]))", re.IGNORECASE
)
# A finished word that may be half of an amount: a number or a currency word (or both).
_MAYBE_MONEY = re.compile(
    rf"^[(]?(?:{_CURRENCY}?{_NUMBER}[.,\u066b]?{_CURRENCY}?|{_CURRENCY})[.,:;!?)\u060c\u061f]*$",
    re.I,
)
# Every amount has a digit and names a currency, and most of a reply has neither: a look
# for a digit, then one for the letters every currency spelling holds, spares the full
# pattern (which tries its alternatives at every character) on nearly every piece, also on
# one full of quantities and sizes.
_DIGIT = re.compile(_DIGITS)
_CURRENCY_LETTERS = (
    "kwd", "kd", "k.d", "fil", "dinar", "dhs", "usd", "sar", "aed", "$", "€", "£",
    "د", "فل", "ريال",
)  # fmt: skip
# The pattern, blind to case, takes "İ" and "ı" for "i": casefold() makes them "i̇" and "ı".
_PLAIN_I = {0x307: None, 0x131: "i"}
_SPACES = re.compile(r"[ \t]{2,}")
_SPACE_BEFORE_MARK = re.compile(r"[ \t]+([.,;:!?،؟])")
_WORD = re.compile(r"\S+\s*")


def _may_hold_amount(text: str) -> bool:
    """False only when `text` can hold no amount: no digit, or no currency spelled in it."""
    if not _DIGIT.search(text):
        return False
    folded = text.casefold().translate(_PLAIN_I)
    return any(letters in folded for letters in _CURRENCY_LETTERS)


def _cut_amounts(text: str) -> tuple[str, int]:
    """`text` without money amounts, spacing tidied where one was cut out, and how many."""
    if not _may_hold_amount(text):
        return text, 0
    cut, amounts = _AMOUNT.subn("", text)
    if not amounts:
        return text, 0
    cut = _SPACES.sub(" ", cut)
    return _SPACE_BEFORE_MARK.sub(r"\1", cut), amounts


def strip_money(text: str) -> str:
    """`text` without money amounts, spacing tidied where one was cut out."""
    return _cut_amounts(text)[0]


class MoneyFilter:
    """Feed the model's text as it streams; get back what is safe to show now.

    Trailing spaces are held back too, so that an amount cut out at the start of the next
    piece takes its space with it: the text shown is the same however the stream was cut.
    """

    def __init__(self) -> None:
        self._held = ""
        self.removed = 0  # amounts cut out so far, for the log

    def feed(self, text: str) -> str:
        self._held += text
        words = _WORD.findall(self._held)
        lead = self._held[: len(self._held) - len("".join(words))]
        keep = len(words)
        # Walk back over the words that may still be (part of) an amount.
        while keep > 0:
            word = words[keep - 1]
            unfinished = keep == len(words) and not word[-1].isspace()
            if unfinished or _MAYBE_MONEY.match(word.strip()):
                keep -= 1
            else:
                break
        ready = lead + "".join(words[:keep])
        shown = ready.rstrip()
        self._held = ready[len(shown) :] + "".join(words[keep:])
        return self._clean(shown)

    def flush(self) -> str:
        """The end of the reply: whatever was held back, cleaned."""
        ready, self._held = self._held, ""
        return self._clean(ready)

    def _clean(self, text: str) -> str:
        shown, amounts = _cut_amounts(text)
        self.removed += amounts
        return shown
