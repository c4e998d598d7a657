"""A question followed by an aside that asks nothing: what the shopper remembers of it ("is
there a code for baby stuff? i remember there was one", "فيه كود حق الحفاظات؟ اتذكر كان فيه
واحد", "fee 3ard 3al 7aleeb? a7is kan fee wa7id") or a sigh at its price ("and the fee? 1 kd is
alot", "والتوصيل؟ دينار وايد", "w el delivery? 1 kd wayid").

Read with the question, such an aside changes what the whole seems to ask: a memory's past
("there was") makes it a matter of a past order (a complaint about one delivered long ago, a
return window run out), a sigh's amount reads as a search for goods costing that, and either's
words may be searched for as goods. The question is read without it. Only a part after the
question's last mark is set aside, and only when all of it is such an aside, in English, Arabic
or Arabizi as typed.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

# What the shopper remembers or believes was there, said whole
_REMEMBERED = Pattern(
    r"^(?:(?:(?:and|but|coz|cause|because|cuz|coss|w|و)\s+)?(?:(?:i|we)\s+)?(?:remember|remembered"
    r"|think|thought|recall|believe|swear|guess|am sure|'?m sure|was sure)(?:\s+that)?\s+"
    r"(?:there\s+(?:was|were|used to be|is)|you\s+(?:guys\s+)?(?:had|have|used to have|did|gave)"
    r"|it\s+(?:was|existed))(?:\s+(?:one|some|a\s+\w+|an\s+\w+|one\s+before|before|it"
    r"|last\s+(?:time|week|month)|\w+\s+ago))*"
    # Arabic: "اتذكر كان فيه واحد", "احس كان في عرض", "على بالي كان فيه كود قبل"
    r"|(?:و)?(?:اتذكر|أتذكر|اذكر|أذكر|احس|أحس|اعتقد|أعتقد|اظن|أظن|على بالي|متذكر|متذكره)"
    r"(?:\s+(?:انه|إنه|ان|إن))?\s+(?:كان|كانت|كانو)\s+(?:فيه|في|عندكم|فيه عندكم)"
    r"(?:\s+(?:واحد|وحده|كود|عرض|خصم|قبل|من قبل|الشهر اللي فات|الاسبوع اللي فات))*"
    # Arabizi: "atthakar kan fee wa7id", "a7is kan fee 3ard", "a3tiqid kan fee code"
    r"|(?:w\s+)?(?:at+hakar|atha?kar|atzakar|ath?kor|a7is|a7es|a3ta?qid|a3t8id|a6on|a6en"
    r"|3ala bali)(?:\s+(?:ina|inna|en|in))?\s+(?:kan|kant)\s+(?:fee|fi|fih|feeh|3indkom|3ndkom)"
    r"(?:\s+(?:wa7id|wa7da|wa7ed|code|3ard|5a9m|discount|offer|gabl|9ob|before))*)$"
)
# An amount (or "it", "that") said to be too dear, said whole
_DEAR = Pattern(
    r"^(?:(?:but|and|coz|cause|because|w|و|بس)\s+)?(?:(?:a|one|1|2|half|\d+(?:\.\d+)?)\s*)?"
    r"(?:kd|kwd|dinar|dinars|fils|k\.d\.?|دينار|دنانير|فلس|د\.ك)?\s*"
    r"(?:(?:is|it'?s|its|that'?s|thats|seems|sounds|feels)\s+)?(?:a\s+bit\s+|kinda\s+|so\s+|too\s+"
    r"|really\s+|very\s+|way\s+too\s+|wayid\s+|wayed\s+|mara\s+|marra\s+|وايد\s+|مره\s+|حيل\s+)*"
    r"(?:a\s*lot|alot|much|expensive|pricey|steep|high|dear|costly|wayid|wayed|waayid|ghali|3ali"
    r"|وايد|واجد|غالي|غاليه|كثير|كثيره|مره غالي)(?:\s+(?:man|bro|lol|tbh|honestly|for\s+me"
    r"|for\s+delivery|ya3ni|يعني|والله|حيل))*$"
)
_ASIDES = (_REMEMBERED, _DEAR)
_MARK = Pattern(r"[?؟]")


def without_an_aside(typed: str, read: str) -> str:
    """The (read) message less an aside said after its question, as `typed`; else `read`."""
    marks = list(_MARK.finditer(typed))
    if not marks:
        return read
    tail = " ".join(typed[marks[-1].end() :].strip().lower().rstrip(".!").split())
    if not tail or not any(aside.match(tail) for aside in _ASIDES):
        return read
    cut = max(read.rfind("?"), read.rfind("؟"))
    return read[: cut + 1] if cut > 0 else read
