"""A number of people said in words: "for six people", "لخمسة أشخاص", "7ag arba3 ashkhas"
(read "حق اربع اشخاص"), "l sab3a ashkhas" (read "السبعا اشخاص"), "حق ثمانية نفر".

Digits before a word for people are read by `utterance`'s pattern; a count written as a
word is as common, in every script, and left unread it would scale no recipe and stay in
the words that name the dish ("six" is no machboos). The count is the word right before a
word for people, with Arabic's "for" or article written onto it ("لخمسه", "السبعا") and
Arabizi's final "a" read as the Arabic word's "ه" ("خمسا", "سبعا").
"""

from __future__ import annotations

# Words for people counted: "people", "اشخاص", "نفر"; Arabizi as typed when the message is
# not read as Arabizi ("l sitta nafar")
PEOPLE_WORDS = frozenset(
    {"people", "persons", "person", "ppl", "guests", "adults", "pax", "nafar", "ashkhas",
     "ashkha9", "anfar", "اشخاص", "شخص", "نفر", "انفار", "افراد", "ضيوف", "ناس"}
)  # fmt: skip

COUNT_WORDS: dict[str, int] = {
    "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50,
    "ثلاث": 3, "ثلاثه": 3, "تلاته": 3, "ثلث": 3, "اربع": 4, "اربعه": 4, "خمس": 5, "خمسه": 5,
    "ست": 6, "سته": 6, "ستته": 6, "سبع": 7, "سبعه": 7, "ثمان": 8, "ثماني": 8, "ثمانيه": 8, "ثمنيه": 8,
    "ثمن": 8, "تسع": 9, "تسعه": 9, "عشر": 10, "عشره": 10, "احدعش": 11, "احدعشر": 11,
    "اثنعش": 12, "اثنعشر": 12, "اثناعشر": 12, "ثلطعش": 13, "ثلاثطعش": 13, "ثلتعش": 13,
    "اربعطعش": 14, "اربعتعش": 14, "خمسطعش": 15, "خمستعش": 15, "ستطعش": 16, "سطعش": 16,
    "سبعطعش": 17, "ثمنطعش": 18, "تسعطعش": 19, "عشرين": 20, "ثلاثين": 30, "اربعين": 40,
    "خمسين": 50,
    # Arabizi as typed
    "thalatha": 3, "thalath": 3, "arba3": 4, "arba3a": 4, "5amsa": 5, "khamsa": 5, "5ams": 5,
    "sitta": 6, "sitt": 6, "sab3a": 7, "sab3": 7, "thamanya": 8, "thmanya": 8, "tis3a": 9,
    "tis3": 9, "3ashra": 10, "3ashr": 10, "3ashara": 10, "ithna3ash": 12, "3ishreen": 20,
}  # fmt: skip
# "for", "the", "for the" written onto the word: "لخمسه", "السبعا", "للعشره"
_PREFIXES = ("لل", "ال", "ل")


def _count_of(token: str) -> int | None:
    for form in (token, *(token[len(p) :] for p in _PREFIXES if token.startswith(p))):
        found = COUNT_WORDS.get(form)
        if found is None and form.endswith("ا"):
            found = COUNT_WORDS.get(form[:-1] + "ه")  # Arabizi's "khamsa" read "خمسا"
        if found is not None:
            return found
    return None


def people_counted(tokens: list[str]) -> tuple[int, int] | None:
    """(index of the count word, the count) of the first number of people said in words."""
    for index in range(len(tokens) - 1):
        if tokens[index + 1] in PEOPLE_WORDS:
            count = _count_of(tokens[index])
            if count is not None:
                return index, count
    return None
