"""Words that say something went wrong with an order, its goods or the people who bring it.

The intent model meets a complaint in words it may never have seen ("the dates were dry and
hard", "jabouli pepsi badal coca cola", "el mandoob ma wa9al"); these patterns let the shape of
the message say so, and the understanding decides when they overrule the model.
"""

from __future__ import annotations

import re

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Either, Gated
from hub.assistant.brain.payment_trouble import tells_of_it as tells_of_payment_trouble
from hub.assistant.brain.utterance import Utterance

# Something went wrong with an order or its delivery, said in words the model may not have
# met: "your driver was so rude today", "el mandoob ma wa9al". Read as a complaint when the
# model found the message off-topic or vague.
_PROBLEM = Bilingual(
    r"\b(?:rude|impolite|unprofessional|late|never (?:came|arrived|showed(?: up)?|turned up)"
    r"|didn'?t (?:come|arrive|show up|turn up)|has ?n[o']?t (?:come|arrived|shown up)|still not here"
    r"|missing|damaged|broken|crushed|expired|spoiled|rotten|leaking|wrong item"
    r"|overcharged|charged twice|double charged|compensat\w*|wrong(?! with)"
    # the shopper saying so: "i need to complain", "i want to make a complaint"
    r"|complain|complaining|complaint|file a complaint)\b",
    # "مكسرات" (nuts) is no "مكسر" (broken), nor "انتو خايسين" (said of us) a food gone off
    r"وقح|قليل ادب|متاخر|تاخر|ما وصل|ناقص|نقص|مكسور|مكسر(?!ات)|منتهي|خربان|خايس(?!ين)|انخصم مرتين|تعويض"
    r"|ابي اشتكي|بشتكي|شكوى|اشتكي",
)
# Charged twice or wrongly, in any words for the money and for twice ("انسحبت مني الفلوس
# مرتين على نفس الطلب" names an order too, and is no reorder)
CHARGED_TWICE = Bilingual(
    r"charg\w* (?:me )?(?:twice|double|two times|2 times)|double charg|charged wrong"
    r"|(?:deducted|paid|taken|took|billed|debited|charged)\b(?: \w+){0,4} (?:twice|two times)"
    r"|twice on (?:my )?(?:card|knet)"
    # charged for what was never chosen: "you charged me for express but i didn't pick it"
    r"|charg\w* (?:me |us )?for\b(?: \S+){1,5} (?:but|and|though|when) (?:i|we) (?:didn'?t|did not|never)"
    r" (?:pick|choose|chose|select|want|ask for|order)"
    # a price billed other than the app's, a code that did not take: "the invoice has a
    # different price than the app", "FRESH10 didn't apply and i paid full"
    r"|\b(?:invoice|bill|receipt)\b(?: \S+){0,6} (?:different|wrong|higher|more than|not the same)\b"
    r"|\b(?:didn'?t|did not|wasn'?t|was not|never) (?:apply|applied|get applied|work)\b"
    r"(?: \S+){0,4} (?:paid|charged)(?: me)? (?:full|the full|full price|more)\b",
    r"(?:ان[خح][صس]م|[خح][صس]م|انسحب|سحب|ماخذين|اخذتو|اخذو|دفعت|حاسبتو|حسبتو|الفلوس|المبلغ|فلوسي)\w*"
    r"(?: \w+){0,4} (?:مر+ت(?:ي|ا)?ن|دبل|مضاعف)"  # "marratain" is read "مررتين"
    # "حسبتوا علي توصيل سريع وانا ما اخترته"
    r"|(?:حسبتو|حاسبتو|حسبتوا|حاسبتوني|حسبتوني|خصمتو|خصمتوا|اخذتو|اخذتوا)\w*(?: \S+){1,5}"
    r" و ?(?:انا |احنا )?(?:ما|مو|مب) (?:اخترت|اخترنا|طلبت|طلبنا|بغيت|بغينا|ابي)\w*"
    # "الفاتوره فيها سعر غير اللي بالتطبيق"
    r"|(?<!\w)(?:الفاتوره|الحساب|الرسيت|الايصال)(?!\w)(?: \S+){0,3} (?:سعر|اسعار) (?:غير|غلط|اغلى|مختلف)",
)
# The state an item came in: with a word saying it came ("were", "وصل", "كانت"), a complaint
# about what was delivered, whatever the model read ("the strawberries in my last order were
# all mouldy" names an order and a product too).
_BAD_ITEM = Bilingual(
    r"\b(?:mou?ldy|mou?ld|rotten|expired|spoil(?:ed|t)|stale|smelly|leak(?:ed|ing)"
    # "off" of a food gone off, not of a shift or a day ("just got off work", "my day off")
    r"|(?:gone|went|go|goes|going|turned|smell\w*|tast\w*|was|were|is|are|been|all) off"
    r"|damaged|broken|crushed|squashed|melted|torn|cracked|dented|bad)\b",
    r"(?<!\w)(?:خربان|خربانه|خربت|خايس|خايسه|عفن|معفن|معفنه|فاسد|فاسده|منتهي|منتهيه|مكسور"
    r"|مكسوره|مكسر|يابس|يابسه|يبس|ذايب|معفوس|معفوسه|مفعوص|مفعوصه|مشقوق|مشقوقه|مخروم|مخرومه"
    r"|مفتوح|مفتوحه|مبعوج|مبعوجه)(?!\w)",
)
# How a food is found gone off once it came, in words that may also describe a food wanted
# ("sour cream", "حامض" of a lemon): a complaint only when the message says it came or was.
_WENT_OFF = Bilingual(
    r"\b(?:sour(?:ed)?(?! cream| cherr)|curdled|lumpy|soggy|mushy|slimy|stinks|stinky|smelt|smelled|rancid)\b",
    r"(?<!\w)(?:حامض|حامضه|معجن|معجنه|معجون|مخيس|مخيسه|متعفن|متعفنه|لزج|ريحته|ريحتها)(?!\w)",
)
# ...or in the state it came in, said after the word that it came or was ("the dates were dry
# and hard", "my chicken came thawed", "the watermelon was not ripe"): words that may also
# name a food wanted ("dry dates", "green apples") only in that place.
_CAME_IN_A_STATE = Bilingual(
    r"\b(?:was|were|came|arrived|looked|looks|smells?|smelled|smelt|tast(?:ed|es))\b(?: \w+){0,3}"
    r" (?:dry|hard|thawed|defrosted|unripe|overripe|squished|squashed|bruised|fishy"
    r"|watery|tasteless|bland|burnt|not (?:ripe|fresh|cold|sealed|sweet|cleaned|cut|sliced"
    r"|skinned|deboned|peeled|washed|marinated|as (?:i )?(?:asked|ordered|requested))"
    r"|white inside)\b"
    r"|\b(?:not|wasn'?t|weren'?t|isn'?t) (?:fresh|ripe|cold) at all\b",
    # "الرقي كان ابيض من داخل، مو حلو", "el watermelon kan abyath min dakhil" (read "...من دخل")
    r"(?<!\w)(?:كان|كانت|كانو|طلع|طلعت|طلعو|وصل|وصلت|جا|جات)(?: \S+){0,3} (?:ابيض من (?:داخل|دخل|جوا)"
    r"|(?:مو|مب|مش|ما) (?:حلو|حلوه|طيب|طيبه|مستوي|مستويه|ناضج|ناضجه)|ما ?فيه طعم|بدون طعم|ماصخ"
    r"|ماصخه|قاسي|قاسيه)(?!\w)",
)
# What was found in a food: "there were bugs in the flour", "الطحين فيه حشرات", "found a hair
# in the hummus"; never asked of a food wanted, so a complaint wherever it is said.
FOUND_IN_IT = Bilingual(
    r"\b(?:bugs?|insects?|worms?|weevils?|maggots?|a hair|hairs|a stone|stones|plastic|glass)"
    r" (?:in|inside|on)\b|\b(?:found|there (?:was|were|is|are)) (?:a |some )?(?:bugs?|insects?"
    r"|worms?|weevils?|maggots?|hair|stones?|plastic|glass)\b",
    r"(?<!\w)(?:فيه|فيها|فيهم|لقيت|لقينا|داخله|داخلها)(?: \S+)? (?:دود|دوده|حشرات|حشره|سوس|شعر|شعره"
    r"|حصى|حصاه|بلاستيك|زجاج)(?!\w)",
)
# A food said to be in a bad state with a word that makes it a grievance ("the bananas are all
# soft and black", "the mangoes are not ripe at all"), where "is the bread soft?" asks.
_ALL_GONE = Bilingual(
    r"\b(?:are|is|were|was)\b (?:all |so |too |really |completely |totally |very |half )+"
    r"(?:soft|mushy|black|brown|hard|green|dry|warm|open|opened|crushed|squashed|cracked"
    r"|bruised|leaking|wet|frozen|thawed)\b",
    r"(?<!\w)(?:مو|مب|مش|ما) (?:كان |كانت )?(?:مستوي|مستويه|طازج|طازجه|نظيف|نظيفه|منظف|منظفه|مقطع|مقطعه|بارد"
    r"|بارده)(?!\w)(?: \S+){0,3}(?: مثل ما طلبت| زي ما طلبت)?",
)
# An item missing from what came, said as a repeated grievance: "item missing again, third
# time this month", "للمره الثالثه ينقص علي غرض"
_MISSING_AGAIN = Bilingual(
    r"\b(?:item|items|something|things?|stuff)\b(?: \w+){0,2} missing\b|\bmissing (?:again|items?)\b",
    r"(?<!\w)(?:ينقص|ينقصني|نقصني|ناقص|ناقصه|ناقصين|نقص)(?: علي| علينا| لي| لنا)? (?:غرض|اغراض"
    r"|شي|حاجه|حاجات|منتج|منتجات|اشيا|اشياء)(?!\w)",
)
# Less came than was ordered, or something else: "i ordered 2 kg of tomatoes and got 1",
# "طلبت ٢ كيلو طماط وجاني كيلو"; the counts are the order's, no cart change.
_ORDERED_BUT = Bilingual(
    r"\bi ordered\b(?: \S+){1,6} (?:and|but) (?:only )?(?:got|received|you sent|they sent|came)"
    r" (?:only |just )?(?:\d|one|two|half|the wrong|wrong|a different|someone else)",
    r"(?<!\w)طلبت(?: \S+){1,5} (?:و ?|بس )?(?:جاني|جاتني|وصلني|وصلتني|جابولي|جبتولي|جبتوا|جا|جات"
    r"|واصلني)"
    # ...or another kind of it: "طلبت حليب قليل الدسم وجا كامل الدسم", "6alabt tide gel w ja powder"
    r" (?:بس )?(?:\d|كيلو|kilo|واحد|وحده|حبه|نص|غلط|غير|كامل|قليل|خالي|كبير|صغير|الكبير|الصغير"
    r"|حجم|نوع|ماركه|بودر|سائل|full|light|low|big|small|large|powder|gel|liquid|diet|regular)",
)
# A size or count other than the one ordered, said of what came: "the milk is 1 litre not 2",
# "الحليب طلع لتر مو لترين", "el 7aleeb ja 1 litre mo 2" (read "الحليب جا 1 litre مو 2");
# a food's name before it, so "1 litre not 2" alone (a count changed) is none
_UNITS = (
    r"(?:litres?|liters?|ltrs?|l|kg|kilos?|grams?|g|ml|packs?|pieces?|pcs|bottles?|cartons?"
    r"|لتر|لترين|كيلو|كيلوين|جرام|غرام|حبه|حبتين|باكيت|كرتون|كرتونين|قنينه)"
)
_OTHER_SIZE_CAME = Bilingual(
    rf"\b[a-z]{{3,}} (?:is|was|were|are|came|arrived|came in)\b(?: (?:only|just|a|one))?"
    rf"(?: \d+(?:\.\d+)?)? ?{_UNITS}\b,? (?:not|instead of|and not|but i ordered) "
    r"(?:\d|one|two|three|four|five|a\b|the\b)",
    rf"(?<!\w)(?:طلع|طلعت|كان|كانت|جا|جات|وصل|وصلت|جاني|جاتني)(?: (?:بس|\d+(?:\.\d+)?|واحد|وحده))*"
    rf" ?{_UNITS}(?: (?:واحد|وحده|بس))?(?!\w) (?:مو|مب|مش|مهوب|بدل|بدال|وانا طالب|و انا طالب)(?!\w)",
)
# Something else brought than what was ordered: "they sent me pepsi instead of coke",
# "جابولي بيبسي بدال كوكاكولا"
_SENT_INSTEAD = Bilingual(
    r"\b(?:sent|brought|gave|delivered)(?: me| us)?\b(?: \S+){1,4} instead of\b",
    r"(?<!\w)(?:جابولي|جابو لي|جابوا لي|جبتولي|جبتو لي|جبتوا لي|وصلني|وصلتني|جاني|عطوني|ارسلتولي)"
    r"(?: \S+){1,4} (?:بدال|بدل)(?!\w)",
)
# One measure said against another: "the milk is 1 litre not 2", "came 1kg instead of 5kg",
# "el 7aleeb 1 litre mo 2" (read "...1 litre مو 2"), "جاني لتر مو لترين": of goods that came,
# a wrong size (the order or a complaint in talk says they came)
_MEASURE = (
    r"(?:l|ltr|litres?|liters?|kg|kgs|kilos?|g|gm|grams?|ml|pcs|pieces|packs?|لتر|لترين|كيلو"
    r"|كيلوين|كغ|غرام|جرام|مل|حبه|حبات)"
)
WRONG_MEASURE = Pattern(
    rf"(?:\d+(?:\.\d+)?\s?{_MEASURE}?|(?<!\w){_MEASURE})\s(?:not|instead of|rather than|مو|مب|مش"
    rf"|بدال|بدل|وليس)\s(?:the\s|a\s|ال)?(?:\d|لترين|كيلوين|{_MEASURE}(?!\w))",
    re.IGNORECASE,
)
_RECEIVED = Bilingual(
    r"\b(?:got|came|arrived|received|delivered|was|were|brought|sent)\b",
    r"(?<!\w)(?:كان|كانت|كانو|جاني|جاتني|اجاني|وصلني|وصلتني|وصل|وصلت|جبتوه|جبتوها|جبتوه"
    r"|جابوه|جابوها|طلع|طلعت|واصل|واصله|واصلني|واصلتني|جا|جات)(?!\w)",
)
_CAME = Bilingual(
    r"\b(?:was|were|came|arrived|got|received|delivered|is|are)\b",
    r"(?<!\w)(?:كان|كانت|كانو|كانوا|كن|وصل|وصلت|وصلني|جاني|جاتني|اجاني|طلع|طلعت|طلعو|واصل"
    r"|واصله|واصلني|واصلتني)(?!\w)",
)
# Asking to be made good ("ابي تعويض", "i want my money back"), not how refunds work.
AMENDS = Bilingual(
    r"\b(?:compensat\w*|money back|refund me|my refund)\b",
    r"(?<!\w)(?:تعويض|فلوسي|ترجعون فلوسي)(?!\w)",
)
# Amends the shopper hears refused, asked back as a grievance: "so you won't refund me?",
# "يعني ما ترجعون فلوسي؟", "ya3ni ma bt3aw'doni?"; not "can I get a refund if..." (the rule)
AMENDS_REFUSED = Bilingual(
    r"\b(?:won'?t|wont|will not|not going to|don'?t|do not|can'?t|cannot|never)\b(?: \w+){0,3}"
    r" (?:refund|compensate|give (?:me )?(?:my )?money back|pay (?:me )?back)",
    r"(?<!\w)(?:ما|مو|مب|مش)(?: \S+){0,2} (?:ترجعون|ترجعو|ترجعوا|ترجعولي|ترجعلي"
    r"|تعو[ضص]ون|تعو[ضص]وني|تعو[ضص]ني|تعو[ضص]وا|تردون|تردولي)(?!\w)",
)
# Who or what a problem must be about to be ours: an order, a delivery, the people who bring
# it. "my phone is broken" is not.
_OUR_PEOPLE = Bilingual(
    r"\b(?:driver|delivery guy|staff|cashier|picker)\b", r"مندوب|سايق|دريفر|دليفري|موظف"
)
# How someone behaved: a complaint whatever else the model read in it, when it is about one
# of our people; and no policy answers it (`support.complaint`).
CONDUCT = Bilingual(
    r"\b(?:rude|impolite|unprofessional|disrespect\w*|shout(?:ed|ing)?|yell(?:ed|ing)?)\b"
    r"|\b(?:g|q|k|8)al+ee?l(?:een)? (?:el |il )?adab\b|\bgh?(?:a|e)?l(?:ee|i)(?:th|z|dh)\b",
    r"وقح|قليل ادب|قليلين ادب|صرخ|اسلوب|ما احترم|ما يحترم|مو محترم|بدون احترام|قليل احترام"
    r"|غليظ|غليث|غليض|(?:مو|مب|مش|غير|ماهو|مهوب) م(?:ء|ؤ|و|ا)?د+ب",
)


