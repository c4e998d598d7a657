"""The part of a message the store answers when another matter's words stand beside it
("add 2 almarai milk. btw who won the game"), and what is said of the rest; and whether a
clause split off that way names goods of ours at all, or only another matter's things.
"""

from __future__ import annotations

from hub.assistant.brain import clauses, own_question_beside_news
from hub.assistant.brain.assistants_errands import a_banks_matter, reminder_asked
from hub.assistant.brain.children_bites import bites_for_children
from hub.assistant.brain.kept_then_asked import asked_after_keeping
from hub.assistant.brain.let_go import past_a_dismissal
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.not_ours import SHOWS_PRODUCTS
from hub.assistant.brain.other_errands import only_another_trades_errand
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import codes_in_talk, recipes, removal_kept
from hub.assistant.brain.skills.catalogue import FRESH_WORDS
from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import GROUNDED, telling_words
from hub.assistant.brain.skills.not_carried import not_sold_phrase
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY, NOT_SOLD, OUT_OF_DOMAIN, Understanding
from hub.assistant.brain.utterance import Utterance


def the_stores_part(
    turn: Turn, understood: Understanding, intent: str
) -> tuple[str | None, str | None]:
    """The clauses of the message the store answers when another matter's stand beside them
    (`clauses`), and what is said of the rest: that we do not help with it, do not sell it,
    or nothing, when it only told the shopper's news ("i'm hosting a party tonight")."""
    text = turn.input.text
    if intent == "recipe_let_go":
        return None, None  # "forget it, my mom will make it": the reason lets the dish go too
    if intent in _READ_PAST_A_STOCK_QUESTION and (asked := _stock_asked_first(text)):
        return asked, None
    if intent == "keep_order" and (asked := asked_after_keeping(text)) is not None:
        # "ok keep it. what milk do you have for a 1 year old": the question, then the
        # order said kept
        return asked, "order_kept_too"
    if (
        intent not in ("revise_offer", "keep_order")
        and not (intent == "thanks" and removal_kept.keeps_it(turn))  # its reason told
        and (asked := past_a_dismissal(text)) is not None
    ):
        # "nah forget it. is nescafe gold in stock": the question; "no leave it, mum's home"
        # after how cancelling works keeps the order, the rest its reason
        return asked, None
    if (
        intent in clauses.REQUESTS | {OUT_OF_DOMAIN}
        and not understood.injection
        and (part := clauses.asked_beside_what_is_told(text)) is not None
    ):
        return part, None  # "i quit sugar, sugar free chocolate": the chocolate asked
    if intent == OUT_OF_DOMAIN and only_another_trades_errand(text, turn.typed_and_read):
        # "know anyone who can fix a dishwasher? guests are coming": the errand and its news,
        # no clause of ours to answer
        return None, None
    if intent == OUT_OF_DOMAIN and (
        asked := own_question_beside_news.the_question(text, understood)
    ):
        return asked, None  # "where's my order? i'm at the clinic": the news is its reason
    if intent in (OUT_OF_DOMAIN, NOT_SOLD) and not understood.injection:
        part = clauses.the_stores_part(text)
        if part is None:
            return None, None
        if intent == NOT_SOLD:
            return part, not_sold_phrase(turn)
        # "my kids are back from school and want something to eat": their news, no matter
        told = bites_for_children(turn.message.for_model, text)
        return part, "decline_the_rest" if clauses.asks_another_matter(text) and not told else None
    if intent == "offers" and codes_in_talk.asks_it_on_the_cart(turn):
        return None, None  # "any coupon on meat? does it work on my cart?": the cart's
    if (
        intent not in clauses.REQUESTS
        and (reminder_asked(turn.message.for_model) or a_banks_matter(turn.message.for_model))
        and (part := clauses.the_stores_part(text)) is not None
        and clauses.weigh(part).intent in clauses.REQUESTS
    ):
        # "zeed 7aleeb w thakerni adfa3 il fatoora", "حد البطاقه خلص، وش ارخص سكر": the whole
        # read as a policy of paying, where the goods are asked and the rest is declined
        return part, "decline_the_rest"
    if intent in clauses.REQUESTS and clauses.another_matter_beside(text):
        # "add arabic bread and also can you recommend a good barber": the bread only, and
        # the barber said to be no matter of ours
        return clauses.the_stores_part(text), "decline_the_rest"
    return None, None


