"""How long common foods take to cook, for a dish the store has no recipe of.

Times are the usual ranges of home cooking (oven temperatures for a conventional oven); the
packet's own time comes first, and meat and fish are done by their inside, not the clock.
"""

from __future__ import annotations

from hub.assistant.brain.skills.food_facts import Fact, fact

_FISH = fact(
    "fish, fish fillet, fillet, hamour, salmon, سمك, فيليه, هامور, سالمون, زبيدي",
    "Fish fillets: about 10–15 minutes at 200°C (roughly 10 minutes per 2.5 cm of "
    "thickness); a whole fish 20–30 minutes. It is done when it flakes and is opaque.",
    "فيليه السمك: حوالي ١٠–١٥ دقيقة على ٢٠٠ درجة (تقريباً ١٠ دقايق لكل ٢٫٥ سم سماكة)؛ "
    "السمكة الكاملة ٢٠–٣٠ دقيقة. تستوي لما تتفتت بسهولة ويصير لونها أبيض.",
)

COOKING_TIMES: tuple[Fact, ...] = (
    fact(
        "brown rice, رز بني, عيش بني",
        "Brown rice: about 40–45 minutes simmering covered, then 10 minutes resting.",
        "الرز البني: حوالي ٤٠–٤٥ دقيقة على نار هادية ومغطى، وبعدها ١٠ دقايق يرتاح.",
    ),
    fact(
        "rice, basmati, white rice, رز, عيش, بسمتي, رز ابيض",
        "White or basmati rice: about 12–15 minutes simmering covered once the water boils "
        "(soaked basmati is at the short end), then 5–10 minutes resting off the heat.",
        "الرز الأبيض أو البسمتي: حوالي ١٢–١٥ دقيقة على نار هادية ومغطى بعد ما يغلي الماي "
        "(البسمتي المنقوع أقل)، وبعدها ٥–١٠ دقايق يرتاح بعيد عن النار.",
    ),
    fact(
        "lasagna, lasagne, لازانيا, لزانيا",
        "Lasagna: about 45–60 minutes in the oven at 180–190°C (covered for the first half), "
        "then 15 minutes resting before cutting; allow about 1½ hours with the sauce.",
        "اللازانيا: حوالي ٤٥–٦٠ دقيقة في الفرن على ١٨٠–١٩٠ درجة (مغطاة في النص الأول)، "
        "وبعدها ربع ساعة ترتاح قبل التقطيع؛ مع تجهيز الصوص حوالي ساعة ونص.",
    ),
    fact(
        "pasta, spaghetti, macaroni, penne, noodles, معكرونه, مكرونه, باستا, سباجيتي, اسباغيتي",
        "Dried pasta: about 8–12 minutes in plenty of boiling salted water (the packet gives "
        "the exact time); fresh pasta 2–4 minutes.",
        "المعكرونة الناشفة: حوالي ٨–١٢ دقيقة في ماي يغلي مع ملح (الوقت المضبوط على الكيس)؛ "
        "الطازجة ٢–٤ دقايق.",
    ),
    fact(
        "vermicelli, شعيريه",
        "Vermicelli: about 3–5 minutes (toasted in a little ghee first if you like).",
        "الشعيرية: حوالي ٣–٥ دقايق (تقدر تحمسها بشوي سمن قبل).",
    ),
    fact(
        "eggs, egg, boiled egg, بيض, بيضه, بيض مسلوق",
        "Eggs in boiling water: 6–7 minutes for a soft yolk, 10–12 minutes hard-boiled; "
        "fried or scrambled, 2–4 minutes.",
        "البيض في ماي يغلي: ٦–٧ دقايق للصفار الطري، ١٠–١٢ دقيقة للمسلوق كامل؛ "
        "المقلي أو العجة ٢–٤ دقايق.",
    ),
    fact(
        "chicken breast, breast, صدر دجاج, صدور دجاج",
        "Chicken breast: about 20–25 minutes in the oven at 200°C, or 6–8 minutes a side in a "
        "pan; done when the inside reaches 74°C and the juices run clear.",
        "صدر الدجاج: حوالي ٢٠–٢٥ دقيقة في الفرن على ٢٠٠ درجة، أو ٦–٨ دقايق لكل جهة في "
        "المقلاة؛ يستوي لما توصل حرارته من داخل ٧٤ درجة وعصارته صافية.",
    ),
    fact(
        "whole chicken, roast chicken, دجاجه كامله, دجاج كامل, دجاج مشوي",
        "A whole chicken: about 20 minutes per 500 g plus 20 minutes at 190–200°C (about "
        "1 hour 20 minutes for 1.5 kg), until the thickest part reaches 74°C.",
        "الدجاجة الكاملة: حوالي ٢٠ دقيقة لكل نص كيلو وزيادة ٢٠ دقيقة على ١٩٠–٢٠٠ درجة "
        "(ساعة و٢٠ دقيقة تقريباً لدجاجة كيلو ونص)، لين توصل حرارة أسمك جزء ٧٤ درجة.",
    ),
    fact(
        "chicken, chicken pieces, chicken thighs, دجاج, دجاجه, افخاذ دجاج",
        "Chicken pieces on the bone: about 35–45 minutes at 200°C, or 30–40 minutes simmered; "
        "done when the inside reaches 74°C.",
        "قطع الدجاج بالعظم: حوالي ٣٥–٤٥ دقيقة على ٢٠٠ درجة، أو ٣٠–٤٠ دقيقة مطبوخة في مرق؛ "
        "تستوي لما توصل حرارتها من داخل ٧٤ درجة.",
    ),
    fact(
        "minced meat, mince, ground beef, لحم مفروم, مفروم, قيمه",
        "Minced meat: about 8–10 minutes browning in a pan, until no pink is left.",
        "اللحم المفروم: حوالي ٨–١٠ دقايق في المقلاة لين ما يبقى فيه لون وردي.",
    ),
    fact(
        "burger, burgers, برجر",
        "Burger patties: about 4–5 minutes a side in a hot pan or grill, until the inside "
        "reaches 71°C.",
        "أقراص البرجر: حوالي ٤–٥ دقايق لكل جهة على مقلاة أو شواية حارة، لين توصل حرارتها "
        "من داخل ٧١ درجة.",
    ),
    fact(
        "steak, ستيك",
        "Steak 2–3 cm thick: about 2–3 minutes a side for medium-rare, 4–5 for well done, "
        "then 5 minutes resting.",
        "الستيك بسماكة ٢–٣ سم: حوالي ٢–٣ دقايق لكل جهة للنص استواء، و٤–٥ للمستوي كامل، "
        "وبعدها ٥ دقايق يرتاح.",
    ),
    fact(
        "camel, camel meat, hashi, حاشي, لحم حاشي, لحم جمل, جمل, بعير",
        "Camel meat is firmer than lamb: about 2½–3 hours simmering until tender (about "
        "1 hour to 1¼ hours in a pressure cooker).",
        "لحم الحاشي أقسى من الغنم: حوالي ساعتين ونص لثلاث ساعات على نار هادية لين يطيح "
        "(حوالي ساعة لساعة وربع في القدر الضغط).",
    ),
    fact(
        "lamb, meat, beef, mutton, لحم, لحم غنم, غنم, لحم عجل, لحم بقر",
        "Lamb or beef pieces for a stew or rice dish: about 1½–2 hours simmering until tender "
        "(about 45 minutes in a pressure cooker); a leg of lamb roasts about 2–2½ hours at "
        "170°C.",
        "قطع اللحم الغنم أو البقر للمرق أو العيش: حوالي ساعة ونص لساعتين على نار هادية لين "
        "يطيح (حوالي ٤٥ دقيقة في القدر الضغط)؛ فخذ الغنم بالفرن حوالي ساعتين لساعتين ونص "
        "على ١٧٠ درجة.",
    ),
    _FISH,
    fact(
        "shrimp, prawns, روبيان, جمبري",
        "Shrimp: 2–3 minutes a side, 3–5 minutes in all, until pink and curled; longer makes "
        "it rubbery.",
        "الروبيان: ٢–٣ دقايق لكل جهة، ٣–٥ دقايق بالكامل لين يحمر ويلتف؛ أكثر من جذي يصير مطاطي.",
    ),
    fact(
        "red lentils, lentils, عدس, عدس احمر",
        "Red lentils: about 15–20 minutes simmering; brown or green lentils 25–30 minutes. "
        "No soaking needed.",
        "العدس الأحمر: حوالي ١٥–٢٠ دقيقة على نار هادية؛ العدس البني أو الأخضر ٢٥–٣٠ دقيقة. "
        "ما يحتاج نقع.",
    ),
    fact(
        "chickpeas, dried chickpeas, nakhi, حمص ناشف, نخي, حب حمص",
        "Dried chickpeas: soak overnight, then about 1–1½ hours simmering (about 20 minutes in "
        "a pressure cooker); canned ones are already cooked.",
        "الحمص الناشف: ينقع ليلة كاملة، وبعدها حوالي ساعة لساعة ونص على نار هادية (حوالي "
        "٢٠ دقيقة بالقدر الضغط)؛ المعلب مطبوخ جاهز.",
    ),
    fact(
        "potatoes, potato, بطاط, بطاطس, بطاطا",
        "Potatoes: about 15–20 minutes boiled in chunks (20–25 whole and small); baked whole "
        "45–60 minutes at 200°C; chips in the oven 20–25 minutes.",
        "البطاط: حوالي ١٥–٢٠ دقيقة مسلوق مقطع (٢٠–٢٥ للحبات الصغيرة كاملة)؛ بالفرن كامل "
        "٤٥–٦٠ دقيقة على ٢٠٠ درجة؛ أصابع بالفرن ٢٠–٢٥ دقيقة.",
    ),
    fact(
        "oats, oatmeal, porridge, شوفان",
        "Rolled oats: about 5 minutes simmering in milk or water; quick oats 1–2 minutes.",
        "الشوفان: حوالي ٥ دقايق على نار هادية بالحليب أو الماي؛ الشوفان السريع ١–٢ دقيقة.",
    ),
    fact(
        "quinoa, كينوا",
        "Quinoa: about 15 minutes simmering covered, then 5 minutes resting.",
        "الكينوا: حوالي ١٥ دقيقة على نار هادية ومغطاة، وبعدها ٥ دقايق ترتاح.",
    ),
    fact(
        "bulgur, burghul, برغل",
        "Bulgur: fine bulgur only soaks 15–20 minutes; coarse bulgur simmers 10–15 minutes.",
        "البرغل: الناعم ينقع بس ١٥–٢٠ دقيقة؛ الخشن ١٠–١٥ دقيقة على نار هادية.",
    ),
    fact(
        "pizza, بيتزا",
        "Pizza: about 10–15 minutes in a very hot oven (220–250°C), until the base is crisp.",
        "البيتزا: حوالي ١٠–١٥ دقيقة في فرن حار (٢٢٠–٢٥٠ درجة) لين تقرمش العجينة.",
    ),
    fact(
        "cake, كيك, كيكه",
        "A sponge cake: about 30–40 minutes at 180°C, until a skewer comes out clean; cupcakes "
        "18–22 minutes.",
        "الكيكة الإسفنجية: حوالي ٣٠–٤٠ دقيقة على ١٨٠ درجة لين يطلع العود نظيف؛ "
        "الكب كيك ١٨–٢٢ دقيقة.",
    ),
    fact(
        "biryani, برياني",
        "Biryani: about 1–1½ hours in all: the meat or chicken cooked first, then 20–30 "
        "minutes on a low heat with the rice layered over it.",
        "البرياني: حوالي ساعة لساعة ونص بالكامل: اللحم أو الدجاج يطبخ أول، وبعدها ٢٠–٣٠ "
        "دقيقة على نار هادية مع الرز فوقه.",
    ),
    fact(
        "broccoli, vegetables, veggies, بروكلي, خضار",
        "Vegetables: broccoli or green beans about 4–6 minutes steamed; carrots in slices "
        "8–10 minutes boiled; roasted vegetables 25–35 minutes at 200°C.",
        "الخضار: البروكلي أو الفاصوليا الخضرا حوالي ٤–٦ دقايق على البخار؛ الجزر شرايح "
        "٨–١٠ دقايق مسلوق؛ الخضار المشوية بالفرن ٢٥–٣٥ دقيقة على ٢٠٠ درجة.",
    ),
    fact(
        "corn, corn on the cob, ذره",
        "Corn on the cob: about 5–7 minutes in boiling water.",
        "الذرة بالكوز: حوالي ٥–٧ دقايق في ماي يغلي.",
    ),
)

# A product of the aisle cooks as its kind does, whatever fish its name says (sobaity,
# meid, safi): its aisle's entry, unless its name holds one of its own (shrimp)
COOKING_BY_AISLE: dict[str, Fact] = {"cat-seafood": _FISH}