# What came is not what was ordered: "I ordered 3 laban but only got 2", "you sent me 2 milk
# instead of 3", "طلبت ٣ لبن ووصلني ٢", "6alabt 3 laban w wsalni 2" (read "...و وصلني")
NOT_WHAT_WAS_ORDERED = Bilingual(
    r"\b(?:ordered|asked for|paid for|bought|charged(?: me)? for)\b.*"
    r"\b(?:got|received|came|sent|delivered|arrived|gave|brought)\b"
    r"|\b(?:got|received|sent|delivered|gave|brought|came)\b.*\binstead of\b",
    r"(?<!\w)(?:طلبت|طالب|طالبه|طلبنا|دفعت)(?!\w).*(?<!\w)و?(?:وصلني|وصل|وصلت|جاني|جني|اجاني"
    r"|جاب|جابو|جابوا|عطوني|جاتني|جا|جات|واصلني)(?!\w)"
    r"|(?<!\w)(?:وصلني|جاني|اجاني|جابو|جابوا|عطوني)(?!\w).*(?<!\w)(?:طلبت|طالب|طالبه|بدال|بدل)(?!\w)",
)


# The household's own: "my driver" in a Gulf home is the family's chauffeur, "سايقي" too
_THEIR_OWN = Bilingual(
    r"\bmy (?:own |family'?s? )?driver\b", r"(?<!\w)(?:سايقي|سواقي|دريفري)(?!\w)"
)