# Ready to eat, which no product's name says of itself (hummus in a tin, a cooked dish)
_READY_WORDS = frozenset(
    {"ready", "readymade", "premade", "prepared", "جاهز", "جاهزه", "جاهزة", "الجاهز", "الجاهزه"}
)
# The goods picked by their price: the cheapest, cheaper, lowest priced of a kind
_BY_PRICE = frozenset(
    {"cheapest", "cheaper", "cheap", "lowest", "affordable", "ارخص", "الارخص", "ارخصهم",
     "ارخصها", "ارخس", "رخيص", "رخيصه"}
)  # fmt: skip
# What the words after a stock question may make of the whole ("the recipe has dibs"): a
# recipe, a cook's swap, an idea; never a cart change, which the question does not ask
_READ_PAST_A_STOCK_QUESTION = frozenset(
    {"recipe", "substitution", "meal_ideas", "general", "unknown", CLARIFY}
)
# A diet's words, which a product's flags say and never its name ("no gluten", "bidoon lactose")
_DIET_WORDS = frozenset(
    {"gluten", "glutenfree", "lactose", "vegan", "vegetarian", "celiac", "coeliac", "dairy",
     "sugarfree", "free", "no", "without", "جلوتين", "غلوتين", "لاكتوز", "نباتي", "نباتيه",
     "سيلياك", "بدون", "خالي", "bidoon", "bdoon", "bedoon"}
)  # fmt: skip
_QUESTION_MARK = Pattern(r"[?؟]")
_ARABIC_LETTER = Pattern(r"[\u0621-\u064a]")
_FEW_WORDS = 3  # "do you have honey?": what a stock question names, the rest its reasons


def _stock_asked_first(text: str) -> str | None:
    """ "3indkom 3asal? el wasfa feha dibs bs a7ib el 3asal", "do you have honey? the recipe
    says date syrup": a question whether the store has a thing, then why; the question is
    the request, and the rest the shopper's reasons."""
    mark = _QUESTION_MARK.search(text)
    if mark is None or not text[mark.end() :].strip():
        return None
    first = text[: mark.end()]
    utterance = Utterance(normalise(first).text)
    if utterance.where("SEARCH") is None or not 0 < len(utterance.topic) <= _FEW_WORDS:
        return None
    # ...but the guests the reasons count stay with it: "a machboos recipe? we're 10 people"
    # asks the dish for ten
    reasons = normalise(text[mark.end() :]).text
    guests = Utterance(reasons).servings or recipes.guests_said(reasons)
    if guests is not None and utterance.servings is None:
        return f"{first} {guests} {'اشخاص' if _ARABIC_LETTER.search(first) else 'people'}"
    return first


async def named_by_another_matter(turn: Turn, intent: str) -> bool:
    """A clause beside another matter's that would show products or propose a line, with no
    product holding two in three of its words: "any garage near bayan" beside "my car needs
    an oil change" asks for no garbage bags."""
    if intent not in SHOWS_PRODUCTS:
        return False
    # ...fresh as all of ours are, which no name says: "visiting for a week, any fresh dates?"
    # ...or ready to eat, as a tin of hummus is: "do you have ready hummus? i don't want to cook"
    said = telling_words(turn.utterance.topic)
    # ...nor picked by price, which no name says either: "my card limit is low, whats the
    # cheapest rice"; nor by a diet's need, which a product's flags say, not its name: "which
    # cheese has no gluten, my aunt has celiac"
    telling = [
        word
        for word in said
        if word not in FRESH_WORDS
        and word not in _READY_WORDS
        and word not in _BY_PRICE
        and word not in _DIET_WORDS
    ]
    if not telling:
        return False  # "add 2 more": what it points at is the conversation's
    hits = await quiet_search(turn, " ".join(turn.utterance.topic))
    arabizi = turn.message.arabizi
    best = max(
        (
            1.0 - len(unmet_words(telling, [hit], sound_alike=arabizi)) / len(telling)
            for hit in hits
        ),
        default=0.0,
    )
    return best < GROUNDED
