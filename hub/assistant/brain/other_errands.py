"""Another trade's errand asked in the middle of shopping: a phone line topped up, a credit
card or a loan applied for, an appliance or a door repaired, a job, a lawyer or a
photographer wanted, a spa or a clinic sought in an area we deliver to, a store word said in
another sense ("spaghetti code"), or a doctor's question naming a food ("a kidney stone the
size of a chickpea").

Each holds a word of ours ("credit card" is a way to pay, "zain" also means "well", a fridge
is where groceries go, an area is where we deliver, a chickpea is sold): read against what
the conversation showed before, such a message became an express card, the payment FAQ, an
area proposed or a line taken off the pending proposal. None asks anything of the store, so
it is declined politely, whatever was shown or offered before. Words of our own business
(an order, a delivery, the cart, the wallet) keep a message ours.

Read in the message as typed and as its Arabizi was read (`Turn.typed_and_read`): Arabizi's
reading garbles loanwords ("recharge", "stc"), and the typed form keeps them.
"""

from __future__ import annotations

import re

from hub.assistant.brain import clauses
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.off_domain import OFF_DOMAIN_SURE
from hub.assistant.brain.pattern import Pattern

# A telephone line's credit or plan: topped up, recharged, run out ("raseedi 5ale9")
_TELECOM = r"(?:stc|ooredoo|viva|virgin mobile|virgin)"
_PHONE_LINE = Bilingual(
    r"\b(?:top[ -]?up|recharge|sha7n|ash7an|esh7an|3abbi ?li|3abili)\b.{0,30}"
    rf"\b(?:{_TELECOM}|zain|line|sim|mobile|phone|number|ra[s]+e+d|rasid)\b"
    rf"|\b(?:{_TELECOM}|(?:7ag|mal|for|my|ma3) zain|line|sim|mobile|phone)\b.{{0,30}}"
    r"\b(?:top[ -]?up|recharge|credit|balance|ra[s]+e+di?|rasidi?|data|internet|plan|package"
    r"|bundle|ba8a|baqa)\b"
    r"|\b(?:phone|mobile|data|internet) (?:plan|package|bundle|contract)s?\b"
    # ...or the phone company itself, or one's plan with it ("is orange telecom in kuwait",
    # "sharikat el ittisalat", "ba8ti ma3 zain", "another option than my stc plan")
    r"|\b(?:telecoms?|telecommunications?|mobile operator|network operator|sim card|e-?sim"
    r"|etisalat|(?:sharikat|sharikit|shirkat) (?:el |il |al )?itti(?:9|s)alat|ba8ti|baqti)\b"
    rf"|\bmy (?:{_TELECOM}|zain) (?:plan|package|bundle|line|contract)\b",
    r"(?<!\w)(?:شحن|اشحن|اشحنلي|شحنلي|عبيلي|عبي لي)(?!\w)(?! (?:المحفظه|محفظتي|بالمحفظه))"
    r".{0,25}(?<!\w)(?:رصيد|رصيدي|خط|خطي|رقمي|تلفوني|جوالي|اوريدو|فيفا|stc|ooredoo)(?!\w)"
    r"|(?<!\w)(?:رصيد|باقه|باقة|خط|انترنت)(?!\w).{0,15}(?<!\w)(?:حق |مال )?"
    r"(?:زين|اوريدو|فيفا|فيرجن|stc|ooredoo)(?!\w)"
    r"|(?<!\w)(?:باقه|باقة|باقات) (?:التلفون|تلفون|الجوال|جوال|الانترنت|انترنت|نت)(?!\w)"
    r"|(?<!\w)خيار (?:\w+ ){0,2}(?:باقه|باقة|الباقه|الباقة|باقتي|للتلفون|التلفون|الانترنت"
    r"|الاشتراك)(?!\w)"
    r"|(?<!\w)(?:باقتي|باقاتكم|باقتك)(?!\w).{0,15}(?<!\w)(?:حق |مال |ب|في |مع )?"
    r"(?:زين|اوريدو|فيفا|فيرجن|stc|ooredoo)(?!\w)"
    r"|(?<!\w)(?:لل|شركه |شركة |شركت |شركات )(?:ال)?اتصالات(?!\w)",
)
# A bank's card, account or loan applied for (paying by card is ours)
_BANKING = Bilingual(
    r"\b(?:apply|applying|application|sign up|signing up|get|open|opening|issue|issued)"
    r"(?: (?!with\b|by\b|using\b|via\b|through\b|on\b|pay\w*\b)\w+){0,3} (?:for )?(?:a |an |new |my )?(?:credit card|debit card|visa card|bank account"
    r"|savings account|loan|mortgage|car loan|personal loan)s?\b"
    r"|\b(?:credit card|bank account|loan) (?:application|approval|approved|rejected)\b",
    r"(?<!\w)(?:اطلع|اطلّع|طلع|تطلع|اسوي|سوي|افتح|اقدم|قدم|اخذ|اطلب)(?!\w)(?: \w+){0,3} "
    r"(?:على |علي )?(?:بطاقه|بطاقة|كرت|حساب|قرض)(?: \w+)?"
    r" (?:ائتمان|ائتمانيه|ائتمانية|كريدت|فيزا|بنكي|من البنك|بالبنك|شخصي|توفير)(?!\w)"
    r"|(?<!\w)(?:قرض|تمويل) (?:من البنك|شخصي|سياره|سكني)(?!\w)",
)
# Something of the home repaired: an appliance, the car, a door
_THINGS = (
    r"fridge|refrigerator|freezer|washing machine|washer|dryer|dishwasher|ac|a/c|aircon|air con"
    r"|air conditioner|heater|oven|stove|microwave|door|lock|car|tyre|tire|phone screen|screen"
    r"|laptop|tv|pipe|sink|toilet|thallaja|thalaja|thallaaja|ghassala|ghassalah|ghassalat|ghasalat"
    r"|mukayyif|mkayef"
    r"|mukayef|mikayef|sayyara|sayara|bab|furn"
)
_REPAIR = Bilingual(
    rf"\b(?:{_THINGS})\b.{{0,60}}\b(?:repair\w*|fix\w*|technician|ysalli7\w*|ysal7\w*"
    r"|y9alli7\w*|y9al7\w*|t9alli7\w*|ta9lee7|fanni)\b"
    rf"|\b(?:repair\w*|fix\w*|technician|ysalli7\w*|y9alli7\w*|ta9lee7|fanni)\b.{{0,40}}"
    rf"\b(?:{_THINGS})\b"
    r"|\b(?:plumber|electrician|mechanic|locksmith|handyman|carpenter)\b",
    r"(?<!\w)(?:ال)?(?:ثلاجه|ثلاجة|فريزر|غساله|غسالة|غسالت|غسسلت|نشافه|مكيف|المكيف|سخان|فرن|باب|الباب|قفل"
    r"|سياره|سيارة|شاشه|شاشة|تلفزيون|لابتوب|حنفيه|مغسله|بيب)(?!\w).{0,50}"
    r"(?<!\w)(?:يصلح\w*|تصلح\w*|تصليح|صيانه|صيانة|فني)(?!\w)"
    r"|(?<!\w)(?:يصلح\w*|تصليح|صيانه|صيانة|فني)(?!\w).{0,30}(?<!\w)(?:ال)?"
    r"(?:ثلاجه|ثلاجة|غساله|غسالة|غسالت|غسسلت|مكيف|سخان|باب|سياره|سيارة|شاشه|تلفزيون)(?!\w)"
    r"|(?<!\w)(?:سباك|كهربائي|ميكانيكي|نجار|حداد)(?!\w)",
)
# ...or one broken, with someone asked for to see to it ("the fridge broke, is my meat ok"
# asks of the food, ours)
_BROKEN = Bilingual(
    rf"\b(?:{_THINGS})\b.{{0,60}}\b(?:broke|broken|not cooling|isn'?t cooling|isnt cooling"
    r"|won'?t (?:cool|close|lock|start)|not working|stopped working|5arba|5arban|kharba"
    r"|ma tbarrid|ma ybarrid|ma ysakkir|ma tsakkir|ma tishta3'?il|ma yishta3'?il)\b",
    r"(?<!\w)(?:ال)?(?:ثلاجه|ثلاجة|فريزر|غساله|غسالة|غسالت|غسسلت|نشافه|مكيف|المكيف|سخان|فرن|باب|الباب|قفل"
    r"|سياره|سيارة|شاشه|شاشة|تلفزيون|لابتوب|حنفيه|مغسله|بيب)(?!\w).{0,50}"
    r"(?<!\w)(?:خربانه|خربانة|خربان|خربت|خرب|ما تبرد|ما يبرد|ما يسكر|ما تسكر|ما يشتغل"
    r"|ما تشتغل|يسرب|تسرب)(?!\w)",
)
_SOMEONE = Bilingual(
    r"\b(?:someone|somebody|anyone|anybody|who can|who could|know a|know any|recommend"
    r"|send a|a7ad|7ad|t3arfoon|ta3rfoon|t3arfon|t3arf|min y\w+)\b",
    r"(?<!\w)(?:احد|حد|منو|تعرفون|تعرف|تعرفين|ترسلون)(?!\w)",
)
# A person of another trade wanted, or work asked for
_A_TRADE = Bilingual(
    r"\b(?:lawyer|attorney|photographer|videographer|wedding planner|makeup artist|tailor"
    # someone to mind the children or keep the house: "lookin for a babysitter", "a nanny"
    r"|babysitters?|baby ?sitting|nann(?:y|ies)|au pair|housemaids?|live-in maid"
    r"|barber|hairdresser|real estate agent|realtor|painter|movers|moving company|pest control"
    r"|(?:house ?|home ?|deep )?cleaning (?:service|services|company|lady|crew)|maid service"
    r"|tow truck|towing|jump ?start|jump it|flat (?:tyre|tire)|puncture|car battery"
    r"|5idmat tan6eef|5idmat tanthif|tan6eef manazil|sharikat tan6eef|sharikat naql"
    r"|y9abbi?gh|yi9bigh|9abbagh|9abagh|mu7ami|m7ami|mo7ami|mu9awir|m9awer|musawir|mosawer|7allaq|5ayya6"
    r"|(?:ashta'?3il|ashta3'?il|ashtaghil|ashtegel|a4ta3'?il) (?:3ind\w*|ma3a\w*|wiya\w*)"
    r"|(?:abi|aby|abgha|ab6i) (?:ashta'?3il|ashta3'?il|ashtaghil|ashtegel|a4ta3'?il)\b"
    r"|wa'?9aif|wa9ayif|wadhayif|wathayef"
    r"|wa'?9eefa|wa9eefa|wa6eefa|wadheefa|wathifa|wa'?6ayif|tawtheef|taw9eef|shawagir)\b",
    r"(?<!\w)(?:ال)?(?:محامي|محاميه|مصور|مصوره|مصورة|خياط|حلاق|كوافيره"
    r"|وسيط عقاري|مكتب عقار|صباغ|يصبغ|ونش|سطحه|بنشر|بنجر|مربيه|مربية|جليسه اطفال|جليسة اطفال"
    r"|بيبي ستر|بيبي سيتر)(?!\w)"
    r"|(?<!\w)(?:خدمه|خدمة|خدمات|شركه|شركة|شركات) (?:ال)?(?:تنظيف|نقل|مكافحه|مكافحة)(?!\w)"
    r"|(?<!مواد )(?<!ادوات )(?<!اغراض )(?<!منتجات )(?<!\w)تنظيف (?:ال)?(?:منازل|بيوت)(?!\w)",
)
# A place of another trade sought (a delivery there is ours). The place is the object sought:
# only words that qualify a place stand between the asking and the place ("any good turkish
# bath", "وين اقرب عياده"), and after it comes the end of the sentence, where it is or when it
# opens ("near jabriya", "بالجابريه"). A place named as what goods are for or like ("salon
# grade conditioner", "popcorn for a cinema night", "زيت مساج", "صابون حمام مغربي") is shopping.
_PLACES = (
    r"spa|spas|hammam|turkish bath|moroccan bath|bath ?house|a bath|salon|salons|vet|vets"
    r"|veterinar\w*|clinic|clinics|dentist|dentists|hotel|hotels|cinema|cinemas|car wash"
    # a doctor to see: "a good diabetes doctor near mangaf", "fi doctor sukkar zain 9oob"
    r"|(?:(?:diabetes|sugar|heart|skin|eye|kids|children'?s|family) )?doctors?"
    r"|doctor (?:sukkar|sukar|sokar)|pediatrician|dermatologist"
)
_PLACE_WORDS = (
    r"a|an|the|any|some|one|good|nice|decent|cheap|affordable|reliable|proper|nearby|nearest"
    r"|closest|best|great|top|late|night|open|ladies|women'?s|mens|men'?s|kids|family|pet"
    r"|animal|dental|vet|nail|hair|beauty|massage|day|there|is|are|was|can|could|i|we|u|you"
    r"|find|get|go|book|where'?s|to|place|zain|zaina|7ilo|7elw|3adil|wa7ad|wa7id|ma7al|makan"
    r"|mkan|a7san|agrab|a8rab|il|el|al|shatir|sha6ir"
)
_PLACE_AFTER = (
    r"\s*(?:$|[?!.,;؟،]|(?:(?:" + _PLACE_WORDS + r") )*(?:in|near|around|open|nearby|close"
    r"|bil|fil|gareeb|9ob|9oob|yam|that|which|where|for (?:a |my )?(?:massage|facial|haircut|checkup"
    r"|cleaning|booking|appointment|night|stay|tonight))\b)"
)
_PLACE_AR = (
    r"سبا|حمام مغربي|حمام تركي|مساج|صالون|نادي رياضي|بيطري|عياده|عيادة|دكتور اسنان|فندق|سينما"
    # a doctor to see: "اكو دكتور سكر زين قريب من المنقف"
    r"|دكتور سكر|دكتور سكري|دكتور|دكتوره|طبيب|طبيبه"
    r"|مغسله سيارات"
)
_PLACE_WORDS_AR = (
    r"زين|زينه|زينة|حلو|حلوه|عدل|رخيص|رخيصه|واحد|وحده|مكان|محل|احد|لي|احجز|احجزلي|اروح|نروح"
    r"|اعرف|يكون|قريب|قريبه|مفتوح|مفتوحه|نسائي|رجالي|شي|موعد|عند|فيه|في|حق|مال|ال|شاطر|شاطره"
)
_PLACE_AFTER_AR = (
    r"\s*(?:$|[?!.,;؟،]|(?:(?:" + _PLACE_WORDS_AR + r") )*(?:ب\w+|في|قريب|قريبه|قرب|يم|جنب"
    r"|يفتح|تفتح|مفتوح|مفتوحه|الحين|اليوم|بالليل|زين|زينه|حلو|عدل|رجالي|نسائي|شاطر)(?!\w))"
)
_A_PLACE_ELSEWHERE = Bilingual(
    r"\b(?:is there|are there|any|where|nearest|closest|best|good|recommend|know|open|book|find"
    r"|fi|fee|wain|wein|a7san|ahsan|t3arfoon|ta3arfoon|t3arfon|t3rfoon|t3rfon|t3arf|t3rf)"
    rf"\b(?: (?:{_PLACE_WORDS})){{0,3}} (?:{_PLACES})\b(?={_PLACE_AFTER})"
    rf"|\b(?:{_PLACES})(?: (?:{_PLACE_WORDS})){{0,2}}"
    r" (?:in|near|around|open|bil|fil|gareeb|9ob)\b",
    r"(?<!\w)(?:في|فيه|وين|احسن|اقرب|تعرفون|تعرف|اكو|ابي|ابغي)(?!\w)"
    rf"(?: (?:{_PLACE_WORDS_AR})){{0,3}} (?:ال)?(?:{_PLACE_AR})(?!\w)(?={_PLACE_AFTER_AR})",
)
# A store word in another sense: code, a film, a mood
_IN_ANOTHER_SENSE = Bilingual(
    r"\bspaghetti code\b|\bcouch potato\b|\bcool as a cucumber\b|\bin a pickle\b"
    r"|\b(?:go|goes|going|gone|went|drives? me|driving me) (?:bananas|nuts|crackers)\b"
    r"|\bcheesy (?:movie|film|song|line|lines|joke|jokes|show|series|ending|pickup)\b"
    r"|\b(?:movie|film|song|joke|ending|show) (?:was|is) (?:so |too |really )?cheesy\b"
    r"|\bwalk(?:ing)? on eggshells\b|\bbring(?:s|ing)? home the bacon\b|\bsour grapes\b"
    # ...spaghetti, of code ("my code is spaghetti")
    r"|\b(?:my|the|this|our|his|her|their|legacy)(?: \w+)? code(?:base)? (?:is|was|looks|became"
    r"|has become"
    r"|turned into|reads)(?: (?:like|just|total|totally|all|a|complete|pure|such))*"
    r" (?:mess of )?spaghetti\b|\bspaghetti(?:-like)? (?:code|mess of code)\b"
    r"|\bcode (?:mali|7aggi|7agi|ma'?li)\b.{0,20}\bspaghetti\b"
    # ...code written, whatever it is called ("refactor", "debug")
    r"|\b(?:refactor\w*|debug\w*|codebase|source code|compiler|github|git repo"
    r"|stack ?overflow|unit tests?)\b"
    # ...a lock or a door made to close or open: a home's device ("the smart lock closes the
    # door", "ysakkir el bab"), never goods nor a cart line
    r"|\bsmart (?:lock|home|plug|bulb|switch|thermostat|doorbell|camera)s?\b|\bdoor ?locks?\b"
    r"|\b(?:lock|close|shut|unlock)s? the (?:front |main |garage )?(?:door|gate|garage"
    r"|window)s?\b"
    r"|\b(?:ysakk?ir|tsakk?ir|ysaker|ygfil|yigfil|tgfil) (?:el |il |al )?"
    r"(?:bab|baab|dreesha|darisha|garaj)\b"
    r"|\b(?:8ifl|gifl|qifl|9ifl|ghifl)\b.{0,20}\b(?:thaki|dhaki|6haki|smart|ysakk?ir|tsakk?ir)\b",
    r"(?<!\w)(?:الباب|باب|القفل|قفل|الشباك|الدريشه|الكبت|الخزانه)(?!\w).{0,15}(?<!\w)"
    r"(?:ما يسكر|ما يتسكر|ما ينسكر|ما تسكر)(?!\w)"
    # ...a lock or a door made to close or open ("القفل الذكي يسكر الباب", "يقفل البوابه")
    r"|(?<!\w)(?:القفل|قفل|الجرس|الكاميرا|البيت|الاضاءه|اللمبه)(?!\w) (?:ال)?(?:ذكي|الذكي|ذكيه"
    r"|الذكيه|السمارت)(?!\w)"
    r"|(?<!\w)(?:يسكر|تسكر|يقفل|تقفل)(?!\w) (?:لي )?(?:ال)?(?:باب|الباب|بوابه|البوابه"
    r"|شباك|الشباك|دريشه|الدريشه|كراج|الكراج)(?!\w)"
    # ...money put away ("الاستثمار"); spaghetti, of code
    r"|(?<!\w)(?:ال)?(?:استثمار|استثمارات|استثماري|استثماريه|بالاستثمار|الاستثمار|بورصه)(?!\w)"
    r"|(?<!\w)(?:كودي|الكود حقي|الكود مالي|كود البرنامج|برنامجي|البرنامج حقي)"
    r"(?: (?:صار|كله|مثل|زي|شكله|عباره عن|مخربط|مكركب|كانه))* (?:ال)?(?:سباغيتي|سباقيتي|سباجيتي"
    r"|اسباجيتي|اسباغيتي|سباكيتي|معكرونه)(?!\w)"
    r"|(?<!\w)(?:برمجه|البرمجه|مبرمج|ابرمج|ريفاكتور|ديبق|ديباغ)(?!\w)",
)
# A thing said to be "bananas" or "nuts", crazy: "fares are bananas", "rent is nuts"...
_GONE_CRAZY = Pattern(
    r"\w \b(?:is|are|was|were|r|getting|got|gotten)\s+(?:(?:so|just|totally|absolutely"
    r"|completely|literally|kinda|a bit|plain)\s+)?(?:bananas|nuts|crackers)\b"
    r"(?=\s*(?:$|[,.!?;]|\b(?:lately|now|these days|today|this (?:week|month|year))\b))"
)
# ...but not the goods wished for or eaten, so named: "what i want is nuts", "the only fruit
# my kid eats is bananas", "my favourite snack is nuts"
_WISHED_OR_EATEN = Pattern(
    r"\b(?:want|wants|wanted|need|needs|eat|eats|ate|eating|like|likes|love|loves|snacks?"
    r"|fruits?|favou?rite|crav\w*|buy|buying|order|add|get|grab|breakfast|lunch|dinner|treat"
    r"|allerg\w*|diet)\b"
)


