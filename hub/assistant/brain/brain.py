"""The embedded brain: deterministic, offline, English, Gulf Arabic and Arabizi.

A turn is: bring the message to one written form (`normaliser`), read it (`Utterance`),
rank the requests it may be (`understanding`: the intent model, with a clarifying question
when it is not sure), run that request's skill on a `Turn`. The skill runs as a task and its events are yielded as they are emitted, so
`tool_start` reaches the client while the store call is still running. A store failure ends
the skill with an apology and an error card; the turn itself only raises on a bug, which the
actor turns into an `error` event.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable

from hub.assistant.brain.model import intent_model
from hub.assistant.brain.skills import (
    SKILLS,
    cart,
    catalogue,
    delivery,
    faq,
    prices,
    recipes,
    support,
    talk,
)
from hub.assistant.brain.skills.common import names_a_brand, names_a_product
from hub.assistant.brain.turn import INTENT, ToolFailed, Turn
from hub.assistant.brain.understanding import (
    CLARIFY,
    OUT_OF_DOMAIN,
    POINTS_BALANCE,
    SURE,
    states_a_problem,
    understand,
)
from hub.assistant.events import BrainEvent, TurnInput
from hub.storefront.port import Storefront

_DONE = object()
SURE_OFF_TOPIC = 0.9
# What the model may make of "the salted one", "لا الكبير" said right after an offer.
_PICKING_ONE = frozenset(
    {"product_detail", "search", "general", "similar", "add_to_cart", CLARIFY}
)  # the model's certainty above which no policy word makes a store question


class EmbeddedBrain:
    """`Brain` over any `Storefront`; holds no state between turns except `turn.memory`."""

    def __init__(self, storefront: Storefront) -> None:
        self._store = storefront
        intent_model()  # trained once per process, before the first shopper waits for it

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        queue: asyncio.Queue[object] = asyncio.Queue()
        task = asyncio.ensure_future(self._answer(turn, queue.put_nowait))
        task.add_done_callback(lambda _: queue.put_nowait(_DONE))
        try:
            while (event := await queue.get()) is not _DONE:
                yield event  # type: ignore[misc]
            task.result()
        finally:
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    async def _answer(self, turn_input: TurnInput, emit: Callable[[BrainEvent], None]) -> None:
        turn = Turn(self._store, turn_input, emit)
        understood = understand(turn.message, turn.utterance)
        intent = understood.intent
        misread = intent in (OUT_OF_DOMAIN, CLARIFY, "unknown") or (
            intent == "faq" and not turn.utterance.asks  # a bare name asks no policy
        )
        # A vague wish ("ابي شي حلو") may hold one word a product holds too ("sweet"): only
        # a message the model took for off-topic or a policy question is read by one word.
        sure_off_topic = intent == OUT_OF_DOMAIN and understood.confidence >= SURE
        # "شنو الكويت اليوم" (the news) holds a brand's one word: a message the model is sure
        # is off-topic must name a product by two words ("نسكافيه قولد")
        fewest = 2 if intent in (CLARIFY, "unknown") or sure_off_topic else 1
        # "abi shampoo حق القشره" reads like "...حق ١٠ اشخاص" of a recipe, but names no dish
        unasked_recipe = intent == "recipe" and not turn.utterance.has("RECIPE")
        # "تونه بزيت الزيتون" (tuna in olive oil) may read like a complaint; one says what
        # went wrong, a product's name does not
        unsaid_problem = (
            intent == "complaint"
            and not states_a_problem(turn.message)
            and not turn.utterance.has("ORDER", "DELIVER")
        )
        if (
            (misread or unasked_recipe or unsaid_problem)
            and not understood.injection
            and (
                await names_a_product(turn, 2 if unasked_recipe or unsaid_problem else fewest)
                or (intent in (CLARIFY, "unknown") and await names_a_brand(turn))
            )
        ):
            intent = "search"  # "شيبس ليز بالملح": a product's own name is a request for it
        elif intent in (CLARIFY, "unknown") and await catalogue.names_an_aisle(turn):
            intent = "browse"  # "ابغى شي حق الريوق": a vague wish for an aisle's goods
        elif (
            (misread or intent == "thanks")
            and not understood.injection
            and not sure_off_topic
            and await faq.names_a_policy(turn)
        ):
            # "whats ur return policy", "apple pay ok?": the store's answer; "help me with my
            # homework" (surely off-topic) is not the contact page
            intent = "faq"
        taken = talk.taken_up(turn, turn.memory.get(INTENT))
        if taken == "tap_confirm":
            await talk.tap_confirm(turn)
            turn.memory[INTENT] = intent
            return
        next_step = support.asks_what_next(turn, intent)
        focused = talk.about_the_focus(turn) if taken is None and not next_step else None
        if next_step:
            intent = "what_next"  # "so what do I do now" after a complaint, "متى يردون"
        elif taken is not None:
            intent = taken  # "yes please" to the person or the ingredients just offered
        elif focused is not None:
            intent = focused  # "b kam", "ابي ٢": the product just shown
        elif (
            turn.memory.get(INTENT) in ("order_status", "order")
            and intent in ("delivery_slots", "delivery_info")
            and not turn.utterance.names_a_time
            and not turn.utterance.topic
        ):
            intent = "order_status"  # "mata tosal" right after the order's status: that order
        elif delivery.asks_area_time(turn):
            intent = "area_time"  # "وكم ياخذ وقت" right after the fee to Khairan
        elif cart.adds_to_the_offer(turn):
            intent = "add_to_offer"  # "w galaxy caramel" right after the milk was offered
        elif (
            intent in _PICKING_ONE or (intent == "complaint" and not states_a_problem(turn.message))
        ) and await cart.sibling_named(turn) is not None:
            intent = "swap_offer"  # "the salted one" right after the unsalted was offered
        elif intent == "add_recipe_to_cart" and turn.picks() and turn.utterance.has("ALL"):
            intent = "add_to_cart"  # "add them all" after a list, not after a recipe
        elif turn.memory.get(INTENT) == POINTS_BALANCE and turn.utterance.has("USE"):
            # "use them (on my order)" right after the balance; "شلون استخدمها" asks how
            asks_how = turn.utterance.has("HOW")
            intent = "how_points_work" if asks_how else "apply_loyalty"
        elif turn.budget is not None and (
            intent in ("cheaper", "general") or prices.meal_named(turn) is not None
        ):
            # "I have 5 KD, what can I get for dinner", "saffron cheaper than a quarter
            # dinar", "snacks under 500 fils": a price ceiling on products, not "cheaper
            # than what was shown" nor a bare word to look up
            intent = "search"
        elif intent in ("add_to_cart", "search", "general", CLARIFY) and (
            prices.picks_cheapest_shown(turn)
        ):
            intent = "cheaper"  # "add the cheapest one" of the list just shown
        elif intent not in ("complaint", "out_of_domain", "handoff") or recipes.rescales(turn):
            # "make it for 8 people" after a recipe; "double it" is no double charge there
            intent = recipes.follow_up(turn) or intent
        try:
            if INTENT not in turn.memory and intent in support.AFTER_HANDOFF:
                await support.mention_open_ticket(turn)
            if intent == CLARIFY:
                await support.clarify(turn, understood.candidates())
            else:
                await SKILLS[intent](turn)
        except ToolFailed as failure:
            talk.trouble(turn, failure.status_message)
        turn.memory[INTENT] = intent
