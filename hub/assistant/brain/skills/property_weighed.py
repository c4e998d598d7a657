"""Two goods the shopper names, weighed on a property the catalogue may or may not hold: "is
the Kuwaiti coffee darker roast than Abu Auf?", "which is stronger, nescafe gold or classic",
"القهوة الكويتية تحميصها اغمق من ابو عوف؟", "el gahwa el kuwaitiya a8wa mn abu auf?".

Read whole, such a message is a comparison the price path answers with prices, a search of
both names and the comparative, or another matter's question the gate declines. The shopper
asked of two products of ours: both are shown, and for each what its record says of that
property (a roast in its name, a fat or sugar figure on its label), or that the record holds
nothing of it; never a third product, never a guess, never a decline.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hub.assistant.brain import matching, replies
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.compare_sides import with_the_others_brand
from hub.assistant.brain.skills.product_facts import arabic_name, english
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record


@dataclass(frozen=True)
class Property:
    """One property goods are weighed on: its name, the words weighing by it, the words of
    a record that state it, and the label's figure that measures it, if any."""

    name: dict[str, str]
    comparatives: frozenset[str]
    said: tuple[str, ...]
    figure: str | None = None


# Comparatives as they arrive read (Arabic folded, Arabizi read: "a8wa" is اقوى)
_PROPERTIES = (
    Property(
        {"en": "roast", "ar": "التحميص"},
        frozenset({"darker", "lighter", "اغمق", "افتح"}),
        ("light roast", "medium roast", "dark roast", "تحميص خفيف", "تحميص متوسط",
         "تحميص غامق", "شقراء"),
    ),
    Property(
        {"en": "strength", "ar": "القوة"},
        frozenset({"stronger", "weaker", "اقوي", "اضعف"}),
        ("extra strong", "strong", "intense", "قوي", "قويه"),
    ),
    Property(
        {"en": "sweetness", "ar": "الحلاوة"},
        frozenset({"sweeter", "احلي"}),
        ("sweetened", "sweet", "no added sugar", "sugar free", "محلى", "حلو", "حلوة"),
        "sugar",
    ),
    Property(
        {"en": "fat", "ar": "الدسم"},
        frozenset({"creamier", "richer", "fattier", "ادسم"}),
        ("full fat", "full cream", "low fat", "skimmed", "كامل الدسم", "كاملة الدسم",
         "قليل الدسم", "خالي الدسم"),
        "fat",
    ),
    Property(
        {"en": "heat", "ar": "الحرارة"},
        frozenset({"spicier", "hotter", "احر"}),
        ("extra hot", "hot", "spicy", "chilli", "حار", "حارة"),
    ),
    Property(
        {"en": "salt", "ar": "الملح"},
        frozenset({"saltier", "املح"}),
        ("unsalted", "salted", "salt", "بدون ملح", "مملح", "ملح"),
    ),
)  # fmt: skip

# What sets the two apart: "than", "من", "or", "ولا", "vs"
_THAN = frozenset({"than", "من"})
_OR = frozenset({"or", "vs", "versus", "ولا", "او", "والا"})
# Words of asking and weighing, and the property named as a noun, which name no goods
_ASKING = frozenset(
    {"is", "are", "which", "one", "ones", "the", "a", "more", "less", "ايهم", "اي", "واحد", "شو",
     "هل", "انهو", "منهم", "roast", "roasted", "تحميص", "تحميصها", "تحميصه", "محمص", "محمصه",
     "taste", "طعم", "طعمه", "طعمها", "in", "flavour", "تحميصهم"}
)  # fmt: skip
_MOST_WORDS = 14


@dataclass(frozen=True)
class Weighing:
    property: Property
    products: tuple[Record, Record]


def _property_and_sides(text: str) -> tuple[Property, list[list[str]]] | None:
    """The property weighed and the words of each side, by the message's shape."""
    tokens = [token for token in re.split(r"[\s,،?؟!.]+", text.lower()) if token]
    if len(tokens) > _MOST_WORDS:
        return None
    at = next((n for n, token in enumerate(tokens) if _weighs(token)), None)
    if at is None:
        return None
    weighed = next(p for p in _PROPERTIES if _weighs(tokens[at], p))
    than = next((n for n in range(at + 1, len(tokens)) if tokens[n] in _THAN), None)
    if than is not None and all(t in _ASKING for t in tokens[at + 1 : than]):
        # "X darker roast than Y", "X تحميصها اغمق من Y"
        sides = [tokens[:at], tokens[than + 1 :]]
    else:
        rest = [token for n, token in enumerate(tokens) if n != at]
        split = next((n for n, token in enumerate(rest) if token in _OR), None)
        if split is None:
            return None
        sides = [rest[:split], rest[split + 1 :]]  # "which is stronger, X or Y"
    named = [[w for w in side if w not in _ASKING and not _weighs(w)] for side in sides]
    return (weighed, named) if all(named) else None