def _gone_crazy(said: str) -> bool:
    """Whether a clause calls a thing crazy in a grocery word, the words before it no wish
    nor meal of goods."""
    for clause in re.split(r"[,.!?;]+", said):
        found = _GONE_CRAZY.search(clause)
        if found is not None and not _WISHED_OR_EATEN.search(clause[: found.start() + 1]):
            return True
    return False


# A saying that holds a word of our own business: eggs in one basket, of money put away
# ("don't put all your eggs in one basket", "كل بيضي بسله وحده"), no cart of ours
# ("كل بيضي بسله وحده"); all of one's eggs, never the eggs packed apart ("حط البيض في سله
# وحده عشان ما ينكسر", "pack the eggs in a single basket")
_A_SAYING = Bilingual(
    r"\b(?:all|your|ur|my|our|his|her|their)\b(?: \w+)? eggs\b.{0,25}\b(?:in|into)"
    r" (?:one|a single|the same) basket\b"
    r"|(?:\b(?:kil|kel|kol|kul|kill) (?:el |il |al )?bai[6d]h?|\bbai[6d]h?(?:ak|ik|i|ich)"
    r"|\b(?:el |il |al )?bai[6d]h?\b.{0,12}\b(?:kila|kilah|kilha|kella|killa|kolla))\b"
    r".{0,25}\bfi (?:sala|salla) (?:wa7da|wa7deh|w7da)\b",
    r"(?:(?<!\w)كل (?:ال)?(?:بيض|بيضك|بيضي|بيضه)|(?<!\w)(?:بيضك|بيضي)"
    r"|(?<!\w)(?:ال)?بيض(?!\w).{0,12}(?<!\w)(?:كله|كلها))(?!\w).{0,25}(?<!\w)(?:ب|في )?"
    r"(?:سله|سلة|السله) (?:وحده|وحدة|واحده)(?!\w)",
)
# A doctor's question naming a food: "a kidney stone the size of a chickpea"
_AILMENT = Bilingual(
    r"\b(?:kidney|gall) ?stones?\b|\bgallbladder\b|\bcysts?\b|\btumou?rs?\b"
    r"|\b(?:7a9wa|7asawa|7a9a|7asa|7a9at|7asat|7aswa|hasawa) (?:bil|fil|b il|fi il|fe el"
    r"|bel) ?(?:kilya|kila|kilwa|kelya|mrara|marara)\b"
    # ...a growth, a stone or a lump by a food's size ("a lump the size of a grape"), or
    # whether it needs an operation ("lazim 3amaliya?")
    r"|\b(?:lump|growth|mass|nodule|polyp|stone|swelling|mole|wart)s?\b.{0,40}"
    r"\b(?:size of|as big as|big as)\b"
    r"|\b(?:need|needs|require|requires|have to have) (?:an? )?(?:surgery|operation)\b"
    r"|\b(?:lazim|lazem|lazm|y7taj|t7taj|ta7taj|yi7taj|m7taj|mi7taj|a7taj)\s+(?:\w+\s+)?"
    r"(?:3amaliya|3amalia|3amaliyya|3amaleya)\b",
    r"(?<!\w)(?:حصوه|حصوة|حصى|حصاوي)(?!\w)(?: \w+)? ?(?:بالكلي|بالكلى|بالكليه|الكلى|الكلي"
    r"|بالمراره|المراره)(?!\w)|(?<!\w)(?:كيس دهني|ورم|اورام)(?!\w)"
    r"|(?<!\w)(?:حصوه|حصوة|حصى|حصاه|كتله|كتلة|انتفاخ|دمل|ثؤلول|شامه|حبه بالكلي|حبه بالكلى)(?!\w)"
    r".{0,40}(?<!\w)(?:بحجم|حجمها|حجمه|بكبر)(?!\w)"
    r"|(?<!\w)(?:لازم|يحتاج|تحتاج|محتاج|محتاجه|يبيله|تبيله)(?!\w) (?:\w+ )?(?:عمليه|عملية)"
    r"(?! (?:دفع|الدفع|شراء|الشراء|الطلب|طلب))(?!\w)|(?<!\w)عمليه جراحيه(?!\w)",
)
_WORK_WORDS = (
    r"jobs?|work|working|worker|openings?|positions?|hiring|hire|vacanc\w*|shifts?|students?"
    r"|apply|cv|resume|salary|employ\w*|staff|shughul|shoghol|shughl|wa?[dt]h?ee?fa|dawam"
    r"|6ullab|6olab|lil6ullab"
)
# Work sought, whatever it is for ("a part time job for students", "abi shughul", "ادور
# دوام جزئي"): the words of ours beside it are the job's ("7ag il 6ullab" reads as "for
# the order"), so it is asked before them
_WORK_SOUGHT = Bilingual(
    # (part time said of work: "any part-time promo on snacks" is goods)
    rf"\bpart[ -]?time(?:rs?)?\b(?=.{{0,40}}\b(?:{_WORK_WORDS})\b)"
    rf"|\b(?:{_WORK_WORDS})\b.{{0,40}}\bpart[ -]?time"
    r"|\bfull[ -]?time (?:job|work|position|shughul)\b"
    r"|\b(?:job|work) (?:hunting|seeking|interview)\b"
    r"|\b(?:abi|aby|ab6i|abgha|abi a7asil|adawwir|adawer|adaweer|dawwir|a7taj|ndawwir)"
    r" (?:\w+ )?(?:shughul|shoghol|shughl|shugl|shu3'?ul|sho3'?ol|shughel)\b"
    r"(?!(?: \w+)? (?:lil |lel |l |7ag |mal )?(?:el |il |al )?(?:3asha|3ashaa|ghada|gha'?da"
    r"|fa6oor|fu6oor|ryoog|akl|6abkh|6ab5a))",
    r"(?<!\w)(?:ابي|ابغى|ابغي|ابا|ادور|احتاج|محتاج|محتاجه|ندور) (?:\w+ )?شغل(?!\w)(?! (?:ال)?\w*"
    r"(?:مكيف|فرن|غساله|جهاز|الجهاز))"
    # ...never a dish's "work" ("ابي شغل سريع للعشا": something quick for dinner)
    r"(?!(?: \w+)? (?:لل|ل ?|حق |مال )?(?:ال)?(?:عشا|عشاء|غدا|غداء|فطور|ريوق|اكل|طبخ|طبخه))"
    r"|(?<!\w)(?:دوام|وظيفه|وظيفة|شغل) (?:جزئي|بارت تايم|مسائي للطلاب)(?!\w)|(?<!\w)بارت تايم(?!\w)"
    # ...and asked to be found, as Arabizi's "dawerli 3ala sha8la" reads: "دورلي على شغلا"
    r"|(?<!\w)(?:ت|ا)?دور(?:ي|و|وا)? ?لي (?:على |عن )?(?:\w+ )?شغل(?:ه|ا)?(?!\w)"
    r"(?!(?: \w+)? (?:لل|ل ?|حق |مال )?(?:ال)?(?:عشا|عشاء|غدا|غداء|فطور|ريوق|اكل|طبخ|طبخه))",
)
# Words of our own business, which keep a message ours: "the fridge items came warm", "deliver
# to the hotel in salmiya", "top up my wallet"
_OURS = Bilingual(
    r"\b(?:my order|the order|orders?|deliver\w*|delivery|driver|cart|basket|wallet|points"
    r"|(?:your|ur) (?:fridge|fridges|freezer|freezers|store|shop|branch|ac)"
    r"|refund\w*|coupon|promo|checkout|your app|the app|talabi|6alabi|el ?6alab|il ?6alab"
    r"|tawseel|twaslon|twa9lon|wa9al|el ?sala|il ?sala"
    r"|(?:bil|fil|lil|il|el|al)? ?ma7f(?:a|u)(?:6|th|dh|z|9|d)(?:a|h|ah|e|ti|tkom|tkum))\b",
    # a word of ours carries its preposition or "و" written on ("بالمحفظه", "للتطبيق", "والتوصيل")
    r"(?<!\w)(?:و|ف)?(?:ب|ل|ك)?(?:طلبي|الطلب|طلبيه|طلبية|الطلبيه|الاوردر|اوردر|توصيل|التوصيل|توصلون|توصلوني"
    r"|وصلوا|يوصل|المندوب|السله|السلة|سلتي|المحفظه|المحفظة|محفظتي|نقاطي|كوبون|كود خصم"
    r"|التطبيق|ودوه|ودوها|وصلوه|وصلوها|ارسلوه|ارسلوها|السواق|ثلاجتكم|ثلاجاتكم|فريزركم|محلكم|فرعكم)(?!\w)"
    r"|(?<!\w)(?:و|ف)?لل(?:طلب|طلبيه|توصيل|سله|سلة|محفظه|محفظة|تطبيق)(?!\w)",
)
_ERRANDS = (_PHONE_LINE, _BANKING, _REPAIR, _A_TRADE, _A_PLACE_ELSEWHERE, _IN_ANOTHER_SENSE)
# ...and paying by a card, which is ours however a bank's card is named
_PAYING = Bilingual(
    r"\b(?:pay|paying|payment|paid|accept\w*)\b", r"(?<!\w)(?:ادفع|الدفع|دفع|تقبلون)(?!\w)"
)


