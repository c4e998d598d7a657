"""English words a shopper mixes into Arabizi ("abi 2 milk"), which must stay English.

The brain's own English request words (`lexicon`) plus everyday grocery and shopping words.
A Latin word outside this list, in a message already typed in Arabizi, is read as Arabizi.
"""

from __future__ import annotations

import functools

from hub.assistant.brain.lexicon import CONCEPTS, STOP_WORDS

_EVERYDAY = [
    "milk",
    "bread",
    "eggs",
    "egg",
    "rice",
    "sugar",
    "salt",
    "oil",
    "water",
    "juice",
    "tea",
    "coffee",
    "cheese",
    "butter",
    "yoghurt",
    "yogurt",
    "laban",
    "labneh",
    "chicken",
    "meat",
    "lamb",
    "beef",
    "fish",
    "shrimp",
    "tomato",
    "tomatoes",
    "onion",
    "onions",
    "potato",
    "potatoes",
    "cucumber",
    "cucumbers",
    "lemon",
    "lemons",
    "mint",
    "banana",
    "bananas",
    "apple",
    "apples",
    "orange",
    "oranges",
    "dates",
    "flour",
    "pasta",
    "spaghetti",
    "noodles",
    "chips",
    "chocolate",
    "cake",
    "biscuits",
    "cream",
    "honey",
    "vinegar",
    "spices",
    "pepper",
    "garlic",
    "lettuce",
    "carrot",
    "carrots",
    "parsley",
    "coriander",
    "yoghurts",
    "loaf",
    "pack",
    "packs",
    "bottle",
    "bottles",
    "box",
    "kg",
    "g",
    "l",
    "ml",
    "kilo",
    "kilos",
    "litre",
    "liter",
    "pcs",
    "piece",
    "pieces",
    "dozen",
    "half",
    "fils",
    "kd",
    "dinar",
    "dinars",
    "cheap",
    "cheaper",
    "cheapest",
    "price",
    "budget",
    "total",
    "order",
    "cart",
    "delivery",
    "express",
    "offer",
    "offers",
    "coupon",
    "code",
    "points",
    "recipe",
    "machboos",
    "harees",
    "hummus",
    "tabbouleh",
    "fattoush",
    "shakshuka",
    "please",
    "ok",
    "okay",
    "thanks",
    "hi",
    "hello",
    "yes",
    "no",
    "the",
    "a",
    "an",
    "and",
    "or",
    "to",
    "for",
    "of",
    "in",
    "on",
    "with",
    "my",
    "me",
    "i",
    "you",
    "it",
    "this",
    "that",
    "knet",
    "visa",
    "cash",
    "almarai",
    "nadec",
    "kdd",
    "baladna",
    "lurpak",
    "puck",
    "kiri",
    "tilda",
    "barilla",
    "indomie",
    "heinz",
    "vimto",
    "galaxy",
    "nestle",
    "americana",
    "kupco",
    "kfmb",
    "mazola",
    "aseel",
    "borges",
    "bayara",
    "wazzan",
    "alali",
    "lays",
    "nido",
    "pepsi",
    "sadia",
    "aquafina",
    "rawdatain",
    "abraaj",
    "bateel",
    "lipton",
    "quaker",
    "kelloggs",
    "goody",
    "pampers",
    "fairy",
    "dettol",
    "clorox",
    "colgate",
    "dove",
    "shampoo",
    "hamoor",
    "sukkari",
    "ajwa",
    "medjool",
    "khalas",
    "halloumi",
    "rawabi",
    "shifa",
    "kabeer",
    "california",
    "garden",
    "perrier",
    "oetker",
    "tide",
    "johnsons",
    "johnson",
    "cerelac",
    "pods",
    "ahmad",
    # goods known by a maker's name whose Arabic spelling an Arabizi reading would miss
    # ("dif 3 kitkat w samoon": not "كتكت")
    "kitkat",
    "nesquik",
    "ice",
    "crisps",
    "snacks",
    "vegetables",
    "fruit",
    "fruits",
    # kinds known by their English name, kept Latin in Arabizi ("ibni ma yakil ela nuggets",
    # "5alas el black forest")
    "nuggets",
    "nugget",
    "burger",
    "burgers",
    "sausage",
    "sausages",
    "hotdog",
    "fries",
    "popcorn",
    "black",
    "forest",
    "tissues",
    "diapers",
    "wipes",
    "charcoal",
    "foil",
    # cuts and fish: "3ndkm hamour fillet"
    "fillet",
    "fillets",
    "hamour",
    "salmon",
    "tuna",
    "steak",
    "mince",
    "breast",
    "thighs",
    "wings",
    "liver",
    # aisles: "shno 3indkom fel bakery"
    "bakery",
    "frozen",
    "dairy",
    "section",
    "beverages",
    "drinks",
    "sweets",
    "candy",
    "household",
    "cleaning",
    "baby",
    "spices",
    "canned",
    "breakfast",
    "cereal",
    "pasta",
    "noodles",
    "seafood",
    "grains",
    "dates",
    "nuts",
    "shampoo",
    "detergent",
    # store and service words: "abi refund", "fi minimum 7ag il 6alab", "knet wala cash"
    "minimum",
    "refund",
    "return",
    "policy",
    "payment",
    "pay",
    "cash",
    "card",
    "knet",
    "visa",
    "apple",
    "wallet",
    "ticket",
    "driver",
    "late",
    "missing",
    "damaged",
    "expired",
    "wrong",
    "charged",
    "twice",
    "account",
    "app",
    "branch",
    "size",
    "pack",
    "box",
    "bottle",
    "can",
    "offer",
    "sale",
    "free",
    "price",
]
# Everyday English beyond the shop: off-topic asks ("who won the match yesterday") are still
# English, and must not be read as Arabizi because their words are not groceries.
_CONVERSATION = (
    "who whom whose why where when while won win wins winning lost lose match game games team"
    " teams player players play played playing score scored goal goals yesterday today tonight"
    " tomorrow week weekend month year time news weather rain hot cold sunny forecast football"
    " soccer basketball league cup world movie movies film song songs music sing story stories"
    " joke jokes funny poem poems write tell say said know think thought believe feel feeling"
    " love hate good bad best worst great nice cool happy sad angry stupid dumb useless idiot"
    " bot robot human real person people friend friends family mother mom dad father wife"
    " husband kids kid child children baby school homework math science history question"
    " questions answer answers translate french english arabic spanish language code coding"
    " python java program computer phone car house city country capital president"
    " politics election government money bank stock stocks bitcoin crypto doctor medicine"
    " sick headache fever health diet weight gym exercise sleep work job office meeting"
    " email call text message chat talk speak ask asked answer reply yes no maybe please thanks"
    " hello hi bye goodbye morning evening night afternoon again still already just never"
    " always sometimes often usually really very much many more most less least"
)

