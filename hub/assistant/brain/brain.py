"""The embedded brain: deterministic, offline, English, Gulf Arabic and Arabizi.

A turn is: bring the message to one written form (`normaliser`), read it (`Utterance`),
rank the requests it may be (`understanding`: the intent model, with a clarifying question
when it is not sure), read it by the store's words and against the conversation's state
(`readings`), run that request's skill on a `Turn`. The skill runs as a task and its events
are yielded as they are emitted, so `tool_start` reaches the client while the store call is
still running. A store failure ends
the skill with an apology and an error card; the turn itself only raises on a bug, which the
actor turns into an `error` event.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from typing import Any

from hub.assistant.brain import (
    clauses,
    doctors_word,
    goods_for_a_need,
    not_ours,
    nothing_for_a_meal,
    once,
    pattern_grams,
    readings,
    stores_part,
    text_once,
)
from hub.assistant.brain.another_matter_in_our_words import another_matter_in_our_words
from hub.assistant.brain.assistants_errands import an_assistants_errand
from hub.assistant.brain.awaited_goods import runs_out_while_awaited
from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.closings import closes, said_in_english
from hub.assistant.brain.dear_like_named import not_dear_like_named
from hub.assistant.brain.domain import asks_about_a_kind_of_food, domain_gate
from hub.assistant.brain.enough_said import enough_count
from hub.assistant.brain.in_case import spare_cut
from hub.assistant.brain.let_go_last import asked_then_let_go, lets_it_go_after_why
from hub.assistant.brain.model import intent_model
from hub.assistant.brain.needs import asks_a_need
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.not_ours import SHOWS_PRODUCTS
from hub.assistant.brain.off_domain import OFF_DOMAIN_SURE, off_domain, plainly_elsewhere
from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.other_errands import only_another_trades_errand
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.placed_order_goods import asks_onto_a_placed_order
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.read_as_typed import as_typed
from hub.assistant.brain.skills import (
    SKILLS,
    account_settings,
    account_to_order,
    aisle_goods,
    alternatives,
    asked_goods_then_added,
    bare_price,
    booked_slot,
    brand_after_kind,
    cart_to_a_place,
    carts_order_hours,
    charge_of_a_cancelled,
    cheapest_in_a_list,
    colour_not_shown,
    count_after_goods,
    counted_goods,
    delivery,
    delivery_times,
    dish_goods,
    dish_missing,
    dish_swaps,
    dish_without,
    each_of_the_choice,
    fallback_goods,
    goods_asked_first,
    goods_fit,
    goods_for_someone,
    goods_in_parts,
    guest_orders,
    had_first,
    held_line_swapped,
    kinds_in_view,
    kinds_ruled_out,
    kitchen,
    make_it_short,
    maker_ruled_out,
    meal_ideas,
    membership,
    more_of_goods,
    named_picks,
    new_order_first,
    newcomer_first,
    offer_again,
    offer_and_more,
    offer_edits,
    offered_named,
    open_late,
    open_orders,
    order_in_talk,
    ordered_line_swap,
    others_of_sold_out,
    own_balance,
    owned_mistake,
    pick_and_count,
    placed_goods_kept,
    placed_line_swap,
    placed_window,
    plain_kind,
    points_to_use,
    portions,
    priced_by_one_word,
    product_facts,
    property_weighed,
    put_as_asked,
    reaction_first,
    recipe_added_by_name,
    recipe_all_but,
    recipe_amounts,
    recipe_diets,
    recipe_in_view,
    recipe_let_go,
    recipe_part,
    recipe_put_whole,
    recipe_questions,
    recipe_to_make,
    recipes_by_guests,
    refunds,
    refusal_first,
    removal_kept,
    reorder_stand_in,
    request_before_a_grievance,
    rest_and_swap,
    ruled_out,
    settled_goods,
    shown_weighed,
    size_ruled_out,
    slot_picks,
    spending,
    stock_of_goods,
    store_contact,
    sum_to_reach,
    support,
    talk,
    team_reached,
    unliked_aside,
    wallet_covers,
    weight_fit,
    words_asked,
)
from hub.assistant.brain.skills.child_goods import asks_milk_for_a_child
from hub.assistant.brain.skills.common import (
    names_a_product_in_its_words,
)
from hub.assistant.brain.skills.dishes import asks_for_starters
from hub.assistant.brain.skills.grounding import (
    GROUNDED,
    LOOSE,
    SEARCHING,
    changes_no_line_of_ours,
    named_loosely,
    puts_goods_to_use,
    telling_words,
)
from hub.assistant.brain.skills.ours_named import CHILD_MILK, ours_named, read_as_ours
from hub.assistant.brain.skills.what_is_sent import sends_what_we_do_not_sell
from hub.assistant.brain.turn import (
    ADDING,
    CHOOSING,
    DECISION,
    INTENT,
    LANGUAGE,
    ToolFailed,
    Turn,
)

# Looked up here at each turn, so a measurement can swap in another reading (bench/).
from hub.assistant.brain.understanding import understand as understand
from hub.assistant.brain.understood import (
    CLARIFY,
    NOT_SOLD,
    OUT_OF_DOMAIN,
    SURE,
    Understanding,
    set_aside,
)
from hub.assistant.brain.utterance import Utterance
from hub.assistant.events import BrainEvent, TurnInput
from hub.catalogue import Language
from hub.storefront.port import Storefront

log = logging.getLogger("hub.assistant.brain")
# What goods asked "not dear like" one named may have been read as: a meal's recipes, a
# search of every word, a look at goods like the named one
_DEAR_LIKE_READS = frozenset(
    {"meal_ideas", "recipe", "search", "browse", "general", "similar", "unknown", "cheaper"}
)
LEANS_ELSEWHERE = 0.2  # the gate's score above which a loosely named message is declined
# ...and above which it is, though the model is sure of a request for products: the gate
# finds it another matter's ("7o6 timer 10 dgayig" 0.92), not a good of another aisle asked
# for ("add the cream for my sunburn" 0.52, asked which one)
FINDS_ELSEWHERE = 0.7
# What a question of one named product's facts may be taken for (its facts too, which the
# gate may yet decline: "where are ur bananas from"): never a cart change, a complaint, a
# dish's recipe or the figures (`nutrition` answers those from the record too)
_FACTS_READ_AS = frozenset(
    {"search", "general", "unknown", OUT_OF_DOMAIN, CLARIFY, "wish", "compare", "faq",
     "cart_summary", "substitution", "cooking_time", "cooking_method", "browse", "similar",
     "brands", "product_detail"}
)  # fmt: skip
# An order of the shopper's named: its delivery is the order's status, not an area's
_AN_ORDER = Gated(r"\border\w*|(?<!\w)(?:ال)?(?:طلب|طلبي|طلبيه|اوردر)(?!\w)")
# What an arrival or an introduction before a delivery question is misread as: never goods
# asked for ("can you bring me 2 waters to salmiya" stays a cart request), nor the FAQ, which
# answers a delivery beside another question ("... and can you accept knet")
_AREA_MISREAD = frozenset(
    {"complaint", "order_status", OUT_OF_DOMAIN, CLARIFY, "unknown", "general", "help"}
)
# The requests a delivery to an area is read as
_AREA_ASKS = frozenset({"delivery_info", "select_delivery_area", "area_time", "delivery_slots"})
# Cart requests a verb of putting reads, which goods put to a use elsewhere do not make
_PUTS = frozenset({"add_to_cart", "update_cart_item", "add_more_to_offer"})
# Requests that put goods in the cart: goods named with a count after one carry the add on
_PUTS_IN = frozenset({"add_to_cart", "add_to_offer", "add_more_to_offer", "add_recipe_to_cart"})
# Readings that already take "not the white, the brown" as a change of the offer pending,
# or "X instead of Y" as a swap of lines
_CORRECTS_THE_OFFER = frozenset(
    {"revise_offer", "swap_offer", "offer_replaced", "list_swap", "add_and_remove", "dish_swap",
     "placed_order_change"}
)  # fmt: skip
# Readings that look goods up by the words of a wish, which a wish to do something may take
_LOOKS_FOR_GOODS = frozenset({"search", "general"})
# Questions that change nothing: the proposal before them is still the one to correct
_ASKS_ONLY = frozenset(
    {"product_detail", "nutrition", "faq", "hours", "locations", "delivery_info", "offers",
     "cart_summary", "points_balance", "storage", "cooking_time", "when_back"}
)  # fmt: skip
# Readings of a wish for an easier dish right after meal ideas ("something quick")
_SEARCHES_FOR_EASIER = frozenset({"search", "general", "unknown", "cheaper", CLARIFY})


class EmbeddedBrain:
    """`Brain` over any `Storefront`; holds no state between turns except `turn.memory`."""

    def __init__(self, storefront: Storefront) -> None:
        self._store = storefront
        intent_model()  # loaded (or refused as stale) at start-up, not at the first turn
        domain_gate()

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        # The answer runs as a task of its own, its events handed over in order as they
        # come; a plain deque and one future while the reader waits, not an `asyncio.Queue`,
        # whose every get and put costs several times more (a turn hands over a dozen)
        events: deque[BrainEvent] = deque()
        waiting: list[asyncio.Future[None]] = []  # the reader's wait, while it waits

        def wake(_: object = None) -> None:
            if waiting and not waiting[0].done():
                waiting[0].set_result(None)

        def emit(event: BrainEvent) -> None:
            events.append(event)
            if waiting:
                wake()

        task = asyncio.ensure_future(self._answer(turn, emit))
        task.add_done_callback(wake)
        try:
            while True:
                while events:
                    yield events.popleft()
                if task.done():
                    break
                waiting.append(asyncio.get_running_loop().create_future())
                try:
                    await waiting[0]
                finally:
                    waiting.clear()
            task.result()
        finally:
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    async def _read(
        self, turn: Turn, understood: Understanding, taken: str | None, *, picks: bool
    ) -> str | None:
        """The request by the store's words and the conversation's state; None when the
        message was a tap on Confirm, already answered. `picks`: the message names a product
        of the conversation's own and nothing else (`named_picks`), or one of the store's in
        every word of it."""
        if taken is None and store_contact.asks_someone_elses(turn):
            return OUT_OF_DOMAIN  # "what's your mom's phone number": no number of ours
        by_the_store = intent = await readings.by_the_store(turn, understood)
        if taken is None and intent in _PUTS and await puts_goods_to_use(turn):
            # "can i put honey in hot tea", "a7ot zabadi 3ala wayhi?": goods put to a use, not
            # into the cart, ground no line; the goods are shown, unless the gate leans to
            # another matter and they are not what the message is about (a face, a car)
            if understood.domain >= LEANS_ELSEWHERE:
                share = await named_loosely(turn, None)
                if share is None or share < LOOSE:
                    return OUT_OF_DOMAIN
            by_the_store = intent = "search"
        if taken == "tap_confirm":
            await talk.tap_confirm(turn)
            turn.memory[INTENT] = intent
            return None
        # an order still to come, asked after or changed: read before the turn's state
        # ...not the cart's order wished to a saved place ("abi il order ywa9el bait ahli")
        to_a_place = (
            intent == "select_address" or cart_to_a_place.said_to_go(turn)
        ) and await cart_to_a_place.asked(turn)
        if to_a_place and await cart_to_a_place.with_its_hours(turn):
            intent = "delivery_slots"  # "abeeh yoosal il bait bain 5 w 7?": its windows too
        # ...nor the cart just filled asked at hours ("can it come between 5 and 7 today")
        of_the_cart = (
            taken is None
            and await carts_order_hours.follows_the_cart(turn)
            and await delivery_times.asked(turn)
        )
        own = (
            await open_orders.reading(turn, intent)
            if taken is None and not to_a_place and not of_the_cart
            else None
        )
        if own is None and taken is None and await placed_line_swap.asks(turn, intent):
            own = "placed_order_change"  # "take the spicy chips off the order" the cart lacks
        if own in (None, "placed_order_change", "order_status") and await placed_window.asked(turn):
            own = "placed_window"  # "move my chalet order to the afternoon": its window
        elif (
            taken is None
            and intent != "add_recipe_to_cart"  # "7i6 aghra9 il luqaimat bil cart": a dish's
            and placed_goods_kept.puts_them_in_the_cart(turn)
        ):
            own = "add_to_cart"  # "then put it in my cart" of goods a placed order can't take
        elif taken is None and await offer_and_more.says_it(turn):
            own = "update_cart_item"  # "no make it 1 kg, and add garlic": the offer corrected
        elif taken is None and own is None and (enough := enough_count(turn)) is not None:
            # "actually 1 is enough" of the goods just put in: the count, its words no goods
            own, turn.utterance = "update_cart_item", Utterance(f"make it {enough}")
        # a delivery's day or time, or express to a saved place, asked: read whole, no
        # follow-up of what was shown ("kam" of the cart, a window picked) takes it over
        settled = taken is None and await delivery_times.read_whole(turn, intent)
        intent = own or (
            intent if settled else await readings.against_the_state(turn, intent, taken)
        )
        if taken is None and own is None and nothing_for_a_meal.asked(turn.message.for_model):
            intent = "meal_ideas"  # "ماكو شي حق العشا": what to cook, not an order's matter
        elif (
            taken is None
            and own is None
            and intent in _SEARCHES_FOR_EASIER
            and nothing_for_a_meal.easier_after_ideas(
                turn.message.for_model, turn.memory.get(INTENT)
            )
        ):
            intent = "meal_ideas"  # "abi shay sahel w sare3" right after our meal ideas
        # "change the pepsi to diet, my dad is diabetic": the gate leans to another matter,
        # the cart's line is swapped all the same
        # ...or the reason read as goods wished ("my mum is diabetic": sugar-free goods)
        # ...and a cook's stand-in asked of goods the cart holds, with the swap told
        swapped = (
            understood.domain >= LEANS_ELSEWHERE or intent in ("search", "substitution")
        ) and (await held_line_swapped.swaps_a_held_line(turn, intent))
        if swapped and intent in ("update_cart_item", "search", "substitution"):
            intent = "list_swap"
        if intent == "cheaper" and cheapest_in_a_list.asks_it_among_goods(turn):
            intent = "add_to_cart"  # "eggs, the 15 pack, and the cheapest labneh": to buy
        # "الحب لازم انقعه؟" asks the recipe just shown, however another matter's it sounds
        asks_the_recipe = recipe_questions.asked(turn) is not None
        followed_up = (
            taken is not None
            or picks
            or own is not None
            or intent != by_the_store
            or asks_the_recipe
            or order_in_talk.continues(turn, intent)  # "actually cancel it" after its status
            # "سويت طلب من حسابي اليوم" signed out, "اقدر اقسط بتابي؟", "would fresh pro pay
            # off for me": read by the store's own records, whatever the gate makes of them
            or intent in _OF_THE_STORES_RECORDS
            # "w il order maal il chalet, agdar azeed 3leh ragi?": goods onto our order
            or (intent == "goods_for_a_placed_order" and not understood.elsewhere)
            or settled  # "ابيه يوصل الدوام بين ١١ و ١": our delivery's time, whatever the gate
            or await _asks_the_store_by_its_shape(turn)
            or await shown_weighed.weighed_with_the_shown(turn, intent)
            # "الكويتي ٢" after the coffees: two of the one shown, whatever the gate makes of it
            or bool(await named_picks.counted_of_the_shown(turn))
            or await _to_an_area_of_ours(turn, understood, intent)
            or await kinds_in_view.named(turn) is not None  # "il jumbo a7san?" after murabyan
            # "change the pepsi to diet, my dad is diabetic": the cart's line, whatever the why
            or swapped
            # "this one goes to my parents, not home": the cart sent there
            or (to_a_place and cart_to_a_place.said_to_go(turn))
            or (intent == "select_address" and cart_to_a_place.sent_there(turn))
            or (intent == "meal_ideas" and nothing_for_a_meal.asked(turn.message.for_model))
            # "is coco pops ok? he loves it" after a milk allergy: the need told earlier
            # asked of goods we sell, whatever the gate makes of the love
            or intent == "goods_fit"
        )
        if (
            intent in SEARCHING
            and not followed_up
            and asks_milk_for_a_child(turn) is None  # "7aleeb 7ag wildi 3umra sana"
            and await _named_loosely(turn, understood)
        ):
            # a word the catalogue holds, in a message the gate leans to find about
            # something else: declined, no card
            return OUT_OF_DOMAIN
        if not followed_up and await _cards_of_an_unnamed_product(turn, understood, intent):
            return OUT_OF_DOMAIN
        if (
            not followed_up
            and understood.domain >= LEANS_ELSEWHERE
            and await changes_no_line_of_ours(turn, intent)
        ):
            # "cancel my gym membership", "shil el card min careem": a cart verb, and nothing
            # of ours to take off or change
            return OUT_OF_DOMAIN
        if not followed_up and (
            not_ours.curious(turn, intent)
            or not_ours.booked_elsewhere(turn, intent)
            or not_ours.done_elsewhere(turn, intent)
            or not_ours.policy_elsewhere(turn, intent)
        ):
            return OUT_OF_DOMAIN
        wishes_to_do = intent == "meal_ideas" or (
            intent in _LOOKS_FOR_GOODS and meal_ideas.says_to_do(turn)
        )
        if not followed_up and wishes_to_do and await meal_ideas.asks_what_to_do(turn):
            # "طفشان شنو اسوي اليوم", "ابي اسوي تاتو": what to do, not what to cook or buy
            return OUT_OF_DOMAIN
        if not followed_up and intent in _LOOKS_UP and _likeness_alone(turn):
            return CLARIFY  # "what size is the same as size 5" with nothing shown: of what?
        declined = off_domain(
            understood, intent, continues=followed_up, points_back=turn.continues()
        )
        if declined and intent == "meal_ideas":
            declined = not await meal_ideas.made_with_a_food(turn)  # "وش اسوي بالشعريه"
        if declined and intent == "points_balance" and not understood.elsewhere:
            # "كم عندي بالوالت والبوينتس؟": their own wallet and points, in loanwords the gate
            # seldom saw; points at an airline or a bank stay another business's
            declined = not own_balance.asks_own_balance(turn)
        if declined and intent == "apply_loyalty" and not understood.elsewhere:
            declined = not points_to_use.asked(turn)  # "how many points, i want to use them"
        if declined and intent == "faq" and not understood.elsewhere:
            # "can i move the wallet money to my bank acc": our wallet's rule, which the bank
            # named leans to another matter
            declined = not own_balance.asks_to_take_it_out(turn)
        return OUT_OF_DOMAIN if declined else intent

    def _read_afresh(
        self,
        turn_input: TurnInput,
        kept: dict[str, Any],
        text: str,
        emit: Callable[[BrainEvent], None],
        spoken: Language | None,
    ) -> tuple[TurnInput, Turn]:
        """The message read as `text`, a part or a plainer wording of it, against the
        conversation as it was before this turn began; in `spoken`, the whole message's
        language, when given (a part alone may read as another)."""
        turn_input.memory.clear()
        turn_input.memory.update(kept)
        read = replace(turn_input, text=text)
        turn = Turn(self._store, read, emit)
        if spoken is not None:
            turn.language = turn.memory[LANGUAGE] = spoken
        return read, turn

    async def _answer(self, turn_input: TurnInput, emit: Callable[[BrainEvent], None]) -> None:
        kept = dict(turn_input.memory)  # as it was, should a part of the message be answered
        pattern_grams.forget()
        text_once.new_turn()
        turn = Turn(self._store, turn_input, emit)
        reach = sum_to_reach.asked(turn)
        if reach is not None and reach.rest is not None:
            # "1 is enough, how much more to reach 10kd": the change read on its own, the
            # cart's gap to the sum told after it
            turn_input, turn = self._read_afresh(turn_input, kept, reach.rest, emit, turn.language)
        if (said := await make_it_short.as_make_it(turn)) is not None:
            # "بس خل الماي كرتون واحد" of the water offered: "خله", no vinegar asked for
            turn_input, turn = self._read_afresh(turn_input, kept, said, emit, None)
        elif (cut := spare_cut(turn.input.text)) is not None:
            # "do u have pampers size 4, want a backup pack": the goods asked, not why
            turn_input, turn = self._read_afresh(turn_input, kept, cut, emit, turn.language)
        elif (goods := await goods_for_someone.goods_clause(turn)) is not None:
            # "3 packs of the diet pepsi, it's for my parents' house": the goods, in the
            # message's language; whom they are for asks nothing
            turn_input, turn = self._read_afresh(turn_input, kept, goods, emit, turn.language)
        elif (
            request := await fallback_goods.the_request(turn)  # "if no mandarins, 2 kg oranges"
            or await brand_after_kind.the_request(turn)  # "forgot the coffee, add one abu auf"
            or await new_order_first.the_request(turn)  # "make it a new order, sugar 2 kg"
            or await goods_asked_first.the_request(turn)  # "honey? she can have a little bit"
            or await settled_goods.the_request(turn)  # "fine the pants size 5 then, ..."
            or await settled_goods.the_kind_settled(turn)  # "5alas 5allah jumbo"
            or await asked_goods_then_added.the_request(turn)  # "...? add 2 of the brown"
            or await request_before_a_grievance.the_request(turn)  # "add 2. the last were off"
            or await reaction_first.the_request(turn)
            or await newcomer_first.the_request(turn)
            or await owned_mistake.the_request(turn)  # "sorry my mistake, the white one"
            or await refusal_first.the_request(turn)  # "no, too big for him. put the wipes"
            or await had_first.the_request(turn)  # "i have rice. add the chicken, onions"
            or unliked_aside.the_request(turn)  # "take the chips out, the kids won't eat them, ..."
        ) is not None:
            # "seriously?? fine the pants size 5 then, 1 pack", "hi im new in kuwait, do u have
            # gluten free bread": the request after the reaction or the shopper's news
            turn_input, turn = self._read_afresh(turn_input, kept, request, emit, turn.language)
        elif (count_set := await count_after_goods.the_count_set(turn)) is not None:
            # "w toilet rolls ab8a 2 mu wa7id": the goods' count set, as "5ali ... 2" is
            turn_input, turn = self._read_afresh(turn_input, kept, count_set, emit, turn.language)
        shown_before = turn.shown()
        if (asked := put_as_asked.asked_before(turn)) is not None and await put_as_asked.proposed(
            self._store, turn, asked, emit
        ):
            # "put them in my cart" right after "eggs, the white ones, 15" showed the eggs:
            # those goods as they were asked for
            turn.memory[INTENT] = "add_to_cart"
            return
        if await each_of_the_choice.answered(turn):
            # "one salt and vinegar and one french cheese" after "which Lay's?": each, counted
            turn.memory[INTENT] = "add_to_cart"
            return
        if await size_ruled_out.answered(turn):
            # "no not the 2 litre, 3 of the 1 litre" of the milk offered: that pack, that count
            turn.memory[INTENT] = "add_to_cart"
            return
        if await pick_and_count.answered(turn):
            # "ok the gel then, and make the fairy 3 not 2": the pick on, the line counted
            turn.memory[INTENT] = "update_cart_item"
            return
        understood = as_typed(understand(turn.message, turn.utterance), turn.typed_and_read)
        intent = await self._intent(turn, understood)
        if intent is None:
            return
        # "not the white, the brown": the brown, whatever the whole reads as
        picked = await ruled_out.the_pick(turn) if intent not in _CORRECTS_THE_OFFER else None
        part, the_rest = (
            (picked, None) if picked else stores_part.the_stores_part(turn, understood, intent)
        )
        if part is not None:
            # "add 2 almarai milk. btw who won the game": the store's clause is answered as
            # the message, read afresh against the conversation as it was; of the rest,
            # that we do not help with it or do not sell it
            # in the whole message's language: "book me a flight and add khubz"
            _, turn = self._read_afresh(turn_input, kept, part, emit, turn.language)
            understood = as_typed(understand(turn.message, turn.utterance), turn.typed_and_read)
            read = await self._intent(turn, understood)
            if read is None:
                return
            # a pick after a ruling-out is of the goods shown, no clause beside another matter
            beside_told = (
                picked is not None or clauses.asked_beside_what_is_told(turn_input.text) is not None
            )
            # ...split off another matter's words, not a question's own reasons ("wil 7ummus
            # 3indkum jahiz? ma abi a6ba5": why ready-made, no other matter)
            beside_another = intent in (OUT_OF_DOMAIN, NOT_SOLD) or the_rest is not None
            if (
                beside_another
                and not beside_told
                and await stores_part.named_by_another_matter(turn, read)
                and await ours_named(turn) is None  # "ta3bana, 3indkom pepsi?": ours named
            ):
                read = OUT_OF_DOMAIN
            intent = read
            the_rest = None if read == OUT_OF_DOMAIN else the_rest
        once.forget(turn)  # read: the skill may change what was asked of
        try:
            if INTENT not in turn.memory and support.after_a_handoff(turn, intent):
                await support.mention_open_ticket(turn)
            if intent == CLARIFY and not await stock_of_goods.shown_if_named(turn):
                await support.clarify(turn, understood.candidates())
            elif intent != CLARIFY:
                await SKILLS[intent](turn)
            if reach is not None and reach.rest is not None and intent != OUT_OF_DOMAIN:
                await sum_to_reach.tell(turn, reach.fils)
            if intent == "product_detail":
                turn.keep_offer()  # "is it fresh?" right after the laban was offered
            if intent in _ASKS_ONLY:
                turn.keep_pending()  # "is the galaxy ok for nuts?": the proposal still waits
            reorder_stand_in.keep_the_reorder(turn, intent)  # "what can replace the powder"
            # "bkam el 7aleeb?" of the milk offered beside the eggs: that line, still offered
            await offered_named.keep_the_one_asked_of(turn, intent)
            if the_rest is not None:
                turn.say(the_rest)
        except ToolFailed as failure:
            talk.trouble(turn, failure.status_message)
        await turn.note_the_cart_under_the_offer()
        recipe_diets.remember_need(turn)  # "my friend is vegan": held for what follows
        put_as_asked.remember(turn, intent, shown_before)
        turn.memory[INTENT] = intent
        if intent in _PUTS_IN or turn.proposed_now == "add_to_cart":
            turn.memory[ADDING] = True  # "and 2 kilo rice" after it carries the add on
        _record_decision(turn, understood, intent)

    async def _intent(self, turn: Turn, understood: Understanding) -> str | None:
        """The request to answer, `OUT_OF_DOMAIN` to decline; None when the message was a tap
        on Confirm, already answered."""
        taken = talk.taken_up(turn, turn.memory.get(INTENT))
        if taken is None and team_reached.asked(turn, turn.memory.get(INTENT)):
            taken = "handoff"  # "shlon akalimhom" after a matter handed to our team: a person
        if taken is None and open_late.asks_till_when(turn):
            return "locations"  # "till when" right after a branch: its hours, on its card
        if taken is None and await offer_again.asked(turn):
            return "add_to_cart"  # "oops pressed cancel, add it again": the last offer
        if taken is None and removal_kept.keeps_it(turn):
            return "thanks"  # "no, leave it, my mum likes it" right after a removal offered
        if taken is None and closes(turn.input.text, turn.message.for_model):
            # "thx bro", "مشكور واجد", "ba7awel ba3dain, thx": the talk closed, whatever this
            # conversation showed or offered before; no word of it is goods or a policy
            if said_in_english(turn.input.text):
                turn.language = turn.memory[LANGUAGE] = "en"  # "thnx dude" is no Arabizi
            return "thanks"
        if (
            taken is None
            and understood.intent in _DEAR_LIKE_READS
            and not_dear_like_named(turn.input.text)
        ):
            return "cheaper"  # "سمك للعشا بس مو غالي مثل الزبيدي": the fish below the zubaidi
        if (
            taken is None
            and understood.intent in (OUT_OF_DOMAIN, "general", "unknown")
            and await plain_kind.asked(turn)
        ):
            return "search"  # "plain galaxy": the brand's plain one first, never declined
        if taken is None and await others_of_sold_out.asked(turn, understood.intent):
            return "similar"  # "tide powder 5alsan? shnu 3indkom ghairah": its others in stock
        if taken is None and await aisle_goods.asked(turn, understood.intent):
            # "abi aghradh tantheef 7ag bait ahli": an aisle's goods, for a home the gate
            # reads as another matter's talk
            return "aisle_goods"
        if taken is None and await recipe_to_make.asked(turn, understood.intent):
            return "recipe"  # "3indi 3azeema 7ag 15 w abi asawi lgaimat": our recipe, for 15
        if taken is None and (
            lets_it_go_after_why(turn.input.text) or asked_then_let_go(turn.input.text)
        ):
            # "no the size 5 is too big for him. forget it": the last request dropped, after
            # why, and nothing asked; "cancel my order. forget it": asked and taken back
            return "thanks"
        if taken is None and await readings.lets_the_shown_go(turn):
            # "ma tnasba, insa il 7afa6at" of the diapers just shown: done with them, however
            # like another matter's talk the reason before reads
            return "thanks"
        if taken is None and (
            only_another_trades_errand(turn.input.text, turn.typed_and_read)
            or (
                # "add 2 milk and remind me to pay the bill": the milk is still ours
                (
                    an_assistants_errand(turn.message.for_model)
                    or another_matter_in_our_words(turn.message.for_model)
                )
                and clauses.the_stores_part(turn.input.text) is None
            )
        ):
            # "3indkom top up 7ag zain?", "the fridge broke, know anyone who can fix it", "how
            # much is 7 times 8": another trade's errand, in a word of ours, declined before
            # a proposal, a card or the conversation's state reads it as shopping
            return OUT_OF_DOMAIN
        if (
            taken is None
            and understood.elsewhere
            and understood.intent in _ANOTHER_OPTION
            and clauses.asks_on_what_went_before(turn.input.text)
        ):
            # "taxi fares are crazy, cheaper option?": that business's option, no goods named
            return OUT_OF_DOMAIN
        if taken is None and await ordered_line_swap.asked(turn):
            return "placed_order_change"  # "the low fat milk i ordered, i want it full fat"
        if taken is None and rest_and_swap.all_of_it_swapped(turn):
            return "list_swap"  # "all of it with the gel instead of the powder": the order
        if taken is None and sum_to_reach.asked_alone(turn):
            return "sum_to_reach"  # "kam baqi 3shan awsal 10 KD": the cart's gap to the sum
        if taken is None and await reorder_stand_in.stand_in_named(turn) is not None:
            return "reorder_stand_in"  # "the second one, just 1, plus the fairy" of a reorder
        if taken != "tap_confirm" and await offer_edits.revision(turn) is not None:
            # "brown not white", "make the eggs 15", "no saffron" before Confirm: the
            # proposal pending, corrected, whatever the words would read as alone
            return "revise_offer"
        if taken is None and recipe_amounts.asked(turn):
            return "recipe_amounts"  # "shno il maqadeer? bs abi il ruz tilda": for the count
        if taken is None and recipe_put_whole.puts_it_all(turn):
            return "add_recipe_to_cart"  # "shino ya7taj? 7ot kil shay bil cart": all of it
        if taken is None and (of_it := await recipe_in_view.reading(turn)) is not None:
            # "shno t7tajeen 7agha", "what would it cost for 12", "my cousin is celiac, can she
            # eat this?" right after a recipe: asked of it, whatever the words read as alone
            return of_it
        if taken is None and await recipe_added_by_name.dish_added(turn) is not None:
            return "add_recipe_to_cart"  # "add the machboos too": its recipe's goods
        if taken is None and await recipes_by_guests.asks_by_guests(turn):
            return "meal_ideas"  # "which dishes serve 8": ideas by the count, no goods searched
        if taken is None and await recipe_all_but.wanted(turn) is not None:
            return "recipe_all_but"  # "kil shay bas mu il jazar": all of it less the carrots
        if taken is None and await kinds_ruled_out.rules_out_a_shown_kind(turn):
            return "kind_ruled_out"  # "i don't want the brown one": the other cards shown
        if taken is None and await colour_not_shown.picks_a_colour_none_has(turn):
            return "colour_not_shown"  # "الاسمر مو الابيض" after the milks: none is brown
        asked = words_asked.word_asked(turn) if taken != "tap_confirm" else None
        if (
            asked is not None
            and (read := await words_asked.reading_of(turn, asked, understood.intent)) is not None
        ):
            # "what's mahlab", "shno ya3ni jareesh": the word's goods or recipe, or owned up to
            # as unknown; never a cart action nor cards that only share its letters
            return read
        if (
            taken is None
            and understood.intent in _AREA_ASKS
            and await sends_what_we_do_not_sell(turn)
        ):
            return OUT_OF_DOMAIN  # "can you send a plumber to salmiya": no delivery of ours
        if (
            taken is None
            and understood.intent in _AREA_MISREAD
            and (delivery.asked_of_us(turn) or delivery.asks_a_charge(turn))
            and not _AN_ORDER.search(turn.message.for_model)
            and not await sends_what_we_do_not_sell(turn)
            and await _to_an_area_of_ours(turn, understood, "delivery_info")
        ):
            # "wasalt el kuwait ams, tawslon el fintas?": the arrival read as a complaint or
            # an order's, where the question is our delivery to an area of ours; "kam il fee
            # lil salmiya": a charge to an area of ours, which the gate reads as another's
            understood = replace(understood, intent="delivery_info")
        if (
            taken is None
            and not understood.injection
            and runs_out_while_awaited(turn.message, turn.utterance, turn.memory.get(INTENT))
        ):
            # "i have no diapers left at home and the baby is up" right after the late order's
            # status: that order's trouble told, however like a household's the gate finds it
            return "complaint"
        if (
            understood.intent == "complaint"
            and not understood.injection
            and await maker_ruled_out.a_maker_ruled_out(turn)
        ):
            # "قهوه كويتيه مو ابو عوف": goods of any brand but one, no trouble told
            return "search"
        # A message that may follow up what this conversation showed is read against it
        # first; any other the gate finds off-domain is declined before a reading looks a
        # word of it up in the store.
        follows = (
            taken is not None
            or readings.lodges_a_complaint(turn)
            or support.asks_new_ticket(turn)  # a chip of ours: "Open a new ticket for this"
            or recipe_questions.asked(turn) is not None  # "الحب لازم انقعه؟" after a recipe
            or recipe_let_go.lets_it_go(turn)  # "forget it, my mom will make it" after one
            or await recipe_part.part_wanted(turn) is not None  # "just its lettuce"
            or slot_picks.picks_a_slot(turn)  # "من ٥ لين ٧ المسا" after the delivery windows
            or open_late.asks_after_the_branches(turn)  # "ba3d 12 bil leil msakreen?"
            or guest_orders.claims_an_order(turn)  # "ana 6alabt mn el app", signed out
            or membership.names_the_membership(turn)  # "would fresh pro pay off for me"
            or store_contact.asked(turn)  # "whats ur phone number", "shno ra8amkom"
            or account_settings.asked(turn)  # "i forgot my password", "شلون اضيف عنوان يديد"
            or account_to_order.asked(turn)  # "agdar at6lob bdoon tasjeel"
            or wallet_covers.asked(turn)  # "el ra9eed yekafee?": the wallet against the cart
            or own_balance.asks_to_take_it_out(turn)  # "move the wallet money to my bank"
            or await kinds_in_view.named(turn) is not None  # "il jumbo a7san?" after murabyan
            or readings.why_the_code_failed(turn)  # "lesh ma ye9eer" right after a code
            or await counted_goods.counts_goods_in_view(turn)  # "5amsa min abraaj"
            or booked_slot.told(turn)  # "wait i booked 9 to 11 tmrw": our delivery window
            or await placed_window.asked(turn)  # "agdar a8ayra il 3a9r" of an order placed
            # "3indi order lil chalet bachir, y9eer azeed 3aleh la7am?": goods onto our order
            or (
                asks_onto_a_placed_order(turn.message.for_model.lower(), turn.memory.get(INTENT))
                and not understood.elsewhere
            )
            # "bring it home saturday evening", "how long" while no window runs: our windows
            or await delivery_times.asked(turn)
            or await _asks_the_store_by_its_shape(turn)
            or spending.asks_whats_left(turn)  # "cham baqi 3ala el 10?": of the cart's sum
            or order_in_talk.asks_where_it_is(turn)  # "mita y9al ta8riban" after its status
            or charge_of_a_cancelled.asked(turn)  # "make sure im not charged for it"
            or open_orders.follows_an_order(turn)  # "how much longer, realistically"
            or order_in_talk.asks_what_it_holds(turn)  # "w shnu feeh" after its status
            or weight_fit.weight_asked(turn) is not None  # "size 5 tyee 7ag 9-14 kilo?"
            or await dish_missing.asked(turn) is not None  # "shno na8isni 7ag il harees?"
            or await dish_without.asked(turn)  # "agdar asawi harees bidoon 9al9a?"
            or portions.asked(turn)  # "kilo la7am ykafi 8 ashkha9?"
            or spending.shops_for_the_home(turn)  # "abi a8radh el bait", of the shop's goods
            or dish_goods.dish_asked(turn.message.for_model.lower()) is not None
            or await dish_swaps.swap_asked(turn) is not None  # "ينفع الهريس بالدجاج؟"
            # "wain el refund?? sar li 10 ayam": our refund, not another business's
            or (refunds.asks_if_refunded(turn) and not understood.elsewhere)
            or own_balance.asks_own_balance(turn)  # "كم عندي بالوالت والبوينتس؟"
            or points_to_use.asked(turn)  # "kam ni8a6i? abi a9rifha"
            # "how does it compare to the classic 200g" after the coffees: of those shown
            or await shown_weighed.weighed_with_the_shown(turn, understood.intent)
            or await _to_an_area_of_ours(turn, understood, understood.intent)
            # "this one goes to my parents' place"
            or (cart_to_a_place.said_to_go(turn) and await cart_to_a_place.asked(turn))
            or cart_to_a_place.sent_there(turn)  # "وصلها بيت ابوي", "send it to my job"
            or nothing_for_a_meal.asked(turn.message.for_model)  # "nothing in for dinner"
        )
        # "العربي" after the breads, "ok the black forest": a product of ours by its name
        picks = not follows and await named_picks.picks_by_name(turn)
        follows = follows or picks
        if taken is None and not understood.injection and await property_weighed.asked(turn):
            # "is the kuwaiti coffee darker roast than abu auf", "ايهم اقوى نسكافيه جولد ولا
            # كلاسيك": two goods of ours weighed on what their records say, however like a
            # price comparison, a search or another matter's question it reads
            return "weighed_on_a_property"
        if (
            not follows
            and (understood.intent in _FACTS_READ_AS or _asked_as_a_complaint(turn, understood))
            and not understood.injection
            and product_facts.fact_asked(turn.message.for_model) is not None
            and not asks_about_a_kind_of_food(turn.message.for_model)
            and await product_facts.asks_of_a_named_product(turn)
            # "طبق الشاورما حق ٣، ينفع لزوجي؟": the dish of ours, not its chicken
            and not await recipe_diets.fit_asked_of_a_recipe(turn)
        ):
            # "nescafe gold how many grams in the jar", "safi fish is it local?", "لبنه
            # المراعي كم جرام": a fact asked of a product named by its own words is that
            # product's card, however like a search or another matter's question it reads
            return "product_detail"
        if INTENT in turn.memory and not follows:
            # a later message may follow up ("when will it be back"), unless the gate is all
            # but certain it is about something else ("my bank froze my account")
            declined = plainly_elsewhere(understood)
        else:
            declined = off_domain(understood, understood.intent, continues=follows)
            declined = declined or (not follows and not_ours.ruled_out_first(turn, understood))
        told = doctors_word.told_beside(turn.input.text) if declined and not follows else None
        if told is not None:
            # "forget the pepsi, his doctor said no soda. delivery fee to rumaithiya?": the
            # doctor's word is the reason told, and the request beside it is weighed alone
            past = understand(normalise(told), Utterance(told))
            if not off_domain(past, past.intent, continues=False):
                declined, understood = False, past
        if declined and not follows and goods_for_a_need.asked(turn.message.for_model):
            # "9adeegti vegan w bit3ashe ma3ay, shno 3indkum": our goods for her diet
            declined = False
            ranking = set_aside(understood.ranking, OUT_OF_DOMAIN)
            domain = min(understood.domain, OFF_DOMAIN_SURE - 0.01)
            understood = replace(understood, intent="search", ranking=ranking, domain=domain)
        if declined and understood.intent == "meal_ideas":
            # "وش اسوي بالشعريه": a food of ours to cook with, in a word the gate seldom saw
            # (`_read` asks the same of its own reading)
            declined = not await meal_ideas.made_with_a_food(turn)
        if declined and not follows and await more_of_goods.asks_more_of_a_product(turn):
            # "ابي كيلو زياده من الريش": more of a product of ours, named in its other words
            declined, picks = False, True
        if declined and not follows and await _asked_for_by_its_name(turn, understood):
            # "القهوه العربيه الشقرا الكويتيه موجوده؟": goods asked for, every word of them one
            # product's own name, are that product of ours, however rare its words
            declined, picks = False, True
        if declined and not follows and await goods_fit.asked_plainly(turn):
            # "lays ay noo3 safe? el chile limon mktoob 3leh shay?" after a nut allergy: the
            # need told earlier, asked of goods we sell, in words the gate finds no shopping in
            declined = False
            ranking = set_aside(understood.ranking, OUT_OF_DOMAIN)
            domain = min(understood.domain, OFF_DOMAIN_SURE - 0.01)
            understood = replace(
                understood, intent="product_detail", ranking=ranking, domain=domain
            )
        # a later message the gate doubts, which `_read` would decline, may name ours too
        doubted = declined or (
            INTENT in turn.memory
            and not follows
            and off_domain(understood, understood.intent, continues=False)
        )
        if (
            doubted
            and not follows
            and not understood.injection
            and not (understood.elsewhere or understood.delivered_elsewhere)
            and not (understood.someone_arrives or understood.lives_there)
            and clauses.the_stores_part(turn.input.text) is None  # parts answered apart
        ):
            # "nido for a 1 year old, in stock?", "knet took it twice": our brand, code,
            # order or charge named, in a story the gate finds another matter's
            named = await ours_named(turn, understood.domain)
            if named is not None:
                declined, understood = False, read_as_ours(understood, named)
        elif (
            understood.intent in (CLARIFY, OUT_OF_DOMAIN, "general", "unknown", "complaint")
            and not follows
            and asks_milk_for_a_child(turn)
        ):
            # "ولدي عمره ٣ سنوات وش الحليب المناسب": the milks of the child's age; "is nido 3+
            # ok for a one year old", the model's other matter the gate does not hold to; "its
            # for my son hes 2" after the milks, read as a grievance or a search for its words
            understood = read_as_ours(understood, CHILD_MILK)
        if (
            declined
            and not follows
            and not understood.injection
            and asks_milk_for_a_child(turn) is not None
        ):
            # "abi 7aleeb 7ag wildi 3umra sana", "milk for my son, he's one year old": the
            # child's age leans the gate to another matter; the milks of that age are asked
            declined, understood = False, read_as_ours(understood, CHILD_MILK)
        weighed = (
            (declined or understood.intent == CLARIFY)
            and not follows
            and not understood.injection
            and understood.intent in _WEIGHS_KINDS
            and await alternatives.names_its_alternatives(turn)
        )
        if weighed:
            # "ايهم احسن الايرل جراي ولا الانجلش بريكفاست", "some proper tea. Earl Grey or
            # English Breakfast.": kinds of ours weighed, each named by a product's own words,
            # in names the gate seldom saw written so; a wish left vague is their search
            declined = False
            intent = "search" if understood.intent == CLARIFY else understood.intent
            ranking = set_aside(understood.ranking, OUT_OF_DOMAIN)
            domain = min(understood.domain, OFF_DOMAIN_SURE - 0.01)
            understood = replace(understood, intent=intent, ranking=ranking, domain=domain)
        if declined:
            return OUT_OF_DOMAIN
        return await self._read(turn, understood, taken, picks=picks)


# Readings of another option asked: cheaper, or like it
_ANOTHER_OPTION = frozenset({"cheaper", "similar"})


async def _asked_for_by_its_name(turn: Turn, understood: Understanding) -> bool:
    """Goods wanted or asked whether there, read so by the model, named in every word by
    one product's own name; never a question of the world ("are strawberries berries")."""
    return (
        understood.intent in SHOWS_PRODUCTS
        and not understood.injection
        and turn.utterance.has("SEARCH", "WANT", "ADD", "TAKE")
        and await names_a_product_in_its_words(turn)
    )


