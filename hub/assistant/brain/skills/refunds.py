"""Whether a refund came back, asked: "did my refund come through?", "الفلوس رجعت لي؟",
"رجعتوا لي فلوسي؟", "il floos rij3at li?".

The store's rule says where a refund goes (the wallet at once, or the card or KNET account
in some working days) and the signed-in shopper's wallet shows what it holds now; both are
said, and nothing is guessed about a refund the store keeps no record of. The refund of
goods or an order named ("did the zubaidi money reach my wallet", "فلوس السمك اللي رجعته")
shows that refunded order's card too. A problem stated with it ("the milk was spoiled,
refund me") is a complaint's, not this question; cancelling asked with the money back it
brings ("can i cancel and get my money back") is a cancel.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.once import while_read
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.skills import order_refs
from hub.assistant.brain.skills.faq import rule_card
from hub.assistant.brain.skills.savings import balance_text
from hub.assistant.brain.turn import BALANCE_OF, INTENT, ORDER, Turn
from hub.record import Record
from hub.text import words

_CAME_BACK = Bilingual(
    r"\b(?:did|has|have|is) (?:my |the )?(?:refund|money)\b.{0,25}"
    r"\b(?:come|came|arrived?|back|through|processed|gone|returned|refunded)\b"
    r"|\bdid (?:i|you|u) (?:get|give|send|return|refund) (?:me )?(?:back )?(?:my |the )?(?:money|refund)"
    r"|\bwhere(?:'s| is) (?:my |the )?(?:refund|money)\b|\b(?:got|get) my money back\b"
    # Arabizi keeps the English word: "wain el refund??", "el refund ma wi9al"
    r"|\b(?:wain|wein|ween|wen) (?:el |il |al )?refund\b"
    # where the refund went: "where did the refund for the zubaidi go" (money alone may have
    # gone anywhere: `_WENT` asks it of goods sent back)
    r"|\bwhere did (?:my |the )?refund\b.{0,30}\bgo\b"
    # its landing in the wallet asked: "did the money for the fish hit my wallet", "is the
    # refund in my wallet yet"
    r"|\b(?:refund|money)\b.{0,40}\b(?:reach|reached|hit|land|landed|show up|showed up|go|gone"
    r"|went|get|got|in|into|to)\b (?:in |into |to )?(?:my |the )?wallet\b"
    # an order's refunding asked: "was the zubaidi order refunded?", "has it been refunded"
    r"|\b(?:was|were|has|have|is|did)\b[^.?!]{0,40}\b(?:refunded|get refunded)\b"
    # when it comes back, asked after a cancelling or a return: "when do i get it back??",
    # "when will that money be back", "how long till i get my refund"
    r"|\b(?:when|how long (?:till|until|before|will it take))\b.{0,12}\b(?:do|will|can|would|shall)"
    r" (?:i|we) (?:get|receive|see|have) (?:it|them|that|my (?:money|refund|cash)|the (?:money|refund"
    r"|amount|cash)|a refund|that (?:money|amount))(?: \S+)? back\b"
    r"|\bwhen\b.{0,12}\b(?:will|does|is|do) (?:my |the |that |this )?(?:money|refund|amount|cash)"
    r" (?:\S+ )?(?:come|be|get|going to be|gonna be) (?:back|returned|refunded|credited)\b"
    r"|\bwhen (?:am|will) (?:i|we) (?:be )?(?:getting (?:it |my money |a refund )?back|refunded)\b"
    # which way it went back: "the refund, wallet or card?"
    r"|\brefund\w*\b[^?]{0,40}\b(?:wallet or (?:the |my )?card|card or (?:the |my )?wallet)\b",
    r"(?<!\w)(?:الفلوس|فلوسي|المبلغ|مبلغي) (?:\S+ )?(?:رجعت|رجع|انرجع|انرجعت|ترجع|يرجع|وصلت|وصل"
    r"|رجعتلي|رجعلي)(?!\w)"
    # "rij3atli il floos" (read "رجعتلي الفلوس"): it came back to me, or you gave it back
    r"|(?<!\w)(?:رجعتوا|رجعتو|رجعتون|رجعتولي|رجعتلي|رجعلي|رجعولي|ترجعولي) (?:لي )?"
    r"(?:فلوسي|الفلوس|المبلغ|فلوسه|فلوسها)(?!\w)"
    # the money named after its coming: "rij3at li floosa?" (read "رجعت لي فلوسا")
    r"|(?<!\w)(?:رجعت|رجع|انرجعت|انرجع|وصلت|نزلت|انرد|انردت) (?:لي )?(?:فلوس|فلوسي|فلوسه|فلوسها|فلوسا"
    r"|الفلوس|المبلغ|مبلغه)(?!\w)"
    # the money of goods named, its coming asked: "والزبيدي اللي رجعته، فلوسه رجعت؟",
    # "floosa rij3at?" (read "فلوسا رجعت")
    r"|(?<!\w)و?(?:فلوسه|فلوسها|فلوسا|فلوسهم|مبلغه|مبلغها)\s+(?:\S+\s+)?(?:رجعت|رجع|انرجعت|انرجع"
    r"|وصلت|وصل|نزلت|نزل|انردت|انرد|ترجع|يرجع|رجعتلي|رجعلي)(?!\w)\s*(?:لي|لنا)?\s*[?؟]"
    # "الزبيدي انرد؟": refunded, asked; "wain radaitooha" (read "وين رديتوها"): where to
    r"|(?<!\w)(?:انرد|انردت|انردو|انرجع)\s*[?؟]"
    r"|(?<!\w)وين (?:رديتوها|رديتوه|رديتوا|رديتو|رجعتوها|رجعتوه)(?!\w)"
    r"|(?<!\w)وين (?:ال ?)?(?:فلوسي|المبلغ|الاسترجاع|refund|ريفند)(?!\w)"
    # when it comes back: "متى ترجع فلوسي", "المبلغ متى يرجع؟", "متى بترجعون لي المبلغ",
    # "mita yirja3 il mablagh" (read "متي يرجع المبلغ")
    r"|(?<!\w)(?:متى|متي|امتى|امتي|ايمتى|شوقت|بعد كم يوم) (?:\S+ )?(?:ترجع|يرجع|بترجع|بيرجع|راح ترجع"
    r"|راح يرجع|تنرد|ينرد|تردون|ترجعون|بترجعون|ترجعولي|ترجعوا|يوصل|توصل|ينزل|تنزل)(?: لي| لنا)?"
    r" (?:ال ?)?(?:فلوسي|فلوس|الفلوس|المبلغ|مبلغي|فلوسنا)(?!\w)"
    r"|(?<!\w)(?:الفلوس|فلوسي|المبلغ|مبلغي) (?:\S+ )?(?:متى|متي|امتى|امتي) (?:\S+ )?(?:ترجع|يرجع"
    r"|بترجع|بيرجع|تنرد|ينرد|توصل|يوصل|تنزل|ينزل)(?!\w)"
    # "el flos wain ra7at?" (read "الفلوس وين راحت"), "وين راحت فلوس الزبيدي اللي رجعته"
    r"|(?<!\w)(?:الفلوس|فلوسي|المبلغ|الفلس) وين (?:راحت|راح|رحت|صارت|صار)(?!\w)"
    r"|(?<!\w)وين (?:راحت|راح|رحت|صارت|صار) (?:ال)?(?:فلوس|فلوسي|مبلغ|المبلغ)(?!\w)"
    # its landing in the wallet asked: "فلوس السمك اللي رجعتوه نزلت بالمحفظه؟", "المبلغ وصل
    # محفظتي؟"
    r"|(?<!\w)(?:و?فلوس|و?الفلوس|فلوسي|المبلغ|مبلغ|الاسترجاع|الريفند)(?:\s+\S+){0,5}?\s+"
    r"(?:نزلت|نزل|وصلت|وصل|دخلت|دخل|رجعت|رجع|انضافت|انضاف|انحطت|تنزل|ينزل)\s+"
    # ...the wallet kept in English, as Arabizi is read: "il floos rij3at lil wallet?"
    r"(?:في\s+|على\s+|ب\s?|ل\s?|لل\s?)?(?:ال\s?)?(?:محفظ\S*|wallet\b)",
)
# Where the money went, asked of goods sent back: "where did my refund go", "el zbaidi elli
# rajja3to, el flos wain ra7at?" (read "...رججعتو, الفلوس وين رحت"), "وين راحت فلوسي حق
# المرتجع"; money gone elsewhere ("where did the money go, i spent it on shoes") is no refund
_WENT = Bilingual(
    r"\bwhere (?:did|has|have) (?:my |the |our )?(?:refund|money)\b.{0,30}\b(?:go|gone|went)\b",
    r"(?<!\w)(?:الفلوس|فلوسي|المبلغ|مبلغي) (?:\S+ ){0,3}وين (?:راحت|راح|رحت|راحو|راحوا|صارت|صار)(?!\w)"
    r"|(?<!\w)وين (?:راحت|راح|رحت|راحو|راحوا) (?:ال ?)?(?:فلوس|فلوسي|المبلغ|مبلغي)(?!\w)",
)
_SENT_BACK = Bilingual(
    r"\b(?:refund\w*|return\w*|sent back|gave back)\b",
    r"(?<!\w)\S*(?:رجع|رججع|مرتجع|استرجاع|ارجاع|استرداد|ريفند)\S*(?!\w)",
)
_REFUNDS_RULE = words("returns refunds refund wallet")

# The wallet named in one part and the money's landing asked "in it" in the next: "how much
# is in my wallet? and did the fish refund land in it?", "كم في محفظتي؟ والمبلغ اللي رجعتوه
# دخل فيها؟"; the "it" is the wallet only when the message names one
# (Arabizi "mahfazti" is read "مهفزتي")
_WALLET = Bilingual(r"\bwallet\b", r"محفظ|مهفز|مهفظ")
_LANDED_IN_IT = Bilingual(
    r"\b(?:refund|money|amount|cash)\b.{0,40}\b(?:reach|reached|hit|land|landed|show up|showed up"
    r"|go|gone|went|get|got|come|came|arrived?|put|added)\b (?:in|into|to|onto) it\b",
    r"(?<!\w)(?:و?فلوس|و?الفلوس|فلوسي|و?المبلغ|مبلغ|الاسترجاع|الريفند)(?:\s+\S+){0,6}?\s+"
    r"(?:نزلت|نزل|وصلت|وصل|دخلت|دخل|رجعت|رجع|انضافت|انضاف|انحطت|انحط|تنزل|ينزل)\s+"
    r"(?:فيها|فيه|بها|بيها|لها|عليها)(?!\w)",
)
# ...but the shopper's own money put in is a top-up, no refund's landing: "can i top up my
# wallet? does the money go into it at once", "how much cash can i put into it", "if i add
# cash will it go to it", "اقدر اشحن محفظتي؟ الفلوس تنزل فيها؟" (Arabizi "ash7in" is read
# "اشحن")
_TOPS_UP = Bilingual(
    r"\b(?:top(?:ping)?[ -]?up|recharge|reload)\b"
    r"|\b(?:i|we)(?:'d|'ll|m)?(?: \w+){0,2} (?:put|putting|add|adding|load|transfer|deposit)\b",
    r"(?<!\w)(?:اشحن|نشحن|شحن|يشحن|تشحن|اعبي|نعبي|تعبئه|تعبئة|اودع|احط|نحط|اضيف|نضيف)(?!\w)",
)


# A cancelling already done, told: "i cancelled it", "الغيت طلب", "kansalt"
_CANCELLED_ALREADY = Bilingual(
    r"\b(?:i|we) (?:already |just )?(?:cancell?ed|canceled)\b|\bkansalt\b",
    r"(?<!\w)(?:الغيت|لغيت|ألغيت|كنسلت|الغيته|الغيتها|كنسلته|كنسلتها)(?!\w)",
)


def cancels_for_it(turn: Turn) -> bool:
    """Cancelling asked, the money back being what it brings ("can i cancel and get my
    money back"), not a cancelling done whose refund is asked after."""
    return (
        order_refs.asks_to_cancel(turn)
        and _CANCELLED_ALREADY.search(turn.message.for_model) is None
    )


# Goods out of stock said, which "when will we get it back" asks of, no money named: "the
# laban is sold out, when do we get it back?"
_OUT_OF_STOCK = Bilingual(
    r"\b(?:out of stock|sold out|in stock|back in stock|restock\w*|unavailable|not available)\b",
    r"(?<!\w)(?:مخلص|مخلصه|خلصان|خلصانه|نفذ|نفذت|نفد|نفدت|مو متوفر|ما متوفر|غير متوفر)(?!\w)",
)
_MONEY = Bilingual(
    r"\b(?:money|refund\w*|cash|amount|paid|charge\w*|wallet|knet|card)\b",
    r"(?<!\w)(?:ال)?(?:فلوس|فلوسي|مبلغ|مبلغي|المبلغ|استرجاع|محفظه|دفعت)(?!\w)",
)


# Where the money went, asked as the wallet or the card right after an order's refund was
# talked of: "is it in my wallet or back on the card", "نزلت بالمحفظه ولا رجعت عالبطاقه؟",
# "bil ma7fatha wala 3al card?" (read "محفظه" and "card")
_WALLET_OR_CARD = Bilingual(
    r"\bwallet\b.{0,30}\bor\b.{0,30}\b(?:card|knet|bank|account)\b"
    r"|\b(?:card|knet|bank)\b.{0,30}\bor\b.{0,30}\bwallet\b",
    r"(?:محفظ|مهفز|مهفظ)\S*.{0,30}(?<!\w)(?:ولا|والا|او|أو|لو)(?!\w).{0,30}"
    r"(?:بطاق|كارد|card|كي ?نت|knet|بنك|حساب)"
    r"|(?:بطاق|كارد|card|كي ?نت|knet|بنك)\S*.{0,30}(?<!\w)(?:ولا|والا|او|أو|لو)(?!\w).{0,30}"
    r"(?:محفظ|مهفز|مهفظ)",
)
_PAYING = Bilingual(r"\b(?:pay|paying|checkout)\b", r"(?<!\w)(?:ادفع|تدفع|ندفع|الدفع|دفع)(?!\w)")
# The replies after which "it" is money owed back: an order's, or a refund asked after
_OF_MONEY_BACK = frozenset({"refund_asked", "complaint", "order", "order_status", "cancel_order"})


def _asks_where_it_went(turn: Turn) -> bool:
    said = turn.message.for_model
    return (
        turn.memory.get(INTENT) in _OF_MONEY_BACK
        and _WALLET_OR_CARD.search(said) is not None
        and _PAYING.search(said) is None
        and _TOPS_UP.search(said) is None
    )


@while_read
def asks_if_refunded(turn: Turn) -> bool:
    """The message asks whether money owed came back, and states no new problem; goods
    asked back in stock, no money named, are no refund."""
    said = turn.message.for_model
    asked = (
        _CAME_BACK.search(said) is not None
        or (_WENT.search(said) is not None and _SENT_BACK.search(said) is not None)
        or (
            _LANDED_IN_IT.search(said) is not None
            and _WALLET.search(said) is not None
            and _TOPS_UP.search(said) is None
        )
    )
    asked = asked or _asks_where_it_went(turn)
    if asked and _OUT_OF_STOCK.search(said) and not _MONEY.search(said):
        return False
    return asked and not states_a_problem(turn.message)


async def _refunded_order(turn: Turn, customer_id: str) -> Record | None:
    """The refunded order the question is about, by the goods, date or number it says; None
    when it names none ("did my refund come through": the rule and the wallet answer) or
    the shopper has no refunded order that fits."""
    an_order = turn.utterance.has("ORDER")  # "the money of the order i sent back"
    if not order_refs.goods_words(turn) and not turn.utterance.order_number and not an_order:
        return None
    orders = await turn.call("orders", turn.store.orders, customer_id)
    refunded = [o for o in orders if o.get("status") == "refunded"]
    number = turn.utterance.order_number
    if number:
        return next((o for o in refunded if o.get("orderNumber") == number.upper()), None)
    said = await order_refs.described(turn, refunded) if refunded else None
    if said is None:
        return refunded[0] if an_order and len(refunded) == 1 else None
    return said.fits[0] if said.fits else None


async def refund_asked(turn: Turn) -> None:
    """The refund of the order it is about is shown by that order's card, beside what the
    wallet holds now: whether the money landed is read off both, never guessed."""
    if turn.customer_id is None:
        turn.say("refund_asked_guest")
    else:
        refunded = await _refunded_order(turn, turn.customer_id)
        if refunded is not None:
            turn.say("refund_of_order")
            turn.block({"kind": "order_status", "orderId": refunded["_id"]})
            turn.memory[ORDER] = refunded["_id"]
        turn.say("refund_asked")
        account = await turn.call("account", turn.store.account, turn.customer_id)
        turn.text_block(balance_text(turn, account or {}))
        # "can i use it now?" next is of the money refunded to the wallet, not of points
        turn.memory[BALANCE_OF] = "wallet"
    await rule_card(turn, _REFUNDS_RULE)
    turn.chips("person", "cart")
