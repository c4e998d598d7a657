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
# Who or what is sent when it is no goods: people, a service, papers. Only these make a
# delivery asked of us another business's errand; any other word beside the verb ("tmrw",
# "every week", "cash on delivery", "بكرا", "الساعه ٥") is how or when our delivery comes.
_SOMEONE_OR_A_SERVICE = frozenset(
    {"plumber", "electrician", "technician", "mechanic", "driver", "taxi", "cab", "doctor",
     "nurse", "maid", "worker", "workers", "someone", "somebody", "person", "guy", "kids",
     "kid", "children", "son", "daughter", "letter", "letters", "parcel", "package",
     "documents", "papers", "mail", "courier", "repairman", "handyman", "ac",
     "سباك", "فني", "كهربائي", "سواق", "سايق", "تكسي", "دكتور", "ممرض", "ممرضه", "خدامه",
     "عامل", "عامله", "شخص", "احد", "مندوب", "عيالي", "ولدي", "بنتي", "الاولاد", "رساله",
     "طرد", "اوراق", "ورق", "تكييف", "صباغ", "نجار"}
)  # fmt: skip

# ...asked of by other readings of a delivery: "can you send a plumber tomorrow morning"
SOMEONE_OR_A_SERVICE = _SOMEONE_OR_A_SERVICE


async def sends_what_we_do_not_sell(turn: Turn) -> bool:
    """Whether the delivery asked of us carries someone or a service that is none of our
    goods: another business's errand, whatever area of ours it goes to; a delivery carrying
    nothing of the kind ("visiting family, can u deliver tmrw to mangaf") is ours."""
    if not asked_of_us(turn):
        return False
    match = _CARRIED.search(turn.message.for_model)
    if match is None:
        return False
    carried = [
        word.strip("?!.,؟،")
        for word in (match.group("en") or match.group("ar") or "").split()
        if word.strip("?!.,؟،") in _SOMEONE_OR_A_SERVICE
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
