"""A message that only blesses or bids farewell: "الله يحفظك ويخليك", "ربي يسعدك يا رب",
"allah y7f6ak w ykhaleek" (read "الله يحفطك و يخليك"), "god bless you", "take care"; a
goodbye ("5alas ba3dain, bye") or praise of the listener ("thanks, you're the best") alone.

In the Gulf a blessing said to whoever helped is how thanks and goodbye are said. Its verbs
("يحفظ", "يخلي", "يسعد") name nothing of the store, so the model may read them as a product
to look up; a blessing alone, addressed to the listener (the verb ends in "ك"), is thanks.
A blessing for someone else ("الله يحفظ عيالي") or beside a request ("الله يسعدك وين طلبي")
is not this.
"""

from __future__ import annotations

import re

from hub.assistant.brain.apologies import without_an_apology
from hub.assistant.brain.lexicon import written
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

# "الله يحفظك", "ربي يسعدك", "الله يبارك فيك", "يعطيك العافيه": a verb of God's addressed to
# the listener, with its chained "و..." ("ويخليك"); God is named, since a bare "يكفيك" (is
# it enough for you) asks
_ADDRESSED_VERB = r"ي\w+(?:ك|كي|كم|ج)(?:\s+(?:العافيه|خير|الخير|الجنه))?"
_ARABIC_BLESSING = (
    rf"(?:(?:الله|ربي|رببي|الله\s+تعالى)\s+(?:{_ADDRESSED_VERB}|ي\w+\s+(?:فيك|عليك|لك))"
    rf"|يعطيك\s+(?:الف\s+)?العافيه)(?:\s*و\s*{_ADDRESSED_VERB})*"
)
_LATIN_BLESSING = (
    r"(?:god|allah) bless(?: (?:you|u|ya)(?: all)?)?|bless (?:you|u|ya)|may (?:god|allah)"
    r" (?:keep|bless|protect|reward|help) (?:you|u)|take care(?: of yourself)?"
    r"|have a (?:good|nice|great|lovely|blessed) (?:one|day|night|evening|weekend)"
    r"|jazak ?allah(?: (?:khair|5air|khayr))?"
)
# A goodbye, which closes the talk as a blessing does: "bye", "see you", "مع السلامه"
# ("salam", "سلام" also greet, so they only stand beside one)
_FAREWELL = (
    r"bye(?: bye)?|good ?bye|see (?:you|ya|u)(?: later| soon| tomorrow)?|cya|ciao"
    r"|take it easy|باي(?: باي)?|مع ال?سلام[هةا]?|مع السلما|في امان الله|فمان الله|الله معك|الله معاك"
    # "ma3a salama" as the Arabizi reading spells it
    r"|معاه?\s+(?:ال)?سلا?م[اهة]?|معاه?\s+سلما"
)
# Praise addressed to the listener, as warm thanks are said: "you're the best", "ya7elwk"
# (read "يحلوك"), "ما قصرت"
_PRAISE = (
    r"(?:you'?re|you are|ur|u r|u are) (?:the best|amazing|awesome|great|a star|so helpful|a legend)"
    r"|(?:love|luv) (?:you|u|ya)|(?:يا )?حلوك|يحلوك|ما قصرت|ما قصرتي|ما تقصر|ما تقصرين"
    r"|كفيت ووفيت|الله لا يهينك"
)
# What may stand beside it: thanks, "ok", "later", an endearment, "amen"
_BESIDE = (
    r"شكرا|شكرن|مشكور|مشكوره|تسلم|تسلمين|يا رب|يارب|امين|حبيبي|حبيبتي|الغالي|يا الغالي"
    r"|الغاليه|والله|ان شاء الله|خلاص|بعدين|يلا|اوكي|اوك|طيب|سلام|وايد|thanks|thank you|thank u"
    r"|thx|ty|shukran|amen|habibi|habibti|dear|ok|okay|k|yalla|later|then|so much|a lot|salam"
    r"|and|و|يا|ya"
)
_CLOSING = rf"{_ARABIC_BLESSING}|{_LATIN_BLESSING}|{_FAREWELL}|{_PRAISE}"
_ONLY_BLESSES = Pattern(rf"^(?:(?:{_CLOSING}|{_BESIDE})(?:[\s,.!؟?]+|$))+$")
_A_BLESSING = Gated(rf"(?<![\w'])(?:{_CLOSING})(?![\w'])")


def only_blesses(text: str) -> bool:
    """Whether the (normalised, lower-case) message holds a blessing or a farewell and
    nothing but what may stand beside one."""
    text = text.strip()
    # the blessing itself first: gated, it passes by most messages at once
    return bool(_A_BLESSING.search(text)) and bool(_ONLY_BLESSES.match(text))


