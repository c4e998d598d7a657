"""What a message asks of a food, read from its words alone: a need ("vegan", "sugar free",
"بدون سكر", "nut free", protein), a kind not wanted after a list ("not the frozen one"), or
what a food holds ("how many calories"). The understanding reads the request's shape from
these; the skills (`skills.dietary`, `skills.nutrition`) answer from the products' records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hub.assistant.brain.allergens_joined import joined_after
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Either, Gated
from hub.assistant.brain.text_once import of_a_text
from hub.text import words

# Some word of every pattern below, as plain text: most messages hold none, and one search for
# these is far cheaper than every pattern's (the brain reads every message with them)
_ANY = Bilingual(
    r"free|su[gk]|diet|diab|vega|plant|veget|veggie|glut|lacto|organ|halal|protein|without|allerg|celiac"
    r"|coeliac|unsweet|zero|no |cal|nutri|macro|fat|not |does|contain|there|sesame|nut|soy"
    r"|carb|fib|sodium|salt|health|weight|dairy|bdoon|bedoon|bidoon|bdon|bala|sweet|oat|almond|cashew|hazelnut|rice milk|pea milk"
    r"|can'?t |cannot |avoid|shrimp|shellfish|egg",
    r"شوفان|شوفن|لوز|صويا|سويا|كاجو|بندق|كرب|كارب|الياف|صوديوم|يسمن|تسمن|الوزن|نسبه|صحي|ملح"
    r"|سكر|شكر|بدون|بلا|خالي|غير|دايت|نبا|نبت|فيغ|فيج|فق|جلوت|غلوت|قلوت"
    r"|لاكت|لكت|عضوي|حلال|بروت|حساسي|سعر|كالو|كلو|دهون|غذائ|غذاي|مكسر|مو |مب |مش |ما ابي|ماابي"
    r"|من غير|حلو|حالي|روبيان|ربيان|بيض|سمسم|تجنب|ممنوع|ما (?:تاكل|ياكل|ناكل|تكل|يكل)",
)


@of_a_text
def might_ask(text: str) -> bool:
    """Whether the message holds any word these readings look for."""
    return _ANY.search(text) is not None


# Milk, cheese or yoghurt made of a plant: "oat milk", "almond milk", "soya yoghurt", "حليب
# شوفان", "حليب لوز", "7aleeb laouz" (read "حليب لوز"); the plant says the need, the dairy
# word the kind ("coconut milk" is a cooking good, not a diet's)
_PLANTS_OF_DAIRY = (
    r"oat|oats|almond|almonds|soy|soya|rice|cashew|hazelnut|pea"
    r"|شوفان|الشوفان|شوفن|لوز|اللوز|صويا|الصويا|سويا|كاجو|الكاجو|بندق|البندق"
)
# the Arabic order, the milk first: "حليب لوز", "7aleeb laouz" (read "حليب لوز")
_ARABIC_DAIRY = r"حليب|الحليب|جبن|الجبن|جبنه|الجبنه|زبادي|الزبادي"
_PLANT_DAIRY = (
    rf"(?<!\w)(?:{_PLANTS_OF_DAIRY})[- ](?:milk|cheese|yog\w*|cream)(?!\w)"
    # (Arabizi read into Arabic spells some by their sounds: "shofan" "شوفن", "soya" "سويا")
    rf"|(?<!\w)(?:{_ARABIC_DAIRY}) (?:ال)?(?:شوفان|شوفن|لوز|صويا|سويا|كاجو|بندق)(?!\w)"
)
_PLANT_OF_DAIRY = Pattern(rf"(?<!\w)(?:{_PLANTS_OF_DAIRY})(?!\w)")
# ...one kind, too, where no diet is implied: "coconut milk" is a cooking good, never coconuts
# and a cow's milk
_A_PLANT_DAIRY = Pattern(
    _PLANT_DAIRY + r"|(?<!\w)coconut[- ](?:milk|cream)(?!\w)"
    r"|(?<!\w)(?:حليب|الحليب|كريمه|الكريمه) (?:ال)?جوز (?:ال)?هند(?!\w)"
)


def names_a_plant_dairy(text: str) -> bool:
    """ "almond milk", "حليب شوفان", "coconut milk": one kind of goods, never a plant and a
    dairy apart."""
    return _A_PLANT_DAIRY.search(text) is not None


_WITHOUT = r"(?:nothing with|nothing that has|nothing containing|no|without|free of|zero|بدون|بلا|من غير|خاليه? من|bdoon|bedoon|bidoon|bdon|bala)"
# "ما فيه جلوتين", "ma fee gluten" (read "ما في gluten"): holding none of it
_HOLDS_NONE = r"(?:ما (?:فيه|فيها|في)|مافيه|مافي|ma fee|ma fih|ma feeh)"
# A flag asked for, by its words in English, Gulf Arabic and Arabizi (read in either script)
_FLAGS: tuple[tuple[str, Pattern], ...] = (
    (
        "sugar_free",
        Pattern(
            rf"\bsu?gg?[ae]r[ -]?(?:free|less)\b|\bdiet\b|\bunsweetened\b|\bno added sugar\b"
            r"|\b(?:low|less|little) sugar\b|(?<!\w)(?:قليل|قليله) (?:ال)?سكر(?!\w)"
            rf"|{_WITHOUT} (?:ال)?(?:su?gg?[ae]r|sukk?ar|سكر|شكر)\b"
            r"|(?<!\w)(?:دايت|سكر فري|بدون سكر|خاليه? من السكر|(?:الي|اللي) ما (?:فيه|فيها) سكر)(?!\w)"
            # one who has diabetes: "for my diabetic dad", "ابوي عنده سكر", "مريض سكري"
            # ("سكري" alone is the Sukkari date)
            r"|\bdiabet\w*|\bsugar (?:patient|disease)\b|(?<!\w)(?:لل|ل ال|حق ال)سكري(?!\w)"
            r"|(?<!\w)(?:عنده|عندها|عندا|عندي|ل?مريض|ل?مريضه|ل?مرضى|ل?مرضي) (?:ال)?(?:سكر|سكري)(?!\w)"
            # one said to be diabetic: "ابوي سكري", "abuy sukkari" (read "ابوي سكري")
            r"|(?<!\w)(?:ل?ابوي|ل?امي|ل?الوالد|ل?الوالده|ل?جدي|ل?جدتي|ل?يدي|ل?يدتي|ل?زوجي|ل?زوجتي"
            r"|ل?ولدي|ل?بنتي|ل?اخوي|ل?اختي|ل?عمي|ل?عمتي|ل?خالي|ل?خالتي|انا) (?:سكري|سكريه)(?!\w)"
        ),
    ),
    (
        # a limit, not none at all: "not too sugary", "not very sweet", "مو وايد سكر", "مب حالي
        # وايد", "sukkarha 9aleel" (read "سكرها قليل"); met by what holds little sugar
        "low_sugar",
        Pattern(
            r"\bnot (?:too|very|overly) (?:sugary|sweet)\b|\bnot (?:too|very|so) much sugar\b"
            r"|\b(?:lower|less) sugary\b|\bless sweet\b|\b(?:low|lower) in sugar\b"
            r"|(?<!\w)(?:مو|مب|مش|مهب|موب) (?:(?:وايد|ويد|كثير|جدا) (?:حالي|حاليه|حلو|حلوه|مسكر|سكر)"
            r"|(?:حالي|حاليه|حلو|حلوه|مسكر|سكر) (?:وايد|ويد|كثير|جدا))(?!\w)"
            r"|(?<!\w)(?:سكره|سكرها|سكرهم|السكر فيه|السكر فيها) (?:قليل|خفيف)(?!\w)"
            r"|(?<!\w)(?:خفيف|خفيفه) (?:ال)?(?:سكر|حلا)(?!\w)"
        ),
    ),
    (
        "vegan",
        Pattern(
            r"\bvegan\w*|(?<!\w)(?:فيغن|فيجن|فقن|فيقن|فيجان)(?!\w)"
            r"|(?<!\w)(?:ال|لل)?(?:نباتي|نباتيه) (?:ال)?صرف(?!\w)"
            # milk, cheese or cream "of plants" ("حليب نباتي", "plant milk") hold no milk
            r"|\b(?:plant[- ]based|plant|non[- ]dairy|dairy[- ]free) (?:milk|cheese|cream|yog\w*)\b"
            r"|(?<!\w)(?:ال)?(?:حليب|لبن|جبن|جبنه|كريمه|قشطه|زبادي|روب) (?:ال)?(?:نباتي|نباتيه|نبتي|نبتيه)(?!\w)"
            # "I'm plant based", and a dairy food made of a plant ("oat milk", "حليب لوز")
            r"|\bplant[- ]based\b|" + _PLANT_DAIRY
        ),
    ),
    (
        "vegetarian",
        # "سمن نباتي", "زيت نباتي" name a vegetable fat, not a diet
        Pattern(
            r"\bvegetarian\w*|\bveggie\b"
            r"|(?<!سمن )(?<!زيت )(?<!زبده )(?<!كريمه )(?<!قشطه )(?<!\w)"
            r"(?:ال|لل)?(?:نباتي|نباتيه|نباتيين|نبتي|نبتيه)(?!\w)"
        ),
    ),
    (
        "gluten_free",
        Pattern(
            rf"\bgluten[ -]?free\b|\bceliac\b|\bcoeliac\b"
            rf"|(?:{_WITHOUT}|{_HOLDS_NONE}) (?:ال)?(?:gluten|جلوتين|غلوتين|قلوتن|قلوتين)"
            r"|(?<!\w)(?:قلوتن|قلوتين|جلوتين|غلوتين) free\b"
            r"|(?<!\w)(?:خاليه? من ال(?:جلوتين|غلوتين)|جلوتين فري)(?!\w)"
        ),
    ),
    (
        "lactose_free",
        Pattern(
            rf"\blactose[ -]?(?:free|intolerant)\b"
            rf"|(?:{_WITHOUT}|{_HOLDS_NONE}) (?:ال)?(?:lactose|لاكتوز|لكتوز|لكتوسي)"
            r"|(?<!\w)خاليه? من اللاكتوز(?!\w)"
        ),
    ),
    ("organic", Pattern(r"\borganic\b|(?<!\w)(?:عضوي|عضويه|اورجانك|اورجانيك)(?!\w)")),
    ("halal", Pattern(r"\bhalal\b|(?<!\w)حلال(?!\w)")),
)
# An allergen to keep away from: "nut free", "no eggs", "allergic to sesame", "بدون مكسرات"
ALLERGEN_WORDS: dict[str, str] = {
    "milk": "milk", "dairy": "milk", "حليب": "milk", "البان": "milk", "الحليب": "milk",
    "egg": "egg", "eggs": "egg", "بيض": "egg", "البيض": "egg",
    "gluten": "gluten", "wheat": "gluten", "قمح": "gluten", "القمح": "gluten",
    "جلوتين": "gluten", "غلوتين": "gluten", "قلوتين": "gluten", "قلوتن": "gluten",
    "الجلوتين": "gluten", "الغلوتين": "gluten", "لاكتوز": "milk", "اللاكتوز": "milk",
    "lactose": "milk",
    "nut": "nuts", "nuts": "nuts", "مكسرات": "nuts", "المكسرات": "nuts",
    # a tree nut by its own name asks after nuts: "فيه بندق؟", "any almonds in it"
    "hazelnut": "nuts", "hazelnuts": "nuts", "بندق": "nuts", "almond": "nuts", "almonds": "nuts",
    "لوز": "nuts", "pistachio": "nuts", "pistachios": "nuts", "فستق": "nuts", "cashew": "nuts",
    "cashews": "nuts", "كاجو": "nuts", "walnut": "nuts", "walnuts": "nuts",
    "peanut": "peanuts", "peanuts": "peanuts", "سوداني": "peanuts",
    "soy": "soy", "soya": "soy", "صويا": "soy",
    "fish": "fish", "سمك": "fish", "السمك": "fish",
    "shellfish": "shellfish", "shrimp": "shellfish", "روبيان": "shellfish",
    "sesame": "sesame", "سمسم": "sesame", "السمسم": "sesame",
}  # fmt: skip
# A thing said to hold none of an allergen: "chips ma fiha nuts" (read "ما فيها nuts"),
# "شي اللي ما فيه مكسرات"; the bare "ما في" asks whether the store has none, so is not read
_HOLDS_NO = (
    r"(?:(?:اللي|الي) ما (?:فيه|فيها)|ما فيها|مافيها|ma fiha|ma feeha|ma fiiha"
    # which of a kind holds none of it: "which chips don't have milk", "اي شيبس ما فيه حليب",
    # "ay chips ma fee 7aleeb" (read "ا chips ما في حليب")
    r"|\b(?:which|what|any)\b(?: \w+){1,2} (?:don'?t|doesn'?t|do not|does not) (?:have|contain)"
    r"(?: any)?"
    # (Arabizi "ay" is read "ا")
    r"|(?<!\w)(?:اي|أي|ا|شنو|وش|ايش)(?: \S+){1,2} (?:ما (?:فيه|فيها|في)|مافيه|مافي))"
)
# One who may not eat it: "he can't have nuts", "she cannot eat gluten", "ما ياكل جلوتين",
# "nothing containing nuts", "la shay fee gluten" (read "لا شي فيه")
_CANNOT_HAVE = (
    r"(?:\bcan'?t (?:have|eat|take)|\bcannot (?:have|eat|take)|\bcan not (?:have|eat)"
    r"|\b(?:doesn'?t|does not|don'?t|do not) eat|nothing (?:that contains|containing)"
    r"|\b(?:avoids?|avoiding|stays? away from|keeps? off)"
    r"|(?<!\w)(?:يتجنب|تتجنب|نتجنب|يبتعد عن|تبتعد عن)"
    r"|(?<!\w)ما (?:ياكل|تاكل|ناكل|يكل|تكل|يقدر ياكل|تقدر تاكل)|(?<!\w)(?:لا|ولا) شي فيه)"
)
_AVOID = Pattern(
    rf"(?:{_WITHOUT}|{_HOLDS_NO}|{_CANNOT_HAVE}|allergic to|allerg(?:y|ies) (?:to|from|of|من|ضد)"
    r"|(?<!\w)حساسيه (?:من |ضد )?(?:ال )?)\s*(\w+)"
    # "nut free", "a peanut allergy"; never "crisps are free of milk", whose milk follows
    # ("3nda allergy من المكسرات": the allergen follows, and "عنده" is none)
    r"|\b(\w+)(?:[ -]free(?! of\b)| allerg(?:y|ies)(?! (?:to|from|of|من|ضد)(?!\w)))\b"
    # kept out by a rule: "the school bans nuts", "no nuts allowed", "المدرسه ما تخلي
    # مكسرات", "ممنوع المكسرات", "el madrasa ma t5ali nuts"
    r"|\b(?:bans?|banned|doesn'?t allow|don'?t allow|won'?t allow|does not allow)"
    r" (?:any )?(\w+)(?= allowed\b| at\b| in\b| for\b|\W|$)"
    r"|(?<!\w)(?:ما (?:تخلي|يخلون|تسمح|يسمحون)|ممنوع|ممنوعه|يمنعون|تمنع) (?:بال|ب|ال)?(\w+)"
)
_PROTEIN = Gated(r"\bprotein\w*|(?<!\w)(?:و|ب|ل)?(?:ال)?بروتين(?!\w)")  # "غني بالبروتين"
# Foods wanted for their protein, with no diet named: "something high in protein", "snacks
# rich in protein", "ابي شي فيه بروتين عالي", "abi shay feeh protein 3ali" (read "بروتين علي";
# "wayed" read "ويد"), "shay feeh protein 7ag el gym" (something with protein in it)
_FOODS_RICH_IN_PROTEIN = Gated(
    r"\b(?:something|anything|stuff|foods?|snacks?|things)\b.{0,25}"
    r"\b(?:high|rich|lots|full|loaded|packed)\b.{0,10}\bprotein"
    # (the feminine of a plural: "سناكات عالية البروتين"; Arabizi "snacks protein 3ali")
    r"|(?<!\w)(?:شي|اشياء|اكل|اكلات|سناك|سناكات|snacks?)(?!\w).{0,20}"
    r"(?:بروتين (?:عالي|عاليه|علي|كثير|وايد|ويد)"
    r"|(?:عالي|عاليه|علي|غني|غنيه|كثير|كثيره) (?:ال|بال)?بروتين"
    r"|(?:فيه|فيها) (?:ال)?بروتين)"
    # the need said as an adjective of no kind of goods: "i need high protein food", "protein
    # rich snacks", "ابي بروتين عالي" ("abi protein 3aali", whose "3aali" is read "عيالي")
    # (the goods unnamed: "high protein yoghurt" names its kind, which the search finds)
    r"|\b(?:high[ -]protein|protein[ -](?:rich|packed|heavy)) (?:food|foods|stuff|snacks?|things"
    r"|meals?|options?|diet)\b"
    r"|(?<!\w)(?:ابي|ابغي|ودي|ابا) (?:ال)?بروتين (?:عالي|علي|عيالي|وايد|ويد)(?!\w)"
)
# "not the frozen one", "مو المجمد", "غير المجمده": what was just shown, less that kind
_NOT_THE = Gated(
    r"\bnot (?:the )?(\w+) (?:one|ones)\b"
    r"|(?<!\w)(?:مو|مب|مش|غير|ماابي|ما ابي) ال(\w+)"
)
# Words of a need, or of asking: not the kind of food asked for
NEED_WORDS = frozenset(
    words(
        "sugar suger sugr sukar sukkar free sugarfree diet unsweetened no added without zero"
        " vegan vegans vegetarian veggie gluten lactose intolerant celiac coeliac organic halal"
        " protein proteins allergic allergy something anything stuff food foods what which"
        " husband wife son daughter kid kids he she him her his their is my for get can i"
        " سكر شكر بدون بلا خالي من دايت فري نباتي نباتيه صرف فيغن فيجن جلوتين غلوتين"
        " لاكتوز لكتوز لكتوسي عضوي عضويه حلال بروتين حساسيه شي اشياء اكل زوجي زوجتي ولدي"
        " bdoon bedoon bidoon bala ما فيه فيها في مافيه مافي fee fih"
        # the limit's intensifiers ("not too sugary", "مو وايد سكر") and things asked for with
        # no kind named ("اغراض للمدرسه", "ashya2" read "اشيء")
        " too very much mo وايد ويد كثير جدا اغراض اشيء الولد البنت لبوكس بوكس"
        # who it is for, and their diabetes: "for my diabetic dad", "لابوي عنده سكر"
        " dad father mum mom mother grandma grandpa granny parents diabetic diabetics diabetes"
        " patient friendly safe suitable ok okay low less little eat have buy she he they good bad"
        " زوجتي شو وش شنو ياكل تاكل اكل ناكل تكل يكل ابوي لابوي امي لامي ابوي جدي جدتي لجدي لجدتي الوالد الوالده عنده عندها عندا"
        " مريض مريضه مرضى امن الامن امين الامين"
        # whoever else it is for: "my cousin is celiac", "ولد عمي عنده حساسيه"
        " cousin cousins brother sister uncle aunt auntie friend guest guests grandson"
        " granddaughter baby nephew niece nephews nieces flatmate flatmates roommate roommates"
        " ca cant cannot containing contains nothing housemate housemates neighbour neighbor neighbours coming round over visiting visit"
        " اخوي اختي عمي خالي عمتي خالتي ولد بنت بنتي ابني عيالي ربيعي ربيعتي صديقي صديقتي ضيوفي جدتي"
        " a5oy a5ooy o5ti 3ammi 5ali 3amti 5alti waladi binti rabee3i"
        # the same kin in Arabizi read into Arabic ("5alti", "yaddi", "yadti" with the Gulf y)
        " خلتي خلي عمتي يدي يدتي يدو جدو عندهم عندهن مصاب مصابه مصابين"
        # where a rule keeps it out: "the school bans nuts", "المدرسه ما تخلي مكسرات"
        " school schools lunchbox lunch box allowed allow allows bans banned pack put take"
        " لانش اللانش احط نحط احطلها احطله لها له"
        " بدونها بدونه بدونهم مدرسه مدرست المدرسه المدرسا بالمدرسه للمدرسه تخلي يخلون تسمح يسمحون ممنوع ممنوعه"
    )
)


# An allergen of two words, read as its one word: "فول سوداني" (peanuts, where "فول" alone is
# broad beans), "tree nuts"; "حساسيه مكسرات وفول سوداني" keeps both out
_TWO_WORDS = Pattern(
    r"(?<!\w)((?:و|ب|بال|وال|ال)?)(?:ال)?فول (?:ال)?(?:سوداني|سودني)(?!\w)"
    r"|\btree[ -](nuts?)\b"
)


def _one_word(found: re.Match[str]) -> str:
    return found.group(2) if found.group(2) else found.group(1) + "سوداني"


def _as_one_word(text: str) -> str:
    """The text with each allergen of two words written as one."""
    return _TWO_WORDS.sub(_one_word, text) if ("فول" in text or "tree" in text) else text


def _allergen(word: str) -> str | None:
    """The allergen a word names, with its article or not ("الروبيان", "روبيان")."""
    return ALLERGEN_WORDS.get(word) or ALLERGEN_WORDS.get(word.removeprefix("ال"))


@dataclass(frozen=True, slots=True)
class Need:
    flags: frozenset[str]
    avoid: frozenset[str]
    protein: bool

    def __bool__(self) -> bool:
        return bool(self.flags or self.avoid or self.protein)


_VEGETABLE_FAT = Gated(r"(?<!\w)(?:ال)?(?:سمن|سمنه|زيت|زبده|كريمه|قشطه)(?!\w)")
_VEGETARIAN_EN = Gated(r"\bvegetarian\w*|\bveggie\b")
_NO_NEED = Need(frozenset(), frozenset(), False)
# Flags a shopper prefers, where the nearest of the kind is still an answer; a diet's need
# (sugar free for a diabetic, gluten free for a coeliac, vegan, lactose free) is not met by
# the nearest, so what does not meet it is never shown for it
PREFERENCES = frozenset({"organic", "halal"})


# The diet kind refused: "pepsi normal not diet", "ببسي عادي مو دايت", "mo diet": the
# regular one wanted, no sugar-free need
_NOT_DIET = Pattern(
    r"\b(?:not|no|non|mo|mu|mob|mesh)[ -](?:the )?diet\b"
    r"|(?<!\w)(?:مو|مب|مش|موب|غير|لا) (?:ال)?(?:دايت|diet)(?!\w)"
)


@of_a_text
def need_of(text: str) -> Need:
    if not might_ask(text):
        return _NO_NEED
    wished = _NOT_DIET.sub(" ", text)
    flags = {flag for flag, pattern in _FLAGS if pattern.search(wished)}
    if "vegan" in flags or (_VEGETABLE_FAT.search(text) and "veg" not in text):
        flags.discard("vegetarian")  # "سمن اصيل نباتي": a vegetable ghee, not a diet
    elif "vegetarian" in flags and not _VEGETARIAN_EN.search(text):
        # "نباتي" says vegan as often as vegetarian: what a vegan eats fits both readings,
        # eggs or cheese shown for it do not
        flags = (flags - {"vegetarian"}) | {"vegan"}
    avoid: set[str] = set()
    text = _as_one_word(text)
    said = [
        word
        for match in _AVOID.finditer(text)
        for word in (
            next((group for group in match.groups() if group), ""),
            *joined_after(text, match.end(), _allergen),
        )
    ]
    for word in said:
        allergen = _allergen(word)
        if allergen == "milk":
            flags.add("lactose_free")
        elif allergen == "gluten":
            flags.add("gluten_free")
        elif allergen is not None:
            avoid.add(allergen)
    protein = bool(_PROTEIN.search(text)) and bool(
        flags or avoid or _FOODS_RICH_IN_PROTEIN.search(text)
    )
    return Need(frozenset(flags), frozenset(avoid), protein)


# The flags whose own words are never a kind of food asked: "للسكري" (for diabetics) is no
# Sukkari date, "مرضى السكر" no bag of sugar; where "حليب نباتي" names the milk
_SAID_WHOLE = frozenset({"sugar_free", "low_sugar"})


def need_said_words(text: str) -> frozenset[str]:
    """The words that said a sugar need ("lil sukkari", "مو وايد سكر"), and the plant of a
    plant's milk ("oat milk": the milk is the kind, never the oats): not the kind."""
    plants = (
        plant.group(0)
        for dairy in re.finditer(_PLANT_DAIRY, text)
        for plant in _PLANT_OF_DAIRY.finditer(dairy.group(0))
    )
    return frozenset(
        word
        for flag, pattern in _FLAGS
        if flag in _SAID_WHOLE
        for match in pattern.finditer(text)
        for word in words(match.group(0))
    ) | frozenset(plants)


