"""Goods wished for an occasion: "stuff for a graduation party", "drinks for a housewarming",
"bbq this weekend what do i need", "حفلة عيد ميلاد ولدي شو اشتري", "3indi shawi bukra".

The intent model reads the occasion (a party, a trip, a barbecue) as another matter's words
and finds the message off-topic, while the shop assistant hears a shopping list to make. Two
shapes decide: goods as a kind (stuff, snacks, drinks, اغراض) wished for something; or an
occasion named beside a question of what to buy or bring, or alone as the news of one being
held ("we're having a bbq tomorrow", "عندنا شوي بكره"). What is wished for other than goods
(a hall, decorations, ideas, what to wear) is another matter, and the message stays declined.
"""

from __future__ import annotations

from hub.assistant.brain.blessings import OPENS_WITH_A_GREETING
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Either, Gated

_GOODS_FOR = Gated(
    r"^(?:(?:i |we )?(?:need|want|looking for|get me|buy) )?(?:some |any )?(?:stuff|things"
    r"|snacks|drinks|food|supplies|goodies|treats|sweets|desserts|groceries|party food)"
    r"(?: and (?:snacks|drinks|juices?|sweets|food))? for (?:a|an|the|my|our|\w+'s|\w+s') \w+"
    r"|^(?:(?:ابي|ابغي|ابغى|نبي|نبغي|عطني|عطوني) )?(?:شي|اشياء|اشيا|اغراض|اغرط|اغراظ|سناكات|سناك"
    r"|snacks|مشروبات|مشروبت|حلويات|حلويت|اكل|تجهيزات|مقاضي) (?:حق|حقت|لل|ل)\s?\w+"
)
# how sure the gate must be that the message is the store's, for the shape to decide
GATE_FINDS_IT_OURS = 0.1


def goods_for_an_occasion(text: str) -> bool:
    """Whether the (normalised, lower-case) message wishes for goods as a kind for something."""
    return _GOODS_FOR.search(text.strip()) is not None


