"""What the shopper wants, and how sure the brain is: the intent model's ranking, read by policy.

The model ranks every intent (`model.Ranking`). Below `CONFIDENT` the brain does not guess:
it lets the ordered rules (`intents.recognise`) decide when the model ranks their pick among
its likeliest, looks a bare product word up, and otherwise asks a short clarifying question
whose chips are the likeliest readings. Out-of-domain messages the model is sure of are
declined (`off_domain`): nothing is searched, shown or proposed for them. A few requests are
read by their shape before the model's pick (a points-balance, express or delivery-day
question, a size wanted, "X or Y" with a comparative, a bare list of items: `read_by_shape`):
the corpus has no intent for some, and for the others the words around them mislead the
model. This module is the policy that weighs those readings (`understood.Understanding`).
"""

from __future__ import annotations

from hub.assistant.brain import ideas_of_a_meal, other_goods, payment_trouble, swaps
from hub.assistant.brain.arrival import when_we_come
from hub.assistant.brain.awaited_goods import awaits_an_order, reads_an_order
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.blessings import only_blesses
from hub.assistant.brain.branch_open import asks_if_a_branch_is_open
from hub.assistant.brain.brand_stores import names_a_brand_store
from hub.assistant.brain.budgets import FEEDING_WORDS, shops_on_a_budget, take_budget
from hub.assistant.brain.code_fails import says_a_code_fails
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
from hub.assistant.brain.express_asked import asks_express
from hub.assistant.brain.frozen_accounts import freezes_no_food
from hub.assistant.brain.given_goods import gives_goods_not_the_cart
from hub.assistant.brain.goods_talked_of import merely_talked_of
from hub.assistant.brain.home_goods import asks_home_goods
from hub.assistant.brain.in_case import spare_cut
from hub.assistant.brain.intents import negated_or_removed, recognise, removes_the_code
from hub.assistant.brain.keeping_asked import asks_how_it_keeps
from hub.assistant.brain.kind_ruled_out_added import adds_the_kind
from hub.assistant.brain.kitchen_asked import asked_in_its_words
from hub.assistant.brain.look_alikes import another_matters_look_alike
from hub.assistant.brain.minimum_order import asks_the_minimum
from hub.assistant.brain.model import INTENTS as INTENTS_MODEL
from hub.assistant.brain.model import Ranking, intent_model, message_features, shipped_pair
from hub.assistant.brain.needs import ASKS_OF_ONE, need_of
from hub.assistant.brain.needs_as_rules import laid_down
from hub.assistant.brain.normaliser import Normalised, normalise
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
)
from hub.assistant.brain.order_dates import when
from hub.assistant.brain.origin_asked import WHERE_FROM
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.places import places_said
from hub.assistant.brain.praise import praises_the_store
from hub.assistant.brain.problems import (
    AMENDS_REFUSED,
    CHARGED_TWICE,
    about_our_people,
    fed_up,
    paid_for_speed,
)
from hub.assistant.brain.read_as_typed import OTHER_KITCHEN_QUESTIONS
from hub.assistant.brain.read_by_needs import what_a_need_allows
from hub.assistant.brain.read_by_shape import by_shape
from hub.assistant.brain.settling import only_settles
from hub.assistant.brain.stand_ins import asks_for_a_stand_in
from hub.assistant.brain.told import asks_of_the_app, asks_what_happens_if, only_told
from hub.assistant.brain.understood import (
    CHANGES_THE_CART,
    CLARIFY,
    CONFIDENT,
    LIST_SWAP,
    OUT_OF_DOMAIN,
    SURE,
    Understanding,
    set_aside,
)
from hub.assistant.brain.utterance import Utterance
from hub.assistant.brain.wanted_goods import a_list_wanted, missing_for_a_dish
from hub.assistant.brain.would_have import wishes_it_were_otherwise
from hub.text import words

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


