"""What the shopper wants, and how sure the brain is: the intent model's ranking, read by policy.

The model ranks every intent (`model.Ranking`). Below `CONFIDENT` the brain does not guess:
it lets the ordered rules (`intents.recognise`) decide when the model ranks their pick among
its likeliest, looks a bare product word up, and otherwise asks a short clarifying question
whose chips are the likeliest readings. Out-of-domain messages the model is sure of are
declined: nothing is searched, shown or proposed for them. A few requests are read by their
shape before the model's pick (a points-balance, express or delivery-day question, a size
wanted, "X or Y" with a comparative, a bare list of items): the corpus has no intent for
some, and for the others the words around them mislead the model.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hub.assistant.brain import other_goods, swaps, ways
from hub.assistant.brain.arrival import when_we_come
from hub.assistant.brain.awaited_goods import awaits_an_order, reads_an_order
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.blessings import only_blesses
from hub.assistant.brain.branch_open import asks_if_a_branch_is_open
from hub.assistant.brain.budgets import FEEDING_WORDS, shops_on_a_budget, take_budget
from hub.assistant.brain.change_words import says_a_change, says_to_empty
from hub.assistant.brain.checkout import ready_to_pay
from hub.assistant.brain.code_fails import says_a_code_fails
from hub.assistant.brain.comparing import (
    cheapest_of_a_kind,
    difference_between,
    one_against_another,
    which_of_two,
)
from hub.assistant.brain.counted_lists import (
    asked_as_a_favour,
    bare_list,
    buys_what_it_counts,
    counted_list,
    named_then_counted,
)
from hub.assistant.brain.coupons_together import asks_to_combine
from hub.assistant.brain.domain import (
    DOMAIN,
    a_person_arrives,
    a_place_to_live,
    compares_another_shops_prices,
    delivers_for_another,
    domain_gate,
    names_another_business,
)
from hub.assistant.brain.express_asked import asks_express, asks_of_delivery, wants_express
from hub.assistant.brain.extra_units import names_the_extra
from hub.assistant.brain.frozen_accounts import freezes_no_food
from hub.assistant.brain.home_goods import asks_home_goods
from hub.assistant.brain.intents import (
    asks_if_empty,
    negated_or_removed,
    recognise,
    removes_the_code,
)
from hub.assistant.brain.keeping_asked import asks_how_it_keeps
from hub.assistant.brain.minimum_order import asks_the_minimum
from hub.assistant.brain.model import INTENTS as INTENTS_MODEL
from hub.assistant.brain.model import Ranking, intent_model, message_features, shipped_pair
from hub.assistant.brain.needs import (
    asks_nutrition,
)
from hub.assistant.brain.needs_as_rules import laid_down
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.occasions import (
    GATE_FINDS_IT_OURS,
    asks_what_to_make,
    asks_what_to_make_with,
    asks_which_goods,
    goods_for_an_occasion,
    shops_for_an_occasion,
    wishes_goods_as_a_kind,
)
from hub.assistant.brain.off_domain import (
    GATE_OVERRULES_THE_MODEL,
    OFF_DOMAIN_CERTAIN,
    OFF_DOMAIN_SURE,
    asks_balance,
)
from hub.assistant.brain.order_dates import when
from hub.assistant.brain.other_matters import a_health_question, an_errand_of_another_matter
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.places import places_said
from hub.assistant.brain.praise import praises_the_store
from hub.assistant.brain.problems import (
    AMENDS,
    AMENDS_REFUSED,
    CHARGED_TWICE,
    NOT_WHAT_WAS_ORDERED,
    about_our_people,
    about_our_service,
    came_bad,
    fed_up,
    paid_for_speed,
    states_a_problem,
)
from hub.assistant.brain.read_by_needs import by_needs, what_a_need_allows
from hub.assistant.brain.settling import only_settles
from hub.assistant.brain.size_wanted import wants_a_size
from hub.assistant.brain.stand_ins import asks_for_a_stand_in
from hub.assistant.brain.told import asks_of_the_app, asks_what_happens_if, only_told
from hub.assistant.brain.understood import (
    CANDIDATES,
    CHANGES_THE_CART,
    CLARIFY,
    CONFIDENT,
    COOKING_METHOD,
    LIST_SWAP,
    NOT_SOLD,
    OUT_OF_DOMAIN,
    POINTS_BALANCE,
    SURE,
    VAGUE,
    Understanding,
    set_aside,
)
from hub.assistant.brain.utterance import Utterance
from hub.assistant.brain.wanted_goods import a_list_wanted, missing_for_a_dish

_CANCEL_WORDS = frozenset(
    {"cancel", "الغي", "الغاء", "الغيه", "الغيها", "كنسل", "كنسله", "كنسلها", "كنسلي", "اكنسل",
     "ilghi",
     # asked of us: "ممكن تلغون طلب الشاليه", "mumkin tkansloon el order"
     "تلغون", "تلغيه", "تلغيها", "تلغوه", "تكنسلون", "تكنسله", "تكنسلها", "تكنسلوه"}
)  # fmt: skip
# ...of which these already say "it": "كنسله", "الغيها"
_CANCEL_IT = frozenset({"كنسله", "كنسلها", "الغيه", "الغيها"})
_IT = frozenset({"it", "that", "this"})
# ...and said of an order already cancelled: "why did 812 get cancelled", "ليش طلبي انلغى"
_CANCELLED = frozenset({"cancelled", "canceled", "انلغي", "انلغا", "تكنسل", "انكنسل"})
_ABSURD_COUNT = 20  # of "everything"
# What a model may make of one word's letters that the word cannot ask when no rule knows it:
# "mandarins" is no express delivery nor a change to an order
_ONE_WORD = frozenset(
    {"search", "add_to_cart", OUT_OF_DOMAIN, "complaint", "compare", "set_express",
     "select_delivery_area", "select_address", "delivery_slots", "update_cart_item",
     "remove_cart_item", "cancel_order", "reorder", "order_status", "clear_cart", "handoff"}
)  # fmt: skip
# Attempts to talk the assistant out of its role or into free goods change nothing, whatever
# the model makes of the rest of the message.
_INJECTION = Bilingual(
    r"\b(?:ignore|forget|disregard)\b.{0,30}\b(?:instructions|rules|prompt)|system prompt"
    r"|you are now|pretend (?:you|to be)|jailbreak",
    r"تجاهل|انس(?:ي|ى)? (?:كل )?(?:التعليمات|القوانين)|التعليمات",
)
_FOR_NOTHING = Bilingual(r"\bfor free\b|free of charge", "ببلاش|مجانا|بدون فلوس")
# ...but free delivery is the store's own offer, asked about in the same words: "how much
# for free delivery", "when is delivery free of charge", "التوصيل مجانا؟", "توصلون ببلاش"
_FREE_DELIVERY = Gated(
    r"\b(?:deliver\w*|shipping)\b(?: \w+){0,3} (?:for free|free)\b|\bfree (?:delivery|shipping)\b"
    r"|(?<!\w)(?:ال)?(?:توصيل|توصلون|توصلوا|توصل|يوصل|يوصلني|يوصلون)(?: \S+){0,3} (?:مجانا|ببلاش|مجاني)(?!\w)"
)


def _an_injection(text: str) -> bool:
    if _INJECTION.search(text):
        return True
    return bool(_FOR_NOTHING.search(text)) and not _FREE_DELIVERY.search(text)


# "to 4" said of a count: the number it should be ("زيدها ل ٤", "خلها الى ٥")
_SET_TO = Gated(r"(?:\bto|(?<!\w)ل|(?<!\w)الى|(?<!\w)لين|(?<!\w)لى)\s*\d+(?!\d)")
_NOT_A_COMPLAINT = ("complaint", "handoff", "cancel_order", "faq")

# Two letters or digits in a row: "that's great, thanks!" holds words however it is punctuated
_A_WORD = re.compile(r"[^\W_]{2}")


# A word that weighs one thing against another, or joins the two ("garin ben X w Y", "X ضد Y")
_COMPARING = Gated(
    r"\b(?:cheaper|pricier|better|best|healthier|bigger|smaller|larger|differ\w*|vs|versus"
    r"|comp?a+r\w*|compre|comprae|comare|or|than|wh+ich|between|same|worse|more|less|nicer"
    r"|tastier|sweeter|fresher|and|w|garin|gaarin|gaaren|far[8gq2]|bain|ben|a7san|afdal|ar5as"
    r"|ar5a9|aghla|wla|willa|aw)\b|&"
    r"|(?<!\w)(?:ارخص|ارخس|اغلي|اغلى|احسن|افضل|الفرق|فرق|يفرق|قارن|قاررن|مقارنه|ولا|او|والا"
    r"|اكبر|اصغر|بين|بن|اطيب|احلي|اصح|اكثر|اقل|ايهم|يختلف|ضد|و|فس|قرن|الثاني|والثاني)(?!\w)"
)


def understand(message: Normalised, utterance: Utterance) -> Understanding:
    rule = recognise(utterance)
    features = message_features(message.text, utterance, rule)  # read once, for both models
    intents, gate = shipped_pair(INTENTS_MODEL, DOMAIN).probabilities(features)  # scored at once
    ranking = _swap_by_shape(intent_model().ranking_of(intents), utterance)
    ranking = _asked_in_its_words(_where_it_is(ranking, message, utterance), message)
    if (
        ranking.top == "substitution"
        and rule == "remove_cart_item"
        and not _IN_ITS_STEAD.search(message.for_model)
    ):
        # "شيل البيض عندي بالبيت", "sheel el bai6 3indi bel bait": a line taken off for a
        # reason (some at home), in no word of a stand-in; the food named is no baking swap
        rest = tuple(pair for pair in ranking.intents[1:] if pair[0] != rule)
        ranking = Ranking(((rule, ranking.confidence), *rest))
    if (
        ranking.top == "clear_coupon"
        and utterance.has("USE", "ADD")
        and not negated_or_removed(utterance)
    ):
        # "apply the coupon", "7ut el coupon el7een": a code put on, in no word of taking one
        # off, is never a coupon removed, however close the model found the two
        rest = tuple(pair for pair in ranking.intents[1:] if pair[0] != "apply_coupon")
        ranking = Ranking((("apply_coupon", ranking.confidence), *rest))
    if (
        ranking.top == "clear_coupon"
        and utterance.code is not None
        and not removes_the_code(utterance)
    ):
        # "la2 5alas mabi clorox. il coupon CLEAN1 yemshi?": the "no" was said of other goods;
        # the code named is asked of
        rest = tuple(pair for pair in ranking.intents[1:] if pair[0] != "apply_coupon")
        ranking = Ranking((("apply_coupon", ranking.confidence), *rest))
    if ranking.top in _OTHER_KITCHEN_QUESTIONS and asks_express(utterance):
        # "will it come within 30 minutes": the minutes are the delivery's, not a dish's
        ranking = set_aside(ranking, ranking.top)
    if _an_injection(message.for_model):
        return Understanding(OUT_OF_DOMAIN, ranking, rule, True)
    off = domain_gate().off_domain_scored(features, gate)
    if freezes_no_food(message.for_model):
        # "freeze my card pls": a card, an account or a screen frozen, never a food kept
        return Understanding(OUT_OF_DOMAIN, ranking, rule, domain=max(off, OFF_DOMAIN_CERTAIN))
    grieved = fed_up(message) or bool(AMENDS_REFUSED.search(message.for_model))
    if grieved and rule != "handoff" and ranking.top not in ("handoff", "cancel_order"):
        # "ur useless this took forever", "ما تفيد ضيعت وقتي", "so you won't refund me?": upset
        # with us, in words the gate finds in no shopping and a search may find a product in
        return Understanding("complaint", ranking, rule)
    if (
        ranking.top == OUT_OF_DOMAIN
        and off < GATE_OVERRULES_THE_MODEL
        and ranking.confidence < SURE
        and len(message.text.split()) > 2
    ):
        # "madam say buy dettol and clorox", "which ones r sweetest": the model's off-topic
        # pick of a message the gate, which only asks whose matter it is, finds the store's;
        # not one the model is sure of ("طال عمرك اكت لو سمحت") nor two words, too few for
        # the gate to overrule it ("يا حممار؟")
        ranking = set_aside(ranking, OUT_OF_DOMAIN)
    elsewhere = names_another_business(message.for_model)
    shape = _by_shape(message, utterance, rule, ranking)
    if (
        shape.intent == OUT_OF_DOMAIN
        and not shape.injection
        and off < GATE_FINDS_IT_OURS
        and goods_for_an_occasion(message.for_model)
    ):
        # "stuff for a graduation party": the model reads the occasion as another matter's,
        # the gate the whole message as ours; the shape (goods wished for) decides
        shape = Understanding("search", set_aside(shape.ranking, OUT_OF_DOMAIN), "search")
    occasion = not shape.injection and (
        shops_for_an_occasion(message.for_model) or _feeds_on_a_budget(message, utterance)
    )
    if occasion and (
        shape.intent not in CHANGES_THE_CART
        or wishes_goods_as_a_kind(message.for_model)
        or asks_which_goods(message.for_model.lower())
    ):
        # "bbq this weekend what do i need", "3indi shawi bukra": the occasion's words read
        # as another matter's, or as a meal to cook; its shape asks what to buy for it, and
        # "عندي عزيمة ١٠ اشخاص شنو اشتري" asks which goods, however its verb reads as an add
        shape = Understanding("search", set_aside(shape.ranking, OUT_OF_DOMAIN), "search")
    said = message.for_model
    cook = (
        not shape.injection
        and shape.intent in _NO_MEAL_READ
        and (asks_what_to_make(said) or (asks_what_to_make_with(said) and off < OFF_DOMAIN_SURE))
        and not shops_for_an_occasion(said)
    )
    if cook:
        # "3indi 3azeema bachir shasawi": what to cook for an occasion or a meal, which the
        # gate finds another matter's and the model vague; ideas from the store's recipes
        shape = Understanding("meal_ideas", set_aside(shape.ranking, OUT_OF_DOMAIN), "meal_ideas")
    if (
        not shape.injection
        and shape.intent in _READ_PAST_A_STAND_IN
        and off < OFF_DOMAIN_SURE
        and not utterance.cart_verb_first
        and asks_for_a_stand_in(said, utterance.topic)
    ):
        # "sub for parmesan?", "بديل المايونيز": what to use instead, not the food's cards
        shape = Understanding("substitution", ranking, "substitution")
    if (
        not shape.injection
        and shape.intent in _READ_PAST_KEEPING
        and off < OFF_DOMAIN_CERTAIN
        and asks_how_it_keeps(said)
    ):
        # "how long do eggs last", "الحليب بعد ما افتحه كم يوم": how it keeps, not how long
        # it cooks nor another matter's; the food it names is the storage answer's to find
        shape = Understanding("storage", set_aside(shape.ranking, OUT_OF_DOMAIN), "storage")
        off = min(off, OFF_DOMAIN_SURE - 0.01)
    code_trouble = asks_to_combine(said) or says_a_code_fails(said)
    if code_trouble and not shape.injection and not CHARGED_TWICE.search(said):
        # "FRESH10 yemshi ma3 el bbq code?", "the coupon isn't working": one coupon per
        # order, a minimum basket, an end date, the policy's to say; the code it names is no
        # request to apply it or take it off
        shape = Understanding("faq", set_aside(shape.ranking, OUT_OF_DOMAIN), "faq")
        if not elsewhere:  # "الكوبون ما مشى معي": a code is the store's, whatever the gate
            off = min(off, OFF_DOMAIN_SURE - 0.01)
    if (
        not shape.injection
        and shape.intent not in CHANGES_THE_CART | _A_TROUBLE_TOLD
        and laid_down(said)
    ):
        # "my flatmate is celiac so nothing with gluten", "akhoy ma yakil gluten": the goods
        # kept to a need, not someone's health nor "nothing" of an order; a reading that
        # answers a need itself (a food's facts, a recipe) stays
        if shape.intent not in _ANSWER_A_NEED:
            shape = Understanding("search", set_aside(shape.ranking, OUT_OF_DOMAIN), "search")
        off = min(off, OFF_DOMAIN_SURE - 0.01)
    if (
        not shape.injection
        and asks_the_minimum(said)
        and not utterance.cart_verb_first
        and not utterance.has("ADD", "REMOVE")
    ):
        # "whats the min order again, do i reach it?", "chem il 7ad il adna 7ag il order": the
        # store's minimum asked, whatever its "order" or "again" make the model think of
        shape = Understanding("faq", set_aside(shape.ranking, OUT_OF_DOMAIN), "faq")
        off = min(off, OFF_DOMAIN_SURE - 0.01)
    if (
        shape.intent not in CHANGES_THE_CART | {"complaint", "order_status"}
        and not shape.injection
        and not elsewhere
        and asks_if_a_branch_is_open(said.lower())
    ):
        # a branch of ours asked whether it is open, with a word of the shopper's plans
        # beside it ("no space in the fridge", "I'll go myself") that the gate or the model
        # reads as another matter
        shape = Understanding("hours", set_aside(shape.ranking, OUT_OF_DOMAIN), "hours")
        off = min(off, OFF_DOMAIN_SURE - 0.01)
    if (
        shape.intent == OUT_OF_DOMAIN
        and utterance.has("ORDER")
        and not shape.injection
        and not elsewhere
        and (dated := when(utterance.raw)) is not None
        and dated.date is not None
    ):
        # "وش طلبت يوم ١٧ نوفمبر": one of the shopper's orders named by its day of the month;
        # the models read the day's digits as they met them in training, one day ours and
        # the next another matter's, where the rules read any day as a date
        shape = Understanding("order", set_aside(shape.ranking, OUT_OF_DOMAIN), "order")
        off = min(off, OFF_DOMAIN_SURE - 0.01)
    if (
        (
            (utterance.code is not None and shape.intent in _READ_PAST_A_CODE_PUT_ON)
            # "is there a discount code if i spend a lot": the offers asked, none put on
            # ...nor asked of ("can i use two coupons?"): a coupon word alone is put on when told
            or (
                utterance.has("COUPON")
                and not utterance.asks
                and not _MAY_I.search(said)
                and shape.intent in _READ_PAST_A_CODE_PUT_ON - {"offers"}
            )
        )
        and utterance.has("USE", "ADD")
        # "where do i enter the promo code", "شلن استخدم كود الخصم": how, asked
        and not utterance.has("HOW")
        and not _HOW_OR_WHERE.search(said)
        and not negated_or_removed(utterance)
        and not asks_to_combine(said)
        and not shape.injection
        and not elsewhere  # "does the NETFLIX20 code work? apply it": that business's code
    ):
        # "GHABGA20 yeshtaghil? law ee 7e6a", "does CLEAN1 work? if yes apply it", "ghali
        # shway.. 5alas bas 7e6 el coupon law yimshi": a code named and put on if it works;
        # applying it answers whether it does (its minimum, its end), never another matter's,
        # only the coupons' rule nor cheaper goods
        shape = Understanding("apply_coupon", set_aside(shape.ranking, OUT_OF_DOMAIN), rule)
        off = min(off, OFF_DOMAIN_SURE - 0.01)
    if compares_another_shops_prices(said.lower()) and not shape.injection:
        # "is talabat mart cheaper than u guys": another shop's prices, no goods of ours asked;
        # declined however like a cheaper search its words read
        shape = Understanding(OUT_OF_DOMAIN, shape.ranking, shape.rule)
        off = max(off, OFF_DOMAIN_CERTAIN)
    complaint = shape.ranking.probability("complaint")
    wanted = (
        shape.intent not in CHANGES_THE_CART
        and shape.intent != "search"
        and missing_for_a_dish(message, utterance)
    ) or (shape.intent == "complaint" and a_list_wanted(message, utterance, complaint))
    if wanted and not shape.injection:
        # "3indi kil shay bs na8sni il 5ameera o il dibs", "ابي الخميرة و الدبس": goods the
        # shopper lacks or lists, in words a grievance uses too (`wanted_goods`)
        shape = Understanding("search", set_aside(shape.ranking, "complaint"), "search")
    praised = praises_the_store(message.for_model)
    if (only_blesses(message.for_model) or praised) and not shape.injection:
        # "الله يحفظك ويخليك", "god bless you", "take care": thanks and goodbye, in words
        # that name nothing of the store; a goodbye, warm praise ("you're the best") too,
        # which closes our own talk whatever other matter the gate finds in its words; and
        # praise of the app or the service ("التطبيق صاير احسن من قبل 👍", `praise`)
        shape = Understanding("thanks", set_aside(shape.ranking, OUT_OF_DOMAIN), "thanks")
        off = 0.0
    if only_told(message.for_model) and not shape.injection:
        # "i hate coriander", "ربعي يقول دجاجكم ارخص", "el mango ely wa9alna yjanin": goods
        # told of, nothing asked (`told`); talk answered in words, whatever request the
        # product's name reads as, and declined still where the gate finds another matter
        shape = Understanding("thanks", set_aside(shape.ranking, OUT_OF_DOMAIN), "thanks")
    if (
        shape.intent in _GOODS_FOR_A_WHAT_IF
        and not shape.injection
        and (asks_what_happens_if(message.for_model) or asks_of_the_app(message.for_model))
    ):
        # "شيصير اذا الحليب خلص بعد ما اطلب": the store's rule for a thing come to pass;
        # "why does the app show the tomato price different": of the app, not the goods
        shape = Understanding("faq", set_aside(shape.ranking, OUT_OF_DOMAIN), "faq")
    if (shape.intent == "complaint" and about_our_people(message) and not elsewhere) or (
        paid_for_speed(message)
    ):
        # "driver was super rude to my mom today": our people's conduct, which the gate
        # finds in any family's talk; "دفعت على السريع وطول ساعه", our express paid for and
        # slow: complaints to us, not declined
        off = 0.0
    if (
        not shape.injection
        and not elsewhere
        and awaits_an_order(message, utterance, shape.ranking.top)
    ):
        # "tafsheet, the nappies i ordered still aren't here and the baby is crying": an order
        # of ours not come, in a household's trouble the gate finds another matter's
        off = 0.0
        if not reads_an_order(shape.intent):
            shape = Understanding("complaint", set_aside(shape.ranking, OUT_OF_DOMAIN), rule)
    if only_settles(message.for_model) and not shape.injection:
        # "خلاص", "لا خليه", "never mind", "هههه اوكي انسى": done with what was shown, nothing
        # to change; our own talk closed, whatever other matter the gate finds in a laugh
        shape = Understanding("thanks", set_aside(shape.ranking, OUT_OF_DOMAIN), "thanks")
        off = 0.0
    if (
        shape.intent == "cart_summary"
        and not utterance.has("CART")
        and _THE_STORES.search(said)
        and not _PUT_IN.search(said)
    ):
        # "show me what olive oil you have": what the store has, not what the cart holds
        aside = set_aside(shape.ranking, "cart_summary")
        shape = Understanding(aside.top, aside, rule)
    if (
        shape.intent == "select_address"
        and rule != "select_address"
        and not utterance.has("DELIVER", "ADDRESS", "USE", "CHANGE", "TAKE")
        and _KEPT_AT.search(said)
    ):
        # "i have salt at home": a place the shopper has something, no delivery sent there
        aside = set_aside(shape.ranking, "select_address")
        shape = Understanding(aside.top, aside, rule)
    if (
        shape.intent == "select_address"
        and rule != "select_address"
        and not utterance.has("DELIVER", "ADDRESS")
        and asks_home_goods(said)
    ):
        # "abi a8radh el bait", "household stuff": the goods a home needs, no address
        aside = set_aside(shape.ranking, "select_address")
        shape = Understanding(aside.top, aside, rule)
    moved = not shape.injection and _moves_the_cart(message, utterance)
    if moved:
        # "my cart is still set to the chalet right? change to home": the cart's address
        # changed to a saved place, however like small talk "still ... right?" reads
        shape = Understanding("select_address", set_aside(shape.ranking, OUT_OF_DOMAIN), rule)
    coming = when_we_come(message.for_model)
    if coming is not None and not shape.injection:
        # "can u come at 5", "bywa9il el yom?": the whole message is our coming and a time,
        # however like small talk its words read to the model
        shape = Understanding(coming, set_aside(shape.ranking, OUT_OF_DOMAIN), coming)
    # built at once rather than through `dataclasses.replace`, which costs several times more
    return Understanding(
        shape.intent,
        shape.ranking,
        shape.rule,
        shape.injection,
        off,
        elsewhere,
        # ...or goods of another trade delivered ("delivery of my new sofa")
        delivers_for_another(message.for_model)
        or other_goods.delivered_from_another_trade(message.for_model),
        a_person_arrives(message.for_model),
        coming is not None,
        shape.intent == "search" and (occasion or what_a_need_allows(message.for_model)),
        moved,
        cook and shape.intent == "meal_ideas",
        a_place_to_live(message.for_model),
    )


# Readings of goods a question of what happens if something comes to pass is not
_GOODS_FOR_A_WHAT_IF = frozenset(
    {"search", "general", "substitution", "product_detail", "similar", "remove_cart_item",
     "add_to_cart", "update_cart_item", "storage", "compare"}
)  # fmt: skip


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
# What the store has, said to it: "what oil you have", "what u got", "عندكم", "3indkom"
_THE_STORES = Gated(
    r"\b(?:you|u|ya|you guys|u guys|y'?all)\s+(?:have|got|sell|carry|stock)\b"
    r"|(?<!\w)(?:عندكم|تبيعون|فيه عندكم)(?!\w)"
)
# ...but what the shopper has put in: "show me what you have added so far", "وش حطيت لين
# الحين" ask the cart, whoever's verb it is
_PUT_IN = Gated(
    r"\b(?:added|put in|so far|picked|chosen|selected|in (?:my|the) (?:cart|basket|order))\b"
    r"|(?<!\w)(?:ضفت|ضفته|ضفتوا|حطيت|حطيته|حطيتوا|لين الحين|للحين|بالسله|بالكارت)(?!\w)"
)
_KEPT_AT = Gated(r"\b(?:i|we) (?:already |still )?(?:have|got|keep)\b|(?<!\w)(?:عندي|عندنا)(?!\w)")
# The readings how a food keeps is taken for
_READ_PAST_KEEPING = frozenset(
    {"cooking_time", OUT_OF_DOMAIN, CLARIFY, "unknown", "general", "product_detail", "search"}
)
# A stand-in in words: "instead", "a substitute", "بداله", "بديل", "يعوض"
_IN_ITS_STEAD = Gated(
    r"\b(?:instead|subs?|substitut\w*|replac\w*|alternatives?|swap\w*)\b"
    r"|(?<!\w)(?:بدال\w*|بدل\w*|بديل\w*|عوض\w*|يعوض\w*|تعوض\w*|مكان\w*)(?!\w)"
)
# How or where a thing is done, asked, however spelt: "where do i enter it", "شلن استخدمه"
_HOW_OR_WHERE = Gated(
    r"\b(?:how|where|wher|wat way)\b|(?<!\w)(?:وين|شلون|شلن|شلوون|كيف|اشلون)(?!\w)"
)
# Whether something may be done, asked: "can i use two coupons!", "اقدر استخدم كوبونين"
_MAY_I = Gated(
    r"\b(?:can|could|may|cn) (?:i|we|u|you)\b|(?<!\w)(?:اقدر|اگدر|نقدر|يصير|ينفع|يمديني)(?!\w)"
)
# The readings a code named and put on is taken for: none that changes the cart otherwise
_READ_PAST_A_CODE_PUT_ON = frozenset(
    {
        OUT_OF_DOMAIN,
        CLARIFY,
        "unknown",
        "general",
        "faq",
        "offers",
        "clear_coupon",
        "apply_coupon",
        "cheaper",
    }
)
# The readings a stand-in asked for a food is taken for
_READ_PAST_A_STAND_IN = frozenset(
    {"search", "similar", "general", "unknown", CLARIFY, "meal_ideas", "substitution"}
)
_NO_MEAL_READ = frozenset({OUT_OF_DOMAIN, CLARIFY, "unknown", "general", "order_status", "search"})


# "خل التوصيل", "5al el tawseel 3al chalet" (read "خل التوصيل"): "make the delivery", where
# "خل" alone would be vinegar
_MAKE_THE_DELIVERY = Gated(r"(?<!\w)(?:خل|خلي)\s+(?:ال)?(?:توصيل|عنوان|سله|سلة|cart|address)(?!\w)")


def _moves_the_cart(message: Normalised, utterance: Utterance) -> bool:
    """The cart's delivery changed to a saved place the message names: "change my cart to
    home", "el cart 3al chalet? 5aleeh 3al bait" (read in Arabic), "السلة على الدوام؟ خلها على
    بيت اهلي", "wa 5al el tawseel 3al chalet, kam bey9eer?"."""
    changed = utterance.has("CHANGE", "USE") or bool(_MAKE_THE_DELIVERY.search(message.for_model))
    if not (utterance.has("CART", "DELIVER") and changed):
        return False
    return bool(places_said(message.for_model, message.for_model).wanted)


