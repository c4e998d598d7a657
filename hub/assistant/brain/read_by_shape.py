"""The request a message's shape says, where the model is misled by the words around it.

An order cancelled, a points balance, a size, express, a comparison, a counted or bare list:
one reading of its own, apart from the policy that weighs it against the gate and the rules.
"""

from __future__ import annotations

from hub.assistant.brain import ways
from hub.assistant.brain.amount_more import asks_more_of
from hub.assistant.brain.assistants_errands import an_assistants_errand
from hub.assistant.brain.cancel_asked import (
    CANCEL_WORDS,
    CANCELLED,
    OF_AN_ORDER,
    cancels_it,
    cancels_the_one_going,
)
from hub.assistant.brain.change_words import says_a_change, says_to_empty
from hub.assistant.brain.checkout import ready_to_pay
from hub.assistant.brain.comparing import (
    cheapest_of_a_kind,
    difference_between,
    one_against_another,
    prices_side_by_side,
    which_of_two,
)
from hub.assistant.brain.counted_lists import (
    asked_as_a_favour,
    bare_list,
    buys_what_it_counts,
    counted_list,
    named_then_counted,
)
from hub.assistant.brain.doctors_word import past_the_doctors_word
from hub.assistant.brain.express_asked import asks_express, asks_of_delivery, wants_express
from hub.assistant.brain.express_fee_asked import asks_its_fee
from hub.assistant.brain.extra_units import names_the_extra
from hub.assistant.brain.intents import asks_if_empty
from hub.assistant.brain.keeping_asked import asks_how_it_keeps
from hub.assistant.brain.lacking_either import lacks_either
from hub.assistant.brain.model import Ranking
from hub.assistant.brain.needs import asks_nutrition
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.off_domain import asks_balance
from hub.assistant.brain.origin_asked import asks_where_from
from hub.assistant.brain.other_matters import a_health_question, an_errand_of_another_matter
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import (
    AMENDS,
    CHARGED_TWICE,
    NOT_WHAT_WAS_ORDERED,
    about_our_people,
    about_our_service,
    came_bad,
    paid_for_speed,
    states_a_problem,
)
from hub.assistant.brain.read_by_needs import by_needs
from hub.assistant.brain.size_wanted import wants_a_size
from hub.assistant.brain.understood import (
    CANDIDATES,
    CHANGES_THE_CART,
    CLARIFY,
    CONFIDENT,
    OUT_OF_DOMAIN,
    POINTS_BALANCE,
    SURE,
    VAGUE,
    Understanding,
    set_aside,
)
from hub.assistant.brain.utterance import Utterance

_ABSURD_COUNT = 20  # of "everything"
# What a model may make of one word's letters that the word cannot ask when no rule knows it:
# "mandarins" is no express delivery nor a change to an order
_ONE_WORD = frozenset(
    {"search", "add_to_cart", OUT_OF_DOMAIN, "complaint", "compare", "set_express",
     "select_delivery_area", "select_address", "delivery_slots", "update_cart_item",
     "remove_cart_item", "cancel_order", "reorder", "order_status", "clear_cart", "handoff"}
)  # fmt: skip


# "to 4" said of a count: the number it should be ("زيدها ل ٤", "خلها الى ٥")
_SET_TO = Gated(r"(?:\bto|(?<!\w)ل|(?<!\w)الى|(?<!\w)لين|(?<!\w)لى)\s*\d+(?!\d)")
_NOT_A_COMPLAINT = ("complaint", "handoff", "cancel_order", "faq")


# Two letters or digits in a row: "that's great, thanks!" holds words however it is punctuated
_A_WORD = Pattern(r"[^\W_]{2}")


# A word that weighs one thing against another, or joins the two ("garin ben X w Y", "X ضد Y")
_COMPARING = Gated(
    r"\b(?:cheaper|pricier|better|best|healthier|bigger|smaller|larger|differ\w*|vs|versus"
    r"|comp?a+r\w*|compre|comprae|comare|or|than|wh+ich|between|same|worse|more|less|nicer"
    r"|tastier|sweeter|fresher|and|w|garin|gaarin|gaaren|far[8gq2]|bain|ben|a7san|afdal|ar5as"
    r"|ar5a9|aghla|wla|willa|aw)\b|&"
    r"|(?<!\w)(?:ارخص|ارخس|اغلي|اغلى|احسن|افضل|الفرق|فرق|يفرق|قارن|قاررن|مقارنه|ولا|او|والا"
    r"|اكبر|اصغر|بين|بن|اطيب|احلي|اصح|اكثر|اقل|ايهم|يختلف|ضد|و|فس|قرن|الثاني|والثاني)(?!\w)"
)


