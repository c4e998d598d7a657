"""A question about one product the shopper names, answered from that product's record:
"nescafe gold how many grams in the jar", "where are ur bananas from", "is heinz mayo
eggless", "لبنه المراعي كم جرام", "الطحينه بيارا لبنانيه؟", "el tuna feh zait?".

Such a message is a question and names a product, so it is neither a search of all its words
nor another matter's: the shopper wants one fact of the thing named. The fact asked (its pack,
where it is from, a diet or an allergen) is said in a text card from the record; what the record
does not hold is said not to be known, never guessed.
"""

from __future__ import annotations

import re
from enum import Enum

from hub.assistant.brain import replies
from hub.assistant.brain.needs import ALLERGEN_WORDS, need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.product_flags import ALLERGEN_NAMES, DIETARY_NAMES
from hub.assistant.brain.skills.common import SIZE_WORDS, quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.named_loosely import product_named_loosely
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.text import words


class Fact(Enum):
    PACK = "pack"
    ORIGIN = "origin"
    DIET = "diet"
    OTHER = "other"


# How big it is or what its pack holds: "how many grams", "what sizes", "كم جرام", "كم حبه",
# "شكثر حجمه", "kam litre"
_PACK = Gated(
    r"\bhow (?:big|many|much does|heavy|large)\b|\bwhat (?:size|sizes|weight)\b"
    r"|(?<!\w)(?:كم|جم|شكثر|شقد|قد ايش) (?:ال)?(?:جرام|غرام|قرام|قرم|جم|كيلو|لتر|مل|حبه|حبات|كيس|اكياس"
    r"|قطعه|قطع|حجمه|حجمها|حجم|وزنه|وزنها|وزن|مقاس|litre|liter|gram|kilo|kg|ml)(?!\w)"
)
# A unit or a size named bare asks the pack only in a question ("nido sizes?"); with its
# number it is the size wanted ("rice 5 kg?", "size 4 diapers"), and said after a product
# it is how much of it ("w la7am na3eemi kilo")
_UNIT = Gated(
    r"\bsizes?\b(?!\s*\d)"
    r"|(?<![\d.])(?<![\d.]\s)\b(?:grams?|gm|kilos?|kgs?|litres?|liters?|ml|weigh\w*|pack size)\b"
    r"|(?<!\w)(?:ال)?(?:حجمه|حجمها|حجمهم|احجام|احجامه|مقاسات|مقاساته|مقاس|وزنه|وزنها)(?!\w)"
    r"(?!\s*[\d٠-٩])"
)
_DEMONYMS = (
    "american|australian|egyptian|indian|iranian|jordanian|lebanese|kuwaiti|saudi|pakistani"
    "|kenyan|spanish|chinese|filipino|turkish|omani|emirati|italian|french|danish|dutch"
    "|new zealand|south african"
)
_AR_DEMONYMS = (
    "امريكي|استرالي|مصري|هندي|ايراني|اردني|لبناني|كويتي|سعودي|باكستاني|كيني|اسباني|صيني"
    "|فلبيني|تركي|عماني|اماراتي|ايطالي|فرنسي|دنماركي|هولندي"
)
# Where it is from: "where are ur bananas from", "is it local", "من وين", "محلي ولا مستورد",
# "lebanese?"; a country's people's word asks it ("التفاح امريكي؟")
_ORIGIN = Gated(
    rf"\bwhere\b.*\bfrom\b|\bfrom where\b|\borigin\b|\b(?:what|which) country\b|\blocal\b"
    rf"|\bimported\b|\bmade in\b|\bcome from\b|\b(?:{_DEMONYMS})\b"
    rf"|(?<!\w)(?:من وين|منين|اي بلد|ايش بلد|شنو بلد|بلد المنشا|منشا|منشاه|صناعه|صنع|مصدره)(?!\w)"
    rf"|(?<!\w)(?:ال)?(?:محلي|محليه|مستورد|مستورده|{_AR_DEMONYMS})(?:ه|ين)?(?!\w)"
)
# A country's people's word, which also names a kind ("turkish coffee", "lebanese bread")
_BY_ITS_PEOPLE = Pattern(rf"\b(?:{_DEMONYMS})\b|(?<!\w)(?:ال)?(?:{_AR_DEMONYMS})(?:ه|ين)?(?!\w)")
# Its price asked: a country's people's word beside it names the kind ("how much is the
# australian lamb", "بكم التفاح الامريكي"), it does not ask where the product is from
# ("how much rice do i need" asks an amount, not a price)
_PRICE = Pattern(
    r"\bhow much (?:is|are|does|do|for|per|would|will|a|an|each)\b|\bhow much'?s\b"
    r"|\bhow much\s*\??$"
    r"|\bprices?\b|\bcosts?\b"
    r"|(?<!\w)(?:بكم|ب كم|سعر|سعره|سعرها|سعرهم|السعر|اسعار|الاسعار|بچم)(?!\w)"
)
_PRICE_ASKED = Gated(_PRICE.pattern)  # searched in whole messages, most of which ask none
# The words that ask, not name the product: dropped before the product is looked up
_ASKING = frozenset(
    words(
        "size sizes big how many much heavy large weight weigh weighs gram grams gm kilo kilos"
        " kg kgs litre litres liter liters ml pack packs jar jars tin box bottle bag bags"
        " pieces piece origin country local imported made from where come comes ur your"
        " free contain contains containing have has any allergens allergen eggless dairy nutless"
        " is it are they there in of the a an what which does do ok okay safe good suitable"
        " for kids kid child children baby toddler old year years yr yrs son daughter"
        " really actually real hold holds vegan vegetarian halal gluten lactose organic sugar added"
        " كم جم شكثر شقد حجم حجمه حجمها احجام مقاس مقاسات وزن وزنه وزنها جرام غرام كيلو لتر"
        " مل حبه حبات كيس اكياس قطعه قطع علبه العلبه علبته من وين منين بلد منشا صناعه مصدره"
        " محلي محليه مستورد مستورده فيه فيها في هل هذا هذي حق عندكم اللي الي ينفع يناسب زين"
        " مناسب حلال نباتي جلوتين غلوتين لاكتوز سكر مضاف بدون خالي طفل طفلي عمره عمرها سنه"
        " سنتين سنوات ولدي بنتي ابني للاطفال اطفال عيال للعيال يهال جايبينه جايبين جايين يجي"
        " شصد شقد حجما حجمه قرم قرام"
    )
)
_DEMONYM_WORDS = frozenset(
    words(_DEMONYMS.replace("|", " ") + " " + _AR_DEMONYMS.replace("|", " "))
)
_QUESTION_MARK = Pattern(r"[?؟]")
_WORD = Pattern(r"\w+")
_ANY = Pattern(r"\s*(?:any|anything|something|got)\b|\s*(?:اي|شي|في)(?!\w)")
_A_NEED_FIRST = Pattern(
    r"\s*(?:organic|vegan|vegetarian|gluten|sugar|lactose|halal|nut|dairy|egg|bdoon|bedoon"
    r"|بدون|خالي|خاليه|عضوي|نباتي|حلال)\b"
)
_WHICH = Pattern(r"\s*(?:which|what|ay|ayy|anhi|اي|انهي|انهو|وش|شنو)\b")
_WHERE = Pattern(r"\s*(?:where|wain|wein|وين)\b")
_FROM = Gated(r"\bfrom\b|(?<!\w)من(?!\w)")
_NAMING_WORDS = 4  # a product's name, as shoppers type it, is short


