"""What to use instead of an ingredient, with the goods a store may sell for it.

Common kitchen swaps with their proportions; `goods` are the substitutes as a shopper would
search for them, so that the ones the store sells can be shown as products.
"""

from __future__ import annotations

from dataclasses import dataclass

from hub.assistant.brain import matching
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.food_facts import Fact, best, fact
from hub.text import words


@dataclass(frozen=True, slots=True)
class Substitute:
    swap: Fact
    goods: tuple[str, ...]  # searched in the store, in English

    @property
    def names(self) -> tuple[str, ...]:
        return self.swap.names


def _sub(names: str, en: str, ar: str, goods: str) -> Substitute:
    return Substitute(fact(names, en, ar), tuple(g.strip() for g in goods.split(",")))


SUBSTITUTES: tuple[Substitute, ...] = (
    _sub(
        "buttermilk, باترملك, حليب رايب",
        "Instead of buttermilk: laban, or 1 cup of milk with 1 tablespoon of lemon juice or "
        "vinegar left for 10 minutes; plain yoghurt thinned with milk works too.",
        "بدال الباترملك: لبن، أو كوب حليب مع ملعقة كبيرة عصير ليمون أو خل ويرتاح ١٠ دقايق؛ "
        "أو روب مخفف بالحليب.",
        "laban, milk, lemons, yoghurt",
    ),
    _sub(
        "sour cream, قشطه حامضه",
        "Instead of sour cream: the same amount of thick plain yoghurt or labneh.",
        "بدال القشطة الحامضة: نفس الكمية روب سميك أو لبنة.",
        "yoghurt, labneh",
    ),
    _sub(
        "heavy cream, cream, cooking cream, whipping cream, كريمه, كريمه طبخ, قشطه",
        "Instead of cooking cream: ¾ cup of milk with ¼ cup of melted butter for 1 cup of "
        "cream, or evaporated milk (neither whips).",
        "بدال كريمة الطبخ: ¾ كوب حليب مع ¼ كوب زبدة ذايبة بدال كوب كريمة، أو حليب مبخر "
        "(ما ينخفقون).",
        "milk, butter, evaporated milk",
    ),
    _sub(
        "butter, زبده, زبد",
        "Instead of butter: ghee in the same amount, or about ¾ of the amount in oil for "
        "cooking and most cakes.",
        "بدال الزبدة: نفس الكمية سمن، أو حوالي ¾ الكمية زيت للطبخ ولأغلب الكيك.",
        "ghee, vegetable oil",
    ),
    _sub(
        "eggs, egg, بيض, بيضه",
        "Instead of 1 egg in baking: 1 tablespoon of ground flaxseed with 3 tablespoons of "
        "water, or ¼ cup of mashed banana or of plain yoghurt.",
        "بدال بيضة في الخبز والكيك: ملعقة كبيرة بذر كتان مطحون مع ٣ ملاعق ماي، أو ¼ كوب "
        "موز مهروس أو روب.",
        "bananas, yoghurt",
    ),
    _sub(
        "milk, fresh milk, حليب",
        "Instead of milk: long-life or powdered milk made up with water, or for cooking and "
        "baking an oat, almond or soy drink in the same amount.",
        "بدال الحليب: حليب طويل الأجل أو حليب بودرة مع ماي، أو للطبخ والخبز حليب شوفان أو "
        "لوز أو صويا بنفس الكمية.",
        "long life milk, milk powder, almond milk",
    ),
    _sub(
        "baking powder, بيكنج باودر, بكنج باودر",
        "Instead of 1 teaspoon of baking powder: ¼ teaspoon of bicarbonate of soda with ½ "
        "teaspoon of lemon juice or vinegar, or with ½ cup of laban or yoghurt in the mix.",
        "بدال ملعقة صغيرة بيكنج باودر: ¼ ملعقة بيكربونات الصودا مع ½ ملعقة عصير ليمون أو "
        "خل، أو مع ½ كوب لبن أو روب في الخليط.",
        "baking soda, lemons, laban",
    ),
    _sub(
        "self raising flour, self rising flour, طحين ذاتي التخمير",
        "Instead of self-raising flour: 1 cup of plain flour with 1½ teaspoons of baking "
        "powder and a pinch of salt.",
        "بدال الطحين ذاتي التخمير: كوب طحين عادي مع ١½ ملعقة صغيرة بيكنج باودر ورشة ملح.",
        "flour, baking powder",
    ),
    _sub(
        "lemon juice, lemon, lemons, ليمون, عصير ليمون",
        "Instead of lemon juice: lime juice in the same amount, or half as much vinegar; in "
        "Gulf dishes a dried lime (loomi) gives the sourness to a stew or rice.",
        "بدال عصير الليمون: عصير ليمون أخضر بنفس الكمية، أو نص الكمية خل؛ وفي الطبخ "
        "الخليجي اللومي يعطي الحموضة للمرق والعيش.",
        "lime, vinegar, loomi",
    ),
    _sub(
        "sugar, سكر",
        "Instead of 1 cup of sugar: ¾ cup of honey or date syrup (dibs), with ¼ cup less "
        "liquid in the recipe.",
        "بدال كوب سكر: ¾ كوب عسل أو دبس تمر، وقلل السوايل في الوصفة ¼ كوب.",
        "honey, date syrup",
    ),
    _sub(
        "honey, عسل",
        "Instead of honey: date syrup (dibs) or maple syrup in the same amount, or 1¼ cups of "
        "sugar with ¼ cup more liquid.",
        "بدال العسل: دبس تمر أو شراب القيقب بنفس الكمية، أو ١¼ كوب سكر مع ¼ كوب سوايل زيادة.",
        "date syrup, sugar",
    ),
    _sub(
        "tomato paste, معجون طماط, صلصه, معجون طماطم",
        "Instead of 1 tablespoon of tomato paste: 3 tablespoons of tomato sauce or passata, "
        "simmered a little longer, or fresh tomatoes cooked down.",
        "بدال ملعقة معجون طماط: ٣ ملاعق صلصة طماط مطبوخة شوي أكثر، أو طماط طازج مطبوخ لين يثخن.",
        "tomato sauce, tomatoes",
    ),
    _sub(
        "saffron, زعفران",
        "Instead of saffron: a pinch of turmeric gives the colour (not the scent); a few drops "
        "of rose water with it bring a Gulf-style fragrance.",
        "بدال الزعفران: رشة كركم تعطي اللون (مو الريحة)؛ ونقاط ماي ورد معاه تعطي ريحة خليجية.",
        "turmeric, rose water",
    ),
    _sub(
        "ghee, سمن",
        "Instead of ghee: butter (it burns at a lower heat) or a neutral vegetable oil.",
        "بدال السمن: زبدة (تحترق على حرارة أقل) أو زيت نباتي.",
        "butter, vegetable oil",
    ),
    _sub(
        "olive oil, زيت زيتون",
        "Instead of olive oil: any vegetable, sunflower or corn oil for cooking; for salads "
        "the taste changes but they work.",
        "بدال زيت الزيتون: أي زيت نباتي أو دوار الشمس أو ذرة للطبخ؛ وللسلطة يتغير الطعم بس يمشي.",
        "vegetable oil, sunflower oil, corn oil",
    ),
    _sub(
        "vinegar, خل",
        "Instead of vinegar: lemon juice, about twice the amount.",
        "بدال الخل: عصير ليمون، تقريباً ضعف الكمية.",
        "lemons",
    ),
    _sub(
        "breadcrumbs, bread crumbs, بقسماط, فتات خبز",
        "Instead of breadcrumbs: crushed crackers, corn flakes or rolled oats, or toasted "
        "bread blitzed fine.",
        "بدال البقسماط: بسكويت مالح مطحون، كورن فليكس، شوفان، أو خبز محمص مطحون.",
        "oats, corn flakes, bread",
    ),
    _sub(
        "rice, basmati, رز, عيش, بسمتي",
        "Instead of rice: bulgur or quinoa cook in about the same time and go with the same "
        "dishes; for basmati, any long-grain rice.",
        "بدال الرز: البرغل أو الكينوا ينطبخون بنفس الوقت تقريباً ويمشون مع نفس الأطباق؛ وبدال "
        "البسمتي أي رز حبته طويلة.",
        "bulgur, quinoa, rice",
    ),
    _sub(
        "chicken, دجاج",
        "Instead of chicken: turkey in the same cut; for a meat-free dish, chickpeas or lentils "
        "in stews and rice.",
        "بدال الدجاج: ديك رومي بنفس القطعة؛ ولأكلة بدون لحم، حمص أو عدس في المرق والعيش.",
        "turkey, chickpeas, lentils",
    ),
    _sub(
        "mozzarella, موزاريلا, موزريلا",
        "Instead of mozzarella: halloumi or any mild melting cheese such as cheddar or akkawi.",
        "بدال الموزاريلا: حلوم أو أي جبن خفيف يذوب مثل الشيدر أو العكاوي.",
        "halloumi, cheddar",
    ),
    _sub(
        "parsley, بقدونس",
        "Instead of parsley: coriander for cooking, or mint in salads such as tabbouleh "
        "(the taste changes).",
        "بدال البقدونس: كزبرة للطبخ، أو نعناع في السلطة مثل التبولة (يتغير الطعم).",
        "coriander, mint",
    ),
    _sub(
        "coriander, cilantro, كزبره, كزبرة",
        "Instead of fresh coriander: parsley, the same amount (milder); in a cooked dish a "
        "pinch of ground coriander or cumin brings its warmth.",
        "بدال الكزبرة: بقدونس بنفس الكمية (أخف)؛ وفي الطبخ رشة كزبرة مطحونة أو كمون تعطي نفس الدفا.",
        "parsley, cumin",
    ),
    _sub(
        "loomi, dried lime, black lime, لومي, لومي اسود",
        "Instead of loomi: the juice and grated peel of a lemon or lime added near the end, "
        "or a little sumac; the smoky sourness is milder.",
        "بدال اللومي: عصير وقشر ليمونة مبشور يتحط آخر الطبخ، أو شوية سماق؛ الحموضة المدخنة تكون أخف.",
        "lemons, sumac",
    ),
    _sub(
        "cardamom, هيل, حب هيل",
        "Instead of cardamom: a little cinnamon with a pinch of nutmeg or cloves; in coffee, "
        "a few drops of rose water.",
        "بدال الهيل: شوية دارسين مع رشة جوزة الطيب أو قرنفل؛ وفي القهوة كم قطرة ماي ورد.",
        "cinnamon, rose water",
    ),
    _sub(
        "parmesan, parmesan cheese, بارميزان, جبن بارميزان",
        "Instead of parmesan: any hard, salty cheese grated finely, such as a mature cheddar or "
        "romano; halloumi grated and grilled gives a salty finish too.",
        "بدال البارميزان: أي جبن ناشف ومالح مبشور ناعم مثل الشيدر المعتق؛ أو حلوم مبشور ومحمّر "
        "يعطي نفس الملوحة.",
        "cheddar, halloumi",
    ),
    _sub(
        "soy sauce, soya sauce, صويا صوص, صوص الصويا, صلصه الصويا",
        "Instead of soy sauce: a little salt with a dash of Worcestershire sauce, or stock with a "
        "pinch of salt; use less, it is salty.",
        "بدال صوص الصويا: شوية ملح مع رشة صوص ورشستر، أو مرق مع رشة ملح؛ حط أقل لأنه مالح.",
        "worcestershire sauce, stock",
    ),
    _sub(
        "mayonnaise, mayo, مايونيز, مايونيزه",
        "Instead of mayonnaise: thick plain yoghurt or labneh with a little lemon and salt; in a "
        "sandwich, hummus or cream cheese.",
        "بدال المايونيز: روب سميك أو لبنة مع شوية ليمون وملح؛ وفي الساندويش حمص أو جبن كريمي.",
        "yoghurt, labneh, hummus, cream cheese",
    ),
    _sub(
        "evaporated milk, حليب مبخر, حليب مركز",
        "Instead of evaporated milk: fresh milk simmered down to about half, or the same amount "
        "of milk with a spoon of milk powder stirred in.",
        "بدال الحليب المبخر: حليب طازج يغلي لين يصير نصه، أو نفس الكمية حليب مع ملعقة حليب بودرة.",
        "milk, milk powder",
    ),
    _sub(
        "yeast, خميره",
        "Instead of yeast: for a quick bread, 1 teaspoon of baking powder for each cup of flour "
        "(no rising time; the bread is denser).",
        "بدال الخميرة: لخبز سريع، ملعقة صغيرة بيكنج باودر لكل كوب طحين (ما يحتاج تخمير، "
        "والخبز يطلع أثقل).",
        "baking powder",
    ),
    _sub(
        "vermicelli, شعيريه, شعيرية",
        "Instead of vermicelli: thin spaghetti broken into short pieces and toasted the same way.",
        "بدال الشعيرية: سباغيتي رفيع مكسر قطع صغيرة ومحمّص بنفس الطريقة.",
        "spaghetti",
    ),
    _sub(
        "corn flakes, cornflakes, كورن فليكس",
        "Instead of cornflakes for a coating: breadcrumbs, crushed crackers or oats, the same "
        "amount.",
        "بدال الكورن فليكس للتغليف: بقسماط، أو بسكويت مالح مطحون، أو شوفان بنفس الكمية.",
        "breadcrumbs, crackers, oats",
    ),
    _sub(
        "bulgur, burghul, برغل",
        "Instead of bulgur: quinoa or couscous cook as quickly; for a gluten-free tabbouleh, quinoa.",
        "بدال البرغل: الكينوا أو الكسكس ينطبخون بسرعة؛ ولتبولة بدون جلوتين الكينوا.",
        "quinoa, couscous",
    ),
    _sub(
        "cornstarch, corn starch, cornflour, نشا, نشاء",
        "Instead of 1 tablespoon of cornflour to thicken: 2 tablespoons of plain flour, cooked "
        "a few minutes more.",
        "بدال ملعقة نشا للتثخين: ملعقتين طحين عادي ويطبخ كم دقيقة زيادة.",
        "flour",
    ),
)


