"""What to do about, or how to do, a thing of another matter: "what should i do if my car
battery died", "شو اسوي اذا الغساله خربت", "sho asawi eza el telephone 6a7 bil mai",
"شلون اجدد الاقامه"; and a policy asked of such a thing ("can i return a car i just bought",
"ابي ارجع الكنب"), which the store's returns policy does not answer.

"سوي" is to make and to do, and "how do i" asks a recipe's way as readily as a bank's, so
the intent model reads such a question as a wish for meal ideas, a recipe or a policy, and
a word of it in another sense ("زيت السياره", a car's oil) can then ground a card. What the
message names decides: a car, a phone or a laptop, a bank's card or loan, a trip, a visa, a house's
fixtures and machines, work or school, one's hair or skin are no grocer's to answer, so the question is
declined whatever reading took it, unless it also names the store's own errand (an order,
a delivery, the cart, the app: "the driver scratched my car, what do i do" is ours).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

# A question of what to do or how to do it
_DOING = Bilingual(
    r"\bwhat (?:should|shall|do|can|could|would) (?:i|we|you) do\b|\bwhat to do\b"
    r"|\bhow (?:do|can|should|could|would) (?:i|we|you)\b|\bhow to\b|\bbest way to\b"
    r"|\bany (?:advice|tips)\b|\bwhat now\b",
    r"(?<!\w)(?:(?:شو|وش|شنو|ايش|اش|ش) (?:اسوي|نسوي|اسويه|اسوي فيه|الحل|اتصرف|تنصحني)"
    r"|شسوي|شنسوي|شلون|كيف|اتصرف|وش الحل|شو الحل)(?!\w)",
)
# ...about a thing of another matter: a car, a phone or a computer, a bank's card, a trip or
# its papers, a house's fixtures and machines, work, school, an insurer, a landlord, one's hair
# or skin. Not the
# fridge or the freezer, where food keeps, nor a password, which may be the app's.
_ANOTHER_MATTERS_THING = Bilingual(
    r"\b(?:(?:my |the |our )?car|cars|tyres?|tires?|engine|gearbox|brakes|windscreen"
    r"|(?:my |the )?(?:phone|iphone|mobile|laptop|computer|pc|printer|router|wifi|charger)"
    r"|atm|card pin|loan|mortgage|flights?|luggage|passport|residency|airport|air ?con"
    r"|ac unit|washing machine|dishwasher|dryer|water heater|pipes?|roof|ceiling|plumbing"
    r"|power cut|neighbou?rs?|landlord|boss|job interview|exam|insurance|accident"
    r"|driving licen[cs]e|(?:my )?(?:hair|skin|acne|pimples)"
    # ...as Arabizi is typed: "el telephone", "sayarti", "el ghassala", "jawazi"
    r"|tele?phone|til+ifoni?|talafoni?|sayar(?:a|ah|ti|tna)|jawali?|6ayar(?:a|ah)|6ayaran"
    r"|mukay+if|mkayef|ghas+ala|jawazi?|[ei]qama|jeeran|imti7an|ta2meen|sha3ri|sha3ar"
    r"|bashrati|wijhi)\b",
    r"(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:سياره|سيارتي|سيارتنا|سيارات|تاير|تواير|بنشر|ماطور"
    r"|فرامل|جوال|جوالي|تلفون|تلفوني|تليفون|موبايل|ايفون|لابتوب|كمبيوتر|طابعه|راوتر"
    r"|واي فاي|شاحن|بطاقه البنك|قرض|طياره|رحلتي|شنطتي|جواز|جوازي|اقامه|اقامتي"
    r"|مطار|مكيف|غساله|نشافه|سخان|حنفيه|مواسير|سقف|جيران|مديري|وظيفه|مقابله|امتحان"
    r"|تامين|حادث|شعري|شعر|بشرتي|بشره|وجهي|حبوب الوجه)(?!\w)",
)
# ...unless it names the store's own errand
_THE_STORES_ERRAND = Bilingual(
    r"\b(?:orders?|deliver\w*|groceries|cart|basket|driver|app|coupon|points|pay\w*"
    r"|account|address|number|log ?in|sign ?in|sign ?up|register|branch|pick ?up|refund\w*"
    r"|apple pay|knet|(?:from|to|with|at) (?:you|u)"
    r"|your (?:store|shop|app|team))\b",
    r"(?<!\w)(?:ال)?(?:طلب|طلبي|الطلبيه|طلبيه|اوردر|توصيل|[تيب]?توصل\w*|[تيب]?يوصل\w*|مندوب|سايق"
    r"|السله|سلتي|تطبيق\w*|موقعكم|\w*سجل\w*|فروع\w*"
    r"|كوبون|نقاط|ادفع|دفع|الدفع|اطلب|نطلب|حسابي|عنواني|العنوان|رقم|رقمي|فرع|استلم"
    r"|مبلغ|المبلغ|فلوسي|استرجاع|استرداد|ابل باي|كي نت|عندكم|منكم|لكم)(?!\w)",
)


def asks_what_to_do_elsewhere(text: str) -> bool:
    """Whether the message (as typed and as read) asks what to do about, or how to do, a
    thing of another matter, and names nothing of the store's errand."""
    return (
        _DOING.search(text) is not None
        and _ANOTHER_MATTERS_THING.search(text) is not None
        and _THE_STORES_ERRAND.search(text) is None
    )


# A policy asked: returning, refunding, exchanging, a warranty, cancelling
_A_POLICY = Bilingual(
    r"\b(?:return\w*|refund\w*|exchang\w*|warrant\w*|guarantee|cancel\w*|polic(?:y|ies)"
    r"|money back|arja3|irja3|istirja3|badal|9aman|kafala|alghi|siyasa)\b",
    r"(?<!\w)(?:ارجع\w*|ارجاع|استرجاع|استرجع\w*|ترجيع|استبدال|ابدل\w*|ضمان|كفاله|الغي|الغاء"
    r"|سياسه)(?!\w)",
)
# ...of furniture, which no grocery sells either
_FURNITURE = Bilingual(
    r"\b(?:sofas?|couch(?:es)?|beds?|mattress(?:es)?|wardrobes?|dining table|armchairs?"
    r"|curtains|carpets?|rugs?|kanab|kanabat)\b",
    r"(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:كنب|كنبه|سرير|مرتبه|دولاب|كبت|ستاير|سجاد|زوليه)(?!\w)",
)


def asks_a_policy_elsewhere(text: str, goods_of_another_trade: bool) -> bool:
    """Whether the message (as typed and as read) asks a policy (a return, a refund, a
    warranty) of a thing of another matter, of furniture, or of another trade's goods
    (`goods_of_another_trade`, `other_goods`), and names nothing of the store's errand."""
    if _A_POLICY.search(text) is None or _THE_STORES_ERRAND.search(text) is not None:
        return False
    return (
        goods_of_another_trade
        or _ANOTHER_MATTERS_THING.search(text) is not None
        or _FURNITURE.search(text) is not None
    )