# Readings that weigh kinds against each other, which a message naming each as a product's
# keeps whatever the gate finds in the names
_WEIGHS_KINDS = frozenset({"compare", "search", "similar", "cheaper", "nutrition", CLARIFY})


def _asked_as_a_complaint(turn: Turn, understood: Understanding) -> bool:
    """A question the model took for a complaint, with no word of anything gone wrong: "الجالكسي
    اللي بالكراميل فيه بندق؟" asks whether it holds nuts, it reports none found in it."""
    return (
        understood.intent == "complaint"
        and any(mark in turn.input.text for mark in "?؟")
        and not states_a_problem(turn.message)
    )


@while_read_async
async def _asks_the_store_by_its_shape(turn: Turn) -> bool:
    """A question of the store's by its shape, however the gate reads its words: read as ours
    before the gate may decline it (answered once while the turn is read)."""
    return (
        membership.tells_how_often(turn)  # "I order 4 times a month" after Fresh Pro
        or kitchen.cooks_the_one_in_view(turn)  # "shlon ashweeh bil forn" after the fish
        or kitchen.keeps_the_one_in_view(turn)  # "shlon a5azna" after the fish
        or asks_for_starters(turn.utterance.tokens)  # "starters for 8 guests tomorrow"
        or delivery.asks_before_ordering(turn)  # "if i order now when will it come"
        or await product_facts.prices_a_named_product(turn)  # "بكم التفاح الامريكي"
        or await priced_by_one_word.prices_goods_one_word_names(turn)  # "بكم الرقي اليوم"
        or bare_price.asks_a_bare_price(turn)  # "kam ysawi": the product in view, the cart
    )