# A goodbye or blessing closing a request: "add one and bye", "حط واحد ومع السلامه", "7i6
# wa7id w ma3a salama", "thats all thanks, bye"
_CLOSES_A_REQUEST = Pattern(
    rf"(?:[\s,.!]+(?:and|w|wa|و)?|(?<=\s)و)\s*(?:{_FAREWELL}|{_LATIN_BLESSING}|{_ARABIC_BLESSING})"
    r"[\s,.!؟?]*$"
)


# Every English goodbye or blessing of `_CLOSES_A_REQUEST` holds one of these as it is written;
# an Arabic one, a letter outside ASCII
_FAREWELL_WORDS = ("bye", "see ", "cya", "ciao", "take ", "bless", "may ", "have a ", "jazak")


def without_a_farewell(text: str) -> str:
    """The (normalised) request less the goodbye it ends with: a farewell's words name nothing
    to buy, and one of them ("السلامه") is also the name of an area we deliver to."""
    if only_blesses(text):
        return text
    if text.isascii() and not any(word in text for word in _FAREWELL_WORDS):
        return text
    rest = _CLOSES_A_REQUEST.sub("", text)
    return rest if rest != text and any(ch.isalnum() for ch in rest) else text


# A question tag closing a statement: "عندي طلبين اليوم صح؟", "i have two orders today, right?",
# "3indi 6alabain el yom sa7?"
_TAGGED = Pattern(r"[\s,]+(?:صح|سح|مو كذا|موب كذا|مو جذي|right|isn'?t it|yeah)\s*[?؟]+\s*$")


def without_a_question_tag(text: str) -> str:
    """The (normalised) statement less the tag that asks it be confirmed: what is asked is
    the statement itself."""
    if "?" not in text and "؟" not in text:  # a tag is asked with its question mark
        return text
    rest = _TAGGED.sub("?", text)
    return rest if any(ch.isalnum() for ch in rest) else text


# A greeting opening a request: "salam, abi 3 kilo 6ama6", "hi do u have oat milk", "هلا
# والله، وين طلبي"; normalised, so Arabizi's greetings are read in Arabic letters
OPENS_WITH_A_GREETING = Pattern(
    rf"^(?:(?:{'|'.join(map(re.escape, written('GREET')))})(?:[\s,.!]+|$))+"
)


# ...and what greets on: asking after the listener ("hi! how are you today", "هلا شخبارك")
_ASKS_AFTER_YOU = Gated(
    r"\b(?:how (?:are|r) (?:you|u)|how'?s it going|how you doing|what'?s up|wassup)\b"
    r"|(?<!\w)(?:شخبارك|شخبارج|شلونك|شلونج|شلونكم|كيفك|كيفج|كيف حالك|اخبارك|علومك)(?!\w)"
)


def without_a_greeting(text: str) -> str:
    """The (normalised) request less the greeting it opens with: a greeting's words name
    nothing to buy, and beside a request they are only its manners."""
    rest = OPENS_WITH_A_GREETING.sub("", text)
    if rest == text or not any(ch.isalnum() for ch in rest) or _ASKS_AFTER_YOU.search(rest):
        return text
    return rest


# A shrug or a reaction opening a request, said before a comma: "ok no problem, how much is
# the nescafe gold", "خلاص مو مشكله، النسكافيه الذهبي بكم", "ما عليه، ابي لبن", Arabizi "mu
# mushkila" (read "مو مشكله"). Its "no" leaves nothing out of what follows.
_SHRUG = Pattern(
    r"^(?:(?:ok|okay|k|fine|خلاص|طيب|اوكي|اوك|زين)[\s,.!]+)?"
    r"(?:no problem|no prob|no worries|never ?mind|nvm|it'?s ok|all good"
    r"|(?:مو|مب|ما فيه|مافيه|ما في|مافي) مشكله|ما عليه|ماعليه|معليش|ماعليش"
    # ...or a reaction to what was shown: "too much, make it the small one, 2", "la wayed,
    # 5alah el 9agheer 2" (read "لا ويد")
    # (a price reacted to, "too pricey", asks for cheaper and stays)
    r"|(?:no,? )?too (?:much|many|big)|(?:لا )?(?:ويد|وايد|واجد)(?: كثير)?)"
    r"\s*[,.!،]+\s*(?=\S)"
)


def without_a_shrug(text: str) -> str:
    """The (normalised) request less the shrug it opens with ("no problem, ..."): a "no"
    that leaves nothing out and names nothing to buy."""
    rest = _SHRUG.sub("", text)
    return rest if any(ch.isalnum() for ch in rest) else text


def without_manners(text: str) -> str:
    """The (normalised) request less the goodbye it ends with, the tag that asks it be
    confirmed, the greeting, the shrug and the apology it opens with."""
    opened = without_a_greeting(without_a_question_tag(without_a_farewell(text)))
    return without_an_apology(without_a_shrug(opened))
