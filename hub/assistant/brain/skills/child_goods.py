"""Milk asked for a young child by the child's age: "milk for a one year old", "nido for my
2-year-old", "حليب لولدي عمره سنه", "7aleeb 7ag bnti 3umraha sana".

A one-year-old drinks growing-up milk, made for an age from ("Nido 1+", "نيدو ٣+"), not the
fresh milk the word "milk" finds first; the age is no word of any product's name, so a plain
search either misses the child or drops it. The growing-up milks made for the child's age are
shown first, the one made from the nearest age leading, then those for younger children.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.shopping_shape import shaped_as_shopping
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import search
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import number_text
from hub.text import to_ascii_digits

_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "سنه": 1, "سنة": 1, "سنتين": 2, "sana": 1, "sanah": 1, "santain": 2, "santen": 2,
    "sanatain": 2,
}  # fmt: skip
_NUMBER = r"(\d{1,2}|one|two|three|four|five|six)"
_MONTH_WORDS = (
    r"months?|mths?|shh?oo?r|shuhoo?r|shohoo?r|shahr|shahar|ash-?hor|ash-?hur|شهور|اشهر|أشهر|شهر"
)
# A child's age in years: "a one year old", "my 2-year-old", "turned one", "he's 3", "عمره
# سنه", "عمرها ٣ سنين", "3umraha sana" (as typed: the reading takes "sana" for a second)
_YEARS = Gated(
    rf"\b{_NUMBER}[- ](?:years?|yrs?|yr)[- ]olds?\b"
    rf"|\b{_NUMBER} (?:years?|yrs?)\b(?=.{{0,30}}\b(?:son|daughter|baby|kid|child|boy|girl"
    r"|toddler|little one)\b)"
    r"|\b(?:son|daughter|baby|kid|child|boy|girl|toddler|he|she|he'?s|she'?s) (?:is |just )?"
    rf"(?:turned |aged? )?{_NUMBER}(?: years?)?\b(?! (?:months?|kg|kilos?|pieces?|packs?)\b)"
    r"|\bturned (\d{1,2}|one|two|three|four|five|six)\b"
    r"|(?<!\w)(?:عمر|عومر|عو?مره|عو?مرها|عو?مرا|3u?mu?r[aeh]*|3omr[aeh]*) "
    rf"(\d{{1,2}}|سنه|سنة|سنتين|sana|sanah|santain|santen|sanatain)(?!\w)(?! ?(?:{_MONTH_WORDS}))"
)
# ...or in months: "7 months", "٧ شهور", "15 shhoor"; a year or more of them is that many
# whole years ("15 months" is one), and beside the years ("سنه و ٣ شهور") they add none
_MONTHS = Gated(rf"(?<!\w)(\d{{1,2}})[ -]?(?:{_MONTH_WORDS})(?!\w)")
_TODDLER = Gated(r"\btoddlers?\b")
# Milk for the child: the word, the brand of growing-up milk, formula
_MILK = Gated(
    r"\b(?:milk|formula|nido)\b|(?<!\w)(?:ال|لل|و)?(?:حليب|حلي?ب|نيدو)(?!\w)|\b7a?lee?b\b"
)
# Milk asked for, not only told of: "milk for a one year old", "which milk", "what formula
# suits", "nido for my son", "حليب لولدي", "وش الحليب المناسب", "7aleeb 7ag bnti"
_MILK_ASKED = Gated(
    r"\b(?:milk|formula|nido) (?:for|4)\b|\b(?:which|what|best|good|right) (?:\w+ )?(?:milk|formula|nido)\b"
    r"|\b(?:milk|formula)\b.{0,20}\b(?:suits?|good for|best for|recommend\w*)\b"
    r"|(?<!\w)(?:ال)?(?:حليب|نيدو) (?:ل|حق|لل)"
    r"|(?<!\w)(?:وش|ايش|شو|شنو|اي|أي|اش) (?:ال)?(?:حليب|نيدو)(?!\w)"
    r"|(?<!\w)(?:ال)?حليب (?:ال)?(?:مناسب|المناسب|زين|احسن|افضل)(?!\w)"
    r"|\b7a?lee?b (?:7ag|lil|l)\b"
    # one asked whether it suits the child: "is nido 3+ ok for a one year old", "نيدو ٣+ ينفع
    # لبنتي", "ay nido a5th 7ag wildi" (read "nido اخذ حق ولدي")
    r"|\b(?:milk|formula|nido)\b.{0,25}\b(?:ok|okay|alright|fine|good|suitable|right|safe|plus) for\b"
    r"|(?:nido|نيدو).{0,25}(?<!\w)(?:ينفع|يناسب|يصلح|تنفع|تناسب|زين|مناسب|حق)(?!\w)"
)
# Another kind of milk named: its own goods, or no goods at all (a mother's milk)
_ANOTHER_MILK = Gated(
    r"\b(?:chocolate|choco|strawberry|banana|vanilla|almond|soy|soya|oat|coconut|rice|camel"
    r"|goat|breast|mother'?s|mum'?s|mom'?s|evaporated|condensed|powdered|flavou?red) milk\b"
    r"|\bbreast ?(?:feed\w*|milk)|\bnurs(?:es|ing)\b"
    r"|(?<!\w)(?:ال)?حليب (?:ال)?(?:ام|امه|امها|الام|صدر|الصدر|شوكولاته|شوكولاتة|فراوله|فراولة|موز"
    r"|لوز|صويا|شوفان|جوز الهند|بقر|ابل|الابل|ماعز|مكثف|مبخر|نوتيلا)(?!\w)"
    r"|(?<!\w)(?:يرضع|ترضع|رضاعه|رضاعة|الرضاعه|الرضاعة)(?!\w)"
)
_MADE_FROM = Pattern(r"(\d{1,2}|[\u0660-\u0669])\s*\+")


def child_age(text: str) -> int | None:
    """The child's age in whole years (0 under a year), said in the (lower-case) text."""
    text = to_ascii_digits(text)
    found = _YEARS.search(text)
    if found is not None:
        said = next(group for group in found.groups() if group is not None)
        return int(said) if said.isdigit() else _NUMBERS.get(said)
    months = _MONTHS.search(text)
    if months is not None:
        return int(next(group for group in months.groups() if group is not None)) // 12
    return 1 if _TODDLER.search(text) else None