def fact_asked(text: str) -> Fact | None:
    """The kind of fact a (normalised) message asks of a product, None when it asks none."""
    # "lamb price per kilo?": the price of its kilo, not the size of its pack
    priced = _PRICE_ASKED.search(text)
    if _PACK.search(text) or (_UNIT.search(text) and _QUESTION_MARK.search(text) and not priced):
        return Fact.PACK
    if _ORIGIN.search(text) and not (priced and not _ORIGIN.search(_BY_ITS_PEOPLE.sub(" ", text))):
        return Fact.ORIGIN
    need = need_of(text)
    if need.flags or need.avoid or _allergens_asked(_WORD.findall(text)):
        return Fact.DIET
    return None


# A word of holding before an allergen asks whether it is in: "have egg", "فيه بيض", "feh
# bai9"; the allergen alone may be the product's own name ("حليب نيدو")
_HOLDING = frozenset(
    words(
        "have has contain contains containing any with got fih feh fee feeh fiha feha"
        " فيه فيها في فيهم فه فها يحتوي تحتوي مع"
    )
)


def _allergen(token: str) -> str | None:
    return ALLERGEN_WORDS.get(token) or ALLERGEN_WORDS.get(token.removeprefix("ال"))


# One word for "without it": "is heinz mayo eggless"
_LESS = {"eggless": "egg", "dairyless": "milk", "nutless": "nuts", "glutenless": "gluten"}