# Keeping a food is asked in words of keeping, not only of a food: "wein il 5ubz il irani"
# (where is the Iranian bread) is no question of how to store it.
_KEEPING = re.compile(
    r"\b(?:stor\w*|keep\w*|kept|last\w*|freez\w*|frozen|fridge|refrigerat\w*|shelf|fresh"
    r"|pantry|cupboard|spoil\w*|go(?:es)? bad|expire\w*)\b"
    r"|(?<!\w)(?:ا|ي|ت|ن|ين)?حف[ظط]\w*|حفظ|جمد|تجمد|يتجمد|ثل+اج\w*|ثللجا|فريزر|فريج|يتحمل|تتحمل"
    # "اقدر افرز الخبز؟", "يتفرز": the freezer as Gulf shoppers spell it
    r"|(?<!\w)(?:ا|ي|ت|ن)?فرز\w*|يتفرز|تتفرز"
    r"|يقعد|تقعد|يجلس|تجلس|يخرب|تخرب|يفسد|تفسد|(?:وين|where) (?:احط|احوط|do i (?:put|keep))"
)


# ...and a cooking time in words of time: "a whole chicken please" asks for the chicken.
_HOW_LONG = re.compile(
    r"\bhow long\b|\b(?:time|minutes?|mins?|hours?|hrs?)\b"
    r"|(?<!\w)(?:وقت|الوقت|دقيق\w*|دقايق|دغيغ\w*|ساع\w*|سعا|كم ياخذ|كم تاخذ|كم يبي|كم تبي"
    r"|كم يخث|متى يستوي|كم (?:ا|ي|ت)?(?:سل[قغ]|طبخ|خلي|شوي)\w*)(?!\w)"
)
# ...and meal ideas in words of cooking or ideas, a cuisine, or "with" an ingredient:
# "something for breakfast for the kids" asks for breakfast goods, not a recipe.
_IDEAS = re.compile(
    r"\b(?:make|cook\w*|ideas?|recipes?|suggest\w*|eat|italian|italy|arabic|lebanese|gulf"
    r"|kuwaiti|indian|chinese|mexican|vegetarian|with|quick|easy)\b"
    r"|(?<!\w)(?:اطبخ|نطبخ|اسوي|نسوي|طبخ\w*|فكر\w*|افكار|وصف\w*|اقترح\w*|نتعشى|نتغدى|ايطالي\w*"
    r"|اتلي|لبناني\w*|خليجي\w*|نباتي\w*|فيه|ب\S+)(?!\w)"
    # as the normaliser writes them ("نتعشى" is "نتعشي"; Arabizi "nit3asha", "afkar" are read
    # "نتعشا", "افكر"), and a dish wished easy or quick ("اكله سهله للعيال", "shay sare3")
    r"|(?<!\w)(?:نتعشي|نتغدي|نتعشا|نتغدا|نتسحر|نفطر|افكر|سهل\w*|سريع\w*|سارع)(?!\w)"
)
# ...or in words of a meal wished for: a dish, hunger, a meal of the day with how it should
# be ("something light for dinner", "ابي شي خفيف للعشا", "ju3an shno akil", "whats for
# dinner"). "something for breakfast for the kids" says nothing of the meal, and asks for
# its goods.
_MEAL_WISHED = Gated(
    r"\b(?:dish|hungry|starving|soup|dessert|desserts|bake|lunchbox)\b"
    r"|\bwhat'?s for (?:dinner|lunch|breakfast|supper|iftar|suhoor)\b"
    r"|\bwhat (?:should|shall|do|can) (?:we|i) (?:have|eat)\b"
    r"|\bsomething (?:\w+ ){1,2}(?:for|to have for) (?:dinner|lunch|supper|iftar|suhoor)\b"
    r"|(?<!\w)(?:جوعان\w*|جوعنا|اسويه|اسويها|اطبخه|اطبخها|اخبزه|اخبزها|طبق|اطباق|طبخه|اكله|شوربه|حلا|حلي|نتغدي|نتغدا"
    r"|نتعشي|نتعشا)(?!\w)|(?<!\w)(?:شو|وش|شنو) (?:اكل|ناكل|ال?عشا|ال?غدا|ال?فطور|ال?ريوق|ال?سحور)(?!\w)"
    r"|(?<!\w)شي (?:\S+ )?(?:خفيف|سريع|سهل|صحي|حار|يشبع|دافي)(?: \S+)? "
    r"(?:لل|حق ال|ل ال)(?:عشا|غدا|فطور|ريوق|سحور|عيال)(?!\w)"
)
_SOMETHING = Gated(r"\b(?:something|anything|smth|sth)\b|(?<!\w)(?:شي|شاي|اي شي)(?!\w)")
_MEAL_SURE = 0.9  # the model's certainty of a meal wished that no misspelt word undoes
_VAGUE_NEXT = 0.5  # a kitchen pick set aside leaves a vague wish when its next reading is this sure
_ASKED_IN_ITS_WORDS = {"storage": _KEEPING, "cooking_time": _HOW_LONG, "meal_ideas": _IDEAS}


