"""The domain gate: is a message about this store at all?

The intent model ranks forty requests, one of which is "off-topic"; a message about a car's
oil or a bank card's freeze shares words with the catalogue ("oil", "freeze") and little
else with any of the forty, so the ranking spreads thin and a rule that matches a product
word could take over. The gate asks one question instead, with one score. It is the intent
model's kind of linear model with two labels, fitted at build time (`training.gate_rows`)
on every shopping message the team wrote (the corpus, shopping typed as shoppers type it,
the catalogue's own words) against thousands of messages about everything else (about fifty
everyday domains, in English, Gulf Arabic and Arabizi), and shipped in the artefact beside
the intent model. It costs a turn one more small product.

`off_domain.off_domain` declines what the gate is sure of after every reading, before a
skill can act on a word that only sounds like the store's; the score is logged with the
decision.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.model import Features, IntentModel, message_features, shipped_model
from hub.assistant.brain.pattern_grams import Either, Gated
from hub.assistant.brain.utterance import Utterance

DOMAIN = "domain"  # the gate's name in the artefact
OFF = "off"
SHOP = "shop"
_KNOWN_WORDS = 0.01  # at least one word it has seen


@dataclass(frozen=True, slots=True)
class DomainGate:
    model: IntentModel

    def off_domain(self, text: str, utterance: Utterance, rule: str) -> float:
        """The probability that the (normalised) message is not about the store."""
        return self.off_domain_of(message_features(text, utterance, rule))

    def off_domain_of(self, features: Features) -> float:
        """`off_domain` of a message read once for both models; 0 for a message none of
        whose words the gate ever saw (a keyboard mash, a product name it does not know):
        those are asked about, not declined."""
        return self.off_domain_scored(features, self.model.probabilities(features))

    def off_domain_scored(self, features: Features, scores: np.ndarray | None) -> float:
        """`off_domain_of` given the gate's `probabilities` of those features, scored with
        the intent model's (`model.ModelPair`)."""
        model = self.model
        if model.known_share(features.words) < _KNOWN_WORDS:
            return 0.0
        if scores is None:
            return 1.0 / len(model.labels)
        return float(scores[model.labels.index(OFF)])