# Readings a question of what to cook for a meal or an occasion overrules: none of the store's
# other requests, which name what they want ("recipe for machboos", "add rice")
# Something the shopper has at a place: "i have salt at home", "عندي ملح بالبيت"
# Goods asked to be had or brought, in a question of whether one may: "can i get strawberries
# delivered", "could we order a watermelon", "ممكن اطلب رقي", "اقدر اخذ بيض"; not a refund,
# a slot or someone asked for that way
_GOODS_ASKED_FOR = Gated(
    r"^(?:\w+\s+){0,2}?(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?(?:get|have|order)\s+"
    r"(?!(?:a\s+|my\s+|the\s+|some\s+)?(?:refund|money|ticket|slot|delivery|receipt|invoice"
    r"|discount|coupon|code|help|someone|person|manager|call|credit|compensation|replacement"
    r"|update|answer|reply|it|this|that|them)\b)"
    r"|^(?:\S+\s+){0,2}?(?:ممكن|اقدر|نقدر|اگدر|اقدر)\s+(?:اطلب|نطلب|اخذ|ناخذ|اشتري|نشتري)\s+"
    r"(?!(?:ال)?(?:فلوس|استرجاع|تعويض|موعد|كود|كوبون|احد|موظف)(?!\w))"
)


# ...and meal ideas in words of cooking or ideas, a cuisine, or "with" an ingredient:
# "something for breakfast for the kids" asks for breakfast goods, not a recipe.
IDEAS = Pattern(
    r"\b(?:make|cook\w*|ideas?|recipes?|suggest\w*|eat|italian|italy|arabic|lebanese|gulf"
    r"|kuwaiti|indian|chinese|mexican|vegetarian|with|quick|easy)\b"
    r"|(?<!\w)(?:اطبخ|نطبخ|اسوي|نسوي|طبخ\w*|فكر\w*|افكار|وصف\w*|اقترح\w*|نتعشى|نتغدى|ايطالي\w*"
    r"|اتلي|لبناني\w*|خليجي\w*|نباتي\w*|فيه|ب\S+)(?!\w)"
    # as the normaliser writes them ("نتعشى" is "نتعشي"; Arabizi "nit3asha", "afkar" are read
    # "نتعشا", "افكر"), and a dish wished easy or quick ("اكله سهله للعيال", "shay sare3")
    r"|(?<!\w)(?:نتعشي|نتغدي|نتعشا|نتغدا|نتسحر|نفطر|افكر|سهل\w*|سريع\w*|سارع)(?!\w)"
)


SOMETHING = Gated(r"\b(?:something|anything|smth|sth)\b|(?<!\w)(?:شي|شاي|اي شي)(?!\w)")


def _a_code_in_its_shape(utterance: Utterance) -> bool:
    """A code as the store writes them, letters and digits ("CLEAN1", "FRESH10"): never a
    brand typed in capitals ("NIDO")."""
    code = utterance.code or ""
    return len(code) >= 4 and any(ch.isdigit() for ch in code) and any(ch.isalpha() for ch in code)


