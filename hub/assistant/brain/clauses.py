"""One message, two matters: "add 2 almarai milk. btw who won the game", "w 7ijzli flight lil
dubai wa 7ot 5ubz 3arabi", "ضيف خبز عربي وبعد احجزلي طيارة لدبي".

A shopper writes as they think, and a message the gate finds another matter's as a whole may
still hold a request of the store's in one of its clauses. The message is cut where a new
thought starts (sentence punctuation, "btw", "also", "and", "w"/"wa"/"و", "بعد", "كمان",
"kaman") and each clause is weighed on its own by the intent model and the gate: the store's
part is answered and the rest declined in one sentence. A clause is the store's only when the
gate finds it plainly ours, it names something and the brain reads a request of the store's
in it; one the gate finds another matter's never grounds a product, since it is never read.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from hub.assistant.brain import other_goods
from hub.assistant.brain.assistants_errands import a_banks_matter, reminder_asked
from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.liking_asides import tells_a_liking
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.off_domain import OFF_DOMAIN_CERTAIN, OFF_DOMAIN_SURE
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.text_once import of_a_text
from hub.assistant.brain.told import only_told
from hub.assistant.brain.understanding import understand
from hub.assistant.brain.understood import CLARIFY, NOT_SOLD, OUT_OF_DOMAIN
from hub.assistant.brain.utterance import Utterance

# Where a new thought starts: sentence punctuation (not a decimal point: "abi bai6." ends a
# sentence, "1.5" does not; a question mark stays with its clause, which it makes a
# question), a comma, or a word
# that opens another matter or joins a second request
_BREAK_WORDS = (
    r"|\b(?:btw|by the way|and also|also|plus|anyway|and then|and|then|w|wa|o|kaman|kamaan"
    # "my limit is nearly maxed so which flour is cheapest": the news, then the question
    r"|ba3dain|ba3den|so)\b"
)
_BREAK = Pattern(
    r"[.](?!\d)|(?<!\d)[.]|(?<=[!?؟])|[;؛\n,،]"
    + _BREAK_WORDS
    + r"|(?<!\w)(?:و|وبعد|كمان|وكمان|وبعدين|بعدين|وترى|ترى)(?!\w)"
    # "بعد" is "also", and "after" too: "قبل ولا بعد ما يغلي" (before or after it boils) is
    # one thought
    r"|(?<!\w)(?<!ولا )(?<!او )بعد(?!\w)(?!\s+(?:ما|لا)(?!\w))"
    # "و" written onto the verb of a second request: "احجزلي طيارة وضيف خبز"
    r"|(?<!\w)و(?=(?:ضيف|ضيفي|حط|حطي|زيد|شيل|شيلي|اضف|عطني|جيب|هات|ابي|ابغي|ودي)(?!\w))"
    # ...or of a reminder asked beside the goods: "ضيف حليب وذكرني ادفع الفاتوره"
    r"|(?<!\w)و(?=(?:ذكرني|ثكرني|دكرني)(?!\w))",
    re.IGNORECASE,
)
# `_BREAK` as a message all in ASCII meets it: the Arabic words and marks, which no such
# message holds, left out, so that they are not tried at each of its letters; it splits the
# message as `_BREAK` does, in two thirds of the time
_BREAK_IN_ASCII = Pattern(r"[.](?!\d)|(?<!\d)[.]|(?<=[!?])|[;\n,]" + _BREAK_WORDS, re.IGNORECASE)
# A clause the gate finds this sure of is another matter's
_ELSEWHERE = OFF_DOMAIN_SURE
# ...and one it finds less sure than this the store's, when the model reads a request in it
_OURS = 0.1
# What a clause beside another matter may ask of the store: goods, the cart, a dish or a
# kitchen question. A policy, an order or a complaint beside another matter is most often that
# matter's own ("my cancelled flight 812, can i get a refund").
REQUESTS = frozenset(
    {"search", "browse", "product_detail", "similar", "cheaper", "compare", "nutrition",
     "healthier", "wish", "add_to_cart", "remove_cart_item", "update_cart_item",
     "add_and_remove", "cart_summary", "recipe", "add_recipe_to_cart", "meal_ideas",
     "cooking_time", "cooking_method", "storage", "substitution", "on_list", "offers"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Clause:
    text: str
    elsewhere: float  # the gate's probability that the clause is another matter's
    intent: str  # the request the brain reads in the clause alone
    names: bool  # it names something: "what do i do" beside a school's rule names nothing
    asks: bool  # it asks something ("can you recommend a good barber"), not only tells
    refers: bool  # it points back ("put it in rice"): at what the clause before named
    told: bool = False  # it only tells of goods ("my kids hate vegetables"), asking nothing
    # it names only how the clause before is to be: "cheaper option?", "بعد ١٠ دقايق"
    asks_on: bool = False


def split(text: str) -> list[str]:
    """The clauses of a message, in order, each with at least one word."""
    return list(_clauses(text))


@of_a_text
def _clauses(text: str) -> tuple[str, ...]:
    pieces = (_BREAK_IN_ASCII if text.isascii() else _BREAK).split(text)
    return tuple(piece.strip() for piece in pieces if re.search(r"[^\W\d_]{2}", piece))


# A clause that only reacts to what the store just said ("that is a pity", "oh no", "للاسف",
# "ya 7aram"): a feeling about this talk, however like small talk the gate finds it, and no
# other matter beside the request
_A_REACTION = Pattern(
    r"(?:(?:oh|ah|aw+|ugh|hmm+|well)\s*)*(?:(?:that'?s|that is|thats|what|such) (?:a )?"
    r"(?:pity|shame|too bad|sad|unfortunate)|too bad|oh no|oh well|no way|damn|shame"
    r"|للاسف|خساره|حرام|يا حرام|اف|ما عليه|مو مشكله"
    r"|(?:ya )?7aram|lil asaf|5asara|khasara|ma 3alaih)[\s!.]*",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=256)
def weigh(text: str) -> Clause:
    if _A_REACTION.fullmatch(text.strip()):
        return Clause(text, 0.0, "thanks", False, False, False)
    message = normalise(text)
    if reminder_asked(message.for_model) or a_banks_matter(message.for_model):
        # "w thakerni adfa3 il fatoora", "limit il card 3indi 9ghayyer" beside goods: a
        # phone's errand or a bank's matter, however few of its words the gate saw
        return Clause(text, 1.0, OUT_OF_DOMAIN, True, True, False)
    if only_told(message.for_model):
        # "my roses are dying, too much water maybe": told beside another matter, not asked
        names = bool(Utterance(take_budget(message.text)[1]).topic)
        return Clause(text, 0.0, "thanks", names, False, False, told=True)
    if tells_a_liking(Utterance(message.text).tokens):
        # "my son loves them", "العيال يحبونه": told of the goods beside it, why they are
        # wanted; no matter of its own
        return Clause(text, 0.0, "thanks", True, False, False, told=True)
    if other_goods.kind_asked_for(f"{text.lower()} {message.text}"):
        return Clause(text, 1.0, NOT_SOLD, True, True, False)  # "do you sell ps5": another trade's
    _, request = take_budget(message.text)
    utterance = Utterance(request)
    understood = understand(message, utterance)
    return Clause(
        text,
        understood.domain,
        understood.intent,
        bool(utterance.topic),
        utterance.asks,
        utterance.refers_back or bool(_ONE_OF_THEM.fullmatch(text.strip())),
        asks_on=_asks_on(utterance.topic),
    )


# Words that name no goods, only how the matter of the clause before is to be: cheaper,
# another option, after some minutes ("taxi fares are bananas, cheaper option?", "غير باقتي،
# شي ارخص", "يسكر الباب بعد ١٠ دقايق")
_ASKING_ON = Pattern(
    r"(?:cheaper|cheapest|better|best|other|another|options?|alternatives?|choices?|minutes?"
    r"|mins?|hours?|seconds?|secs?|ar5a9|ar5as|arkha9|a7san|afdal|da8ayi8|d8ayi8|sa3a"
    r"|ارخص|احسن|افضل|اوفر|ثاني|غير|دقايق|دقيقه|دقائق|دقيقتين|ساعه|ساعات|ساعتين|ثواني|بروحه"
    r"|بروحها)"
)
# ...of which "خيار" is an option, not cucumbers, beside one of them ("في خيار ارخص؟")
_AN_OPTION = Pattern(r"(?:ال)?(?:خيار|خيارات)|5iyar|5yar|khiyar")


def _asks_on(topic: list[str]) -> bool:
    asking = [word for word in topic if _ASKING_ON.fullmatch(word)]
    return bool(asking) and all(word in asking or _AN_OPTION.fullmatch(word) for word in topic)


# "the apple one", "a black one": a thing named by what the clause before spoke of
_ONE_OF_THEM = Pattern(r"(?:the|a|an)\s+\w+(?:\s+\w+)?\s+ones?[\s.!?]*", re.IGNORECASE)


def _carries_on(clauses: list[Clause], at: int) -> bool:
    """A clause that points back at what another matter's clause just named carries on that
    matter: "my phone fell in water, should i put it in rice" asks of the phone, and the rice
    is no goods wished for; so does one naming only how that matter is to be ("the taxi
    fares are crazy, cheaper option?")."""
    carries = clauses[at].refers or clauses[at].asks_on  # "cheaper option?" of the taxi
    return at > 0 and carries and clauses[at - 1].elsewhere >= _ELSEWHERE


def _ours(clause: Clause) -> bool:
    return clause.elsewhere < _OURS and clause.names and clause.intent in REQUESTS


def the_stores_part(text: str) -> str | None:
    """The clauses of a message the store answers, joined, when the rest of it is plainly
    another matter's; None when the message is one matter (all ours, or all another's)."""
    clauses = [weigh(piece) for piece in split(text)]
    if len(clauses) < 2 or not any(clause.elsewhere >= _ELSEWHERE for clause in clauses):
        return None
    ours = [
        clause.text
        for at, clause in enumerate(clauses)
        if _ours(clause) and not _carries_on(clauses, at)
    ]
    if not ours:
        return None
    return ", ".join(ours)


def asks_on_what_went_before(text: str) -> bool:
    """Whether a clause after the first names only how the matter before it is to be
    ("the taxi fare is too much, a cheaper option?", "اجرة التكسي غاليه، في خيار ارخص؟"):
    beside another business named, a cheaper option of its own, no goods of ours."""
    return any(weigh(piece).asks_on for piece in split(text)[1:])


def asked_beside_what_is_told(text: str) -> str | None:
    """The clauses of a message asking the store for goods beside one that only tells of
    goods ("my kids hate vegetables, dinner ideas for kids", "i quit sugar, sugar free
    chocolate"), joined: what is asked is answered, the story is no part of the request nor
    another matter to decline. None when no clause tells of goods so, or none asks."""
    pieces = split(text)
    if len(pieces) < 2:
        return None
    clauses = [weigh(piece) for piece in pieces]
    if not any(clause.told and clause.names for clause in clauses):
        return None  # "too much, make it the small one": a word on the price, no goods told of
    ours = [clause.text for clause in clauses if not clause.told and _ours(clause)]
    return ", ".join(ours) if ours else None


# The shopper saying who they are and why they are here, before the request: "hi im visiting
# kuwait for a week", "just moved here from dubai", "انا زايره الكويت اسبوع", "ana jdeed
# bil kuwait": their news, which asks nothing of us to refuse
_NEWS_OF_ONESELF = Pattern(
    r"^\W*(?:(?:hi|hello|hey|salam|hala|هلا|مرحبا|السلام عليكم)\W+)?"
    r"(?:(?:i'?m|i am|we'?re|we are|ana|انا|احنا)\s+)?(?:just\s+|new\s+)?"
    r"(?:visiting|a visitor|visitors|new (?:here|in \w+|to \w+)|a tourist|tourists|travell?ing"
    r"|on (?:holiday|vacation)|here (?:for|on)|staying|moved|arrived|landed"
    r"|zayer|zayra|zayreen|jdeed|jedeed|jdeeda"
    r"|زاير|زايره|زايرين|جديد|جديده|سايح|سايحه|واصل|واصله|وصلت)\b[^?؟]{0,60}$",
    re.IGNORECASE,
)


def asks_another_matter(text: str) -> bool:
    """Whether a clause asks the other matter of us ("who's playing tonight", "7ijzli flight
    lil dubai"): the gate all but certain of it, or the model reading it so, or it asks;
    rather than tells the shopper's news ("i'm hosting a party tonight, need chips"), which
    wants no word of refusal."""
    return any(
        clause.elsewhere >= OFF_DOMAIN_CERTAIN
        or (
            clause.elsewhere >= _ELSEWHERE
            and (clause.asks or clause.intent in (OUT_OF_DOMAIN, CLARIFY, NOT_SOLD))
        )
        for clause in map(weigh, split(text))
        if not _NEWS_OF_ONESELF.match(clause.text)
    )


def another_matter_beside(text: str) -> bool:
    """A message answered as the store's that also asks, in a clause of its own, what the
    gate finds another matter's and the model no request of ours ("add arabic bread and also
    can you recommend a good barber"): the reply says in one sentence that it cannot help
    with that part."""
    pieces = split(text)
    if len(pieces) < 2:
        return False
    clauses = [weigh(piece) for piece in pieces]
    elsewhere = any(
        clause.elsewhere >= _ELSEWHERE
        and clause.intent in (OUT_OF_DOMAIN, CLARIFY)
        and clause.names
        and clause.asks  # "i'm hosting a party tonight, need chips": news, nothing asked
        for clause in clauses
    )
    return elsewhere and any(_ours(clause) for clause in clauses)


def beside_another_matter(text: str, leaning: float) -> str | None:
    """The clauses of a message beside one the gate finds at least `leaning` another
    matter's, joined: "any garage near bayan u know" beside "my car needs an oil change";
    None when the message is one clause or none leans so."""
    pieces = split(text)
    if len(pieces) < 2:
        return None
    clauses = [weigh(piece) for piece in pieces]
    if not any(clause.elsewhere >= leaning for clause in clauses):
        return None
    rest = [clause.text for clause in clauses if clause.elsewhere < leaning]
    return ", ".join(rest) if rest else None