# Another business named by its name: "where is my amazon order", "my talabat order came cold",
# "does the cinema accept apple pay", "متى يفتح المول". The gate reads such a message by the
# rest of its words, which are the store's own ("where is my order"); the name says whose
# order, policy or opening hours it is. Spelled as typed and as Arabizi is read ("امزون",
# "تلبت"); only names no shopper gives to this store or its goods (not the co-op, whose
# prices a shopper compares with ours).
_ANOTHER_BUSINESS = Bilingual(
    r"\b(?:amazon|talabat|deliveroo|careem|uber|shein|ikea|zara|xcite|aramex|dhl|fedex|netflix"
    r"|cinemas?|(?:the|a) mall|(?:from|on|my) noon|the avenues|360 mall|marina mall"
    # a gym, not goods for it or for after it ("protein snacks for the gym", "after gym")
    r"|(?<!for )(?<!for the )(?<!after )(?<!after the )(?<!before )(?<!before the )"
    r"(?<!post )(?<!pre )gym(?!\s+(?:snacks?|food|bag|drinks?)\b))\b"
    # ...or a kind of business no shopper means by us: a taxi, an airline, a hotel, a
    # government office, a hospital, a cash machine ("the taxi driver was rude", "opening
    # hours of the civil id office", "fi 5a9m 3al 6ayaran")
    r"|\b(?:taxis?|airlines?|airways|flights?|hotels?|ministry|embassy|hospital|clinic"
    r"|post office|passport office|civil id office|municipality|atms?|metro"
    # ...or a bank by its name, a slaughterhouse, a florist, another shop's cakes ("branch of
    # kfh in salmiya", "slaughterhouse opening hours", "the pastry shop near me")
    r"|kfh|nbk|boubyan|warba|burgan|gulf bank|cbk|slaughterhouses?|abattoirs?|florists?"
    r"|flower shops?|pastry shops?|cake shops?)\b"
    # ...or the co-op's own hours or branches ("is the co-op open on friday"); its prices,
    # which a shopper weighs against ours, stay ours
    r"|\b(?:the )?(?:co-?op|cooperative|jam3iya)\b(?=.{0,30}\b(?:open|opens|close|closes"
    r"|closing|hours|timings?)\b)"
    r"|\b(?:open|opens|close|closes|closing|hours|timings?)\b(?=.{0,20}\b(?:the )?"
    r"(?:co-?op|cooperative|jam3iya)\b)"
    # ...or a market's own hours ("what time does the gold souq close", "is souq mubarakiya
    # open on friday"); "supermarket" is a word of ours
    r"|^(?!.*\b(?:you|your|u|ur)\b).*?\b(?:souq|souk|bazaar"
    r"|(?:gold|fish|friday|flea|vegetable|night) market|mubarakiy+a)\b"
    r"(?=.{0,30}\b(?:open|opens|close|closes|closing|hours|timings?)\b)"
    r"|^(?!.*\b(?:you|your|u|ur)\b).*?\b(?:open|opens|close|closes|closing|hours|timings?)\b"
    r"(?=.{0,25}\b(?:souq|souk|bazaar|(?:gold|fish|friday|flea|vegetable|night) market"
    r"|mubarakiy+a)\b)"
    # ...or a code or a coupon of an app by its name ("coupon code for noon", "kood 5a9m
    # noon"), where "noon" alone is also the time of day
    r"|\b(?:codes?|coupons?|promo|vouchers?)\b(?:\s+\w+)?\s+(?:for|on|from|at|of)\s+noon\b"
    r"(?!\s+(?:delivery|slot|time))"
    # ...or a shop of another trade: a restaurant or coffee shop, a pharmacy, a tailor, a
    # garage ("my coffee shop order was wrong", "الصيدليه فاتحه؟", "el mat3am ghala6 b
    # 6alabi"); not "cafe" or "laundry", which are words of coffee and detergent here
    r"|\b(?:restaurants?|coffee ?shops?|baristas?|pizza (?:place|shop)|shawarma (?:place|shop)"
    r"|pharmacy|pharmacies|tailor|car ?wash|salon|barber|mechanic|garage|steak ?house"
    r"|(?:petrol|gas|fuel) (?:station|pump)s?"
    # ...its staff, or places to eat out of a kind ("the waiter was rude", "any good sushi
    # places open late"), or a cafe gone to ("my order from the cafe was cold")
    r"|waiters?|waitress(?:es)?|(?:sushi|burger|seafood|steak|kebab|karak|breakfast|brunch"
    r"|dinner|lunch|late night|fast food) (?:places?|spots?|joints?)|(?:from|at|in) the cafe"
    # ...or a chain of them by its name ("the tuna sandwich at subway was bad"; Arabizi's
    # "subway" is read "سوبوي")
    r"|subway|mcdonald'?s|mcdonalds|kfc|burger king|hardee'?s|pizza hut|domino'?s|papa john'?s"
    r"|starbucks|caribou|tim hortons|costa coffee|krispy kreme|shake shack|five guys"
    # ...or an app or a part of the phone opened ("open youtube please", "افتح الكاميرا"), not
    # "open" of our hours
    r"|open (?:up )?(?:youtube|whatsapp|instagram|insta|snapchat|snap|tiktok|spotify|google maps"
    r"|maps|gmail|the camera|camera|settings|my (?:email|gallery|photos|camera)))\b",
    # the same in Arabic script
    r"(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:امازون|امزون|شي ان|ايكيا|ايكا|اكا|زارا|اكسايت|ارامكس"
    r"|ارمكس|ديليفرو|نتفلكس|سينما|كنما|مول|ملل|تلبت|اوبر|افنيوز)(?!\w)"
    r"|(?<!\w)(?:و|ب|بال|وال)?(?:ال)?جيم(?!\w)"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:بنزينه|محطه بنزين|محطه البنزين|محطة بنزين)(?!\w)"
    r"|(?<!\w)(?:اشتراك|اشتراكي|مدرب|كابتن|رسوم) (?:ب|في|حق|مال)?\s?(?:ال)?(?:جيم|نادي)(?!\w)"
    r"|(?<!\w)(?:ال)?(?:جيم|نادي) (?:خصم|سحب|قطع|يفتح|يسكر)(?!\w)"
    r"|(?<!\w)(?:من|في|على|تطبيق) (?:نون|طلبات)(?!\w)"
    r"|(?<!\w)(?:كود|كوبون|كوبونات|اكواد)(?: خصم)? (?:ل|حق |مال |في |ب)?نون(?!\w)"
    r"|(?<!\w)(?:ال)?(?:مسلخ|مسالخ)(?!\w)"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل)?سوق (?:ال)?(?:ذهب|سمك|جمعه|مباركيه|حريم|واقف)(?!\w)"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?مباركيه(?!\w)|(?<!\w)محل (?:ال)?(?:ورد|حلويات|كيك)(?!\w)"
    r"|(?<!\w)(?:بنك (?:ال)?(?:وربه|بوبيان|برقان|الخليج|التجاري)|بيت التمويل)(?!\w)"
    r"|(?<!\w)(?:ال)?جمعي[هةا](?=.{0,30}(?:[تي]فت[حش]|[تي]سك+ر|فاتح|مسك+ر|دوام|اوقات(?! التوصيل)))"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:تاكسي|تكسي|طيران|فندق|الفندق|فنادق|وزاره|سفاره|مستشفي|مستوصف|عياده|جوازات"
    r"|بلديه|صراف|مترو)(?!\w)"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:مطعم|مطاعم|متعم|رستورنت|ريستورانت|كوفي شوب|صيدليه|صيدليا|صيدليات|خياط|مصبغه"
    r"|حلاق|صالون|كراج|ورشه|مغسله السيارات|ويتر|جرسون|ويتره)(?!\w)"
    r"|(?<!\w)(?:[وبل]|بال|من|في)?(?:صب واي|صبواي|سوبوي|ماكدونالدز|ماكدونالز|مكدونالدز|كنتاكي|برجر كنج"
    r"|برقر كنق|هارديز|بيتزا هت|دومينوز|ستاربكس|ستاربكز|كاريبو|تيم هورتنز|كوستا)(?!\w)"
    r"|(?<!\w)(?:افتح|افتحي|افتحلي|افتح لي) (?:ال)?(?:يوتيوب|واتساب|الواتساب|انستقرام|انستا|سناب"
    r"|تيك توك|سبوتيفاي|قوقل ماب|الخرايط|كاميرا|اعدادات|الاستديو)(?!\w)",
)