def _allergens_asked(tokens: list[str]) -> set[str]:
    asked: set[str] = set()
    for before, token in zip(["", *tokens], tokens, strict=False):
        allergen = _LESS.get(token) or (_allergen(token) if before in _HOLDING else None)
        if allergen:
            asked.add(allergen)
    return asked


def product_words(topic: list[str], tokens: list[str], *, demonyms: bool = False) -> list[str]:
    """The words of the topic that name the product, not the question asked of it; a
    people's word kept when `demonyms` ("Kuwaiti Shrimp" is named by it)."""
    need = need_of(" ".join(tokens))
    avoided = need.avoid | {flag.removesuffix("_free") for flag in need.flags}
    asked_allergens = {
        token
        for before, token in zip(["", *tokens], tokens, strict=False)
        if before in _HOLDING
        or (allergen := _allergen(token)) in avoided
        or (allergen == "milk" and "lactose" in avoided)
    }
    return [
        token
        for token in topic
        if token not in _ASKING
        and token.removeprefix("ال") not in _ASKING
        and (demonyms or token.removeprefix("ال").removesuffix("ه") not in _DEMONYM_WORDS)
        and token not in SIZE_WORDS
        and not (_allergen(token) and token in asked_allergens)
    ]


async def asks_of_a_named_product(turn: Turn) -> bool:
    """Whether the message asks a fact of one product it names by every word of its name
    ("is heinz mayo eggless", "لبنه المراعي كم جرام"): a product question, whatever the
    model made of it. A message naming nothing the store holds ("how many grams in a kilo",
    "where are you from") is not."""
    text = turn.message.for_model
    asked = fact_asked(text)
    utterance = turn.utterance
    if (
        asked is None
        or utterance.cart_verb_first
        # "i need diapers size 4", "عندكم خبز بدون جلوتين؟": goods looked for, not asked about
        or utterance.has("ADD", "TAKE")
        or _looks_for_it(utterance)
        or _ANY.match(text)
        # "wain el lahm el ghanam el ma7ali": where to find it in the store
        or (asked is Fact.ORIGIN and _WHERE.match(text) and not _FROM.search(text))
    ):
        return False
    if asked is Fact.DIET and (
        not (utterance.asks or _QUESTION_MARK.search(text))
        or _A_NEED_FIRST.match(text)
        or _WHICH.match(text)
    ):
        # "recipe says heavy cream but i only have milk": no question of goods; "organic
        # veg??", "gluten free bread?", "which bread is vegan": goods of a kind wanted for
        # a diet, a search
        return False
    if (
        asked is Fact.ORIGIN
        and not (utterance.asks or _QUESTION_MARK.search(text))
        and not _ORIGIN.search(_BY_ITS_PEOPLE.sub(" ", text))
    ):
        return False  # "turkish coffee": a kind named, asked nothing; "التفاح امريكي؟" asks
    for demonyms in (True, False):
        named = product_words(utterance.topic, utterance.tokens, demonyms=demonyms)
        if not 1 <= len(named) <= _NAMING_WORDS:
            continue
        hits = await quiet_search(turn, " ".join(named))
        arabizi = turn.message.arabizi
        held = [hit for hit in hits if not unmet_words(named, [hit], sound_alike=arabizi)]
        if asked is Fact.DIET and len(held) > 1 and not _pointed_at(utterance, named):
            # "and juice with no sugar?": a kind many products are, wanted for a need, a
            # search; "is the kitkat nut free" asks of the one pointed at
            return False
        if held:
            return True
    return False


def _pointed_at(utterance: Utterance, named: list[str]) -> bool:
    return bool(_POINTERS & set(utterance.tokens)) or any(w.startswith("ال") for w in named)


_POINTERS = frozenset({"the", "this", "that", "these", "those", "it", "el", "il"})


_PER = Pattern(r"^(?:بال|لل|ب|ال)(?=\w\w)")  # "بالكيلو": per kilo, no word of a name


