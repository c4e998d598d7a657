"""What the demo catalogue's foods are: dietary flags, allergens and nutrition, by SKU.

Kept apart from the aisle rows so those stay readable. Each food SKU has a row
`(flags, allergens, nutrition)`:
- flags are letters: V vegan (and so vegetarian), v vegetarian, G gluten-free, S sugar-free
  (no sugar at all: water, plain tea and coffee, meat, fish, eggs, oils, diet drinks),
  N no added sugar (its own fruit sugar only), O organic. Every food is halal (Kuwait
  admits no pork or alcohol and its meat is slaughtered by halal rule), and a food whose
  allergens are known and hold no milk is lactose-free;
- allergens are words of `ALLERGENS`, comma-separated; None where the recipe of a branded
  product varies by market and its pack must be read (no claim is better than a wrong one);
- nutrition is `(kcal, protein g, sugar g, fat g)` per 100 g (per 100 ml for drinks),
  generic reference values of the plain food; None, or None for one figure, where the
  product's own label is the only honest source.

Non-food SKUs (cleaning, personal and baby care) have no row: they carry no attributes.
"""

from __future__ import annotations

from typing import Any

DIETARY = (
    "sugar_free",
    "no_added_sugar",
    "vegan",
    "vegetarian",
    "gluten_free",
    "lactose_free",
    "organic",
    "halal",
)
ALLERGENS = ("milk", "egg", "gluten", "nuts", "peanuts", "soy", "fish", "shellfish", "sesame")

Figures = tuple[float | None, float | None, float | None, float | None]
Facts = tuple[str, str | None, Figures | None]

_LETTERS = {
    "V": ("vegan", "vegetarian"),
    "v": ("vegetarian",),
    "G": ("gluten_free",),
    "S": ("sugar_free",),
    "N": ("no_added_sugar",),
    "O": ("organic",),
}

_OIL: Figures = (884, 0, 0, 100)
_NOTHING: Figures = (0, 0, 0, 0)
_EGG: Figures = (143, 12.6, 0.4, 9.5)