async def _to_an_area_of_ours(turn: Turn, understood: Understanding, intent: str) -> bool:
    """ "visiting my family here, do u deliver to mangaf": a delivery to one of our areas,
    after an introduction the gate reads as travel; not a place asked of to live in, nor
    another business's delivery."""
    return (
        intent in _AREA_ASKS
        and not understood.lives_there
        and not understood.delivered_elsewhere
        and (not understood.elsewhere or delivery.asked_of_us(turn))
        # "can you send a plumber to salmiya": someone we do not sell, to an area of ours
        and not await sends_what_we_do_not_sell(turn)
        and await delivery.asks_to_reach_an_area(turn)
    )


_OF_THE_STORES_RECORDS = frozenset(
    {"order_claimed", "pay_by", "pro_worth", "spending_left", "home_shopping", "weight_fit",
     "dish_missing", "dish_missing_add", "dish_without", "portions", "store_contact", "booked_slot", "placed_window",
     "area_minimum", "area_fee_why", "points_on_placed_order", "account_settings",
     "account_to_order", "wallet_covers"}
)  # fmt: skip

# Requests that look the message's words up in the store, and words of likeness, which name no
# goods: "the same", "similar", "نفس", "مثل"
_LOOKS_UP = frozenset({"search", "general", "similar", "product_detail"})
_LIKENESS = frozenset({"same", "similar", "like", "نفس", "مثل", "زي", "شرات"})


