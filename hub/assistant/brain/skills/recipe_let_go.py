"""A recipe let go right after it was shown or its ingredients offered: "no forget it, my mom
will make it", "لا خلاص امي بتسويها", "la2 5alas ukhti bitsawiha" (read "لا خلاص اختي
بتسويها"), "changed my mind, not making it".

"لا خلاص" reads as its words left out of the dish, so without this the recipe's
ingredients were offered again, less nothing. The shopper is done with the dish: the offer,
still pending, is taken back, and nothing else is proposed or shown.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.recipes import RECIPE_OFFERED, RECIPE_TURNS
from hub.assistant.brain.turn import INTENT, RECIPE, Turn
from hub.assistant.events import Withdrawn

# Letting it go: "forget it", "never mind", "لا خلاص", "انسى", "la2 5alas" (read "لا خلاص")
_LET_GO = Gated(
    r"\b(?:forget (?:it|that|about it)|never ?mind|nvm|leave it|skip it|changed my mind"
    r"|not (?:making|cooking|doing) it|won'?t (?:make|cook|do) it)\b"
    # "no need", "بلاش", "ما يحتاج" as a whole clause: "no need for the salt" leaves one out
    r"|\bno need(?=\s*(?:[,.!،]|$))|(?<!\w)(?:بلاش|ما يحتاج|مايحتاج)(?=\s*(?:[,.!،]|$))"
    # ("خلاص" alone is as often "ok, done": it lets go only beside a "no" or a reason)
    r"|(?<!\w)(?:لا خلاص|خلاص لا|انسى|انسا|انساها|انساه|غيرت رايي"
    r"|ما راح (?:اسوي|اطبخ)\w*|ما رح \w+|مب مسوي\w*|مو مسوي\w*)(?!\w)"
)
# ...or someone else making it: "my mom will make it", "امي بتسويها", "ukhti bitjeebha"
_SOMEONE_ELSE = Gated(
    r"\b(?:my )?(?:mom|mum|mother|mama|sister|wife|husband|grandma|granny|aunt|auntie"
    r"|family|cook|maid)\b.{0,20}\b(?:will|'ll|is|gonna|going to)\s+(?:\w+\s+)?(?:make|cook"
    r"|do|bring|prepare|making|cooking|doing|bringing|preparing)\b"
    r"|(?<!\w)(?:امي|يمه|امه|الوالده|اختي|زوجتي|مرتي|خالتي|عمتي|جدتي|اهلي|الشغاله|الطباخ)"
    r"\s+(?:ب|بت|بي|راح |رح |هي |بنفسها )?\S*(?:سوي|سو|طبخ|جيب|يب|سويه|سويها)\S*"
)
# ...but its goods left out are a change of it: "خلاص بس بدون الخبز", "ok but no bread"
_LEAVES_OUT = Gated(
    r"\b(?:without|except|but no|minus|bidoon|bdoon|bedoon)\b"
    r"|(?<!\w)(?:بدون|بلا|من غير|الا|غير|ماعدا|ما عدا)(?!\w)"
)
_FEW_WORDS = 9  # a sentence or two: a longer message asks something besides


def lets_it_go(turn: Turn) -> bool:
    """Right after a recipe, the message lets the dish go and asks nothing else."""
    if turn.memory.get(INTENT) not in RECIPE_TURNS or not isinstance(turn.memory.get(RECIPE), str):
        return False
    u = turn.utterance
    if u.has("ADD") or u.has_quantity or u.asks or len(u.tokens) > _FEW_WORDS:
        return False
    said = turn.typed_and_read.lower()
    if _LEAVES_OUT.search(said) is not None:
        return False
    return _SOMEONE_ELSE.search(said) is not None or _LET_GO.search(said) is not None


async def recipe_let_go(turn: Turn) -> None:
    """The recipe's offer taken back if still pending; the dish left be."""
    turn.memory.pop(RECIPE_OFFERED, None)
    if turn.pending is not None and turn.pending.get("type") == "add_recipe_to_cart":
        turn.emit(Withdrawn())  # cancels only what is still pending
        turn.say("offer_withdrawn")
    else:
        turn.say("passed_on")
    turn.chips("cart", "offers")