def by_shape(
    message: Normalised, utterance: Utterance, rule: str, ranking: Ranking
) -> Understanding:
    """The model's pick, or the request the message's shape says when the model is misled
    by the words around it."""
    if a_health_question(past_the_doctors_word(message.for_model)):
        # a doctor's or a pharmacist's question is declined; unlike the others below it may
        # yet be a product named whole ("خميره دكتور اوتكر": the brand holds a doctor), which
        # the readings find in the catalogue
        return Understanding(OUT_OF_DOMAIN, ranking, rule)
    if an_errand_of_another_matter(message.for_model) or _absurd(utterance):
        # translating, code, a job, shares, "add 50 of everything": declined, and nothing
        # is proposed
        return Understanding(OUT_OF_DOMAIN, ranking, rule, True)
    if an_assistants_errand(message.for_model):
        # a sum, an alarm, a reminder: declined, yet "add milk and set a timer" still has
        # the store's part to answer
        return Understanding(OUT_OF_DOMAIN, ranking, rule)
    if not _A_WORD.search(message.text):
        # "ققققق", "?": no word at all (stretched letters fold to one), so nothing to act on
        return Understanding(CLARIFY, ranking, rule)
    if ways.asks_how_to_cook_it(message.for_model, utterance.topic):
        # "how should i cook them", "شلون اطبخها": how to cook the food in view, no dish named
        # (a recipe) nor a policy; the food is the conversation's (`skills/in_view.py`)
        return Understanding("cooking_time", ranking, rule)
    if ranking.top == "nutrition" and not asks_nutrition(message.for_model):
        # "how much is the milk?", "7aleeb kam si3ra" (its price): no nutrient named, so the
        # model's nutrition pick is set aside and its other readings are weighed as they were
        ranking = set_aside(ranking, "nutrition")
    if ranking.top in ("compare", "nutrition") and lacks_either(message.for_model):
        # "which chips don't have milk or nuts": the goods holding neither, no comparison
        # nor one product's contents
        ranking = set_aside(ranking, ranking.top)
    if ranking.top == "compare" and not _COMPARING.search(message.for_model):
        # "7aleeb almarai kam si3ra", "لبن المراعي مفيد؟": one thing asked about, with no word
        # that weighs it against another, is no comparison whatever its brand names suggest
        ranking = set_aside(ranking, "compare")
    if ready_to_pay(message.for_model) and (
        ranking.top != OUT_OF_DOMAIN or ranking.confidence < CONFIDENT
    ):
        # "checkout please", "خلصت ابي ادفع": the cart about to be paid for, and where to pay
        # (`checkout`), not a past order, a cancellation or an address
        return Understanding("cart_summary", ranking, rule)
    if ranking.top == "select_address" and asks_of_delivery(utterance):
        # "whats delivery to my parents place", "كم التوصيل لبيت اهلي": its fee and time there
        # (`delivery_info`), no proposal to move the order
        return Understanding("delivery_info", ranking, rule)
    if ranking.top == "clear_cart" and asks_if_empty(utterance):
        # "is the basket still empty?", "my cart is empty?": whether it is, not to empty it
        return Understanding("cart_summary", ranking, rule)
    if (
        ranking.top == "clear_cart"
        and (utterance.asks or utterance.has("QUESTION"))
        and not says_to_empty(utterance)
    ):
        # "السله صارت وايد، وش فيها؟" (the cart got big, what's in it?): a question, with no
        # word that empties it ("فيها" is one letter from "فضيها"), asks for its contents,
        # never a proposal to throw them out
        return Understanding("cart_summary", ranking, rule)
    if (
        ranking.top == "clear_cart"
        and rule != "clear_cart"
        and not says_to_empty(utterance)
        and not utterance.has("CART")
    ):
        # "1 tide gel and the rest of my cleaning order": neither the cart nor a word that
        # empties it is named ("cleaning" only looks like one), so nothing is thrown out
        return Understanding(rule, ranking, rule)
    if ranking.top == "thanks" and (
        (utterance.asks and utterance.topic)  # "النيدو زين للبيبي؟": "زين" (good) of a product
        or rule in CHANGES_THE_CART  # "اوكي كنسله", "ok shilha": the "ok" only opens the
        or rule == "cancel_order"  # request its verb makes
    ):
        ranking = set_aside(ranking, "thanks")
    if rule == "remove_cart_item" and names_the_extra(message) and not states_a_problem(message):
        # "i already had yoghurt in the cart, remove the extra one": one too many of a line
        # taken out, however like a complaint about the cart it opens
        return Understanding(rule, ranking, rule)
    if (
        rule == "remove_cart_item"
        and ranking.top == "update_cart_item"
        and ranking.confidence < SURE
        and not utterance.has_quantity
        and not utterance.has("CHANGE", "ADD")
    ):
        # "actually skip the milk", "ditch the bread": a line let go, with no count to set it
        # to nor a word of changing it; the model's quantity change would offer it again
        return Understanding(rule, ranking, rule)
    if (
        rule == "remove_cart_item"
        and ranking.top == "cancel_order"
        and utterance.topic
        and not utterance.refers_back
        and not utterance.has("ORDER", "DELIVER")
        and not cancels_it(utterance.tokens)
        and not OF_AN_ORDER.search(message.text)
    ):
        # "cancel the bread", "كنسل الحليب": goods named, no order; a line of the cart, which
        # the model reads as the order cancelled
        return Understanding(rule, ranking, rule)
    if rule == "apply_coupon" and ranking.confidence < SURE and _a_code_in_its_shape(utterance):
        # "no, dont want the clorox. will CLEAN1 work on my cart?": a code named in letters
        # and digits, asked of among other words the model cannot place: the code's answer
        return Understanding(rule, ranking, rule)
    intent = ranking.top
    needs = by_needs(message, utterance, intent, ranking.confidence)
    if needs is not None:
        return Understanding(needs, ranking, rule)
    if (
        about_our_people(message)
        or paid_for_speed(message)
        or CHARGED_TWICE.search(message.for_model)
        or (
            # "I got full fat milk instead of low fat": what came, not what to add
            NOT_WHAT_WAS_ORDERED.search(message.for_model)
            and "complaint" in (name for name, _ in ranking.intents[:2])
        )
        or (
            # "el 6alab nagis 5ubz": the order lacks bread, however like a cart change it reads
            (intent in (OUT_OF_DOMAIN, CLARIFY) or ranking.confidence < SURE)
            and about_our_service(message, utterance)
        )
        or (intent not in _NOT_A_COMPLAINT and came_bad(message))
        or (
            intent not in _NOT_A_COMPLAINT
            and AMENDS.search(message.for_model)
            and not utterance.asks
        )
    ):
        return Understanding("complaint", ranking, rule)
    one_word = len(message.text.split()) == 1 and len(message.text) > 2  # "ق" is no word
    if one_word and rule == "general" and intent in _ONE_WORD:
        # One word is more often a product than small talk, and naming a product is not
        # asking to buy it: look it up, shown only if the catalogue knows the word.
        return Understanding("general", ranking, rule)
    if counted_list(utterance) and not states_a_problem(message):
        # "2 milk, 1 bread and a dozen eggs": a shopping list with its counts is the cart's,
        # one proposal for all of it, whatever the model makes of the product words.
        return Understanding("add_to_cart", ranking, rule)
    if named_then_counted(utterance) and not states_a_problem(message):
        # "abu auf el turki, wa7ed", "الحليب المراعي، ثنتين": the goods, then how many of
        # them, and nothing else: an order for that many, however little of a sentence
        return Understanding("add_to_cart", ranking, rule)
    if intent in _READ_AS_GOODS and asks_more_of(utterance) and not states_a_problem(message):
        # "one more kilo of the lamb chops", "ابي فحم و كيلو زياده من الريش": an amount more
        # of goods is bought, however like a look at the goods it reads
        return Understanding("add_to_cart", ranking, rule)
    tokens = set(utterance.tokens)
    cancelled = bool(CANCELLED & tokens)
    if (
        ((CANCEL_WORDS & tokens or cancelled) and utterance.has("ORDER"))
        or cancels_it(utterance.tokens)  # "cancel it" opens with a word of CANCEL_WORDS
        or cancels_the_one_going(message.text, utterance.tokens)  # "اللي رايح البيت الغيه"
        or (cancelled and any(token.isdigit() for token in tokens))  # "why did 812 get cancelled"
    ):
        # "ابي الغي الطلب الاخير", "cancel my last order": the store's cancelling rules,
        # whatever reason follows ("cancel it i ordered the wrong size")
        return Understanding("cancel_order", ranking, rule)
    if intent == "complaint" and rule == "reorder" and not states_a_problem(message):
        # "الطلب اللي لغيته ... رجعه": the cancelled order wanted back, no grievance
        return Understanding("reorder", ranking, rule)
    if (
        intent == "complaint"
        and _GOODS_ASKED_FOR.search(message.for_model)
        and not states_a_problem(message)
    ):
        # "can i get strawberries delivered", "ممكن اطلب رقي": goods asked to be brought,
        # and nothing went wrong: no grievance of an order, a search of the goods
        return Understanding("search", set_aside(ranking, "complaint"), rule)
    if intent == "complaint" and ranking.confidence >= CONFIDENT:
        # "the milk you delivered is expired", "البيض وصل مكسر": something went wrong with an
        # order. The product named is what the complaint is about, not something to show, so
        # no shape below (a bare list, a size wanted) may turn it into a product search.
        return Understanding(intent, ranking, rule)
    if asks_where_from(message, utterance):
        # "where is the nido from", "من وين العسل هذا", "min wain el 3asal": one product's
        # facts, its card; not a search of its words, nor where an order or a branch is
        return Understanding("product_detail", ranking, rule)
    if asks_balance(utterance):
        # "how many points do I have", "كم نقطة عندي": a question about the balance, which
        # the corpus has no intent for; using or dropping points, or how points work (the
        # policy), stay the model's.
        return Understanding(POINTS_BALANCE, ranking, rule)
    if (
        utterance.has("DELIVER")
        and utterance.names_a_time
        and rule != "handoff"
        and not says_a_change(utterance)
        and not (intent == "select_address" and utterance.has("PLACE"))
        and not (intent == "order_status" and ranking.confidence >= SURE and utterance.has("ORDER"))
        # "الروبيان اذا وصل الخميس يتحمل لين الجمعه بالثلاجه؟": how long it keeps once come
        and not asks_how_it_keeps(message.for_model)
    ):
        # "can you deliver friday morning": when, so the slots, not the delivery policy;
        # "deliver to my work today" sends the order to a saved place; "وين وصل طلبي اليوم"
        # asks where today's order is, which the model is sure of; a person asked for, or an
        # exception to the delivery's rules, is the team's.
        return Understanding("delivery_slots", ranking, rule)
    if intent == "add_to_cart" and _SET_TO.search(message.text) and not utterance.topic:
        # "زيدها ل ٤", "zeedha l 4": up to that many, of what is there, not that many more
        return Understanding("update_cart_item", ranking, rule)
    if intent in _READ_AS_GOODS and buys_what_it_counts(message, utterance):
        # "could i get 3 bags of rice", "ممكن ٣ حليب", "abi 2 kartoon mai": goods counted and
        # asked to be given, a request to buy however like a question or a wish it reads; the
        # proposal still needs the words grounded and one product picked out (`skills.cart`)
        return Understanding("add_to_cart", ranking, rule)
    if (
        intent == "add_to_cart"
        and ranking.confidence < SURE
        and utterance.asks
        and utterance.topic
        and not utterance.has("ADD", "TAKE", "WANT", "CART", "CHANGE")
        and not asked_as_a_favour(message)
    ):
        # "do you have 2 kg rice", "عندكم ٢ لتر حليب؟": a count asked about is no request
        # to buy it
        return Understanding("search", ranking, rule)
    if (
        (
            intent in ("search", "browse", "product_detail", CLARIFY)
            or (intent in (OUT_OF_DOMAIN, "recipe") and ranking.confidence < CONFIDENT)
            or (
                # "عطني بيبسي علب" the model was unsure of; "give me something tasty" stays vague
                intent == "add_to_cart"
                and ranking.confidence < CONFIDENT
                and not SOMETHING.search(message.for_model)
            )
        )
        and utterance.cart_verb_first
        and utterance.topic
        and not _sure_vague(ranking)  # "give me something tasty", "عطني شي حلو": which?
        and not utterance.has("DETAIL")  # "عطني تفاصيل رز تيلدا": its card, not the rice
        and rule != "add_recipe_to_cart"  # "طيب عطني الاغراض اللي تحتاجها" after a recipe
    ):
        # "7i6 li 2 5ubz 3arabi abya9", "add almarai milk", "3tni samoon": a cart verb first
        # says what to do with the products named, however much they look like a search
        return Understanding("add_to_cart", ranking, rule)
    if (
        intent in ("product_detail", "search", CLARIFY)
        and ranking.confidence < SURE
        and utterance.starts_with("REMOVE")
        and not utterance.asks
        and utterance.topic
        and "remove_cart_item" in [name for name, _ in ranking.intents[:2]]
    ):
        # "remove both chips the salted and the chile limon": a verb of taking off opens it,
        # and the model's next reading is that; the products it names are no question
        return Understanding("remove_cart_item", ranking, rule)
    if (
        intent in ("meal_ideas", "recipe")
        and utterance.cart_verb_first
        and utterance.counted_before_named
        and utterance.topic
        and utterance.servings is None
        and rule != "add_recipe_to_cart"
    ):
        # "حط كيلو لحم حاشي للغدا باچر", "add 2 kg rice for lunch": a cart verb and goods
        # counted before they are named buy those goods, whatever meal they are for
        return Understanding("add_to_cart", ranking, rule)
    if (
        wants_a_size(utterance)
        and utterance.ordinal is None  # "what's the 2nd one like": a position, not a pack
        and not (intent in ("recipe", "meal_ideas") and ranking.confidence >= SURE)
        and not asks_express(utterance)  # "can it come in like 30 min": minutes, no pack
    ):
        # "I want almarai laban 1 litre": naming a size after the thing is asking to see it,
        # not to buy it (a count before it is `buys_what_it_counts`, read above). A dish wanted for
        # a number ("ابي اسوي مجبوس دجاج حق ١٠") is its recipe, and ideas counted
        # ("ابي ٣ افكار للغدا") are meal ideas.
        return Understanding("search", ranking, rule)
    express_fee = asks_its_fee(message.for_model.lower(), utterance.raw.lower())
    if (asks_express(utterance) or express_fee) and not _a_quick_dish(intent, ranking, utterance):
        # "is express available", "how much extra for express": the express delivery card,
        # not a change to the order nor the standard-fee policy.
        return Understanding("delivery_info", ranking, rule)
    if wants_express(utterance) and not (
        intent == "meal_ideas" and IDEAS.search(message.for_model)
    ):
        # "ابي فكرة غدا سريع": a quick meal, not a quick delivery
        return Understanding("set_express", ranking, rule)
    if (
        intent == "set_express"
        and rule == "select_delivery_area"
        and not utterance.has("EXPRESS", "STANDARD")
    ):
        # "abi tawseel lil jahra": delivery to an area, said without a word of speed
        return Understanding(rule, ranking, rule)
    if (
        which_of_two(utterance)
        or one_against_another(utterance)
        or difference_between(utterance)
        or prices_side_by_side(utterance)
    ) and not lacks_either(message.for_model):
        # "ar5as almarai wla nadec", "is almarai milk cheaper than kdd milk": the shape of
        # the question says compare, whatever the brand names make the model think of.
        return Understanding("compare", ranking, rule)
    if cheapest_of_a_kind(utterance) and not (
        intent == "meal_ideas" and ranking.confidence >= SURE
    ):
        # "cheapest olive oil", "arkhas 7aleeb": that kind, cheapest first ("cheap dinner
        # ideas" the model is sure of are meal ideas).
        return Understanding("cheaper", ranking, rule)
    if bare_list(utterance) and not (
        intent in (OUT_OF_DOMAIN, "product_detail", "nutrition") and ranking.confidence >= SURE
    ):
        # "milk, eggs and bread": naming several things asks what there is of each; it is
        # neither a cart change (no verb, no quantity) nor a comparison (no question). One
        # food's facts the model is sure of are none ("ليز الحار حار وايد؟": "وايد" is no
        # "and" and a word).
        return Understanding("search", ranking, rule)
    if intent == CLARIFY and rule not in ("general", "unknown") and not _sure_vague(ranking):
        return Understanding(rule, ranking, rule)  # vague words, but a request the rules know
    if ranking.confidence < CONFIDENT:
        intent = _unsure(ranking, rule, utterance)
    return Understanding(intent, ranking, rule)


