"""Recipes a shopper can put in the cart in one go.

An ingredient is one catalogue product (a variant where it has them) with the number of
units to add (`quantity`); the note says how much of it the dish really uses.
"""

from __future__ import annotations

from hub.storefront.seed._text import loc, words
from hub.storefront.seed.products import ref

Ingredient = tuple[str, int | None, int, str, str]


def _recipe(key, name, servings, minutes, ingredients, steps_en, steps_ar, keywords):
    return {
        "_id": f"recipe-{key}",
        "name": loc(*name),
        "servings": servings,
        "minutes": minutes,
        "ingredients": [
            {
                "productId": ref(sku, variant)[0],
                "variantId": ref(sku, variant)[1],
                "quantity": quantity,
                "note": loc(note_en, note_ar),
            }
            for sku, variant, quantity, note_en, note_ar in ingredients
        ],
        "steps": {"en": steps_en, "ar": steps_ar},
        "keywords": {"en": words(keywords[0]), "ar": words(keywords[1])},
    }


_SALT: Ingredient = ("SPI-WAZ-SALT", None, 1, "Salt to taste", "ملح حسب الرغبة")
_GARLIC: Ingredient = ("VEG-GARLIC", None, 1, "Garlic, crushed", "ثوم مهروس")
_LEMON: Ingredient = ("FRU-LEMON", None, 1, "Juice of 1–2 lemons", "عصير ليمونة أو ليمونتين")
_OLIVE_OIL: Ingredient = ("OIL-BRG-EVOO", 1, 1, "Olive oil", "زيت زيتون")
_GHEE: Ingredient = ("OIL-ASL-VEG-GHEE", 1, 1, "3 tablespoons ghee", "٣ ملاعق كبيرة سمن")
_TOMATOES: Ingredient = ("VEG-TOMATO", 1, 1, "Tomatoes", "طماطم")

