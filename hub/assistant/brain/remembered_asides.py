"""A question followed by what the shopper remembers of it: "is there a code for baby stuff? i
remember there was one", "فيه كود حق الحفاظات؟ اتذكر كان فيه واحد", "fee 3ard 3al 7aleeb?
a7is kan fee wa7id".

The remembered part asks nothing and names nothing new; read with the question, its past
("there was") makes the whole a matter of a past order (a complaint about one delivered long
ago, a return window run out), or its words are searched for as goods. The question is read
without it. Only a part after the question's mark is set aside, and only when all of it is
such a memory, in English, Arabic or Arabizi as typed.
"""

from __future__ import annotations

import re

# What the shopper remembers or believes was there, said whole
_REMEMBERED = re.compile(
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
_MARK = re.compile(r"[?؟]")


def without_a_remembered_aside(typed: str, read: str) -> str:
    """The (read) message less a memory said after its question, as `typed`; else `read`."""
    marks = list(_MARK.finditer(typed))
    if not marks:
        return read
    tail = typed[marks[-1].end() :].strip().lower().rstrip(".!")
    if not tail or not _REMEMBERED.match(" ".join(tail.split())):
        return read
    cut = max(read.rfind("?"), read.rfind("؟"))
    return read[: cut + 1] if cut > 0 else read