async def prices_a_named_product(turn: Turn, *, fewest: int = 2) -> bool:
    """Whether the message asks the price of a product it names by `fewest` words or more,
    each of them that product's ("how much is the australian lamb", "بكم التفاح الامريكي"):
    the store's question, however like another matter's the gate finds a country's word.
    To overrule the gate one word named ("how much is gold", "كم سعر الدولار") is not
    enough, nor a word of no product ("apple watch price")."""
    if not _PRICE_ASKED.search(turn.message.for_model) or turn.utterance.has("ADD", "TAKE"):
        return False
    named = [
        token
        for token in telling_words(turn.utterance.topic)
        if not _PRICE.fullmatch(token) and _PER.sub("", token) not in _ASKING
    ]
    if not fewest <= len(named) <= _NAMING_WORDS:
        return False
    arabizi = turn.message.arabizi
    hits = await quiet_search(turn, " ".join(named))
    if any(not unmet_words(named, [hit], sound_alike=arabizi) for hit in hits):
        return True
    # where the gate finds it ours, its words may be another form of the record's ("the bzar
    # mix" of "Mixed Spices (Bzar)")
    return fewest < 2 and await product_named_loosely(turn, named) is not None


_OPENING = 3  # "do you have", "i need", "عندكم": within the first words


def _looks_for_it(utterance: Utterance) -> bool:
    """Whether the message opens by looking for goods ("i need diapers size 4", "عندكم خبز
    بدون جلوتين؟"); a "فيه" later asks what a pack holds ("شاي ليبتون كم كيس فيه")."""
    for concept in ("SEARCH", "WANT"):
        at = utterance.where(concept)
        if at is not None and at < _OPENING:
            return True
    return False


def answer(turn: Turn, product: Record) -> bool:
    """Say the fact asked of `product` in a text card, from its record; False when the
    message asks no fact this knows how to answer."""
    name = {"en": english(product, "name"), "ar": _ar(product, "name")}
    # "is diet pepsi available": a need's word that is the product's own name asks nothing
    # of it; "is diet pepsi caffeine free" still asks
    text = _less_its_name(turn.message.for_model, name["en"], name["ar"])
    asked = fact_asked(text)
    if asked is None:
        return False
    if asked is Fact.PACK:
        turn.text_block(_pack_line(turn, product, name))
    elif asked is Fact.ORIGIN:
        country = _country(product)
        if country is None:
            turn.text_block(replies.figures("fact_origin_unknown", turn.language, name=name))
        else:
            turn.text_block(
                replies.figures("fact_origin", turn.language, name=name, country=country)
            )
    else:
        for line in _diet_lines(turn, product, text, name):
            turn.text_block(line)
    return True


def _less_its_name(text: str, *names: str) -> str:
    """The message less the span that names the product when that span says a need ("diet
    pepsi", "بيبسي دايت"): the longest run of its words that follow one another in one of
    its names (the last of runs as long), its punctuation kept. A fact's word said outside
    the span still asks ("is diet pepsi caffeine free"), and so does any of a span that says
    no need ("what size is the pampers pants size 5", "البصل الاحمر هندي؟")."""
    tokens = text.split()
    start, length = 0, 0
    for name in names:
        named = words(name.lower())
        for first in range(len(tokens)):
            at, end = -1, first
            while end < len(tokens) and (at := _next_in(named, tokens[end], at)) >= 0:
                end += 1
            if end > first and end - first >= length:
                start, length = first, end - first
    span = tokens[start : start + length]
    need = need_of(" ".join(span))
    if not need.flags and not need.avoid:
        return text
    kept = [_NOT_A_WORD.sub("", token) for token in span]
    return " ".join([*tokens[:start], *filter(None, kept), *tokens[start + length :]])


_NOT_A_WORD = Pattern(r"\w")


def _next_in(named: list[str], token: str, after: int) -> int:
    """Where in the name's words the token's words stand together past `after`; -1 if not."""
    said = words(token.lower())
    if not said:
        return -1
    for at in range(after + 1, len(named) - len(said) + 1):
        if named[at : at + len(said)] == said:
            return at + len(said) - 1
    return -1


def english(record: Record, field: str) -> str:
    value = record.get(field) or {}
    return str(value.get("en") or "") if isinstance(value, dict) else str(value)


def arabic_name(product: Record) -> str:
    """The product's Arabic name, its English one where it has none."""
    return _ar(product, "name")


def _ar(record: Record, field: str) -> str:
    value = record.get(field) or {}
    return str(value.get("ar") or value.get("en") or "") if isinstance(value, dict) else str(value)


def _pack_line(turn: Turn, product: Record, name: dict[str, str]) -> str:
    variants: list[Record] = product.get("variants") or []
    if len(variants) > 1:
        packs = {
            "en": "; ".join(english(v, "name") for v in variants),
            "ar": "؛ ".join(_ar(v, "name") for v in variants),
        }
        return replies.figures("fact_packs", turn.language, name=name, packs=packs)
    pack = {"en": english(product, "unit"), "ar": _ar(product, "unit")}
    return replies.figures("fact_pack", turn.language, name=name, pack=pack)