# Paid for speed and did not get it: "ordered express and paid 1 kd extra but it took 50
# mins", "دفعت على السريع وطول ساعه"; the express is what went wrong, no cart change
PAID_FOR_SPEED = Bilingual(
    r"\b(?:paid|pay|paying)\b(?: \S+){0,5} (?:express|extra|fast)\b.*"
    r"\b(?:took|came after|arrived after|late|still not|over an hour)\b"
    r"|\bexpress\b.*\b(?:took|came after|arrived after)\b(?: \S+){0,2} \d+ ?(?:mins?|minutes|hours?|hrs?)\b",
    r"(?<!\w)(?:دفعت|دعفت|دافع|دافعه)(?: \S+){0,5} (?:السريع|سريع|اكسبرس|express|زياده)(?!\w).*"
    r"(?<!\w)و?(?:اخذ|اخذت|تاخر|تاخرت|طول|طوول|طولت|وصل بعد|وصلت بعد)(?!\w)",
)


def paid_for_speed(message: Normalised) -> bool:
    return bool(PAID_FOR_SPEED.search(message.for_model))


def about_our_people(message: Normalised) -> bool:
    said = message.for_model
    if _THEIR_OWN.search(said):
        return False
    return bool(CONDUCT.search(said)) and bool(_OUR_PEOPLE.search(said))