def another_trades_errand(typed_and_read: str) -> bool:
    """Whether the message (as typed and as read, lower-case) asks another trade's errand
    and nothing of our own business; a doctor's question naming a food, work sought or a
    saying in our words ("eggs in one basket") is one, whatever it says beside."""
    said = typed_and_read.lower()
    if _AILMENT.search(said) or _WORK_SOUGHT.search(said) or _A_SAYING.search(said):
        return True
    if _OURS.search(said):
        return False
    if _BANKING.search(said) and not _PAYING.search(said):
        return True
    if _BROKEN.search(said) and _SOMEONE.search(said):
        return True  # "the washer broke, know anyone?": a repair asked
    if _gone_crazy(said):
        return True  # "taxi fares are bananas lately"
    return any(errand.search(said) for errand in _ERRANDS if errand is not _BANKING)


def only_another_trades_errand(typed: str, typed_and_read: str) -> bool:
    """Whether the whole message is another trade's errand: no clause of its own beside it
    asks goods of ours or puts them in the cart ("add arabic bread and top up my zain line"),
    which the message's clauses answer (`clauses`)."""
    if not another_trades_errand(typed_and_read):
        return False
    # an apostrophe dots a letter in Arabizi ("wa'9aif"): no clause starts at its "wa"
    text = _JOINED_TOP_UP.sub("، ", typed.replace("'", ""))
    for piece in clauses.split(text):
        if another_trades_errand(f"{piece.lower()} {normalise(piece).text}"):
            continue
        if _told_beside_a_repair(piece) or _told_of_someones_health(piece):
            continue
        clause = clauses.weigh(piece)
        if (
            clause.intent in clauses.REQUESTS
            and clause.names
            and clause.elsewhere < OFF_DOMAIN_SURE
            and not clause.asks_on
        ):
            return False
    return True


