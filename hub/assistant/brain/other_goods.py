"""Goods a grocery does not sell, asked for as goods: "ابي عطر هديه لصديقتي", "do you sell
ps5", "3indkom charger lil iphone?", "do you have panadol".

The gate rightly finds perfume, a console or a pill another trade's matter, and a shopper
asking this store for one would be told only that the assistant helps with shopping, which
is what they were doing. Asked for as goods (wanted, looked for, priced, asked whether we
have them), the honest answer is that this store does not sell that kind, and for a gift
what it has that is given as one. The same words in another matter ("my phone charger is
broken", "what medicine for a fever", "visa fees") ask nothing of a shop and stay declined.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern_grams import Either

# Each kind by its words, in English and in Arabic as the normaliser writes it, and in Arabizi
# as typed where the normaliser's guess at its vowels misses ("jawalat", "sijayer"). Words another sense of which the store
# sells are left out: "rings" (onion rings), "gold" (its price is a matter of money; a coffee is named so), "tablets"
# (dishwasher tablets), "galaxy" (a chocolate), a bare "phone" (our phone number).
_KINDS: dict[str, Bilingual] = {
    "perfume": Bilingual(
        r"\b(?:perfumes?|fragrances?|colognes?|body mists?|oud oil|bakhoor|bukhoor|incense"
        r"|3i6r|3e6r|3etr|3u6oor|3o6oor|3utoor|ba5oo?r|bu5oo?r)\b",
        r"(?<!\w)و?(?:ال)?(?:عطر|عطور|عطورات|بخور|دهن عود|كولونيا|برفان|برفيوم)(?!\w)",
    ),
    "electronics": Bilingual(
        r"\b(?:ps ?[345]|playstation|xbox|nintendo|iphones?|ipads?|airpods|apple watch"
        r"|smart ?watch(?:es)?|laptops?|tvs?|televisions?|headphones|earphones|earbuds"
        r"|(?:phone |iphone |usb |laptop )?chargers?|power ?banks?|usb cables?|smartphones?"
        r"|mobile phones?|gaming consoles?|consoles?|jawal\w*|mobiles?|sha7en|shawa7en)\b",
        r"(?<!\w)و?(?:ال)?(?:بلايستيشن|بلاستيشن|بليستيشن|بلاي ستيشن|اكس بوكس|ايفون|ايباد|ايربودز"
        r"|ساعه ابل|ابل واتش|لابتوب|تلفزيون|تلفزيونات|شاحن|شواحن|سماعات|سماعه|باور بانك|جوال"
        r"|جوالات|موبايل|موبايلات)(?!\w)",
    ),
    "medicine": Bilingual(
        r"\b(?:medicines?|medications?|panadol|paracetamol|ibuprofen|brufen|aspirin"
        r"|antibiotics?|painkillers?|pain killers?|cough syrup|prescription drugs?|dawa|adwiya)\b",
        # ...not "ودوا" (take it) said of the order or the place it goes: "ودوا الطلب البيت"
        r"(?<!\w)(?!ودوا\s+(?:ال|لل|ل)?(?:طلب|اغراض|بيت|دوام|شاليه|مكتب))"
        r"و?(?:ال)?(?:دوا|دواء|ادويه|بنادول|بندول|مسكن|مسكنات|مضاد حيوي|باراسيتامول"
        r"|شراب كحه|بروفين)(?!\w)",
    ),
    # a device to measure the body with: "cheapest glucose meter", "جهاز قياس السكر", "jihaz
    # 8iyas el sukkar"; sugar and pressure are words of our goods only without the device
    "medical_devices": Bilingual(
        r"\b(?:glucose (?:meters?|monitors?|strips)|glucometers?|(?:blood )?sugar (?:meters?"
        r"|monitors?|testers?|machines?|test strips)|test strips|blood pressure (?:monitors?"
        r"|machines?|cuffs?|devices?)|thermometers?|oximeters?|nebuli[sz]ers?"
        r"|(?:je|ji)haz (?:[8gq]iyas |(?:el |al )?)?(?:el |al )?(?:su[k]+[ae]r|sugar|[6d]a[gk]h?[6t]))\b",
        r"(?<!\w)و?(?:ال)?جهاز (?:(?:ال)?قياس )?(?:ال)?(?:سكر|السكري|ضغط)(?!\w)"
        r"|(?<!\w)و?(?:ال)?(?:ميزان حراره|ترمومتر|شرايط (?:ال)?سكر|شرائط (?:ال)?سكر)(?!\w)",
    ),
    "clothes": Bilingual(
        r"\b(?:clothes|clothing|shoes|sneakers|dress(?:es)?|abayas?|dishdashas?|t-?shirts?"
        r"|jeans|jackets?|school uniforms?|malabis|hdoom|joti|jawati|3abaya|dishdasha|fustan)\b",
        r"(?<!\w)و?(?:ال)?(?:ملابس|هدوم|جوتي|جواتي|نعال|عبايه|دشداشه|فستان|قميص|بنطلون|بنطرون)(?!\w)",
    ),
    # kitchenware and tableware: "abi 2 9a7n" (plates), "عندكم قدور؟", "do you sell mugs"; not
    # a measure of a recipe (a spoon, a cup, a glass of something), nor "oats cup", nor dish
    # soap ("سائل صحون": `_OF_OUR_GOODS`)
    "kitchenware": Bilingual(
        r"\b(?:plates|dinner plates|mugs|saucers|forks|knives|cutlery|cooking pots|frying pans?"
        r"|saucepans?|kettles?|serving trays?|9a7n|9u7oon|s7oon|dallah?)\b",
        r"(?<!\w)و?(?:ال)?(?:صحون|صحن|سكاكين|شوك|قدور|طاوه|غلايه|دله|دلال)(?!\w)"
        # a tray alone, or of a make or a use; "صينية بقلاوه" is a tray of the sweets, ours,
        # but the tea or coffee served on it and the cake baked in it name the tray's use
        r"|(?<!\w)و?(?:ال)?(?:صواني|صينيه)(?!\w)(?!\s+(?!(?:ال)?(?:كبيره|صغيره|كبير|صغير"
        r"|وسط|ستيل|الومنيوم|زجاج|تقديم|فرن|فضه|ذهبي|ضيافه|ضيافة|خشب|بلاستيك|شاي|كاي|قهوه|قهوة"
        r"|كيك|كيكه|كيكة|بيتزا|خبيز)(?!\w))[\u0621-\u064A]{3,})",
    ),
    "jewellery": Bilingual(
        r"\b(?:jewell?e?ry|necklaces?|bracelets?|earrings)\b",
        r"(?<!\w)و?(?:ال)?(?:مجوهرات|خاتم|اسواره|قلاده)(?!\w)",
    ),
    "tobacco": Bilingual(
        r"\b(?:cigarettes?|cigars?|vapes?|shisha|hookah|tobacco|sijay?e?r|sigarah?|du5an|mu3assal"
        r"|mu3asal|sheesha)\b",
        r"(?<!\w)و?(?:ال)?(?:سجاير|سجائر|دخان|معسل|شيشه|فيب)(?!\w)",
    ),
    # self-defence and arms: "any deals on pepper spray", "بخاخ فلفل", "9a3i8 kahraba2i";
    # "pepper" alone is a vegetable and a spice, so only the spray is named
    "weapons": Bilingual(
        r"\b(?:pepper ?sprays?|mace spray|tasers?|stun ?guns?|(?<!glue )(?<!water )(?<!nail )guns?|pistols?|rifles?|airsoft"
        r"|bb guns?|ammo|ammunition|bullets|fireworks|firecrackers|self[- ]defen[cs]e"
        r"|bakha5 filfil|ba5a5 filfil|msaddas\w*|musaddas\w*|sla7|9a3i8|sa3i8|sa3ig"
        r"|al3ab nari\w*)\b",
        r"(?<!\w)و?(?:ال)?(?:بخاخ (?:ال)?فلفل|بخاخ دفاع|صاعق (?:ال)?كهربائي|مسدس|مسدسات|سلاح|اسلحه"
        r"|رصاص|العاب (?:ال)?ناريه|العاب (?:ال)?ناريا|طراطيع)(?!\w)",
    ),
    # a car's goods: "any discount on car tyres", "تواير", "kafarat"; a car wash liquid is ours
    "car_parts": Bilingual(
        r"\b(?:car )?(?:tyres?|tires)\b|\b(?:car (?:batter(?:y|ies)|parts?|wipers?)|spare parts"
        r"|engine oil|motor oil|brake pads|tawayer|kafarat|[8g]i6a3 (?:el )?gh?iyar"
        r"|batt?ariy?at (?:el )?sayar\w*|zait (?:el )?makina)\b",
        r"(?<!\w)و?(?:ال)?(?:تواير|تاير|كفرات|اطارات|قطع (?:ال)?غيار|زيت (?:ال)?(?:مكينه|محرك)"
        r"|بطاريه (?:ال)?سياره|بطاريات (?:ال)?سيارات)(?!\w)",
    ),
    # what a halal store never stocks: "do you sell pork sausages", "any beer", "لحم خنزير"
    "not_halal": Bilingual(
        r"(?<!turkey )(?<!chicken )(?<!beef )\b(?:pork|bacon|ham|prosciutto|pepperoni|lard|beer|beers|wine|wines|vodka|whisk(?:e)?y"
        r"|alcohol|alcoholic|liquor|champagne|rum|gin|5anzeer|khanzeer|5amr|khamr)\b",
        r"(?<!\w)و?(?:ال)?(?:خنزير|بيره|بيرة|خمر|خمور|نبيذ|كحول|فودكا|ويسكي)(?!\w)",
    ),
}
# The words of those, left out of the search for what is near them ("pork sausages": sausages)
NOT_HALAL_WORDS = frozenset(
    [
        "pork",
        "bacon",
        "ham",
        "prosciutto",
        "pepperoni",
        "lard",
        "beer",
        "beers",
        "wine",
        "wines",
        "vodka",
        "whisky",
        "whiskey",
        "alcohol",
        "alcoholic",
        "liquor",
        "champagne",
        "rum",
        "gin",
        "5anzeer",
        "khanzeer",
        "5amr",
        "khamr",
        "خنزير",
        "بيره",
        "خمر",
        "خمور",
        "نبيذ",
        "كحول",
        "فودكا",
        "ويسكي",
        "لحم",
        "meat",
    ]
)
# Goods asked for: wanted, looked for, bought, priced, or asked whether a shop has them
_ASKED_FOR = Bilingual(
    r"\b(?:i want|i wanna|want|i need|need|looking for|buy|get me|got any|got|have|sell|stock"
    r"|carry|price|prices|how much|cost|order|any|is there|do (?:you|u) (?:have|sell)"
    r"|deals?|offers?|discounts?|sales?|3roo[4d]h?\w*|3urood\w*|3ar[d9]|5a9m|khasm|ta5fee[d9]\w*"
    r"|where (?:can|do|could) i (?:get|find)|cheapest"
    r"|abi|abgh?a|ab8a|3indkom|3ndkom|tbee3oon|tbi3oon|kam|bkam|si3r\w*)\b",
    r"(?<!\w)و?(?:ابي|ابغي|ابغا|ودي|بغيت|ابحث|ادور|احصل|القى|الاقي|عندكم|عندك|فيه|في|تبيعون|تبيعوا|تبيع|بكم|سعر"
    r"|عروض|عرض|خصم|خصومات|تخفيض|تخفيضات"
    r"|سعره|سعرها|كم|اشتري|اطلب|ابيه|ابيها|جيبلي|عطني)(?!\w)",
)
# ...unless the words are said of goods we do sell: a detergent's fragrance, a wash for
# clothes, "fragrance free" soap
_OF_OUR_GOODS = Bilingual(
    r"\b(?:free|unscented|scent\w*|smell\w*|detergent|softener|soap|shampoo|freshener|wash\w*"
    r"|laundry|stains?|lotion|deodorant|tide|persil|ariel|downy|dettol|clorox|fairy|liquid"
    r"|dishwasher|cleaner)\b",
    r"(?<!\w)و?(?:ال)?(?:بدون|ريحه|رائحه|ريحته|معطر|صابون|شامبو|منعم|غسيل|مسحوق|بقع|تنظيف|لوشن"
    r"|سائل|منظف"
    r"|تايد|برسيل|اريال|داوني|ديتول|كلوركس|فيري)(?!\w)",
)
# ...nor of a service done to the goods: "في محل يصلح الجوالات قريب؟", "any iphone repair shop"
_SERVICE = Bilingual(
    r"\b(?:repair\w*|fix\w*|broke|broken|cracked|screen|service|servicing|warranty"
    r"|[ytan]9all?i7\w*|ta9lee7|5arban\w*|maksoo?r\w*|9eyana)\b",
    r"(?<!\w)(?:يصلح|تصليح|اصلح|نصلح|تصلح|خربان|خربانه|مكسور|مكسوره|صيانه|شاشه|كفاله)(?!\w)",
)
# ...for a gift: the store's own gifts are offered beside the answer
_GIFT = Bilingual(
    # not a card to spend elsewhere: "a gift card for playstation", "بطاقه هدايا ستيم"
    r"\b(?:gifts?|present|presents|hadiy?a|hadya|hdyh|hadaya)\b(?! cards?\b| vouchers?\b| codes?\b)",
    r"(?<!بطاقه )(?<!بطاقات )(?<!كرت )(?<!كروت )(?<!قسيمه )(?<!\w)و?(?:ال)?(?:هديه|هدايا|هديتي)"
    r"(?!\w)",
)


def kind_asked_for(typed_and_read: str) -> str | None:
    """The kind of goods the store does not sell that the message asks for as goods, if any
    (searched in the message as typed and as read: "ps5" is no Arabizi)."""
    if not _ASKED_FOR.search(typed_and_read) or _OF_OUR_GOODS.search(typed_and_read):
        return None
    if _SERVICE.search(typed_and_read):
        return None  # another trade's service, declined as its matter
    return next((kind for kind, words in _KINDS.items() if words.search(typed_and_read)), None)


def for_a_gift(typed_and_read: str) -> bool:
    return _GIFT.search(typed_and_read) is not None


# Goods of another trade a shopper may ask to be delivered, beside those above: furniture,
# flowers, newspapers and papers ("delivery of my new sofa", "do you deliver flowers to the
# hospital", "when do you deliver the newspaper"); not rose water ("ماء ورد"), nor honey of
# wild flowers ("flower" alone)
_FURNITURE_FLOWERS_PAPERS = (
    Bilingual(
        r"\b(?:sofas?|couch(?:es)?|mattress(?:es)?|furniture|wardrobes?|dining tables?|beds)\b",
        r"(?<!\w)و?(?:ال)?(?:كنب|كنبه|كنبات|مرتبه|مراتب|اثاث|دولاب|كبت|سرير)(?!\w)",
    ),
    Bilingual(
        r"\b(?:flowers|bouquets?|roses)\b(?! water| syrup| honey)",
        r"(?<!\w)و?(?:ال)?(?:بوكيه|ورود|باقه ورد)(?!\w)"
        r"|(?<!ماء )(?<!ماي )(?<!مي )(?<!مويه )(?<!\w)(?:ال)?ورد(?!\w)",
    ),
    Bilingual(
        r"\b(?:newspapers?|magazines?|documents?|passports?)\b",
        r"(?<!\w)و?(?:ال)?(?:جريده|جرايد|مجله|مجلات|رساله|مستندات|جواز|جوازي)(?!\w)",
    ),
)


# A message holding no piece of any kind's words names none of them (`Either`): most do not,
# and one look at its pieces spares a search of each kind
_ANY_KIND = Either(*_KINDS.values())
_ANY_DELIVERED = Either(*_KINDS.values(), *_FURNITURE_FLOWERS_PAPERS)


def delivered_from_another_trade(text: str) -> bool:
    """Whether the (normalised, lower-case) message names goods of another trade, whose
    delivery a question about delivery is about."""
    if not _ANY_DELIVERED.may_match(text):
        return False
    return names_another_trades_goods(text) or any(
        words.search(text) for words in _FURNITURE_FLOWERS_PAPERS
    )


def names_another_trades_goods(typed_and_read: str) -> bool:
    """Whether the message names goods of a kind the store does not sell, asked for or not
    ("can i return my iphone"), and no goods of ours those words are said of."""
    if not _ANY_KIND.may_match(typed_and_read) or _OF_OUR_GOODS.search(typed_and_read):
        return False
    return any(words.search(typed_and_read) for words in _KINDS.values())