def _where_it_is(ranking: Ranking, message: Normalised, utterance: Utterance) -> Ranking:
    """ "wein il 5ubz il irani" asks where to find the bread, not where it is from: the
    model's product question set aside when the message asks where and not whence."""
    if (
        ranking.top == "product_detail"
        and _WHERE.search(message.for_model)
        and not _WHERE_FROM.search(message.for_model)
        and not utterance.has("DETAIL")
    ):
        return set_aside(ranking, "product_detail")
    return ranking


def _asked_in_its_words(ranking: Ranking, message: Normalised) -> Ranking:
    """The model's kitchen question, unless the message lacks the words such a question is
    asked in; then the next likeliest reading."""
    words = _ASKED_IN_ITS_WORDS.get(ranking.top)
    if words is None or words.search(message.for_model):
        return ranking
    said = message.for_model
    if ranking.top == "meal_ideas" and (
        (ranking.confidence >= _MEAL_SURE and not _SOMETHING.search(said))
        or _MEAL_WISHED.search(said)
    ):
        # "tell me what to maake for dnner": its words misspelt, its shape plain; "something
        # sweet for guests" is a wish for goods however sure the model is of a meal
        return ranking
    rest = set_aside(ranking, ranking.top)
    vague = rest.top == CLARIFY and rest.confidence >= _VAGUE_NEXT
    if ranking.top == "meal_ideas" and not vague:
        # "somthing for breakfast pls": a meal wished for in no words of cooking asks for its
        # goods, as sure as the model was of the meal ("something light for dinner" stays
        # as vague as the model found it next)
        others = tuple(pair for pair in ranking.intents[1:] if pair[0] != "search")
        return Ranking((("search", ranking.confidence), *others))
    return rest


