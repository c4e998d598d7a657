"""Goods asked for in case others are lacking: "if you don't have mandarins put 2kg oranges
instead", "اذا ما عندكم يوسفي حطوا ٢ كيلو برتقال", "law ma fee yusufi 7ot 2 kilo burtugal",
and the shopper's own finding that they are: "tide powder ma fee?? 5alas 7ot el gel badala",
"no mandarins? ok then 2 kg oranges".

Read whole, both goods are named, so the message asks which of the two is meant, or turns to
the rule for goods out of stock. It asks one thing: the first goods when we have them in
stock, else the second. Said with an "if", the first goods are looked up, and when they are
in stock they are what is asked, at the count the message gave; said as a finding, the
shopper has already chosen the second.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.grounding import (
    ADDING_VERB,
    GROUNDED,
    grounding,
    names_goods_we_sell,
    telling_words,
)
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# The verbs that put the second goods in, in English, Gulf Arabic and Arabizi
_EN_VERBS = r"put|add|send|give|get|bring|make it|just|use|go with|take|i'?ll take"
_AR_VERBS = (
    r"حط|حطوا|حطو|حطي|حطلي|حطولي|ضيف|ضيفوا|ضيفو|ضيفي|ضيفلي|عطني|عطوني|عطيني|جيب|جيبوا|جيبو|"
    r"جيبلي|هات|هاتوا|ابي|ابغى|ابغي|خله|خلوه|خلها|ارسلوا|ارسلو|ودوا|ودو"
)
_AZ_VERBS = (
    r"7ot|7o6|7i6|7e6|7oto|7otaw|7o6aw|7i6ly|7otli|7o6li|6ee|6eeni|3a6ni|3a6eeni|3atni|jeeb|"
    r"jeebaw|jeebo|jeebli|hat|abi|abee|abga|zeed|dee|5aleh|5alah|5alooh|ersil|arsil"
)
# What joins the finding to the request: "then", "ok", "خلاص", "5alas", "عيل"
_EN_THEN = r"then|ok|okay|fine|so|pls|please"
_AR_THEN = r"خلاص|عيل|اوكي|اوك|طيب|زين|بس"
_AZ_THEN = r"5alas|5ala9|5alaa9|5la9|5las|3ayal|3ayyal|ok|okay|6ayeb|6ayib|zain|bas|bs"
# "if you don't have X", "if there's no X", "if X is out"
_EN_IF = (
    r"(?:if|in case|incase)\s+(?:(?:u|you|ya|you guys|yall|y'all)\s+)?"
    r"(?:don'?t|dont|do not|dnt|doesn'?t|can'?t|cant)\s+(?:have|got|stock|carry|sell|find)\s+"
    r"(?:any\s+)?(?P<x>[^,.?!;\n]+?)"
    r"|(?:if|in case)\s+(?:there'?s|theres|there is|there are|you have|u have|u got|you got)\s+"
    r"no\s+(?P<x2>[^,.?!;\n]+?)"
    r"|(?:if|in case)\s+(?:the\s+)?(?P<x3>[^,.?!;\n]+?)\s+(?:is|are|'s|is all)?\s*"
    r"(?:out(?: of stock)?|not available|unavailable|finished|sold out|not in stock|gone|over)"
)
_AR_IF = (
    r"(?:و)?(?:اذا|إذا|لو)\s+(?:ما|مو|مب)\s+(?:عندكم|عندك|في|فيه|متوفر|متوفره|موجود|موجوده|"
    r"لقيتوا|لقيتو|حصلتوا|حصلتو)\s+(?P<x>[^،,.؟?!\n]+?)"
    r"|(?:و)?(?:اذا|إذا|لو)\s+(?:ماكو|مافي|مافيه|ما في)\s+(?P<x2>[^،,.؟?!\n]+?)"
    r"|(?:و)?(?:اذا|إذا|لو)\s+(?P<x3>[^،,.؟?!\n]+?)\s+(?:خالص|خلصان|مخلص|خلص|ماكو|مافي|ما في|"
    r"مو متوفر|مب متوفر|غير متوفر|مو موجود|مب موجود)"
)
_AZ_IF = (
    r"(?:w\s*)?(?:law|lo|iza|itha|eza|etha|ida)\s+(?:ma|mu|mo|mb)\s+(?:3indkom|3endkom|3ndkom|"
    r"3indkum|3indik|3ndk|3endik|fee|fi|feeh|fih|mitwaffir|metwafer|mawjood|mwjood|maojood)\s+"
    r"(?P<x>[^,.?!;\n]+?)"
    r"|(?:w\s*)?(?:law|lo|iza|itha|eza|etha|ida)\s+(?:mako|makoo|mafee|mafi|ma fee|ma fi)\s+"
    r"(?P<x2>[^,.?!;\n]+?)"
    r"|(?:w\s*)?(?:law|lo|iza|itha|eza|etha|ida)\s+(?P<x3>[^,.?!;\n]+?)\s+(?:5ale9|5al9an|"
    r"5ala9|5ilas|mako|makoo|mafee|ma fee|mafi|mu mitwaffir|mu mawjood)"
)
# "no mandarins? then ...", "X ma fee?? 5alas ...", "ماكو يوسفي؟ ..." : the shopper's finding
_EN_FOUND = (
    r"(?:no|out of)\s+(?P<x>[^,.?!;\n]+?)\s*\?+"
    r"|(?P<x2>[^,.?!;\n]+?)\s+(?:is |are )?(?:out of stock|not available|unavailable|sold out|"
    r"finished)\s*\?*"
)
_AR_FOUND = (
    r"(?:ماكو|مافي|ما في)\s+(?P<x>[^،,.؟?!\n]+?)\s*[؟?]+"
    r"|(?P<x2>[^،,.؟?!\n]+?)\s+(?:ما في|مافي|ماكو|خالص|مخلص|خلصان|مو متوفر|غير متوفر)\s*[؟?]*"
)
_AZ_FOUND = (
    r"(?:mako|makoo|mafee|mafi|ma fee|ma fi)\s+(?P<x>[^,.?!;\n]+?)\s*\?+"
    r"|(?P<x2>[^,.?!;\n]+?)\s+(?:ma fee|mafee|mafi|ma fi|mako|makoo|5ale9|5ala9|5al9an)\s*\?*"
)
# "instead", said after the second goods, asks nothing of its own
_INSTEAD = Pattern(
    r"\s*(?:instead(?: of (?:it|them|that))?|in (?:its|their) place|badala|badalah|badalha|"
    r"badal|bdala|bdalah|3awa9|بداله|بدله|بدالها|بدلها|بدالهم|بدلهم|عوضه|عوضها)\s*[.!]*\s*$",
    re.IGNORECASE,
)


def _shape(condition: str, then: str, verbs: str) -> re.Pattern[str]:
    """The condition, then the request: opened by a verb, or set off from the condition by a
    mark or what joins them ("no mandarins? then 2 kg oranges", "if the corn flakes are out,
    coco pops pls")."""
    return re.compile(
        rf"^\s*(?:{condition})(?=\s*[,،.;!?؟]|\s+(?:{then}|{verbs})\b)(?P<mark>\s*[,،.;!?؟]+)?\s*"
        rf"(?P<joined>(?:(?:{then})\b\s*[,،.!]*\s*)+)?"
        rf"(?P<req>(?:(?P<verb>{verbs})\b)?.+)$",
        re.IGNORECASE,
    )


# Each way of writing: its "if" shape, its finding's shape, and the verb put before the first
# goods when the request had none
_WRITINGS = (
    (
        _shape(_EN_IF, _EN_THEN, _EN_VERBS),
        _shape(_EN_FOUND, _EN_THEN, _EN_VERBS),
        ADDING_VERB["en"],
    ),
    (
        _shape(_AR_IF, _AR_THEN, _AR_VERBS),
        _shape(_AR_FOUND, _AR_THEN, _AR_VERBS),
        ADDING_VERB["ar"],
    ),
    (
        _shape(_AZ_IF, _AZ_THEN, _AZ_VERBS),
        _shape(_AZ_FOUND, _AZ_THEN, _AZ_VERBS),
        ADDING_VERB["arabizi"],
    ),
)
# A question after the goods found lacking asks something else of them
_ASKED = Pattern(
    r"[?؟]|^(?:add |ضيف |7ot )?(?:when|what|how|where|why|متى|متي|شلون"
    r"|وين|ليش|شنو|ليمتى|mata|mita|shlon|wain|wen|laish|lesh|shno)\b",
    re.IGNORECASE,
)
# A count and its measure in the request, kept when the first goods are asked instead
_COUNT = Pattern(
    r"(?<!\w)[\d٠-٩]+(?:[.,][\d٠-٩]+)?\s*(?:kg|kilo|kilos|g|gm|grams?|l|litres?|liters?|"
    r"packs?|pcs|pieces?|كيلو|كيلوات|غرام|جرام|لتر|حبه|حبات|باكيت|كيس|كرتون)?(?!\w)",
    re.IGNORECASE,
)


def _split(text: str) -> tuple[str, str, str, bool] | None:
    """The first goods, the request, its verb and whether the first goods were asked with an
    "if"."""
    for conditional in (True, False):
        for if_shape, found_shape, add in _WRITINGS:
            found = (if_shape if conditional else found_shape).match(text)
            if found is None:
                continue
            first = next(
                found.group(name) for name in ("x", "x2", "x3") if found.groupdict().get(name)
            )
            verb = found.group("verb")
            request = _INSTEAD.sub("", found.group("req")).strip()
            if verb is None:
                verb, request = add, f"{add} {request}"
            return first.strip(), request, verb, conditional
    return None


async def _held_in_stock(turn: Turn, goods: str) -> bool:
    """Whether the goods are ours by their own words, and in stock: a hit of one word of
    them only (the Barilla spaghetti of "Al Alali spaghetti") is other goods."""
    said = Utterance(normalise(goods).text)
    words = telling_words(said.topic) or said.topic
    if not words:
        return False
    hits = confident_hits(words, await quiet_search(turn, " ".join(words)))
    arabizi = turn.message.arabizi
    held = [hit for hit in hits if grounding(words, hit, sound_alike=arabizi) >= GROUNDED]
    return bool(held) and in_stock(held[0])


async def the_request(turn: Turn) -> str | None:
    """The one request of the message: the first goods at the request's count when an "if"
    asked them and we have them in stock, else the request for the second; None when the
    message is not so shaped or its request names no goods of ours."""
    split = _split(turn.input.text)
    if split is None:
        return None
    first, request, verb, conditional = split
    if _ASKED.search(request):
        return None  # "the eggs r out of stock, when do we get them back": a question
    said = Utterance(normalise(request).text)
    if not said.topic or not await names_goods_we_sell(turn, said.topic):
        return None
    if conditional and await _held_in_stock(turn, first):
        count = _COUNT.search(request)
        return " ".join(part for part in (verb, count.group(0) if count else "", first) if part)
    return request
