"""A recipe told for a count of people that is not its own.

A card shown "for 10" must not read "3 cups basmati rice" when that is the rice for 6: the
amount that opens an ingredient's note is scaled and rounded as a cook measures (halves of a
cup, whole onions, grams by fifty), its unit kept and its noun agreeing with the new count.
A note whose amount cannot be read that way says for how many it is written, so nothing on
the card claims one count and shows another. The units to add follow the same rule as the
cart: what is eaten per serving grows, a pack of salt or spice serves any number of guests.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from hub.catalogue import Language
from hub.record import Record
from hub.text import singular, to_arabic_digits, to_ascii_digits

# Aisles of pantry staples: a pack of salt or spice serves any number of guests, so scaling a
# recipe leaves them at the recipe's own quantity.
_PANTRY_AISLES = ("spice", "salt", "oil", "ghee", "herb", "condiment", "sauce")


def pantry(product: Record | None) -> bool:
    aisle = str((product or {}).get("categoryId") or "").lower()
    return any(word in aisle for word in _PANTRY_AISLES)


def units_to_add(base: int, product: Record | None, scale: float) -> int:
    """The packs of one ingredient for `scale` times the recipe, rounded up to whole packs."""
    return base if pantry(product) else max(1, math.ceil(base * scale))


# -- English ---------------------------------------------------------------------------

# Measures a cook counts in halves; weights and volumes in the metric units are rounded by
# their own steps below; other words are things counted whole ("2 onions").
_SPOONS = frozenset({"cup", "tablespoon", "teaspoon", "tbsp", "tsp"})
_METRIC: dict[str, Fraction | int] = {
    "g": 50,
    "ml": 50,
    "kg": Fraction(1, 4),
    "l": Fraction(1, 4),
    "litre": Fraction(1, 4),
}
_MEASURES = _SPOONS | {"bunch", "sachet", "can", "loaf", "stick", "pod", "clove", "pinch"}
_UNINFLECTED = frozenset({"g", "ml", "kg", "l"})
# Where the counted thing's phrase ends: "4 eggs for the omelette", "1 kg lamb on the bone"
_PHRASE_ENDS = frozenset({"for", "in", "on", "to", "with", "plus", "and", "of"})

_EN_AMOUNT = re.compile(r"^(\d+)(?:\s+(\d+)/(\d+)|/(\d+))?(?:\s*[–-]\s*\d+)?\s+(?=\w)")


def _en_amount(note: str) -> tuple[Fraction, str] | None:
    match = _EN_AMOUNT.match(note)
    if match is None:
        return None
    whole, num, den, over = match.groups()
    amount = Fraction(int(whole), int(over)) if over else Fraction(int(whole))
    if num:
        amount += Fraction(int(num), int(den))
    return amount, note[match.end() :]


def _step(unit: str) -> Fraction | int:
    if unit in _METRIC:
        return _METRIC[unit]
    return Fraction(1, 2) if unit in _SPOONS else 1


def _rounded(amount: Fraction, step: Fraction | int) -> Fraction:
    """To the nearest step (a quarter below one of a spoon's), never to nothing."""
    if step == Fraction(1, 2) and amount < 1:
        step = Fraction(1, 4)
    if step == 50 and amount < 100:
        step = 10
    steps = math.floor(amount / step + Fraction(1, 2))
    return max(1, steps) * Fraction(step)


def _en_number(amount: Fraction) -> str:
    whole, part = divmod(amount, 1)
    if not part:
        return str(int(whole))
    fraction = f"{part.numerator}/{part.denominator}"
    return f"{int(whole)} {fraction}" if whole else fraction


def _one(word: str) -> str:
    """ "bunches" is one "bunch" (the crude singular reads "bunche")."""
    return word[:-2] if word.endswith(("ches", "shes", "xes")) else singular(word)


def _plural(word: str) -> str:
    if word.endswith("o"):
        return f"{word}es"
    if word.endswith("f"):
        return f"{word[:-1]}ves"
    if word.endswith(("s", "x", "ch", "sh")):
        return f"{word}es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return f"{word[:-1]}ies"
    return f"{word}s"


def _agreeing(word: str, amount: Fraction) -> str:
    bare = word.rstrip(",")
    if bare.lower() in _UNINFLECTED:
        return word
    one = _one(bare)
    return (one if amount <= 1 else _plural(one)) + word[len(bare) :]


def _en_scaled(note: str, scale: Fraction) -> str | None:
    read = _en_amount(note)
    if read is None:
        return None
    amount, rest = read
    tokens = rest.split(" ")
    first = tokens[0].rstrip(",").lower()
    if first in _METRIC or _one(first) in _MEASURES:
        at = 0  # "3 cups basmati rice": the measure agrees with the count
    else:
        # "1 whole chicken, cut into 4 pieces": the thing counted ends its phrase
        at = 0
        for n, token in enumerate(tokens):
            if token.lower() in _PHRASE_ENDS:
                break
            at = n
            if token.endswith(","):
                break
    new = _rounded(amount * scale, _step(_one(first)))
    tokens[at] = _agreeing(tokens[at], new)
    return f"{_en_number(new)} {' '.join(tokens)}"


# -- Arabic ----------------------------------------------------------------------------

# A measure's forms: its singular, its plural (said of three to ten), its duals (two)
_AR_MEASURES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("كوب", "أكواب", ("كوبان", "كوبين", "كوبا")),
    ("ملعقة", "ملاعق", ("ملعقتان", "ملعقتين", "ملعقتا")),
    ("حبة", "حبات", ("حبتان", "حبتين", "حبتا")),
    ("ربطة", "ربطات", ("ربطتان", "ربطتين", "ربطتا")),
    ("رغيف", "أرغفة", ("رغيفان", "رغيفين", "رغيفا")),
    ("عود", "أعواد", ("عودان", "عودين", "عودا")),
    ("كيس", "أكياس", ("كيسان", "كيسين", "كيسا")),
    ("علبة", "علب", ("علبتان", "علبتين", "علبتا")),
)
_AR_METRIC: dict[str, Fraction | int] = {
    "غ": 50,
    "مل": 50,
    "كغ": Fraction(1, 4),
    "لتر": Fraction(1, 4),
}
_AR_PARTS = {"ربع": Fraction(1, 4), "نصف": Fraction(1, 2)}