def asks_a_need(text: str) -> bool:
    """A food wanted for what it is: a shape the brain reads as a search."""
    return bool(need_of(text))


def not_the_kind(text: str) -> str | None:
    """ "not the frozen one": the word of the kind not wanted, if the message says one."""
    match = _NOT_THE.search(text)
    if match is None:
        return None
    word = next(group for group in match.groups() if group)
    if word in NEED_WORDS or word in ALLERGEN_WORDS or word in _CHANGED_NOT_FOOD:
        return None
    return word


# What "غير ال..." changes rather than turns down ("غير المنطقه للجابريه": change the area)
_CHANGED_NOT_FOOD = frozenset(
    words("منطقه منطقة عنوان سله سلة كميه كمية طلب طلبيه موعد توصيل وقت عدد حجم كوبون دفع")
)


# Asking what a food holds, in English, Gulf Arabic and Arabizi (read in either script)
ASKS = Bilingual(
    r"\b(?:calou?ries|calorie|cals?|kcal|protein|nutrition\w*|nutrients?|macros?"
    r"|allerg\w+|how much (?:sugar|fat)|sugar content|fat content|is it vegan|contains? (?:nuts"
    r"|gluten|milk|eggs?|lactose))\b"
    r"|\bdoes (?:the |this |that |it )?(?:\w+ ){0,5}(?:have|contain)s? (?:any )?(?:nuts?|gluten"
    r"|milk|dairy|eggs?|lactose|sesame|soy|peanuts?|sugar)\b"
    # "do they have egg in them", "do the croissants have nuts": the food's own, where "do you
    # have eggs" asks the store
    r"|\bdo (?!(?:you|u|ya|y'?all|we|i|they|them)\b)(?:\w+ ){1,3}(?:have|contain) (?:any )?(?:nuts?"
    r"|gluten|milk|dairy|eggs?|lactose|sesame|soy|peanuts?|sugar|wheat)\b"
    r"|\bdo they (?:have|contain|got) (?:any )?(?:\w+ ){1,2}in (?:it|them|these|those)\b"
    r"|\bdo they contain\b"
    r"|\b(?:nuts?|gluten|milk|dairy|eggs?|lactose|sesame|soy|peanuts?|wheat) in (?:it|them|these"
    r"|those|this|that)\b"
    r"|^(?:is|are) (?:\w+ ){1,3}(?:vegan|vegetarian|halal|gluten[ -]free|lactose[ -]free)\W*$"
    # ("any gluten fe lays?": Arabizi's "in" read in Arabic)
    r"|\b(?:is there|any|got) (?:gluten|lactose|nuts?|milk|eggs?|sesame|soy|sugar) (?:in|في)\b"
    r"|\bhigh in (?:sugar|fat|protein|salt)\b",
    # "البطيخ فيه سكر وايد؟", "el batee5 fih sukkar wayed", "الدجاج حلال؟": one food's facts
    r"(?<!\w)(?:فيه|في) (?:سكر|دهون|ملح) (?:وايد|كثير)(?!\w)|(?<!\w)ال\S+ (?:حلال|نباتي)(?:\W|$)"
    r"|(?<!\w)(?:فيه|في) (?:جلوتين|غلوتين|قلوتن|لاكتوز|لكتوز|لكتوسي)(?!\w)|(?<!\w)كم سعره في"
    # ...its English word after Arabizi's "fe" ("fe gluten bil lays?"); "ma fee gluten" is
    # goods without it, wished for
    r"|(?<!\w)(?<!ما )(?:فيه|في) (?:gluten|lactose)\b"
    r"|(?<!\w)(?:سعرات|السعرات|سعره حراريه|سعرات حراريه|كالوري|كالوريز|كلوري|كلورس|بروتين"
    r"|البروتين|القيمه الغذا[ئي]يه|القيم الغذا[ئي]يه|حساسيه|مسببات الحساسيه|كم سكر|كم دهون"
    r"|سعره حرري\w*)(?!\w)|(?<!\w)ال\S+ (?:فيه|في) (?:مكسرات|سمسم|فول سوداني)(?!\w)"
    # "فيهم بيض؟" (in them), "هذا فيه حليب؟": of what was shown, where "فيه بيض؟" asks the store
    r"|(?<!\w)(?:(?:هذا|هذي|هذول|هذيل|هاذي|هاذا) (?:فيه|فيها|فيهم)|فيهم) (?:بيض|حليب|مكسرات|سمسم"
    r"|صويا|جلوتين|لاكتوز|قمح|فول سوداني|nuts|gluten|milk|eggs?|lactose|sesame)(?!\w)",
)


