"""Another matter read as one of the store's requests by the words it shares with it. Each is
declined only where the model or the rules picked that one request of ours, so every other
reading of those words stays as it was.

- A person at large read as a person asked for: "how many bones in the human body", "what's
  the average human lifespan", "كم يعيش الانسان", "el insan y3eesh kam sana" (read
  "الانسان"). "human" and "انسان" are the words a shopper asks for a person with ("can i talk
  to a human"), so a rule and the intent model read any of them as a handoff, and a ticket
  was opened for a question of biology. Of the species the word comes plural, definite in
  Arabic, or before a part or a measure of the body; asked for, it comes with a word of
  talking or reaching, which keeps the handoff.
- A ride read as our delivery: "order a taxi for 7pm", "اطلبلي تاكسي الساعه ٧", "e6lubli
  uber el sa3a 7". A ride has our delivery's shape (a verb of ordering and an hour), so the
  intent model reads it as the delivery times; the taxi or the ride app named makes it
  another business's. A ride is never ours to book.
- A gift read as meal ideas: "give me gift ideas for my husband", "عطني افكار هدايا لامي",
  "36ni afkar hadiya l zoji" (read "عطني افكر هذا"). "ideas" and "give me ... ideas" are the
  words of meal ideas, so the recipes were shown for a birthday present; they answer nothing
  of it.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import Normalised

_OF_THE_SPECIES = Bilingual(
    r"\bhumans\b|\bhuman (?:body|bodies|race|rights|brain|heart|eyes?|skin|lifespan"
    r"|life ?span|life expectancy|history|nature|teeth|blood|dna|genome|anatomy|species|hair"
    r"|bones?|cells?|evolution)\b"
    r"|\b(?:the )?average human\b|\b(?:does|can|do|would|should|will) (?:a|the) human\b"
    r"|\b(?:a|the) human (?:have|has|live|lives|need|needs|survive|go|grow|sleep|eat|drink)\b",
    r"(?<!\w)(?:[وبل]|بال|وال|لل)?الانسان(?!\w)|(?<!\w)(?:جسم|عمر|دم|قلب|مخ|عظام) (?:ال)?انسان(?!\w)",
)
# ...but a person asked for: a word of talking, reaching or passing the chat on
_ASKED_FOR = Bilingual(
    r"\b(?:talk|speak|chat|connect|transfer|reach|contact|call|agent|rep|representative"
    r"|operator|real|live|actual|support|customer service|staff|someone|somebody)\b",
    r"(?<!\w)(?:اكلم|ابي اكلم|يكلمني|كلمني|تكلم|اتكلم|احجي|اتواصل|تواصل|وصلني|حولني|موظف"
    r"|الدعم|خدمه العملاء|احد)(?!\w)",
)


def of_humankind(text: str) -> bool:
    """Whether the (normalised, lower-case) message speaks of people at large, asking for
    no one."""
    return _OF_THE_SPECIES.search(text) is not None and _ASKED_FOR.search(text) is None


_A_RIDE = Bilingual(
    r"\b(?:taxi|taxis|cab|cabs|uber|careem|lyft|bolt|limo|limousine|chauffeur|a ride)\b",
    r"(?<!\w)(?:[وبل]|بال|لل)?(?:ال)?(?:تاكسي|تكسي|اوبر|ليموزين|توصيله للمطار)(?!\w)",
)
# ...but our own goods or delivery named beside it: "deliver the order before my taxi at 7"
_OURS = Bilingual(
    r"\b(?:deliver\w*|order (?:arrive|come)s?|my order|groceries|cart|basket)\b",
    r"(?<!\w)(?:توصيل|التوصيل|توصلون|طلبي|الطلب|السله|اغراض)(?!\w)",
)


def a_ride_asked(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks for a ride, not our delivery."""
    return _A_RIDE.search(text) is not None and _OURS.search(text) is None


_A_GIFT = Bilingual(
    r"\b(?:gifts?|presents?|hadiya|hadiyah|hadaya|hdiya|hadya)\b",
    r"(?<!\w)(?:ال)?(?:هديه|هدية|هدايا|هديا)(?!\w)",
)
# ...but a dish, a meal or cooking named: "ideas for a dessert to gift", "حلا هديه"
_COOKED = Bilingual(
    r"\b(?:cook\w*|bake\w*|recipes?|dish\w*|meals?|dinner|lunch|breakfast|dessert|cake|sweets"
    r"|chocolates?|basket|hamper)\b",
    r"(?<!\w)(?:اطبخ|طبخ|وصفه|وصفات|اكله|عشا|غدا|فطور|حلا|حلويات|كيك|شوكولاته|سله)(?!\w)",
)


def gift_ideas(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks ideas for a gift, no dish."""
    return _A_GIFT.search(text) is not None and _COOKED.search(text) is None


_DELIVERY_READINGS = frozenset(
    {"delivery_slots", "delivery_info", "area_time", "set_express", "select_delivery_area"}
)


def another_matters_look_alike(message: Normalised, top: str, rule: str) -> bool:
    """Whether the message is another matter that the model's likeliest reading (`top`) or
    the rules' (`rule`) takes for a request of ours."""
    # as typed and as read: Arabizi's "hadiya" is read "هذا"
    said = f"{message.text} {message.for_model}".lower()
    if "handoff" in (top, rule) and of_humankind(said):
        return True
    if top in _DELIVERY_READINGS and a_ride_asked(said):
        return True
    return top == "meal_ideas" and gift_ideas(said)
