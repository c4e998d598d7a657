"""What a delivery asked of us carries: "can you deliver to salmiya" and "can you send 2
waters to hawalli" ask our delivery, while "can you send a plumber to salmiya", "could you
bring my kids to school in hawalli" or "توصلون مندوب بنك للجابرية" ask for someone or
something we do not sell, another business's errand however it is worded.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import quiet_search
from hub.assistant.brain.skills.delivery import asked_of_us
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import stem, words

# The words between the verb asked of us and where it goes: "send [a plumber] to", "توصلون
# [مندوب بنك] للجابرية"
_CARRIED = Gated(
    r"\b(?:deliver|ship|send|bring)\b(?P<en>(?: \S+){0,5}?) (?:to|in|into|at|over to)\b"
    r"|(?<!\w)ت(?:وصلون|وصلوا|وصلو|طرشون|طرشوا|جيبون)(?P<ar>(?: \S+){0,4}?)"
    r" (?:لل\S+|ل\S{3,}|الى|إلى|حق|على|في|فى)(?!\w)"
)
# Words that carry nothing of their own: who it is for, the order, a word of asking
_NOTHING_OF_ITS_OWN = frozenset(
    {"me", "us", "it", "them", "this", "that", "these", "those", "my", "our", "the", "a", "an",
     "some", "here", "there", "also", "please", "pls", "plz", "stuff", "things", "items", "all",
     "everything", "order", "orders", "groceries", "shopping", "delivery", "today", "tomorrow",
     "now", "tonight", "لي", "لنا", "الطلب", "طلبي", "الطلبيه", "طلبيتي", "اغراضي",
     "الاغراض", "اليوم", "باجر", "بكره", "الحين", "over", "along", "round", "across", "back",
     "again", "quickly", "fast", "faster", "asap", "early", "late", "later", "straight", "up",
     "bags", "bag", "box", "boxes", "purchases", "basket", "cart",
     # when and how it comes: "within 30 mins", "خلال ٤٥ دقيقه", "for free", "ببلاش"
     "within", "in", "by", "before", "after", "under", "less", "than", "min", "mins", "minute",
     "minutes", "hour", "hours", "hr", "hrs", "half", "quarter", "morning", "evening", "night",
     "afternoon", "noon", "free", "express", "same", "day", "next", "week", "on", "for",
     "friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "خلال",
     "قبل", "بعد", "اقل", "من", "دقيقه", "دقايق", "دقائق", "ساعه", "ساعتين", "نص", "ربع",
     "الصبح", "الصباح", "العصر", "المسا", "المساء", "الليل", "بالليل", "ببلاش", "مجانا", "مجاني",
     "ولا", "سريع", "بسرعه", "اكسبرس", "الجمعه", "السبت", "الاحد", "الخميس", "بنفس"}
)  # fmt: skip


async def sends_what_we_do_not_sell(turn: Turn) -> bool:
    """Whether the delivery asked of us carries someone or something named that is none of
    our goods: another business's errand, whatever area of ours it goes to; a delivery
    carrying nothing named or our goods ("visiting family, can u deliver to mangaf") is ours."""
    if not asked_of_us(turn):
        return False
    match = _CARRIED.search(turn.message.for_model)
    if match is None:
        return False
    carried = [
        word.strip("?!.,؟،")
        for word in (match.group("en") or match.group("ar") or "").split()
        if word.strip("?!.,؟،") not in _NOTHING_OF_ITS_OWN and not word.isdigit()
    ]
    if not carried:
        return False
    hits = await quiet_search(turn, " ".join(carried))
    return not any(_named(hit, carried) for hit in hits)


def _named(hit: Record, carried: list[str]) -> bool:
    """A word carried is a word of the product's own name ("milk", "مياه"), not only of its
    keywords: the minis' "kids" name no child sent anywhere."""
    name = hit.get("name") or {}
    own = {stem(word) for word in words(f"{name.get('en', '')} {name.get('ar', '')}")}
    return any(stem(word) in own for word in carried)