# The occasions a shop stocks up for, by kind, as the normaliser writes them in either script
# (Arabizi "7afla", "shawi", "3eed milad" arrive as "حفلا", "شوي", "عيد ملد")
_BBQ = (
    r"\b(?:bbq|barbe?cue|barbeque|grill|grilling|cook ?out)\b"
    r"|(?<!\w)(?:ال)?(?:مشاوي|شواء|شوا|مشوي)(?!\w)|(?<!كل )"
    # "شوي" after a word of how much is "a little": "غالي شوي" (a bit pricey), no barbecue
    r"(?<!غالي )(?<!حار )(?<!مالح )(?<!حلو )(?<!كبير )(?<!صغير )(?<!بارد )(?<!ثقيل )(?<!زايد )"
    r"(?<!ناقص )(?<!بعيد )(?<!متاخر )(?<!غاليه )(?<!حاره )(?<!كبيره )(?<!صغيره )(?<!زين )"
    r"(?<!\w)(?:ال|لل)?شوي(?!\w)"
)
_OUTING = (
    r"\b(?:picnic|camping|road trip|beach day|desert trip|chalet|chalets|beach|beach house)\b"
    r"|(?<!\w)(?:كشت\w|مخيم|ال?بر|رحله بر\w*|طلع[هت] (?:ال)?بر|طلعه|رحله)(?!\w)"
    # a weekend at the chalet or the beach, shopped for like any trip out
    r"|(?<!\w)(?:ال|لل|ل|بال)?(?:شاليه|شاليهات|شالي[هة]نا|شط|بحر)(?!\w)"
)
_PARTY = (
    r"\b(?:party|parties|birthday|bday|gathering|get[- ]together|housewarming|sleepover"
    r"|guests|(?:people|friends|family|guests) (?:coming )?over"
    # people brought together at home: "getting 25 people together saturday"
    r"|(?:getting|get|bringing|having) (?:\d+ |the |some |a few |all the )?"
    r"(?:people|friends|family|folks|relatives|guests|everyone) together)\b"
    # (Arabizi "9yoof" is read "صيوف", its ض written as the ص of a "9"; "dhyoof", "dyoof"
    # as "ذيوف", "ديوف")
    r"|(?<!\w)(?:حفل\w*|عيد (?:ميلاد|ملد)\w*|ميلاد|ملد|عزيم\w*|عزوم\w*|عازم\w*|ضيوف|صيوف|ذيوف|ديوف"
    r"|جمع[هة] (?:ال)?ربع"
    r"|تجمع\w*)(?!\w)"
)
# the breaking of the fast, and the Ramadan night gathering ("غبقه"), hosted for guests
_IFTAR = (
    r"\b(?:iftar|iftaar|ghabga|ghabqa|suhoor|sahoor)\b"
    r"|(?<!\w)(?:ال|لل)?(?:افطار|غبق[هةا]|غبغ[هةا]|سحور)(?!\w)|(?<!\w)(?:ال)?فطور (?:\S+ ){0,2}(?:رمضان|رمدن)"
)
# a child's school day, packed in a lunchbox or a school bag ("شنطة المدرسه", "الفسحه", the
# morning break; Arabizi "shanTat el madrasa", "fis7a" read "شنتت المدرسا", "الفسحا")
_SCHOOL = (
    r"\b(?:school|lunch ?box(?:es)?|back to school|recess)\b"
    r"|(?<!\w)(?:ل|لل|ال|بال)?(?:مدرسه|مدرسا|مدارس|فسحه|فسحا|فسحت\w*|لانش ?بوكس|لنش ?بوكس"
    r"|لونش ?بوكس)(?!\w)"
    r"|(?<!\w)(?:ل|ال|لل)?شن[طت]\w* (?:ال)?مدرس\w*"
)
# the children's mid-Ramadan night of sweets and nuts handed out door to door ("قرقيعان";
# Arabizi "gerge3an", "qarqee3an" read "قرقعن", "قرقيعن")
_GERGEAN = (
    r"\b(?:gergean|gergian|girgian|gergaan|garangao)\b"
    r"|(?<!\w)(?:ال|لل)?(?:قرقيعان|قرقيعن|قرقعن|قرنقعوه|كركيعان)(?!\w)"
)
# the dates, coffee and sweets set out for guests ("قدوع", "فواله", "ضيافه"; Arabizi
# "gdoo3", "fwala" kept as typed), the table a visit is welcomed with
_WELCOME = (
    r"\b(?:[gq]e?doo?3|[gq]du3|fu?wala|fawala|dh?iyafa|dheyafa)\b"
    r"|(?<!\w)(?:ال|لل|ل)?(?:قدوع|فواله|فوالة|فولا|ضيافه|ضيافة)(?!\w)"
)
# ...never a place to stay or a firm named by the same word ("شقق ضيافه للايجار", "dhiyafa
# hotel", "شركة ضيافه" for a wedding's buffet or a job): another trade's ("الدار", "البيت"
# alone are the shopper's own home, and "company coming" are guests)
_ANOTHER_TRADES_WELCOME = Gated(
    r"\b(?:hotels?|guest ?houses?|apartments?|rent\w*|resorts?|motels?|fundu[gq]|shi?[gq]a[gq]"
    r"|e?ejar|ijar|catering|caterers?)\b"
    r"|\b(?:dh?iyafa|dheyafa) (?:compan\w*|firms?|business\w*)\b"
    r"|\b(?:compan\w*|firms?|sharik\w*|shirk\w*) (?:of |for )?(?:dh?iyafa|dheyafa)\b"
    r"|(?<!\w)(?:ال|لل|و)?(?:فندق|فنادق|شقق|ايجار|منتجع)(?!\w)"
    r"|(?<!\w)(?:ب|ل|ال|و)?(?:دار|بيت|شقه|شقة|سكن|نزل|شركه|شركة|شركت|شركات|مؤسسه|مؤسسة)"
    r" (?:ال)?(?:ضيافه|ضيافة)(?!\w)"
)
_KINDS = (
    ("bbq", _BBQ),
    ("welcome", _WELCOME),
    ("gergean", _GERGEAN),
    ("iftar", _IFTAR),
    ("outing", _OUTING),
    ("party", _PARTY),
    ("school", _SCHOOL),
)
_OCCASIONS = tuple((kind, Gated(words)) for kind, words in _KINDS)
_AN_OCCASION = Either(*(pattern for _, pattern in _OCCASIONS))

