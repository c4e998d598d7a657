"""One message, two matters: "fine the cans. btw who's playing tonight", "w 7ijzli flight lil
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

import re
from dataclasses import dataclass

from hub.assistant.brain import other_goods
from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.understanding import (
    NOT_SOLD,
    OFF_DOMAIN_SURE,
    understand,
)
from hub.assistant.brain.utterance import Utterance

# Where a new thought starts: sentence punctuation (not a decimal point: "abi bai6." ends a
# sentence, "1.5" does not), a comma, or a word
# that opens another matter or joins a second request
_BREAK = re.compile(
    r"[.](?!\d)|(?<!\d)[.]|[!?؟;؛\n,،]"
    r"|\b(?:btw|by the way|and also|also|plus|anyway|and then|and|then|w|wa|o|kaman|kamaan"
    r"|ba3dain|ba3den)\b"
    r"|(?<!\w)(?:و|وبعد|بعد|كمان|وكمان|وبعدين|بعدين|وترى|ترى)(?!\w)"
    # "و" written onto the verb of a second request: "احجزلي طيارة وضيف خبز"
    r"|(?<!\w)و(?=(?:ضيف|ضيفي|حط|حطي|زيد|شيل|شيلي|اضف|عطني|جيب|هات|ابي|ابغي|ودي)(?!\w))",
    re.IGNORECASE,
)
# A clause the gate finds this sure of is another matter's
_ELSEWHERE = OFF_DOMAIN_SURE
# ...and one it finds less sure than this the store's, when the model reads a request in it
_OURS = 0.1
# What a clause beside another matter may ask of the store: goods, the cart, a dish or a
# kitchen question. A policy, an order or a complaint beside another matter is most often that
# matter's own ("my cancelled flight 812, can i get a refund").
_REQUESTS = frozenset(
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


def split(text: str) -> list[str]:
    """The clauses of a message, in order, each with at least one word."""
    pieces = _BREAK.split(text)
    return [piece.strip() for piece in pieces if re.search(r"[^\W\d_]{2}", piece)]


def weigh(text: str) -> Clause:
    message = normalise(text)
    if other_goods.kind_asked_for(f"{text.lower()} {message.text}"):
        return Clause(text, 1.0, NOT_SOLD, True)  # "do you sell ps5": another trade's goods
    _, request = take_budget(message.text)
    utterance = Utterance(request)
    understood = understand(message, utterance)
    return Clause(text, understood.domain, understood.intent, bool(utterance.topic))


def _ours(clause: Clause) -> bool:
    return clause.elsewhere < _OURS and clause.names and clause.intent in _REQUESTS


def the_stores_part(text: str) -> str | None:
    """The clauses of a message the store answers, joined, when the rest of it is plainly
    another matter's; None when the message is one matter (all ours, or all another's)."""
    clauses = [weigh(piece) for piece in split(text)]
    if len(clauses) < 2 or not any(clause.elsewhere >= _ELSEWHERE for clause in clauses):
        return None
    ours = [clause.text for clause in clauses if _ours(clause)]
    if not ours:
        return None
    return ", ".join(ours)


def most_elsewhere(text: str) -> float:
    """The gate's surest finding of another matter among a message's clauses, when it holds
    two or more: "my car needs an oil change, any garage near bayan" is a car's matter
    however much of the store its second clause sounds like."""
    pieces = split(text)
    if len(pieces) < 2:
        return 0.0
    return max(weigh(piece).elsewhere for piece in pieces)
