"""Shopping for the home within a sum of money, and how much of it the cart leaves.

"abi a8radh el bait w ma3ay 10 KD bs", "household stuff, I only have 10 kd": the shopper
plans a basket against an amount. Nothing of it needs an account (the cart is a guest's
too), so it is never a saved address; the reply asks what the home needs and keeps the sum.
"cham baqi 3ala el 10?", "how much is left of my 10 KD", "كم باقي من الميزانيه": the
amount less the cart's subtotal, by the cart itself; never an order's status.
"""

from __future__ import annotations

from hub.assistant.brain.budgets import FILS_PER_DINAR
from hub.assistant.brain.home_goods import asks_home_goods
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.turn import Turn
from hub.storefront.cards import kwd_text

SPENDING = "spendingFils"  # the sum the shopper said they shop within

_AMOUNT = r"(\d+(?:\.\d+)?)\s*(?:kd|k\.d|kwd|dinars?|dinar|دينار|دنانير|د\.ك)?"
# "how much is left of the 10", "how much left from my 10 kd", "what's left of my budget",
# "كم باقي على ال 10", "شكثر باقي لي من ال ١٠ دينار", "كم يبقى من الميزانيه"
_LEFT_OF = Gated(
    r"\b(?:how much|what(?:'s| is)?)\s(?:(?:is|do i have|have i got|i have|have i|is there)\s)?"
    r"(?:still\s)?(?:left|remaining|remains)\s(?:of|from|out of|in)\s(?:the\s|my\s)?"
    r"(?:" + _AMOUNT + r"|budget)"
    r"|(?<!\w)(?:كم|شكثر|شقد)\s(?:باقي|يبقى|بقى|يبقي|بقي|ظل|ضل|متبقي|الباقي)\s(?:لي\s|لنا\s)?"
    r"(?:على|علي|من|عن|ب)\s?(?:ال\s?)?(?:" + _AMOUNT + r"|ميزانيتي|الميزانيه|ميزانيه)"
)


@while_read
def asks_whats_left(turn: Turn) -> bool:
    return _LEFT_OF.search(turn.message.text.lower()) is not None


def shops_for_the_home(turn: Turn) -> bool:
    """Goods for the home asked by that name alone, no product named beside it."""
    return asks_home_goods(turn.message.text)


# A sum said with its unit, held or not as a ceiling: "ma3i 10 KD", "3indi 12 KD", "١٥ دينار"
_A_SUM = Gated(r"(\d+(?:\.\d+)?)\s*(?:kd|k\.d|kwd|dinars?|دينار|دنانير|د\.ك)(?!\w)")


async def home_shopping(turn: Turn) -> None:
    said = _A_SUM.search(turn.message.text.lower())
    budget = turn.budget or (round(float(said.group(1)) * FILS_PER_DINAR) if said else None)
    if budget is not None:
        turn.memory[SPENDING] = budget
        turn.say("home_shopping_within")
        turn.text_block(figures("spending_kept", turn.language, amount=kwd_text(budget)))
    else:
        turn.say("home_shopping")
    turn.chips("aisles", "offers", "cart")


async def whats_left(turn: Turn) -> None:
    found = _LEFT_OF.search(turn.message.text.lower())
    amount = next((g for g in found.groups() if g), None) if found else None
    held = turn.memory.get(SPENDING)
    if amount is not None:
        spending = round(float(amount) * FILS_PER_DINAR)  # "ال 10": a sum to shop with is dinars
    elif isinstance(held, int):
        spending = held
    else:
        turn.say("spending_unknown")
        turn.block({"kind": "cart_summary"})
        turn.chips("cart", "offers")
        return
    turn.memory[SPENDING] = spending
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    subtotal = int((cart or {}).get("subtotal") or 0)
    left = spending - subtotal
    turn.say("spending_cart")
    turn.text_block(
        figures(
            "spending_left" if left >= 0 else "spending_over",
            turn.language,
            subtotal=kwd_text(subtotal),
            amount=kwd_text(spending),
            left=kwd_text(abs(left)),
        )
    )
    turn.block({"kind": "cart_summary"})
    turn.chips("cart", "offers", "slots")