# ...or someone of another business asked for by where they work ("i need to speak to someone
# at my bank", "ابي اكلم احد من البنك", "ابي موظف خدمة العملاء حق زين"): a person or a service
# desk of a bank or a phone company. Not the bank alone, which a shopper pays us through ("can
# i pay by bank transfer").
_SOMEONE_OF_ANOTHER_BUSINESS = Bilingual(
    r"\b(?:someone|somebody|person|human|rep|representative|agent|employee|manager|staff"
    r"|customer service|helpline|hotline)\s+(?:at|from|in|of)\s+(?:the\s+|my\s+)?(?:bank|zain|ooredoo|stc|virgin"
    r"|telecom|phone company|insurance company)\b",
    r"(?<!\w)(?:احد|حد|موظف|شخص|مسؤول|مسئول|خدمه العملاء|خدمة العملاء|خدمت العملاء)\s+"
    r"(?:من|في|ب|حق|مال)\s*(?:ال\s?)?(?:بنك|بنوك|زين|اوريدو|الاتصالات|شركه الاتصالات|التامين|bank|zain|ooredoo|stc)(?!\w)",
)
# ...or a charge of another party paid: a fine, a utility bill, rent, school fees ("can i pay
# the traffic fine with knet", "shlon adfa3 fatoorat el kahraba", "ادفع الايجار كاش"): how to
# pay us is not asked.
_ANOTHER_PARTYS_CHARGE = Bilingual(
    r"\b(?:(?:traffic|parking|speeding) (?:fines?|tickets?)|pay (?:the|my|a) fine|electricity|water bill"
    r"|phone bill|internet bill|utility bills?|rent|school fees|tuition|university fees"
    r"|(?:el |il |al )?(?:ijar|eejar|iijar))\b",
    r"(?<!\w)(?:ال)?(?:مخالفه|مخالفات|المخالفه المروريه|فاتوره الكهربا\w*|فاتورة الكهربا\w*"
    r"|فاتوره الماي|فاتورة الماي|الكهربا|كهربا|ايجار|الايجار|رسوم المدرسه|رسوم الجامعه)(?!\w)",
)


