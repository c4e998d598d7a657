"""How to keep a food and how long it keeps: fridge, freezer or cupboard.

Usual home-kitchen guidance (fridge at 4°C or below, freezer at -18°C); a product's own
date and the label's instructions come first. `BY_AISLE` answers for a product of the store
that no entry names, by the aisle it is sold in.
"""

from __future__ import annotations

from hub.assistant.brain.skills.food_facts import Fact, fact

COOKED_RICE = fact(
    "cooked rice, leftover rice, رز مطبوخ, عيش مطبوخ, عيش باقي, رز باقي",
    "Cooked rice: cool it within an hour, keep it in the fridge and eat it within a day; "
    "reheat it once only, until steaming hot.",
    "الرز المطبوخ: برده خلال ساعة، وخله في الثلاجة وكله خلال يوم؛ سخنه مرة وحدة بس لين "
    "يطلع منه بخار.",
)
LEFTOVERS = fact(
    "leftovers, cooked food, باقي الاكل, الاكل الباقي, اكل مطبوخ, طبخ",
    "Cooked food: into the fridge within 2 hours, covered, and eaten within 3–4 days; in the "
    "freezer it keeps 2–3 months.",
    "الأكل المطبوخ: يدخل الثلاجة خلال ساعتين ومغطى، وينوكل خلال ٣–٤ أيام؛ في الفريزر "
    "يتحمل ٢–٣ شهور.",
)
_MILK = fact(
    "milk, fresh milk, laban, yoghurt, yogurt, حليب, لبن, روب, زبادي",
    "Fresh milk, laban and yoghurt: in the fridge at 4°C or below; once opened, use within "
    "3–5 days and by the date on the pack. Milk can be frozen for up to 3 months (thaw it "
    "in the fridge); yoghurt goes grainy frozen.",
    "الحليب الطازج واللبن والروب: في الثلاجة على ٤ درجات أو أقل؛ بعد الفتح استخدمه خلال "
    "٣–٥ أيام وقبل التاريخ على العلبة. الحليب ينحفظ بالفريزر لين ٣ شهور (ذوّبه في الثلاجة)؛ "
    "الروب يتغير قوامه إذا تجمد.",
)
_UHT_MILK = fact(
    "long life milk, uht milk, حليب طويل الاجل, حليب معقم",
    "Long-life (UHT) milk: in the cupboard until opened, up to its date; once opened, in the "
    "fridge and used within 5 days.",
    "الحليب طويل الأجل: في الدولاب لين تفتحه وقبل تاريخه؛ بعد الفتح في الثلاجة ويخلص خلال ٥ أيام.",
)
_CHEESE = fact(
    "cheese, halloumi, cheddar, feta, labneh, cream cheese, جبن, جبنه, حلوم, شيدر, فيتا, لبنه",
    "Cheese in the fridge, wrapped: hard cheese such as cheddar 3–4 weeks once opened; "
    "halloumi in its brine about 2 weeks; soft cheese, feta and labneh about a week. Labneh "
    "rolled into balls under olive oil keeps for weeks.",
    "الجبن في الثلاجة وملفوف: الجبن القاسي مثل الشيدر ٣–٤ أسابيع بعد الفتح؛ الحلوم في "
    "ماه حوالي أسبوعين؛ الجبن الطري والفيتا واللبنة حوالي أسبوع. اللبنة المكورة تحت زيت "
    "الزيتون تتحمل أسابيع.",
)
_EGGS = fact(
    "eggs, egg, بيض, بيضه",
    "Eggs: in the fridge in their carton, unwashed, for 3–5 weeks; not in the door, where "
    "the temperature swings.",
    "البيض: في الثلاجة في كرتونته وبدون غسل، ٣–٥ أسابيع؛ مو في باب الثلاجة لأن حرارته تتغير.",
)
_BUTTER = fact(
    "butter, ghee, زبده, زبد, سمن",
    "Butter: in the fridge, wrapped, for 1–3 months, or 6–9 months in the freezer. Ghee "
    "keeps 3 months in a closed jar in the cupboard, longer in the fridge.",
    "الزبدة: في الثلاجة ومغلفة ١–٣ شهور، أو ٦–٩ شهور في الفريزر. السمن يتحمل ٣ شهور في "
    "علبة مسكرة بالدولاب، وأكثر في الثلاجة.",
)
_BREAD = fact(
    "bread, khubz, pita, toast, buns, خبز, عيش خبز, صمون, توست, خبز عربي",
    "Bread: at room temperature in its bag for 2–3 days; the fridge makes it stale faster. "
    "For longer, freeze it (up to 3 months) and toast or warm it from frozen.",
    "الخبز: بحرارة الغرفة في كيسه ٢–٣ أيام؛ الثلاجة تيبسه أسرع. لمدة أطول جمده (لين ٣ "
    "شهور) وحمصه أو سخنه وهو مجمد.",
)
_BANANAS = fact(
    "bananas, banana, موز",
    "Bananas: at room temperature, away from other fruit (they ripen it). Once ripe, the "
    "fridge keeps them 2–3 days more (the skin darkens, the inside stays fine); peeled, they "
    "freeze for smoothies for months.",
    "الموز: بحرارة الغرفة وبعيد عن باقي الفواكه (يستوي بسببه). بعد ما يستوي، الثلاجة "
    "تحفظه ٢–٣ أيام زيادة (القشر يسود والداخل سليم)؛ مقشر ينحفظ بالفريزر للعصاير شهور.",
)
_APPLES = fact(
    "apples, apple, pears, تفاح, كمثرى",
    "Apples and pears: in the fridge's crisper drawer for 4–6 weeks; about a week in a bowl "
    "at room temperature.",
    "التفاح والكمثرى: في درج الخضار بالثلاجة ٤–٦ أسابيع؛ حوالي أسبوع برا الثلاجة.",
)
_CITRUS = fact(
    "oranges, orange, lemons, lemon, limes, mandarins, citrus, برتقال, ليمون, يوسفي, حمضيات",
    "Oranges, lemons and mandarins: about a week at room temperature, 3–4 weeks in the fridge.",
    "البرتقال والليمون واليوسفي: حوالي أسبوع بحرارة الغرفة، و٣–٤ أسابيع في الثلاجة.",
)
_BERRIES = fact(
    "strawberries, berries, blueberries, grapes, فراوله, توت, عنب",
    "Strawberries, berries and grapes: in the fridge, unwashed until you eat them, for 3–5 "
    "days (grapes about a week).",
    "الفراولة والتوت والعنب: في الثلاجة وبدون غسل لين وقت الأكل، ٣–٥ أيام (العنب حوالي أسبوع).",
)
_AVOCADO = fact(
    "avocado, mango, كاوكاو, افوكادو, مانجو, منجا",
    "Avocados and mangoes: ripen at room temperature; once ripe, the fridge keeps them 2–3 "
    "days (a cut avocado with its stone, wrapped, 1 day).",
    "الأفوكادو والمانجو: تستوي بحرارة الغرفة؛ بعد ما تستوي الثلاجة تحفظها ٢–٣ أيام "
    "(الأفوكادو المقطوع مع بذرته وملفوف يوم واحد).",
)
_TOMATOES = fact(
    "tomatoes, tomato, طماط, طماطم, بندوره",
    "Tomatoes: at room temperature, out of the sun, until ripe (the fridge dulls their "
    "taste); ripe ones keep 2–3 days more in the fridge.",
    "الطماط: بحرارة الغرفة وبعيد عن الشمس لين يستوي (الثلاجة تضيع طعمه)؛ المستوي يتحمل "
    "٢–٣ أيام زيادة في الثلاجة.",
)
_ROOTS = fact(
    "onions, onion, potatoes, potato, garlic, بصل, بطاط, بطاطس, ثوم",
    "Onions, potatoes and garlic: in a cool, dark, dry, airy place, not in the fridge and "
    "not together (onions make potatoes sprout): onions and garlic 1–2 months, potatoes 2–3 "
    "weeks.",
    "البصل والبطاط والثوم: في مكان بارد ومظلم وناشف وفيه هوا، مو في الثلاجة ومو مع بعض "
    "(البصل يخلي البطاط يطلع له جذور): البصل والثوم ١–٢ شهر، والبطاط ٢–٣ أسابيع.",
)
_GREENS = fact(
    "lettuce, parsley, mint, coriander, herbs, spinach, salad leaves, rocket,"
    " خس, بقدونس, نعناع, كزبره, ورقيات, سبانخ, جرجير",
    "Leafy greens and herbs: in the fridge in a bag or box with a paper towel, 3–7 days. "
    "Parsley and coriander keep longer standing in a glass of water in the fridge.",
    "الورقيات والأعشاب: في الثلاجة في كيس أو علبة مع منديل ورق، ٣–٧ أيام. البقدونس "
    "والكزبرة يتحملون أكثر واقفين في كاس ماي داخل الثلاجة.",
)
_VEGETABLES = fact(
    "cucumbers, cucumber, carrots, carrot, peppers, capsicum, zucchini, eggplant, vegetables,"
    " خيار, جزر, فلفل, فليفله, كوسه, باذنجان, خضار",
    "Cucumbers, peppers, courgettes and aubergines: in the fridge's crisper drawer for about "
    "a week; carrots 3–4 weeks.",
    "الخيار والفلفل والكوسة والباذنجان: في درج الخضار بالثلاجة حوالي أسبوع؛ والجزر ٣–٤ أسابيع.",
)
_CHICKEN = fact(
    "chicken, raw chicken, poultry, دجاج, دجاجه, صدر دجاج",
    "Raw chicken: on the bottom shelf of the fridge for 1–2 days, or in the freezer for up "
    "to 9 months (a whole bird up to a year). Thaw it in the fridge, never on the counter.",
    "الدجاج النيء: في الرف التحتاني بالثلاجة ١–٢ يوم، أو في الفريزر لين ٩ شهور (الدجاجة "
    "الكاملة لين سنة). ذوّبه في الثلاجة، مو برا على الرخامة.",
)
_MEAT = fact(
    "meat, lamb, beef, mutton, veal, steak, minced meat, mince, لحم, لحم غنم, غنم, لحم بقر,"
    " لحم عجل, مفروم, لحم مفروم, قيمه",
    "Raw lamb or beef: in the fridge 3–5 days (minced meat 1–2 days), or in the freezer 4–12 "
    "months (minced 3–4 months). Thaw it in the fridge.",
    "اللحم الغنم أو البقر النيء: في الثلاجة ٣–٥ أيام (المفروم ١–٢ يوم)، أو في الفريزر "
    "٤–١٢ شهر (المفروم ٣–٤ شهور). ذوّبه في الثلاجة.",
)
_FISH = fact(
    "fish, seafood, shrimp, prawns, hamour, salmon, سمك, هامور, روبيان, جمبري, سالمون, زبيدي",
    "Raw fish and shrimp: in the coldest part of the fridge and cooked within 1–2 days, or "
    "frozen for 3–6 months. Thaw in the fridge overnight.",
    "السمك والروبيان النيء: في أبرد مكان بالثلاجة وينطبخ خلال ١–٢ يوم، أو ينجمد ٣–٦ "
    "شهور. ذوّبه في الثلاجة من الليل.",
)
_DATES = fact(
    "dates, tamr, تمر, رطب",
    "Dates: in an airtight container; soft dates keep about a month at room temperature, "
    "about 6 months in the fridge and a year in the freezer; dry dates longer.",
    "التمر: في علبة مسكرة؛ التمر الطري يتحمل حوالي شهر بحرارة الغرفة، وحوالي ٦ شهور في "
    "الثلاجة، وسنة في الفريزر؛ والتمر الناشف أكثر.",
)
_HONEY = fact(
    "honey, عسل",
    "Honey: closed, in the cupboard; it keeps for years. The fridge only makes it crystallise "
    "(warm the jar in water to melt it again).",
    "العسل: مسكر في الدولاب، ويتحمل سنين. الثلاجة بس تخليه يتبلور (حط العلبة في ماي دافي "
    "ويرجع سايل).",
)
_DRY_GOODS = fact(
    "rice, flour, pasta, sugar, lentils, beans, grains, oats, basmati, رز, عيش, طحين, دقيق,"
    " معكرونه, سكر, عدس, فول, حبوب, شوفان",
    "Rice, pasta, sugar, lentils and beans: in a closed container in a cool, dry cupboard, "
    "for a year or more (white rice and sugar for years). Flour keeps 6–8 months (whole "
    "wheat about 3, longer in the fridge).",
    "الرز والمعكرونة والسكر والعدس والفول: في علبة مسكرة بدولاب بارد وناشف، سنة أو أكثر "
    "(الرز الأبيض والسكر سنين). الطحين يتحمل ٦–٨ شهور (الأسمر حوالي ٣، وأكثر في الثلاجة).",
)
_OIL = fact(
    "oil, olive oil, zait, زيت, زيت زيتون",
    "Oils: capped, in a cool dark cupboard away from the stove; olive oil is best used within "
    "3–6 months of opening.",
    "الزيوت: مسكرة في دولاب بارد ومظلم بعيد عن الطباخ؛ زيت الزيتون أحسن ينستخدم خلال ٣–٦ "
    "شهور من فتحه.",
)
_SPICES = fact(
    "spices, spice, cardamom, saffron, cumin, bzar, بهارات, هيل, زعفران, كمون, بزار",
    "Spices: in airtight jars away from heat and light; ground spices taste best within a "
    "year, whole ones 2–3 years. Saffron keeps 2–3 years sealed in the dark.",
    "البهارات: في علب مسكرة بعيد عن الحرارة والضو؛ المطحونة أطيب خلال سنة، والحب ٢–٣ "
    "سنين. الزعفران يتحمل ٢–٣ سنين مسكر في الظلام.",
)
_COFFEE = fact(
    "coffee, tea, قهوه, شاي, بن",
    "Coffee and tea: in an airtight container away from light, heat and smells; ground "
    "coffee is best within 1–2 weeks of opening, beans within a month; tea keeps 1–2 years.",
    "القهوة والشاي: في علبة مسكرة بعيد عن الضو والحرارة والروايح؛ القهوة المطحونة أطيب "
    "خلال ١–٢ أسبوع من الفتح، والحب خلال شهر؛ الشاي يتحمل ١–٢ سنة.",
)
_JUICE = fact(
    "juice, orange juice, عصير, عصير برتقال",
    "Juice: fresh juice in the fridge for 2–3 days; a carton of pasteurised juice, once "
    "opened, in the fridge for 7–10 days.",
    "العصير: الطازج في الثلاجة ٢–٣ أيام؛ الكرتون المبستر بعد الفتح في الثلاجة ٧–١٠ أيام.",
)
_CANNED = fact(
    "canned, tin, tuna, can, معلبات, علب, تونه, معلب",
    "Canned food: unopened in the cupboard for 1–5 years, up to its date; once opened, move "
    "it to a covered container in the fridge and use it within 3–4 days.",
    "المعلبات: مسكرة في الدولاب ١–٥ سنين وقبل تاريخها؛ بعد الفتح حطها في علبة مغطاة "
    "بالثلاجة وخلصها خلال ٣–٤ أيام.",
)
_CAKES = fact(
    "cake, cakes, maamoul, kaak, croissant, croissants, pastries, pastry,"
    " muffins, biscuits, cookies, كيك, كيكه, معمول, كعك, كرواسون, معجنات, بسكويت",
    "Cakes and pastries: in a closed box at room temperature, out of the sun, for 2–3 days "
    "(croissants a day or two; date maamoul, kaak and dry biscuits for weeks); cream or "
    "cheese fillings go in the fridge. Wrapped well, cake freezes for up to 3 months; thaw "
    "it in its wrap.",
    "الكيك والمعجنات: في علبة مسكرة بحرارة الغرفة وبعيد عن الشمس ٢–٣ أيام (الكرواسون يوم "
    "أو يومين؛ المعمول بالتمر والكعك والبسكويت الناشف أسابيع)؛ اللي فيه كريمة أو جبن يدخل "
    "الثلاجة. إذا تغلف زين الكيك ينحفظ بالفريزر لين ٣ شهور؛ ذوّبه وهو بتغليفه.",
)
_CHOCOLATE = fact(
    "chocolate, sweets, baklava, شوكولاته, شوكولا, حلويات, بقلاوه",
    "Chocolate and sweets: in a cool, dry place (15–18°C), not the fridge, where chocolate "
    "sweats; baklava keeps about a week in a closed box at room temperature.",
    "الشوكولاتة والحلويات: في مكان بارد وناشف (١٥–١٨ درجة)، مو في الثلاجة لأن الشوكولاتة "
    "تعرق؛ البقلاوة تتحمل حوالي أسبوع في علبة مسكرة بحرارة الغرفة.",
)
_FROZEN = fact(
    "frozen food, frozen, مجمد, مجمدات, فريزر",
    "Frozen food: straight into the freezer at -18°C, up to the date on the pack. Thaw it in "
    "the fridge, and don't refreeze what has thawed unless you cook it first.",
    "الأكل المجمد: على طول في الفريزر على -١٨ درجة، وقبل التاريخ على الكيس. ذوّبه في "
    "الثلاجة، ولا ترجع تجمد اللي ذاب إلا بعد ما تطبخه.",
)

