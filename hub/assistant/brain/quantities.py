"""How many, how much, and which one: numbers as shoppers type them in either language.

"add two of those", "٣ موز", "ثلاث حبات", "a dozen eggs", "half a kilo", "كيلوين طماطم",
"1.5L", "the second one", "الثاني". Words arrive already normalised by `hub.text.words`
(Arabic-Indic digits are ASCII, hamza and taa marbuta folded), so the tables below are written
in that folded form.

A quantity is either a count of catalogue units ("2 milk") or a measure ("2 kg", "500 g",
"1.5 L") that the cart skill turns into units of the product it resolves; `unit` says which.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hub.assistant.brain.held_counts import held_in_a_pack
from hub.assistant.brain.lexicon import REQUEST_WORDS, STOP_WORDS
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.text import normalize

_NUMBER_WORDS: dict[str, float] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "couple": 2, "pair": 2, "half": 0.5, "quarter": 0.25,
    "صفر": 0, "واحد": 1, "واحده": 1, "وحده": 1, "لوحده": 1, "اثنين": 2, "اثنان": 2, "اثنتين": 2,
    "ثنتين": 2, "ثنين": 2, "زوج": 2, "زوز": 2, "zooz": 2, "zoz": 2, "zouz": 2, "ثلاث": 3, "ثلاثه": 3, "تلاته": 3, "تلات": 3, "اربع": 4,
    "اربعه": 4, "خمس": 5, "خمسه": 5, "ست": 6, "سته": 6, "سبع": 7, "سبعه": 7, "ثمان": 8,
    "ثمانيه": 8, "ثماني": 8, "ثمنيه": 8, "تسع": 9, "تسعه": 9, "عشر": 10, "عشره": 10,
    "نص": 0.5, "نصف": 0.5, "ربع": 0.25,
}  # fmt: skip

# unit word -> (base unit, factor); base "g"/"ml" are measures, None counts catalogue units.
_UNITS: dict[str, tuple[str | None, float]] = {
    **dict.fromkeys(("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "keelo",
                     "كيلو", "كغ", "كيلوغرام", "كيلوجرام", "كيلوات", "كيلوهات"), ("g", 1000.0)),
    **dict.fromkeys(("g", "gm", "gms", "gr", "gram", "grams", "gramme", "grammes",
                     "غرام", "جرام", "غم", "جم"), ("g", 1.0)),
    **dict.fromkeys(("l", "lt", "ltr", "liter", "liters", "litre", "litres", "litir", "leter",
                     "litr", "لتر", "ليتر", "لترات"), ("ml", 1000.0)),
    **dict.fromkeys(("ml", "millilitre", "milliliter", "مل", "ملي"), ("ml", 1.0)),
    **dict.fromkeys(("pc", "pcs", "piece", "pieces", "pack", "packs", "packet", "packets",
                     "box", "boxes", "bottle", "bottles", "can", "cans", "bag", "bags", "jar",
                     "jars", "bunch", "bunches", "tray", "trays", "carton", "cartons", "tin",
                     "tins", "loaf", "loaves", "unit", "units", "x", "times",
                     "حبه", "حبات", "حبايب", "علبه", "علب", "كيس", "اكياس", "باكيت", "باكيتات",
                     "كرتون", "كراتين", "ربطه", "ربطات", "قطعه", "قطع", "قنينه", "قناني",
                     "بطل", "بطله", "بطول", "مرطبان", "بوكس", "بوكسات", "باكت", "باكتات", "صندوق",
                     "صناديق", "صينيه", "صواني",
                     # a bottle and a roll as the Gulf says them: "غرشه", "ام ١٢ رول"
                     "غرشه", "غراش", "غرشات", "roll", "rolls", "رول", "رولات",
                     # a bundle of cans or bottles, the Gulf's "شدة": "pepsi 3lab 2 shadda"
                     "شده", "شدات"), (None, 1.0)),
    # a tray of eggs holds thirty ("طبقة بيض"); never "طبق", a dish as often as a tray
    **dict.fromkeys(("طبقه", "طبقات"), ("pc", 30.0)),
    **dict.fromkeys(("dozen", "dozens", "دزينه", "درزن", "درزينه", "دسته"), ("pc", 12.0)),
}  # fmt: skip

# Arabic names one pack in the singular, with no number: "حط كيس" is one bag of what is in
# view ("bag" there is no product of its own), "ابي علبه" one tin. Not after "how many" or a
# preposition: "كم حبه بالكيس" asks what a bag holds.
_ONE_PACK = frozenset(
    {"حبه", "علبه", "كيس", "باكيت", "ربطه", "قطعه", "قنينه", "بطل", "بطله", "صينيه"}
)
_OF_PACK = frozenset({"كم", "بال", "ب", "في", "ال", "كل", "لكل"})

# Arabic duals carry their number: "كيلوين" is two kilos, "حبتين" two pieces.
_DUALS: dict[str, tuple[str | None, float]] = {
    "كيلوين": ("g", 2000.0), "لترين": ("ml", 2000.0), "حبتين": (None, 2.0),
    "حبتان": (None, 2.0), "علبتين": (None, 2.0), "كيسين": (None, 2.0), "باكيتين": (None, 2.0),
    "كرتونين": (None, 2.0), "ربطتين": (None, 2.0), "قطعتين": (None, 2.0), "دزينتين": ("pc", 24.0),
    "طبقتين": ("pc", 60.0), "بوكسين": (None, 2.0), "صندوقين": (None, 2.0),
    # two packets as the Gulf writes them: "ابي بكتين"
    "بكتين": (None, 2.0), "باكتين": (None, 2.0), "بكيتين": (None, 2.0), "شدتين": (None, 2.0),
}  # fmt: skip


def is_count_word(word: str) -> bool:
    """A word a count of packs is said in ("علبه", "كيس", "bottle"), which a dual counts
    two of ("علبتين", "كيسين")."""
    return word in _UNITS and _UNITS[word][0] is None and word not in ("x", "times")


def is_unit_word(word: str) -> bool:
    """A word an amount is said in: a measure ("kilo", "لتر") or a pack ("علبه", "bottle")."""
    return word in _UNITS


def is_dual(word: str) -> bool:
    """A dual this module reads with its number ("كيلوين", "حبتين")."""
    return word in _DUALS


_ORDINALS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "last": -1, "final": -1,
    "اول": 1, "الاول": 1, "الاولي": 1, "اولي": 1, "ثاني": 2, "الثاني": 2, "الثانيه": 2,
    "ثانيه": 2, "التاني": 2, "تاني": 2, "ثالث": 3, "الثالث": 3, "الثالثه": 3, "التالت": 3,
    "رابع": 4, "الرابع": 4, "الرابعه": 4, "خامس": 5, "الخامس": 5, "الخامسه": 5, "سادس": 6,
    "السادس": 6, "السادسه": 6, "الاخير": -1, "الاخيره": -1, "اخير": -1, "اخر": -1,
}  # fmt: skip

# "number 2", "#2", "option 3", "رقم ٢": a position in the list last shown.
_POSITION_MARKERS = frozenset({"number", "no", "option", "item", "رقم", "خيار"})
# "one" after these is a pronoun ("the second one"), not a count.
_NOT_A_COUNT_BEFORE_ONE = frozenset(
    {"the", "this", "that", "which", "each", "every", "any", "other", "same", "another", "no"}
    | set(_ORDINALS)
)


@dataclass(frozen=True, slots=True)
class Quantity:
    """`amount` of `unit`: "g" or "ml" (a measure), "pc" (pieces), None (catalogue units)."""

    amount: float
    unit: str | None = None

    def units_of(self, pack_amount: float | None, pack_unit: str | None) -> int:
        """Catalogue units that cover this quantity, for a product sold in packs of
        `pack_amount` `pack_unit` ("1 kg" -> 1000, "g"); at least one, never a fraction."""
        if self.unit is None:
            if self.amount >= 6 and pack_unit == "pc" and pack_amount and pack_amount >= 4:
                return max(1, round(self.amount / pack_amount))
            return max(1, math.ceil(self.amount))
        if pack_amount and pack_unit == self.unit:
            # the nearest whole pack, a half rounded up: "كيلو ونص" of 1 kg packs is two
            return max(1, math.floor(self.amount / pack_amount + 0.5))
        if self.unit == "pc":
            return max(1, math.ceil(self.amount))
        return 1


@dataclass(slots=True)
class Reading:
    """What the numbers of one message say, and which word positions they used."""

    quantity: Quantity | None = None
    ordinal: int | None = None
    numbers: list[float] | None = None
    used: set[int] | None = None
    size: Quantity | None = None  # "2 milk 2 litre", "2 kiri 24 pcs": the pack, after a count
    # "pepsi 6 pack": a multipack named by its count, one of it unless a count is said
    multipack: bool = False


def ordinals_in(tokens: list[str]) -> list[int]:
    """Every position a message names, in order: "the first or the second" is [1, 2]."""
    return [_ORDINALS[token] for token in tokens if token in _ORDINALS]


_DECIMAL = Pattern(r"[0-9]+(?:\.[0-9]+)?")
_PACKS_OF = Gated(r"(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*([a-z]+)")  # "6 x 1.5 l"
_AMOUNT = Pattern(r"(\d+(?:\.\d+)?)\s*([a-z]+)")  # "1 kg"


def parse_number(word: str) -> float | None:
    if _DECIMAL.fullmatch(word):
        return float(word)
    return _NUMBER_WORDS.get(word)


def read(tokens: list[str]) -> Reading:
    """The first quantity and the first ordinal in `tokens` (normalised words)."""
    used: set[int] = set()
    numbers: list[float] = []
    quantity: Quantity | None = None
    size: Quantity | None = None
    ordinal: int | None = None
    measured_to = -1  # where the last amount said ended
    pointed = False  # ...and whether "the" pointed at it: "el 30", a pack
    multipack = False
    i = 0
    while i < len(tokens):
        token = tokens[i]
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        if ordinal is None and token.isdigit() and following in ("st", "nd", "rd", "th"):
            ordinal = int(token)  # "3rd" arrives as "3", "rd"
            used.update({i, i + 1})
            i += 2
            continue
        if ordinal is None and token in _POSITION_MARKERS and parse_number(following):
            ordinal = int(parse_number(following) or 0)
            used.update({i, i + 1})
            i += 2
            continue
        if token in _ORDINALS and i > 0 and tokens[i - 1] in _TIMES:
            used.add(i)  # "مره ثانيه", "mara thanya": once more, no card pointed at
            i += 1
            continue
        if ordinal is None and token in _ORDINALS:
            ordinal = _ORDINALS[token]
            used.add(i)
            i += 1
            continue
        if token in _DUALS:
            base, amount = _DUALS[token]
            half = and_a_half(tokens, i + 1)  # "كيلوين ونص": two and a half kilos
            quantity = quantity or Quantity(amount * (1.25 if half else 1), base)
            used.update(range(i, i + 1 + half))
            i += 1 + half
            continue
        number = parse_number(token)
        if number is None and token in ("a", "an") and following in _UNITS:
            number = 1.0
        # "the second one", and "one" closing "the vanilla one": a pronoun, no count
        # ...but "just one", "only one" counts: "the eggs, just one"
        pointing = (
            i >= 2
            and (
                tokens[0] == "the"
                # "instead of the regular one", never "make the chips one"
                or (tokens[i - 2] in ("the", "this", "that") and not _SETS & set(tokens[:i]))
            )
            and tokens[i - 1] not in _ONLY_WORDS
            and not any(t.isdigit() for t in tokens[:i])
        )
        # "the 2kg one", "that 500 g one": a pack pointed at by its size, no count
        pointing = pointing or (
            i >= 3
            and tokens[i - 1] in _UNITS
            and parse_number(tokens[i - 2]) is not None
            and tokens[i - 3] in ("the", "this", "that")
        )
        if token == "one" and i > 0 and (tokens[i - 1] in _NOT_A_COUNT_BEFORE_ONE or pointing):
            used.add(i)
            i += 1
            continue
        if (
            number is not None
            and following in _MONEY
            and any(parse_number(t) is not None or t in _UNITS for t in tokens[i + 2 :])
        ):
            used.update({i, i + 1})  # "5 KD?? ok...": a sum of money, no count of goods
            i += 2
            continue
        if number is not None:
            span = _measure(tokens, i, number)
            if span is not None:
                end, found = span
                numbers.append(found.amount)
                if size is None and (
                    (quantity is None and _a_multipack(tokens, i, number))
                    or (quantity is not None and _held(tokens, i, number))
                ):
                    # "the vimto 3 pack", "a 6-pack of pepsi": the pack of that many, one of
                    # it unless a count follows ("the 6 pack, 2 of them")
                    size = Quantity(number, "pc")
                    multipack = True
                    used.update(range(i, end))
                    measured_to = end
                    i = end
                    continue
                if (
                    quantity is not None
                    and quantity.unit is None
                    and size is None
                    and (found.unit is not None or end - i > 1)
                ):
                    size = found if found.unit is not None else Quantity(found.amount, "pc")
                elif (
                    quantity is not None
                    and size is None
                    and found.unit is None
                    and end - i == 1
                    and i == measured_to
                    and (quantity.unit is not None or (pointed and token != "one"))
                ):
                    # "ال ١.٥ لتر ثنتين", "el 2 kilo wa7id": the pack, then how many of it;
                    # "el 30 thnain": the pack of 30 pointed at, then the count ("the 24
                    # one" is that pack, pointed at)
                    size = (
                        quantity if quantity.unit is not None else Quantity(quantity.amount, "pc")
                    )
                    quantity = found
                pointed = quantity is None and i > 0 and tokens[i - 1] in _POINTING_ARTICLES
                measured_to = end
                quantity = quantity or found
                used.update(range(i, end))
                i = end
                continue
        named_count = _NUMBER_WORDS.get(following)
        if (
            quantity is None
            and is_count_word(token)
            and named_count
            and 1 <= named_count <= 10
            and following != "one"  # "the bottle one" of a list: a pick, not a count
        ):
            # "كرتون واحد", "علبه وحده", "kartoon wa7ed": the pack named, then how many of it
            quantity = Quantity(float(named_count))
            used.update({i, i + 1})
            i += 2
            continue
        if (
            quantity is None
            and token in _ONE_PACK
            and (i == 0 or tokens[i - 1] not in _OF_PACK)
            and not any(parse_number(other) is not None for other in tokens)
        ):
            quantity = Quantity(1.0)  # "حط كيس", "abi 3elba": Arabic says one pack by its name
            used.add(i)
            i += 1
            continue
        if token in _UNITS and _UNITS[token][0] is not None and quantity is None:
            base, factor = _UNITS[token]  # "kilo of bananas", "كيلو موز": one of the unit
            half = and_a_half(tokens, i + 1)  # "كيلو ونص", "a kilo and a half"
            times = _NUMBER_WORDS.get(following) if not half and not following.isdigit() else None
            if times is not None and times == int(times) and 2 <= times <= _MOST_UNITS_AFTER:
                # "السكري كيلو ثنين", "tamr kilo thalath": the unit, then how many of it
                quantity = Quantity(factor * times, base)
                used.update({i, i + 1})
                i += 2
                continue
            quantity = Quantity(factor * (1.5 if half else 1), base)
            used.update(range(i, i + 1 + half))
            i += half
        i += 1
    return Reading(quantity, ordinal, numbers, used, size, multipack)


# The most units counted in words after the unit: "كيلو ثلاث", never a price or a size
_MOST_UNITS_AFTER = 10

# "3 pack", "6pk": said of a number, the singular names a multipack of that many ("3 packs"
# is a count of packs)
_MULTIPACK_WORDS = frozenset({"pack", "pk", "pak", "pck"})


def _held(tokens: list[str], start: int, number: float) -> bool:
    """ "الفيمتو اللي فيه ٣", "the pack of 3", "vimto il 3 7abbat": the pack that holds so
    many (`held_counts`), whatever count was said before it."""
    named = tokens[start - 2] if start > 1 else ""
    after = start + 1
    return held_in_a_pack(
        tokens,
        start,
        number,
        goods_before=bool(named)
        and parse_number(named) is None
        and named not in REQUEST_WORDS
        and named not in STOP_WORDS,
        measure_after=after < len(tokens) and _UNITS.get(tokens[after], (None,))[0] is not None,
    )


def _a_multipack(tokens: list[str], start: int, number: float) -> bool:
    """Whether `number` at `start` is the size of a multipack ("the vimto 3 pack"), not a
    count of packs ("add 2 pack milk", "3 pack of tissues"): only an article right before
    the number, or goods named before it and none after the pack, make it a size."""
    after = start + 1
    before = tokens[start - 1] if start > 0 else ""
    if _held(tokens, start, number):
        return True
    if not (
        number > 1
        and float(number).is_integer()
        and after < len(tokens)
        and tokens[after] in _MULTIPACK_WORDS
    ):
        return False
    rest = tokens[after + 1 :]
    if before in ("a", "an"):
        return True  # "a 6 pack of pepsi", "a 6 pack pepsi"
    if before in _POINTING_ARTICLES:
        # "the 3 pack of vimto", "the 3 pack vimto"; "the 15 pack" alone points at a pack in
        # view, read where a number is pointed at; after the goods named ("the small water
        # bottles too, the 24 pack") it is their pack
        if bool(rest) and (rest[0] == "of" or rest[0] not in STOP_WORDS):
            return True
        # (a line changed to "the 15 pack" is moved to it, read where the number is pointed at)
        before_it = tokens[: start - 1]
        return bool(_ADDING & set(before_it)) and any(_names_goods(t) for t in before_it)
    # "the vimto 3 pack", "chocolate milk 6 pack pls": goods named before, none after; a
    # request word before ("add 2 pack milk", "i'll take 3 pack") counts packs
    return (
        bool(before)
        and parse_number(before) is None
        and before not in REQUEST_WORDS
        and before not in STOP_WORDS
        and (not rest or rest[0] in STOP_WORDS)
    )


# Verbs of adding, before which "the 24 pack" after the goods is the pack wished
_ADDING = frozenset({"add", "put", "get", "buy", "want", "need", "grab", "ضيف", "حط", "ابي", "اضف"})


def _names_goods(token: str) -> bool:
    """A word that may name goods: no number, request, filler or pack word."""
    return (
        token.isalpha()
        and parse_number(token) is None
        and token not in REQUEST_WORDS
        and token not in STOP_WORDS
        and token not in _MULTIPACK_WORDS
        and token not in _UNITS
    )


def counts_said(clause: list[str]) -> list[int]:
    """The whole counts a clause says, in figures or in words ("5alah wa7id", "خله ٣"); the
    "one" of "the one with chicken" points, it counts nothing."""
    found: list[int] = []
    for n, token in enumerate(clause):
        number = parse_number(token)
        if number is None or number != int(number):
            continue
        if token == "one" and n > 0 and clause[n - 1] in _POINTING_BEFORE_ONE:
            continue
        found.append(int(number))
    return found


_POINTING_BEFORE_ONE = frozenset({"the", "this", "that", "which", "a", "any", "each", "every"})
_ONLY_WORDS = frozenset({"just", "only"})
# words that set a count: "make the chips one", "set the milk to one"
_SETS = frozenset({"make", "set", "keep", "change", "put", "to", "be"})
# "one more kilo": said between a number and its unit, the amount is still of that unit
_MORE = frozenset({"more", "extra", "additional"})
# "مره ثانيه" (once more): the ordinal after it says again, never which card
_TIMES = frozenset({"مره", "مرة", "المره", "time"})
# a number before these is a sum of money: "5 kd", "٣ دينار"
_MONEY = frozenset({"kd", "kwd", "dinar", "dinars", "fils", "fls", "دينار", "دنانير", "فلس", "د.ك"})
# "the 30", "ال ٣٠": a number pointed at is a pack of the goods in view
_POINTING_ARTICLES = frozenset({"the", "ال"})


def _measure(tokens: list[str], start: int, number: float) -> tuple[int, Quantity] | None:
    """The quantity that starts with `number` at `start`, and the index after it."""
    i = start + 1
    if i < len(tokens) and tokens[i] in ("a", "an") and i + 1 < len(tokens):
        i += 1  # "half a kilo", "half a dozen"
    if i + 1 < len(tokens) and tokens[i] in _MORE and tokens[i + 1] in _UNITS:
        i += 1  # "one more kilo", "2 extra litres": the amount more, of that unit
    if i + 1 < len(tokens) and tokens[i] == "and" and tokens[i + 1] in ("half", "a"):
        i += 3 if tokens[i + 1] == "a" else 2  # "one and a half kilo"
        number += 0.5
    if i < len(tokens) and tokens[i] in _UNITS:
        base, factor = _UNITS[tokens[i]]
        end = i + 1
        half = and_a_half(tokens, end)  # "2 kilo w nus": two and a half kilos
        if half and factor:
            number, end = number + 0.5, end + half
        if end < len(tokens) and tokens[end] == "of":
            end += 1
        return end, Quantity(number * factor, base)
    if number in (0.5, 0.25) and start + 1 >= len(tokens):
        return None
    if number < 1 and number != 0:
        return start + 1, Quantity(number * 1000, "g")  # "نص موز": half a kilo
    end = start + 1
    if end < len(tokens) and tokens[end] == "of":
        end += 1
    return end, Quantity(number)


# "and a half" after a unit: "a kilo and a half", "كيلو ونص", "kilo w nus" (read "و نص")
_HALVES = (("and", "a", "half"), ("and", "half"), ("و", "نص"), ("و", "نصف"), ("ونص",), ("ونصف",))


def and_a_half(tokens: list[str], start: int) -> int:
    """How many tokens from `start` say "and a half" of the unit just before (0 when they
    do not, or no unit comes before)."""
    if start == 0 or (tokens[start - 1] not in _UNITS and tokens[start - 1] not in _DUALS):
        return 0
    for half in _HALVES:
        if tuple(tokens[start : start + len(half)]) == half:
            return len(half)
    return 0


def pack_size(label: str) -> tuple[float | None, str | None]:
    """ "1 kg" -> (1000, "g"), "6 x 1.5 L" -> (9000, "ml"), "15 pcs" -> (15, "pc")."""
    text = normalize(label)
    match = _PACKS_OF.search(text)
    count = 1.0
    if match:
        count, amount, unit = float(match.group(1)), float(match.group(2)), match.group(3)
    else:
        match = _AMOUNT.search(text)
        if not match:
            return None, None
        amount, unit = float(match.group(1)), match.group(2)
    if unit not in _UNITS:
        return None, None
    base, factor = _UNITS[unit]
    if base is None:
        return amount * count, "pc"
    return amount * factor * count, base