# "X instead of Y", "X بدال Y", "X bdal Y" (read "بدال"): Y is what is replaced
_INSTEAD_OF = Gated(
    r"\b(?:instead of|in place of|rather than|in lieu of|as a substitute for|to replace)\s+"
    r"|(?<!\w)(?:بدال|بدل|عوض|عوضا عن|بدلا من|بدلا عن)\s+"
)
_REPLACED_WORDS = 4  # "honey instead of the date syrup in the cake?": the food, not the dish


def _mentions(entry: Substitute, food: list[str]) -> bool:
    """A word of `food` is in the entry's advice or its goods (the words beside it, "ينفع",
    "ok", are no food the advice could hold)."""
    said = set(matching.stems(" ".join((entry.swap.en, entry.swap.ar, *entry.goods))))
    return not said.isdisjoint(matching.stems(" ".join(food)))


def swap_asked(text: str, food: list[str]) -> tuple[Substitute | None, bool]:
    """The entry of the food a message asks to replace, and whether the food it offers in
    its place is one the entry holds ("can i use honey instead of date syrup": yes).

    The entry is the replaced food's; where the table has none, the offered food's own
    entry answers when it names the replaced one (honey and date syrup stand in for each
    other). (None, False) when the message says no "instead of"."""
    found = _INSTEAD_OF.search(text)
    if found is None:
        return None, False
    after = words(text[found.end() :])[:_REPLACED_WORDS]
    before = words(text[: found.start()])
    replaced = [word for word in food if word in after]
    offered = [word for word in food if word in before]
    table = [entry.swap for entry in SUBSTITUTES]
    known = best(replaced, table) if replaced else None
    entry = next((entry for entry in SUBSTITUTES if entry.swap is known), None)
    if entry is not None:
        return entry, _mentions(entry, offered)
    known = best(offered, table) if offered else None
    entry = next((entry for entry in SUBSTITUTES if entry.swap is known), None)
    if entry is not None and _mentions(entry, replaced):
        return entry, True
    return None, False