_SWAPPED_WITH = ("add_to_cart", "remove_cart_item", "update_cart_item", "list_swap")


def _swap_by_shape(ranking: Ranking, utterance: Utterance) -> Ranking:
    """A swap is one thing taken off and one put on, by the message's shape (`swaps.py`):
    "add cucumbers, lemons and mint" is none, whatever the model says, and "add the oranges
    and take out the bread" is one even when the model reads only its first verb."""
    if ranking.top not in _SWAPPED_WITH:
        return ranking
    swap = swaps.parts(utterance.tokens, utterance.topic) is not None
    if swap and ranking.top == LIST_SWAP and ranking.confidence < CONFIDENT:
        # the shape decides, however thinly the model spread its reading
        return Ranking(((LIST_SWAP, CONFIDENT), *ranking.intents[1:]))
    if swap == (ranking.top == LIST_SWAP):
        return ranking
    others = tuple(item for item in ranking.intents if item[0] != LIST_SWAP)
    if not swap:
        return Ranking(others)
    # ...here too, when the model read only one of its verbs, and that thinly
    return Ranking(((LIST_SWAP, max(ranking.confidence, CONFIDENT)), *others))


# "what i ordered", "اللي طلبته", "ابي اكنسله": an order meant, by a word of ordering or by
# "it" on the verb of cancelling
_OF_AN_ORDER = Gated(r"\border\w*|(?<!\w)(?:طلب|اوردر|كنسل|اكنسل|الغ)\w*(?:ه|ها|هم)(?!\w)")