KEEPING: tuple[Fact, ...] = (
    COOKED_RICE,
    LEFTOVERS,
    _UHT_MILK,
    _MILK,
    _CHEESE,
    _EGGS,
    _BUTTER,
    _BREAD,
    _BANANAS,
    _APPLES,
    _CITRUS,
    _BERRIES,
    _AVOCADO,
    _TOMATOES,
    _ROOTS,
    _GREENS,
    _VEGETABLES,
    _CHICKEN,
    _MEAT,
    _FISH,
    _DATES,
    _HONEY,
    _DRY_GOODS,
    _OIL,
    _SPICES,
    _COFFEE,
    _JUICE,
    _CANNED,
    _CAKES,
    _CHOCOLATE,
    _FROZEN,
)

# The kinds an aisle holds beside its usual one (`BY_AISLE`): a product of it is kept as the
# kind its own name says ("Date Maamoul", "Gers Ogaily Saffron Cake" of the bakery are cakes).
AISLE_KINDS: dict[str, tuple[Fact, ...]] = {
    "cat-bakery": (_CAKES,),
    "cat-snacks-sweets": (_CAKES,),
}

# The advice for a product no entry names, by its aisle's id.
BY_AISLE: dict[str, Fact] = {
    "cat-dairy-eggs": _MILK,
    "cat-bakery": _BREAD,
    "cat-meat-poultry": _MEAT,
    "cat-seafood": _FISH,
    "cat-rice-grains": _DRY_GOODS,
    "cat-pasta-noodles": _DRY_GOODS,
    "cat-sugar-baking": _DRY_GOODS,
    "cat-breakfast-cereals": _DRY_GOODS,
    "cat-oils-ghee": _OIL,
    "cat-spices": _SPICES,
    "cat-canned-food": _CANNED,
    "cat-snacks-sweets": _CHOCOLATE,
    "cat-beverages": _JUICE,
    "cat-coffee-tea": _COFFEE,
    "cat-frozen": _FROZEN,
    "cat-dates-nuts": _DATES,
    "cat-vegetables": _VEGETABLES,
}
