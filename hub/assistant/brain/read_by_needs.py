"""A message read by the need or nutrient it names: a search by what the goods are, or a food's
nutrition asked.

Its words ("vegan", "بدون سكر", "protein") mislead the intent model into cart changes and
complaints, so the need's reading stands apart from the policy that weighs the model's.
"""

from __future__ import annotations

from hub.assistant.brain.needs import (
    PREFERENCES,
    WHAT_TO_HAVE,
    asks_a_need,
    asks_nutrition,
    might_ask,
    need_of,
    not_the_kind,
    picks_by_most,
    points_into_a_list,
)
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.places import places_said
from hub.assistant.brain.size_wanted import wants_a_size
from hub.assistant.brain.something_for_a_need import something_for_a_need
from hub.assistant.brain.understood import (
    CHANGES_THE_CART,
    CLARIFY,
    CONFIDENT,
    LIST_SWAP,
    OUT_OF_DOMAIN,
    SURE,
)
from hub.assistant.brain.utterance import Utterance

# What a question about what a food is may be read as, whatever the model made of it: the
# words of a need ("vegan", "بدون سكر") or a nutrient are no cart change, order or complaint.
_NEED_READS = frozenset(
    {"search", "browse", "product_detail", "healthier", "wish", "similar", "general",
     "unknown", "categories", "faq", "recipe", "what_next", "nutrition", OUT_OF_DOMAIN,
     CLARIFY}
)  # fmt: skip


def by_needs(
    message: Normalised, utterance: Utterance, intent: str, confidence: float = 0.0
) -> str | None:
    """ "how many calories in bananas" is `nutrition`; "sugar free drinks", "my husband is
    vegan, what protein", "not the frozen one" are a search by what the products are."""
    text = message.for_model
    nutrition = asks_nutrition(text)  # read once: three of the checks below turn on it
    # "are eggs high in cholesterol", "is honey good for you": a label's claim, no need's word
    if not (nutrition or might_ask(text)) or wants_a_size(utterance):
        return None
    if places_said(text, text).refused and not nutrition:
        return None  # "وصلوه بيت اهلي مو البيت": a saved place turned down, no kind of food
    if something_for_a_need(text) and not points_into_a_list(text):
        return "search"  # "زيد شي حلو بدون سكر": goods that meet it, never sugar added
    if points_into_a_list(text) and need_of(text) and intent not in CHANGES_THE_CART:
        return "search"  # "which ones r vegan" after a list: those of it that meet the need
    weighs = points_into_a_list(text) or picks_by_most(text)
    if weighs and nutrition and not utterance.cart_verb_first:
        return "nutrition"  # "ايهم فيه بروتين اكثر": the list weighed by what its foods hold
    if (
        len(message.text.split()) <= 5
        and intent not in ("add_to_cart", "remove_cart_item", "update_cart_item", LIST_SWAP)
        and not_the_kind(text) is not None  # "غير البطاطس الى كيلو" changes, not "not the"
    ):
        return "search"  # "مو المجمد" after a list: the list less that kind, no complaint
    unsure_change = (
        intent in CHANGES_THE_CART and confidence < CONFIDENT and not utterance.cart_verb_first
    )
    if what_a_need_allows(text) and (intent not in CHANGES_THE_CART or unsure_change):
        # "my wife is vegan what can she eat": the foods that meet it; "one of them is
        # vegan, which chips suit him" too, however unsure a cart change the model found
        return "search"
    # a reading the model is unsure of: "ma fee gluten" is no swap, nor "my dad is diabetic
    # what sweets can he have" a look at the cart
    unsure = confidence < SURE if intent == "substitution" else confidence < CONFIDENT
    unsure = unsure and intent not in CHANGES_THE_CART
    # "is the X good for someone with diabetes" reads to the model as asking for ideas; a
    # yes-or-no question of a food's label asks no meal
    label_asked = intent == "meal_ideas" and nutrition and _YES_OR_NO.match(text) is not None
    if (intent not in _NEED_READS and not unsure and not label_asked) or utterance.cart_verb_first:
        return None
    need = need_of(text)
    if need.protein:
        return "search"  # "vegan protein": foods to buy, not one's facts
    if intent == "nutrition" and confidence >= SURE and need:
        return None  # "is the baklava nut free", the model sure: one food's facts, no search
    if need.avoid:
        return "search"  # "allergic to nuts": foods to buy, not one's facts
    if nutrition and _wants_goods_by_a_nutrient(text):
        return "search"  # "got protein bars?", "عندكم شي فيه بروتين عالي": foods to buy
    if nutrition:
        return "nutrition"
    if (
        intent == "product_detail"
        and asks_a_need(text)
        and not_the_kind(text) is None
        and len(utterance.segments()) < 2  # "3 lays salted, 2 diet pepsi": a list, no facts
    ):
        # "حليب المراعي حلال؟", "is the laban full fat": one product's facts and flags
        return "nutrition"
    if (asks_a_need(text) and intent != "nutrition") or not_the_kind(text) is not None:
        return "search"
    return None


