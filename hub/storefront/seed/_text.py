"""Small builders the seed tables share: bilingual text, Arabic units, money, keywords."""

from __future__ import annotations

import re

from hub.text import to_arabic_digits

Text = dict[str, str]

_NUMBER = re.compile(r"\d+(?:\.\d+)?")

# Measures are written after the number; counted nouns agree with it (3..10 take the plural).
_MEASURES = {"L": "لتر", "ml": "مل", "g": "غ", "kg": "كغ", "x": "×"}
_COUNTED = {
    "pc": ("حبة", "حبات"),
    "pcs": ("حبة", "حبات"),
    "bags": ("كيس", "أكياس"),
    "rolls": ("لفة", "لفات"),
    "bunch": ("ربطة", "ربطات"),
}


def loc(en: str, ar: str) -> Text:
    """One bilingual text."""
    return {"en": en, "ar": ar}





def unit(en: str) -> Text:
    """"6 x 1.5 L" -> {"en": "6 x 1.5 L", "ar": "٦ × ١٫٥ لتر"}; unknown words are an error."""
    out: list[str] = []
    last_number = 0.0
    for token in en.split():
        if _NUMBER.fullmatch(token):
            last_number = float(token)
            out.append(to_arabic_digits(token))
        elif token in _MEASURES:
            out.append(_MEASURES[token])
        elif token in _COUNTED:
            singular, plural = _COUNTED[token]
            out.append(plural if 3 <= last_number <= 10 else singular)
        else:
            raise ValueError(f"no Arabic for the unit word {token!r} in {en!r}")
    return loc(en, " ".join(out))


def words(text: str) -> list[str]:
    """"a, b ,c" -> ["a", "b", "c"]: keyword lists are written as one comma-separated string."""
    return [word.strip() for word in text.split(",") if word.strip()]


def kwd(fils: int) -> Text:
    """1500 -> {"en": "1.500 KWD", "ar": "١٫٥٠٠ د.ك"}: Kuwaiti dinars with three decimals."""
    amount = f"{fils // 1000}.{fils % 1000:03d}"
    return loc(f"{amount} KWD", f"{to_arabic_digits(amount)} د.ك")
