"""Whether the goods can still come by an hour: "can the hummus stuff come by 6 or is it too
late", "will my groceries make it before 5", "الاغراض تلحق توصل قبل ٦ ولا متأخر؟", "yimdi
ywasil il aghrath gabl il maghrib wala fat il wa8t?".

The goods named beside the hour ("the hummus stuff") are the cart's, and "too late" is the
question itself, not a delivery told to be late: what is asked is our delivery's windows done
by then, as when the goods are called "it".
"""

from __future__ import annotations

from hub.assistant.brain.domain import a_person_arrives, books_elsewhere, names_another_business
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.skills import booked_slot, slot_picks
from hub.assistant.brain.skills.open_orders import names_a_placed_order
from hub.assistant.brain.skills.what_is_sent import SOMEONE_OR_A_SERVICE
from hub.assistant.brain.turn import INTENT, ORDER, Turn

# Readings of an order placed, after which "can it come by 6" asks of that order
_OF_AN_ORDER = frozenset(
    {"order_status", "order", "cancel_order", "placed_order_change", "placed_window"}
)

# Whether it is late already, asked: "or is it too late", "too late?", "ولا متأخر", "ولا فات
# الوقت", Arabizi "wala mit2a5ir", "walla fat il wa8t" (read "ولا متاخر", "ولا فات الوقت")
_TOO_LATE = Gated(
    r"\b(?:or )?(?:is )?(?:it|that|this)?(?:'s| is)? ?too late\b"
    r"|\bor (?:is )?(?:it|that) (?:late|too late)\b"
    r"|(?<!\w)(?:ولا|والا|او)\s+(?:هو\s+|الوقت\s+)?(?:متأخر|متاخر|مأخر|فات\s+الوقت|راح\s+الوقت|ما\s+يمدي"
    r"|ما\s+تلحقون|ما\s+يلحق|ما\s+تلحق)(?!\w)"
    r"|\b(?:wala|walla|willa|wla|aw)\s+(?:mit2a5ir|mt2a5ir|mt2a5r|met2a5er|fat il wa8t|fat el wa8t"
    r"|ma yimdi|ma yemdi)\b"
)
# Coming in time: "come by", "make it before", "get here by", "تلحق توصل", "يمدي يوصل", "يوصل"
_IN_TIME = Gated(
    r"\b(?:come|comes|arrive|arrives|get here|gets here|be here|make it|reach|reaches|delivered"
    r"|deliver|bring|ylha8|yilha8|tilha8|yimdi|yemdi|ywasil|ywasel|twasil|twasloon|yoosal|yosal"
    r"|ywa9il|yiwa9il)\b"
    r"|(?<!\w)(?:تلحق|يلحق|تلحقون|يمدي|يمديكم|توصل|يوصل|توصلون|توصلونها|توصلونه|يجي|تجي|تجيبونها"
    r"|تجيبونه)(?!\w)"
)
# The goods as a whole, named as the cart's: "the mutabbal stuff", "my groceries", "الاغراض"
_THE_GOODS = Gated(
    r"\b(?:stuff|things|items|groceries|order|aghrath|ighrath|aghrad|7agat|ashya)\b"
    r"|(?<!\w)(?:الاغراض|الأغراض|اغراضي|الغراض|الاشياء|الاشيا|الحاجات|الطلب|اغراض|هالاغراض)(?!\w)"
)


# ...or only as "it": "can it come by 6"; "will it come by 6" asks of an order on its way
_IT = Gated(r"\b(?:it|them)\b")
_WILL = Gated(r"\b(?:will|would|gonna)\b|(?<!\w)(?:بيوصل|بيجي|بتوصل|بتجي)(?!\w)")


def asked(turn: Turn) -> bool:
    """Whether the message asks if the goods can come by an hour, "too late" asked with it."""
    span = slot_picks.span_asked(turn)
    if span is None or span[0] != 0:
        return False  # "by 6", "before maghrib": the windows done by then
    said = turn.typed_and_read
    if _IN_TIME.search(said) is None:
        return False
    if _THE_GOODS.search(said) is None and (_IT.search(said) is None or _WILL.search(said)):
        return False
    if turn.memory.get(ORDER) or turn.memory.get(INTENT) in _OF_AN_ORDER:
        return False
    if booked_slot.told(turn) or names_a_placed_order(turn) or names_another_business(said):
        return False
    if (
        books_elsewhere(said)
        or a_person_arrives(said)
        or SOMEONE_OR_A_SERVICE & set(turn.utterance.tokens)
    ):
        return False
    # "or is it too late" asks; a delivery told to be late with no such question is a problem
    return _TOO_LATE.search(said) is not None or not states_a_problem(turn.message)
