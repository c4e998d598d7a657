"""Store words borrowed from English and typed in Arabic script: "المينيمم", "الديليفري",
"اوردري", "السلوتات". Shoppers write them as often as the Arabic words, and a gate or a
rule that knows only "الحد الادنى", "التوصيل", "طلبي" and "مواعيد" takes the message for
another matter; they are read as the Arabic word they stand for. ("اكسبرس" and "كاش" are
known as typed.)
"""

from __future__ import annotations

# Each borrowed word in its common spellings, and the Arabic it stands for
_BORROWED: dict[str, tuple[str, ...]] = {
    "الحد الادني": ("مينيمم", "مينيموم", "منيمم", "منيموم", "مينمم", "مينيمام", "مينمام"),
    "توصيل": ("ديليفري", "دليفري", "ديلفري", "دلفري", "ديليفيري", "دليفيري", "ديلفيري"),
    "طلب": ("اوردر", "أوردر", "اوردار", "اردر"),
    "موعد": ("سلوت",),
    "مواعيد": ("سلوتات",),
}
# Their own words with the article or a pronoun on them: "المينيمم", "اوردري"
_WITH_ARTICLE = ("ال", "لل", "بال")
_MINE = {"طلب": "طلبي"}


def _spellings() -> dict[str, str]:
    found: dict[str, str] = {}
    for arabic, forms in _BORROWED.items():
        stem = arabic.removeprefix("ال")  # "الحد الادني" is "حد" with the article on
        for form in forms:
            found[form] = arabic
            for article in _WITH_ARTICLE:
                found[article + form] = article + stem
            if arabic in _MINE:
                found[form + "ي"] = _MINE[arabic]
    return found


LOANWORDS: dict[str, str] = _spellings()