# "و" written onto a top-up's verb: "ضيف خبز وعبيلي رصيد زين", two requests
_JOINED_TOP_UP = Pattern(r"(?<!\w)و(?=(?:عبيلي|عبي|اشحن|اشحنلي|شحن|شحنلي)(?!\w))")


# What is told beside a repair asked: the thing broken ("5arbana", "mine died") or the
# occasion it is needed for ("guests are coming", "il 3azeema il lail"), no goods asked of us
_TOLD_BROKEN = Bilingual(
    r"^(?:(?:it|mine|its|it's|it is|the \w+)\s+)?(?:died|broke|is broken|broken|stopped"
    r"|stopped working|not working|dead|5arbana|5arban|5arba|kharbana|kharban)$",
    r"^(?:و\s?)?(?:خربانه|خربانة|خربان|خربت|خرب|عطلانه|عطلان|واقفه|وقفت)$",
)
_GUESTS_DUE = Bilingual(
    r"^(?:and |w |o )?(?:the )?(?:guests|people|family|visitors|friends)(?: are)? (?:coming|due"
    r"|arriving)(?: \w+)?$",
    r"^(?:و\s?)?(?:ال)?(?:عزيمه|عزيما|عزيمة|ضيوف|العزيمه|العزيما)(?: \S+){0,2}$",
)
_TOLD_WORDS = 5  # a clause of news told, no request beside it


