"""The words the brain listens for, in English and Arabic (Gulf and Levantine as typed).

Recognition works on concepts, not sentences: "where is my order" is STATUS + ORDER, so
"wheres my order??" and "وين طلبي" land in the same place. Each concept lists words or short
phrases as a shopper types them; they are normalised and stemmed once at import with the same
`hub.text` rules as the message, so the lists can be written naturally (hamza, taa marbuta,
plurals). Product nouns must never appear here: every word listed is removed from the topic
that is sent to the catalogue search.
"""

from __future__ import annotations

from hub.assistant.brain.asking_words import ASKING_FILLER, ASKING_PHRASES
from hub.text import normalize, stem, words

Phrase = tuple[str, ...]

_RAW: dict[str, str] = {
    "GREET": "hi, hello, hey, hiya, salam, salaam, good morning, good evening, good afternoon,"
    " marhaba, yo | مرحبا, مرحبتين, هلا, هلا والله, اهلا, السلام عليكم, سلام عليكم, سلام,"
    # how are you, said before a request: "shlonkom, abi 7aleeb"
    " شلونكم, شلونك, شلونج, شخباركم, شخبارك, كيفكم, كيفك, صباح الخير,"
    " مساء الخير, مسا الخير, مساك الله بالخير, صباحك خير, اهلين, هلا وغلا, هاي, حياك",
    "THANKS": "thanks, thank, thank you, thx, ty, cheers, appreciate, appreciated, great, perfect,"
    " awesome, nice, shukran, shokran, shukraan, mashkoor, mashkor, tislam, merci | شكرا, مشكور, مشكورين, يعطيك العافيه, تسلم, تسلمين, ممتاز, الله يعطيك العافيه,"
    # English and French thanks typed in Arabic letters: "ثانكس", "ثانكيو", "مرسي"
    " ثانكس, ثانكز, ثانكيو, ثانك يو, ثنكس, ثانكس الوت, مرسي, ميرسي, مرسى",
    "ACK": "ok, okay, yes, yeah, yep, sure, fine, cool, alright, no, nope, nah, nothing | تمام, اوكي,"
    " نعم, اي, ايه, زين, طيب, اوك, لا",
    "YES": "yes, yeah, yep, yup, ya, sure, please, pls, plz, go ahead, do it, of course, aywa,"
    " aiwa, ee, eeh, eh, akeed, akid, yalla | نعم, اي, ايه, ايوه, ايوا, اكيد, اكد, يليت, ياليت, لو سمحت,"
    " يلا,"
    " الله يخليك, ابشر",
    "HELP": "help, what can you do, how does this work, menu, options, commands, start |"
    " ساعدني, ساعدنى, مساعده, شو تقدر, وش تقدر, ماذا تستطيع, القائمه, ابدا",
    "TALK": "talk, speak, chat, connect, transfer, reach, contact | اكلم, كلم, اتكلم, احكي,"
    " اتواصل, تواصل, كلموني, احجي, اكلمكم",
    "WHO": "human, agent, person, someone, somebody, representative, rep, support, customer service,"
    " customer support, staff, operator, real person, live agent | موظف, موظفه, خدمه العملاء,"
    " الدعم, دعم, شخص, انسان, ممثل, احد",
    "HUMAN": "human, representative, operator, live agent, real person | موظف, انسان,"
    " شخص حقيقي, ممثل خدمه",
    # a rule of the shop bent for one shopper, which only a person of the team can grant
    "EXCEPTION": "exception, one-off, bend the rule, bend the rules | استثناء, استثنائي, استثنائيه,"
    " يستثنيني, تستثنيني, تستثنوني, يستثنوني, استثنيني, استثنوني",
    "CART": "cart, basket, trolley, shopping cart, my cart, my total, the total, subtotal,"
    # what it all comes to, asked bare after changes: "total now?", "how much altogether",
    # "new total" (where "colgate total" names a paste)
    " total now, total so far, new total, total pls, total please, altogether, all together,"
    " in total, grand total, how much total, how much is it all, how much is everything,"
    " how much for everything, what do i owe | سله, سلتي, سله التسوق, المجموع, الاجمالي,"
    " الحساب, عربه, ال total, كم صار كله, كم صار الكل, كم كله, كم الكل, كم صار علي,"
    # "kam total", "b kam total" (read "كم total"): what it all comes to, in Arabizi
    " total الحين, كم total, بكم total, عربه التسوق, كارت, السله",
    "SHOW": "show, see, view, display, list, browse, check | اعرض, وريني, ورني, فرجيني,"
    " شوفني, اشوف, اظهر, عرض, اعرضلي, ورنا",
    "PRODUCTS": "products, product, items, range, selection, stuff | منتجات, منتج, اغراض, بضاعه",
    "ADD": "add, put, include, throw in, toss in, chuck in, pop in, zeed, zeedli, 7ot, 7ut,"
    " 7otli, 7utli, dheef, 9ayef | اضف, ضيف, اضيف, ضف, زيد,"
    " حط, حطلي, حوط, حوطلي, ضيفلي, اضافه, ابغى اضيف, زودني,"
    # asked of the assistant: "ممكن تضيف لي زوز لبن", "تحطلي ٣ بيبسي"
    " تضيف, تضيفلي, تضيفين, تضيفون, تحط, تحطلي, تحطين, تحطون,"
    # said to the assistant as to a woman: "حطي وحده", "ضيفي لي ٢ حليب", "7oti wa7d"
    " حطي, حطيلي, ضيفي, ضيفيلي, زيدي,"
    # said to the store as to many: "حطولي اغراض اللقيمات", "ضيفوا ٢ حليب", "زيدولي خبز"
    " حطوا, حطو, حطولي, حطوه, حطوها, ضيفوا, ضيفو, ضيفولي, زيدوا, زيدو, زيدولي,"
    # "I'd add": "ابي ازيد ماي", "abi azeed 3aleh mai"
    " ازيد, نزيد",
    "TAKE": "buy, get, take, grab, purchase, give, gimme | اشتري, خذ, اخذ, جيب,"
    " جيبلي, عطني, اعطني, هات, اطلب,"
    # "I'll take it": "باخذ ٢", "ba5ith 2", "ناخذه"
    " باخذ, باخذه, باخذها, ناخذ, بناخذ, ناخذه, اخذه, اخذها, بشتري, بشتريه",
    # ...and what is missing for a dish: "I'm only missing yeast", "ناقصني الخميره"
    "WANT": "want, need, like, wanna, would like, looking for, abi, abgha, abee, i'm missing,"
    " im missing, i am missing, only missing, all i need is | ابي, ابغى,"
    " ابغي, بدي, اريد,"
    " ودي, حاب, محتاج, ابا, بغيت, نبي, نبغى, ناقصني, ناقصنا, ينقصني, ينقصنا",
    "REMOVE": "remove, delete, drop, take out, take off, get rid of, minus, discard, cancel, skip,"
    # a line let go in plainer words: "ditch the milk", "the milk can go", "i'll pass on it"
    " ditch, scrap, unadd, take away, no more, one less, can go, pass on, changed my mind about,"
    " changed my mind on, hold the,"
    " sheel, shel, shil, sheeli |"
    " nix,"
    " احذف, حذف, شيل, اشيل, اشل, نشيل, امسح, الغ, الغي, نزل, طلع, اشطب, ازل, ازيل, شيلي,"
    # Gulf "طير" (throw it out): "طير الحليب", "طيرها"
    " طير, طيره, طيرها, طيرهم,"
    # the English "cancel" spoken in Gulf Arabic: "كنسله", "كنسلي الطلب", "ابي اكنسل"
    " كنسل, كنسلي, اكنسل, نكنسل,"
    # Gulf "فصخ" (take off, strip): "فصخ السله كلها", "fa9i5 el cart kilah"
    " فصخ, فصخه, فصخها, فصخي, فصخهم",
    "CLEAR": "empty, clear, reset, start over, clean out | فضي, فرغ, صفر, نظف, فضيها",
    "ALL": "everything, all, whole, entire | كل, كله, الكل, جميع, كل شي, كل شيء, كلشي, كولشي,"
    " كلها, كلهم, جميعهم, كلهن",
    "CHANGE": "change, update, set, make, modify, adjust, increase, decrease, reduce, edit, instead,"
    " switch, double, triple, twice, scale | غير, عدل, خلي, خليه, خليها, خله, خلو, سوها, سويها, اجعل, زود,"
    " نقص, قلل, بدل, خلها, خلهم, خليهم, خلوها, خلوهم, ضاعف, ضاعفها, ضاعفيها, ضاعفه, دبل, دبلها,"
    " ضعف",
    "COUPON": "coupon, code, promo code, promocode, voucher, discount code | كوبون, كود, قسيمه,"
    " بروموكود, رمز, كود خصم, كوبونات",
    "POINTS": "point, points, loyalty, loyalty points, rewards | نقاط, نقاطي, نقطه, الولاء,"
    " نقاط الولاء",
    "USE": "use, apply, redeem, spend, activate, enter, cash in | استخدم, استعمل, طبق, فعل, اصرف,"
    " استبدل, فعل, استخدمها, استعملها, اصرفها",
    "NEGATION": "not, no, without, stop, don, dont, never, turn off, disable | لا, بدون, مو, مش,"
    " وقف, بلاش, الغاء, ما ابي, ما ابغى, ما بدي, ما اريد, ما احتاج, ما نحتاج, لا تستخدم, لا تطبق",
    # What follows these is left out: "the ingredients without the bread", "كلها ماعدا الخبز".
    "EXCEPT": "without, except, excluding, apart from, but not, leave out, skip, no need for,"
    " bidoon, bdoon, bdun, bidun, bdoun, bala, minus, already have, already got, i have already, got already"
    " | بدون, بلا, ماعدا, ما عدا, عدا, من غير, الا, ما نبي, ما نبغى, عندي اصلا, موجود عندي",
    # How a price is felt, not a product's attribute: "dates but not expensive", "مو غالي".
    "PRICEY": "expensive, pricey, costly, overpriced | غالي, غاليه, اغلي, غالين, غاليين",
    "EXPRESS": "express, fast delivery, quick delivery, urgent, asap, rush, faster | سريع, اكسبرس,"
    " مستعجل, عاجل, بسرعه, توصيل سريع, السريع",
    "STANDARD": "standard delivery, normal delivery, regular delivery | توصيل عادي, العادي",
    "DELIVER": "deliver, delivered, delivery, deliveries, ship, shipping, send, get it to, get this to,"
    " get them to | توصيل, توصلون, توصلوا, وصل, وصلوا, وصلي, توصل, شحن, يوصل, توصيلكم, توصلوني,"
    # Gulf "طرش" (send), and Arabizi's "6arrish" read with its doubled letter
    " طرش, طرشوا, طرشو, طرشوه, طرشها, طرشهم, طررش, طررشوا, طررشوه,"
    # "deliver it", "take it" said of the order: "وصلوه بيت اهلي", "ودوه الدوام"
    " وصلوه, وصلوهم, وصله, وصلها, وصلهم, ودوه, ودوها, ودوهم, وديه, وديها",
    "ADDRESS": "address, addresses | عنوان, عنواني, العنوان",
    "PLACE": "home, house, work, office, chalet, parents, my place | بيت, بيتي, المنزل, منزلي,"
    " العمل, عملي, الدوام, الشغل, المكتب, مكتبي, الشاليه, شاليه, اهلي, بيت اهلي, الوالدين",
    "AREA": "area, my area, neighbourhood, neighborhood, district, live in, i am in, located in |"
    " منطقه, منطقتي, ساكن, اسكن, انا في, سكني",
    "REORDER": "reorder, re order, order again, buy again, same again, repeat, repeat order,"
    " same as last time, same as my order, same as the order, same as my last order, same as that order,"
    " redo my order, redo the order, redo that order |"
    " اعد الطلب, مثل طلبي, زي طلبي, نفس اللي طلبته, نفس الي طلبته, نفس طلبي, اطلب نفس, اعاده الطلب, كرر, نفس الطلب, مره ثانيه, مره اخري,"
    " عيد الطلب, عيدوا الطلب, اعيد الطلب, اعيد طلبي, عيدوا طلبي, اعيدو طلبي,"
    " نفس المره",
    "ORDER": "order, orders, purchase | طلب, طلبي, طلباتي, الطلب, اوردر, طلبيه, طلبيتي, طلبين,"
    " طلبيتين, طلبات, الطلبات,"
    # the English word's dual and plural: "عندي اوردرين اليوم", "ordereen" (read "اردرين")
    " اوردرين, الاوردرين, اردرين, الاردرين, اوردرات, الاوردرات, اوردراتي",
    "LAST": "last, previous, recent, latest, past, history | الاخير, اخر, السابق, الماضي, قبل",
    "STATUS": "where, track, tracking, status, arrive, arriving, arrived, coming, shipped, eta |"
    " وين, اين, تتبع, حاله, وصل, يوصل, وصلت, متي يوصل",
    "OFFERS": "offer, offers, deal, deals, discount, discounts, promo, promos, promotion,"
    " promotions, sale, sales, special, specials, coupons | عرض, عروض, خصم, خصومات, تخفيض,"
    " تخفيضات, كوبونات, عروضكم",
    "INGREDIENTS": "ingredients, ingredient, recipe, amounts, quantities, measurements, steps,"
    " its things, its stuff,"
    " method, goes into, go into, teach me, teach | مكونات, الوصفه, وصفه, اغراض الوصفه, مقادير,"
    " المقادير, مقاديرها, مقاديره, خطوات, طريقه, علمني, علميني, يحتاج, يحتجون, تحتاج, نحتاج,"
    " احتاج, يبيله, يبيلها, يبيلهم, اغراضها, اغراضه, مكوناتها, مكوناته",
    "RECIPE": "recipe, recipes, how to make, how do i make, how to cook, how do i cook,"
    " how to prepare, cook, what can i cook, ingredients for, ingredients of, what goes into"
    " | وصفه, وصفات, طريقه, طريقه عمل, كيف اسوي, كيف اطبخ, كيف اعمل, طبخه, اطبخ, مقادير,"
    " المقادير, مكونات, wasfa, wasfat",
    "SLOT": "slot, slots, time slot, delivery window, windows | موعد, مواعيد, فتره, فترات",
    "WHEN": "when, schedule, time, times, timing, book, tomorrow, today, tonight, later |"
    " متي, وقت, اوقات, بكره, باجر, غدا, اليوم, الليله, احجز",
    "INFO": "info, information, details, fee, fees, cost, costs, charge, charges, price, how much,"
    " si3ra, si3r | سعره, سعرها, سعرهم, اسعارهم,"
    " معلومات, تفاصيل, رسوم, سعر, تكلفه, كم, بكم",
    "BRANCH": "branch, branches, store, stores, shop, shops, location, locations, nearest,"
    " showroom, supermarket, outlet | فرع, فروع, الفروع, فروعكم, محل, محلات, موقع, مواقع,"
    " مكانكم, اقرب فرع",
    "HOURS": "hours, open, opens, opening, close, closes, closing, timings | دوام, تفتحون, تسكرون, ساعات,"
    " يفتح, يفتحون, يسكر, يسكرون, يقفل, يقفلون, مفتوح, مسكر",
    "CATEGORIES": "aisle, aisles, category, categories, section, sections, department,"
    " departments | قسم, اقسام, فئه, فئات, تصنيف, تصنيفات",
    "BRANDS": "brand, brands, manufacturer, manufacturers | ماركه, ماركات, براند, براندات,"
    " علامه تجاريه, علامات تجاريه",
    "DETAIL": "tell me about, tell me more, tell more, about, details, detail, describe, more info, more about,"
    " information about, info on | تفاصيل, معلومات عن, احكيلي عن, اخبرني عن, قولي عن",
    "SEARCH": "have, got, sell, carry, stock, search, find, available, looking for |"
    " عندكم, عندك, فيه, تبيعون, ابحث, دور, الاقي, متوفر, متوفره, موجود, يوجد,"
    # asked of goods said before it: "القهوه الشقرا موجوده؟", "... mawjooda?" (read "موجودا")
    " موجوده, موجودا, موجودين, متوفرا,"
    # the Gulf "is there": "اكو روب؟", "aku oats?"
    " اكو",
    "QUESTION": "how, what, when, where, which, why, can, could, do, does, is, are |"
    " كيف, شو, ايش, وش, متي, وين, هل, ليش, كم, بكم, ماذا, ما هي, ما هو",
    "HOW": "how | كيف, شلون",
    "REF": "it, this, that, those, these, them, this one, that one | منها, منه, منهم, هذا, هذي,"
    " هذه, هاذا, هاذي, ذا, ذاك, هذيك, هذاك, اياه, اياها, نفسه, جذي, كذا, كذي, هيك",
    "SIMILAR": "similar, alternatives, alternative, other options, like this | مشابه, بدائل, بديل,"
    " شبيه",
}

