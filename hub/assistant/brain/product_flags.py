"""The names a product's dietary flags and allergens are shown by, in English and Arabic.

Kept apart from the skills that answer with them (nutrition, a recipe's fit to a diet, a
product's facts, goods that fit a need), which import one another.
"""

from __future__ import annotations

ALLERGEN_NAMES: dict[str, tuple[str, str]] = {
    "milk": ("milk", "حليب"),
    "egg": ("egg", "بيض"),
    "gluten": ("gluten", "جلوتين"),
    "nuts": ("nuts", "مكسرات"),
    "peanuts": ("peanuts", "فول سوداني"),
    "soy": ("soy", "صويا"),
    "fish": ("fish", "سمك"),
    "shellfish": ("shellfish", "قشريات"),
    "sesame": ("sesame", "سمسم"),
}
DIETARY_NAMES: dict[str, tuple[str, str]] = {
    "sugar_free": ("sugar-free", "خالي من السكر"),
    "no_added_sugar": ("no added sugar", "بدون سكر مضاف"),
    "low_sugar": ("low in sugar", "قليل السكر"),
    "vegan": ("vegan", "نباتي صرف"),
    "vegetarian": ("vegetarian", "نباتي"),
    "gluten_free": ("gluten-free", "خالي من الجلوتين"),
    "lactose_free": ("lactose-free", "خالي من اللاكتوز"),
    "organic": ("organic", "عضوي"),
    "halal": ("halal", "حلال"),
}