def _weighs(token: str, weighed: Property | None = None) -> bool:
    return any(token in p.comparatives for p in ([weighed] if weighed else _PROPERTIES))


async def weighing(turn: Turn) -> Weighing | None:
    """The two products of ours the message weighs on a property, when it names two."""
    read = _property_and_sides(turn.message.for_model)
    if read is None:
        return None
    weighed, sides = read
    parts = [Utterance(" ".join(side)).topic or side for side in sides]
    parts = await with_the_others_brand(turn, parts)  # "nescafe gold or classic"
    found: list[list[Record]] = []
    focus = turn.focus()
    for part in parts:
        if set(part) <= _IT and focus is not None:
            # "is it stronger than the gold" after the classic's card: the one in focus
            found.append(await quiet_products(turn, [focus]))
            continue
        # each side named by every word of it: "abu auf" is Abu Auf's, never another
        # maker's coffee beside the one named first
        hits = confident_hits(part, await quiet_search(turn, " ".join(part)))
        found.append([hit for hit in hits if not unmet_words(part, [hit])][:_MOST_HITS])
    if len(found) != 2 or not all(found):
        return None
    # of a side named loosely ("abu auf": its coffees, its spices), the one most like the
    # other side's; each side's best hit first where they are as alike
    pairs = [
        (first, second)
        for n, first in enumerate(found[0])
        for m, second in enumerate(found[1])
        if first["_id"] != second["_id"] and (n == 0 or m == 0)
    ]
    if not pairs:
        return None
    first, second = max(pairs, key=lambda pair: _kinship(*pair))
    return Weighing(weighed, (first, second))


_MOST_HITS = 6
# A side said as the product talked about
_IT = frozenset({"it", "this", "that", "هذا", "هذي", "هذه", "ذا", "هو", "هي"})


def _kinship(product: Record, other: Record) -> tuple[bool, int]:
    """How alike two products are: the same aisle, then the keywords they share."""
    own = set(matching.name_texts(product, "keywords"))
    theirs = set(matching.name_texts(other, "keywords"))
    return product.get("categoryId") == other.get("categoryId"), len(own & theirs)


async def asked(turn: Turn) -> bool:
    """Whether the message weighs two products of ours on a property."""
    return await weighing(turn) is not None


async def weigh(turn: Turn) -> None:
    """Both products, and what each one's record says of the property."""
    weighed = await weighing(turn)
    if weighed is None:
        return
    turn.say("weighed_on_the_record")
    for product in weighed.products:
        turn.text_block(_line(turn, weighed.property, product))
    ids = [str(product["_id"]) for product in weighed.products]
    turn.block({"kind": "products", "productIds": ids})
    turn.remember_shown(ids)
    turn.chips("add_first", "detail_first", "cart")


def _line(turn: Turn, weighed: Property, product: Record) -> str:
    name = {"en": english(product, "name"), "ar": arabic_name(product)}
    said = _said(product, weighed)
    if said is not None:
        return replies.figures("property_said", turn.language, name=name, said=said)
    figure = _figure(product, weighed)
    if figure is not None:
        key = f"property_{weighed.figure}"
        return replies.figures(key, turn.language, name=name, amount=figure)
    return replies.figures("property_unsaid", turn.language, name=name, property=weighed.name)


def _said(product: Record, weighed: Property) -> dict[str, str] | None:
    """The words of the product's name or keywords that state the property, in each
    language its record has them (the other's where one has none)."""
    found: dict[str, str] = {}
    for language in ("en", "ar"):
        texts = [_text(product.get(field), language) for field in ("name", "keywords")]
        held = " ".join(normalise(text).text.lower() for text in texts)
        for phrase in weighed.said:
            if re.search(rf"(?<!\w){re.escape(normalise(phrase).text)}(?!\w)", held):
                found.setdefault(language, phrase)
    if not found:
        return None
    return {"en": found.get("en") or found["ar"], "ar": found.get("ar") or found["en"]}


def _text(value: object, language: str) -> str:
    if isinstance(value, dict):
        said = value.get(language)
        return " ".join(said) if isinstance(said, list) else str(said or "")
    return ""


def _figure(product: Record, weighed: Property) -> dict[str, str] | None:
    """The label's figure of the property per 100 g or ml, when the record has it."""
    attributes = product.get("attributes")
    nutrition = attributes.get("nutrition") if isinstance(attributes, dict) else None
    if weighed.figure is None or not isinstance(nutrition, dict):
        return None
    amount = nutrition.get(weighed.figure)
    if not isinstance(amount, int | float):
        return None
    per = str(nutrition.get("per") or "100 g")
    said = f"{amount:g}"
    return {
        "en": f"{said} g per {per}",
        "ar": f"{said.translate(_ARABIC_DIGITS)} غ لكل {per.translate(_ARABIC_DIGITS)}",
    }


_ARABIC_DIGITS = str.maketrans("0123456789.", "٠١٢٣٤٥٦٧٨٩٫")