# The countries the store's names give their goods, by the English words of the name
_COUNTRIES: dict[str, tuple[str, str]] = {
    "philippines": ("the Philippines", "الفلبين"), "usa": ("the USA", "أمريكا"),
    "american": ("the USA", "أمريكا"), "new zealand": ("New Zealand", "نيوزيلندا"),
    "egypt": ("Egypt", "مصر"), "egyptian": ("Egypt", "مصر"), "pakistan": ("Pakistan", "باكستان"),
    "south africa": ("South Africa", "جنوب أفريقيا"), "iran": ("Iran", "إيران"),
    "iranian": ("Iran", "إيران"), "kenya": ("Kenya", "كينيا"), "jordan": ("Jordan", "الأردن"),
    "india": ("India", "الهند"), "indian": ("India", "الهند"),
    "australia": ("Australia", "أستراليا"), "australian": ("Australia", "أستراليا"),
    "lebanon": ("Lebanon", "لبنان"), "lebanese": ("Lebanon", "لبنان"),
    "spain": ("Spain", "إسبانيا"), "china": ("China", "الصين"), "kuwaiti": ("Kuwait", "الكويت"),
    "local": ("Kuwait (local)", "الكويت (محلي)"), "al-ahsa": ("Al-Ahsa, Saudi Arabia", "الأحساء، السعودية"),
    "al-qassim": ("Al-Qassim, Saudi Arabia", "القصيم، السعودية"), "saudi": ("Saudi Arabia", "السعودية"),
    "madinah": ("Madinah, Saudi Arabia", "المدينة المنورة، السعودية"),
    "french": ("France", "فرنسا"), "turkish": ("Turkey", "تركيا"), "italian": ("Italy", "إيطاليا"),
}  # fmt: skip
# A people's word before these names a way of making, not where it was made ("Lebanese Recipe")
_A_STYLE = Pattern(r"^\s*(?:recipe|style|coffee|delight)\b")


def _country(product: Record) -> dict[str, str] | None:
    """Where the product is from, when its own English name says so."""
    name = english(product, "name").lower()
    for word, (en, ar) in _COUNTRIES.items():
        for match in re.finditer(rf"\b{re.escape(word)}\b", name):
            if not _A_STYLE.match(name[match.end() :]):
                return {"en": en, "ar": ar}
    return None


def _diet_lines(turn: Turn, product: Record, text: str, name: dict[str, str]) -> list[str]:
    attributes = product.get("attributes") or {}
    if not attributes:
        return [replies.figures("fact_not_stated", turn.language, name=name)]
    flags = set(attributes.get("dietary") or ())
    allergens = attributes.get("allergens")
    need = need_of(text)
    lines: list[str] = []
    for flag in sorted(need.flags):
        said = DIETARY_NAMES.get(flag, (flag, flag))
        shown = {"en": said[0], "ar": said[1]}
        if flag == "sugar_free" and flag not in flags and "no_added_sugar" in flags:
            lines.append(none_added(turn, attributes, name))
            continue
        key = "fact_is" if flag in flags else "fact_not_said_is"
        lines.append(replies.figures(key, turn.language, name=name, flag=shown))
    for allergen in sorted(need.avoid | _allergens_asked(_WORD.findall(text))):
        said = ALLERGEN_NAMES.get(allergen, (allergen, allergen))
        shown = {"en": said[0], "ar": said[1]}
        if allergens is None:
            key = "fact_allergens_unknown"
        elif allergen in allergens:
            key = "fact_contains"
        else:
            key = "fact_lists_no"
        lines.append(replies.figures(key, turn.language, name=name, allergen=shown))
    return lines


def none_added(turn: Turn, attributes: Record, name: dict[str, str]) -> str:
    """Sugar-free asked of goods with none added: its own sugar, by its figures."""
    facts = attributes.get("nutrition") or {}
    sugar = facts.get("sugar")
    if sugar is None:
        return replies.figures("fact_none_added_unstated", turn.language, name=name)
    per = str(facts.get("per") or "100 g")
    grams = {"en": f"{sugar} g", "ar": f"{sugar} غ"}
    unit = {"en": per, "ar": per.replace("ml", "مل").replace("g", "غ")}
    return replies.figures("fact_none_added", turn.language, name=name, sugar=grams, per=unit)