def _ar_measure(word: str) -> tuple[int, Fraction | None] | None:
    """The measure a word is and the count its form says (two of a dual, one of a
    singular, none of a plural, whose count is a numeral before it)."""
    for n, (one, many, duals) in enumerate(_AR_MEASURES):
        if word == one:
            return n, Fraction(1)
        if word in duals:
            return n, Fraction(2)
        if word in (many, many.replace("أ", "ا")):
            return n, None
    return None


def _ar_number(amount: Fraction | int) -> str:
    return to_arabic_digits(str(int(amount)))


def _ar_counted(amount: Fraction, measure: int, sized: list[str]) -> str:
    """ "نصف كوب", "كوب ونصف", "٥ أكواب", "١٥ كوب", "٣ ملاعق كبيرة ونصف": the count, its
    measure's form and the measure's size."""
    one, many, _ = _AR_MEASURES[measure]
    whole, part = divmod(amount, 1)
    if not whole:
        return " ".join(["ربع" if part == Fraction(1, 4) else "نصف", one, *sized])
    form = many if 3 <= whole <= 10 else one
    counted = " ".join([one if whole == 1 else f"{_ar_number(whole)} {form}", *sized])
    return f"{counted} ونصف" if part else counted


# A spoon's size, which the count's "ونصف" follows: "ملعقتان كبيرتان"
_AR_SIZES = frozenset({"كبيرة", "صغيرة", "كبيرتان", "صغيرتان", "كبيرتين", "صغيرتين"})


def _singular_agreement(word: str) -> str:
    """A dual adjective after a measure of two, said of another count: "كبيرتان" is
    "كبيرة" beside "٥ ملاعق"."""
    for ending in ("تان", "تين"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)] + "ة"
    return word


