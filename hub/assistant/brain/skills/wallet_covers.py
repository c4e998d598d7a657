"""The wallet weighed against the cart: "is my wallet enough for what's in my cart?", "will my
balance cover this order", "المحفظة تكفي للسلة؟", "el ra9eed yekafee?" (read "الرصيد يكفي").

What the shopper wants is a yes or no with the figures behind it, not the points balance nor
how the wallet works: the wallet's balance against the cart's total as the checkout would
charge it (its discounts and delivery fee; a cart with no area set yet pays the fee to the
first saved address), and what is left in the wallet after, or what is left to pay another
way. The cart is shown beside it and never changed; points asked of are the points' own.
"""

from __future__ import annotations

import re

from hub.assistant.brain.domain import names_another_business
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import cart_lines, require_customer
from hub.assistant.brain.skills.fee_by_address import name_of, saved_address_area
from hub.assistant.brain.turn import INTENT, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.text import words

# The wallet or its balance: "wallet", "my balance", "store credit"; "المحفظه", "محفظتي",
# "رصيدي", "الرصيد", "الوالت"; Arabizi "ma7fa6ti", "ra9eedi" (read "محفطتي", "رصيدي")
_WALLET = Gated(
    r"\b(?:wall?ett?|balance|store credit|my credit)\b"
    r"|(?<!\w)(?:[وبلف]|بال|وال|فال|لل)?(?:ال)?(?:محف[ظط]\S*|رصيد\S*|والت|كريدت)(?!\w)"
)
# Enough for, or covering, a sum: "enough", "cover", "sufficient", "pay for", "afford";
# "يكفي", "تكفي", "كافي", "يغطي"; Arabizi "ykafi", "tkaffi" (read "يكفي", "تكففي")
_SUFFICES = Gated(
    r"\b(?:enough|cover|covers|covering|sufficient|suffice|suffices|afford|pay for)\b"
    r"|(?<!\w)(?:[وف]?(?:ب|راح |بي)?[يت]كف+[يى]|كف+ي|كافي|كافيه|كافيه|[يت]غط[يى]|[يت]سد)(?!\w)"
)
# The cart or the order still to pay for: "my cart", "this order", "what's in my basket",
# "it all"; "السله", "للطلب", "الطلبيه", "الاغراض"
_THE_CART = Gated(
    r"\b(?:cart|basket|order|groceries|items|total|everything|it all|this|it)\b"
    r"|(?<!\w)(?:[وبلف]|بال|وال|لل|حق ال|حق )?(?:ال)?(?:سل[هة]\S*|طلب\S*|اغراض\S*|مشتريات\S*"
    r"|مجموع\S*|حساب|cart|order|basket)(?!\w)"
)
# A sum of something else named after "for", "to", "ل": "enough for a flight", "to buy a car",
# "يكفي لسياره" (the cart's words are taken out first)
_FOR_SOMETHING = Gated(r"\b(?:for|to)\s+\w|(?<!\w)(?:ل|حق|عشان)\s?\S")
# Loyalty points, a top-up, a withdrawal or a refund: another question of the wallet's
_ELSE_OF_IT = Gated(
    r"\b(?:points?|loyalty|top ?up|topup|withdraw\w*|refund\w*|bank|salary)\b"
    r"|(?<!\w)(?:ال)?(?:نقاط\S*|نقطه|بوينت\S*|اشحن\S*|شحن|اسحب|سحب|استرداد|مرتب\S*|راتب\S*"
    r"|بنك\S*|فلوسي اللي رجعت)(?!\w)"
)


# ...or the whole of it wished paid from the wallet: "pay all from my wallet", "ادفع كله من
# المحفظه", "edfa3 mn el wallet kila, kam yeb8a 3lay?" (read "ادفع ... كله, كم يبغا علي"):
# whether it can is the wallet against the cart, and what would be left to pay
_PAID_FROM = Gated(
    r"\b(?:pay|paying|charge|deduct|take it|use|using)\b"
    r"|(?<!\w)(?:ادفع\S*|ندفع\S*|الدفع|دفع|اخصم\S*|نخصم\S*|خصم|استخدم|استعمل)(?!\w)"
)
_ALL_OF_IT = Gated(
    r"\b(?:all|everything|whole|full|rest|left|remain\w*)\b"
    r"|(?<!\w)و?(?:كله|كلها|كامل|الكل|باقي|الباقي|يبقى|يبقي|يبغا|يبغى|المتبقي)(?!\w)"
)
# What the wallet holds once the order is paid from it, asked: "how much left after", "kam
# ba9i bil wallet ba3dain" (read "كم باقي بال wallet بعدين"), "شكثر باقي فيها" beside paying
_LEFT = Gated(
    r"\b(?:left|remain\w*|leftover)\b|(?<!\w)(?:باقي|الباقي|يبقى|يبقي|بيبقى|يتبقى|المتبقي)(?!\w)"
)
_AFTER = Gated(
    r"\b(?:after|afterwards|then)\b|(?<!\w)(?:بعدين|بعدها|بعده|بعد الطلب|بعد الدفع|بعد ما)(?!\w)"
)
# how the wallet is used, asked: its rule answers that
_HOW = Gated(r"\bhow\b|(?<!\w)(?:كيف|شلون|طريقه|طريقة)(?!\w)")