# A flag or an allergen asked of one food named ("is the honey organic", "galaxy 7alal?",
# "الكاتشب نباتي؟", "ببسي دايت فيه سكر؟", "is galaxy ok for diabetics"): its facts, where
# "organic honey?", "عندكم عسل عضوي" or "فيه سكر؟" (is there sugar) ask for products.
# (in each script: `bilingual.Bilingual`)
_FLAG_WORD = r"(?:vegan|organic|halal|vegetarian)"
_FLAG_WORD_AR = r"(?:حلال|نباتي|نباتيه|عضوي|عضويه|اورجانك|اورجانيك|فيغن|فيجن|فقن|فيقن)"
# A nut by its own name, asked of a food as the nuts are: "el galaxy feeha bundo8?" (read
# "فيها بندق"), "المعمول فيه فستق؟"
_A_NUT = r"بندق|لوز|فستق|كاجو|جوز|سوداني|فول سوداني"
# ...but not when it opens asking for products: "عندكم عسل عضوي؟", "any halal franks?"
_ASKS_FOR = r"(?:عندكم|عندك|فيه|في|ابي|ابغي|ودي|تبيعون|هل|any|got|do|have|need|want)"
ASKS_OF_ONE = Bilingual(
    r"\b(?:is|are) (?!there\b|any\b|a\b|an\b)(?:\w+ ){1,3}(?:organic|vegan|vegetarian|halal|nut[ -]free"
    r"|sugar[ -]free|dairy[ -]free|gluten[ -]free|lactose[ -]free)\b"
    r"|\b(?:is|are) (?:it|they|this|that) (?:vegan|vegetarian|halal|organic|gluten[ -]free"
    r"|lactose[ -]free)\b|\b(?:halal|vegan|vegetarian|organic) or not\b"
    r"|\b(?:ok|okay|good|safe|suitable|fine|alright) for (?:a |my |our |his |her )?"
    r"(?:(?:someone|somebody|people|ppl|person|those|one|mum|mom|dad|father|mother|son"
    r"|daughter|wife|husband|kid|child|friend|grandma|grandpa|guest) )?(?:with |who (?:has|have|is|are) )?"
    r"(?:a |type ?[12] )?(?:diabet\w*|vegans?|vegetarians?|celiacs?|coeliacs?|celiac disease)\b"
    rf"|(?<!\w)(?!اللي |الي )ال\S+ {_FLAG_WORD}(?:\W|$)|^(?!{_ASKS_FOR} )(?:\S+ ){{1,3}}{_FLAG_WORD} ?[?؟]"
    # ...as Arabizi is read ("lays fee gluten?", "jibnat kiri fiha lactose?"), the food first
    r"|\b\w+ (?:fee|fih|feeh|fiha|feha) (?:gluten|lactose|sugar|nuts|milk|eggs?|sukk?ar) ?\?",
    rf"(?<!\w)(?!اللي |الي )ال\S+ {_FLAG_WORD_AR}(?:\W|$)"
    rf"|^(?!{_ASKS_FOR} )(?:\S+ ){{1,3}}{_FLAG_WORD_AR} ?[?؟]"
    r"|(?<!\w)\S+ (?:فيه|فيها) (?:سكر|حليب|بيض|مكسرات|سمسم|صويا|جلوتين|لاكتوز|gluten"
    rf"|lactose|sugar|nuts|milk|eggs?|{_A_NUT}) ?[?؟]"
    r"|(?<!\w)(?!عندكم |عندك |ابي |ابغي |هل )\S+ (?:في|فها) (?:سكر|حليب|بيض|مكسرات|سمسم|صويا"
    rf"|جلوتين|لاكتوز|gluten|lactose|sugar|nuts|milk|eggs?|{_A_NUT}) ?[?؟]"
    r"|(?<!\w)(?:ينفع|يصلح|تنفع|تصلح|زين|يناسب|تناسب|مناسب|مناسبه) (?:ل|لل|حق |حق ال)?(?:مرضي |مريض"
    r" |مرضى |مريضه |مردا )?(?:ال)?(?:سكر|سكري|السكري|نباتيين|النباتيين)(?!\w)"
    # ...or for one of the family who has it: "زين لامي عندها سكر", "zain 7ag ubooy 3inda sukkar"
    r"|(?<!\w)(?:ينفع|يصلح|تنفع|تصلح|زين|يناسب|تناسب|مناسب|مناسبه) (?:حق )?\S+ (?:عنده|عندها|عندا"
    r"|عندهم) (?:ال)?(?:سكر|سكري)(?!\w)",
)


