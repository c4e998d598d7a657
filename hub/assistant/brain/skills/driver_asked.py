"""The driver of an order on its way asked to call the shopper ("can the driver call me when
he's close", "خل المندوب يتصل فيني اذا قرب", "5ali el driver yetesil fini"), or what he is
doing asked ("what is the driver even doing", "المندوب شقاعد يسوي", "il driver shaysawi").

Such a message is about the order on its way, not a question for the help pages nor goods
named beside it: the answer is that order's state, with a person who can pass the word on.
Read by `open_orders`.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_DRIVER_WORD = (
    r"(?:driver|courier|delivery (?:guy|man|boy)|rider"
    r"|(?:ال\s?)?(?:مندوب|سايق|سواق|دريفر|درايفر))"
)
_CALLS_ME = Gated(
    # "can the driver call me", "have the courier ring us when close", "driver to phone me"
    rf"(?<!\w){_DRIVER_WORD}(?!\w)(?: \S+){{0,3}}? (?:(?:call|ring|phone|text|buzz|message)s?"
    r" (?:me|us)|give (?:me|us) a (?:call|ring|buzz))\b"
    # "خل المندوب يتصل فيني", "المندوب يدق علي لما يوصل", "el driver yetesil fini"
    rf"|(?<!\w){_DRIVER_WORD}\s+(?:\S+\s+)?(?:يتصل|يتسل|يدق|يرن|يكلمني|يتصل\S*|يتسل\S*)(?!\w)"
)
# "he" or "they" once the order on its way was just talked about: "can he ring me when near"
_HE_CALLS_ME = Gated(
    r"\b(?:he|they|someone)\b(?: \S+){0,2}? (?:call|ring|phone|text|buzz)s? (?:me|us)\b"
    r"|(?<!\w)(?:خله|خلوه|خليه)\s+(?:يتصل|يتسل|يدق|يرن)(?!\w)"
)


# A word passed to him: "tell the driver to ring the bell, not call", "قولوا للمندوب لا يتصل
# يدق الجرس", "gool lil driver ydig il jaras" (how he should come, which a person passes on)
_TELL_HIM = Gated(
    rf"\b(?:tell|ask|let|remind|inform|warn|instruct) (?:the |ur |your |my |that )?{_DRIVER_WORD}\b"
    rf"|(?<!\w)(?:قول|قولوا|قولو|قله|قلوا|بلغ|بلغوا|بلغو|خبر|خبروا|خبرو|وصوا|وصي)\s+"
    rf"(?:لل|ل|ال)?\s?{_DRIVER_WORD}(?!\w)"
    r"|\b(?:gool|gol|9ool|goolo|goolu|khabir|khabro|balli?gh|bala3)\s+(?:lil|lel|il|el|l)\s*"
    r"(?:driver|mandoob|sayi?g)\b"
)


def asks_to_be_called(turn: Turn, in_talk: bool) -> bool:
    """The driver asked to call, or to be told how to come ("ring the bell, don't call")."""
    said = turn.typed_and_read
    return bool(
        _CALLS_ME.search(said) or _TELL_HIM.search(said) or (in_talk and _HE_CALLS_ME.search(said))
    )


_WHAT_HE_DOES = Gated(
    rf"\bwh?at(?:'?s| is| r| are)? (?:the |that |ur |your |this )?{_DRIVER_WORD} (?:\S+ )?doing\b"
    rf"|(?<!\w){_DRIVER_WORD}\s+(?:\S+\s+)?(?:شقاعد|شعنده|شفيه|شيسوي|وش\s+يسوي|شنو\s+يسوي"
    r"|ايش\s+يسوي|شو\s+عم)(?!\w)"
    rf"|(?<!\w)(?:شقاعد|شيسوي|وش\s+يسوي|شنو\s+يسوي)\s+(?:\S+\s+)?{_DRIVER_WORD}(?!\w)"
)


def asks_what_he_does(turn: Turn) -> bool:
    return bool(_WHAT_HE_DOES.search(turn.typed_and_read))


# Where he is or how far, asked: "how far is the driver", "where's the courier now", "can you
# track the driver", "المندوب وين وصل؟", "كم باقي على السايق", "il driver ba3eed?" (read
# "ال driver بعيد"): what the hub sees of him (nothing live) is said, a person offered
# ...the order's own driver: never "a driver" nor a driver's job or tip ("how can i find a
# driver job with you", "can i see the driver tip options")
_HIM = (
    rf"{_DRIVER_WORD}(?!\w)(?! (?:jobs?|work|vacanc\w*|hiring|salar\w+|pay|tips?|tipping|ratings?"
    r"|reviews?|app|licen[cs]e)\b)"
)
_NOT_HIS = r"(?: (?!(?:a|an|any|some|new|another|more|nearest|closest|available)\b)\S+)"
# ...nor the shopper's own driver, come to collect: "السواق حقنا قريب من الفرع، يقدر يستلم؟",
# "سواق البيت قريب", "il sayeg malna gareeb" (read "السايق ملنا قريب")
_OURS = r"(?:حق|حقي|حقنا|حقنه|مال|مالي|مالنا|مل|ملي|ملنا|تبعي|تبعنا|البيت|بيتنا|بيتي|اهلي|الاهل)"
_WHERE_HE_IS = Gated(
    rf"\bhow (?:far|close|near)(?: away)? (?:is|r|are|'s)? ?(?:the |ur |your |my |our )?{_HIM}"
    rf"|\bhow (?:far|close|near)(?: away)?\b{_NOT_HIS}{{0,3}}? {_HIM}"
    r"|\bwheres?(?: exactly)?(?:'s| is| r| are)? (?:exactly )?"
    rf"(?:the |ur |your |my |our |that )?{_HIM}"
    rf"|\b{_DRIVER_WORD}'?s? (?:location|position|gps|live location)\b"
    rf"|\b(?:track|locate|see|find)\b{_NOT_HIS}{{0,2}}? (?:the |ur |your |my )?{_HIM}"
    rf"|(?<!\w)(?:ال|لل|وال)?{_DRIVER_WORD}(?!\w)(?!\s+{_OURS}(?!\w))\s+(?:\S+\s+)?"
    r"(?:وين|وينه|وين\s+وصل|وين\s+صار"
    r"|بعيد|قريب|قرب|كم\s+باقي|مكانه)(?!\w)"
    rf"|(?<!\w)(?:وين|وينه|وين\s+وصل|وين\s+صار|مكان|موقع|كم\s+باقي\s+على|كم\s+يبعد)\s+(?:ال\s?)?"
    rf"{_DRIVER_WORD}(?!\w)"
)


def asks_where_he_is(turn: Turn) -> bool:
    """Where the driver is, or how far, asked: no live place of his is seen here."""
    return bool(_WHERE_HE_IS.search(turn.typed_and_read))