# Arabic verbs take their object as a suffix: "أضفه" (add it), "احذفها" (remove it).
_SUFFIXED_VERBS = (
    "اضف",
    "ضيف",
    "حط",
    "زيد",
    "احذف",
    "شيل",
    "امسح",
    "نزل",
    "طلع",
    "خلي",
    "غير",
    "بدل",
    "عدل",
    "زود",
    "نقص",
    "قلل",
    "كنسل",
)
_OBJECT_SUFFIXES = ("ه", "ها", "هم", "لي")

# Glue and filler: dropped from the topic, never decisive for an intent.
STOP_WORDS: frozenset[str] = frozenset(
    stem(word)
    for word in words(
        "a an the some any of for to in on at with from by me my mine i im i'm you your we us our u ur"
        " please pls plz kindly can could would will shall should is are am be was were do does"
        " did it its this that these those them they there here what which how much many and or"
        " also too just only more one ones another again now then so very really maybe want need"
        " like let lets give get got have has had need some few little bit thing things please"
        " item items stuff of off up out into onto over something anything else line lines row"
        " somthing sumthing smth sth anythin"
        " actually well oh oops sorry wait hmm but though ok okay whatever guys anyway anyways"
        # "..., still under 5?": no still drink asked; "while im here add another ...": no
        # goods of that name
        " still while"
        # a sigh or a pause said before a request: "ugh ok. anything gluten free"
        " ugh uh um umm meh"
        " meanwhile btw besides plus additionally وبالمره بالمره"
        # "more" in Gulf Arabic, as "more" and "كمان": "ابي كيلو زياده من الريش" (Arabizi "zyada"
        # read "زيده")
        " زياده زيادة زيده"
        # a goodbye beside a request: "add it and bye" ("السلامه" is also Salmiya, read)
        " bye goodbye باي"
        " stuf"
        # what was meant, said of a correction: "sorry i meant 3", "قصدي ٣", "la 2asdi 3"
        " meant قصدي اقصد قصدت"
        " من في على الى الي عن مع لو سمحت ممكن فضلك يا و او بس كمان برضو شي شيء لي انا انت"
        " عندي هذا هذي هذه ذا ذي منها منه منهم حقي حق اللي الي ايضا كذلك بعض شوي واحد لنا"
        " نحن احنا ابي ابغى بدي اريد ودي عشان علشان لان ثم بعد قبل هل شو ايش وش كم ماذا ما"
        " ل ب ف هو هي الحين الان يعني سطر طيب عفوا اسف اسوي نسوي سوي تسوي يسوي ويا وياي وياكم بال ال والله ولله"
        # making a dish said as "doing" it, like "اسوي": "ابي اعمل فتوش", "abi a3mal tabbouleh"
        " اعمل نعمل تعمل بعمل بنعمل"
        # who eats it, beside what is asked: "ولدي ما ياكل الا ناجتس" (not a kind of any
        # product)
        " بنتي ولدي عيالنا ياكل يكل تاكل تكل ياكلون ناكل"
        # "with it": "وحط معاه بصل" names no water (ماي)
        " معاه معها معاها وياه وياها"
        # which kinds there are, asked: "what flavours of lays", "شو انواع الرز"
        " flavours flavors varieties نكهات انواع اصناف"
        # "of", as owned: "el flavors mal lays", "الطلب مال الشاليه"
        " مال مالت"
        # a rate: "how much per kilo" (of the product in focus)
        " per"
        # being able: "wain agdar algi el 5obz" (where can I find the bread)
        " اقدر نقدر تقدر تقدرون"
        # finding: "wain alaqee el jiben" (where do I find the cheese)
        " القى القي الاقي الاقيه الاقيها احصل find منو مين"
        # asking for the best of a kind asks for the kind: "shno a7sn labneh"
        " احسن افضل best"
        # asking to be advised, or for a good one, asks for the kind: "can you recommend a good
        # cereal for kids",
        # "وش تنصحني من الرز"
        " recommend recommends recommendation recommendations suggest suggestion suggestions"
        " advise good nice تنصحني تنصحوني تنصحون تنصح انصحني نصحني تقترح تقترحون اقترح"
        # who it is for, when no product is named by it: "شي حق الريوق للعيال"
        " العيال للعيال عيالي kids children"
        # ...the young men of a gathering, and when: "snacks for the boys tonight", "سناكات
        # للشباب الليل", "7ag il shabab il lail"
        " boys lads الشباب للشباب شباب الليل بالليل"
        # "like this", "than that": pointing at what was shown ("في ارخص من جذي")
        " than جذي كذا كذي هيك جذيه chithi"
        # "and" as Arabic writes it inside brand names: "هد اند شولدرز"
        " اند"
        # other than what was shown: "what other fresh milk", "وشنو غيره من حليب"
        " other others غيره غيرها غيرهم"
        # what was added, as a way of pointing at it: "the last thing I added"
        " added put حطيته حطيتها ضفته ضفتها اضفته اضفتها"
        # "then", "so" as the Gulf says it: "شيل الزعفران اجل وحط كركم"
        " اجل عيل"
        # who said the diet, not what is wanted: "my doctor says no lactose, which milk",
        # "الدكتور قال عندي حساسيه"
        " doctor says said told الدكتور دكتور الدكتوره الطبيب قال قالي"
        # the Gulf "is there none", asked of goods: "النيدو الكبير ماكو؟" (as "اكو" asks)
        " ماكو"
        # who else it is for, never a kind of product: "and a salmon fillet for her",
        # "jumbo pack for my sister", "حق اختي", "7ag ommi"
        " her him his she he sister brother wife husband mom mum mother dad father friend"
        " اختي اخوي زوجتي زوجي مرتي امي ابوي صديقي ربيعي لاختي لاخوي لزوجتي لابوي"
        # "on it", of what is already there: "ابي ازيد عليه ماي"
        " عليه عليها عله"
        # "let me", before what the shopper will do: "خلني اخذ ٣", "5alni a5ith 2"
        " خلني خليني خلنا خلينا"
        # a laugh beside a request: "hahaha la abi chips lays" (read "ههها")
        " ههه هههه ههههه ههها هههها haha hahaha lol lool"
        # how near a weight or a count is, never goods: "a big one around 5 kilo", "تقريبا
        # ٥ كيلو", "ta8reeban" (read "تغريبن")
        " around approximately approx roughly تقريبا تقريباً تغريبن تقريبن " + ASKING_FILLER
    )
)