# ...and the nutrients and claims a label carries beyond those: "carbs in basmati rice",
# "how much fibre", "is the juice healthy", "الموز يسمن؟", "كم نسبة الدهون", "فيه سكر مضاف"
ASKS_OF_A_LABEL = Bilingual(
    r"\bcal[aeiou]?l?[aeiou]?r\w{0,3}\b|\baller\w+|\b(?:high|low|rich) in (?!stock)\w+"  # "caloris", "alleregns"
    r"|\b(?:carbs?|carbohydrates?|fib(?:re|er)|sodium|salt content|added sugar|cholesterol"
    r"|good for (?:weight loss|losing weight|a diet|dieting)|fattening|make (?:you|me) fat)\b"
    r"|\b(?:full of|a lot of|lots of|loads of) (?:sugar|fat|salt|carbs?|calories)\b|\bhow healthy\b"
    r"|\b(?:is there|has|ha?ve?|got|contains?) (?:too |so )?much (?:sugar|fat|salt)\b"
    r"|\bmuch (?:sugar|fat|salt) in\b"
    r"|\b(?:is|are) (?!there\b|any\b|a\b|an\b)(?:\w+ ){1,3}(?:healthy|good for you)\b",
    r"(?<!\w)(?:كربوهيدرات|الكربوهيدرات|كاربوهيدرات|كارب|كاربز|الياف|الالياف|صوديوم"
    r"|سكر مضاف|سكريات|يسمن|تسمن|يزيد الوزن|نسبه (?:ال)?(?:دهون|سكر|ملح|بروتين))(?!\w)"
    # "wayed" reads ويد, "fee" في and "fiha" فها
    r"|(?<!\w)(?:فيه|فيها|في|فها) (?:سكر|دهون|ملح|كربوهيدرات|كارب) (?:وايد|ويد|كثير)(?!\w)"
    r"|(?<!\w)(?!اللي |الي )ال\S+ (?:صحي|مفيد) ?[?؟]"
    r"|(?<!\w)(?:سكره|سكرها|دهونه|دهونها|ملحه|ملحها) (?:عالي|وايد|ويد|كثير)(?!\w)",
)


