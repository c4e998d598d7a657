"""Goods ordered from us that have not come, told in a household's trouble: "the nappies I
ordered still aren't here and the baby needs changing", "تأخر طلب الحفايظ والبيبي يصيح",
"el 7afa6at ma wosalat w el baby ma 3indah shay".

The gate reads a crying baby, a panic or a plea as another matter's; the model, rightly, a
grievance about an order of ours. A late order is ours to answer (its status, an apology, a
person), so the message is never declined for the words around it. Someone who does not
come ("my husband hasn't arrived") is no order: goods or an order must be named as ordered
or awaited.
"""

from __future__ import annotations

from hub.assistant.brain.domain import a_person_arrives
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.shopping_shape import shaped_as_shopping
from hub.assistant.brain.utterance import Utterance

# Not come yet, in words of goods or of an order: "not here yet", "hasn't arrived", "never
# came", "ما وصلت", "للحين ما جا" (Arabizi "ma wosalat" is read "ما وصلت")
_NOT_COME = Gated(
    r"\b(?:not (?:here|come|arrived|delivered|there) yet|(?:still )?(?:not|isn'?t|aren'?t|isnt"
    r"|arent) (?:here|arrived|delivered)|(?:hasn'?t|haven'?t|hasnt|havent|didn'?t|didnt|never)"
    r" (?:come|came|arrive|arrived|shown up|turned up|been delivered|reached)|no sign of)\b"
    r"|(?<!\w)(?:ما|ماا|لسه|للحين ما|لين الحين ما|الى الحين ما) ?(?:وصل|وصلت|وصلو|وصلوا|وصلني|وصلتني"
    r"|وصلنا|جا|جت|يا|يت|اجا)(?!\w)"
    # ...or asked after, as goods ordered: "where are the diapers i ordered", "وين الحفاظات
    # اللي طلبتها"
    r"|\bwhere(?:'?s| is| are| r)\b.{0,40}\b(?:i|we) (?:ordered|bought|paid for)\b"
    r"|(?<!\w)وين\b.{0,40}(?<!\w)(?:اللي|الي) (?:طلبت|طلبته|طلبتها|طلبناه|طلبناها|طلبنا)(?!\w)"
)
# ...or late, in words that say nothing else ("ساعه" is as often the hour it is wanted at)
_LATE = Gated(
    r"\b(?:late|delayed|overdue|still waiting|taking forever)\b"
    r"|(?<!\w)(?:ت[اء]خر|ت[اء]خرت|مت[اء]خر|مت[اء]خره|مت[اء]خرين|ت[اء]خير)(?!\w)"
)
# What was ordered, named as such: an order, a delivery, "I ordered", the driver
_ORDERED = Gated(
    r"\b(?:orders?|ordered|delivery|deliveries|driver|i bought|we bought|i paid for)\b"
    r"|(?<!\w)(?:طلبت|طلبنا|طلبته|طلبتها|طلبي|طلبيه|الطلب|الطلبيه|التوصيل|المندوب|السايق|اوردر|اوردري)(?!\w)"
)
# What the model reads goods not come as, when it finds them an order's
_READ_AS_AN_ORDERS = frozenset({"complaint", "order_status"})
# Readings that already answer an order of ours gone wrong
_OF_AN_ORDER = frozenset({"complaint", "order_status", "handoff", "cancel_order", "order"})


def awaits_an_order(message: Normalised, utterance: Utterance, model_pick: str) -> bool:
    """Whether the message says an order of ours, or goods ordered from us, has not come or
    is late. Goods not come with no word of ordering ("الحفاضات ما وصلت") are an order's
    where the model reads a grievance about one, and no person of the shopper's is awaited."""
    said = message.for_model
    not_come = _NOT_COME.search(said) is not None
    if not (not_come or _LATE.search(said)):
        return False
    if utterance.has("ORDER") or _ORDERED.search(said) is not None:
        return True
    return not_come and model_pick in _READ_AS_AN_ORDERS and not a_person_arrives(said)


def reads_an_order(intent: str) -> bool:
    """Whether `intent` already answers an order of ours that has not come."""
    return intent in _OF_AN_ORDER


# Goods run out at home while an order of ours is awaited: "we have none left", "ran out of
# milk", "almost out", "خلصت الحفايظ", "ما باقي عندنا شي" (Arabizi "5ala9at" is read "خلصت").
# Out of a place ("out of town"), out oneself ("i'm out now"), nothing left to say, or no time
# is no goods run out
_RUN_OUT = Gated(
    r"\b(?:(?:no|none|nothing|not any|zero) (?:\w+ ){0,3}left(?! to\b)|(?:ran|run|running) out"
    r"|(?:we'?re|we are|i'?m|i am|are|r|almost|nearly|completely|totally) out of"
    r"(?! (?:the )?(?:town|country|house|home|office|city|state|time|here|reach|breath|luck"
    r"|my mind|patience|ideas)\b)"
    r"|(?:used|finished) (?:up )?(?:the )?last|last (?:one|pack|bottle|nappy|diaper))\b"
    r"|(?<!\w)(?:خلص|خلصت|خلصو|خلصوا|خلصن|ما باقي|مابقى|ما بقى|ما بقي|مابقي)(?!\w)"
    r"|(?<!\w)(?:ماعندي|ما عندي|ما عندنا|ماعندنا)(?!\w)(?! (?:وقت|فلوس|خلق|شغل|مشكله|مانع)(?!\w))"
)
# Something asked beside: a question, a time asked after, "do you have", goods wanted
_ASKED = Gated(
    r"(?:^|[,.!;]\s*|\b(?:and|also|but|so|btw)\s+)(?:will|can|could|when|what|how|where|is|are|do"
    r"|does|should|would|which|any)\b"
    r"|(?<!\w)(?:متى|متي|امتى|وين|شلون|كيف|شنو|وش|ايش|هل|بكم|ليش)(?!\w)"
)


# The turns before, about an order of ours: its status, a grievance, a person asked for
_OF_THE_ORDER_BEFORE = frozenset({"order_status", "complaint", "handoff", "what_next", "order"})


def runs_out_while_awaited(message: Normalised, utterance: Utterance, before: object) -> bool:
    """Whether the message tells of goods run out at home, right after talk of an order of
    ours (`before`, the last turn's reading): the late order's trouble told ("i have no
    diapers left and the baby is up"), not goods asked for or added."""
    if before not in _OF_THE_ORDER_BEFORE or utterance.has("ADD") or utterance.cart_verb_first:
        return False
    said = message.for_model.lower()
    if utterance.asks or _ASKED.search(said) or shaped_as_shopping(said, utterance.raw.lower()):
        # "we're out of milk, do u have almarai", "ما عندي وقت، متى يوصل؟", "nothing left in
        # the fridge, what can i cook": something asked, answered as asked
        return False
    return _RUN_OUT.search(said) is not None
