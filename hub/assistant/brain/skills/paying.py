"""A way to pay asked by its name: "can i pay with mada?", "وشلون ادفع عندي بطاقه مدى",
"agdar adfa3 cash?", "do you take paypal".

The store's payment policy lists the ways it takes; a way named that the policy does not
list (Mada, PayPal, STC Pay) is said not to be taken, never left for the shopper to infer
from the list, and one it lists is said to be taken. Either way the policy is shown. Which
ways are taken is read from the policy's own text, so the answer follows the store's FAQ.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import fee_beside
from hub.assistant.brain.skills.faq import stated_policy
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import normalize

# Each way to pay by the names shoppers give it (Arabic as normalised: ى read ي, ة read ه)
_WAYS: dict[str, tuple[str, ...]] = {
    "mada": ("mada", "مدي", "مادا"),
    "paypal": ("paypal", "pay pal", "باي بال", "بايبال"),
    "stc pay": ("stc pay", "stcpay", "stc", "اس تي سي"),
    "google pay": ("google pay", "gpay", "جوجل باي", "قوقل باي"),
    "samsung pay": ("samsung pay", "سامسونج باي", "سامسونق باي"),
    "apple pay": ("apple pay", "applepay", "ابل باي", "ابل بي"),
    "knet": ("knet", "k-net", "k net", "كي نت", "كينت", "كيه نت"),
    "visa": ("visa", "فيزا"),
    "mastercard": ("mastercard", "master card", "master", "ماستركارد", "ماستر"),
    "american express": ("american express", "amex", "امريكان اكسبرس", "اميكس"),
    "cash": ("cash", "كاش", "نقدا", "نقد", "كاش"),
    "tabby": ("tabby", "تابي"),
    "tamara": ("tamara", "تمارا"),
    "crypto": ("bitcoin", "crypto", "بيتكوين", "بتكوين", "كريبتو"),
    "credit card": ("credit card", "debit card", "بطاقه ائتمان", "بطاقه ائتمانيه", "كريدت كارد"),
}
# A kind of card the policy names by its networks: a credit card is taken when Visa or
# Mastercard is
_KNOWN_AS = {"credit card": ("visa", "mastercard", "فيزا", "ماستركارد")}
_FORMS = {form: way for way, forms in _WAYS.items() for form in forms}
_A_WAY = Pattern(
    r"(?<![\w-])(?:ب|بال|و)?("
    + "|".join(sorted(map(re.escape, _FORMS), key=len, reverse=True))
    + r")(?![\w-])"
)
# Paying, or a card to pay with: "pay", "adfa3", "ادفع", "تقبلون", "take", "بطاقه"
_PAYING = Gated(
    r"\b(?:pay|paying|paid|payment|payments|accept|accepted|take|takes|card|adfa3|adf3|tadfa3"
    r"|nadfa3|daf3|ye?8bal|t[ie]?8ba?l[ou]+n|installments?|instalments?|split)\b"
    r"|(?<!\w)(?:ادفع|تدفع|ندفع|دفع|الدفع|يدفع|تقبلون|تقبلوا|يقبل|تاخذون|تاخذوا|تمشي|يمشي"
    r"|بطاقه|بطاقتي|البطاقه|كارت|كرت|اقسط|تقسيط|بالتقسيط|اقساط)(?!\w)"
)
# The names of a way to pay, as the policy writes them, in its two languages
_OWN_NAMES = {
    way: tuple(normalize(form) for form in (*forms, *_KNOWN_AS.get(way, ())))
    for way, forms in _WAYS.items()
}


def ways_named(turn: Turn) -> list[str]:
    """The ways to pay the message names, when it speaks of paying; none otherwise ("cash
    back offers", "my visa appointment")."""
    said = turn.typed_and_read.lower()
    if not _PAYING.search(said):
        return []
    return ways_in(said)


def ways_in(text: str) -> list[str]:
    """The ways to pay a text names by any of their names, however paying is said."""
    return list(dict.fromkeys(_FORMS[m.group(1)] for m in _A_WAY.finditer(text)))


def _taken(way: str, policy: Record) -> bool:
    answer = policy.get("answer")
    texts = answer.values() if isinstance(answer, dict) else [answer]
    text = " ".join(normalize(str(t)).lower() for t in texts)
    return any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) for name in _OWN_NAMES[way])


async def pay_by(turn: Turn, ways: list[str] | None = None) -> None:
    """Whether each way named (or `ways`, read by the caller) is taken, said, and the payment
    policy shown."""
    policy = await stated_policy(turn, "pay")
    if policy is None:
        return
    named = ways_named(turn) if ways is None else ways
    taken = [way for way in named if _taken(way, policy)]
    turn.say("pay_way_taken" if len(taken) == len(named) else "pay_way_not_taken")
    turn.block({"kind": "faq", "faqIds": [policy["_id"]]})
    # "...and how much is delivery to Salmiya": that area's fee, on its card, beside
    await fee_beside.show_area_card(turn)
    turn.chips("cart", "offers")