def asks_milk_for_a_child(turn: Turn) -> int | None:
    """The age milk is asked for, or None when no milk or no child's age is said, milk is
    only told of ("my 2 year old refuses milk") or another kind of milk is named ("wants
    chocolate milk", "حليب امه"): that kind is what is asked, or nothing is."""
    texts = (turn.message.for_model.lower(), turn.input.text.lower())
    age = next((age for text in texts if (age := child_age(text)) is not None), None)
    if any(_ANOTHER_MILK.search(text) for text in texts):
        return None
    if not any(_MILK.search(text) for text in texts):
        return age if _told_of_milk_in_talk(turn, texts) else None
    if not (any(_MILK_ASKED.search(text) for text in texts) or shaped_as_shopping(*texts)):
        return None
    return age


# Few words of whom it is for: "its for my daughter shes 4", "hiya 3umraha 4", "لبنتي عمرها ٤"
_FEW_WORDS = 8


def _told_of_milk_in_talk(turn: Turn, texts: tuple[str, str]) -> bool:
    """ "its for my daughter shes 4" right after the Nido milks: the child's age told, in few
    words, of the milk just asked for."""
    return (
        len(texts[1].split()) <= _FEW_WORDS
        and _MILK.search(" ".join(turn.asked_words()).lower()) is not None
    )


def made_from(product: Record) -> int | None:
    name = str(product.get("name", {}).get("en", ""))
    mark = _MADE_FROM.search(to_ascii_digits(name))
    return int(mark.group(1)) if mark else None


async def answer(turn: Turn) -> bool:
    """Shows the growing-up milks made for the child's age; False when none is asked or
    none fits (then the search goes on as it would)."""
    age = asks_milk_for_a_child(turn)
    if age is None or age < 1:
        return False  # a baby under one is fed by a doctor's word, not a search's
    hits = await search(turn, "growing up milk")
    fitting = [(made, hit) for hit in hits if (made := made_from(hit)) is not None and made <= age]
    if not fitting:
        return False
    fitting.sort(key=lambda pair: (-pair[0], int(pair[1].get("stock") or 0) <= 0))
    for made, hit in _named_too_old(turn, hits, age):
        # "is nido 3+ ok for a one year old": the one named is told the age it is made from,
        # before those made for the child
        years = number_text(made)
        turn.text_block(figures("made_from_age", turn.language, name=hit["name"], years=years))
    show_products(turn, [str(hit["_id"]) for _, hit in fitting])
    return True


def _named_too_old(turn: Turn, hits: list[Record], age: int) -> list[tuple[int, Record]]:
    """The growing-up milks the message names by their age mark ("nido 3+", "نيدو ٣+",
    "3 plus") that are made for children older than the one asked of."""
    marks = age_marks(f"{turn.message.for_model} {turn.input.text}")
    return [
        (made, hit)
        for hit in hits
        if (made := made_from(hit)) is not None and made > age and made in marks
    ]


_AGE_MARK = Pattern(r"(?<![\d.])(\d)\s*(?:\+|plus\b|بلس(?!\w))")


def age_marks(text: str) -> set[int]:
    """The ages from which goods are made, said by their mark: "1+", "٣+", "3 plus"."""
    return {int(n) for n in _AGE_MARK.findall(to_ascii_digits(text))}
