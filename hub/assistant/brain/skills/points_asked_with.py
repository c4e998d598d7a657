"""Using points asked beside something else the message is answered by.

With the cart's total ("what's my total now, and can I use my points?", "كم صار المجموع؟
واقدر استخدم نقاطي؟", "kam il total? w agdar asta3mil il points?"): the cart answers the total
and the points would be dropped; the balance is said beside it, and using them on the cart is
proposed when there are enough.

Of an order already placed ("can I use my points on the chalet order?", "اقدر استعمل نقاطي على
طلب البيت؟"): the place named reads as a wish to deliver there, but points come off at checkout,
so a placed order takes none; the balance is said, with that they go on the next order.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.replies import figures, prose
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.open_orders import names_a_placed_order
from hub.assistant.brain.skills.order_refs import places_of
from hub.assistant.brain.skills.savings import balance_text, points_the_cart_takes
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation
from hub.storefront.seed.faq import LOYALTY_MIN_REDEEM_POINTS

_POINTS = Bilingual(
    r"\b(?:points|pts|loyalty|ni8a6|nu8a6|ne8a6|nigat|nuqat|nqa6)\b",
    r"(?<!\w)(?:ب|في|بال|و|وال|ال)?(?:نقاط\S*|نقطه|نقطة|نقط|بوينت\S*)(?!\w)",
)
# Spending them: "use", "redeem", "استخدم", "asta5dim" (read "استخدم")
_SPEND = Bilingual(
    r"\b(?:use|using|redeem\w*|spend|apply|put|asta5dim\w*|asta3mil\w*|ast5dim\w*|asta3mel\w*"
    r"|a9rif\w*|a9ref\w*)\b",
    r"(?<!\w)(?:ا|ن|ت|ي)?(?:ستخدم|ستعمل|صرف|طبق)\S*(?!\w)|(?<!\w)(?:استفيد|نستفيد)(?!\w)",
)
# An order named by what it is for, typed in Latin letters: "6alab il chalet", "il order
# el bait" (read "طلب ال chalet", which the Arabic reading of an order does not take)
_ORDER_FOR = Bilingual(
    r"\b(?:6alab|6alabi|6alabiyat|6alabiya|6lb|talab|order)\s+(?:il|el|al|l)\s*[a-z]{3,}"
)
_NUMBER_OR_DAY = Bilingual(
    r"\bkw-?\d+|\b(?:today'?s|tomorrow'?s|tmrw'?s|yesterday'?s|bacher|bukra|il ?yom|el ?yom)\b",
    r"(?<!\w)(?:باجر|بكره|بكرا|اليوم|امس|أمس)(?!\w)",
)
# The cart's total asked: "what's my total", "how much is it all", "المجموع", "kam il total"
_THE_TOTAL = Bilingual(
    r"\b(?:total|subtotal|majmoo3|majmo3|mjmoo3|how much (?:is it|does it come to|is that) all"
    r"|how much (?:do i owe|altogether|in all))\b",
    r"(?<!\w)(?:ال|و|وال)?(?:مجموع|اجمالي|إجمالي|المجموع|توتال)(?!\w)",
)


def asks_to_use_points(turn: Turn) -> bool:
    said = turn.typed_and_read
    return _POINTS.search(said) is not None and _SPEND.search(said) is not None


def with_the_total(turn: Turn) -> bool:
    """Whether the message asks the cart's total and to use points: the cart answers both."""
    return asks_to_use_points(turn) and _THE_TOTAL.search(turn.typed_and_read) is not None


def of_a_placed_order(turn: Turn) -> bool:
    """Whether the message asks to use points on an order it names as placed."""
    if turn.customer_id is None or not asks_to_use_points(turn):
        return False
    placed = names_a_placed_order(turn) or _ORDER_FOR.search(turn.input.text.lower()) is not None
    # "this order", "my order" at checkout is the cart's: a placed one is named by its place,
    # its number or its day
    return placed and (
        bool(places_of(turn).wanted) or _NUMBER_OR_DAY.search(turn.typed_and_read) is not None
    )


async def _account(turn: Turn) -> Record:
    return await turn.call("account", turn.store.account, turn.customer_id) or {}


async def on_a_placed_order(turn: Turn) -> None:
    """The balance, and that a placed order takes no points: they go on the next one."""
    account = await _account(turn)
    turn.say("points_balance")
    turn.text_block(balance_text(turn, account))
    turn.text_block(prose("points_on_a_placed_order", turn.language))
    turn.chips("cart", "offers")


async def said_beside_cart(turn: Turn, cart: Record) -> bool:
    """Beside the cart shown: the balance, and using the points proposed when the cart can
    take enough of them; False when points are not asked or no one is signed in."""
    if turn.customer_id is None or not asks_to_use_points(turn):
        return False
    account = await _account(turn)
    balance = int(str(account.get("loyaltyPoints") or 0))
    turn.text_block(balance_text(turn, account))
    points = points_the_cart_takes(balance, cart)
    if not cart_lines(cart):
        return True  # the empty cart is said already: nothing to take them off yet
    if points < LOYALTY_MIN_REDEEM_POINTS:
        least, have = str(LOYALTY_MIN_REDEEM_POINTS), str(balance)
        said = figures("points_too_few", turn.language, least={"en": least, "ar": least},
                       points={"en": have, "ar": have})  # fmt: skip
        turn.text_block(said)
        return True
    turn.say("propose_loyalty")
    turn.propose(CartMutation("apply_loyalty", params={"points": points}))
    return True