# ...and a question of what to buy or bring for it, or goods named as a kind
_ASKS_GOODS = Gated(
    r"\bwhat (?:do|should|shall|can|must|would) (?:i|we) (?:need|get|buy|bring|order|grab"
    r"|pick up)\b|\bwhat (?:to|should i) (?:buy|get|bring)\b"
    r"|\bwhat (?:do|should|shall|can) (?:i|we) serve\b|\bwhat to serve\b"
    r"|\bwhat (?:do|will) (?:i|we) need\b|\bwhat (?:to|should i|do i|can i|shall i) (?:put|pack)\b|\b(?:what|which|any|some|need|want|get|buy)"
    r" (?:snacks|drinks|food|sweets|juices?|meat|stuff|things|supplies|goodies|treats)\b"
    r"|\bhelp me (?:shop|buy|get)\b|\bshopping (?:list )?for\b"
    r"|\bhelp (?:me )?with (?:the |my |a )?(?:shopping|groceries|grocery list|shopping list)\b"
    # what the store has for it: "anything for a ghabga?", "what do you have for iftar",
    # "عندكم شي حق الغبقه", "شي للغبقه", "شو عندكم" ("3indkom shay 7ag el ghabga")
    r"|\banything for\b|\bwhat (?:do you have|have you got|you got) for\b"
    # ("كل شي للشاليه" is everything sent there)
    r"|(?<!\w)(?<!كل )(?:شي|شيء|اشيا|اشياء) (?:حق|حقت|ل|لل)(?!\w)"
    r"|(?<!\w)(?<!كل )(?:شي|شيء|اشيا|اشياء) (?:ل|لل)\S"
    r"|(?<!\w)(?:شو|وش|شنو|ايش) عندكم(?!\w)"
    # all of its shopping from us: "want to get everything for it", "ابي اشتري كل الاغراض",
    # "abi a7a9el kil shay" (read "احصل كل شي")
    r"|\b(?:buy|get|order|grab) (?:everything|all (?:the |of the )?(?:stuff|things|items))\b"
    r"|(?<!\w)(?:اشتري|نشتري|احصل|نحصل|اطلب|نطلب|اجيب|نجيب) (?:كل|كلشي|كل شي)(?!\w)"
    # a kind of goods named beside the occasion: "lunchbox snacks", "back to school juices"
    r"|\b(?:snacks|juices|drinks|treats|goodies)\b"
    r"|(?<!\w)(?:سناكات|سناك|عصيرات|عصاير|مشروبات|حلويات)(?!\w)"
    # (Arabizi "naa5ith", "na5ith" are read "ناخث", "نخث")
    r"|(?<!\w)(?:شو|وش|شنو|ايش|ش) (?:اشتري|نشتري|اشتري له|اجيب|نجيب|احتاج|نحتاج|ناخذ|اخذ|ناخث|نخث"
    r"|احط|نحط|احطله|احطلها|احوط|نحوط"
    r"|اخث|يبي|يبيله"
    r"|يبيلها|يبيلنا|يبيلي|اقدم|نقدم|اطلب|نطلب|اغراض|الاغراض)(?!\w)"
    r"|(?<!\w)(?:ابي|ابغي|ابغى|نبي|نبغي|احتاج|نحتاج|عطني|عطوني) (?:اغراض|اغرط|اغراظ|اشياء|اشيا|اشيء"
    r"|سناكات|سناك|مشروبات|حلويات|لحم|مقاضي|تجهيزات|snacks|drinks|sweets|juices?|stuff)(?!\w)"
)
# Goods as a kind, no product named: "stuff", "things", "اغراض", "حاجات" (Arabizi "7agat"
# read "حقت"); wished for an occasion they are its shopping, never one product to add. The
# occasion's own goods too ("عندي عزيمه الخميس ابي اطلب اغراضها", its things)
_GOODS_AS_A_KIND = Gated(
    r"\b(?:stuff|things|supplies|groceries|essentials|items)\b"
    r"|(?<!\w)(?:اغراض|اغراظ|اغرض|حاجات|حاجيات|حقت|مقاضي|تجهيزات|لوازم|مستلزمات|موستلزمات"
    r"|مستلزمت|موستلزمت)(?:ها|هم)?(?!\w)"
)


def wishes_goods_as_a_kind(text: str) -> bool:
    """The message wishes for goods as a kind for an occasion it names ("i need stuff for
    the chalet", "اغراض غبقه"): a shopping list to make, which no cart change can be."""
    kind = occasion_of(text)
    # the guests' dates and coffee are goods by their own name: "want to put out some gdoo3"
    return kind is not None and (kind == "welcome" or _GOODS_AS_A_KIND.search(text) is not None)


