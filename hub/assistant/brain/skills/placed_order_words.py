"""What a shopper says of an order already placed beyond where it is: the driver hurried or
his number asked, the order kept after asking how to cancel it, a code asked of it.

"Hurry them up" and "استعجلوا عليه" right after a late order's status are its driver
hurried; "the driver ... or his number" asks his number; "no, let it come", "لا خلاص خليه
يوصل" after how cancelling works keep the order (nothing was cancelled); "does BBQ10 work on
the chalet order" asks a code of an order that takes none. Read by `open_orders`.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# Hurried, with no driver named, right after an order's status: "can you hurry them up",
# "استعجلوا عليه"
_HURRY = Gated(
    r"\b(?:hurry|rush|speed (?:it|them|things) up|asap)\b"
    r"|(?<!\w)(?:استعجلوا|استعجلو|استعجل|عجلوا|عجلو|سرعوا|سرعو|يستعجل|يستعجلون|بسرعه|بسرعة)(?!\w)"
)
# His number or phone, once the driver is named in the same message ("the driver ... or give
# me his number", "رقمه")
_HIS_NUMBER = Gated(
    r"\b(?:his|their|her) (?:number|phone|mobile|contact)\b"
    r"|(?<!\w)(?:رقمه|تلفونه|موبايله)(?!\w)"
)
# The order kept after asking how to cancel it: "no, let it come", "keep it", "don't cancel",
# "لا خلاص خليه يوصل", "5allih yiji" (read "خليه يجي")
_KEEPS_IT = Gated(
    r"\b(?:let it (?:come|be delivered|arrive)|keep (?:it|the order|my order)"
    r"|leave (?:it|the order|my order)|(?:never ?mind|forget) (?:the |about )?cancell?(?:ing|ation)?"
    r"|(?:don'?t|do not|dont|no need to) cancel)\b"
    r"|(?<!\w)(?:خليه|خليها|خلي|خله|خلوه|خلها|خلوها)\s+(?:\S+\s+)?(?:يجي|يوصل|توصل|تجي|يمشي|يكمل|توصلني"
    r"|يوصلني)(?!\w)"
    r"|(?<!\w)(?:لا|ما)\s+(?:تلغونه|تلغيه|تلغوه|تكنسلونه|تكنسله|تلغون|تكنسلون|تلغي|تكنسل)(?!\w)"
)
# A code asked of an order already placed: "does BBQ10 work on the chalet order", "اقدر
# استخدم الكوبون على طلبي"
_A_CODE = Gated(
    r"\b(?:code|coupon|promo|voucher|promocode)\b"
    r"|(?<!\w)(?:كود|الكود|كوبون|الكوبون|بروموكود|البروموكود)(?!\w)"
)

# One of its goods swapped for another: "swap the white toast for brown", "ابدل التوست باسمر",
# "at8ayar il toast" (read "اتغير ال toast")
_SWAP = Gated(
    r"\b(?:swap|replace|exchange|instead)\b"
    r"|(?<!\w)(?:ابدل|بدل|تبدل|تبدلون|بدلوا|بدلو|ابدله|بدله|بداله|بدالها|اتغير|اغير)(?!\w)"
)


def swaps(turn: Turn) -> bool:
    return bool(_SWAP.search(turn.typed_and_read))


def hurries(turn: Turn) -> bool:
    return bool(_HURRY.search(turn.typed_and_read))


def asks_his_number(turn: Turn) -> bool:
    return bool(_HIS_NUMBER.search(turn.typed_and_read))


def keeps_it(turn: Turn) -> bool:
    return bool(_KEEPS_IT.search(turn.typed_and_read))


def names_a_code(turn: Turn) -> bool:
    """A code named, with its word ("the code", "كوبون") or alone ("FRESH10")."""
    return bool(turn.utterance.code) or bool(_A_CODE.search(turn.typed_and_read))