# The English of the other matters a chat drifts into: a bank, a clinic, a car, a phone, an
# app, a job ("fee pharmacy 24 hours b salmiya?", "el coupon 7ag shein ma yeshta3'el"). In an
# Arabizi message they stay English, so the domain gate reads them as the words it learned
# from English off-topic messages, not as Arabic letters that spell nothing it knows.
_OTHER_MATTERS = (
    "grad cv abroad accident airport airways alarm amazon android antibiotics apartment apartments"
    " appointment aramex assignment atm balcony banking banned barber bathroom battery bedroom"
    " beginners blackberry blocked blood booking boss bubble building burn business calculate"
    " camera camry career cargo cats centre certificate chair charging chart cheque chip chrome"
    " church cinema civil class classes clearance clinic closed coins college color colour company"
    " concert condition convert cookie couch crazy credit cricket crop customs cutter dangerous"
    " data dealer debit degree deliveroo dentist deposit dhl dispute documents dogs drama dress"
    " drive driving dust electricity embassy employer engine engineering episode event events exam"
    " excel exchange expat expats experiment explain face factory fake fasting fedex fight flight"
    " flights form freezing fuel furniture gaming graduate graduation grow hair haircut heart heat"
    " heater heating hire hiring hospital hotel hotels humidity ikea income instagram insurance"
    " interest international internet interview invest investment iphone jammed labour landlord"
    " laptop lawyer legal legit letter license limit linkedin living loan loans luggage macbook"
    " machine manager marriage meaning medication microwave miles milking minister ministry mobile"
    " monthly mortgage mosque mouse moving myth national neighbour netflix online ooredoo outfit"
    " package pain painkiller paint parcel parliament passport password perfume permit petrol"
    " pharmacist pharmacy philippines photos pills plan plant plants playstation plumber police"
    " pool portfolio power prayer prescription prime private project property public quran rash"
    " rate reading recommendation recommendations reddit registration remind reminder renew"
    " renewal rent rental repair report residency restaurant restaurants resume review ride rights"
    " ring road room route router rules salary salon samsung savings schengen season seasons"
    " semester sending series setup shares shein shirt shoes simple slow smart snapchat sofa solve"
    " speed spots stadium statement station stomach street students study subscription summary"
    " summer swimming symptoms tailor tank taxes taxi teacher technician temperature test tiktok"
    " tips tire tired tires toxic traffic travel treatment tree trees trick uber unfreeze"
    " universities university upgrade vacancies vacancy vacation vaccine video villa visit wall"
    " warranty watch wear wedding whatsapp wifi winter words workout xbox xcite youtube zara"
)