def lunchbox_kept_to_a_diet(text: str) -> bool:
    """A school day's food for someone on a diet or with an allergy: "my daughter has
    celiac, what can she take in her lunchbox", "بنتي عندها حساسية جلوتين وش احط لها في
    اللانش بوكس"; a shopping list kept to the diet, not a dish to cook."""
    return occasion_of(text) == "school" and bool(_KEPT_TO.search(text))


_KEPT_TO = Gated(
    r"\b(?:celiac|coeliac|gluten|lactose|dairy|allerg\w*|vegan|vegetarian|diabetic|nut[- ]free)\b"
    r"|(?<!\w)(?:حساسي[هة]|جلوتين|الجلوتين|غلوتين|لاكتوز|اللاكتوز|نباتي|سكري|السكري)(?!\w)"
)


# ...or the occasion told as news, with no more than when it is and for how many
_WHEN = (
    r"(?: (?:this|next|on|for|at|in the|tonight|tomorrow|today|weekend|evening|night|friday"
    r"|saturday|sunday|thursday|\d+|people|kids|guests|friends|family|the|a|and|so|at home))*"
)
_HELD = (
    r"^(?:i'?m |we'?re |we are |i am |i |we )?(?:having|hosting|throwing|doing|planning|have"
    r"|got) (?:a |an |our |my |the |some )?(?:\w+ ){0,2}(?:OCC)" + _WHEN + r"\W*$"
    r"|^(?:عندي|عندنا|بسوي|بنسوي|نسوي|مسوين|بعزم|بنعزم) (?:\S+ ){0,2}(?:OCC)"
    r"(?: (?:بكره|باجر|الليله|اليوم|الخميس|الجمعه|السبت|الويكند|العصر|بالليل|في البيت|بالبيت"
    r"|ل?\d+|نفر|شخص|ضيف|ضيوف|عيال|ولد|بنت|ولدي|بنتي))*\W*$"
)
_HELD_BY_KIND = {kind: Pattern(_HELD.replace("OCC", words)) for kind, words in _KINDS}
# What is wished for other than goods: a place, a booking, ideas, decorations, what to wear
_ELSEWHERE = Gated(
    r"\b(?:hall|venue|book|booking|reserve|reservation|decor\w*|balloons?|ideas?|games?|wear"
    r"|dress|outfit|invit\w*|themes?|weather|restaurant|music|songs?|dj|photographer|gift"
    r"|present|planner|how (?:to|do i|do we) (?:plan|throw|organi[sz]e|host)"
    r"|(?:at|in) (?:a|the) (?:hotel|restaurant|club|cafe)"
    # a school's own matters: enrolling, fees, uniforms, books and pens, its bus
    r"|regist\w*|enrol\w*|fees|tuition|uniforms?|books?|stationery|pens?|pencils?|notebooks?"
    r"|teachers?|homework|bus|transport)\b"
    r"|(?<!\w)(?:قاع[هة]|قاعات|حجز|احجز|نحجز|زين[هة]|زينات|بالون\w*|افكار|فكر[هة]|العاب|لعب"
    r"|البس|لبس|فستان|دعو[هة]|دعوات|مطعم|اغاني|هدي[هة]|هدايا|مصور|منظم|فندق|الفندق"
    r"|تسجيل|رسوم|زي|كتب|قرطاسيه|اقلام|دفاتر|مدرس|مدرسين|واجب|واجبات|باص)(?!\w)"
)


# Advice asked for it: of a meal hosted (a ghabga, an iftar, a barbecue) it is its food,
# "عندنا غبقه الخميس وش تنصحوني" (Arabizi "tinsa7oni" read "تنسحوني"), "what do you
# recommend for our iftar"; of a party it may be games or a theme, another matter
_ADVICE = Gated(
    r"\b(?:suggest\w*|recommend\w*|advi[cs]e)\b"
    r"|(?<!\w)(?:تنصح\w*|تنسح\w*|نصيح\w*|تقترح\w*|اقترح\w*|اقتراح\w*)(?!\w)"
)
_MEALS_HOSTED = frozenset({"iftar", "bbq", "welcome"})
# ...or help asked to plan or ready it: of a meal hosted, its table is the help a grocer gives
# ("can you help me plan an iftar for 10", "i'm planning a ghabga next week, help",
# "ساعدني اجهز للغبقه", "sa3idni arattib el ghabga" read "ساعدني ارتب الغبقه")
_HELP_OR_PLAN = Gated(
    r"\b(?:help|helping|plan|planning|prepare|preparing|prep|organi[sz]e|organi[sz]ing"
    r"|get ready|getting ready)\b"
    r"|(?<!\w)(?:ساعدني|ساعدوني|تساعدني|تساعدوني|مساعده|مساعدتك|خطط|اخطط|نخطط|ارتب|نرتب|ترتيب"
    r"|اجهز|نجهز|تجهيز|احضر|نحضر|تحضير|اتجهز|نتجهز)(?!\w)"
)

