"""Which of a shopper's saved places a message names: home, work, the chalet, the parents'.

Saved addresses carry a label ("Home", "Parents", "Chalet") and shoppers call them by it in
any of their ways of writing: "deliver to my parents", "بيت اهلي", "3ind ahli", "the chalet
order", "طلب الشاليه", "6alabi lil chalet", "el bait", "الدوام". A past order is described by
the place it went to, and the cart's address is picked by it.

A place said after "not", "مو", "mob", "instead of", "بدل" is refused, not asked for ("ahli
mo el bait": the parents' address, not home), and so is the one moved away from ("from the
chalet to home"); of two places said, the one a change points at is wanted ("it's set to the
chalet right? change to home"). "My parents' house", "بيت اهلي" are the parents' place,
never home for their "house" or "بيت". Another relative's home ("my sister's place", "بيت
اختي", "bait 5alti", "my in-laws") is a place of its own (`KIN` and the relative), which a
saved address is only when its label names that relative; work is also said by the job ("to
my job", "where i work", "مكان شغلي").

Read on the message as typed and as read in Arabic, each on its own, so an Arabizi word the
normaliser leaves in Latin ("ahlee", "shalieh") is found as typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.record import Record

PARENTS, HOME, WORK, CHALET = "parents", "home", "work", "chalet"
KIN = "kin"  # another relative's home, said with the relative: "kin:sister"
# Another relative, by the words each script says them with (a "kin:" place's second part)
_RELATIVES: dict[str, tuple[str, ...]] = {
    "sister": ("sister", "sis", "اختي", "اخت", "اختى"),
    "brother": ("brother", "bro", "اخوي", "اخو", "اخويه"),
    "aunt": ("aunt", "auntie", "aunty", "خالتي", "عمتي", "خالتى", "عمتى"),
    "uncle": ("uncle", "خالي", "عمي"),
    "in-laws": (
        "in-laws", "in laws", "inlaws", "mother-in-law", "mother in law", "father-in-law",
        "father in law", "نسيبي", "نسايبي", "اهل زوجي", "اهل زوجتي", "اهل مرتي", "اهل ريلي",
    ),
    "son": ("son", "ولدي", "ابني"),
    "daughter": ("daughter", "بنتي"),
    "cousin": ("cousin", "ولد عمي", "بنت عمي", "ولد خالي", "بنت خالي"),
    "friend": ("friend", "ربيعي", "ربيعتي", "صديقي", "صديقتي"),
}  # fmt: skip
# ...and in Arabizi, as typed: "bait u5ti", "3ind 5alti"
_ARABIZI_RELATIVES: dict[str, tuple[str, ...]] = {
    "sister": ("u5ti", "o5ti", "ukhti", "okhti", "ekhti", "5ti"),
    "brother": ("a5oy", "a5ooy", "o5oy", "akhooy", "akhoy", "5oy"),
    "aunt": ("5alti", "khalti", "3amti", "3mti"),
    "uncle": ("5ali", "khali", "3ammi", "3ami"),
    "in-laws": ("nseebi", "nsaybi", "ahl zoji", "ahl zawji", "ahl marti", "ahl rayli"),
    "son": ("wildi", "weldi", "ibni"),
    "daughter": ("binti", "benti"),
    "friend": ("rabi3i", "rfee8i", "9adeegi", "9adeeqi", "9adeegti"),
}  # fmt: skip
_RELATIVE_OF = {
    word: key
    for relatives in (_RELATIVES, _ARABIZI_RELATIVES)
    for key, said in relatives.items()
    for word in said
}
_ARABIZI_KIN = "|".join(
    word.replace(" ", r"\s+")
    for said in _ARABIZI_RELATIVES.values()
    for word in sorted(said, key=len, reverse=True)
)
_ENGLISH_KIN = "|".join(
    re.escape(word).replace(r"\ ", r"[ -]").replace(r"\-", r"[ -]?")
    for word in sorted((w for said in _RELATIVES.values() for w in said), key=len, reverse=True)
    if word.isascii()
)
_ARABIC_KIN = "|".join(
    word.replace(" ", r"\s+")
    for word in sorted((w for said in _RELATIVES.values() for w in said), key=len, reverse=True)
    if not word.isascii()
)
# An Arabic word with the letters written onto it: "and", "to", "the", "at the"
_ON = r"(?<!\w)(?:و|ف)?(?:بال|وال|لل|عال|ال|ل|ب)?"
_END = r"(?!\w)"
# ...and onto people's words, never the article: "الاهلي" is a football club
_ON_PEOPLE = r"(?<!\w)(?:و|ف)?(?:ل|ب)?"
# Each place's words, the parents' first: their "house" and "بيت" are not home
_PLACES: tuple[tuple[str, Pattern], ...] = tuple(
    (label, Pattern(pattern))
    for label, pattern in (
        (
            PARENTS,
            r"\b(?:my |the |mom and dad'?s? |mum and dad'?s? )?parents?'?s?"
            r"(?: (?:place|house|home|address))?\b"
            r"|\b(?:my )?(?:mom|mum|mother|dad|father|folks|family|grandma|grandparents)"
            r"(?:'?s? (?:place|house|home|address)\b|'s\b)"
            r"|\b(?:bait|beit|bayt|bet) (?:el |al )?(?:walid|walda|waldain|walidain|umi|ummi"
            r"|ubooy|abooy|yaddi|jaddi)\b"
            r"|\b(?:(?:bait|beit|bayt|bet) (?:el |al )?)?(?:ahli|ahlee|ahlii|ahly|a7li|ahali"
            r"|ahlna|ahalina)\b"
            rf"|{_ON_PEOPLE}(?:بيت\s+|البيت\s+)?(?:اهلي|اهالي|اهلنا|الاهل|الوالدين|الوالد|الوالده)"
            rf"{_END}|{_ON_PEOPLE}بيت\s+(?:امي|ابوي|جدي|جدتي|الولد|الولدا|الوالده|الوالد){_END}",
        ),
        (
            # ...before home, whose "house" and "بيت" they hold: "my sister's house", "بيت
            # اختي", "عند خالتي", "to my in-laws"
            KIN,
            rf"\b(?:my |the |our )?(?:{_ENGLISH_KIN})(?:'s|s'|s)?"
            r"(?:\s+(?:place|house|home|flat|apartment|address)\b|(?<='s)(?=\s*(?:$|[.,!?])))"
            r"|\bto (?:my |the |our )?in[ -]?laws\b"
            r"|\b(?:bait|beit|bayt|bet|3ind|3nd|3and|lbait|lbeit) (?:el |al |il )?"
            rf"(?:{_ARABIZI_KIN})\b"
            rf"|{_ON_PEOPLE}(?:بيت|البيت|عند)\s+(?:{_ARABIC_KIN}){_END}",
        ),
        (
            CHALET,
            r"\b(?:chalet|chalets|chaleh|shalieh|shaleh|shalay|shalai|shaly|chalay|chalai|shaleih|shalih|shalet)\b"
            rf"|{_ON}شاليه(?:ات|نا|ي)?{_END}",
        ),
        (
            WORK,
            r"\b(?:office|workplace|work place|work address)\b"
            r"|\b(?:to|at|my|the|for|from|of|in) work\b|\bwork (?:order|one)\b"
            # the job, and where it is done: "send it to my job", "where i work"
            r"|\b(?:to|at) (?:my |the )?job\b|\bwhere (?:i|we) work\b"
            # ...never the shopper's own day: "3indi dawam bacher" is work to go to
            r"|\b(?<!3indi )(?<!3ndi )(?<!3andi )(?<!3indy )(?<!3ndy )(?<!3indna )(?<!3ndna )"
            r"(?:el |al |lil |3al |3ala )?(?:dawam|dawami|shighel|shoghol|shughul|maktab"
            r"|maktabi)\b"
            rf"|{_ON}(?:دوام|دوامي|شغل|شغلي|مكتب|مكتبي|عمل|عملي){_END}"
            rf"|{_ON}مكان\s+(?:ال)?(?:شغلي|شغل|عملي|عمل|دوامي|دوام){_END}",
        ),
        (
            HOME,
            r"\b(?:home|house|my place)\b|\b(?:el |al |lil |3al |3ala )?(?:bait|beit|bayt"
            r"|baiti|beiti|baitna|beitna|baity)\b"
            rf"|{_ON}(?:بيت|بيتي|بيتنا|منزل|منزلي){_END}",
        ),
    )
)
# The Arabic words of work are everyday words too ("عمل" is a doing, "شغل" a job, "مكتب" a
# desk): only with the article or a suffix do they name a place
_BARE_WORK = Pattern(r"(?<!\w)(?:و|ف)?(?:عمل|شغل|مكتب|دوام)(?!\w)")
# Words just before a place that refuse it: "not home", "مو البيت", "mob el bait", "بدل"
_REFUSING = Gated(
    r"(?:\b(?:not|no|never|instead of|rather than|but not|mo|mob|mu|moo|mub|msh|mish|mahob"
    r"|mahu|bdal|badal|bidal|3wa9|3wadh)"
    r"|(?<!\w)(?:مو|موب|مب|مش|مهوب|مهب|بدال|بدل|عوض|مب|مهو|ماهو))"
    r"(?:\s+(?:the|my|el|al|3al|3ala|to|lil|on|at|for|3ind|3nd|3and|على|عل|عال|في|ل|لل|ال"
    r"|عند))*\s+$"
)
_FROM = Gated(r"(?:\bfrom|\bmin|\bmn|(?<!\w)من)\s+(?:the\s+|my\s+|el\s+|al\s+)?$")
# A change pointing at the place after it: "change to home", "خله على البيت", "5aleh lil bait"
_CHANGING_TO = Gated(
    # "it's set to the chalet" says where it is, "set it to home" where it goes
    r"(?:\b(?<!is )(?<!still )(?<!was )(?<!'s )(?:change|changed|switch|set|move|make|put|update|swap)\w*(?:\s+(?:it|that|them"
    r"|back|the address|my address|address|the cart|cart))?"
    r"|\b(?:5aleh|5aleha|5alih|khaleh|ghayer|ghayyer|ghairah|ghayerha|7awel|7awelha|baddel)"
    r"|(?<!\w)(?:خله|خلها|خليه|خليها|غير|غيره|غيرها|غيرو|حول|حوله|حولها|بدل|بدله|بدلها|حطه|حطها"
    r"|ودوه|وديه|وصلوه|وصلوها))"
    r"(?:\s+(?:to|the|my|el|al|3al|3ala|lil|ila|on|at|into|على|عل|عال|الى|ل|لل|ال))*\s+$"
)
# A label that is one word of a place, as stores write them ("Work" alone is no place in a
# sentence: "does the coupon work")
_LABELS = {
    "home": HOME, "house": HOME, "work": WORK, "office": WORK, "chalet": CHALET,
    "parents": PARENTS, "parent": PARENTS, "family": PARENTS,
}  # fmt: skip
_BEFORE = 40  # characters before a place read for a word that refuses it or points at it


@dataclass(frozen=True)
class Places:
    """The saved places a message asks for (`wanted`) and those it turns down (`refused`),
    by label (`PARENTS`, `HOME`, `WORK`, `CHALET`); `words`: the words that said them."""

    wanted: frozenset[str]
    refused: frozenset[str]
    words: frozenset[str]

    @property
    def one(self) -> str | None:
        """The one place asked for, when exactly one is."""
        return next(iter(self.wanted)) if len(self.wanted) == 1 else None


@dataclass(frozen=True)
class _Said:
    label: str
    start: int
    end: int
    words: str


def _found(text: str) -> list[_Said]:
    """Each place said in `text`, in order; a span is read for one place only."""
    taken: list[tuple[int, int]] = []
    found: list[_Said] = []
    for label, pattern in _PLACES:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(start < last and first < end for first, last in taken):
                continue
            if label == WORK and _BARE_WORK.fullmatch(match.group(0).strip()):
                continue
            taken.append((start, end))
            said = match.group(0)
            found.append(_Said(_relative(said) if label == KIN else label, start, end, said))
    return sorted(found, key=lambda said: said.start)


def _relative(said: str) -> str:
    """A relative's place by the relative said: "my sister's house" is "kin:sister"."""
    plain = re.sub(r"\s+|-", " ", said.lower())
    for word in sorted(_RELATIVE_OF, key=len, reverse=True):
        # "my sisters house", "my sister's": the relative with its "s" on
        if re.search(rf"(?<!\w){re.escape(word.replace('-', ' '))}(?:'?s|s')?(?!\w)", plain):
            return f"{KIN}:{_RELATIVE_OF[word]}"
    return f"{KIN}:in-laws"  # "to my inlaws", the one word left