def _likeness_alone(turn: Turn) -> bool:
    """The message names goods only by likeness and size ("what size is the same as size 5",
    "نفس الحجم؟") and nothing was shown or offered that it could be like: the store's search
    would find goods by the size alone."""
    if turn.shown() or turn.focus() is not None:
        return False
    telling = telling_words(turn.utterance.topic)
    return bool(telling) and all(word in _LIKENESS for word in telling)


async def _named_loosely(turn: Turn, understood: Understanding) -> bool:
    """A search whose best hit holds less than half of the message's telling words, when the
    model did not read it as shopping and the gate leans off-domain, or the model read a
    search and the gate finds it off-domain ("kam si3r el 9arf dinar lil rupee"): the
    nearest cards would answer another matter. A search a rule of shape read ("vegan
    protein": a need) is weighed by what the products are, not by their words."""
    if understood.what_to_buy:
        return False  # what to buy for an occasion or a need: no product is named
    if understood.intent in SEARCHING:
        if understood.domain < OFF_DOMAIN_SURE or understood.intent != understood.ranking.top:
            return False
        share = await named_loosely(turn, None)
    else:
        if understood.domain < LEANS_ELSEWHERE:
            return False
        share = await named_loosely(turn, understood.ranking.top)
    return share is not None and share < LOOSE