_YES_OR_NO = Pattern(r"(?:is|are|can|could|does|do) ")

# Foods asked for by a nutrient ask for goods ("got protein bars?", "any low calorie
# snacks", "عندكم شي فيه بروتين عالي", "abi snacks 8aleelat el calories"); a nutrient asked of
# one food names it after "in" or "of" ("any sugar in the juice?", "فيه سكر في الحليب؟").
_ASKS_FOR_GOODS = Gated(
    r"(?<!\w)(?:do (?:you|u) (?:have|sell|stock|carry|got)|(?:have|got) (?:you|u) got|got|any|anything"
    r"|(?:i )?need|(?:i'?m |im )?looking for|(?:i )?want|show me|recommend"
    r"|عندكم|عندك|ابي|ابغي|ودي|تبيعون|وريني)\b"
)
_NUTRIENT_WORDS = r"(?:protein|fat|sugar|salt|fib(?:re|er)|carbs?|calories|sodium)"
# ("any gluten fe lays?": Arabizi's "in" read in Arabic, before an English name)
_OF_ONE_FOOD = Gated(
    rf"\b(?:in|of) (?!{_NUTRIENT_WORDS}\b)\w+|(?<!\w)(?:في|من|حق) (?:ال\S+|[a-z]+)"
    r"|(?<!\w)(?:بال|لل)\S+"
)


# ...or name a product by its nutrient ("protein powder", "بروتين بار"), unless they ask of
# its harm ("protein powder side effects on kidneys")
_NUTRIENT_GOODS = Gated(
    r"\bprotein (?:powder|bars?|shakes?|snacks?|cookies|chips|supplements?)\b"
    r"|(?<!\w)(?:بروتين باودر|مسحوق (?:ال)?بروتين|بار بروتين|بروتين بار|بروتين شيك)(?!\w)"
)
_HARM = Gated(
    r"\b(?:side effects?|harm\w*|dangerous|kidneys?|liver|bad for)\b"
    r"|(?<!\w)(?:اضرار|ضرر|مضر|الكلى|الكلي|الكبد)(?!\w)"
)


def what_a_need_allows(text: str) -> bool:
    """ "my wife is vegan what can she eat", "عندي حساسيه لاكتوز شو اشرب": a diet's need and
    a question of what it allows, which a grocer answers with the foods that meet it."""
    need = need_of(text)
    flags = need.flags
    if WHAT_TO_HAVE.search(text) is not None:
        return bool(flags or need.avoid)  # "the school bans nuts, what can i pack"
    # "abooy 3inda sukkar, abi shay bdoon sukkar": something wanted for a diet
    return (
        bool(flags - PREFERENCES)
        and _SOMETHING_FOR_A_DIET.search(text) is not None
        and _A_MEAL.search(text) is None  # "something vegetarian for dinner": ideas
    )


# ...or something wanted that meets a diet (not a preference, `needs.PREFERENCES`: "anything
# halal to invest in" is no food); "shay" beside the need is a thing, not tea
_A_MEAL = Gated(
    r"\b(?:breakfast|lunch|dinner|supper|iftar|suhoor|meal)\b"
    r"|(?<!\w)(?:لل|ل|حق ال|ال)?(?:عشا|عشاء|غدا|غداء|فطور|ريوق|سحور)(?!\w)"
)
_SOMETHING_FOR_A_DIET = Gated(
    r"\b(?:anything|something)\b|(?<!\w)(?:ابي|ابغي|ابغا|في|فيه|عندكم) (?:شي|شاي)(?!\w)"
)


def _wants_goods_by_a_nutrient(text: str) -> bool:
    if _NUTRIENT_GOODS.search(text) and not _HARM.search(text):
        return True
    return bool(_ASKS_FOR_GOODS.search(text)) and not _OF_ONE_FOOD.search(text)