def where_said(text: str) -> list[tuple[int, str]]:
    """Where in `text` each place is said, and the words that say it."""
    return [(place.start, place.words) for place in _found(text)]


def _read(text: str) -> tuple[set[str], set[str], set[str], set[str]]:
    """What one text says: the places wanted, refused, pointed at by a change, and the
    words that said them."""
    said = _found(text)
    wanted: set[str] = set()
    refused: set[str] = set()
    changed_to: set[str] = set()
    for at, place in enumerate(said):
        before = text[max(0, place.start - _BEFORE) : place.start]
        later = said[at + 1 :]
        if _REFUSING.search(before):
            refused.add(place.label)
        elif _FROM.search(before) and any(other.label != place.label for other in later):
            refused.add(place.label)  # "from the chalet to home"
        else:
            wanted.add(place.label)
            if _CHANGING_TO.search(before):
                changed_to.add(place.label)
    return wanted, refused, changed_to, {place.words.strip() for place in said}


def places_said(typed: str, read: str) -> Places:
    """The places the message names, read as typed (lowercased) and as read in Arabic."""
    wanted: set[str] = set()
    refused: set[str] = set()
    changed_to: set[str] = set()
    words: set[str] = set()
    for text in (typed, read):
        more = _read(text)
        wanted |= more[0]
        refused |= more[1]
        changed_to |= more[2]
        words |= {word for said in more[3] for word in said.split()}
    wanted -= refused
    if len(wanted) > 1 and changed_to & wanted:
        wanted &= changed_to  # "set to the chalet right? change to home": home
    return Places(frozenset(wanted), frozenset(refused), frozenset(words))


def label_of(address: Record) -> str | None:
    """The place a saved address is, read from its label ("Home", "Parents", "بيت اهلي");
    None for a label that names none of them ("Grandma's")."""
    label = str(address.get("label") or "").strip().lower()
    if label in _LABELS:
        return _LABELS[label]
    if (relative := _RELATIVE_OF.get(label.removesuffix("'s"))) is not None:
        return f"{KIN}:{relative}"  # "Sister", "Aunt's"
    said = _found(label)
    return said[0].label if said else None


def addresses_named(places: Places, addresses: list[Record], tokens: list[str]) -> list[Record]:
    """The saved addresses the message asks for: by the place their label is, or by their
    own label's word when it names no place ("use the villa address" of a "Villa")."""
    named = [a for a in addresses if label_of(a) in places.wanted]
    if named or places.wanted:
        return named
    words = set(tokens)
    return [
        a
        for a in addresses
        if label_of(a) is None and str(a.get("label") or "").strip().lower() in words
    ]