def asks_nutrition(text: str) -> bool:
    if not _NUTRITION_ASKED.may_match(text):
        return False  # no piece of a nutrient nor of a question of one: most messages
    if picks_by_most(text) and _A_NUTRIENT.search(text):
        return True  # "ايش فيه اقل سكر": the one with the least of it
    return any(pattern.search(text) for pattern in (ASKS, ASKS_OF_ONE, ASKS_OF_A_LABEL))


_FIGURES = Gated(
    r"\b(?:calou?ries|calorie|cals?|kcal|protein|nutrition\w*|macros?|how much (?:sugar|fat))\b"
    r"|(?<!\w)(?:سعرات|السعرات|سعره|كالوري|كالوريز|كلوري|كلورس|بروتين|البروتين|الغذائيه|كم سكر"
    r"|كم دهون)(?!\w)"
    r"|(?<!\w)(?:سكره|سكرها|دهونه|دهونها|ملحه|ملحها) (?:عالي|وايد|ويد|كثير)(?!\w)"
    # how much of it there is: "is there much sugar in it", "فيه سكر وايد", "sukkar wayed"
    r"|\b(?:much|lots of|a lot of|high in|full of) (?:sugar|fat|salt)\b|\bsugar content\b"
    r"|(?<!\w)(?:ال)?(?:سكر|دهون|ملح) (?:وايد|ويد|كثير|عالي)(?!\w)"
    r"|(?<!\w)(?:نسبه|كميه) (?:ال)?(?:سكر|دهون|ملح)(?!\w)"
)