# ...never help with an order of theirs, one awaited or come, nor with a problem stated ("help,
# my iftar order is missing the dates", "help, the dates for iftar arrived rotten", "can you
# help, the bbq charcoal you sent is wet", "ساعدني طلبيتي للغبقه ما وصلت")
_AN_ORDER = Gated(
    r"\border\w*|\b(?:my|the|our|your|this|that)(?: \w+)? deliver(?:y|ies)\b"
    r"|\b(?:sent|arrived|arrive[ds]?|came|delivered|received|never showed|showed up|got here"
    r"|rotten|spoil(?:t|ed)|mou?ldy|stale|expired|broken|damaged|crushed|leak\w*|wet|soggy"
    r"|smell\w*|missing|wrong|refund\w*|charged|complain\w*)\b"
    r"|(?<!\w)(?:ال)?(?:طلب|طلبي|طلبيه|طلبيتي|بطلبي|بطلبيتي|اوردر|اوردري|توصيل|التوصيل)(?!\w)"
    r"|(?<!\w)(?:وصل|وصلت|وصلني|وصلتني|وصلنا|ارسلتو|ارسلتوا|طرشتو|طرشتوا|جاني|جتني|خربان\w*"
    r"|فاسد\w*|معفن\w*|ناقص\w*|مكسور\w*|منتهي\w*|غلط|مبلل\w*|ريحت\w*|شكوى)(?!\w)"
)


def occasion_of(text: str) -> str | None:
    """The occasion the (normalised) message names: "bbq", "welcome" (guests' dates and
    coffee), "iftar", "outing", "party" or "school"."""
    if not _AN_OCCASION.may_match(text):
        return None
    for kind, pattern in _OCCASIONS:
        if pattern.search(text) and not (
            kind == "welcome" and _ANOTHER_TRADES_WELCOME.search(text)
        ):
            return kind
    return None


# Which goods to buy, asked: "شو اشتري", "shnu ashtiri" (read "شو اشتري"), "what should i buy".
# Its verb of buying is no wish to buy anything named yet.
_WHICH_GOODS = Gated(
    r"\bwhat (?:do|should|shall|can|must|would) (?:i|we) (?:need to |have to )?(?:buy|get|order)\b"
    r"|\bwhat (?:to|should i) (?:buy|get)\b"
    r"|(?<!\w)(?:شو|وش|شنو|ايش|ش) (?:اشتري|نشتري|اجيب|نجيب|اطلب|نطلب|اخذ|ناخذ)(?!\w)"
)