# ...or "it" paid from the wallet: "pay it from my wallet", "ادفعه من المحفظه", "e5ismah mn
# el ma7fatha" (read "اخصمه")
_PAID_IT = Gated(
    r"\b(?:pay|charge|take|deduct)\s+(?:it|this|that|them|the (?:order|cart|total|bill))\s+"
    r"(?:from|out of|with|using|by|on|to|into)\s+(?:my |the )?wallet\b"
    r"|(?<!\w)(?:ادفعه|ادفعها|ادفعهم|اخصمه|اخصمها|خصمه|خصمها|اخصموه|اخصموها|ادفعوه|اخسمه"
    r"|اخسمها)(?!\w)"
)


# "from it", of the wallet just told: "منها", "منه", "from it", "min-ha" (read "منها")
_FROM_IT = Gated(r"\bfrom (?:it|that|there)\b|(?<!\w)(?:منها|منه|فيها|عليها)(?!\w)")


# ...or paid from the wallet, or the rest of it: "pay from wallet", "idfa3 mn el wallet" (read
# "ادفع من ال wallet"), "والباقي من المحفظه" after the points were used; "with" the wallet
# is a way to pay only beside a word of paying ("باقي بالمحفظه" is what is left in it)
_FROM_THE_WALLET = Gated(
    r"\b(?:from|out of)\s+(?:my |the |our )?(?:fresh )?(?:wallet|balance|store credit)\b"
    r"|(?<!\w)من\s?(?:ال )?(?:ال)?(?:محف[ظط]\S*|رصيد\S*|والت|wallet)(?!\w)"
)
_WITH_THE_WALLET = Gated(
    r"\b(?:with|by|using|via|through)\s+(?:my |the |our )?(?:fresh )?(?:wallet|balance)\b"
    r"|(?<!\w)(?:ب|بال)\s?(?:ال )?(?:محف[ظط]\S*|رصيد\S*|والت|wallet)(?!\w)"
)


# A code named by its word, not typed: "the ghabga coupon", "كود الغبقة"
_A_CODE = Gated(
    r"\b(?:code|coupon|promo|voucher)\b|(?<!\w)(?:[وب])?(?:ال)?(?:كود|كوبون|بروموكود)(?!\w)"
)


def _paid_whole(said: str) -> bool:
    paid = bool(_PAID_FROM.search(said) and _ALL_OF_IT.search(said)) or bool(_PAID_IT.search(said))
    return paid and not _HOW.search(said)


def _paid_from_it(said: str) -> bool:
    """Paying from the wallet wished, of the whole or of the rest: "pay from wallet",
    "والباقي من المحفظه", "ادفع بالمحفظه"."""
    paying = _PAID_FROM.search(said) is not None
    from_it = _FROM_THE_WALLET.search(said) is not None and (
        paying or _ALL_OF_IT.search(said) is not None
    )
    with_it = paying and _WITH_THE_WALLET.search(said) is not None
    return (from_it or with_it) and not _HOW.search(said)


def _of_the_wallet(turn: Turn, said: str) -> bool:
    """The wallet named, or "from it" right after its balance was said ("ادفع كله منها"), and
    no other matter of it (its points, a top-up, a refund) nor another business's."""
    named = _WALLET.search(said) is not None or (
        turn.memory.get(INTENT) == "points_balance" and _FROM_IT.search(said) is not None
    )
    return named and not (
        _ELSE_OF_IT.search(said) or names_another_business(said) or turn.utterance.has("POINTS")
    )


def weighs_the_wallet(turn: Turn) -> bool:
    """Whether the message asks if the wallet is enough, or wishes the whole paid from it,
    whatever else it asks beside."""
    said = turn.typed_and_read
    return bool(_SUFFICES.search(said) or _paid_whole(said)) and _of_the_wallet(turn, said)


# The words around the wallet's question: "will my wallet cover it", "is it enough"
_AROUND = frozenset(words("will would my it is be does do and the can"))