# The kitchen's everyday English: "low carb dinner idea", "spicy soup for tonight" hold no glue
# word, and without these their words would read, letter by letter, as Arabizi ("low" as لو).
_KITCHEN = (
    "breakfast brunch lunch dinner supper meal meals idea ideas dish dishes recipe recipes cook"
    " cooking cooked bake baking baked fry fried boil boiled grill grilled roast roasted oven pan"
    " soup salad dessert desserts snack snacks spicy healthy light quick easy low high carb carbs"
    " keto calories calorie ingredients vegan vegetarian halal organic gluten lactose recommend"
    " suggest hungry leftovers kitchen fridge freezer freeze frozen expire expiry shelf fresh"
    " substitute instead replace tasty sweet salty sour"
    # an allergy and what is safe with it, as Arabizi writes them in English ("3nda allergy mn
    # el mkasarat", "lays ay noo3 safe?"): read letter by letter they were "الرقي", "يوسفي"
    " allergy allergies allergic allergen allergens intolerant intolerance safe unsafe"
)


# The English of goods and how they are sold: a product's name typed alone ("white quinoa",
# "chilli powder", "nescafe gold") holds no glue word, and without these its words would read,
# letter by letter, as Arabizi ("white" as حطي, "gold" as غليظ) and the message as a request in
# Arabic ("put quinoa").
_GOODS = (
    "apples mandarin mandarins clementine lime limes grape grapes strawberry strawberries"
    " blueberry blueberries raspberry raspberries berries cherry cherries peach peaches pear"
    " pears plum plums kiwi mango mangoes mangos pineapple melon watermelon papaya pomegranate"
    " fig figs date avocado avocados coconut potato ginger cabbage cauliflower broccoli"
    " spinach kale celery peppers capsicum chilli chili chillies chilies jalapeno eggplant"
    " eggplants aubergine zucchini courgette okra bean beans pea peas corn sweetcorn mushroom"
    " mushrooms radish beetroot beet turnip pumpkin squash dill basil thyme rosemary oregano"
    " leek leeks herb herbs rocket arugula iceberg romaine veg veggies produce sprouts"
    " asparagus artichoke olive olives cheddar mozzarella feta parmesan cottage ricotta"
    " cheeses spread spreads spreadable slice slices sliced grated shredded custard kefir"
    " buttermilk whipping condensed evaporated powdered loaves bun buns croissant croissants"
    " toast baguette pita tortilla tortillas wrap wraps cakes muffin muffins cookie cookies"
    " biscuit cracker crackers pastry pastries donut donuts doughnuts brioche bagel bagels"
    " sandwich mutton veal minced steaks breasts thigh drumstick drumsticks shrimps prawn"
    " prawns sardine sardines mackerel crab lobster patty patties turkey meatballs penne"
    " macaroni lasagna lasagne vermicelli noodle sauce sauces ketchup mayonnaise mayo mustard"
    " jam peanut peanuts nutella chickpeas lentil lentils oats oatmeal cereals cornflakes"
    " flakes granola muesli quinoa couscous semolina yeast powder soda starch cornflour"
    " cornstarch cocoa vanilla cinnamon cumin turmeric paprika cardamom saffron cloves nutmeg curry"
    " seasoning cube cubes paste puree jar jars jarred sachet sachets carton cartons cans tub"
    " cola lemonade syrup cordial smoothie sparkling mineral nectar milkshake almond almonds"
    " cashew cashews pistachio pistachios walnut walnuts raisins wafer wafers pretzels dip"
    " dips icecream laundry liquid gel softener bleach dishwashing dishwasher soap wash"
    " cleaner cleaners tissue towel towels cling garbage trash sponge sponges conditioner"
    " toothpaste toothbrush deodorant lotion razor razors nappies diaper pads white brown red"
    " green yellow gold golden silver original classic plain natural dried smoked salted"
    " unsalted sweetened unsweetened skimmed skim fat lean boneless skinless coarse ground"
    " crushed chopped toasted mild creamy crunchy grain mixed mix flavour flavor"
    " flavoured flavored caramel greek nescafe sunflower canola vegetable local ghee"
    " wheat egyptian iranian indian mung elbow"
    # the sizes a kind is sold in: "make the shrimp medium, 7aram el 9arf" keeps "medium"
    " small smaller medium large larger bigger mini tiny huge"
)


