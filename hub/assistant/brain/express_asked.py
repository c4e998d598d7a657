"""Express delivery named, asked of or wanted: by name, as delivery within the hour, or hasty.

The corpus has no intent for it and a dish's or an order's words around it mislead the
model, so the readings ask these before the model's pick.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.change_words import says_a_change
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.speed_asked import SPEED_WORDS, asks_how_fast
from hub.assistant.brain.utterance import Utterance

# The words that name express delivery itself; "asap" / "بسرعه" only hurry a request along.
_EXPRESS_WORDS = frozenset({"express", "اكسبرس", "سريع", "السريع"})
# Words of haste that mean express beside "delivery" ("ابي توصيل مستعجل", "fast delivery").
_HASTE_WORDS = frozenset(
    {"مستعجل", "مستعجله", "بسرعه", "fast", "urgent", "asap", "quick", "quickest", "fastest",
     "soonest", "اسرع"}
)  # fmt: skip
# "whats delivery to...", "شنو التوصيل لـ...": what delivery there is, asked
_WHAT_DELIVERY = Pattern(
    r"\b(?:what'?s|wats|whts|what is|what)\s+(?:the\s+)?deliver"
    r"|(?<!\w)(?:شنو|وش|ايش|شو|شكد)\s+(?:ال)?توصيل"
)
# Delivery within the hour is what express is, whether or not the word is said.
_WITHIN_THE_HOUR = Bilingual(
    r"\b(?:within|in|under) (?:an|the|one|1) hour\b",
    r"خلال ساعه|في ساعه|بساعه|باقل من ساعه|ب سا?عا?ه?\b|خلال سعا",
)
# ...and so is its coming in so many minutes ("can it come in like 30 min", "يوصل خلال ٣٠
# دقيقه", "yiji b nus sa3a"): said of its coming, since a dish cooks "in 30 minutes" too; a
# question however it is typed, for nothing else says it
_COMES_IN_MINUTES = Bilingual(
    r"\b(?:come|comes|arrive|arrives|deliver\w*|get (?:it|here|there)|reach|be here|be there"
    r"|it here)\b.{0,12}\b(?:in|within|under|less than)\s+(?:like |about |around |just |max )?"
    r"(?:half an hour|\d{1,2}\s*(?:min|mins|minutes|m)\b|(?:ten|fifteen|twenty|thirty|forty)"
    r" (?:min|mins|minutes)\b)",
    r"(?:يوصل|توصل|يجي|تجي|يجيني|تجيني|توصلون|توصلونه|توصلوه|توصلوها|توصلونا|يوصلني|يوصلون"
    r"|توصلني)\s+(?:\S+\s+)?(?:خلال|خل|في|ب|باقل من|اقل من|اغل من)\s*(?:\d{1,2}|نص|ربع)\s*"
    r"(?:دقيق\w*|دقايق|دقائق|دغيغ\w*|دقيقا|ساعه|سا?عا)",
)


def names_express(utterance: Utterance) -> bool:
    """Express said by name, as delivery within the hour, or as hasty delivery."""
    said = utterance.raw.lower()
    within_the_hour = bool(_WITHIN_THE_HOUR.search(said) or _COMES_IN_MINUTES.search(said))
    named = _express_named(utterance, within_the_hour)
    if _speed_asked(utterance):
        return named  # "...وشكثر سريع": its time asked, the speed word no express tagged
    return utterance.has("EXPRESS") or named


def asks_express(utterance: Utterance) -> bool:
    if _COMES_IN_MINUTES.search(utterance.raw.lower()):
        return not utterance.has("ORDER", "CART")  # "can it come in like 30 min"
    within_the_hour = bool(_WITHIN_THE_HOUR.search(utterance.raw.lower()))
    if within_the_hour and utterance.asks:
        return not utterance.has("ORDER", "CART")  # "can I get it within an hour?"
    return (
        _express_named(utterance, within_the_hour)
        and (utterance.asks or utterance.has("INFO"))
        and not utterance.has("ORDER", "CART")  # "does express arrive (يوصل) in an hour?"
        and not says_a_change(utterance)
    )


def asks_of_delivery(utterance: Utterance) -> bool:
    """A question of what delivery costs or takes, not a request to send it somewhere."""
    return utterance.has("INFO") or _WHAT_DELIVERY.search(utterance.raw.lower()) is not None


# Not wanting it late is haste, no refusal of express: "just put express i dont want them
# waiting", "ما ابيه يتأخر", "ma abi yit2a5ar" (read "ما ابي يتاخر")
_NOT_LATE = Pattern(
    r"\b(?:don'?t|do not|dont|doesn'?t)\s+(?:want|like)\s+(?:\w+\s+){0,2}(?:wait\w*|late)\b"
    r"|(?<!\w)(?:ما|مو|مب)\s?(?:ابي|ابيه|ابيها|ابيهم|نبي|نبيه|ابغى|ابغاه)\s+(?:\S+\s+)?"
    r"(?:يت[اءأ]خر|تت[اءأ]خر|يطول|تطول|ننطر|انطر|ينطرون|يستنون|ننتظر|ينتظرون)(?!\w)"
)


def refuses_express(utterance: Utterance) -> bool:
    """Express refused or taken off ("no express", "بدون توصيل سريع", "remove the express"):
    a word of not or of taking off, other than one that says the shopper can't wait."""
    if not utterance.has("NEGATION", "REMOVE"):
        return False
    rest = _NOT_LATE.sub(" ", utterance.raw)
    return rest == utterance.raw or Utterance(rest).has("NEGATION", "REMOVE")


def wants_express(utterance: Utterance) -> bool:
    """ "ابي توصيل مستعجل", "I want fast delivery": a request for express, not a question."""
    return (
        not utterance.asks
        and utterance.has("WANT", "CHANGE", "USE")
        and not utterance.has("ORDER", "ADD", "TAKE")
        and _express_named(utterance, bool(_WITHIN_THE_HOUR.search(utterance.raw.lower())))
    )


def speed_asked_as_haste(utterance: Utterance) -> bool:
    """ "How fast" asked in words that, outside the question, would name express ("how much
    to khaitan and how fast", "وشكثر سريع"): the usual delivery answers, express beside it."""
    if not _speed_asked(utterance) or names_express(utterance):
        return False
    tokens = set(utterance.tokens)
    hasty = utterance.has("DELIVER") and bool(tokens & _HASTE_WORDS)
    return utterance.has("EXPRESS") or bool(tokens & _EXPRESS_WORDS) or hasty


def _speed_asked(utterance: Utterance) -> bool:
    return asks_how_fast(utterance.raw.lower(), " ".join(utterance.tokens))


def _express_named(utterance: Utterance, within_the_hour: bool) -> bool:
    tokens = set(utterance.tokens)
    if _speed_asked(utterance):
        tokens -= SPEED_WORDS  # "delivery to khaitan, how fast?": its time asked, no haste
    hasty = utterance.has("DELIVER") and bool(tokens & _HASTE_WORDS)
    return bool(tokens & _EXPRESS_WORDS) or within_the_hour or hasty