async def _cards_of_an_unnamed_product(turn: Turn, understood: Understanding, intent: str) -> bool:
    """Whether a request that would show product cards or propose a cart line rests on no
    product named: the gate leans off-domain (`LEANS_ELSEWHERE`), the model was not sure of
    a request for products itself (or the gate finds it another matter's), and no product holds two in three of its telling words ("el ghassala
    tsarrib mai", "الطماط فاكهة ولا خضار علميا", "a6lub li pizza min pizza hut"). Whatever
    rule of shape or word of the store read it, the nearest cards would answer another
    matter: it is declined. A clause the gate leans to find another matter's leans the
    message too, and then the rest must name a product by half its words. A need's search ("abi shay bdoon gluten l binti") is weighed by
    what the products are, not by their words."""
    if intent not in SHOWS_PRODUCTS or understood.what_to_buy:
        return False
    ranking = understood.ranking
    if (
        ranking.top in SHOWS_PRODUCTS
        and ranking.confidence >= SURE
        and understood.domain < FINDS_ELSEWHERE
    ):
        # "abi tamr bs mo 8ali": the model sure of shopping, a rule of which kind; unless the
        # gate finds the message another matter's, when the model's certainty rests on a
        # cart verb and no product is named ("7o6 timer 10 dgayig": a timer set, not flour)
        return False
    if asks_a_need(turn.message.for_model) or await alternatives.names_its_alternatives(turn):
        # "which is better earl grey or english breakfast": each kind named is a product's
        return False
    if asks_milk_for_a_child(turn) is not None:
        return False  # "اي نيدو يناسب بنتي عمرها سنتين": the milks of her age, by their kind
    if await goods_in_parts.names_a_product_in_a_part(turn):
        return False  # "ابي فحم و كيلو زياده من الريش": the chops ours, the charcoal not sold
    if understood.domain < LEANS_ELSEWHERE:
        # a clause another matter's leans the message there, and the rest must name a
        # product: "my car needs an oil change, any garage near bayan" is about the car
        # however like a search its end reads; "my son is sick, do you have chicken soup"
        # and "i'm hosting a party tonight, need chips" name what they ask for
        rest = clauses.beside_another_matter(turn.input.text, LEANS_ELSEWHERE)
        if rest is None:
            return False
        share = await _named_loosely_in(turn, take_budget(normalise(rest).text)[1])
        return share is not None and share < LOOSE
    paired = _GOES_WITH.search(turn.message.text)
    if paired is not None:
        # "which dates go best with coffee": the dates are asked for, the coffee is what
        # they go with; a product need only hold the rest
        share = await _named_loosely_in(turn, turn.message.text[: paired.start()])
    else:
        share = await named_loosely(turn, None)
    return share is not None and share < GROUNDED