def asks_which_goods(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks which goods to buy for an occasion
    rather than naming goods to put in the cart."""
    return shops_for_an_occasion(text) and _WHICH_GOODS.search(text) is not None


# A meal of the day shopped for, its goods as a kind: "need stuff for breakfast", "breakfast
# shopping", "ابي اغراض فطور", "abi 7agat lil re6oog" (read "حقت لل ريوق"). A meal is no
# occasion held, and "what to make for breakfast" asks a recipe: only the meal's goods wished
# for count, the goods word beside the meal ("i had breakfast, help me with dinner stuff" is
# not), and wished for ("can my breakfast things come tomorrow" asks of a delivery)
_MEAL = r"(?:breakfast|(?:(?:حق|لل|ل) ?)?(?:ال)?(?:فطور|ريوق|رويق|رطوق))"
_GOODS_WORD = (
    r"(?:stuff|things|shopping|groceries|grocery|supplies|essentials|items"
    r"|تسوق|مقاضي|مقاضيه|اغراض|اغراظ|حاجات|حاجيات|حقت|اشياء|اشيا|اشيء|لوازم)"
)
_A_MEAL_SHOPPED = Gated(
    rf"(?<!\w)(?<!english )"
    rf"(?:{_MEAL} (?:{_GOODS_WORD})|{_GOODS_WORD} (?:for |4 |of )?(?:the |our |a |tomorrow'?s )?{_MEAL})"
    r"(?!\w)"
)
_GOODS_WANTED = Gated(
    r"\b(?:want|wanna|need|needs|get me|get us|buy|order|show|shopping|groceries|list|pls|please|help me"
    r"|suggest|what|which|any)\b"
    r"|(?<!\w)(?:ابي|ابغي|ابغى|ابا|نبي|ودي|بغيت|محتاج|محتاجين|اطلب|نطلب|عندكم|شو|وش|ايش|شنو|اقترح"
    r"|تسوق|مقاضي)(?!\w)"
)


def meal_shopped_for(text: str) -> str | None:
    """ "breakfast" when the (normalised, lower-case) message shops for its goods."""
    if _ELSEWHERE.search(text) or not _A_MEAL_SHOPPED.search(text):
        return None
    return "breakfast" if _GOODS_WANTED.search(text) else None


# A household's own shop for a span of days: "groceries for the week", "weekly shopping for a
# family of 4", "مقاضي الشهر", "ابي اغراض الاسبوع" (Arabizi "aghra9 el esboo3" read "اغراض
# الاسبوع"): the staples across the aisles, as for a meal of the day. Never an order of that
# shop, nor a delivery every week ("when does my weekly shop come", "توصلون كل اسبوع؟")
_SPAN_GOODS = (
    r"(?:shop|shopping|groceries|grocery(?: shopping| run| list)?|essentials|basics|stock ?up"
    r"|food|stuff|supplies)"
)
_SPAN_SHOPPED = Gated(
    rf"\b(?:weekly|monthly) {_SPAN_GOODS}\b"
    rf"|\b(?:a |one |the |this |next )?(?:week|month)(?:'?s|s'?)? (?:worth of )?{_SPAN_GOODS}\b"
    rf"|\b{_SPAN_GOODS} (?:for|4) (?:the|a|one|this|next|1|a whole|the whole) (?:week|month)\b"
    r"|(?<!\w)(?:اغراض|اغراظ|مقاضي|مقاضيه|حاجات|حاجيات|تسوق|اكل)(?: (?:حق|حقت|مال))?"
    r" (?:ال|لل|ل)?(?:اسبوع|شهر|اسبوعي[هة]|شهري[هة])(?!\w)"
)
_SPAN_DELIVERED = Gated(
    r"\b(?:deliver\w*|arriv\w*|come|comes|coming|slot|slots|subscri\w*|recurring|repeat\w*"
    r"|every (?:week|month)|each (?:week|month)|spent|spend|last (?:week|month))\b"
    r"|(?<!\w)(?:توصيل|توصلون|يوصل|توصل|يجي|تجي|اشتراك|كل (?:ال)?(?:اسبوع|شهر)|صرفت|الماضي)(?!\w)"
)


def staples_shopped_for(text: str) -> bool:
    """Whether the (normalised, lower-case) message shops for a span's household goods."""
    return (
        _SPAN_SHOPPED.search(text) is not None
        and _GOODS_WANTED.search(text) is not None
        and not (_ELSEWHERE.search(text) or _AN_ORDER.search(text) or _SPAN_DELIVERED.search(text))
    )


def shopped_for(text: str) -> str | None:
    """What the (normalised) message shops for: an occasion (`occasion_of`), a meal of the
    day (`meal_shopped_for`) or a span's "staples"."""
    said = text.lower()
    return (
        occasion_of(text)
        or meal_shopped_for(said)
        or ("staples" if staples_shopped_for(said) else None)
    )


def shops_for_an_occasion(text: str) -> bool:
    """Whether the message asks what to buy for an occasion it names, or tells of one being
    held; nothing wished for other than goods. A meal of the day's goods too
    (`meal_shopped_for`)."""
    text = text.strip()
    if _ELSEWHERE.search(text):
        return False
    kind = occasion_of(text)
    if kind is None:
        return meal_shopped_for(text) is not None or staples_shopped_for(text.lower())
    if kind == "welcome" and not _AN_ORDER.search(text):
        return True  # "ابي اسوي فواله": the word is the goods set out, as "snacks" would be
    helped = _HELP_OR_PLAN.search(text) is not None and not _AN_ORDER.search(text)
    if _ADVICE.search(text) or helped:
        if kind in _MEALS_HOSTED:
            return True
        if _ADVICE.search(text):
            return False
    if _ASKS_GOODS.search(text) or goods_for_an_occasion(text) or wishes_goods_as_a_kind(text):
        return True
    # a greeting before the news: "هلا عندنا غبقه الخميس", "hi we're having a bbq tomorrow"
    return _HELD_BY_KIND[kind].search(OPENS_WITH_A_GREETING.sub("", text)) is not None


# What to cook, asked of a meal of the day or an occasion: "3indi 3azeema bachir shasawi",
# "shasawi rayoog lil 3yal" (read "شسوي ريوق"), "dinner for my in-laws, what should i make".
# The gate finds an occasion or a household's day another matter's; the grocer hears a wish
# for meal ideas from its recipes. "shasawi" alone asks what to do about anything.
_WHAT_TO_MAKE = Gated(
    r"\bwhat (?:should|shall|do|can|could) (?:i|we) (?:make|cook|prepare|eat|have)\b"
    r"|\bwhat to (?:make|cook|prepare|eat)\b"
    r"|(?<!\w)(?:(?:شنو|شو|وش|ش) (?:اسوي|نسوي|اطبخ|نطبخ|اسويلهم|نسويلهم|اكل|ناكل)|شسوي|شنسوي|شطبخ"
    r"|شنطبخ)(?!\w)"
)
# a meal of the day, or a snack between them ("عندي رجيم شو اكل سناك")
_MEAL_OF_THE_DAY = Gated(
    r"\b(?:breakfast|brunch|lunch|dinner|supper|iftar|suhoor|snack)\b"
    r"|(?<!\w)(?:ال|لل|ل)?(?:فطور|ريوق|غدا|عشا|سحور|فطار|سناك)(?!\w)"
)


# ...or with a food the shopper has: "what can i make with red lentils", "got leftover rice,
# what can i do with it", "شو اسوي بالعدس", "wesh asawi bel 3adas" (read "وش اسوي بال عدس")
_MADE_WITH = Gated(
    r"\bwhat (?:should|shall|do|can|could) (?:i|we) (?:make|cook|prepare|do) with\b"
    r"|\bwhat to (?:make|cook|do) with\b|\bleft ?overs?\b.*\b(?:what|ideas?|how)\b"
    r"|(?<!\w)(?:(?:شنو|شو|وش|ش|ايش|اش) (?:اسوي|نسوي|اطبخ|نطبخ)|شسوي|شنسوي|شطبخ) (?:ب|بال)\s?\S"
)


def asks_what_to_make_with(text: str) -> bool:
    """Whether the (normalised) message asks what to make with something it has; whether
    that is a food ("with my old phone" is not) is the domain gate's to say."""
    return bool(_MADE_WITH.search(text))


# A meal of the day cooked for others, by a count of people or by who comes: "hosting dinner
# for 8", "a family lunch sunday for 12", "غدا لـ ١٢ نفر"
_FOR_OTHERS = Gated(
    r"\b(?:hosting|host|family|guests|in-?laws|for \d+|\d+ (?:people|ppl|persons|guests|adults))\b"
    r"|(?<!\w)(?:عازم|عازمه|عازمين|ضيوف|اهلي|اهلنا|ل?\d+ (?:نفر|اشخاص|شخص|ضيف))(?!\w)"
)
# ...and what to buy or what is needed for it
_WHAT_IS_NEEDED = Gated(
    r"\bwhat (?:do|will|would|should) (?:i|we) (?:need|buy|get)\b|\bwhat (?:to|should i) (?:buy|get)\b"
    r"|(?<!\w)(?:شو|وش|شنو|ايش|ش) (?:احتاج|نحتاج|اشتري|نشتري|اجيب|نجيب)(?!\w)"
)


def asks_what_to_make(text: str) -> bool:
    """Whether the (normalised) message asks what to cook for a meal of the day or an
    occasion it names, or what to buy for a meal of the day cooked for others: ideas from
    the store's recipes, whose goods the cart can take."""
    if not _WHAT_TO_MAKE.search(text):
        return bool(
            _WHAT_IS_NEEDED.search(text)
            and _MEAL_OF_THE_DAY.search(text)
            and _FOR_OTHERS.search(text)
            and occasion_of(text) is None
        )
    return bool(_MEAL_OF_THE_DAY.search(text)) or occasion_of(text) is not None