def words_of_the_wallet(turn: Turn) -> frozenset[str]:
    """The words that ask whether the wallet is enough, to tell them from the rest."""
    said = turn.typed_and_read.lower()
    spans = [
        match.group(0)
        for gated in (_WALLET, _SUFFICES, _THE_CART)
        for match in gated.pattern.finditer(said)
    ]
    return _AROUND | {word for span in spans for word in re.findall(r"\w+", span)}


@while_read
def asked(turn: Turn) -> bool:
    """The message asks whether the wallet's balance pays for the cart: the wallet named,
    enough or covering asked, or the whole of it wished paid from the wallet, and the cart
    named or nothing else to pay for. A code typed beside it is the code's to answer, the
    wallet against the total it makes (`code_with_the_sum`)."""
    said = turn.typed_and_read
    # a guest's "can i pay from the wallet?" is the payment rule's: a guest has no wallet yet
    paid_from_it = bool(turn.customer_id) and _paid_from_it(said) and _of_the_wallet(turn, said)
    left_after = (
        bool(turn.customer_id)
        and _LEFT.search(said) is not None
        and (_AFTER.search(said) is not None or _PAID_FROM.search(said) is not None)
        and _of_the_wallet(turn, said)
    )
    if (
        not (weighs_the_wallet(turn) or paid_from_it or left_after)
        or turn.utterance.code is not None
    ):
        return False
    if paid_from_it and _A_CODE.search(said):
        return False  # "حط كود الغبقة وبدفع من المحفظة": the code's, which says the wallet too
    # "the rest" is one typo from "reset" to the lexicon, and no emptying of the cart here
    clears = turn.utterance.has("CLEAR") and not re.search(r"\brest\b", said)
    if (turn.utterance.has("ADD", "REMOVE") or clears) and not _PAID_IT.search(said):
        return False  # "i have enough in my wallet, add 2 milks": the cart's change is asked
    if _THE_CART.search(said):
        return True
    return _FOR_SOMETHING.search(said) is None  # "el ra9eed yekafee?": the cart it stands by


async def answer(turn: Turn) -> None:
    """The wallet against the cart's total as checkout charges it, in figures, and the cart."""
    if not require_customer(turn, "sign_in_wallet"):
        return
    account = await turn.call("account", turn.store.account, turn.customer_id)
    wallet = int((account or {}).get("walletBalance") or 0)
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    if not cart_lines(cart):
        turn.say("wallet_cart_empty")
        turn.text_block(figures("wallet_holds", turn.language, wallet=kwd_text(wallet)))
        turn.block({"kind": "cart_summary"})
        turn.chips("aisles", "offers")
        return
    total, delivery = await charged(turn, cart, account)
    turn.say("wallet_against_cart")
    say_against(turn, wallet, total, ("wallet_covers", "wallet_short"), delivery=delivery)
    if _paid_whole(turn.typed_and_read) or _paid_from_it(turn.typed_and_read):
        # "pay from wallet": there is nothing to propose, the wallet is chosen at checkout
        turn.text_block(figures("wallet_at_checkout", turn.language))
    turn.block({"kind": "cart_summary"})
    turn.chips("slots", "offers")


# the words of a delivery fee added to the total, when none is added
UNSAID = {"en": "", "ar": ""}


def say_against(
    turn: Turn, wallet: int, total: int, keys: tuple[str, str], **more: dict[str, str]
) -> None:
    """The wallet's balance against a total, in the words of `keys` (covered, short): what
    is left in the wallet after, or still to pay another way."""
    said = {"wallet": kwd_text(wallet), "total": kwd_text(total), **more}
    if wallet >= total:
        turn.text_block(figures(keys[0], turn.language, left=kwd_text(wallet - total), **said))
    else:
        turn.text_block(figures(keys[1], turn.language, short=kwd_text(total - wallet), **said))


async def charged(turn: Turn, cart: Record, account: Record | None) -> tuple[int, dict[str, str]]:
    """The cart's total as checkout charges it, and the words that say a delivery fee added:
    the cart's own total (its discounts, points and fee) when an area is set, else with the
    fee to the first saved address, which the cart does not show yet."""
    total = int(cart.get("total") or 0)
    if cart.get("deliveryArea"):
        return total, UNSAID
    found = await saved_address_area(turn, account)
    if found is None:
        return total, UNSAID
    saved, area = found
    fee = int(area.get("expressFee" if cart.get("express") else "fee") or 0)
    words = {
        language: figures(
            "wallet_with_delivery",
            language,
            label=name_of(saved, "label"),
            area=name_of(area, "name"),
            fee=kwd_text(fee),
        )
        for language in ("en", "ar")
    }
    return total + fee, words