def _cancels_it(tokens: list[str]) -> bool:
    """The message opens with "cancel it" ("ok cancel it i ordered the wrong size", "اوكي
    كنسله"): what it cancels is the order in talk, as "cancel my order" names it, whatever
    reason or product follows; "cancel the milk" names a cart line instead."""
    for at, token in enumerate(tokens[:3]):
        if token in _CANCEL_IT:
            return True
        if token in _CANCEL_WORDS:
            return at + 1 < len(tokens) and tokens[at + 1] in _IT
    return False


def _a_code_in_its_shape(utterance: Utterance) -> bool:
    """A code as the store writes them, letters and digits ("CLEAN1", "FRESH10"): never a
    brand typed in capitals ("NIDO")."""
    code = utterance.code or ""
    return len(code) >= 4 and any(ch.isdigit() for ch in code) and any(ch.isalpha() for ch in code)


def _feeds_on_a_budget(message: Normalised, utterance: Utterance) -> bool:
    """ "need to feed 4 ppl under 5 kd help", "ابي اطبخ لـ ٤ اشخاص بأقل من ٥ دينار": people
    to feed and the money for it, or a week's basket asked on a sum, which a grocer answers
    with what fits the budget, however like another matter's the gate finds a count of
    people and of money."""
    if shops_on_a_budget(message.text):
        return True  # "3indi 3 KD lil usbu3, shno ashtri?": a week's or a meal's basket
    if utterance.servings is None or not FEEDING_WORDS & set(message.for_model.split()):
        return False  # "a hotel for 4 people under 50 kd" feeds no one
    return take_budget(message.text)[0] is not None


