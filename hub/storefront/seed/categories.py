"""The demo grocery's aisles, in the order the storefront shows them."""

from __future__ import annotations

from hub.storefront.seed._text import loc

_ROWS = [
    ("fruits", "Fruits", "فواكه", "🍎"),
    ("vegetables", "Vegetables & Herbs", "خضروات وأعشاب", "🥦"),
    ("dairy-eggs", "Dairy & Eggs", "ألبان وبيض", "🥛"),
    ("bakery", "Bakery", "مخبوزات", "🍞"),
    ("meat-poultry", "Meat & Poultry", "لحوم ودواجن", "🍗"),
    ("seafood", "Fish & Seafood", "أسماك ومأكولات بحرية", "🐟"),
    ("rice-grains", "Rice, Grains & Pulses", "أرز وحبوب وبقوليات", "🍚"),
    ("pasta-noodles", "Pasta & Noodles", "معكرونة ونودلز", "🍝"),
    ("oils-ghee", "Oils & Ghee", "زيوت وسمن", "🫒"),
    ("spices", "Spices & Herbs", "بهارات وتوابل", "🌶️"),
    ("canned-food", "Canned & Jarred Food", "معلبات ومرطبانات", "🥫"),
    ("snacks-sweets", "Snacks & Sweets", "سناكات وحلويات", "🍫"),
    ("beverages", "Beverages & Juices", "مشروبات وعصائر", "🧃"),
    ("coffee-tea", "Coffee & Tea", "قهوة وشاي", "☕"),
    ("water", "Water", "مياه", "💧"),
    ("frozen", "Frozen Food", "أطعمة مجمدة", "🧊"),
    ("breakfast-cereals", "Breakfast & Cereals", "الفطور وحبوب الإفطار", "🥣"),
    ("sugar-baking", "Sugar & Baking", "السكر ومستلزمات الخبز", "🧁"),
    ("baby-care", "Baby Care", "مستلزمات الأطفال", "🍼"),
    ("household-cleaning", "Household & Cleaning", "المنظفات ومستلزمات المنزل", "🧽"),
    ("personal-care", "Personal Care", "العناية الشخصية", "🧴"),
    ("dates-nuts", "Dates & Nuts", "تمور ومكسرات", "🌰"),
]

CATEGORIES: list[dict] = [
    {"_id": f"cat-{slug}", "slug": slug, "name": loc(en, ar), "icon": icon}
    for slug, en, ar, icon in _ROWS
]
