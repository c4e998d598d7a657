"""How long a food keeps, or how to keep it, asked in words the model reads as a cooking time
or another matter's: "how long do eggs last", "how long is cooked rice ok", "الحليب بعد ما
افتحه كم يوم", "el laban kam yom y6awil ba3ad ma aftaha" (read "...بعد ما افتحها"), "قرص عقيلي
كم يجلس" (how long it stays good).

Keeping is the kitchen's storage answer; how long a food cooks ("how long do eggs take to
boil") stays a cooking time.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_KEEPS = Bilingual(
    r"\bhow long (?:do|does|will|would|can|is|are|should)\b(?: \S+){1,4}"
    r" (?:last|keep|stay good|stay fresh|be ok|be good|be fine|ok|good|fine|safe)\b"
    r"|\b(?:after|once) (?:opening|i open|it'?s opened|it is opened|opened)\b"
    r"|\bhow (?:do|should|can) (?:i|we) (?:store|keep) (?:it|them)\b"
    # "will it keep in the fridge till friday": kept somewhere cold until a day
    r"|\b(?:will|would|does|do|can) (?:it|they|that|this|them) (?:keep|last|stay good|stay fresh)\b"
    r"(?: \S+){0,3} (?:fridge|freezer|till|until)\b",
    r"(?<!\w)(?:بعد ما|بعدما|بعد) (?:افتحه|افتحها|افتح|انفتح|انفتحت|فتحته|فتحتها|فتحه|فتحها)(?!\w)"
    r"|(?<!\w)(?:شلون|كيف) (?:احفظه|احفظها|احفظ|اخزنه|اخزنها|اخزن)(?!\w)"
    r"|(?<!\w)كم يوم (?:يطول|يقعد|يتحمل|يعيش|يخرب|يصلح)(?!\w)"
    # "يتحمل لين الجمعه بالثلاجه": it keeps somewhere cold until a day
    r"|(?<!\w)(?:يتحمل|تتحمل|يقعد|تقعد|يعيش|تعيش|يصمد)(?: \S+){0,3}"
    r" (?:بال ?|في ال)(?:ثلاجه|ثلجه|ثلجا|ثلاجا|فريزر|فريز)(?!\w)"
    # "قرص عقيلي كم يجلس", "gers ogaily cham yjlis": how long it stays good, said of a food
    r"|(?<!\w)كم (?:يوم )?(?:يجلس|تجلس|يجلسون)(?!\w)(?!.*(?:فرن|نار))",
)


def asks_how_it_keeps(text: str) -> bool:
    """Whether the (normalised) message asks how long a food keeps or how to keep it."""
    return bool(_KEEPS.search(text))