# What a food asked for goes with, said last: "which dates are best with coffee", "wa tamr,
# shino a7san ma3 el gahwa", "اي عسل يمشي مع الشاي"
_GOES_WITH = Gated(r"(?:\bwith|(?<!\w)مع)(?: (?:the|my|our|your))? \S+[\s?!.؟]*$")


async def _named_loosely_in(turn: Turn, text: str) -> float | None:
    """`named_loosely` of a part of the (normalised) message."""
    whole = turn.utterance
    turn.utterance = Utterance(text)
    try:
        return await named_loosely(turn, None)
    finally:
        turn.utterance = whole


def _outcome(turn: Turn, intent: str) -> str:
    if turn.proposed_now:
        return "proposed"
    if any(grounding["score"] < GROUNDED for grounding in turn.groundings):
        return "ungrounded"
    if intent == OUT_OF_DOMAIN:
        return "declined"
    # a clarifying question, or "which one?" of the products a cart request fits
    return "asked" if intent == CLARIFY or CHOOSING in turn.memory else "answered"


def _record_decision(turn: Turn, understood: Understanding, intent: str) -> None:
    """What the message was read as and how sure each step was: kept in the conversation's
    memory (the inspector shows it) and logged, so a wrong action can be traced to the score
    that allowed it."""
    decision = {
        "outcome": _outcome(turn, intent),
        "intent": intent,
        "model": understood.ranking.top,
        "confidence": round(understood.confidence, 3),
        "offDomain": round(understood.domain, 3),
        "grounding": turn.groundings,
        "proposed": turn.proposed_now,
    }
    turn.memory[DECISION] = decision
    log.info(
        "assistant decision intent=%s model=%s confidence=%.2f off_domain=%.2f grounding=%s",
        intent,
        understood.ranking.top,
        understood.confidence,
        understood.domain,
        [(g["productId"], g["score"]) for g in turn.groundings],
    )
