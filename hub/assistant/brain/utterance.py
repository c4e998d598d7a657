"""One shopper message, read once: words, stems, numbers, codes and what the shopper points at.

Everything the intent rules and the skills ask of a message is computed here, so a rule reads
like the sentence it recognises ("has ADD and a quantity") and a skill never re-parses text.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field, replace

from hub.assistant.brain import postposed_no
from hub.assistant.brain.budgets import AN_AGE_BOUND
from hub.assistant.brain.carried_in import carried_in
from hub.assistant.brain.held_counts import held_in_a_pack
from hub.assistant.brain.lexicon import ALL_PHRASES, CONCEPTS, STOP_WORDS, SUFFIXED_FORMS, Phrase
from hub.assistant.brain.liking_asides import tells_a_liking
from hub.assistant.brain.list_asides import company_news, opens_a_pack, tells_a_use
from hub.assistant.brain.matching import forms_of, same_forms, without_glued_and
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.people_counts import people_counted
from hub.assistant.brain.quantities import (
    Quantity,
    and_a_half,
    counts_said,
    is_count_word,
    ordinals_in,
    parse_number,
    read,
)
from hub.assistant.brain.read_once import read_once
from hub.assistant.brain.text_speak import CHAT_WHAT
from hub.catalogue import Language
from hub.text import is_arabic, normalize, stem, words

_CONTRACTIONS = [
    (Pattern(r"n['’]t\b", re.I), " not"),
    (Pattern(r"['’]ll\b", re.I), " will"),
    (Pattern(r"['’]d\b", re.I), " would"),
    (Pattern(r"['’]re\b", re.I), " are"),
    (Pattern(r"['’]s\b", re.I), " is"),
    (Pattern(r"['’]m\b", re.I), " am"),
]
# Arabizi "of it"/"of them" left in Latin letters by a message read as English ("3 min'ha w
# pepsi"): the Arabic words the lexicon knows as pointing back
_OF_IT_LATIN = Pattern(r"\bmin['’]?(ha|h|hom|hum)\b", re.I)
_OF_IT_READ = {"ha": "منها", "h": "منه", "hom": "منهم", "hum": "منهم"}
_ORDER_NUMBER = Pattern(r"\b(KW)[-\s]?(\d{4,})\b", re.I)
_CODE = Pattern(r"(?<![\w-])([A-Za-z]{2,}\d{1,4})(?![\w-])")
_CODE_AFTER_WORD = Pattern(
    r"\b(?:code|coupon|promo|voucher|كود|كوبون)\s+([A-Za-z0-9]{3,20})\b", re.I
)
# "apply welcome2", "use summer5", "طبق save10": a code needs no coupon word after a verb that
# only a code takes (Arabizi "6ab8" reaches here read as "طبق")
_CODE_AFTER_VERB = Pattern(
    r"(?<!\w)(?:apply|redeem|use|enter|activate|طبق|طبقي|فعل|فعّل|استخدم|استعمل)"
    r"\s+(?:the\s+|my\s+)?([A-Za-z]{3,}\d{1,4})(?![\w-])",
    re.I,
)
_COUPON_WORDS = Pattern(r"code|coupon|promo|voucher|كود|كوبون|قسيم", re.I)
_COUPON_WORDS_EN = ("code", "coupon", "promo", "voucher")  # `_CODE_AFTER_WORD`'s English
_SEPARATORS = Pattern(r"[,،؛;+&]")
_A_DIGIT = Pattern(r"\d")
_LATIN = Pattern(r"[A-Za-z]")
# "for 8 people", "8 نفر", "scale it for 6", "يكفي ل ٦", "a family of 6": a count of people
# eating.
_SERVINGS = Gated(
    r"(\d+)\s*(?:people|persons|person|ppl|servings|serving|guests|pax|adults|nafar"
    r"|اشخاص|شخص|نفر|انفار|افراد|ضيوف|ناس)"
    r"|(?:scale|serve|serves|feed|feeds|family of|enough|يكفي|تكفي|عايله من|عائله من)\s+(?:it\s+|them\s+)?(?:for\s+|to\s+|ل\s*)?(\d+)"
)
# Two guests in one word (the Arabic dual) or in words: "لشخصين", "for two people".
_TWO_GUESTS = Gated(r"(?<!\w)ل?(?:شخصين|نفرين)(?!\w)|\b(?:for )?two (?:people|persons|of us)\b")
_DUAL_GUESTS = frozenset(words("شخصين لشخصين نفرين لنفرين"))
# A want said afresh with "و" written onto it: what follows is goods, what went before is not
_WANTS_AFRESH = frozenset(words("ابي ابغى ابغي بغيت ابا نبي نبغى عطني اعطني ابيلي ابغالي"))
# a verb of putting in with its "and" written on ("حطها وحط فيمتو"): a second item begins
_PUTS_AFRESH = frozenset(words("حط حطي حطلي حطيلي ضيف ضيفي ضيفلي اضف اضيف"))
# "in its place" said beside an item ("الجل بداله", "عطني الكبير عوضه"): no goods of its own
_IN_ITS_PLACE = frozenset(words("بداله بدالها بدالهم بدله بدلها بدلهم عوضه عوضها عوضهم"))
_GUESTS = frozenset(
    words(
        "people persons person ppl servings serving guests pax adults nafar اشخاص شخص نفر انفار"
        " افراد ضيوف ناس"
    )
)
_MULTIPLIERS = (
    # ...and "ودبل الكميه", "بالدبل", "حطها مرتين", "marteen" (read "مرتين")
    (
        2,
        frozenset(
            stem(w)
            for w in words(
                "double twice ضاعف ضاعفها ضاعفيها ضاعفه دبل دبلها ضعف ودبل بالدبل دبلتين مرتين"
                " مضاعف مضاعفه"
            )
        ),
    ),
    (3, frozenset(stem(w) for w in words("triple thrice"))),
)
_TOMORROW = frozenset(stem(w) for w in words("tomorrow بكره باجر غدا بكرا"))
_TODAY = frozenset(stem(w) for w in words("today tonight اليوم الليله"))
# Weekdays by Python's number (Monday 0), in English, Arabic and as Gulf Arabizi reads.
_WEEKDAYS: dict[str, int] = {
    stem(word): number
    for number, names in enumerate(
        (
            "monday mon الاثنين اثنين الاثنين",
            "tuesday tue الثلاثاء ثلاثاء الثلاثا",
            "wednesday wed الاربعاء اربعاء الاربعا",
            "thursday thu الخميس خميس",
            "friday fri الجمعه جمعه",
            "saturday sat السبت سبت",
            "sunday sun الاحد احد",
        )
    )
    for word in words(names)
}
_SIZE_NUMBER = Gated(
    # Arabizi "ma8as 5" is read "مغس ٥" (8 as غ) or "مقس"
    r"(?:\bsize|\bsz|(?<!\w)(?:ال)?(?:مقاس|مغس|مقس|مقاسه)|\bma[8g'q]?as)\s*(\d{1,2})(?!\d)"
)
# "nido 1+", "نيدو ٣+": the age a product is made from, part of its name, neither a count
# nor an "and"
_AGE_MARK = Gated(r"(?<![\w.+])(\d{1,2})\+(?![\w+])")
# "the one for 1 year", "حق السنه", "7ag il sana" (read "حق السنه"), "حق ٣ سنوات": the age a
# product is made for, said as whom it is for; the same mark as "1+" ("سنتين" is two)
_AGE_FOR = Pattern(
    r"(?:(?<=\bone )|(?<=\bones ))for\s+(?:an?\s+|the\s+)?(?P<en>\d{1,2}|one|two|three)"
    r"[\s-]*(?:years?|yrs?)(?:[\s-]*olds?)?\b"
    r"|\bfor\s+(?:an?\s+|the\s+)?(?P<old>\d{1,2}|one|two|three)[\s-]*(?:years?|yrs?)[\s-]*olds?\b"
    r"|(?<!\w)(?:حق|حقت|حقه|حقة|تع|تبع|مال|للي|اللي\s+حق)\s+(?:عمر\s+)?(?:ال)?"
    r"(?:(?P<ar>\d{1,2})\s*)?(?P<years>سنه|سنة|سنتين|سنين|سنوات)(?!\w)",
    re.IGNORECASE,
)
_AGE_WORDS = {"one": 1, "two": 2, "three": 3, "سنتين": 2}
# "if it can't be done", "اذا ما يصير", "لو ما ينفع", "izza ma y9eer" (read "اززا ما يصير"):
# the condition a request is made on, which names no goods
_IF_NOT = Pattern(
    r"\bif (?:you |u |it |that )?(?:can'?t|cannot|can not|won'?t work|doesn'?t work)"
    r"(?: be done| do it)?(?: then)?\b"
    r"|\bif (?:it'?s |it is |that'?s )?(?:not|isn'?t|is not) (?:possible|allowed)(?: then)?\b"
    r"|(?<!\w)(?:اذا|إذا|لو|ازا|اززا|اذ)\s+(?:ما|مو|مب|مش)\s+(?:يصير|صار|ينفع|نفع|يمديكم|يمدي"
    r"|تقدرون|تقدر|يمكن|ممكن|يزبط|ضبط)(?!\w)",
    re.IGNORECASE,
)
# "for next time", "for later", "للمره الجايه", "7ag il mara ejaya" (read "حق المره اجيا"):
# when the goods are wanted, which names none of them nor counts any
_FOR_LATER = Pattern(
    r"\b(?:for|till|until) (?:the )?(?:next time|later on|later|another time)\b"
    r"|(?<!\w)(?:حق\s+|عشان\s+|لل|ل\s*)?(?:ال)?(?:مره|مرة)\s+(?:(?:الي|اللي)\s+)?"
    r"(?:ال)?(?:جايه|جاية|جاي|جيا|اجيا|يايه|ياية|قادمه|قادمة)(?!\w)",
    re.IGNORECASE,
)
# "ولدي ٧ شهور", "my son is 7 months", "for my 2 year old", "bnti 3mrha 3 snin": a child's
# age, which counts nothing to buy
_AGE = Pattern(
    r"(?<![\w.])(?<!قبل )\d{1,2}\s*-?\s*"
    r"(?:(?:months?|mths?|years?|yrs?)(?:\s*-?\s*olds?)?\b(?!\s+ago)"
    r"|(?:شهور|اشهر|أشهر|شهر|سنوات|سنين|سنه|سنة)(?!\w))"
)
# "ولدي وزنه ١٣ كيلو", "my son weighs 13kg", "weldi 3mra 7 shhoor", "my son is 7 months": what a
# child weighs or how old it is, said beside a question about a product; the whole clause
# names no product and counts nothing to buy (the weight is no pack asked for)
_A_CHILD = (
    r"(?:my\s+)?(?:son|daughter|baby|kid|boy|girl|child|toddler|little one)|he|she"
    r"|ولدي|بنتي|طفلي|ابني|بيبي|البيبي|ياهلي|هو|هي"
)
_CHILDS_MEASURE = Pattern(
    rf"(?<!\w)(?:{_A_CHILD})\s+(?:"
    r"(?:weighs|weight is|is about|is around|وزنه|وزنها|وزنا|عو?مر(?:ه|ها|ا))\s+"
    r"(?:about\s+|around\s+|تقريبا\s+|حوالي\s+)?\d{1,2}(?:\.\d)?\s*"
    r"(?:kgs?|kilos?|كيلو|كغ|months?|years?|شهور|اشهر|شهر|سنوات|سنين|سنه|سنة)?"
    r"|is\s+\d{1,2}(?:\.\d)?\s*(?:kgs?|kilos?|months?|years?)(?:\s+old)?)(?!\w)",
    re.IGNORECASE,
)
# The basis a food's figures are given on ("protein per 100g", "سكر لكل ١٠٠ جرام"), which is
# no pack size asked for
_PER_HUNDRED = Pattern(
    r"\b(?:per|every|each|for every)\s*100\s*(?:g|gm|gms|grams?|grammes?|ml)\b"
    r"|(?<!\w)(?:لكل|كل)\s*100\s*(?:غ|غم|جم|جرام|غرام|قرام|مل)(?!\w)",
    re.IGNORECASE,
)
# "get me to the water section", "take me to the bakery", "وديني قسم الالبان" ("wadeeni
# gesm el albaan" once transliterated): the verb leads the shopper somewhere in the store, it
# takes no goods
# A cart change asked politely as a question: "can you change it to brown 30", "could u make
# them kdd instead", "would you please take the chips out" (in Arabic the normaliser reads
# "ممكن تحولها للبني؟" as the change itself)
_A_POLITE_REQUEST = Pattern(
    r"^\W*(?:(?:please|pls|plz|ok|okay|hi|hello|and|so) )?(?:can|could|would|will) (?:you|u)"
    r" (?:please |pls |plz |kindly |just )?(?:change|make|swap|switch|replace|turn|remove|take"
    r"|delete|drop|update|increase|decrease|reduce|lower|raise|bump)\b",
    re.IGNORECASE,
)
_LEADS_SOMEWHERE = Pattern(
    r"\b(?:get|take|bring)\s+(?:me|us)\s+(?:to|into|over\s+to|back\s+to)\b"
    r"|(?<!\w)(?:وديني|ودني|ودنا|خذني|اخذني|روحني)(?!\w)",
    re.IGNORECASE,
)
_GREETING_TAILS = frozenset(words("الخير النور"))
_DAY_PARTS = frozenset(
    stem(w)
    for w in words(
        "morning afternoon evening night noon الصبح الصباح الظهر العصر المسا المساء الليل"
    )
)


def without_a_childs_measure(text: str) -> str:
    """The message less what it says a child weighs or how old it is ("البانتس كم حبه فيها؟
    ولدي وزنه ١٣ كيلو" asks of the pants); a message that says nothing else is kept whole."""
    if not _A_DIGIT.search(text):  # a weight or an age is said with its number
        return text
    rest = _CHILDS_MEASURE.sub(" ", text)
    if rest == text or not any(ch.isalpha() for ch in rest):
        return text
    return " ".join(rest.split())


def reply_language(text: str, preference: Language) -> Language:
    """The shopper's script decides; digits or emoji alone fall back to the app's language.
    A message in both scripts is in the language it starts in: "في عندكم gluten free bread",
    "ترجم لي hello how are you"."""
    first = next((word for word in text.split() if any(ch.isalpha() for ch in word)), "")
    if is_arabic(text) or is_arabic(first):
        return "ar"
    if _LATIN.search(text):
        return "en"
    return preference


@dataclass
class Segment:
    """One "quantity + thing" part of a message: "2 milk" of "add 2 milk and 3 bananas"."""

    quantity: Quantity | None
    ordinal: int | None
    topic: list[str]
    refers_back: bool
    size: Quantity | None = None  # the pack asked beside a count: "2 milk 2 litre"


@dataclass
class Utterance:
    raw: str
    tokens: list[str] = field(init=False)
    order_number: str | None = field(init=False, default=None)
    code: str | None = field(init=False, default=None)
    size_number: int | None = field(init=False, default=None)  # "size 4", "مقاس ٤"
    age_mark: int | None = field(init=False, default=None)  # "nido 1+", "نيدو ٣+"
    _asked_anew: frozenset[int] = field(init=False, default=frozenset(), repr=False)

    def __post_init__(self) -> None:
        text = self.raw
        if not text.isascii() or "min" in text.lower():  # "min'ha": most messages hold no "min"
            text = _OF_IT_LATIN.sub(lambda m: _OF_IT_READ[m.group(1).lower()], text)
        if "'" in text or "’" in text:  # most messages hold no contraction to spell out
            for pattern, replacement in _CONTRACTIONS:
                text = pattern.sub(replacement, text)
        match = _ORDER_NUMBER.search(text)
        if match:
            self.order_number = f"{match.group(1).upper()}-{match.group(2)}"
            text = text[: match.start()] + " " + text[match.end() :]
        # "pampers size 4": a size by its number, which is no count of anything, nor is the
        # word "size" a word of the product's name ("jumbo pack size 4")
        sized = _SIZE_NUMBER.search(text)
        if sized:
            self.size_number = int(sized.group(1))
            text = text[: sized.start()] + " " + text[sized.end(1) :]
        marked = _AGE_MARK.search(text)
        if marked:
            self.age_mark = int(marked.group(1))
            text = text[: marked.start()] + " " + text[marked.end() :]
        # Each English phrasing of these holds a word most messages lack ("later" or "time",
        # "if", "year" or "yr"), and each Arabic one a letter outside ASCII: an ASCII message
        # is searched only when its lower case holds the word (their IGNORECASE folds no
        # other letter to ASCII). Taking a match out leaves a space, so the words of the
        # text before still tell.
        plain = text.lower() if text.isascii() else None
        if plain is None or "later" in plain or "time" in plain:
            text = _FOR_LATER.sub(" ", text)
        if plain is None or "if" in plain:
            text = _IF_NOT.sub(" ", text)
        aged = None
        if self.age_mark is None and (plain is None or "year" in plain or "yr" in plain):
            aged = _AGE_FOR.search(text)
        if aged:
            said = next((word for word in aged.group("en", "old", "ar", "years") if word), "")
            self.age_mark = int(said) if said.isdigit() else _AGE_WORDS.get(said.lower(), 1)
            text = text[: aged.start()] + " " + text[aged.end() :]
        if _A_DIGIT.search(text):  # each of the three needs a digit, which most messages lack
            text = AN_AGE_BOUND.sub(r"\1", _AGE.sub(" ", _PER_HUNDRED.sub(" ", text)))
        self.code = self._find_code(text)
        if self.code:
            text = re.sub(rf"\b{re.escape(self.code)}\b", " ", text, flags=re.I)
        text = _SEPARATORS.sub(" and ", text)
        self.tokens = words(text)
        # "الكرواسون بكم؟ وعندكم مناقيش؟": a question asked, then another with its "و" written
        # on: where each question after the first starts
        self._asked_anew = _questions_after_the_first(text)
        self._said_anew = _sentences_after_the_first(text) | self._asked_anew
        self._forms = [forms_of(token) for token in self.tokens]
        self._where: dict[str, int] | None = None
        self._reading = read(self.tokens)

    def _find_code(self, text: str) -> str | None:
        # a coupon's word (in an ASCII message, its lower case holds it) before a code; a
        # code after a verb, or alone, holds a digit: most messages have neither
        plain = text.lower() if text.isascii() else None
        if plain is None or any(word in plain for word in _COUPON_WORDS_EN):
            for after_word in _CODE_AFTER_WORD.finditer(text):
                token = after_word.group(1)
                if any(ch.isdigit() for ch in token) or (token.isupper() and len(token) >= 4):
                    return token.upper()
        if not _A_DIGIT.search(text):
            return None
        after_verb = _CODE_AFTER_VERB.search(text)
        if after_verb:
            return after_verb.group(1).upper()
        for match in _CODE.finditer(text):
            token = match.group(1)
            if len(token) >= 4 and (token.isupper() or self._mentions_coupon(text)):
                return token.upper()
        return None

    @staticmethod
    def _mentions_coupon(text: str) -> bool:
        return bool(_COUPON_WORDS.search(text))

    # -- concepts -------------------------------------------------------------------
    def has(self, *concepts: str) -> bool:
        """True when any phrase of any of `concepts` occurs in the message."""
        found = self._where
        if found is None:
            found = self._where = _concept_positions(self.tokens)
        # one set operation: the rules and the policy ask this some forty times a message
        return not found.keys().isdisjoint(concepts)

    def where(self, concept: str) -> int | None:
        """Index of the earliest word where a phrase of `concept` starts, if any."""
        if self._where is None:
            self._where = _concept_positions(self.tokens)
        return self._where.get(concept)

    def says_exactly(self, concept: str) -> bool:
        """A phrase of `concept` written as it is (a verb's person prefix aside: "تفضي" is
        "فضي"), not one typo away: "وش فيها" (what is in it) is one letter from "فضيها"
        (empty it), and asks nothing of emptying."""
        forms = [forms_of(token) | _unprefixed(token) for token in self.tokens]
        return bool(_covered(forms, _CONCEPT_BY_FIRST[concept]))

    def concepts(self) -> list[str]:
        """Every concept the message names (features for the intent model)."""
        return list(self._concepts)

    @read_once
    def _concepts(self) -> list[str]:
        if self._where is None:
            self._where = _concept_positions(self.tokens)
        return sorted(self._where)

    def starts_with(self, concept: str) -> bool:
        """`concept` opens the message, after a word of assent or greeting at most ("زين عطني
        اللتر", "ok add 2")."""
        at = self.where(concept)
        return at is not None and all(token in _OPENERS for token in self.tokens[:at])

    @read_once
    def cart_verb_first(self) -> bool:
        """A verb of the cart opens the message and it asks nothing: "عطني بيبسي علب", "add
        almarai milk" say what to do with the products named."""
        verb_first = self.starts_with("ADD") or self.starts_with("TAKE")
        return verb_first and not self.asks and not _LEADS_SOMEWHERE.search(self.raw)

    @read_once
    def asks(self) -> bool:
        """A question about the store rather than a request to do something: "can you change
        it to the brown?" is the change asked politely, no question of whether it can be."""
        if _A_POLITE_REQUEST.match(self.raw) and "order" not in self.raw.lower():
            return False  # ("could you take the milk off my order?" asks if it still can)
        return "?" in self.raw or "؟" in self.raw or self.starts_with("QUESTION")

    @read_once
    def has_quantity(self) -> bool:
        """A count said, or a multipack named by its count ("pepsi 6 pack"): one of it is as
        much asked for as "milk 2" is two."""
        reading = self._reading
        return reading.quantity is not None or reading.multipack

    @property
    def quantity(self) -> Quantity | None:
        return self._reading.quantity

    @property
    def ordinal(self) -> int | None:
        return self._reading.ordinal

    @property
    def size_asked(self) -> Quantity | None:
        """The pack a message names: "2 milk 2 litre" (beside a count), "the 2 litre one",
        "the 30 pack" (alone)."""
        reading = self._reading
        if reading.size is not None:
            return reading.size
        quantity = reading.quantity
        if quantity is not None and quantity.unit is not None:
            return quantity
        if quantity is not None and quantity.amount > 1 and _PACK_WORDS & set(self.tokens):
            # "the 30 pack", "طبق ٣٠"; "1 pack", "كرتون واحد" is one of them, no pack of one piece
            return Quantity(quantity.amount, "pc")
        return None

    @property
    def numbers(self) -> list[float]:
        return self._reading.numbers or []

    @read_once
    def refers_back(self) -> bool:
        """ "it", "those", "منها", "أضفه": the shopper means something already shown."""
        return self.has("REF") or any(token in SUFFIXED_FORMS for token in self.tokens)

    @read_once
    def servings(self) -> int | None:
        text = normalize(self.raw)
        match = _SERVINGS.search(text)
        if match:
            return int(match.group(1) or match.group(2))
        if _TWO_GUESTS.search(text):
            return 2  # "لشخصين", "for two people"
        counted = people_counted(self.tokens)  # "for six people", "لخمسة أشخاص"
        return counted[1] if counted is not None else None

    @read_once
    def multiplier(self) -> int | None:
        """ "double it", "triple it", "ضاعفها": the shown amount times this."""
        stems = {stem(token) for token in self.tokens}
        return next((n for n, words_of in _MULTIPLIERS if stems & words_of), None)

    @read_once
    def day(self) -> str | None:
        stems = {stem(token) for token in self.tokens}
        if stems & _TOMORROW:
            return "tomorrow"
        if stems & _TODAY:
            return "today"
        return None

    @read_once
    def weekday(self) -> int | None:
        """The weekday named ("on friday", "يوم الخميس"), Monday 0."""
        return next((_WEEKDAYS[s] for s in map(stem, self.tokens) if s in _WEEKDAYS), None)

    @read_once
    def names_a_time(self) -> bool:
        """A day or a part of the day: "tomorrow", "friday", "in the evening"."""
        tokens = self.tokens
        stems = {
            stem(token)
            for n, token in enumerate(tokens)
            # "good morning", "صباح الخير": a greeting, not a time of day
            if not (n and tokens[n - 1] == "good")
            and not (n + 1 < len(tokens) and tokens[n + 1] in _GREETING_TAILS)
        }
        return self.day is not None or self.weekday is not None or bool(stems & _DAY_PARTS)

    # -- topic ----------------------------------------------------------------------
    @read_once
    def counted_before_named(self) -> bool:
        """The count comes before the words that name the thing (the last of them): "3 bags
        of rice" counts what is bought, where "rice 5 kg" or "بيض ٣٠ حبه" names the pack."""
        used = self._reading.used
        named = set(self.topic)
        at = [n for n, token in enumerate(self.tokens) if token in named]
        return bool(used) and bool(at) and min(used or {0}) < at[-1]

    @read_once
    def topic(self) -> list[str]:
        """The content words: what the shopper is talking about, with grammar removed."""
        return _content(self.tokens, self._forms, self._reading.used or set())

    @read_once
    def left_out(self) -> list[str]:
        """The topic words after "without" / "بدون" / "no": what the shopper does not want."""
        start = self.where("EXCEPT")
        if start is not None and _only(self.tokens, start):
            return []  # "ولدي ما ياكل الا ناجتس": nothing but the nuggets, which are wanted
        if start is None:
            start = self.where("NEGATION")
            if start is not None and self._no_before_a_wish(start):
                # "لا ابي شي حلو", "no i want lays", "hahaha la abi chips": "no," said before
                # a wish, not "without"; a "not" later still is ("لا ابي شي حلو مو مالح")
                start = next(
                    (n for n in range(start + 2, len(self.tokens)) if self.tokens[n] in _NEGATIONS),
                    None,
                )
        if start is None:
            start = self.not_between
        end = len(self.tokens)
        if start is None and self.has("ADD"):
            # "شيل البيض وحط الباقي", "remove the eggs and add the rest": what is between
            start, added = self.where("REMOVE"), self.where("ADD")
            if start is not None and added is not None and added > start:
                end = added
        if start is not None:
            end = _end_of_leaving_out(self.tokens, start, end)
            # "la2 5alas kafi. 3indkum fa7am?": a sentence of its own asking for goods
            end = next(
                (
                    at
                    for at in sorted(self._said_anew)
                    if start < at < end and "SEARCH" in _concept_positions(self.tokens[at:end])
                ),
                end,
            )
            after = set(self.tokens[start + 1 : end])
            words = [word for word in self.topic if word in after]
            if words:
                return words
        # "milk, eggs and bread, bananas no", "الموز لا": the "no" after what it rules out
        return postposed_no.ruled_out(self.tokens, self.topic)

    def _no_before_a_wish(self, start: int) -> bool:
        """The "no" at `start` opens the message (after a laugh or an ok at most) and a wish
        follows it at once, an "I" at most between: "no i want lays chips, cheese"."""
        wish = self.where("WANT")
        if wish is None or not start < wish <= start + 2:
            return False
        if any(token not in _I for token in self.tokens[start + 1 : wish]):
            return False
        return all(token in _OPENERS or token in _LAUGHS for token in self.tokens[:start])

    @read_once
    def not_between(self) -> int | None:
        """Where a Gulf "not" the lexicon does not hold ("مب", "mub", "mo" in a Latin
        message) stands between the thing wanted and the kind not wanted: "شاي مب ليبتون",
        "laban mo almarai". None when it opens the message or ends it."""
        return next(
            (n for n, token in enumerate(self.tokens[1:-1], 1) if token in _SPOKEN_NOTS), None
        )

    @property
    def topic_text(self) -> str:
        return " ".join(self.topic)

    def segments(self) -> list[Segment]:
        """The message split at "and"/"و"/"w"/commas, each part read for its own quantity
        (read once: the policy and the skills ask for them several times a message)."""
        return list(self._segments)

    @read_once
    def _segments(self) -> list[Segment]:
        parts: list[list[str]] = [[]]
        tokens = self.tokens
        for n, token in enumerate(tokens):
            if and_a_half(tokens, n):
                parts[-1].append(token)  # "a kilo and a half", "كيلو ونص": one amount
            elif token in JOINERS or (token[:1] == "و" and token[1:] in JOINERS):
                parts.append([])  # "ومعهم": "and with them", one joiner
            elif parts[-1] and token[:1] == "و" and token[1:] in _WANTS_AFRESH:
                parts.append([token[1:]])  # "عندنا ديوانيه الليله وابي تمر": the goods start
            elif parts[-1] and token[:1] == "و" and token[1:] in _PUTS_AFRESH:
                parts.append([token[1:]])  # "حطها وحط علبه فيمتو": "it", then the Vimto
            elif len(parts) > 1 and not parts[-1] and without_glued_and(token) != token:
                # "...، واثنين فيري", "...، ودجاجتين": "and" written onto the part's first word
                parts[-1].append(without_glued_and(token))
            elif n in self._asked_anew and token[:1] == "و" and len(token) > 2 and parts[-1]:
                parts.append([token[1:]])  # "...بكم؟ وعندكم مناقيش؟": a second question
            elif _counts_anew(parts[-1], token, tokens[n + 1 : n + 2], tokens[n + 2 :]):
                parts.append([token])  # "2 almarai milk 1 samoon": a second count, a second item
            elif parts[-1] and any(not t.isdigit() for t in parts[-1]) and opens_a_pack(token):
                parts.append([token[1:]])  # "٢ جالكسي وكيس ناجتس": a bag of nuggets, next
            elif _joined_item(parts[-1], token):
                parts.append([token[1:]])  # "ليمون ونعناع": "و" written onto the next item
            else:
                parts[-1].append(token)
        segments = []
        pack_said: set[int] = set()  # the segments whose one is only a pack's word, by id
        whole = len(parts) == 1
        if not whole:
            # "..., 3indi rabe3 il lela": who the shopper has with them is no item, nor a count
            # ...nor is who takes the goods where: "..., they take them to school"
            # ...nor who loves them: "..., my daughter loves them", "...، العيال يحبونه"
            parts = [
                p
                for p in parts
                if not company_news(p) and not tells_a_use(p) and not tells_a_liking(p)
            ] or parts
        for part in parts:
            if whole:
                # the whole message is the one part: read as the message was (its reading,
                # its forms and its topic, read once for both)
                reading, forms, topic = self._reading, self._forms, list(self.topic)
            else:
                reading = read(part)
                forms = [forms_of(token) for token in part]
                topic = _content(part, forms, reading.used or set())
            refers = bool(_covered(forms, _REF_BY_FIRST)) or any(
                token in SUFFIXED_FORMS for token in part
            )
            if topic or reading.quantity or reading.ordinal or refers:
                segment = Segment(reading.quantity, reading.ordinal, topic, refers, reading.size)
                if _a_pack_word_only(part):
                    pack_said.add(id(segment))
                segments.append(segment)
        last_a_pack = bool(parts) and _names_a_pack(parts[-1])
        each = _each(_counted_after(segments), last_a_pack, pack_said)
        if parts and _EACH_AT_END.search(" ".join(parts[-1])):
            each = _each_with_the_last(each, pack_said)
        return each or [Segment(None, None, [], False)]


# Words joining a clause to the one before: "without the rice, and make the chicken 2"
JOINS = frozenset({"and", "w", "wa", "و", "but", "بس", "bs"})
# What a joined clause asks of its own: a count or a change ("w el dyay 5alah 2")
_OWN_REQUEST = ("CHANGE", "ADD", "REMOVE")


def _questions_after_the_first(text: str) -> frozenset[int]:
    """The index of the first word of each question after a question mark, words counted as
    the message's tokens are."""
    if "?" not in text and "؟" not in text:
        return frozenset()
    starts: set[int] = set()
    count = 0
    for piece in re.split(r"[?؟]", text)[:-1]:
        count += len(words(piece))
        starts.add(count)
    return frozenset(starts)


def _sentences_after_the_first(text: str) -> frozenset[int]:
    """The index of the first word of each sentence after a full stop (not a decimal point's),
    words counted as the message's tokens are."""
    pieces = re.split(r"(?<!\d)[.!](?!\d)", text)
    starts: set[int] = set()
    count = 0
    for piece in pieces[:-1]:
        count += len(words(piece))
        starts.add(count)
    return frozenset(starts)


def _end_of_leaving_out(tokens: list[str], start: int, end: int) -> int:
    """Where what is left out stops: at a joined clause asking a change of its own ("bdoon el
    3aish, w el dyay 5alah 2" leaves out the rice, and wants the chicken twice), never at an
    "and" between two things left out ("without salt and olive oil")."""
    joins = [n for n in range(start + 2, end) if tokens[n] in JOINS] + [end]
    for at, upto in itertools.pairwise(joins):
        clause = tokens[at + 1 : upto]
        asked = _concept_positions(clause)
        # a count of its own, in figures or words: "w 5al el 7aleeb wa7id", "و خل الحليب واحد"
        if counts_said(clause) or any(c in asked for c in _OWN_REQUEST):
            return at
        # "la2 5alas mo lazim, bas 3indkom fa7am?", "no never mind, but do you sell
        # charcoal": a "but" opening a question of goods of its own, no more left out
        if tokens[at] in _BUT and "SEARCH" in asked:
            return at
        # "la2 5alas kafi, 3indkum fa7am?", "no that's enough, do you sell charcoal": a clause
        # opening with a question of stock, goods of its own
        if asked.get("SEARCH", _OPENS_WITH) < _OPENS_WITH:
            return at
    return end


_BUT = frozenset({"but", "بس", "bs"})
_OPENS_WITH = 3  # "do you sell", "3indkum": the question of stock in a clause's first words


def _only(tokens: list[str], at: int) -> bool:
    """ "الا" after a "ما" says "nothing but" ("ما ياكل الا ناجتس", "ma abi ela laban"): what
    follows is all that is wanted, not what is left out ("كلها الا الخبز")."""
    return tokens[at] == "الا" and "ما" in tokens[max(0, at - _ONLY_REACH) : at]


_ONLY_REACH = 3  # "ما" this few words before: "ما يبي شي الا", not a "ما" of another clause


def _unprefixed(token: str) -> frozenset[str]:
    """An Arabic verb without the letter of its person: "تفضي", "يمسح", "نفرغ"."""
    if len(token) > 3 and token[0] in "تين" and not token.isascii():
        return forms_of(token[1:])
    return frozenset()


def _counts_anew(part: list[str], token: str, following: list[str], later: list[str]) -> bool:
    """A bare count after a part that already has its own count and an item: "2 almarai milk
    1 samoon" is two items; "2 milk 2 litre" (a size) and "size 4" are not. "One" in words
    counts anew too when a kind follows it and another share after ("3 lays, wa7ed salt,
    wa7ed cheese"), never when it points ("2 milks, one of them low fat") nor when it is
    the only one ("ابي ٢ خبز واحد ابيض": two breads, one of them white)."""
    # a share said before it ("one white one brown") or another after it
    shared = bool(part) and part[0] in _ONE_IN_WORDS
    spelt_one = (
        token in _ONE_IN_WORDS
        and bool(following)
        and following[0] not in _OF_SOME
        and (
            shared
            or any(t.isdigit() or t in _ONE_IN_WORDS or t[1:] in _ONE_IN_WORDS for t in later)
        )
    )
    if not (token.isdigit() or spelt_one):
        return False
    if not any(t.isdigit() for t in part) and not (spelt_one and shared):
        return False
    if token.isdigit() and held_in_a_pack(
        [*part, token], len(part), float(token), goods_before=False, measure_after=False
    ):
        return False  # "٢ من الفيمتو اللي فيه ٣": two of the pack that holds three
    if not any(not t.isdigit() for t in part) or (following and following[0] in _PACK_WORDS):
        return False
    reading = read([token, *following]).quantity
    return reading is not None and reading.unit is None


# "One" said in words, in English, Arabic and Arabizi (read into Arabic), and what makes it
# point at some of goods rather than count a kind
_ONE_IN_WORDS = frozenset({"one", "واحد", "وحده", "وحدة"})
_OF_SOME = frozenset({"of", "من", "منهم", "منها", "min", "mn", "with", "that", "اللي"})

# Words that make a bare number the size of a pack of pieces.
_PACK_WORDS = frozenset({"pack", "tray", "pcs", "pieces", "piece", "حبه", "حبات", "طبق", "كرتون"})

_NEGATIONS = frozenset(phrase[0] for phrase in CONCEPTS["NEGATION"] if len(phrase) == 1)
# "not" as said in the Gulf, beside the lexicon's NEGATION: only between two things named
_SPOKEN_NOTS = frozenset({"مب", "مهب", "mub", "mob", "mb", "mo"})
# A laugh or an "I" before a wish: "hahaha la abi chips" (read "ههها لا ابي"), "no i want"
_LAUGHS = frozenset({"ههه", "هههه", "ههههه", "ههها", "هههها", "haha", "hahaha", "lol", "lool"})
_I = frozenset({"i", "انا", "ana"})
# Words that may come before a request without changing it: "ok", "زين", "yes", "hi"
_OPENERS = frozenset(
    phrase[0] for name in ("ACK", "YES", "GREET") for phrase in CONCEPTS[name] if len(phrase) == 1
) | {"خلاص", "5alas", "khalas", "5las"}  # "خلاص حط ٢": "then, put 2", before the verb
# Words that join items in a list: English, its chat's "n" ("baking powder n vanilla sugar"),
# Arabic, Arabizi "w" and "wa" left in a Latin message ("sambosa 3 boxes wa tamer kilo"), "&".
# "حطهم الاثنين ومعهم سيريلاك": "with them" brings one more item, as "and" does
JOINERS = frozenset({"and", "n", "و", "plus", "w", "wa", "&", "+", "معهم", "معاهم", "وياهم"})

# Every phrase of every concept, by its first word: a message is checked against the phrases
# that can start at each of its words, not against the whole lexicon.
_STARTING_WITH: dict[str, list[tuple[str, Phrase]]] = {}
for _concept, _phrases in CONCEPTS.items():
    for _phrase in _phrases:
        if _phrase:
            _STARTING_WITH.setdefault(_phrase[0], []).append((_concept, _phrase))
_EMPTY = frozenset(concept for concept, phrases in CONCEPTS.items() if () in phrases)
_VOCABULARY = frozenset(
    word for phrases in CONCEPTS.values() for phrase in phrases for word in phrase
)
_BY_INITIAL: dict[str, tuple[str, ...]] = {}
for _word in sorted(_VOCABULARY):
    _BY_INITIAL[_word[0]] = (*_BY_INITIAL.get(_word[0], ()), _word)
# A thing named after a request's verb is no request: "stain remover", "floor cleaner",
# "coffee maker" are one letter or two from "remove", "clean", "make", which the typo
# tolerance would otherwise read
_VERBS = frozenset(
    phrase[0]
    for concept in ("ADD", "TAKE", "REMOVE", "CLEAR", "CHANGE", "USE", "SHOW")
    for phrase in CONCEPTS[concept]
    if phrase and phrase[0].isascii()
)


def _joined_item(part: list[str], token: str) -> bool:
    """An Arabic word with "و" written onto it, right after an item's name: the next item."""
    # the item's count said after it is still the item's: "ستيك ٢ وخبز برجر"
    named = part[:-1] if len(part) > 1 and part[-1].isdigit() else part
    # "ضيف ٣ منها وبيبسي": a count of the one shown is an item too, as is a count put after
    # a verb of adding ("عندكم خبز رقاق؟ حطو ٢ وجبن كيري": two of the bread asked about)
    counted = len(part) > 1 and part[-1].isdigit()
    of_it = bool(named) and (
        named[-1] in _OF_IT
        or (
            counted
            and "ADD" in _concept_positions(named[-1:])
            and any(word not in _VOCABULARY for word in named[:-1])
        )
    )
    return (
        len(token) >= 4
        and token.startswith("و")
        and not token.isascii()
        and bool(named)
        and (of_it or named[-1] not in _VOCABULARY)
        and token not in _VOCABULARY
        and not named[-1].isdigit()
        # "وزيد وحده": a verb, then one more, no item; a word of the lexicon only one typo
        # away ("باودر" of "بيكنج باودر وسكر فانيلا", near "اوردر") is still an item's name
        and (of_it or not (forms_of(named[-1]) & _lexicon_words(named[-1])))
        and read([token]).quantity is None  # "ديت بيبسي وحده": one of it, no item "حده"
    )


_OF_IT = frozenset({"منها", "منه", "منهم"})


# Words written as themselves, one letter from a request word of another meaning, which
# the typo tolerance would otherwise read: "the rest from my wallet" empties no cart, "i was
# charged twice" changes no line, "شكثر باقي فيها" (how much is left in it) empties nothing
# ("فضيها")
_NEVER_TYPOS: dict[str, frozenset[str]] = {
    "فيها": frozenset({"فضيها"}),
    "rest": frozenset({"reset"}),
    "charged": frozenset({"changed"}),
    "cold": frozenset({"could"}),
    "sale": frozenset({"scale"}),
    "shipping": frozenset({"shopping"}),
    "shopping": frozenset({"shipping"}),
    "shopped": frozenset({"shipped"}),
}


@functools.lru_cache(maxsize=1 << 16)
def _lexicon_words(token: str) -> frozenset[str]:
    """The lexicon words `token` reads as (`same_forms`): itself, its stems, one typo away.

    A typo keeps the first letter, so only lexicon words sharing an initial with one of the
    token's forms need comparing. Memoised per token, as shoppers reuse their words.
    """
    forms = forms_of(token)
    if token in STOP_WORDS and token not in _BY_INITIAL.get(token[:1], ()):
        return frozenset()  # glue is no typo of a request word: "than" is not "thank"
    candidates = {word for form in forms if form for word in _BY_INITIAL.get(form[0], ())}
    found = frozenset(
        word
        for word in candidates
        if same_forms(forms, word)
        and not (word in _VERBS and token in (word + "r", word + "er"))
        and word not in _NEVER_TYPOS.get(token, ())
    )
    if not found and len(token) > 2 and token[0] == "و" and not token.isascii():
        return _lexicon_words(token[1:])  # "وحط الباقي": "and" written onto the verb
    return found


def _concept_positions(tokens: list[str]) -> dict[str, int]:
    """Each concept present in `tokens`, with the earliest word where one of its phrases starts."""
    readings = [_lexicon_words(token) for token in tokens]
    found: dict[str, int] = dict.fromkeys(_EMPTY, 0)
    for start, reading in enumerate(readings):
        for word in reading:
            for concept, phrase in _STARTING_WITH.get(word, ()):
                size = len(phrase)
                if concept in found or start + size > len(readings):
                    continue
                # a phrase of one word (most of them) is found by its first: no generator
                if size == 1 or all(phrase[k] in readings[start + k] for k in range(1, size)):
                    found[concept] = start
    return found


def _covered(forms: list[frozenset[str]], by_first: dict[str, list[Phrase]]) -> set[int]:
    """Positions covered by an exact occurrence of any of the phrases `by_first` holds.

    Phrases are looked up by their first word (`_by_first_word`), so a message is checked
    against the few phrases that can start at each word, not against the whole lexicon.
    """
    covered: set[int] = set()
    for start, start_forms in enumerate(forms):
        for form in start_forms:
            for phrase in by_first.get(form, ()):
                size = len(phrase)
                if size == 1:
                    covered.add(start)  # most phrases: no generator to ask the rest
                elif start + size <= len(forms) and all(
                    phrase[k] in forms[start + k] for k in range(1, size)
                ):
                    covered.update(range(start, start + size))
    return covered


def _by_first_word(phrases: tuple[Phrase, ...]) -> dict[str, list[Phrase]]:
    index: dict[str, list[Phrase]] = {}
    for phrase in phrases:
        if phrase:
            index.setdefault(phrase[0], []).append(phrase)
    return index


# Built once: a cache keyed by the phrases would hash the lexicon's 900 phrases at each call.
_ALL_BY_FIRST = _by_first_word(ALL_PHRASES)
_REF_BY_FIRST = _by_first_word(CONCEPTS["REF"])
_CONCEPT_BY_FIRST = {concept: _by_first_word(phrases) for concept, phrases in CONCEPTS.items()}


def _digits_at(tokens: list[str], index: int) -> bool:
    return index < len(tokens) and tokens[index].isdigit()


def _counted_after(segments: list[Segment]) -> list[Segment]:
    """ "the chicken franks, 2 packs, and burger buns", "el labna, 3 minha, w 5ubz": a count
    said as a clause of its own, between two items, counts the item named just before it
    (one with no count of its own), never a second line of the same item. (Goods then a
    count last, "kdd milk, 3", is the policy's shape to read: `_named_then_counted`.)"""
    if len(segments) == 2:
        count, picked = segments
        # ...and a count said first, then the size picked ("2, the big one")
        if (
            count.quantity is not None
            and not count.topic
            and count.ordinal is None
            and picked.topic
            and all(word in _PICKED_SIZES for word in picked.topic)
            and (picked.quantity is None or picked.quantity.amount == 1)
        ):
            size = picked.size or count.size
            return [Segment(count.quantity, picked.ordinal, picked.topic, False, size)]
    merged: list[Segment] = []
    for at, segment in enumerate(segments):
        before = merged[-1] if merged else None
        if (
            before is not None
            and segment.quantity is not None
            and not segment.topic
            and segment.ordinal is None
            and before.topic
            and (
                # between two items, or last after a size picked ("the small one, 2", whose
                # "one" is the size's, not a count)
                (at + 1 < len(segments) and before.quantity is None)
                or (
                    at + 1 == len(segments)
                    and all(word in _PICKED_SIZES for word in before.topic)
                    and (before.quantity is None or before.quantity.amount == 1)
                )
                # ...or last after goods named by their pack ("water the 24 pack 2", "ماي
                # ام ٢٤ حبه ٢"): that many of the pack, the number before it its size
                or (
                    at + 1 == len(segments)
                    and before.size is not None
                    and (before.quantity is None or before.quantity.amount == 1)
                )
            )
        ):
            size = segment.size or before.size
            merged[-1] = Segment(segment.quantity, before.ordinal, before.topic, False, size)
        else:
            merged.append(segment)
    return merged


# A size picked of goods in view: "the small one", "el 9agheer" (read "الصغير"), "الوسط"
_PICKED_SIZES = frozenset(
    words(
        "small smaller smallest big bigger biggest large larger medium mini jumbo"
        " صغير الصغير صغيره الصغيره كبير الكبير كبيره الكبيره وسط الوسط جامبو الجامبو"
    )
)


def _each(
    segments: list[Segment], last_a_pack: bool = False, pack_said: set[int] | None = None
) -> list[Segment]:
    """ "tomatoes, cucumbers and onions, a kilo each" / "كل وحده كيلو": a last part that is
    only a quantity "each" gives it to every item before it that has none. One naming a pack
    and no "each" ("bread and eggs, the 30 pack") is the pack of the item just before it."""
    if len(segments) < 3:
        return segments
    *items, last = segments
    if (
        last_a_pack
        and last.quantity is not None
        and last.quantity.unit is None
        and all(t in _PACK_POINTED for t in last.topic)
        and all(item.topic for item in items)
        and _counts_none(items[-1], pack_said or set())
    ):
        return [*items[:-1], Segment(last.quantity, None, items[-1].topic, False)]
    if (
        last_a_pack
        and last.quantity is None
        and last.size is not None
        and all(t in _PACK_POINTED for t in last.topic)
        and all(item.topic for item in items)
        and items[-1].size is None
    ):
        # "خبز وبيض، الكرتون اللي فيه ٣٠": the pack that holds 30, of the eggs
        return [*items[:-1], replace(items[-1], size=last.size)]
    if last.quantity is None or [t for t in last.topic if t not in _EACH_WORDS]:
        return segments
    if not all(item.topic for item in items):
        return segments
    return [
        Segment(last.quantity, None, item.topic, False)
        if _counts_none(item, pack_said or set())
        else item
        for item in items
    ]


# "... 3 of each", "... ٣ من كل وحده" (Arabizi "min kil wa7id" read so): a count of each item,
# said at the end of the last item's part
_EACH_AT_END = Pattern(
    r"(?:\b(?:of )?each(?: one| of them)?|\bapiece|(?<!\w)من كل (?:وحده|واحده|واحد|نوع|صنف))$"
)


def _each_with_the_last(segments: list[Segment], pack_said: set[int]) -> list[Segment]:
    """ "samboosa cheese and meat 3 of each", "سمبوسه جبن و لحم ٣ من كل وحده": the last
    item's count, said "of each", counts every item before it that has none."""
    if len(segments) < 2 or segments[-1].quantity is None:
        return segments
    *items, last = segments
    if not all(item.topic for item in items):
        return segments
    return [
        replace(item, quantity=last.quantity) if _counts_none(item, pack_said) else item
        for item in items
    ] + [replace(last, topic=[token for token in last.topic if token not in _EACH_WORDS])]


# "the 30 pack", "pack of 30", "الكرتون ام ٣٠": a pack pointed at, not a count of each
_PACK_POINTED = frozenset(
    words("the el il pack packs carton box tray ال الكرتون كرتون الكرتونه كرتونه ام أم حق ابو")
)


def _names_a_pack(part: list[str]) -> bool:
    return any(token in _PACK_POINTED for token in part)


def _counts_none(item: Segment, pack_said: set[int]) -> bool:
    """An item said with no count, or only a pack's word ("حمص علبه", a can of hummus),
    which a count of each said after the list counts in its place; "one milk" is counted."""
    quantity = item.quantity
    return quantity is None or (
        quantity.amount == 1 and quantity.unit is None and id(item) in pack_said
    )


def _a_pack_word_only(part: list[str]) -> bool:
    """ "حمص علبه": a part whose one is said by a pack's word, no figure nor number word."""
    return any(is_count_word(token) for token in part) and not any(
        parse_number(token) is not None for token in part
    )


_EACH_WORDS = frozenset(words("each apiece كل وحده واحده واحد منهم منها"))


def _and_grammar(token: str) -> bool:
    """ "وشنو", "وعندكم": "and" written onto a word of grammar, which names nothing."""
    if len(token) < 3 or token[0] != "و":
        return False
    rest = forms_of(token[1:])
    return any(form in STOP_WORDS for form in rest) or bool(_covered([rest], _ALL_BY_FIRST))


def _content(tokens: list[str], forms: list[frozenset[str]], used: set[int]) -> list[str]:
    """The words left once numbers, request phrases and filler are taken out: "quick" stays
    in "quick oats" although "quick delivery" is a request phrase."""
    grammar = used | _covered(forms, _ALL_BY_FIRST)
    counted = people_counted(tokens)
    if counted is not None:  # "for six people": the count and its people name no goods
        grammar = grammar | {counted[0], counted[0] + 1}
    grammar = grammar - _goods_after_a_food(tokens, forms, grammar)
    carried = carried_in(tokens)
    if carried and any(n not in carried and n not in grammar for n in range(len(tokens))):
        grammar = grammar | carried  # "wipes for her school bag": the bag is hers, not sold
    return [
        token
        for index, token in enumerate(tokens)
        if index not in grammar
        and not token.isdigit()
        and not (token == "x" and _digits_at(tokens, index + 1))  # "penne x3": a count
        and not any(form in STOP_WORDS for form in forms[index])
        and not _and_grammar(token)
        and not (token in _GUESTS and index and tokens[index - 1].isdigit())  # "for 8 people"
        and token not in _DUAL_GUESTS
        and token not in _IN_ITS_PLACE
        and token not in CHAT_WHAT
        and not _settled(tokens, index)
        and not _still_able(tokens, index)
        and not _pack_of_the_next(tokens, index)
        and not _liked_pick(tokens, index)
        and not _like_the_one(tokens, index)
        and not _same_of_a_kind(tokens, index)
    ]


# "another jumbo pack same size 4", "more wipes, same pampers ones": the size told, the goods
# as before, no goods of the name "same" ("is it the same size" asks of the one in view)
_KIND_WORDS = frozenset({"size", "sizes", "kind", "type", "brand", "flavour", "flavor"})


def _same_of_a_kind(tokens: list[str], index: int) -> bool:
    if tokens[index] != "same":
        return False
    if index == len(tokens) - 1:
        # the size read off the words ("size 4" is no token): "... jumbo pack same"
        return index > 0 and tokens[index - 1] not in ("the", "is", "it", "same")
    after = tokens[index + 1 : index + 3]
    if len(after) == 2 and after[1] in ("one", "ones") and after[0] not in ("one", "ones"):
        return True  # "same pampers ones": those goods as before
    return len(after) == 2 and after[0] in _KIND_WORDS and after[1].isdigit()


# "ضيف حلوم ٢ مثل هذاك": goods like the ones pointed at, whose "like" names no goods
_LIKE = frozenset({"مثل", "زي"})
_POINTED = frozenset({"هذاك", "هذيك", "ذاك", "ذيك", "هذا", "هذي", "هذه"})


def _like_the_one(tokens: list[str], index: int) -> bool:
    return tokens[index] in _LIKE and tokens[index + 1 : index + 2] in ([p] for p in _POINTED)


# Words of liking said of a card picked by its place: "the second one looks good", "الثاني
# حلو", "الثاني شكله زين", "il thani shakla zain" (read "شكلا")
_LIKED = frozenset(
    {"looks", "look", "seems", "good", "nice", "great", "حلو", "حلوه", "زين", "زينه", "شكله",
     "شكلها", "شكلا", "شكلو", "عاجبني", "عجبني", "يجنن"}
)  # fmt: skip


# "the second", "il thani", "the last one": an ordinal that points at a card shown
_THE = frozenset({"the", "this", "that", "il", "el", "al"})
_ONE = frozenset({"one", "ones", "واحد", "وحده", "wa7ed", "wa7da"})


def _liked_pick(tokens: list[str], index: int) -> bool:
    """A word of liking just after an ordinal that points at a card names no goods: "الثاني
    حلو، حط منه ٢" is two of the second card, not a sweet product; "شي ثاني حلو" (something
    else sweet) and "نوع اخر حلو" still ask for sweet goods."""
    return tokens[index] in _LIKED and any(
        _a_card(tokens, at) for at in range(max(0, index - 3), index)
    )


def _a_card(tokens: list[str], at: int) -> bool:
    if not ordinals_in(tokens[at : at + 1]):
        return False
    before = tokens[at - 1] if at > 0 else ""
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    return tokens[at].startswith("ال") or before in _THE or after in _ONE


def _pack_of_the_next(tokens: list[str], index: int) -> bool:
    """ "طبقة بيض": a tray before the goods it holds is their pack, never a word of the goods'
    name (the other pack words, "كرتون ماي", name the pack to pick and stay)."""
    following = tokens[index + 1] if index + 1 < len(tokens) else ""
    return tokens[index] in _TRAYS and bool(following) and not following.isdigit()


_TRAYS = frozenset({"طبقه", "طبقات", "طبقتين"})


# A request word that is goods of its own after a food's name: "chicken stock", "beef stock"
# (where "do you stock chicken" and "in stock" ask for chicken or whether it is there)
_GOODS_AFTER_A_FOOD = frozenset({"stock"})


def _goods_after_a_food(
    tokens: list[str], forms: list[frozenset[str]], grammar: set[int]
) -> set[int]:
    return {
        index
        for index, token in enumerate(tokens)
        if token in _GOODS_AFTER_A_FOOD
        and index
        and index - 1 not in grammar
        and not tokens[index - 1].isdigit()
        and not any(form in STOP_WORDS for form in forms[index - 1])
    }


# "which milk can i still drink", "can he still have cheese": "still" before a verb of having
# says the shopper may go on having it, and names no still water or still drink
_HAVING = frozenset({"eat", "drink", "have", "use", "buy", "get", "take", "order"})


def _still_able(tokens: list[str], index: int) -> bool:
    return tokens[index] == "still" and tokens[index + 1 : index + 2] in (
        [verb] for verb in _HAVING
    )


# "ok 5alas w 7ot pepsi", "خلاص عطني بيبسي", "tayeb khalas", "la 5las wa7id": "خلاص" opening
# a message, or after an "ok" or a "no", is "that's settled", not the Khalas dates it also
# names ("تمر خلاص", "khalas dates", "الخلاص" still do)
_SETTLING = frozenset(
    {"ok", "okay", "okey", "k", "yes", "fine", "طيب", "تمام", "زين", "يلا", "اوكي", "اوك", "ايوه",
     "اي", "و", "no", "nah", "لا", "لاء", "لأ", "لاا", "عيل", "اجل", "بس", "hmm", "امم", "اها"}
)  # fmt: skip
_DATES_WORDS = frozenset({"تمر", "التمر", "تمور", "التمور", "date", "dates", "رطب"})


def _settled(tokens: list[str], index: int) -> bool:
    if tokens[index] != "خلاص":
        return False
    opening = all(token in _SETTLING for token in tokens[:index])
    follows = tokens[index + 1] if index + 1 < len(tokens) else ""
    return opening and follows not in _DATES_WORDS