def _ar_scaled(note: str, scale: Fraction) -> str | None:
    tokens = note.split(" ")
    first = to_ascii_digits(tokens[0])
    if first.isdigit() and len(tokens) > 1:
        amount, unit = Fraction(int(first)), tokens[1]
        if unit in _AR_METRIC:
            new = _rounded(amount * scale, _AR_METRIC[unit])
            return " ".join([_metric_number(new, ar=True), *tokens[1:]])
        measure = _ar_measure(unit)
        if measure is None:
            # "٥ بيضات": a thing counted whole, its plural kept
            new = _rounded(amount * scale, 1)
            return " ".join([_ar_number(new), *tokens[1:]])
        start = 2
    elif tokens[0] in _AR_PARTS and len(tokens) > 1 and _ar_measure(tokens[1]):
        amount, measure, start = _AR_PARTS[tokens[0]], _ar_measure(tokens[1]), 2
    elif (measure := _ar_measure(tokens[0])) is not None and measure[1] is not None:
        amount, start = measure[1], 1
    else:
        return None
    assert measure is not None
    index = measure[0]
    step = Fraction(1, 2) if _AR_MEASURES[index][0] in ("كوب", "ملعقة") else 1
    new = _rounded(amount * scale, step)
    rest = [_singular_agreement(word) for word in tokens[start:]]
    sized = rest[:1] if tokens[start : start + 1] and tokens[start] in _AR_SIZES else []
    return " ".join([_ar_counted(new, index, sized), *rest[len(sized) :]])


def _metric_number(amount: Fraction, *, ar: bool = False) -> str:
    text = str(int(amount)) if amount.denominator == 1 else f"{float(amount):g}"
    return to_arabic_digits(text) if ar else text


def scaled_note(note: Record | str | None, scale: Fraction, own: int, language: Language) -> str:
    """An ingredient's note for `scale` times the recipe written for `own` people.

    The English note tells whether the ingredient is measured at all ("Salt to taste" is
    not, "دجاجة كاملة" is: "1 whole chicken"); where it is but this language's note holds no amount read here, the note says the
    count it is written for."""
    texts = note if isinstance(note, dict) else {"en": note or ""}
    text = str(texts.get(language) or texts.get("en") or "")
    if scale == 1 or not text:
        return text
    if language == "ar":
        scaled = _ar_scaled(text, scale)
    else:
        scaled = _metric_scaled(text, scale) or _en_scaled(text, scale)
    if scaled is not None:
        return scaled
    if not re.search(r"\d", f"{texts.get('en') or ''} {text}"):
        return text  # "Garlic, crushed": nothing measured, true for any count
    own_text = str(own) if language != "ar" else _ar_number(own)
    return f"{text} (لعدد {own_text})" if language == "ar" else f"{text} (for {own_text})"


def _metric_scaled(note: str, scale: Fraction) -> str | None:
    """ "400 g vermicelli", "1 kg lamb": a weight or volume, in its own unit's steps."""
    read = _en_amount(note)
    if read is None:
        return None
    amount, rest = read
    unit = rest.split(" ")[0].lower()
    if unit not in _METRIC or unit == "litre":
        return None
    new = _rounded(amount * scale, _METRIC[unit])
    return f"{_metric_number(new)} {rest}"


def told_for(card: Record, recipe: Record, servings: int, language: Language) -> Record:
    """The recipe's card with its ingredients' notes and units for `servings` people; its
    steps stay as written, for the recipe's own count, which the card keeps."""
    own = max(1, int(recipe.get("servings") or 1))
    scale = Fraction(servings, own)
    if scale == 1:
        return card
    # the card's ingredients are the recipe's in order, less those gone from the catalogue
    written = iter(recipe.get("ingredients") or [])
    ingredients = []
    for ingredient in card["ingredients"]:
        product = ingredient["product"]
        source: Record = next((i for i in written if i.get("productId") == product["_id"]), {})
        ingredients.append(
            {
                **ingredient,
                "quantity": units_to_add(
                    int(ingredient.get("quantity") or 1), product, float(scale)
                ),
                "note": scaled_note(source.get("note"), scale, own, language),
            }
        )
    return {**card, "ingredients": ingredients}