def tells_what_came(message: Normalised) -> bool:
    """Words of goods brought or received ("you sent", "وصلتني"): an order's goods told of."""
    return _RECEIVED.search(message.for_model) is not None


def states_a_problem(message: Normalised) -> bool:
    """Words that say something went wrong ("broken", "late", "rude", "خربان")."""
    said = message.for_model
    if tells_of_payment_trouble(said):  # "الكي نت ما يمشي": the checkout's, no goods'
        return True
    if not _A_PROBLEM_SAID.may_match(said):
        return False
    return bool(
        _PROBLEM.search(said)
        or _BAD_ITEM.search(said)
        or CONDUCT.search(said)
        or CHARGED_TWICE.search(said)
        or NOT_WHAT_WAS_ORDERED.search(said)
        or (_WENT_OFF.search(said) and _RECEIVED.search(said))
        or _CAME_IN_A_STATE.search(said)
        or _ORDERED_BUT.search(said)
        or _SENT_INSTEAD.search(said)
        or _OTHER_SIZE_CAME.search(said)
        or (WRONG_MEASURE.search(said) is not None and _CAME.search(said) is not None)
        or FED_UP.search(said)
        or FOUND_IN_IT.search(said)
        or _ALL_GONE.search(said)
        or _MISSING_AGAIN.search(said)
        or PAID_FOR_SPEED.search(said)
    )