# The English of the store's own names, typed as printed inside Arabizi ("abi carnation",
# "3ndkom colgate max fresh", "shampoo head and shoulders"): never read as Arabic letters
_STORE_NAMES = (
    "carnation frosties platinum spray max head shoulders pants premium menthol smarties"
    " creamer sanitizer antiperspirant disinfectant tablets squeeze minis jumbo instant virgin"
    " fusilli rigate basilico balsamic demerara icing granulated earl grey jasmine wholegrain"
    " hazelnut breadsticks facial toilet coco chile masala goreng granny norwegian striploin"
    " luncheon seedless cantaloupe apricot hibiscus marinated nourishing silky dandruff"
    " antiseptic bacterial"
    # ...the words of kind and make on its labels ("7ot 3 mn el smooth": Galaxy Smooth, not
    # a "سموث" read as the Granny Smith apples) and the lands its goods come from
    " smooth assorted automatic beauty chops crispy deeply drink drinking emperor extra"
    " finger fitness fortified freshly gallon growing intense iodised kernels kidney label"
    " loose magic peeled processed purpose royal sesame seven sheets slightly solid sport"
    " spring squares squeezed squid stems sticks stuffed zero australia australian china"
    " egypt india jordan kenya lebanon lebanese pakistan spain turkish thai usa africa"
)


@functools.lru_cache(maxsize=1)
def _request_words() -> frozenset[str]:
    """The English words of the brain's requests ("add", "show", "remove")."""
    return frozenset(
        word
        for phrases in CONCEPTS.values()
        for phrase in phrases
        for word in phrase
        if word.isascii()
    )


def is_request_word(word: str) -> bool:
    return word.lower() in _request_words()


@functools.lru_cache(maxsize=1)
def _known() -> frozenset[str]:
    lexicon = _request_words()
    everyday = {
        *_EVERYDAY,
        *_CONVERSATION.split(),
        *_OTHER_MATTERS.split(),
        *_KITCHEN.split(),
        *_GOODS.split(),
        *_STORE_NAMES.split(),
    }
    return frozenset(everyday) | lexicon | {w for w in STOP_WORDS if w.isascii()}


@functools.lru_cache(maxsize=1)
def _common_goods() -> frozenset[str]:
    # the everyday list's foods come first, before its packs, money, chat and brands
    return frozenset({*_EVERYDAY[: _EVERYDAY.index("pack")], *_GOODS.split()})


def is_common_goods_word(word: str) -> bool:
    """An English word for a kind of goods ("eggs", "tomatoes", "bread"), no store's name
    ("smarties", "galaxy"): a word of the English language, not of a label."""
    lower = word.lower()
    goods = _common_goods()
    return lower in goods or (lower.endswith("s") and lower[:-1] in goods)


def is_english_word(word: str) -> bool:
    lower = word.lower()
    known = _known()
    return lower in known or lower.rstrip("s") in known