def asks_figures(text: str) -> bool:
    """Calories or grams asked, rather than what a food holds ("is there gluten in it")."""
    return bool(_FIGURES.search(text))


def avoided_words(text: str) -> frozenset[str]:
    """The words of the allergens a need keeps away from ("nut" of "nut free", "milk" of
    "no milk"): not the kind of food asked for, as "milk" of "lactose free milk" is."""
    whole = text
    text = _as_one_word(text)
    found = {next((g for g in match.groups() if g), "") for match in _AVOID.finditer(text)}
    # ...and as written, with what is joined onto it ("ما تسمح بالمكسرات")
    found |= {match.group(0).split()[-1] for match in _AVOID.finditer(text)}
    found |= {
        w for match in _AVOID.finditer(text) for w in joined_after(text, match.end(), _allergen)
    }
    kept = {word for word in found if _allergen(word) or _allergen(_bare(word))}
    if kept:  # ...and both words of one of two ("الفول السوداني", "tree nuts")
        kept |= {word for two in _TWO_WORDS.finditer(whole) for word in two.group(0).split()}
    return frozenset(kept)


def _bare(word: str) -> str:
    """An allergen's word without "بال" written onto it ("بالمكسرات")."""
    return word.removeprefix("بال")


# A need asked of the list just shown, not of the store: "which ones r vegan", "any of those
# gluten free", "اي واحد فيهم نباتي", "شنو منهم بدون سكر", "ayhum bidoon gluten"
_INTO_A_LIST = Gated(
    r"\bwhich (?:ones?|of (?:these|those|them|em))\b|\b(?:any|one|none|all) of (?:these|those|them)\b"
    r"|(?<!\w)(?:ايهم|ايها|اي واحد|اي وحده|اي وحد|منهم|فيهم|منها|فيها منهم|من هذول)(?!\w)"
)