def came_bad(message: Normalised) -> bool:
    said = message.for_model
    if not _CAME_BAD_SAID.may_match(said):
        return False
    went_off = bool(_WENT_OFF.search(said)) and bool(_RECEIVED.search(said))
    if went_off or _CAME_IN_A_STATE.search(said) or _ORDERED_BUT.search(said):
        return True
    if _SENT_INSTEAD.search(said) or FOUND_IN_IT.search(said) or _MISSING_AGAIN.search(said):
        return True
    if _OTHER_SIZE_CAME.search(said):
        return True
    if _ALL_GONE.search(said):
        return True
    return bool(_BAD_ITEM.search(said)) and bool(_CAME.search(said))


def about_our_service(message: Normalised, utterance: Utterance) -> bool:
    said = message.for_model
    return bool(_PROBLEM.search(said)) and (
        utterance.has("ORDER", "DELIVER") or bool(_OUR_PEOPLE.search(said))
    )


# The shopper says the order is late or long awaited: "it's been an hour", "taking forever",
# "9arlah sa3a" (read "صرله سعا"), "تأخر". Not "where is it" alone: a question, no grievance.
_SAYS_LATE = Gated(
    r"\b(?:late|delayed|delay|overdue|forever|ages|taking (?:so |too )?long"
    r"|been (?:waiting )?(?:for )?(?:like |almost |over |more than )?(?:\d+|an?|one|two|three)"
    r" (?:hours?|hrs?|mins?|minutes?)|waiting since|still waiting|still not here)\b"
    r"|(?<!\w)(?:ت[اء]خر|ت[اء]خرت\w*|مت[اء]خر|مت[اء]خره|صار\s*لي|صار\s*له|صرلي|صرله|صارلي|صارله"
    r"|انتظر|انطر|ساعه|سعا|ساعتين|ساعات)(?!\w)"
)