# fmt: off
FACTS: dict[str, Facts] = {
    # fruit: fresh, whole; the sugar is the fruit's own
    "FRU-BANANA": ("VG", "", (89, 1.1, 12.2, 0.3)),
    "FRU-APPLE-RED": ("VG", "", (52, 0.3, 10.4, 0.2)),
    "FRU-APPLE-GREEN": ("VG", "", (52, 0.3, 10.4, 0.2)),
    "FRU-APPLE-GALA": ("VG", "", (52, 0.3, 10.4, 0.2)),
    "FRU-ORANGE": ("VG", "", (47, 0.9, 9.4, 0.1)),
    "FRU-MANDARIN": ("VG", "", (53, 0.8, 10.6, 0.3)),
    "FRU-GRAPES": ("VG", "", (69, 0.7, 15.5, 0.2)),
    "FRU-STRAWBERRY": ("VG", "", (32, 0.7, 4.9, 0.3)),
    "FRU-MANGO": ("VG", "", (60, 0.8, 13.7, 0.4)),
    "FRU-WATERMELON": ("VG", "", (30, 0.6, 6.2, 0.2)),
    "FRU-MELON": ("VG", "", (34, 0.8, 7.9, 0.2)),
    "FRU-POMEGRANATE": ("VG", "", (83, 1.7, 13.7, 1.2)),
    "FRU-LEMON": ("VG", "", (29, 1.1, 2.5, 0.3)),
    "FRU-AVOCADO": ("VG", "", (160, 2.0, 0.7, 14.7)),
    "FRU-KIWI": ("VG", "", (61, 1.1, 9.0, 0.5)),
    "FRU-PEAR": ("VG", "", (57, 0.4, 9.8, 0.1)),
    "FRU-PINEAPPLE": ("VG", "", (50, 0.5, 9.9, 0.1)),
    "FRU-BLUEBERRY": ("VG", "", (57, 0.7, 10.0, 0.3)),
    "FRU-PEACH": ("VG", "", (39, 0.9, 8.4, 0.3)),
    # vegetables and herbs
    "VEG-TOMATO": ("VG", "", (18, 0.9, 2.6, 0.2)),
    "VEG-TOMATO-CHERRY": ("VG", "", (18, 0.9, 2.6, 0.2)),
    "VEG-ONION-RED": ("VG", "", (40, 1.1, 4.2, 0.1)),
    "VEG-ONION-WHITE": ("VG", "", (40, 1.1, 4.2, 0.1)),
    "VEG-ONION-SPRING": ("VG", "", (32, 1.8, 2.3, 0.2)),
    "VEG-POTATO": ("VG", "", (77, 2.0, 0.8, 0.1)),
    "VEG-SWEET-POTATO": ("VG", "", (86, 1.6, 4.2, 0.1)),
    "VEG-CUCUMBER": ("VG", "", (15, 0.7, 1.7, 0.1)),
    "VEG-CARROT": ("VG", "", (41, 0.9, 4.7, 0.2)),
    "VEG-LETTUCE-ICEBERG": ("VG", "", (14, 0.9, 2.0, 0.1)),
    "VEG-LETTUCE-ROMAINE": ("VG", "", (17, 1.2, 1.2, 0.3)),
    "VEG-PARSLEY": ("VG", "", (36, 3.0, 0.9, 0.8)),
    "VEG-CORIANDER": ("VG", "", (23, 2.1, 0.9, 0.5)),
    "VEG-MINT": ("VG", "", None),
    "VEG-DILL": ("VG", "", None),
    "VEG-GARLIC": ("VG", "", (149, 6.4, 1.0, 0.5)),
    "VEG-EGGPLANT": ("VG", "", (25, 1.0, 3.5, 0.2)),
    "VEG-ZUCCHINI": ("VG", "", (17, 1.2, 2.5, 0.3)),
    "VEG-BELL-PEPPERS": ("VG", "", None),
    "VEG-CHILLI": ("VG", "", (40, 2.0, 5.1, 0.2)),
    "VEG-OKRA": ("VG", "", (33, 1.9, 1.5, 0.2)),
    "VEG-CAULIFLOWER": ("VG", "", (25, 1.9, 1.9, 0.3)),
    "VEG-MUSHROOM": ("VG", "", (22, 3.1, 2.0, 0.3)),
    "VEG-BROCCOLI": ("VG", "", (34, 2.8, 1.7, 0.4)),
    # dairy and eggs
    "DAI-ALM-MILK-FF": ("vG", "milk", None),
    "DAI-ALM-MILK-LF": ("vG", "milk", None),
    "DAI-ALM-LABAN": ("vG", "milk", None),
    "DAI-ALM-YOGHURT": ("vG", "milk", None),
    "DAI-ALM-LABNEH": ("vG", "milk", None),
    "DAI-ALM-CHEDDAR": ("v", "milk", None),
    "DAI-KDD-MILK": ("vG", "milk", None),
    "DAI-KDD-LABAN": ("vG", "milk", None),
    "DAI-KDD-CREAM": ("v", "milk", None),
    "DAI-NDC-MILK": ("vG", "milk", None),
    "DAI-NDC-LABNEH": ("vG", "milk", None),
    "DAI-NDC-YOGHURT": ("vG", "milk", None),
    "DAI-RWB-MILK": ("vG", "milk", None),
    "DAI-RWB-LABAN": ("vG", "milk", None),
    "DAI-BLD-HALLOUMI": ("v", "milk", None),
    "DAI-BLD-MILK": ("vG", "milk", None),
    "DAI-BLD-LABNEH": ("vG", "milk", None),
    "DAI-PCK-CREAM-CHEESE": ("v", "milk", None),
    "DAI-PCK-CREAM": ("v", "milk", None),
    "DAI-PCK-SLICES": ("v", "milk", None),
    "DAI-KIR-SQUARES": ("v", "milk", None),
    "DAI-KIR-JAR": ("v", "milk", None),
    "DAI-LRP-UNSALTED": ("vG", "milk", (717, 0.9, 0.1, 81.1)),
    "DAI-LRP-SALTED": ("vG", "milk", (717, 0.9, 0.1, 81.1)),
    "DAI-LRP-SPREAD": ("v", "milk", None),
    "DAI-EGG-WHITE": ("vGS", "egg", _EGG),
    "DAI-EGG-BROWN": ("vGS", "egg", _EGG),
    "DAI-EGG-ORGANIC": ("vGSO", "egg", _EGG),
    "DAI-NID-POWDER": ("v", "milk", None),
    # bakery: plain Arabic, Iranian and French breads are flour, water, yeast and salt
    "BAK-KFM-ARABIC-WHITE": ("V", "gluten", None),
    "BAK-KFM-ARABIC-BROWN": ("V", "gluten", None),
    "BAK-KFM-IRANIAN": ("V", "gluten", None),
    "BAK-KFM-TOAST-WHITE": ("v", None, None),
    "BAK-KFM-TOAST-BROWN": ("v", None, None),
    "BAK-KFM-SAMOON": ("v", None, None),
    "BAK-KFM-BURGER-BUNS": ("v", None, None),
    "BAK-FR-IRANIAN-SESAME": ("V", "gluten, sesame", None),
    "BAK-FR-REGAG": ("V", "gluten", None),
    "BAK-FR-CROISSANT": ("v", "gluten, milk, egg", None),
    "BAK-FR-ZAATAR-MANAKISH": ("v", "gluten, sesame", None),
    "BAK-FR-CHEESE-FATAYER": ("v", "gluten, milk", None),
    "BAK-FR-KAAK": ("v", "gluten, sesame", None),
    "BAK-FR-BAGUETTE": ("V", "gluten", None),
    "BAK-FR-MAAMOUL": ("v", "gluten, milk", None),
    "BAK-FR-GERS-OGAILY": ("v", "gluten, egg", None),
    # meat and poultry: raw cuts are meat alone
    "MEA-KUP-CHICKEN": ("GS", "", (215, 18.6, 0, 15.1)),
    "MEA-KUP-WINGS": ("GS", "", (191, 17.5, 0, 12.8)),
    "MEA-KUP-LIVER": ("GS", "", (119, 16.9, 0, 4.8)),
    "MEA-KUP-MINCE": ("GS", "", (143, 17.4, 0, 8.1)),
    "MEA-FR-LAMB-AUS": ("GS", "", None),
    "MEA-FR-LAMB-NAIMI": ("GS", "", None),
    "MEA-FR-LAMB-CHOPS": ("GS", "", None),
    "MEA-FR-BEEF-MINCE": ("GS", "", None),
    "MEA-FR-BEEF-STEAK": ("GS", "", None),
    "MEA-FR-BEEF-CUBES": ("GS", "", None),
    "MEA-FR-CAMEL": ("GS", "", None),
    "MEA-FR-SHAWARMA": ("", None, None),
    "MEA-FR-KOFTA": ("", None, None),
    "MEA-AMR-LUNCHEON": ("", None, None),
    # seafood
    "SEA-FR-ZUBAIDI": ("GS", "fish", None),
    "SEA-FR-HAMOUR": ("GS", "fish", (92, 19.4, 0, 1.0)),
    "SEA-FR-SOBAITY": ("GS", "fish", None),
    "SEA-FR-NUWAIBI": ("GS", "fish", None),
    "SEA-FR-SHAARI": ("GS", "fish", None),
    "SEA-FR-MEID": ("GS", "fish", (117, 19.4, 0, 3.8)),
    "SEA-FR-SAFI": ("GS", "fish", None),
    "SEA-FR-SHRIMP": ("GS", "shellfish", (85, 20.1, 0, 0.5)),
    "SEA-FR-SALMON": ("GS", "fish", (208, 20.4, 0, 13.4)),
    "SEA-FR-SQUID": ("GS", "shellfish", (92, 15.6, 0, 1.4)),
    "SEA-FR-CRAB": ("GS", "shellfish", (87, 18.1, 0, 1.1)),
    # rice, pulses and grains, dry
    "RIC-TLD-BASMATI": ("VG", "", None),
    "RIC-TLD-SELLA": ("VG", "", None),
    "RIC-TLD-BROWN": ("VG", "", None),
    "RIC-TLD-JASMINE": ("VG", "", None),
    "RIC-WAZ-EGY-RICE": ("VG", "", None),
    "RIC-WAZ-LENTIL-RED": ("VG", "", (358, 23.9, None, 2.2)),
    "RIC-WAZ-CHICKPEAS": ("VG", "", (378, 20.5, 10.7, 6.0)),
    "RIC-WAZ-BULGUR": ("V", "gluten", (342, 12.3, 0.4, 1.3)),
    "RIC-WAZ-HAREES": ("V", "gluten", None),
    "RIC-WAZ-FREEKEH": ("V", "gluten", None),
    "RIC-WAZ-MASH": ("VG", "", (347, 23.9, 6.6, 1.2)),
    "RIC-BAY-LENTIL-YELLOW": ("VG", "", None),
    "RIC-BAY-QUINOA": ("VG", "", (368, 14.1, None, 6.1)),
    "RIC-BAY-KIDNEY": ("VG", "", (337, 22.5, 2.1, 1.1)),
    # pasta and noodles
    "PAS-BAR-SPAGHETTI": ("V", "gluten", None),
    "PAS-BAR-PENNE": ("V", "gluten", None),
    "PAS-BAR-FUSILLI": ("V", "gluten", None),
    "PAS-BAR-LASAGNE": ("v", None, None),
    "PAS-BAR-PENNE-WG": ("V", "gluten", None),
    "PAS-BAR-SAUCE-BASIL": ("V", "", None),
    "PAS-KFM-MACARONI": ("V", "gluten", None),
    "PAS-KFM-VERMICELLI": ("V", "gluten", None),
    "PAS-IND-CHICKEN": ("", None, None),
    "PAS-IND-MI-GORENG": ("", None, None),
    "PAS-IND-CURRY": ("", None, None),
    "PAS-IND-VEG": ("", None, None),
    "PAS-ALA-SPAGHETTI": ("V", "gluten", None),
    "PAS-ALA-ELBOWS": ("V", "gluten", None),
    # oils, ghee and vinegar
    "OIL-MAZ-CORN": ("VGS", "", _OIL),
    "OIL-MAZ-SUNFLOWER": ("VGS", "", _OIL),
    "OIL-MAZ-CANOLA": ("VGS", "", _OIL),
    "OIL-ASL-VEG-GHEE": ("VGS", "", (884, 0, 0, 100)),
    "OIL-ASL-BUTTER-GHEE": ("vGS", "milk", (876, 0.3, 0, 99.5)),
    "OIL-ASL-SUNFLOWER": ("VGS", "", _OIL),
    "OIL-BRG-EVOO": ("VGS", "", _OIL),
    "OIL-BRG-PURE": ("VGS", "", _OIL),
    "OIL-BRG-BALSAMIC": ("VG", "", None),
    "OIL-ALA-CORN-OIL": ("VGS", "", _OIL),
    "OIL-ALA-SUNFLOWER": ("VGS", "", _OIL),
    # spices: single spices are the spice alone; blends are not claimed gluten-free
    "SPI-BAY-CARDAMOM": ("VGS", "", None),
    "SPI-BAY-TURMERIC": ("VGS", "", None),
    "SPI-BAY-CUMIN": ("VGS", "", None),
    "SPI-BAY-BLACK-PEPPER": ("VGS", "", None),
    "SPI-BAY-CINNAMON": ("VGS", "", None),
    "SPI-BAY-CHILLI": ("VGS", "", None),
    "SPI-BAY-GINGER": ("VGS", "", None),
    "SPI-BAY-CLOVES": ("VGS", "", None),
    "SPI-WAZ-SAFFRON": ("VGS", "", None),
    "SPI-WAZ-BZAR": ("V", None, None),
    "SPI-WAZ-LOOMI": ("VGS", "", None),
    "SPI-WAZ-SALT": ("VGS", "", _NOTHING),
    "SPI-WAZ-ZAATAR": ("V", "sesame", None),
    "SPI-ABA-PAPRIKA": ("VG", "", None),
    "SPI-ABA-SUMAC": ("VG", "", None),
    "SPI-ABA-7SPICES": ("V", None, None),
    # canned food and sauces
    "CAN-ALA-TUNA": ("GS", "fish", None),
    "CAN-ALA-CHICKPEAS": ("VG", "", None),
    "CAN-ALA-FOUL": ("VG", "", None),
    "CAN-ALA-TOMATO-PASTE": ("VG", "", (82, 4.3, 12.2, 0.5)),
    "CAN-ALA-PEELED-TOMATOES": ("VG", "", None),
    "CAN-ALA-SWEETCORN": ("VG", "", None),
    "CAN-ALA-MUSHROOM": ("VG", "", None),
    "CAN-ALA-PEAS-CARROTS": ("VG", "", None),
    "CAN-CG-HUMMUS": ("V", "sesame", None),
    "CAN-CG-FOUL": ("V", "", None),
    "CAN-CG-TUNA": ("GS", "fish", None),
    "CAN-HNZ-KETCHUP": ("V", "", None),
    "CAN-HNZ-MAYO": ("v", "egg", None),
    "CAN-HNZ-BEANS": ("V", "", None),
    "CAN-BAY-TAHINA": ("VGS", "sesame", None),
    # snacks and sweets
    "SNK-LAY-SALTED": ("V", "", None),
    "SNK-LAY-CHEESE": ("v", "milk", None),
    "SNK-LAY-SALT-VINEGAR": ("v", None, None),
    "SNK-LAY-CHILE": ("v", None, None),
    "SNK-LAY-MASALA": ("v", None, None),
    "SNK-GLX-SMOOTH": ("v", "milk, soy", None),
    "SNK-GLX-HAZELNUT": ("v", "milk, soy, nuts", None),
    "SNK-GLX-CARAMEL": ("v", "milk, soy", None),
    "SNK-KIR-DIPS": ("v", "milk, gluten", None),
    "SNK-NES-KITKAT": ("v", "milk, gluten", None),
    "SNK-NES-SMARTIES": ("v", "milk, gluten", None),
    "SNK-FR-RAHASH": ("v", "sesame", None),
    "SNK-FR-BAKLAVA": ("v", "gluten, nuts, milk", None),
    # drinks
    "BEV-VIM-CORDIAL": ("VG", "", None),
    "BEV-VIM-SPARKLING": ("VG", "", None),
    "BEV-VIM-STILL": ("VG", "", None),
    "BEV-ALM-ORANGE": ("VGN", "", None),
    "BEV-ALM-MIXED": ("VG", "", None),
    "BEV-ALM-STRAWBERRY-MILK": ("v", "milk", None),
    "BEV-KDD-MANGO": ("VG", "", None),
    "BEV-KDD-ORANGE": ("VG", "", None),
    "BEV-KDD-CHOC-MILK": ("v", "milk", None),
    "BEV-RWB-ORANGE": ("VG", "", None),
    "BEV-RWB-MANGO": ("VG", "", None),
    "BEV-PEP-CANS": ("VG", "", None),
    "BEV-PEP-BOTTLE": ("VG", "", None),
    "BEV-PEP-DIET": ("VGS", "", (0, 0, 0, 0)),
    "BEV-FR-OJ": ("VGN", "", (45, 0.7, 8.4, 0.2)),
    # coffee and tea: plain coffee, tea and hibiscus are sugar-free
    "COF-NES-NESCAFE-CLASSIC": ("VGS", "", None),
    "COF-NES-NESCAFE-GOLD": ("VGS", "", None),
    "COF-NES-3IN1": ("v", "milk", None),
    "COF-NES-COFFEE-MATE": ("v", "milk", None),
    "COF-ABA-TURKISH": ("VGS", "", None),
    "COF-ABA-ARABIC": ("VGS", "", None),
    "COF-ABA-KARKADE": ("VGS", "", None),
    "COF-FR-ARABIC-COFFEE": ("VGS", "", None),
    "COF-LIP-YELLOW-BAGS": ("VGS", "", None),
    "COF-LIP-YELLOW-LOOSE": ("VGS", "", None),
    "COF-LIP-GREEN": ("VGS", "", None),
    "COF-AHM-CARDAMOM": ("VGS", "", None),
    "COF-AHM-EARL-GREY": ("VGS", "", None),
    "COF-AHM-ENGLISH": ("VGS", "", None),
    # water
    "WAT-RWD-WATER": ("VGS", "", _NOTHING),
    "WAT-RWD-SPORT": ("VGS", "", _NOTHING),
    "WAT-RWD-GALLON": ("VGS", "", _NOTHING),
    "WAT-AQF-WATER": ("VGS", "", _NOTHING),
    "WAT-AQF-MINI": ("VGS", "", _NOTHING),
    "WAT-AQF-GALLON": ("VGS", "", _NOTHING),
    "WAT-NES-PURE-LIFE": ("VGS", "", _NOTHING),
    "WAT-NES-PURE-LIFE-GALLON": ("VGS", "", _NOTHING),
    "WAT-NES-PERRIER": ("VGS", "", _NOTHING),
    "WAT-ABR-SMALL": ("VGS", "", _NOTHING),
    "WAT-ABR-FAMILY": ("VGS", "", _NOTHING),
    "WAT-ABR-GALLON": ("VGS", "", _NOTHING),
    # frozen
    "FRZ-AMR-BURGER": ("", None, None),
    "FRZ-AMR-NUGGETS": ("", "gluten", None),
    "FRZ-AMR-MIXED-VEG": ("VG", "", None),
    "FRZ-AMR-FRIES": ("V", "", None),
    "FRZ-AMR-OKRA": ("VG", "", None),
    "FRZ-SAD-WHOLE": ("GS", "", None),
    "FRZ-SAD-BREAST": ("GS", "", None),
    "FRZ-SAD-FRANKS": ("", None, None),
    "FRZ-SAD-NUGGETS": ("", "gluten", None),
    "FRZ-KAB-PASTRY": ("v", "gluten", None),
    "FRZ-KAB-SAMBOOSA-CHEESE": ("v", "gluten, milk", None),
    "FRZ-KAB-SAMBOOSA-MEAT": ("", "gluten", None),
    "FRZ-KAB-SPRING-ROLLS": ("v", "gluten", None),
    "FRZ-KDD-ICE-VANILLA": ("v", "milk", None),
    "FRZ-KDD-ICE-CHOC": ("v", "milk", None),
    # breakfast: these cereals hold wheat, barley malt or oats
    "BRK-KEL-CORN-FLAKES": ("v", "gluten", None),
    "BRK-KEL-FROSTIES": ("v", "gluten", None),
    "BRK-KEL-COCO-POPS": ("v", "gluten", None),
    "BRK-QKR-QUICK-OATS": ("V", "gluten", (389, 16.9, None, 6.9)),
    "BRK-QKR-WHOLE-OATS": ("V", "gluten", (389, 16.9, None, 6.9)),
    "BRK-QKR-OATS-CUP": ("v", None, None),
    "BRK-NES-FITNESS": ("v", "gluten", None),
    "BRK-NES-NESQUIK-CEREAL": ("v", "gluten", None),
    "BRK-SHF-HONEY": ("vG", "", (304, 0.3, 82.1, 0)),
    "BRK-SHF-BLACK-FOREST": ("vG", "", (304, 0.3, 82.1, 0)),
    "BRK-SHF-SQUEEZE": ("vG", "", (304, 0.3, 82.1, 0)),
    "BRK-GDY-PEANUT-BUTTER": ("V", "peanuts", None),
    "BRK-GDY-STRAWBERRY-JAM": ("VG", "", None),
    "BRK-GDY-APRICOT-JAM": ("VG", "", None),
    # sugar and baking
    "BKG-TNL-WHITE": ("VG", "", (387, 0, 99.8, 0)),
    "BKG-TNL-BROWN": ("VG", "", (380, 0.1, 97.0, 0)),
    "BKG-TNL-ICING": ("VG", "", (389, 0, 97.8, 0)),
    "BKG-TNL-GOLDEN-SYRUP": ("VG", "", None),
    "BKG-KFM-FLOUR": ("V", "gluten", (364, 10.3, 0.3, 1.0)),
    "BKG-KFM-WHOLEWHEAT-FLOUR": ("V", "gluten", (340, 13.2, 0.4, 2.5)),
    "BKG-NES-CONDENSED": ("vG", "milk", None),
    "BKG-NES-EVAPORATED": ("vG", "milk", None),
    "BKG-NES-COCOA": ("VG", "", None),
    "BKG-DRO-BAKING-POWDER": ("V", None, None),
    "BKG-DRO-YEAST": ("V", "", None),
    "BKG-DRO-VANILLA": ("VG", "", None),
    "BKG-DRO-CREME-CARAMEL": ("", None, None),
    # baby food
    "BAB-NES-CERELAC": ("v", "gluten, milk", None),
    "BAB-NID-1PLUS": ("v", "milk", None),
    "BAB-NID-3PLUS": ("v", "milk", None),
    # dates, nuts and dried fruit
    "DAT-FR-KHALAS": ("VG", "", None),
    "DAT-FR-SUKKARI": ("VG", "", None),
    "DAT-FR-AJWA": ("VG", "", None),
    "DAT-FR-MEDJOOL": ("VG", "", (277, 1.8, 66.5, 0.2)),
    "DAT-FR-KHENAIZI": ("VG", "", None),
    "DAT-FR-DIBS": ("VG", "", None),
    "DAT-BTL-KHIDRI": ("VG", "", None),
    "DAT-BTL-SUKKARI": ("VG", "", None),
    "DAT-BTL-STUFFED": ("VG", "nuts", None),
    "DAT-ABA-MIXED-NUTS": ("V", "nuts, peanuts", None),
    "DAT-ABA-CASHEWS": ("V", "nuts", None),
    "DAT-ABA-PISTACHIOS": ("V", "nuts", None),
    "DAT-BAY-ALMONDS": ("VG", "nuts", (579, 21.2, 4.4, 49.9)),
    "DAT-BAY-WALNUTS": ("VG", "nuts", (654, 15.2, 2.6, 65.2)),
    "DAT-BAY-PINE-NUTS": ("VG", "nuts", (673, 13.7, 3.6, 68.4)),
    "DAT-BAY-RAISINS": ("VG", "", (299, 3.1, 59.2, 0.5)),
}
# fmt: on

_PER_100_ML = ("BEV-", "WAT-")


def attributes_of(sku: str) -> dict[str, Any] | None:
    """The record's `attributes`: None for what is not food."""
    facts = FACTS.get(sku)
    if facts is None:
        return None
    letters, allergens_text, figures = facts
    dietary = {flag for letter in letters for flag in _LETTERS[letter]}
    allergens = None
    if allergens_text is not None:
        allergens = [word.strip() for word in allergens_text.split(",") if word.strip()]
        unknown = set(allergens) - set(ALLERGENS)
        if unknown:
            raise ValueError(f"{sku}: unknown allergens {sorted(unknown)}")
        if "milk" not in allergens:
            dietary.add("lactose_free")
    dietary.add("halal")
    nutrition = None
    if figures is not None:
        kcal, protein, sugar, fat = figures
        per = "100 ml" if sku.startswith(_PER_100_ML) else "100 g"
        nutrition = {"per": per, "energyKcal": kcal, "protein": protein, "sugar": sugar, "fat": fat}
    return {
        "dietary": [flag for flag in DIETARY if flag in dietary],
        "allergens": allergens,
        "nutrition": nutrition,
    }
