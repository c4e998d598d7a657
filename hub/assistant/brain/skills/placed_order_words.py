"""What a shopper says of an order already placed beyond where it is: the driver hurried or
his number asked, the order kept after asking how to cancel it, a code asked of it.

"Hurry them up" and "استعجلوا عليه" right after a late order's status are its driver
hurried; "the driver ... or his number" asks his number; "no, let it come", "لا خلاص خليه
يوصل" after how cancelling works keep the order (nothing was cancelled); "does BBQ10 work on
the chalet order" asks a code of an order that takes none. Read by `open_orders`.
"""

from __future__ import annotations

from hub.assistant.brain.matching import name_texts, same_word, stems
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.order_in_talk import points_back
from hub.assistant.brain.skills.order_refs import goods_words
from hub.assistant.brain.turn import Turn
from hub.record import Record

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
    # Arabizi the reading leaves misread: "3a6ni ra8mah", "ragmah"
    r"|\b(?:ra8m|raqm|ragm|ra2m|rigm)(?:a|ah|u|uh|o|oh)\b"
)
# The order kept after asking how to cancel it: "no, let it come", "keep it", "don't cancel",
# "لا خلاص خليه يوصل", "5allih yiji" (read "خليه يجي"), "خله ماشي", "5alah mashi" (let it go on)
_KEEPS_IT = Gated(
    r"\b(?:let it (?:come|be delivered|arrive)|keep (?:it|the order|my order)"
    r"|leave (?:it|the order|my order)|(?:never ?mind|forget) (?:the |about )?cancell?(?:ing|ation)?"
    r"|(?:don'?t|do not|dont|no need to) cancel)\b"
    r"|(?<!\w)(?:خليه|خليها|خلي|خله|خلوه|خلها|خلوها)\s+(?:\S+\s+)?(?:يجي|يوصل|توصل|تجي|يمشي|يكمل|توصلني"
    r"|يوصلني|ماشي|مشي|على حاله|على حالها|كذا|جذي)(?!\w)"
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

# A swap asked for cooking or for one's health, not of an order's goods: "what can i use to
# replace eggs in a cake", "a good swap for sugar in tea, i'm diabetic", "شو اقدر ابدل فيه
# السكر بالشاي", "shno asta3mil badal il bai6" (read "شو استعمل بدل البيض")
_FOR_COOKING = Gated(
    r"\b(?:use|using|cook\w*|bak(?:e|es|ed|ing)|cakes?|cookies|brownies|muffins|pancakes"
    r"|desserts?|recipes?|dish|tea|coffee|diabet\w*|diet|keto|vegan|healthy|healthier"
    r"|allerg\w*|lactose|gluten|sugar[- ]free)\b"
    r"|\bwhat(?:'?s| is| are| can| could| should| would| do)? (?:a |some |the )?(?:good |best |healthy )?"
    r"(?:swaps?|replacements?|substitutes?|alternatives?)\b"
    r"|\bwhat (?:can|could|should|do|would) (?:i|we|u|you) (?:use|replace|swap|sub)\b"
    r"|(?<!\w)(?:استخدم|استخدمه|نستخدم|استعمل|استعمله|نستعمل|اطبخ|طبخ|الطبخ|للطبخ|طبخه|كيك|الكيك"
    r"|بالكيك|للكيك|الكيكه|حلى|الحلى|وصفه|الوصفه|بالوصفه|شاي|الشاي|بالشاي|بال\s+شاي|للشاي|قهوه|القهوه"
    r"|بالقهوه|سكري|السكري|رجيم|دايت|صحي|حساسيه|عندي\s+السكر)(?!\w)"
    r"|(?<!\w)(?:شو|شنو|ايش|وش|اش)\s+(?:ممكن\s+|اقدر\s+|يصير\s+|احسن\s+)?"
    r"(?:ابدل|بدل|استخدم|استعمل|احط)(?!\w)"
)


async def swaps_its_own(turn: Turn, order: Record | None) -> bool:
    """A swap asked of the order just shown: "it" said of it, or one of its lines named, and
    no cooking or use said; a swap of goods in a dish or a cup is the kitchen's, not a
    change of the order."""
    if order is None or not swaps(turn) or _FOR_COOKING.search(turn.typed_and_read):
        return False
    if points_back(turn):
        return True
    ids = [str(line["productId"]) for line in order.get("items") or []]
    held = {
        word
        for product in (await products_by_ids(turn, ids)).values()
        for text in name_texts(product)
        for word in stems(text)
    }
    return any(
        same_word(form, stem)
        for word in goods_words(turn)
        for form in dict.fromkeys((word, word.removeprefix("ال") if len(word) > 4 else word))
        for stem in held
    )


def swaps(turn: Turn) -> bool:
    return bool(_SWAP.search(turn.typed_and_read))


def hurries(turn: Turn) -> bool:
    return bool(_HURRY.search(turn.typed_and_read))


def asks_his_number(turn: Turn) -> bool:
    return bool(_HIS_NUMBER.search(turn.typed_and_read))


# The order's own number asked, which "رقمه" also says: "شنو رقمه؟" of the order just shown
_ITS_NUMBER = Gated(r"(?<!\w)(?:شنو|شو|وش|ايش|اش|كم)\s+(?:ال\s?)?رقمه(?!\w)")


def asks_the_drivers_number(turn: Turn) -> bool:
    """His number asked with no driver named, of the order just shown ("ok give me his phone
    then"): none but its driver is "he"; "what's its number" asks the order's own."""
    return asks_his_number(turn) and not _ITS_NUMBER.search(turn.typed_and_read)


def keeps_it(turn: Turn) -> bool:
    return bool(_KEEPS_IT.search(turn.typed_and_read))


def names_a_code(turn: Turn) -> bool:
    """A code named, with its word ("the code", "كوبون") or alone ("FRESH10")."""
    return bool(turn.utterance.code) or bool(_A_CODE.search(turn.typed_and_read))


# Whether the goods named are sold at all, asked: "do you even sell it", "you have any?",
# "اكو؟", "عندكم؟", "تبيعون", Arabizi "fi 3indkum", "aku"
_SOLD_AT_ALL = Gated(
    r"\b(?:do|does) (?:you|u|ya) (?:\w+ )?(?:have|sell|carry|stock)\b|\b(?:you|u) (?:have|sell) any\b"
    r"|\bis there any\b|\b(?:3indkum|3ndkum|3andkum|aku|akoo|fee 3indkum|mawjood)\b"
    r"|(?<!\w)(?:اكو|عندكم|تبيعون|موجود|متوفر)(?!\w)"
)


def asks_if_sold(turn: Turn) -> bool:
    return _SOLD_AT_ALL.search(turn.typed_and_read) is not None
