"""Praise of the store, its app or its service said alone: "the app got way better 👍",
"love the new app", "great service guys", "التطبيق صاير احسن من قبل", "خدمتكم ممتازه",
"عاشت ايدكم", "il app sar a7san" (read "ال اب صار احسن").

A shopper who says the app is better is talking to the shop about the shop, as one who says
thanks is: the reply is a warm word back, not a decline (the words name no product, so the
domain gate finds another matter's), not a search ("التطبيق حلو" is no request for sweets)
and not a complaint ("خدمتكم ممتازه" names the service, as a grievance does). Praise beside a
request ("the app is great, add milk") is the request's; a comparison with another shop or
a complaint ("the app is worse", "مو حلو") is not praise.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

# What is praised: the app, the service, the shop, its people (English, Gulf Arabic, and
# Arabizi as the normaliser reads it: "il app" -> "ال اب", "il khidma" -> "ال خدمه")
_OURS = (
    r"(?:the |your |ur |this |ya )?(?:new )?(?:app|application|service|delivery|shop|store"
    r"|website|site|team)(?: guys)?"
    r"|(?:ال ?)?(?:تطبيق|التطبيق|تطبيقكم|ابلكيشن|الابلكيشن|اب|برنامج|البرنامج|برنامجكم|خدمه"
    r"|الخدمه|خدمتكم|توصيل|التوصيل|توصيلكم|محل|المحل|محلكم|موقع|الموقع|موقعكم)"
)
# Words of praise, each enough alone beside what is praised
_GOOD = (
    r"better|great|amazing|awesome|excellent|perfect|brilliant|fantastic|superb|improved"
    r"|good|nice|cool|smooth|fast|easy|helpful|the best|top|lovely|love|loving|like"
    r"|احسن|احلى|احلي|افضل|ممتاز|ممتازه|رهيب|رهيبه|يجنن|تجنن|روعه|خطير|خطيره|تحفه|جميل"
    r"|جميله|حلو|حلوه|زين|سريع|سريعه|سهل|اسرع|اسهل|مرتب|مرتبه|فنان|توب|مومتز\w*|ممتز\w*"
    r"|yjanin|tjanin|y[ie]?jannin"
)
# What may stand around it: a verb of becoming, an intensifier, "than before", "now", a
# thumbs-up, thanks
_AROUND = (
    r"is|are|was|has|have|got|gotten|become|became|getting|really|so|very|way|much|super"
    r"|now|lately|than before|than it was|guys|honestly|tbh|wow|i|we|it|its|it's|the|you|u"
    r"|thanks|thank you|thx|lol|ok|okay|a lot|keep it up|well done|nice job|good job|great job"
    r"|صار|صاير|صايره|صارت|وايد|ويد|مره|مرا|جدا|الحين|الحينه|من قبل|عن قبل|من اول|عن اول"
    r"|يا جماعه|والله|ماشاءالله|ما شاء الله|بصراحه|صراحه|شكرا|مشكورين|يعطيكم العافيه|عليكم"
    r"|سار|سر|و|يا|ال"
)
# Praise of the people whose work it is, needing nothing praised beside it: "عاشت ايدكم",
# "كفو", "برافو عليكم", "well done guys", "keep it up"
_BRAVO = (
    r"عاشت ايدكم|عاشت ايديكم|عشت ادكم|عشت ايدكم|تسلم ايدكم|تسلم ايديكم|كفو|كفو عليكم|برافو|برافو عليكم|ابدعتوا"
    r"|ابدعتو|ابدعتم|well done|keep it up|great job|nice job|good job|kudos|bravo"
)
_WORD = rf"(?:{_OURS}|{_GOOD}|{_AROUND}|{_BRAVO})"
_ONLY_PRAISE = Pattern(rf"^(?:{_WORD})(?:\s+(?:{_WORD}))*$")
_PRAISED = Gated(
    rf"(?<!\w)(?:{_OURS})(?!\w).*(?<!\w)(?:{_GOOD})(?!\w)|(?<!\w)(?:{_GOOD}|love|loving)(?!\w)"
    rf".*(?<!\w)(?:{_OURS})(?!\w)|(?<!\w)(?:{_BRAVO})(?!\w)"
)
# Not praise: a complaint said with a word of praise ("not good", "مو زين"), or another shop
# (a question, "التوصيل سريع؟", asks)
_NOT = Gated(
    r"(?<!\w)(?:not|isn'?t|wasn'?t|no|never|worse|worst|slow|bad|مو|مب|مش|ما|موب|اسوأ|اسوا"
    r"|خايس|خربان|زفت|بطيء|بطيئ|talabat|طلبات|carrefour|كارفور|lulu|لولو)(?!\w)"
)
_ASKS = Pattern(r"(?:is|are|does|do|was|هل|شو|وش|شنو)\b")
_SYMBOLS = Pattern(r"[^\w\s']+")


def praises_the_store(text: str) -> bool:
    """Whether the (normalised, lower-case) message only praises the app, the service or
    the shop."""
    if "?" in text or _ASKS.match(text):
        return False  # "التوصيل سريع؟", "is the app good" ask
    bare = " ".join(_SYMBOLS.sub(" ", text).split())
    if not bare or _NOT.search(bare):
        return False
    # the praise itself first: gated, it passes by most messages at once, where the words
    # around it are tried at every length
    return bool(_PRAISED.search(bare)) and bool(_ONLY_PRAISE.match(bare))