# Kitchen questions a way of preparing does not make a question of how to prepare it: "how
# long to boil eggs" is a cooking time
_OTHER_KITCHEN_QUESTIONS = frozenset({"cooking_time", "storage", "substitution"})


def as_typed(understood: Understanding, typed_and_read: str) -> Understanding:
    """Requests read in the message as typed as well as read ("ps5", "airpods", "a8li" are
    no Arabizi the normaliser reads right), so after it, by the turn; an attempt to talk the
    assistant round stays one. "ابي عطر هديه", "do you sell ps5": goods of another trade
    asked for as goods, which the gate rightly finds another matter's, are answered by
    saying we do not sell them. "السمبوسه اقليها ولا بالفرن احسن", "do i have to soak
    chickpeas": how to prepare a food, a kitchen question however like a comparison of
    products it reads."""
    if understood.injection:
        return understood
    if not understood.elsewhere and names_another_business(typed_and_read.lower()):
        # "kam nuqa6i b starbucks": a business named in Latin letters, which the Arabizi
        # reading spells past recognition
        understood = replace(understood, elsewhere=True)
    if other_goods.kind_asked_for(typed_and_read) is not None:
        return replace(understood, intent=NOT_SOLD)
    if (
        ways.asks_a_way(typed_and_read)
        and not understood.what_to_buy  # "what do i need to grill for 10": the goods
        and understood.intent not in CHANGES_THE_CART
        and understood.intent not in _OTHER_KITCHEN_QUESTIONS
    ):
        return replace(understood, intent=COOKING_METHOD)
    return understood