def names_another_business(text: str) -> bool:
    """Whether the (normalised, lower-case) message names a business other than this one,
    someone who works at one, or a charge of another party."""
    return (
        _ANOTHER_BUSINESS.search(text) is not None
        or _SOMEONE_OF_ANOTHER_BUSINESS.search(text) is not None
        or _ANOTHER_PARTYS_CHARGE.search(text) is not None
    )


# Another shop's prices weighed against ours, the shop alone named ("is talabat mart cheaper
# than u guys", "are your prices better than carrefour", "lulu a r5as minkom?" (read "لالو a
# رخيص منكم"), "الجمعيه ارخص منكم؟"): their prices are not ours to know, and no product is
# asked; "is the rice cheaper at the co-op" names goods of ours and stays ours.
_SHOPS = (
    r"talabat(?: mart)?|carrefour|lulu|sultan cent(?:er|re)|tsc|the co-?op|co-?op|jam3iya"
    r"|city cent(?:er|re)|geant|oncost|noon|amazon|other (?:shops?|stores?|apps?|supermarkets?)"
    r"|طلبات(?: مارت)?|طلبت(?: مرت)?|كارفور|كارفو|لولو|لالو|سلطان سنتر|(?:ال)?جمعي[هةا]|جيان|اونكوست"
)
_THAN_US = r"(?:you|u|ya|you guys|u guys|ur store|your store|this app|fresh)"
_US = r"(?:منكم|عنكم|منك|عنك|من فريش|من عندكم)"
_CHEAPER = r"(?:cheaper|more expensive|pricier|dearer|ارخص|رخيص|اغلى|اغلي|احسن)"
_ANOTHER_SHOPS_PRICES = Bilingual(
    rf"^(?:so |and |but |ok )?(?:is|are|r|iz)?\s*(?:the\s+)?(?:{_SHOPS})\s+(?:a\s+)?{_CHEAPER}"
    rf"\s+(?:than|then|min|من)\s+{_THAN_US}\s*[?.!]*$"
    rf"|^(?:(?:are|r|is|iz)\s+)?(?:your|ur) prices (?:cheaper|lower|better|higher) (?:than|then)"
    rf" (?:the\s+)?(?:{_SHOPS})\s*[?.!]*$"
    rf"|^(?:(?:are|r) (?:you|u|ya)|(?:is|iz) (?:it|this|fresh))?\s*(?:cheaper|more expensive)"
    rf" (?:than|then) (?:the\s+)?(?:{_SHOPS})\s*[?.!]*$",
    rf"^(?:و|بس |طيب )?(?:ال)?(?:{_SHOPS})\s+(?:a\s+)?{_CHEAPER}\s+{_US}(?!\w)",
)


def compares_another_shops_prices(text: str) -> bool:
    """Whether the (normalised, lower-case) message weighs another shop's prices against
    ours, naming no goods."""
    return _ANOTHER_SHOPS_PRICES.search(text.strip()) is not None


# A place asked of as a place to live ("is salmiya a good area to live", "حولي منطقه زينه
# للسكن؟"): the shape of a delivery area asked, of no delivery. Not where the shopper lives
# ("i live in salmiya", "انا اسكن بالجابريه"), which is the delivery area told.
_A_PLACE_TO_LIVE = Bilingual(
    r"\b(?:to live|to live in|to rent|to rent in)\b",
    r"(?<!\w)(?:للسكن|نسكنها|اسكنها|استاجر|نستاجر)(?!\w)",
)


