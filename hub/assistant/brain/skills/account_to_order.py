"""Whether an account is needed to order: "do i need an account to order", "can i check out
as a guest", "لازم اسوي حساب عشان اطلب؟", "agdar at6lob bdoon tasjeel" (read "اقدر اطلب بدون
تسجيل").

The store's rule: a guest may chat and fill a cart, and placing the order needs a one-time
sign-in by a code sent to the phone, after which the guest's cart and chats move onto the
account. The model hears "order" or "account" and reads the cart, a search, a bank; the
question is read by its shape (an account, a sign-up or a guest named beside ordering or
checking out) and answered with that rule's entry, for a guest and a signed-in shopper
alike. Troubles with an account ("i can't log in to my account"), deleting one, or a bank
account stay their own matters.
"""

from __future__ import annotations

from hub.assistant.brain.domain import names_another_business
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.faq import rule_card
from hub.assistant.brain.turn import Turn
from hub.text import words

# An account, a sign-up or a guest's way, said of ordering: "need an account", "without
# signing up", "as a guest", "do i have to register", "guest checkout"; "لازم حساب",
# "بدون تسجيل", "بدون حساب", "كضيف", "لازم اسجل"; Arabizi read into Arabic
_WITHOUT_AN_ACCOUNT = Gated(
    r"\b(?:need|needs|have to|has to|got to|must|required?|necessary)\b.{0,20}\b(?:an? |my )?"
    r"(?:account|acc|sign ?up|signing up|register|registration|registering|log ?in|sign ?in)\b"
    r"|\b(?:account|registration|sign ?up|signing up|log ?in)\s+(?:is\s+)?(?:required|needed"
    r"|necessary|mandatory|a must)\b"
    r"|\b(?:without|w/o|no|not having an?)\s+(?:an?\s+|my\s+)?(?:account|acc|sign(?:ing)? ?up"
    r"|register(?:ing)?|registration|log(?:ging)? ?in|sign(?:ing)? ?in)\b"
    r"|\bas a guest\b|\bguest (?:checkout|check ?out|account|mode|user)\b"
    r"|(?<!\w)(?:لازم|لزم|ضروري|مطلوب|يبيله|يبي له|يحتاج|احتاج)\s+(?:\S+\s+){0,2}"
    r"(?:حساب|تسجيل|اسجل|نسجل|account|sign up|register)(?!\w)"
    r"|(?<!\w)(?:بدون|بلا|من غير|بدون ما)\s+(?:\S+\s+)?(?:حساب|تسجيل|اسجل|نسجل|account"
    r"|sign up|register|login|log in)(?!\w)"
    # "كضيف", "بصفة ضيف", "كزائر": bare "ضيف" is "add"
    r"|(?<!\w)(?:كضيف|كزائر|بصفه ضيف|بصفة ضيف|مثل الضيف|زائر)(?!\w)"
)
# Ordering or checking out: "order", "check out", "buy", "place an order", "shop"; "اطلب",
# "نطلب", "الطلب", "اشتري", "اكمل الطلب"
_ORDERING = Gated(
    r"\b(?:order|ordering|check ?out|checking out|buy|buying|purchase|shop|shopping"
    r"|place an order|pay)\b"
    r"|(?<!\w)(?:[اني]?طلب|اطلب|نطلب|تطلب|الطلب|طلبي|اشتري|نشتري|اشتر|اتسوق|ادفع|اكمل|order"
    r"|checkout)(?!\w)"
)
# Another's account, or the account's own trouble or end: a bank, "my account is blocked",
# "delete my account", "can't log in", "forgot my password"; or orders already placed looked
# at ("do i need to log in to track my order")
_ELSE_OF_IT = Gated(
    r"\b(?:bank|iban|savings|current account|delete|deleting|close|closing|deactivate|blocked"
    r"|locked|hacked|suspended|can'?t|cannot|forgot|password|otp not|code not|didn'?t get"
    r"|not receiv\w*|my account|track\w*|history|status|see my|view my|my orders)\b"
    r"|(?<!\w)(?:بنك\S*|البنك|ايبان|احذف|حذف|امسح|اسكر|اقفل|مقفل|موقوف|مهكر|انسرق|نسيت"
    r"|باسوورد|باسورد|ما اقدر|ماقدر|ما وصلني|ماوصلني|حسابي|اتابع|تتبع|طلباتي)(?!\w)"
)
_THE_RULE = words("order as a guest account sign in")


@while_read
def asked(turn: Turn) -> bool:
    """The message asks whether ordering needs an account, a sign-up, or can be a guest's."""
    said = turn.typed_and_read
    return (
        _WITHOUT_AN_ACCOUNT.search(said) is not None
        and _ORDERING.search(said) is not None
        and _ELSE_OF_IT.search(said) is None
        and not names_another_business(said)
    )


async def answer(turn: Turn) -> None:
    """The rule in a sentence, and its entry's card."""
    turn.say("account_to_order")
    await rule_card(turn, _THE_RULE)
    turn.chips("cart", "help")
