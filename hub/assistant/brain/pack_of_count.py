"""A pack named by what it holds: "بيض ابو ٣٠", "حليب ام ٢ لتر", "bai6 abu 30".

In Gulf speech "ابو"/"ام" ("father/mother of") before a count or a size points at the pack
that holds it, as "اللي فيه" does; read as a word of a name it finds a brand (Abu Auf) that
nobody asked for. So the pointing word is spelt as "اللي فيه" before every other reading,
which the size and pick rules already take as the pack's count or size."""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern

# "ابو ٣٠", "ام ال٣٠", "بو ٢٤", "أم ٢ لتر": the pointing word right before a number
_OF_COUNT = Pattern(r"(?<!\w)(?:ابو|بو|ام)\s*(?:ال)?(?=\d)")
# ...or a number in words before its pieces: "فيمتو ام ثلاث حبات" (the pack of three)
_COUNT_WORDS = {
    "ثنين": 2, "اثنين": 2, "ثلاث": 3, "ثلاثه": 3, "اربع": 4, "اربعه": 4, "ست": 6, "سته": 6,
    "عشر": 10, "عشره": 10, "اثنعش": 12, "ثنعش": 12, "اربعطعش": 24, "اربعتعش": 24,
}  # fmt: skip
_OF_COUNTED = Pattern(
    r"(?<!\w)(?:ابو|بو|ام)\s+("
    + "|".join(_COUNT_WORDS)
    + r")(?=\s+(?:حبات|حبه|علب|بطل|قناني|رول|باكيت)(?!\w))"
)
# "mai um 24", "tissue umm 12" in Arabizi left in Latin: only after goods named, as "um 2
# milks" alone is a pause before a count
_OF_COUNT_LATIN = Pattern(r"(?<=\w )(?:um|umm|om)\s+(?=\d)", re.IGNORECASE)


def pack_of_count(text: str) -> str:
    """The message with "ابو/ام N" (or "um N" after goods) said as "اللي فيه N"."""
    counted = _OF_COUNTED.sub(lambda found: f"اللي فيه {_COUNT_WORDS[found.group(1)]}", text)
    return _OF_COUNT_LATIN.sub("اللي فيه ", _OF_COUNT.sub("اللي فيه ", counted))