_SPLIT = "|"


def _phrases(spec: str) -> tuple[Phrase, ...]:
    phrases: list[Phrase] = []
    for chunk in spec.replace(_SPLIT, ",").split(","):
        tokens = tuple(stem(word) for word in words(chunk))
        if tokens:
            phrases.append(tokens)
    return tuple(phrases)


# "ادور", "lemme see", "hook me up with": the ways of asking for goods kept on their own
_RAW.update({name: f"{_RAW[name]}, {more}" for name, more in ASKING_PHRASES.items()})

CONCEPTS: dict[str, tuple[Phrase, ...]] = {name: _phrases(spec) for name, spec in _RAW.items()}


def written(concept: str) -> tuple[str, ...]:
    """A concept's phrases as the normaliser writes them, longest first, for patterns that
    find them in place ("salam, abi..." opens with a greeting)."""
    chunks = _RAW[concept].replace(_SPLIT, ",").split(",")
    phrases = {" ".join(normalize(word) for word in chunk.split()) for chunk in chunks}
    return tuple(sorted((p for p in phrases if p), key=len, reverse=True))


# Suffixed verb forms: the word means "<verb> it", so the request refers to the focus product.
SUFFIXED_FORMS: dict[str, str] = {
    normalize(verb + suffix): normalize(verb)
    for verb in _SUFFIXED_VERBS
    for suffix in _OBJECT_SUFFIXES
}
for _form, _verb in SUFFIXED_FORMS.items():
    for _concept in ("ADD", "REMOVE", "CHANGE"):
        if (_verb,) in CONCEPTS[_concept]:
            CONCEPTS[_concept] = (*CONCEPTS[_concept], (_form,))

# Every request phrase: taken out of the topic wherever it occurs whole. Longest first, then
# in a fixed order: a set's order changes with each process's hash seed, and the words read
# from Arabizi are chosen among ties in this order (`arabic_words`).
ALL_PHRASES: tuple[Phrase, ...] = tuple(
    sorted(
        {phrase for phrases in CONCEPTS.values() for phrase in phrases},
        key=lambda phrase: (-len(phrase), phrase),
    )
)
# The one-word ones: a catalogue word among them is lost to the search (see the tests).
REQUEST_WORDS: frozenset[str] = frozenset(phrase[0] for phrase in ALL_PHRASES if len(phrase) == 1)


# "the two", "both of them", "الاثنين", "el ithnain": the two products the reply before showed
THE_TWO = frozenset({"two", "both", "اثنين", "الاثنين", "ثنين", "الثنين", "زوز", "الزوز"})
