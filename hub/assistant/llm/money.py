"""Money amounts taken out of the model's prose before a shopper sees it.

Prices reach the shopper only in blocks, which the hub renders from the store (design.md
section 4). A model that tries can spell a price many ways: "4.5SR", "four riyals fifty",
"نص دينار", fullwidth or math-bold digits, a zero-width space inside "1.500KWD". A list of
spellings loses to the next one, so the filter reads meaning instead:

1. It reads a folded copy of the text (NFKC, so fullwidth and styled letters and digits are
   plain ones; format characters and combining marks dropped, so nothing hides between the
   letters of a word), keeping where each folded character came from.
2. It splits that copy into tokens and gives each the part it plays in an amount (a number
   in digits of any script or in words, a currency, a joiner: `money_words`).
3. It finds amounts as patterns of parts (a number beside a currency in either order, with
   the words that join them) and cuts the original text they came from.

The model streams: "1.5" may come in one chunk and "00 KWD" in the next. `MoneyFilter` holds
back the end of the text that could still be part of an amount (the tokens that can be, and
a token not finished yet) and lets it go once a token shows it is not, or at the end. Text
with no currency in it is one tokenizing pass and a lookup per token.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import lru_cache
from itertools import accumulate

from hub.assistant.llm import money_words


def _characters(*categories: str) -> frozenset[str]:
    """The characters of `categories` where a reply's text can meet them (the BMP, format
    tags and variation selectors, musical format characters), found once at import."""
    ranges = [(0, 0x10000), (0x1D100, 0x1D200), (0x11FD0, 0x12000), (0x1E2F0, 0x1E300)]
    ranges += [(0x1ECB0, 0x1ECC0), (0xE0000, 0xE01F0)]
    return frozenset(
        chr(point)
        for start, end in ranges
        for point in range(start, min(end, sys.maxunicode + 1))
        if unicodedata.category(chr(point)) in categories
    )


# Characters that are not read: zero-width and bidi controls, soft hyphen, vowel marks.
_HIDDEN = _characters("Cf", "Mn", "Me")
_SYMBOLS = _characters("Sc")

_TOKEN = re.compile(
    r"\d+(?:[.,\u066b\u066c'’/\u2044]\d+)*"  # a number, in digits of any script
    r"|(?<![^\W\d_])[A-Za-z]{1,2}\$"  # US$, C$
    r"|[^\W\d_]{1,2}(?:\.[^\W\d_]{1,2})+\.?(?![^\W\d_])"  # K.D., د.ك
    r"|(?<![^\W\d_])[دجرل] [كسابقعمتيلج](?![^\W\d_])"  # د ك
    r"|[^\W\d_]+"  # a word
    r"|\s+"
    r"|.",
)
# One folding for every Arabic key: the letter forms a writer may choose between.
_ARABIC_FOLD = str.maketrans(
    {"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ی": "ي", "ک": "ك", "ة": "ه", "ـ": None}
)
_PLAIN_I = str.maketrans({"\u0307": None, "\u0131": "i"})  # "FİLS".lower() is "fi̇ls"
_PARTS = money_words.parts()
_ISO = frozenset(money_words.ISO_4217)
_ARABIC_PREFIXES = ("وال", "بال", "فال", "كال", "لل", "ال", "و", "ب", "ف", "ل")
_PUNCTUATION_PARTS = {":": ":", "=": ":", "-": "-", "–": "-", "—": "-", "~": "-", "&": "&"}

# Amounts as patterns over the parts, one letter a token (see `money_words`), plus
# n: a number in digits; s: a space; :: a colon; x: any other word; p: other punctuation.
_NUMBER = r"(?:as?)?[nw](?:s?(?:[&-]s?)?(?:as?)?[nw])*"
_AFTER_NUMBER = r"(?:(?:js?)?[ck]|js?q)(?:s?j)?"
_BEFORE_NUMBER = r"(?:js?)?c(?:s?j)?"
_MORE = rf"(?:s?(?:&s?)?{_NUMBER}(?:s?{_AFTER_NUMBER})?)?"
_AMOUNT = re.compile(
    rf"(?:{_NUMBER}|a)s?(?:[a&]s?){{0,2}}{_AFTER_NUMBER}{_MORE}"
    rf"|{_BEFORE_NUMBER}s?(?::s?)?{_NUMBER}(?:s?{_AFTER_NUMBER})?{_MORE}"
    r"|d"
)
_CURRENCY_PARTS = frozenset("ckqd")
# Parts a token can play inside an amount: a row of them at the end is held back.
_MAY_CONTINUE = frozenset("nwa&-:ckqdjhs")

_MARKS = tuple(".,;:!?،؟")


def fold(text: str) -> tuple[str, list[int] | None]:
    """The text as it is read, and where each of its characters came from (None: the same
    text, the common case, found without a look at each character)."""
    if text.isascii() or (_HIDDEN.isdisjoint(text) and unicodedata.is_normalized("NFKC", text)):
        return text, None
    read: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        if char in _HIDDEN:
            continue
        for plain in unicodedata.normalize("NFKC", char):
            if plain not in _HIDDEN:
                read.append(plain)
                origin.append(index)
    origin.append(len(text))
    return "".join(read), origin


@lru_cache(maxsize=8192)
def part(token: str) -> str:
    """The part `token` (of the folded text) plays in an amount."""
    first = token[0]
    if first.isdecimal():
        return "n"
    if first.isspace():
        return "s"
    if (len(token) == 1 and first in _SYMBOLS) or token.endswith("$"):
        return "c"
    if not first.isalpha():
        return _PUNCTUATION_PARTS.get(first, "p")
    bare = token.rstrip(".").replace(" ", "")
    if bare in money_words.CAPITALS_ONLY:
        return "c"
    if bare.isupper() and bare in _ISO:
        return "k" if bare in money_words.WORDLIKE_CODES else "c"
    key = bare.lower()
    if not key.isascii():
        key = key.translate(_PLAIN_I).translate(_ARABIC_FOLD)
    found = _PARTS.get(key)
    if found is None and "\u0600" <= key[0] <= "\u06ff":
        for prefix in _ARABIC_PREFIXES:
            if key.startswith(prefix) and (found := _PARTS.get(key[len(prefix) :])):
                break
    return found or "x"


def _amounts(parts: str, end: int) -> list[tuple[int, int]]:
    """The token spans of the amounts among the first `end` tokens."""
    if _CURRENCY_PARTS.isdisjoint(parts[:end]):
        return []
    return [match.span() for match in _AMOUNT.finditer(parts, 0, end)]


def _joined(pieces: list[str]) -> str:
    """The text around the amounts cut out, spaced as if they had never been there.

    Only the spacing where two pieces meet is touched, so that the text shown is the same
    whichever piece of the stream an amount arrived in.
    """
    text = pieces[0]
    for piece in pieces[1:]:
        rest = piece.lstrip(" \t")
        if rest.startswith(_MARKS):
            text = text.rstrip(" \t") + rest
        elif text.endswith((" ", "\t")):
            text += rest
        else:
            text += piece
    return text


def strip_money(text: str) -> str:
    """`text` without money amounts, spacing tidied where one was cut out."""
    money = MoneyFilter()
    return money.feed(text) + money.flush()


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
        return self._release(final=False)

    def flush(self) -> str:
        """The end of the reply: whatever was held back, cleaned."""
        return self._release(final=True)

    def _release(self, final: bool) -> str:
        held = self._held
        read, origin = fold(held)
        tokens = _TOKEN.findall(read)
        # Digits glued to a plain word ("w0", "B12") are part of that word, not a number.
        parts = "".join(map(part, tokens)).replace("xn", "xx")
        keep = len(tokens)
        if not final and keep:
            if parts[-1] != "s":  # a token at the very end may not be finished
                keep -= 1
                if tokens[-1] == "." and keep and len(tokens[keep - 1]) <= 2:
                    keep -= 1  # "K." may become "K.D."
            while keep and parts[keep - 1] in _MAY_CONTINUE:
                keep -= 1
        amounts = _amounts(parts, keep)
        if keep == len(tokens):
            cut = len(held)
        else:
            cut = len(read) - sum(map(len, tokens[keep:]))
            cut = origin[cut] if origin is not None else cut
        self._held = held[cut:]
        if not amounts:
            return held[:cut]
        offsets = list(accumulate(map(len, tokens), initial=0))
        shown: list[str] = []
        start = 0
        for first, last in amounts:
            begin, end = offsets[first], offsets[last]
            if origin is not None:
                begin, end = origin[begin], origin[end]
            shown.append(held[start:begin])
            start = end
        shown.append(held[start:cut])
        self.removed += len(amounts)
        return _joined(shown)