def a_place_to_live(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks of a place to live in, and names
    nothing of the store's errand."""
    return _A_PLACE_TO_LIVE.search(text) is not None and not _THE_STORES_ERRAND.search(text)


# ...and of those, the shops, apps and couriers that deliver their own goods: "when does aramex
# deliver on friday", "is delivery free on amazon prime", "كم توصيل نون للجهرا", "ikea
# ywa9loon el salmiya?" ask about their delivery, not ours. A place is not one of them:
# "deliver to the mall" or to a hotel is ours.
_ANOTHER_DELIVERER = Bilingual(
    r"\b(?:amazon|talabat|deliveroo|careem|shein|ikea|zara|xcite|aramex|dhl|fedex|post office"
    r"|(?:from|on|with|via|does|do|is) noon|couriers?|cargo|shipping compan(?:y|ies)"
    # ...and a restaurant or a pharmacy, which deliver their own ("does the pizza place deliver
    # to salmiya", "الصيدليه توصل بالليل؟"); not one delivered to ("deliver to the restaurant")
    r"|(?<!to )(?<!to the )(?<!to my )(?<!to a )(?:restaurants?|pizza (?:place|shop)"
    r"|shawarma (?:place|shop)|burger (?:place|joint)|pharmacy|pharmacies))\b",
    r"(?<!\w)(?:[وبل]|بال|وال|لل)?(?:ال)?(?:امازون|امزون|شي ان|ايكيا|ايكا|اكا|زارا|اكسايت|ارامكس"
    r"|ارمكس|ديليفرو|تلبت|فيدكس)(?!\w)"
    r"|(?<!\w)(?:و|ب|بال|وال)?(?:ال)?(?:مطعم|مطاعم|صيدليه|صيدليات)(?!\w)"
    # "نون" is a letter's name too: beside a word of delivery ("طلبات" is "orders" as well)
    r"|(?<!\w)[وبل]?نون(?!\w)(?=.{0,40}(?:توصيل|توصل|يوصل))|(?:توصيل|توصل|يوصل)\w* [وبل]?نون(?!\w)",
)


def delivers_for_another(text: str) -> bool:
    """Whether the (normalised, lower-case) message names a shop or courier that delivers
    its own goods, whose delivery a question about delivery is about."""
    return _ANOTHER_DELIVERER.search(text) is not None


# A person of the shopper's own arriving, coming or coming back ("my brother gets in friday
# night", "my dad arrives thursday morning", "اخوي يوصل الجمعة بالليل", "walad 3ammi ywa9il
# el sabt el 3a9ir"): the shape of a delivery day or a late order, said of someone, not of
# anything bought. A message that also names an order, a delivery or the groceries ("my
# husband is home after 6, deliver then") is the store's.
_A_PERSON_ARRIVES = Bilingual(
    r"\bmy (?:brother|sister|dad|father|mum|mom|mother|husband|wife|son|daughter|cousin|uncle"
    r"|aunt|friend|parents|in-laws|grandma|grandmother|grandpa|grandfather|boss|family)"
    r"(?:'s flight| flight)? (?:arrives?|arriving|lands?|landing|gets? (?:in|here|back|home)"
    r"|comes?|coming|is (?:coming|arriving|landing)|will (?:arrive|land|come|be here|get in))\b",
    r"(?<!\w)(?:اخوي|اختي|ابوي|امي|اممي|زوجي|زوجتي|ولدي|بنتي|(?:ولد|بنت) (?:عم+ي|خال+ي)|عمي"
    r"|خالي|خالتي|عمتي|ربيعي|ربيعتي|رفيجي|اهلي|يدتي|جدتي|يدي|جدي) (?:بيوصل|يوصل|توصل|بتوصل"
    r"|يوصلون|بيجي|يجي|تجي|جاي|جايه|جيا|جايين|ياي|يايه|راجع|راجعه|يرجع|ترجع)(?!\w)",
)
_THE_STORES_ERRAND = Bilingual(
    r"\b(?:deliver\w*|order\w*|groceries|shopping|stuff|bags?|driver)\b",
    r"(?<!\w)(?:ال)?(?:توصيل|طلب\w*|اغراض|مقاضي|اوردر|مندوب|سايق)(?!\w)",
)


# ...or a worker of another trade coming: "can the technician come tomorrow morning", "the
# plumber is coming at 5", "الكهربائي يقدر يجي الساعه ٥", "el fanni yegdar yeji el sa3a 5".
# The same shape as asking when our driver comes, said of someone no shopper means by us.
_ANOTHER_TRADE_COMES = Bilingual(
    r"\b(?:plumbers?|electricians?|technicians?|repair ?m[ae]n|handym[ae]n|carpenters?"
    r"|painters?|maids?|nann(?:y|ies)|babysitters?|cleaners?|cleaning (?:lady|company)"
    r"|ac (?:guy|man|company|technician)|installers?|mechanics?|tutors?|nurses?|movers)\b"
    r".{0,40}\b(?:come|comes|coming|arrive\w*|visit\w*|get here|be here|show up|turn up)\b",
    r"(?<!\w)(?:ال)?(?:سباك|سببك|كهربائي|كهربايي|كهربيي|كهربجي|فني|فنني|نجار|صباغ|خدامه|خدما|شغاله|شغلا|مربيه|المدرس"
    r"|مدرس خصوصي|نقليات|عمال النقل)(?!\w).{0,40}(?<!\w)(?:يجي|بيجي|تجي|بتجي|ياي|جاي"
    r"|جايه|يوصل|بيوصل|توصل|بتوصل|يجون|بيجون|يمر)(?!\w)",
)


# ...unless goods are asked for the one coming, by their diet: "my friend is coming, she's
# vegan, any dip?", "ربيعتي جايه نباتيه، عندكم شي؟"
_THEN_ASKED = (
    r".{0,40}(?<!\w)(?:any|anything|something|got|have|sell|عندكم|اكو|في|فيه|شي|ابي)(?!\w)"
)
_GOODS_FOR_THEIR_DIET = Bilingual(
    r"(?<!\w)(?:vegan|vegetarian|veggie|allergic|allergy|celiac|coeliac|diabetic|lactose"
    r"|gluten)(?!\w)" + _THEN_ASKED,
    r"(?<!\w)(?:نباتي\w*|حساسي\w*|سكري|لاكتوز|جلوتين|فيجن|فيغن)(?!\w)" + _THEN_ASKED,
)


# Either arrival: a message holding no piece of one tells of none (`Either`)
_ARRIVES = Either(_A_PERSON_ARRIVES, _ANOTHER_TRADE_COMES)


def a_person_arrives(text: str) -> bool:
    """Whether the (normalised, lower-case) message is about someone of the shopper's own
    arriving, or a worker of another trade coming, and names nothing of the store's errand."""
    if not _ARRIVES.may_match(text):
        return False
    if _THE_STORES_ERRAND.search(text) or _GOODS_FOR_THEIR_DIET.search(text):
        return False
    return (
        _A_PERSON_ARRIVES.search(text) is not None or _ANOTHER_TRADE_COMES.search(text) is not None
    )


# A question about a food as a kind, asked from curiosity or for homework: how it is made or
# grown, where it comes from, why it has its colour, whether it is a fruit ("how do cows make
# milk", "are strawberries really berries", "من وين تجي القهوة", "laish el mooz a9far").
# The intent model reads the food's name as a product asked about, but no card answers it. A
# shopper's question about our goods points at them ("where is this milk from", "is your
# bread fresh", "هذا الحليب من وين") or asks for them, and stays ours.
_NOT_A_GOOD = r"(?!(?:the|this|that|these|those|your|ur|it|there|any|some)\b)"
_COUNTRIES = (
    r"(?:japan|china|india|italy|france|korea|mexico|morocco|turkey|egypt|lebanon|iran|greece"
    r"|spain|thailand|america|us|usa|uk|england|europe|africa|asia|russia|brazil)"
)
_BLADAN = (
    r"(?:يابان|يبن|صين|هند|ايطاليا|فرنسا|كوريا|مكسيك|مغرب|تركيا|مصر|لبنان|ايران|اليونان|اسبانيا"
    r"|تايلند|امريكا|بريطانيا|اوروبا|افريقيا|روسيا|البرازيل)"
)
_A_KIND_OF_FOOD = Gated(
    rf"\bhow (?:is|are) {_NOT_A_GOOD}\w+(?: \w+)? (?:made|produced|grown|harvested|processed)\b"
    r"|\bhow (?:do|does) (?:cows?|bees?|chickens?|hens?|goats?|sheep|plants?|trees?|farmers?"
    r"|factories|they|people) (?:make|produce|grow|lay|get)\b"
    rf"|\bwhere (?:do|does) {_NOT_A_GOOD}\w+(?: \w+)? (?:come from|grow)\b"
    rf"|\bwhy (?:is|are|do|does) {_NOT_A_GOOD}\w+(?: \w+)? (?:(?:so|always) )?(?:yellow|red|green"
    r"|orange|white|brown|black|purple|pink|sticky|sweet|sour|salty|bitter|spicy|round|called"
    r"|make you cry|turn brown|go sour)\b"
    rf"|^(?:is|are) (?:an? )?{_NOT_A_GOOD}\w+(?: \w+)? (?:really |actually |technically "
    r"|scientifically )?(?:an? )?(?:fruits?|vegetables?|veggies?|berr(?:y|ies)|nuts?|legumes?"
    r"|grains?|seeds?|herbs?)\b"
    r"|\b(?:homework|science class|science project|trivia|fun fact)\b"
    r"|(?<!\w)(?:كيف|شلون) (?:ال)?(?:بقر|بقره|نحل|نحله|دجاج|دجاجه|غنم|معز|مصانع) (?:يسوي|تسوي|يسوون"
    r"|تنتج|ينتج|يطلع|تطلع|تبيض)(?!\w)"
    r"|(?<!\w)(?:كيف|شلون) (?:ينصنع|تنصنع|ينزرع|تنزرع|يزرعون|يصنعون)(?!\w)"
    r"|(?<!\w)(?:من وين|منوين) (?:يجي|تجي|ياتي|تاتي|اصل)(?!\w)"
    r"|(?<!\w)(?:ليش|ليه) (?:ال)?\w+ (?:لونه |لونها )?(?:اصفر|صفرا|احمر|حمرا|اخضر|ابيض|وردي"
    r"|برتقالي|يلزق|يدمع|يحمض)(?!\w)"
    r"|(?<!\w)(?:فاكهه|خضار|خضره|توت|مكسرات|حبوب) (?:ولا|او) (?:فاكهه|خضار|خضروات|خضره|اخضر|توت"
    r"|مكسرات|بقوليات|حبوب)(?!\w)"
    r"|(?<!\w)(?:علميا|واجب العلوم|سؤال واجب|حصه العلوم)(?!\w)"
    # ...or what people of another country eat, a question of its customs: "what do people
    # eat in japan for breakfast", "شنو ياكلون في اليابان", "sh yaklon fi el yaban"
    rf"|\bwhat (?:do|did|does) [\w ]{{1,20}} (?:eat|drink|cook) in (?:the )?{_COUNTRIES}\b"
    rf"|(?<!\w)(?:شنو|وش|ايش|شو|ش) (?:ياكلون|يشربون|ياكل|كانوا ياكلون) (?:في|ب) ?(?:ال)?{_BLADAN}(?!\w)"
)
# ...unless it points at our goods or asks for them
_OUR_GOODS = Gated(
    r"\b(?:this|that|these|those|your|ur|you|u|stock|sell|buy|order|cart|price|cost|deliver)\b"
    r"|(?<!\w)(?:هذا|هذي|هاذا|هذه|ذا|عندكم|حقكم|تبيعون|سعر|بكم|ابي|ابغي|ضيف|حط|السله|متوفر"
    r"|موجود)(?!\w)"
)


def asks_about_a_kind_of_food(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks about a food from curiosity or for
    homework, not about our goods: no product card answers it."""
    return _A_KIND_OF_FOOD.search(text) is not None and not _OUR_GOODS.search(text)


# A booking at a place of another trade: "can i book a slot at the gym tomorrow morning",
# "ابي احجز موعد عند الدكتور بكره", "abi a7jiz maw3id bil nadi". It has the shape of a
# delivery slot asked for; a booking of our delivery names it ("book a delivery slot").
_A_BOOKING = Gated(
    r"\b(?:book\w*|reserv\w*|appointments?|sessions?)\b"
    r"|(?<!\w)(?:ا|ن)?حجز\w*|(?<!\w)(?:ال)?(?:موعد|مواعيد)(?!\w)"
)
_A_PLACE_OF_ANOTHER_TRADE = Gated(
    r"\b(?:gym|fitness|dentist|doctor|physio\w*|spa|nails?|court|pool|padel|cinema)\b"
    r"|(?<!\w)(?:[وبل]|بال|لل)?(?:ال)?(?:نادي|جيم|دكتور|طبيب|دكتوره|سبا|ملعب|مسبح|بادل)(?!\w)"
)


def books_elsewhere(text: str) -> bool:
    """Whether the (normalised, lower-case) message books a slot at another trade's place,
    and names nothing of the store's errand."""
    if not _A_BOOKING.search(text) or _THE_STORES_ERRAND.search(text):
        return False
    return _A_PLACE_OF_ANOTHER_TRADE.search(text) is not None or names_another_business(text)


def domain_gate() -> DomainGate:
    return DomainGate(shipped_model(DOMAIN))