def points_into_a_list(text: str) -> bool:
    """Whether a need is asked of the products just shown rather than of the store."""
    return _INTO_A_LIST.search(text) is not None


# "which has the most protein", "what has the least sugar", "ايش فيه اقل سكر", "ayhum akthar
# protein": one product picked by the most or the least of something, among those shown
_WHICH = Gated(
    r"\b(?:which|what|whats)\b|(?<!\w)(?:اي|ايه|ايش|شو|شنو|منو|مين|وش|ايهم|ايها|ا واحد)(?!\w)"
)
_MOST_OR_LEAST = Gated(
    r"\b(?:most|highest|richest|least|lowest|fewest)\b"
    r"|(?<!\w)(?:اكثر|اعلى|اعلي|اقل|اكثرهم|اقلهم)(?!\w)"
)

_A_NUTRIENT = Gated(
    r"\b(?:protein|sugar|fat|calou?ries|cals|carbs|fib(?:re|er))\b"
    r"|(?<!\w)(?:ال)?(?:بروتين|سكر|دهون|سعرات|كالوري|الياف)(?!\w)"
)


# A nutrient, or a question of what a food holds: a message holding no piece of any asks no
# nutrition (`Either`)
_NUTRITION_ASKED = Either(_A_NUTRIENT, ASKS, ASKS_OF_ONE, ASKS_OF_A_LABEL)