def says_late(message: Normalised) -> bool:
    """Words that say the order is late or long awaited, or slower than the express paid for."""
    return bool(_SAYS_LATE.search(f"{message.for_model} {message.text}")) or paid_for_speed(message)


# The shopper is fed up with us or with this chat: "ur useless this took forever", "انت ما تفيد
# ضيعت وقتي", "wallah ma tfeed". Upset with the service is ours to answer with an apology and
# a person, never with another matter's decline. A bare insult ("inta ghabi") is no grievance
# to answer: it keeps the polite decline.
FED_UP = Bilingual(
    r"\b(?:(?:you|u|ur|youre|you are|u r|you r|this is|this app is|this chat is)"
    r" (?:so |totally |really |kinda |kind of |pretty |quite |literally |completely )?useless"
    r"|unhelpful|not helpful|waste of (?:my )?time|wasting my time"
    # the tries it took: "took me 3 tries to fix my cart", "5 attempts and still wrong"
    r"|(?:^|[,.;!]\s*|\b(?:it|this|that|you|u|and|chat|app)\s+)(?:took|takes|taking) me (?:\d+|two|three|four|five|so many|many|several|like \d+)"
    r" (?:tries|attempts|goes)|(?:you|u) (?:don'?t|never|dont) (?:understand|get) (?:me|anything)"
    r"|wasted my time|(?:this|it|you|u|that) (?:took|takes|is taking|r taking|are taking)"
    r" (?:so |too )?(?:long|forever)|fed up with (?:this|you|u|the app|your)"
    r"|(?:terrible|worst|awful|horrible|pathetic) (?:service|app|bot"
    r"|assistant|chat|support)|(?:you|u) (?:are|r) (?:so |really )?(?:slow|hopeless)"
    # our own app or site, or us, found slow or useless: "the app is so slow you guys are
    # useless", "ur app keeps crashing" (not "the banking app is slow": another's)
    r"|(?:the|this|your|ur|ya) (?:app|application|website|site) (?:is |keeps |always )?(?:so |really"
    r" |too |very |super )?(?:slow|laggy|buggy|useless|trash|rubbish|crashing|freezing|broken)"
    r"|(?:you|u) (?:guys|people|ppl) (?:are|r) (?:so |really |totally )?(?:useless|slow|hopeless"
    r"|trash|rubbish))\b",
    r"(?<!\w)(?:ما تفيد|ماتفيد|ما تنفع|ماتنفع|مو مفيد|مب مفيد|ما فادني|ما فدني|ما فدتني"
    r"|(?:ضيعت|ضيعتو|ضيعتوا|صيعت|صييعت|ضييعت|مضيع|تضيع) (?:وقتي|وغتي)|زهقتني|زهغتني|طفشتني"
    r"|طفشت منك|زهقت منك|تعبتني|خدمه زفت|خدمتكم زفت|(?:خدمه|خدمتكم) (?:سيئه|سييه|سيىه)"
    r"|(?:تطبيق|تطبق|خدمه|خدمتكم) (?:فاشل|فشل|فاشله)"
    # "البرنامج بطيء وايد", "التطبيق يعلق", "el app ba6ee2", "انتو خايسين", "ما تنفعون"
    r"|(?:البرنامج|البرنمج|برنامجكم|التطبيق|تطبيقكم|الابلكيشن|ال app|الموقع) (?:\S+ )?(?:بطيء|بطيئ|بطي"
    r"|ثقيل|يعلق|يعللغ|خربان|زفت|خايس|فاشل)"
    r"|(?:انتو|انتم|انتوا) (?:\S+ )?(?:خايسين|فاشلين|زفت)|ما ?(?:تنفعون|تفيدون)"
    # "you don't understand me", "I tried three times": "ما تفهم علي", "حاولت ٣ مرات"
    r"|(?:انت|انتا|انتي)? ?ما (?:تفهم|تفهمني|فهمتني|تفهمين)|(?:حاولت|حولت|جربت|جرربت) \S+ (?:مرات|مررت)(?: (?:و ?)?(?:ما|بس|لا|للحين|للحن|مازال)|$))(?!\w)",
)


