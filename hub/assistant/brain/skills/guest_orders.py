"""A shopper who is not signed in insisting they did order: "I ordered from the app on my
number", "ana 6alabt mn el app 3ala ra8mi", "طلبت امس من التطبيق".

This chat cannot see an order placed under an account it is not signed in to, so it says
that (never "not found in our store", nor a refund policy), how to see it (sign in to the
account it was placed with), and offers a person, who can look it up by the phone number.
A problem with what came ("I ordered milk and got laban") stays a complaint.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.turn import Turn

# Having ordered, said: "i ordered", "i placed an order", "طلبت", "مسوي طلب", Arabizi
# "6alabt" (read "طلبت"), "sawait order"
_ORDERED = Gated(
    r"\bi (?:already |did |have |just )?ordered\b"
    r"|\bi (?:already |have |just )?(?:placed|made|put in|submitted|did) (?:an |my |the |a )?order\b"
    r"|\bi have an order\b|\bmy order (?:is|was) (?:placed|made)\b"
    r"|\b(?:6alabt|6lbt|talabt|sawait order|sawet order|sawait 6alab|msawi 6alab)\b"
    r"|(?<!\w)(?:طلبت|طلبنا|مسوي طلب|مسويه طلب|سويت طلب|سوينا طلب|حطيت طلب|عندي طلب)(?!\w)"
)
# Where or when or under what it was placed: the app, the site, my number or account, a day
_WHERE_PLACED = Gated(
    r"\b(?:app|application|website|site|online|number|phone|mobile|account|yesterday|today"
    r"|earlier|this morning|last night|already|tatbee8|tatbeeq|ra8mi|ragmi|raqmi|ams|il7ain)\b"
    r"|(?<!\w)(?:ال)?(?:تطبيق|تطبق|ابلكيشن|برنامج|موقع|app)(?!\w)"
    r"|(?<!\w)(?:بالتطبيق|بالموقع|رقمي|برقمي|رغمي|حسابي|بحسابي|تلفوني|جوالي|امس|البارحه|اليوم"
    r"|الصبح|قبل شوي|من قبل)(?!\w)"
)


@while_read
def claims_an_order(turn: Turn) -> bool:
    """A shopper who is not signed in says they placed an order, with where or when, and no
    problem with what came nor change to the cart."""
    if turn.customer_id:
        return False
    said = turn.typed_and_read.lower()
    return (
        bool(_ORDERED.search(said))
        and bool(_WHERE_PLACED.search(said))
        and not states_a_problem(turn.message)
        # "i already ordered milk today, add bread": the cart's request is the message's
        and not turn.utterance.has("ADD", "REMOVE")
    )


async def order_claimed(turn: Turn) -> None:
    """What the chat can see of it (nothing, signed out), how to see it, and a person."""
    turn.say("guest_order_claimed")
    turn.chips("person", "help")