def picks_by_most(text: str) -> bool:
    """Whether the message asks which one has the most or the least of something."""
    return bool(_WHICH.search(text) and _MOST_OR_LEAST.search(text))


# What one may eat or drink, asked beside a need: the foods that meet it; or which of a kind
# may be had, or suits ("which milk can i still drink", "are any of those suitable", "اي حليب
# اقدر اشرب", "شنو الجبن اللي يناسبني")
WHAT_TO_HAVE = Gated(
    r"\bwhat (?:can|should|could|do) (?:i|he|she|they|we|you) (?:eat|drink|have|buy|get)\b"
    # "what pasta is gluten free", "which bread is vegan": the kind that meets it
    r"|\b(?:what|which)(?: \w+){1,2} (?:is|are) (?:\w+ )?(?:free|vegan|vegetarian|halal|safe)\b"
    r"|(?<!\w)(?:اي|انهو|شنو|شو|وش) (?:ال)?\w+ (?:(?:اللي|الي) )?(?:نباتي\w*|خالي\w*|بدون|بلا)(?!\w)"
    r"|(?<!\w)(?:شو|وش|شنو|ايش) (?:اشرب|اكل|ياكل|يشرب|تاكل|تشرب|ناكل|نشرب|اشتري|يصلح|ينفع)(?!\w)"
    # "شو ال chips الي ينفع حقه", "اي شيبس يناسبها": the kind that suits the one on the diet
    r"|(?<!\w)(?:اي|شو|وش|شنو|ايش|ا) (?:ال ?)?\S+ (?:(?:اللي|الي) )?(?:ينفع|يصلح|يناسب|تناسب"
    r"|ينسب|تنسب)\w*"
    r"|\b(?:which|what) (?:\w+ ){0,2}(?:(?:can|could|should|may) (?:i|he|she|they|we)"
    r"|(?:i|he|she|they|we) (?:can|could|should|may)) (?:still )?(?:eat|drink|have)\b"
    r"|\b(?:suitable|suits? (?:me|him|her|us|them)|safe for (?:me|him|her|us|them))\b"
    r"|(?<!\w)(?:اي|ا|ايهم|انهو) (?:\S+ ){0,2}(?:اقدر|يقدر|تقدر|نقدر) (?:اشرب|اكل|ياكل|يشرب|تاكل"
    r"|تشرب)(?!\w)"
    # "شنو الآمن له", "shino il amin", "ay wa7ed amin": which is safe for the one with the need
    r"|(?<!\w)(?:شو|وش|شنو|ايش|اي|ا|ايهم|انهو)(?: (?:واحد|وحده|اللي|الي))? (?:ال)?امن(?!\w)"
    # "شنو اللي بدونها", "shno elly bidoon": which are without what is avoided
    r"|(?<!\w)(?:شو|وش|شنو|ايش|اي) (?:اللي|الي) (?:بدون|بلا|ما فيه|bidoon|bdoon|bedoon)"
    r"|(?<!\w)(?:يناسبني|يناسبه|يناسبها|يناسبنا|تناسبني|تناسبه|ينسبني|ينسبه|ينسبها|تنسبني"
    r"|يصلح لي|ينفع لي)(?!\w)|\by[ie]?nas[ie]?bni\b|\bt[ie]?nas[ie]?bni\b"
)


# Words that say "those" of the products shown: "فيه مكسرات؟" (is there / are there nuts) may
# ask the store, "فيهم مكسرات؟" (in them) asks of what was shown
THOSE = frozenset(words("they them those these feehum fihum feehom fihom فيهم منهم هذول"))