def _asks_a_ticket_alone(text: str) -> bool:
    """A ticket asked for by name, in no other words than the asking."""
    ticket = _A_TICKET.search(text)
    if ticket is None:
        return False
    besides = (text[: ticket.start()] + text[ticket.end() :]).lower().strip(" .!?؟")
    return all(word in _ASKING_WORDS for word in besides.split())


def _an_injection(text: str) -> bool:
    if _INJECTION.search(text):
        return True
    return bool(_FOR_NOTHING.search(text)) and not _FREE_DELIVERY.search(text)


def understand(message: Normalised, utterance: Utterance) -> Understanding:
    if (cut := spare_cut(message.text)) is not None:
        # "another jumbo pack as a backup": read as the goods asked for, the spare's words
        # being why, never a stand-in nor another matter
        message, utterance = normalise(cut), Utterance(cut)
    rule = recognise(utterance)
    features = message_features(message.text, utterance, rule)  # read once, for both models
    intents, gate = shipped_pair(INTENTS_MODEL, DOMAIN).probabilities(features)  # scored at once
    ranking = _swap_by_shape(intent_model().ranking_of(intents), utterance)
    ranking = asked_in_its_words(_where_it_is(ranking, message, utterance), message)
    if (
        ranking.top == "substitution"
        and rule == "remove_cart_item"
        and not _IN_ITS_STEAD.search(message.for_model)
    ):
        # "شيل البيض عندي بالبيت", "sheel el bai6 3indi bel bait": a line taken off for a
        # reason (some at home), in no word of a stand-in; the food named is no baking swap
        rest = tuple(pair for pair in ranking.intents[1:] if pair[0] != rule)
        ranking = Ranking(((rule, ranking.confidence), *rest))
    if adds_the_kind(message, utterance, ranking.top, rule):
        # "حط ٢ جالكسي مو الكراميل": goods put in the cart, a kind of them ruled out
        rest = tuple(pair for pair in ranking.intents[1:] if pair[0] != "add_to_cart")
        ranking = Ranking((("add_to_cart", ranking.confidence), *rest))
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
    if ranking.top in OTHER_KITCHEN_QUESTIONS and asks_express(utterance):
        # "will it come within 30 minutes": the minutes are the delivery's, not a dish's
        ranking = set_aside(ranking, ranking.top)
    if _an_injection(message.for_model):
        return Understanding(OUT_OF_DOMAIN, ranking, rule, True)
    off = domain_gate().off_domain_scored(features, gate)
    if _asks_a_ticket_alone(message.for_model):
        # "yes pls open a ticket", "افتح لي تذكره": ours to open, which the model took for the
        # opening hours by "open"
        rest = tuple(pair for pair in ranking.intents if pair[0] != "handoff")
        ranking = Ranking((("handoff", max(ranking.confidence, SURE)), *rest))
        off = 0.0
    if freezes_no_food(message.for_model):
        # "freeze my card pls": a card, an account or a screen frozen, never a food kept
        return Understanding(OUT_OF_DOMAIN, ranking, rule, domain=max(off, OFF_DOMAIN_CERTAIN))
    said_lower = message.for_model.lower()
    if another_matters_look_alike(message, ranking.top, rule):
        # "how many bones in the human body", "order a taxi for 7pm", "gift ideas for my
        # husband": a handoff, our delivery or our recipes only in their words
        return Understanding(OUT_OF_DOMAIN, ranking, rule, domain=max(off, OFF_DOMAIN_CERTAIN))
    grieved = fed_up(message) or bool(AMENDS_REFUSED.search(message.for_model))
    if grieved and rule != "handoff" and ranking.top not in ("handoff", "cancel_order"):
        # "ur useless this took forever", "ما تفيد ضيعت وقتي", "so you won't refund me?": upset
        # with us, in words the gate finds in no shopping and a search may find a product in
        return Understanding("complaint", ranking, rule)
    if ranking.top != "handoff" and (
        payment_trouble.tells_of_it(message.for_model)
        or payment_trouble.charged_for_nothing(message.for_model)
    ):
        # "my card keeps getting declined": a card of the store's checkout, never another matter
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
    # ...or a brand's shop of another trade: "the return policy at the apple store"
    elsewhere = names_another_business(message.for_model) or names_a_brand_store(said_lower)
    shape = by_shape(message, utterance, rule, ranking)
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
        and (
            (
                shape.intent in _NO_MEAL_READ
                and (
                    asks_what_to_make(said)
                    or (asks_what_to_make_with(said) and off < OFF_DOMAIN_SURE)
                )
            )
            # "meal ideas for my mom who just had surgery": read so, whatever follows
            or (shape.intent == "meal_ideas" and ideas_of_a_meal.asked(said))
        )
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
        shape.intent == "nutrition"
        and not shape.injection
        and not elsewhere
        and ASKS_OF_ONE.search(said)
        and need_of(said)
        and off < OFF_DOMAIN_CERTAIN  # "is it safe for a diabetic to fast": no food's
    ):
        # "is galaxy smooth safe for a celiac", "عسل الشفاء زين لامي عندها سكر؟": a food's
        # label read for a need, which its record answers; the gate hears someone's health
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
    told = only_told(message.for_model) or merely_talked_of(message)
    if (told or wishes_it_were_otherwise(message.for_model.lower())) and not shape.injection:
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
    if shape.intent == "cart_summary" and gives_goods_not_the_cart(utterance):
        # "عطني شاي", "3a6ni chai": goods asked to be given, no word of the cart or its bill
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
# A ticket asked for in so many words: "open a ticket", "raise a complaint", "افتحلي تذكره",
# "سجل بلاغ", Arabizi "ifta7li tathkara" (read "افتحلي تذكره")
_A_TICKET = Gated(
    r"\b(?:open|raise|file|make|create|log|submit|start)\b(?: \w+){0,2} (?:ticket|complaint)\b"
    r"|(?<!\w)(?:افتح|يفتح|افتحي|افتحلي|افتحولي|سو|سوي|سويلي|سجل|سجلي|ارفع|ارفعلي|قدم)"
    r"(?: لي| لنا)? (?:ال)?(?:تذكره|تذكرا|تثكره|تثكرا|تزكره|تزكرا|بلاغ|شكوى|شكوي|شكوه)(?!\w)"
)
# ...said in no other words than these: "yes pls", "i want to", "ممكن", "لو سمحت"
_ASKING_WORDS = frozenset(
    words(
        "yes yeah ok okay pls plz please i want wanna to need would like can could you u just"
        " me then now so لو سمحت ممكن ابي ابغي ابا اريد ابيك تكفي تكفى ياليت بليز اوكي ايه اي"
        " نعم طيب خلاص الحين"
    )
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


def _where_it_is(ranking: Ranking, message: Normalised, utterance: Utterance) -> Ranking:
    """ "wein il 5ubz il irani" asks where to find the bread, not where it is from: the
    model's product question set aside when the message asks where and not whence."""
    if (
        ranking.top == "product_detail"
        and _WHERE.search(message.for_model)
        and not WHERE_FROM.search(message.for_model)
        and not utterance.has("DETAIL")
    ):
        return set_aside(ranking, "product_detail")
    return ranking


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


# A trouble told, a person asked or money asked back: the need beside it ("my son can't have
# nuts and the bread had nuts, i want a refund") is why, never goods asked
_A_TROUBLE_TOLD = frozenset({"complaint", "handoff", "handoff_now", "refund"})
# Readings that answer a need laid down themselves: a food's facts, a recipe, the goods
_ANSWER_A_NEED = frozenset(
    {"nutrition", "meal_ideas", "recipe", "product_detail", "search", "substitution",
     "healthier", "similar", "browse"}
)  # fmt: skip


_WHERE = Gated(r"\bwhere\b|(?<!\w)وين(?!\w)")