def _absurd(utterance: Utterance) -> bool:
    """ "add 50 of everything": a count of every product is no shopping request."""
    quantity = utterance.quantity
    return (
        utterance.has("ALL")
        and not utterance.topic
        and quantity is not None
        and quantity.amount >= _ABSURD_COUNT
    )


def _sure_vague(ranking: Ranking) -> bool:
    """The model is all but certain the message is vague ("I want something nice", "ابي شي
    حلو"): a content word the rules caught ("nice", "حلو") is no request to act on."""
    return ranking.top == CLARIFY and ranking.confidence >= VAGUE


def _a_quick_dish(intent: str, ranking: Ranking, utterance: Utterance) -> bool:
    """A dish or meal asked to be quick ("وش اطبخ عشا سريع اقل من نص ساعه"), the model
    sure of it and no word of delivery said: its haste is the cooking's, not express."""
    return (
        intent in ("meal_ideas", "recipe")
        and ranking.confidence >= SURE
        and not utterance.has("DELIVER")
    )


# What the model may have read it as: goods, or nothing sure
_READ_AS_GOODS = frozenset(
    {"search", "browse", "product_detail", "general", "unknown", CLARIFY, "similar", "add_to_cart"}
)


def _unsure(ranking: Ranking, rule: str, utterance: Utterance) -> str:
    """The model is not sure: the rules decide when the model agrees they are plausible, a
    bare product word is looked up (shown only if the catalogue knows it), else ask."""
    likely = [name for name, _ in ranking.intents[:CANDIDATES]]
    if rule in likely:
        return rule
    if rule == "general" and "search" in likely:
        return "general"  # a lookup the model finds plausible: cards only if the store knows it
    words = [word for word in utterance.topic if len(word) > 2]  # "ق", "ok": no word to look up
    if rule == "general" and words and not utterance.asks and len(utterance.topic) <= 2:
        return "general"
    return CLARIFY
