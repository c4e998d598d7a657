"""The demo grocery's aisles, in the order the storefront shows them, each with the words
shoppers call it by ("المخبز", "الريوق", "meat")."""

from __future__ import annotations

from hub.record import Record
from hub.storefront.seed._text import loc

_ROWS = [
    ("fruits", "Fruits", "فواكه", "🍎",
     "fruit, fruits", "فواكه, فاكهه, فواكة"),
    ("vegetables", "Vegetables & Herbs", "خضروات وأعشاب", "🥦",
     "veg, veggies, vegetables, greens, herbs, salad", "خضار, خضرة, خضره, خضراوات, خضروات, اعشاب, سلطة"),
    ("dairy-eggs", "Dairy & Eggs", "ألبان وبيض", "🥛",
     "dairy, milk products", "البان, ألبان, لبنيات"),
    ("bakery", "Bakery", "مخبوزات", "🍞",
     "bakery, baked goods", "مخبز, المخبز, مخابز, مخبوزات, معجنات"),
    ("meat-poultry", "Meat & Poultry", "لحوم ودواجن", "🍗",
     "meat, meats, poultry, butcher", "لحم, لحوم, لحمة, لحمه, دجاج, دواجن, ملحمة, ملحمه"),
    ("seafood", "Fish & Seafood", "أسماك ومأكولات بحرية", "🐟",
     "seafood, fishmonger", "بحريات, مأكولات بحرية"),
    ("rice-grains", "Rice, Grains & Pulses", "أرز وحبوب وبقوليات", "🍚",
     "grains, pulses", "حبوب, بقوليات"),
    ("pasta-noodles", "Pasta & Noodles", "معكرونة ونودلز", "🍝",
     "pasta, noodles", "معكرونة, معكرونه, باستا, نودلز, اندومي"),
    ("oils-ghee", "Oils & Ghee", "زيوت وسمن", "🫒",
     "oils", "زيوت"),
    ("spices", "Spices & Herbs", "بهارات وتوابل", "🌶️",
     "spices, spice, herbs, seasoning", "بهارات, توابل, بهار"),
    ("canned-food", "Canned & Jarred Food", "معلبات ومرطبانات", "🥫",
     "canned, cans, tins, jars", "معلبات, علب, مرطبانات"),
    ("snacks-sweets", "Snacks & Sweets", "سناكات وحلويات", "🍫",
     "snacks, sweets, sweet, candy, dessert, desserts, lunchbox, lunch box",
     "سناكات, حلويات, نقرشات, حلو, حلاو, حلى"),
    ("beverages", "Beverages & Juices", "مشروبات وعصائر", "🧃",
     "drinks, beverages, soft drinks, something to drink, cold drink",
     "مشروبات, مشروبات غازية, اشرب, مشروب بارد"),
    ("coffee-tea", "Coffee & Tea", "قهوة وشاي", "☕",
     "hot drinks", "مشروبات ساخنة"),
    ("water", "Water", "مياه", "💧",
     "bottled water", "مياه"),
    ("frozen", "Frozen Food", "أطعمة مجمدة", "🧊",
     "frozen, freezer", "مجمد, مجمدات, فريزر"),
    ("breakfast-cereals", "Breakfast & Cereals", "الفطور وحبوب الإفطار", "🥣",
     "breakfast, cereal, cereals", "ريوق, الريوق, فطور, الفطور, ريوگ, كورن فليكس"),
    ("sugar-baking", "Sugar & Baking", "السكر ومستلزمات الخبز", "🧁",
     "baking", "مستلزمات الخبز"),
    ("baby-care", "Baby Care", "مستلزمات الأطفال", "🍼",
     "baby, babies", "اطفال, أطفال, بيبي"),
    ("household-cleaning", "Household & Cleaning", "المنظفات ومستلزمات المنزل", "🧽",
     "cleaning, household", "تنظيف, منظفات, مستلزمات المنزل"),
    ("personal-care", "Personal Care", "العناية الشخصية", "🧴",
     "personal care, toiletries", "العناية الشخصية"),
    ("dates-nuts", "Dates & Nuts", "تمور ومكسرات", "🌰",
     "dates, nuts", "تمر, تمور, مكسرات"),
]

CATEGORIES: list[Record] = [
    {
        "_id": f"cat-{slug}",
        "slug": slug,
        "name": loc(en, ar),
        "icon": icon,
        "keywords": {"en": words_en.split(", "), "ar": words_ar.split(", ")},
    }
    for slug, en, ar, icon, words_en, words_ar in _ROWS
]