def _told_beside_a_repair(piece: str) -> bool:
    said = f"{piece.lower().strip(' ?!.😩')} "
    read = normalise(piece).text.strip(" ?!.😩")
    if len(read.split()) > _TOLD_WORDS:
        return False
    return any(
        pattern.search(text.strip())
        for pattern in (_TOLD_BROKEN, _GUESTS_DUE)
        for text in (said, read)
    )


# Someone's health told beside a doctor sought ("امي عندها سكر", "my dad is diabetic",
# "abooy 3inda sukkar"): news, no sugar asked of us
_KIN_HEALTH = Bilingual(
    r"^(?:and |w |as |since |coz |cuz |because )?(?:my )?(?:mom|mum|mother|dad|father|grandma"
    r"|grandpa|grandmother|grandfather|husband|wife|son|daughter|brother|sister|uncle|aunt)"
    r"(?:'s| is| has| got| have)(?: \w+){1,3}$",
    r"^(?:و\s?|لان\s)?(?:امي|ابوي|يدتي|جدتي|يدي|جدي|زوجي|زوجتي|ولدي|بنتي|اخوي|اختي|عمي|خالي|عمتي"
    r"|خالتي|امه|ابوه|امها|ابوها) (?:عنده|عندها|عندهم|فيه|فيها|مريض|مريضه|تعبان|تعبانه)"
    r"(?: \S+){0,2}$",
)


def _told_of_someones_health(piece: str) -> bool:
    said = piece.strip().lower()
    return bool(_KIN_HEALTH.search(said) or _KIN_HEALTH.search(normalise(said).for_model))