def plainly_elsewhere(understood: Understanding) -> bool:
    """The gate all but certain the message is about something other than the store, and
    its shape no question of what to buy."""
    return (
        understood.domain >= OFF_DOMAIN_CERTAIN
        and not understood.what_to_buy
        and understood.intent != NOT_SOLD
    )


def _by_shape(
    message: Normalised, utterance: Utterance, rule: str, ranking: Ranking
) -> Understanding:
    """The model's pick, or the request the message's shape says when the model is misled
    by the words around it."""
    if a_health_question(message.for_model):
        # a doctor's or a pharmacist's question is declined; unlike the others below it may
        # yet be a product named whole ("خميره دكتور اوتكر": the brand holds a doctor), which
        # the readings find in the catalogue
        return Understanding(OUT_OF_DOMAIN, ranking, rule)
    if an_errand_of_another_matter(message.for_model) or _absurd(utterance):
        # translating, code, a job, shares, "add 50 of everything": declined, and nothing
        # is proposed
        return Understanding(OUT_OF_DOMAIN, ranking, rule, True)
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
        and not _cancels_it(utterance.tokens)
        and not _OF_AN_ORDER.search(message.text)
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
    tokens = set(utterance.tokens)
    cancelled = bool(_CANCELLED & tokens)
    if (
        ((_CANCEL_WORDS & tokens or cancelled) and utterance.has("ORDER"))
        or _cancels_it(utterance.tokens)  # "cancel it" opens with a word of _CANCEL_WORDS
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
    if _asks_where_from(message, utterance):
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
                and not _SOMETHING.search(message.for_model)
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
    if asks_express(utterance) and not _a_quick_dish(intent, ranking, utterance):
        # "is express available", "how much extra for express": the express delivery card,
        # not a change to the order nor the standard-fee policy.
        return Understanding("delivery_info", ranking, rule)
    if wants_express(utterance) and not (
        intent == "meal_ideas" and _IDEAS.search(message.for_model)
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
    if which_of_two(utterance) or one_against_another(utterance) or difference_between(utterance):
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


# Readings that answer a need laid down themselves: a food's facts, a recipe, the goods
# A trouble told, a person asked or money asked back: the need beside it ("my son can't have
# nuts and the bread had nuts, i want a refund") is why, never goods asked
_A_TROUBLE_TOLD = frozenset({"complaint", "handoff", "handoff_now", "refund"})
_ANSWER_A_NEED = frozenset(
    {"nutrition", "meal_ideas", "recipe", "product_detail", "search", "substitution",
     "healthier", "similar", "browse"}
)  # fmt: skip


# Where a product comes from, in the words of origin: "where is X from", "made in", "من وين",
# "صناعة وين", "مستورد ولا محلي". "where is the bread" (on the shelf) is no such question.
_WHERE_FROM = Bilingual(
    r"\bwhere(?:'s| is| are| was| does| do)?\b.{0,40}\b(?:from|made|produced|grown|come from)\b"
    r"|\b(?:which|what) country\b|\borigin\b|\bimported or local\b|\bmade in where\b",
    r"(?<!\w)(?:من وين|منين|مناين|وين مصنوع\w*|صناعه وين|صنع وين|وين صنع\w*|بلد المنشا"
    r"|المنشا|مستورد ولا محلي|محلي ولا مستورد)(?!\w)",
)


_WHERE = Gated(r"\bwhere\b|(?<!\w)وين(?!\w)")


def _asks_where_from(message: Normalised, utterance: Utterance) -> bool:
    """A product's origin asked: a product named, or "this"/"it" after one was shown."""
    if not _WHERE_FROM.search(message.for_model) or utterance.has("ORDER", "DELIVER"):
        return False
    return bool(utterance.topic) or utterance.has("REF")


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


# What the model may make of a product named with "how much" alone ("el fairy kam")
PRICE_MISREAD = frozenset({"cart_summary", "cooking_time", CLARIFY})
_HOW_MUCH = frozenset({"كم", "بكم"})


def names_with_its_price_asked(utterance: Utterance) -> bool:
    """Words that name something and a bare "how much" before or after them, nothing else:
    "tide el gel kam", "bikam el fairy"."""
    tokens = [t for t in utterance.tokens if t != "ال"]
    # "zbaidi b kam" (read "زبيدي ب كم"): Arabizi's "b kam" is "بكم" written apart
    tokens = [t for i, t in enumerate(tokens) if not (t == "ب" and tokens[i + 1 : i + 2] == ["كم"])]
    asked_at_an_end = tokens[:1] in ([t] for t in _HOW_MUCH) or tokens[-1:] in (
        [t] for t in _HOW_MUCH
    )
    return (
        asked_at_an_end
        and bool(utterance.topic)
        and len(tokens) == len(utterance.topic) + 1
        and set(utterance.concepts()) <= {"INFO", "QUESTION"}
        and not _HOW_LONG.search(utterance.raw)  # "كم دقيقة العجينة تختمر": a time, not a price
    )


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


def in_words_of_cooking(message: Normalised, *, but_with: bool = False) -> bool:
    """A meal wished in words of cooking or ideas ("what can i make", "dinner ideas with
    chicken"), not only by what is eaten ("ابي ستيك للعشا"). `but_with`: in words other than
    "with" ("فيه", "ب..."), which also say what a dish is wanted with."""
    return any(
        not but_with or not (word in ("with", "فيه") or word.startswith("ب"))
        for word in (found.group(0) for found in _IDEAS.finditer(message.for_model))
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