# Of each way `states_a_problem` and `came_bad` may hold, a pattern (of a pair that must
# both match, one): a message holding none of their pieces holds no problem (`Either`)
_A_PROBLEM_SAID = Either(
    _PROBLEM, _BAD_ITEM, CONDUCT, CHARGED_TWICE, NOT_WHAT_WAS_ORDERED, _WENT_OFF,
    _CAME_IN_A_STATE, _ORDERED_BUT, _SENT_INSTEAD, _OTHER_SIZE_CAME, _CAME, FED_UP,
    FOUND_IN_IT, _ALL_GONE, _MISSING_AGAIN, PAID_FOR_SPEED,
)  # fmt: skip
_CAME_BAD_SAID = Either(
    _WENT_OFF, _CAME_IN_A_STATE, _ORDERED_BUT, _SENT_INSTEAD, FOUND_IN_IT, _MISSING_AGAIN,
    _OTHER_SIZE_CAME, _ALL_GONE, _BAD_ITEM,
)  # fmt: skip


def fed_up(message: Normalised) -> bool:
    """Upset with the service or this chat, in words that name nothing else."""
    return bool(FED_UP.search(message.for_model))


# Whether the order has come, asked: "has my order been delivered yet", "was my order
# delivered", "did my order arrive", "وصل طلبي؟", "tawasal 6alabi?"
_ASKS_IF_IT_CAME = Gated(
    r"^(?:has|have|was|is|did)\s+(?:my|the|our)\s+(?:order|groceries|stuff|delivery)"
    r"(?:\s+(?:been|got|gotten))?\s+(?:delivered|arrived|arrive|come|came|here|sent|shipped)"
    r"(?:\s+(?:yet|already))?\s*\??$"
    r"|^(?:هل\s+)?(?:وصل|وصلت|تو\s*صل|توصل|جا|جاء)\s+(?:طلبي|الطلب|طلبيتي|الطلبيه|اغراضي)\s*[?؟]?$"
)


def asks_if_it_came(message: Normalised) -> bool:
    """A yes-or-no question whether the order has come, which is its status: no problem is
    said (`states_a_problem` and `says_late` find nothing in it)."""
    said = message.for_model.strip()
    return bool(_ASKS_IF_IT_CAME.search(said)) and not states_a_problem(message)