RECIPES: list[dict] = [
    _recipe(
        "machboos", ("Chicken Machboos", "مجبوس دجاج"), 6, 90,
        [
            ("MEA-KUP-CHICKEN", 1, 1, "1 whole chicken, cut into 4 pieces",
             "دجاجة كاملة مقطعة ٤ قطع"),
            ("RIC-TLD-BASMATI", 1, 1, "3 cups basmati rice, soaked 30 minutes",
             "٣ أكواب رز بسمتي منقوع ٣٠ دقيقة"),
            ("VEG-ONION-RED", None, 1, "2 onions, sliced", "حبتان بصل مقطعتان شرائح"),
            ("VEG-TOMATO", 1, 1, "2 tomatoes, chopped", "حبتا طماطم مقطعتان"),
            _GARLIC,
            ("SPI-WAZ-BZAR", None, 1, "2 tablespoons bzar", "ملعقتان كبيرتان بزار"),
            ("SPI-WAZ-LOOMI", None, 1, "3 dried limes, pierced", "٣ حبات لومي مثقوبة"),
            ("SPI-BAY-CARDAMOM", None, 1, "5 cardamom pods", "٥ حبات هيل"),
            ("SPI-BAY-CINNAMON", None, 1, "1 cinnamon stick", "عود دارسين"),
            ("SPI-WAZ-SAFFRON", 1, 1, "A pinch of saffron in 2 tablespoons warm water",
             "رشة زعفران منقوعة في ملعقتين ماء دافئ"),
            _GHEE,
            _SALT,
        ],
        [
            "Fry the onions in the ghee until deep golden, then add the garlic and the bzar.",
            "Brown the chicken pieces in the spiced onions, add the tomatoes, loomi, cardamom, "
            "cinnamon, salt and 5 cups of water, and simmer for 40 minutes.",
            "Lift out the chicken and roast it in a hot oven until golden.",
            "Measure 4 cups of the broth back into the pot, add the drained rice and cook "
            "covered on low heat for 20 minutes.",
            "Drizzle the saffron water over the rice, rest 5 minutes and serve with the chicken "
            "on top.",
        ],
        [
            "حمّر البصل في السمن حتى يصبح ذهبياً غامقاً، ثم أضف الثوم والبزار.",
            "حمّر قطع الدجاج مع البصل المتبل، وأضف الطماطم واللومي والهيل والدارسين والملح "
            "و٥ أكواب ماء، واتركه على نار هادئة ٤٠ دقيقة.",
            "ارفع الدجاج واشوه في فرن حار حتى يتحمر.",
            "أعد ٤ أكواب من المرق إلى القدر، وأضف الرز المصفّى واطبخه مغطى على نار هادئة "
            "٢٠ دقيقة.",
            "رش ماء الزعفران على الرز، واتركه ٥ دقائق، ثم قدمه والدجاج فوقه.",
        ],
        ("machboos, majboos, kabsa, chicken rice, kuwaiti rice, chicken",
         "مجبوس, مكبوس, كبسة, عيش دجاج, رز دجاج, دجاج"),
    ),
    _recipe(
        "harees", ("Harees", "هريس"), 6, 240,
        [
            ("RIC-WAZ-HAREES", None, 1, "2 cups harees wheat, soaked overnight",
             "كوبان حب هريس منقوع ليلة كاملة"),
            ("MEA-FR-LAMB-NAIMI", None, 1, "1 kg lamb on the bone", "١ كغ لحم غنم بالعظم"),
            ("SPI-BAY-CINNAMON", None, 1, "1 cinnamon stick, plus ground cinnamon to serve",
             "عود دارسين ودارسين مطحون للتقديم"),
            ("SPI-BAY-CARDAMOM", None, 1, "4 cardamom pods", "٤ حبات هيل"),
            ("OIL-ASL-BUTTER-GHEE", None, 1, "Butter ghee to drizzle", "سمن بقري للتقديم"),
            ("BKG-TNL-WHITE", 1, 1, "Sugar to sprinkle", "سكر للرش"),
            _SALT,
        ],
        [
            "Boil the lamb with the cinnamon stick, cardamom and salt, skimming the foam, "
            "for 1 hour.",
            "Add the drained wheat and cook on the lowest heat for 3 hours, stirring now and "
            "then and adding hot water when it thickens.",
            "Take out the bones and beat the harees with a wooden spoon until smooth and "
            "stretchy.",
            "Serve in bowls with melted ghee on top and sugar and ground cinnamon on the side.",
        ],
        [
            "اسلق اللحم مع عود الدارسين والهيل والملح لمدة ساعة، مع إزالة الرغوة.",
            "أضف الحب المصفّى واتركه على أهدأ نار ٣ ساعات، مع التحريك من وقت لآخر وإضافة ماء "
            "حار كلما ثقل.",
            "أخرج العظم واضرب الهريس بملعقة خشبية حتى يصبح ناعماً ومتماسكاً.",
            "قدمه في صحون مع السمن الذائب على الوجه، والسكر والدارسين المطحون على الجانب.",
        ],
        ("harees, hareis, wheat, ramadan", "هريس, هريسة, رمضان, حب"),
    ),
    _recipe(
        "mutabbal", ("Mutabbal", "متبل"), 4, 40,
        [
            ("VEG-EGGPLANT", None, 1, "2 large eggplants", "حبتا باذنجان كبيرتان"),
            ("CAN-BAY-TAHINA", None, 1, "3 tablespoons tahina", "٣ ملاعق كبيرة طحينة"),
            ("DAI-ALM-YOGHURT", None, 1, "3 tablespoons yoghurt", "٣ ملاعق كبيرة زبادي"),
            _LEMON, _GARLIC, _OLIVE_OIL,
            ("FRU-POMEGRANATE", None, 1, "Pomegranate seeds to garnish", "حب رمان للتزيين"),
            _SALT,
        ],
        [
            "Char the eggplants over a flame or under the grill until soft and smoky, "
            "about 25 minutes.",
            "Peel them, drain in a sieve for 10 minutes and mash with a fork.",
            "Stir in the tahina, yoghurt, lemon juice, garlic and salt.",
            "Spread on a plate, drizzle with olive oil and scatter pomegranate seeds.",
        ],
        [
            "اشوِ الباذنجان على النار أو في الشواية حتى يطرى وتظهر نكهة الدخان، حوالي ٢٥ دقيقة.",
            "قشّره واتركه يتصفى في مصفاة ١٠ دقائق، ثم اهرسه بالشوكة.",
            "أضف الطحينة والزبادي وعصير الليمون والثوم والملح وقلّب.",
            "افرده في صحن، ورش عليه زيت الزيتون وحب الرمان.",
        ],
        ("mutabbal, moutabal, baba ganoush, eggplant dip", "متبل, بابا غنوج, باذنجان"),
    ),
    _recipe(
        "fattoush", ("Fattoush", "فتوش"), 4, 20,
        [
            ("VEG-LETTUCE-ROMAINE", None, 1, "1 romaine lettuce, chopped", "خسة رومانية مقطعة"),
            _TOMATOES,
            ("VEG-CUCUMBER", None, 1, "3 cucumbers, diced", "٣ حبات خيار مقطعة"),
            ("VEG-ONION-SPRING", None, 1, "4 spring onions", "٤ أعواد بصل أخضر"),
            ("VEG-PARSLEY", None, 1, "1 bunch parsley", "ربطة بقدونس"),
            ("VEG-MINT", None, 1, "A handful of mint", "حفنة نعناع"),
            ("SPI-ABA-SUMAC", None, 1, "1 tablespoon sumac", "ملعقة كبيرة سماق"),
            ("BAK-KFM-ARABIC-WHITE", None, 1, "2 loaves Arabic bread, toasted",
             "رغيفا خبز عربي محمصان"),
            _LEMON, _OLIVE_OIL, _SALT,
        ],
        [
            "Cut the bread into squares and toast or fry until crisp.",
            "Chop the lettuce, tomatoes, cucumbers, spring onions, parsley and mint.",
            "Whisk the lemon juice, olive oil, sumac and salt into a dressing.",
            "Toss the salad with the dressing and fold in the bread just before serving.",
        ],
        [
            "قطّع الخبز مربعات وحمّصه أو اقلِه حتى يقرمش.",
            "قطّع الخس والطماطم والخيار والبصل الأخضر والبقدونس والنعناع.",
            "اخلط عصير الليمون وزيت الزيتون والسماق والملح لعمل الصلصة.",
            "قلّب السلطة مع الصلصة وأضف الخبز قبل التقديم مباشرة.",
        ],
        ("fattoush, fatoush, salad, arabic salad", "فتوش, سلطة, سلطة عربية"),
    ),
    _recipe(
        "tabbouleh", ("Tabbouleh", "تبولة"), 4, 25,
        [
            ("VEG-PARSLEY", None, 3, "3 bunches parsley, finely chopped",
             "٣ ربطات بقدونس مفرومة ناعماً"),
            ("VEG-MINT", None, 1, "A handful of mint", "حفنة نعناع"),
            _TOMATOES,
            ("RIC-WAZ-BULGUR", None, 1, "1/4 cup fine bulgur", "ربع كوب برغل ناعم"),
            ("VEG-ONION-SPRING", None, 1, "3 spring onions", "٣ أعواد بصل أخضر"),
            _LEMON, _OLIVE_OIL, _SALT,
        ],
        [
            "Rinse the bulgur and let it soften in the lemon juice for 10 minutes.",
            "Chop the parsley, mint and spring onions very finely; dice the tomatoes.",
            "Mix everything with the olive oil and salt and serve fresh.",
        ],
        [
            "اغسل البرغل واتركه يطرى في عصير الليمون ١٠ دقائق.",
            "افرم البقدونس والنعناع والبصل الأخضر ناعماً جداً، وقطّع الطماطم مكعبات صغيرة.",
            "اخلط الجميع مع زيت الزيتون والملح وقدمها طازجة.",
        ],
        ("tabbouleh, tabouli, tabbouli, parsley salad, salad", "تبولة, تبوله, سلطة"),
    ),
    _recipe(
        "shakshuka", ("Shakshuka", "شكشوكة"), 3, 25,
        [
            ("DAI-EGG-WHITE", 1, 1, "5 eggs", "٥ بيضات"),
            ("VEG-TOMATO", 1, 1, "4 ripe tomatoes, chopped", "٤ حبات طماطم ناضجة مقطعة"),
            ("VEG-ONION-WHITE", None, 1, "1 onion, chopped", "بصلة مفرومة"),
            ("VEG-BELL-PEPPERS", None, 1, "1 bell pepper, diced", "حبة فلفل رومي مقطعة"),
            _GARLIC,
            ("SPI-BAY-CUMIN", None, 1, "1 teaspoon cumin", "ملعقة صغيرة كمون"),
            ("SPI-ABA-PAPRIKA", None, 1, "1 teaspoon paprika", "ملعقة صغيرة بابريكا"),
            _OLIVE_OIL,
            ("BAK-FR-IRANIAN-SESAME", None, 2, "Iranian bread to serve", "خبز إيراني للتقديم"),
            _SALT,
        ],
        [
            "Soften the onion and pepper in olive oil, then add the garlic, cumin and paprika.",
            "Add the tomatoes and salt and simmer for 10 minutes until thick.",
            "Make small wells, crack in the eggs, cover and cook until the whites set.",
            "Serve straight from the pan with warm Iranian bread.",
        ],
        [
            "شوّح البصل والفلفل في زيت الزيتون حتى يذبلا، ثم أضف الثوم والكمون والبابريكا.",
            "أضف الطماطم والملح واتركها تغلي على نار هادئة ١٠ دقائق حتى تتماسك.",
            "اصنع فجوات صغيرة واكسر فيها البيض، وغطِّ المقلاة حتى ينضج البياض.",
            "قدمها مباشرة من المقلاة مع الخبز الإيراني الدافئ.",
        ],
        ("shakshuka, shakshouka, eggs, breakfast, eggs in tomato",
         "شكشوكة, شكشوكه, بيض, فطور, بيض بالطماط"),
    ),
    _recipe(
        "lentil-soup", ("Lentil Soup", "شوربة عدس"), 6, 45,
        [
            ("RIC-WAZ-LENTIL-RED", None, 1, "2 cups red lentils", "كوبان عدس أحمر"),
            ("VEG-ONION-WHITE", None, 1, "1 onion, chopped", "بصلة مفرومة"),
            ("VEG-CARROT", None, 1, "2 carrots, chopped", "حبتا جزر مقطعتان"),
            _GARLIC,
            ("SPI-BAY-CUMIN", None, 1, "2 teaspoons cumin", "ملعقتان صغيرتان كمون"),
            ("SPI-BAY-TURMERIC", None, 1, "1/2 teaspoon turmeric", "نصف ملعقة صغيرة كركم"),
            ("OIL-MAZ-CORN", 1, 1, "2 tablespoons oil", "ملعقتان كبيرتان زيت"),
            _LEMON,
            ("BAK-KFM-ARABIC-WHITE", None, 1, "Arabic bread, toasted, to serve",
             "خبز عربي محمص للتقديم"),
            _SALT,
        ],
        [
            "Soften the onion, carrot and garlic in the oil.",
            "Add the rinsed lentils, cumin, turmeric and 8 cups of water and simmer for "
            "30 minutes.",
            "Blend until smooth, season with salt and thin with hot water if needed.",
            "Serve with lemon wedges and toasted Arabic bread.",
        ],
        [
            "شوّح البصل والجزر والثوم في الزيت حتى تذبل.",
            "أضف العدس المغسول والكمون والكركم و٨ أكواب ماء، واتركها تغلي على نار هادئة "
            "٣٠ دقيقة.",
            "اخلطها في الخلاط حتى تنعم، وتبّلها بالملح وخففها بماء حار إذا لزم.",
            "قدمها مع شرائح الليمون والخبز العربي المحمص.",
        ],
        ("lentil soup, lentils, soup, ramadan soup", "شوربة عدس, شوربة, عدس"),
    ),
    _recipe(
        "hummus", ("Hummus", "حمص بالطحينة"), 6, 90,
        [
            ("RIC-WAZ-CHICKPEAS", None, 1, "2 cups dried chickpeas, soaked overnight",
             "كوبان حمص حب منقوع ليلة كاملة"),
            ("CAN-BAY-TAHINA", None, 1, "1/2 cup tahina", "نصف كوب طحينة"),
            _LEMON, _GARLIC, _OLIVE_OIL,
            ("SPI-BAY-CUMIN", None, 1, "1/2 teaspoon cumin", "نصف ملعقة صغيرة كمون"),
            ("SPI-ABA-PAPRIKA", None, 1, "Paprika to garnish", "بابريكا للتزيين"),
            _SALT,
        ],
        [
            "Boil the soaked chickpeas for about 1 hour until very soft; keep a cup of the water.",
            "Blend the warm chickpeas with the tahina, lemon juice, garlic, cumin and salt.",
            "Loosen with the cooking water until silky.",
            "Spread in a bowl, drizzle with olive oil and dust with paprika.",
        ],
        [
            "اسلق الحمص المنقوع حوالي ساعة حتى يطرى جداً، واحتفظ بكوب من ماء السلق.",
            "اخلط الحمص الدافئ في الخلاط مع الطحينة وعصير الليمون والثوم والكمون والملح.",
            "خففه بماء السلق حتى يصبح ناعماً كالحرير.",
            "افرده في صحن، ورش عليه زيت الزيتون والبابريكا.",
        ],
        ("hummus, humus, houmous, chickpea dip", "حمص, حمص بطحينة, حمص بالطحينة"),
    ),
    _recipe(
        "chicken-shawarma-bowl", ("Chicken Shawarma Bowl", "طبق شاورما الدجاج"), 4, 35,
        [
            ("MEA-FR-SHAWARMA", None, 1, "1 kg marinated chicken shawarma",
             "١ كغ شاورما دجاج متبلة"),
            ("RIC-TLD-BASMATI", 1, 1, "2 cups basmati rice", "كوبان رز بسمتي"),
            ("VEG-LETTUCE-ICEBERG", None, 1, "Shredded lettuce", "خس مقطع"),
            _TOMATOES,
            ("VEG-CUCUMBER", None, 1, "Cucumbers, sliced", "خيار مقطع شرائح"),
            ("DAI-ALM-YOGHURT", None, 1, "1 cup yoghurt for the garlic sauce",
             "كوب زبادي لصلصة الثوم"),
            _GARLIC,
            ("CAN-BAY-TAHINA", None, 1, "Tahina to drizzle", "طحينة للتقديم"),
            _LEMON,
        ],
        [
            "Cook the rice.",
            "Sear the shawarma in a hot pan in batches until charred at the edges.",
            "Stir the garlic, lemon juice and a pinch of salt into the yoghurt.",
            "Fill bowls with rice, salad and chicken; top with the garlic yoghurt and tahina.",
        ],
        [
            "اطبخ الرز.",
            "حمّر الشاورما في مقلاة حارة على دفعات حتى تتحمر أطرافها.",
            "اخلط الثوم وعصير الليمون ورشة ملح مع الزبادي.",
            "املأ الأطباق بالرز والسلطة والدجاج، وزيّنها بصلصة الثوم والطحينة.",
        ],
        ("shawarma, chicken shawarma, shawarma bowl, rice bowl, chicken",
         "شاورما, شاورما دجاج, دجاج, عيش"),
    ),
    _recipe(
        "balaleet", ("Balaleet", "بلاليط"), 4, 30,
        [
            ("PAS-KFM-VERMICELLI", None, 1, "400 g vermicelli", "٤٠٠ غ شعيرية"),
            ("BKG-TNL-WHITE", 1, 1, "1/2 cup sugar", "نصف كوب سكر"),
            _GHEE,
            ("SPI-BAY-CARDAMOM", None, 1, "1 teaspoon ground cardamom",
             "ملعقة صغيرة هيل مطحون"),
            ("SPI-WAZ-SAFFRON", 1, 1, "A pinch of saffron in 2 tablespoons warm water",
             "رشة زعفران منقوعة في ملعقتين ماء دافئ"),
            ("DAI-EGG-WHITE", 1, 1, "4 eggs for the omelette", "٤ بيضات للعجة"),
        ],
        [
            "Toast the vermicelli in the ghee until golden.",
            "Add 2 cups of water, the sugar, cardamom and saffron water and cook covered "
            "until absorbed.",
            "Beat the eggs with a pinch of salt and cook a thin omelette.",
            "Serve the sweet vermicelli warm with the omelette on top.",
        ],
        [
            "حمّص الشعيرية في السمن حتى تصبح ذهبية.",
            "أضف كوبين ماء والسكر والهيل وماء الزعفران، واطبخها مغطاة حتى تتشرب الماء.",
            "اخفق البيض مع رشة ملح واعمل منه عجة رقيقة.",
            "قدّم الشعيرية الحلوة دافئة والعجة فوقها.",
        ],
        ("balaleet, balalit, sweet vermicelli, breakfast", "بلاليط, شعيرية حلوة, فطور"),
    ),
    _recipe(
        "luqaimat", ("Luqaimat", "لقيمات"), 6, 75,
        [
            ("BKG-KFM-FLOUR", 1, 1, "2 cups flour", "كوبان طحين"),
            ("BKG-DRO-YEAST", None, 1, "1 sachet instant yeast", "كيس خميرة فورية"),
            ("BKG-TNL-WHITE", 1, 1, "1 tablespoon sugar", "ملعقة كبيرة سكر"),
            ("SPI-BAY-CARDAMOM", None, 1, "1/2 teaspoon ground cardamom",
             "نصف ملعقة صغيرة هيل مطحون"),
            ("SPI-WAZ-SAFFRON", 1, 1, "A pinch of saffron", "رشة زعفران"),
            ("DAI-ALM-YOGHURT", None, 1, "2 tablespoons yoghurt", "ملعقتان كبيرتان زبادي"),
            ("OIL-MAZ-CORN", 1, 1, "Oil for deep frying", "زيت للقلي الغزير"),
            ("DAT-FR-DIBS", None, 1, "Date syrup to drizzle", "دبس تمر للتقديم"),
        ],
        [
            "Mix the flour, yeast, sugar, cardamom, saffron and yoghurt with about 1 1/2 cups "
            "of warm water into a soft, sticky batter.",
            "Cover and leave to rise for 45 minutes until doubled and bubbly.",
            "Drop small balls of batter into hot oil and fry, turning, until golden all over.",
            "Drain and drizzle generously with date syrup.",
        ],
        [
            "اخلط الطحين والخميرة والسكر والهيل والزعفران والزبادي مع حوالي كوب ونصف ماء دافئ "
            "حتى تحصل على عجينة لينة ولزجة.",
            "غطّها واتركها تتخمر ٤٥ دقيقة حتى يتضاعف حجمها وتظهر الفقاعات.",
            "أسقط كرات صغيرة من العجينة في الزيت الحار وقلّبها حتى يتحمر كل جانب.",
            "صفّها من الزيت ورش عليها دبس التمر بسخاء.",
        ],
        ("luqaimat, lugaimat, loqaimat, dumplings, ramadan sweets, dessert",
         "لقيمات, لقيمات رمضان, حلويات, حلى"),
    ),
    _recipe(
        "pasta-bechamel", ("Pasta Bechamel", "معكرونة بالبشاميل"), 8, 75,
        [
            ("PAS-BAR-PENNE", None, 1, "500 g penne", "٥٠٠ غ معكرونة بيني"),
            ("MEA-FR-BEEF-MINCE", None, 2, "1 kg beef mince", "١ كغ لحم بقري مفروم"),
            ("VEG-ONION-WHITE", None, 1, "1 onion, chopped", "بصلة مفرومة"),
            ("CAN-ALA-PEELED-TOMATOES", None, 1, "1 can peeled tomatoes",
             "علبة طماطم مقشرة"),
            ("DAI-ALM-MILK-FF", 1, 1, "1 litre milk for the bechamel",
             "١ لتر حليب للبشاميل"),
            ("DAI-LRP-UNSALTED", None, 1, "100 g butter", "١٠٠ غ زبدة"),
            ("BKG-KFM-FLOUR", 1, 1, "1/2 cup flour", "نصف كوب طحين"),
            ("DAI-ALM-CHEDDAR", None, 1, "Cheese slices for the top", "شرائح جبن للوجه"),
            ("SPI-BAY-BLACK-PEPPER", None, 1, "Black pepper", "فلفل أسود"),
            _SALT,
        ],
        [
            "Boil the penne until just under done and drain.",
            "Brown the mince with the onion, add the tomatoes, pepper and salt and simmer "
            "for 15 minutes.",
            "Melt the butter, stir in the flour for a minute, then whisk in the milk until it "
            "thickens into bechamel.",
            "Layer pasta, meat and pasta in a tray, pour over the bechamel and top with cheese.",
            "Bake at 200 °C for 30 minutes until golden.",
        ],
        [
            "اسلق المعكرونة حتى تقارب النضج وصفّها.",
            "حمّر اللحم المفروم مع البصل، وأضف الطماطم والفلفل والملح واتركه يغلي ١٥ دقيقة.",
            "ذوّب الزبدة وقلّب فيها الطحين دقيقة، ثم أضف الحليب مع الخفق حتى يتكاثف البشاميل.",
            "رص طبقة معكرونة ثم اللحم ثم المعكرونة في صينية، واسكب البشاميل وغطّه بالجبن.",
            "اخبزها في فرن ٢٠٠ درجة مئوية ٣٠ دقيقة حتى يتحمر الوجه.",
        ],
        ("pasta bechamel, bechamel, baked pasta, macaroni bechamel, pasta",
         "معكرونة بالبشاميل, مكرونة بشاميل, بشاميل, معكرونة"),
    ),
    _recipe(
        "murabyan", ("Murabyan (Kuwaiti Shrimp Rice)", "مربين روبيان"), 5, 60,
        [
            ("SEA-FR-SHRIMP", 1, 1, "1 kg medium shrimp, peeled", "١ كغ روبيان وسط مقشر"),
            ("RIC-TLD-BASMATI", 1, 1, "3 cups basmati rice, soaked", "٣ أكواب رز بسمتي منقوع"),
            ("VEG-ONION-RED", None, 1, "2 onions, sliced", "حبتا بصل مقطعتان شرائح"),
            _GARLIC,
            ("VEG-CORIANDER", None, 1, "1 bunch coriander, chopped", "ربطة كزبرة مفرومة"),
            ("SPI-BAY-TURMERIC", None, 1, "1 teaspoon turmeric", "ملعقة صغيرة كركم"),
            ("SPI-WAZ-BZAR", None, 1, "1 tablespoon bzar", "ملعقة كبيرة بزار"),
            ("SPI-WAZ-LOOMI", None, 1, "2 dried limes, pierced", "حبتا لومي مثقوبتان"),
            _GHEE,
            _SALT,
        ],
        [
            "Fry the onions in the ghee until golden, then add the garlic, turmeric and bzar.",
            "Add the shrimp and coriander and cook for 3 minutes; set half the shrimp aside.",
            "Add the loomi, salt and 4 1/2 cups of water and bring to the boil.",
            "Add the drained rice, cover and cook on low heat for 20 minutes.",
            "Fold the reserved shrimp through the rice and rest 5 minutes before serving.",
        ],
        [
            "حمّر البصل في السمن حتى يصبح ذهبياً، ثم أضف الثوم والكركم والبزار.",
            "أضف الروبيان والكزبرة وقلّبها ٣ دقائق، ثم ارفع نصف الروبيان جانباً.",
            "أضف اللومي والملح و٤ أكواب ونصف ماء واتركها حتى تغلي.",
            "أضف الرز المصفّى وغطِّ القدر واطبخه على نار هادئة ٢٠ دقيقة.",
            "قلّب الروبيان المحفوظ مع الرز واتركه ٥ دقائق قبل التقديم.",
        ],
        ("murabyan, mrabyan, shrimp rice, prawn rice, kuwaiti rice, shrimp",
         "مربين, مربين روبيان, عيش روبيان, رز روبيان, روبيان"),
    ),
]
