"""A question of when we come, asked with no word of the store: "can u come at 5", "will it
come today", "تقدرون تجون الساعه ٥", "bywa9il el yom?".

Its words are the words of any visit (a plumber comes at 5 too), so the domain gate finds
little of the store in them and the intent model reads them as small talk. Its shape is a
shopper's: the whole message is the coming and a time, nothing else named. A message that
names what the visit is for ("can you come at 5 to fix the sink") or who comes ("my dad
comes at 5", `domain.a_person_arrives`) has another shape and is left to the gate.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Either, Gated

_WHEN = (
    r"(?:today|tomorrow|tonight|now|soon|(?:this|tomorrow) (?:morning|afternoon|evening|night)"
    r"|in the (?:morning|afternoon|evening)|(?:at|by|before|after|around) \d{1,2}(?::\d\d)?"
    r"(?: ?(?:am|pm|o'?clock))?|in (?:an|one|\d) hours?|on (?:sat|sun|mon|tues|wednes|thurs|fri)"
    r"day)"
)
_WHEN_AR = (
    r"(?:اليوم|باجر|بكره|بكرا|الحين|الليله|بالليل|الليل|الصبح|الصباح|العصر|المغرب|الظهر"
    r"|(?:على |ع )?(?:الساعه|الساعة|السعا|الساعا|ساعه) \d{1,2}|بعد ساعه|بعد \d ساعات?"
    r"|\d{1,2} (?:الصبح|العصر|بالليل|المغرب))"
)
# "we" (the store, its driver) coming to the shopper, or "it" (the order) arriving
_US = Gated(
    rf"^(?:hi |hey |pls |please )?(?:(?:can|could|will|would) (?:u|you|ya|y'all) (?:guys )?"
    rf"(?:come|get here|be here|deliver|drop (?:it|them) off)|(?:can|could) (?:u|you) guys come)"
    rf"(?: {_WHEN}){{1,2}}(?: pls| please)? ?\??$"
)
_IT = Gated(
    rf"^(?:(?:will|would|can|could) (?:it|they) (?:come|arrive|get here|be here|reach me)"
    rf"|(?:is it|are they) (?:coming|arriving)|when (?:will|does) it (?:come|arrive|get here))"
    rf"(?: {_WHEN}){{0,2}} ?\??$"
)
_US_AR = Gated(
    rf"^(?:(?:تقدرون|تقدر|ممكن|يمديكم|تگدرون) )?(?:تجون|تيون|تجوني|تيوني|تيوننا|توصلون|بتوصلون"
    rf"|تعالوا|تعالو|تعلون|توصلوني)(?: {_WHEN_AR}){{1,2}} ?\??$"
)
_IT_AR = Gated(
    rf"^(?:بيوصل|بيوصلني|يوصل|يوصلني|بيجي|يجي|بتوصل|توصل|بيوصلون|يوصلون)(?: {_WHEN_AR}){{1,2}}"
    rf" ?\??$"
)
# ...of which a message holding no piece of any is none (`Either`)
_COMING = Either(_US, _IT, _US_AR, _IT_AR)
DELIVERY_SLOTS = "delivery_slots"
ORDER_STATUS = "order_status"


def when_we_come(text: str) -> str | None:
    """`delivery_slots` for a (normalised, lower-case) message asking whether we can come at
    a time, `order_status` for one asking whether it comes today; None for any other."""
    text = text.strip()
    if not _COMING.may_match(text):
        return None
    if _US.search(text) or _US_AR.search(text):
        return DELIVERY_SLOTS
    if _IT.search(text) or _IT_AR.search(text):
        return ORDER_STATUS
    return None
