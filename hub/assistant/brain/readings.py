"""How a message is read beyond the model's ranking: by the store's words, and against the
conversation's state.

The model reads a message alone. Two things it cannot know decide many turns: whether the
words are a product's, an aisle's or a policy's name (the store knows), and what the turn
before showed, offered or asked (the memory knows). `by_the_store` re-reads a message the
model could not place; `against_the_state` reads a follow-up against the turn before. Each
rule names the shopper's words it is for.
"""

from __future__ import annotations

import re

from hub.assistant.brain import (
    line_told_otherwise,
    listed_under_budget,
    offer_asked,
    payment_trouble,
    saving_codes,
)
from hub.assistant.brain.advice_on_an_order import asks_advice_on_an_order
from hub.assistant.brain.asked_then_added import adds_after_asking
from hub.assistant.brain.awaited_goods import awaits_an_order
from hub.assistant.brain.cancel_asked import says_cancel
from hub.assistant.brain.code_fails import TRIED_A_CODE, asks_why_it_failed
from hub.assistant.brain.counted_lists import asked_as_a_favour
from hub.assistant.brain.counts_said_over import sets_a_count_over_another
from hub.assistant.brain.coupons_together import asks_to_combine
from hub.assistant.brain.goods_added_on import adds_on
from hub.assistant.brain.listed_after_a_card import lists_goods_to_buy
from hub.assistant.brain.minimum_order import asks_the_minimum
from hub.assistant.brain.needs import need_of
from hub.assistant.brain.occasions import asks_what_to_make_with, lunchbox_kept_to_a_diet
from hub.assistant.brain.off_domain import OFF_DOMAIN_SURE
from hub.assistant.brain.once import while_read
from hub.assistant.brain.only_the_shown import takes_only_the_shown
from hub.assistant.brain.other_matters import a_health_question
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.placed_order_goods import asks_onto_a_placed_order, goods_named_more
from hub.assistant.brain.price_asked import PRICE_MISREAD, names_with_its_price_asked
from hub.assistant.brain.problems import WRONG_MEASURE, asks_if_it_came, states_a_problem
from hub.assistant.brain.shown_let_go import lets_shown_goods_go
from hub.assistant.brain.skills import (
    account_settings,
    account_to_order,
    adding,
    amounts_to_buy,
    area_fee_and_time,
    area_fee_said,
    area_minimum,
    asked_again,
    bare_price,
    better_value,
    booked_slot,
    both_ways,
    brand_variants,
    cart_denials,
    cart_to_a_place,
    catalogue,
    changed_reorder,
    charge_of_a_cancelled,
    cheapest_pack,
    choosing,
    code_with_the_sum,
    codes_in_talk,
    counted_goods,
    delivery,
    delivery_times,
    diet_in_view,
    dish_goods,
    dish_missing,
    dish_swaps,
    dish_without,
    extent_moves,
    faq,
    fee_with_times,
    goods_fit,
    goods_for_a_place,
    goods_listed,
    goods_not_dish,
    guest_orders,
    had_already,
    healthier,
    held_lines,
    instead_shown,
    kept_goods,
    kind_swaps,
    kinds_ruled_out,
    kitchen,
    line_swaps,
    membership,
    minimum_reached,
    named_picks,
    nutrition,
    offer_asks,
    offer_changes,
    offer_corrections,
    offer_ends,
    offer_replaced,
    offer_themes,
    offer_words,
    offered_named,
    offers_for_children,
    one_of_the_offer,
    open_late,
    order_affirmed,
    order_by_goods,
    order_in_talk,
    order_refs,
    order_sought,
    other_goods_instead,
    other_instead,
    own_balance,
    past_sizes,
    paying,
    person_asked,
    placed_window,
    points_and_how,
    points_asked_with,
    points_to_use,
    points_with_wallet,
    portions,
    prices,
    product_facts,
    ready_goods,
    recipe_as_before,
    recipe_asked,
    recipe_diets,
    recipe_let_go,
    recipe_names,
    recipe_part,
    recipe_questions,
    recipes,
    recipes_else,
    recipes_for_a_need,
    refunds,
    removal_and_change,
    removing,
    reorder_stand_in,
    restock,
    shopping_list,
    shown_offers,
    shown_refs,
    shown_stand_in,
    slot_picks,
    spending,
    store_contact,
    support,
    talk,
    total_beside_minimum,
    wallet_covers,
    weight_fit,
)
from hub.assistant.brain.skills.common import (
    confident_hits,
    names_a_brand,
    names_a_product,
    names_a_product_in_its_words,
    names_an_item,
    names_products_each,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.dishes import asks_for_starters
from hub.assistant.brain.skills.grounding import SEARCHING
from hub.assistant.brain.skills.pack_extents import says_only_an_extent
from hub.assistant.brain.stand_ins import asks_for_a_stand_in
from hub.assistant.brain.told import asks_what_happens_if, lets_goods_go
from hub.assistant.brain.totals_said import sets_a_total
from hub.assistant.brain.turn import BALANCE_OF, INTENT, RECIPE, Turn
from hub.assistant.brain.understood import (
    CLARIFY,
    OUT_OF_DOMAIN,
    POINTS_BALANCE,
    SURE,
    Understanding,
)
from hub.assistant.brain.utterance import JOINERS, Utterance
from hub.assistant.brain.ways import asks_what_it_needs
from hub.assistant.brain.wished_kinds import WISHED, sweet_for_a_meal
from hub.text import words

# What the model may make of a message that changes the cart two ways at once
_CART_CHANGES = frozenset(
    {"add_to_cart", "remove_cart_item", "update_cart_item", "search", "general", "unknown", CLARIFY}
)
# A cart request the model read, which a denied want ("ما ابي حليب") takes back
_CART_READINGS = frozenset({"add_to_cart", "remove_cart_item", "update_cart_item"})
# What the model may make of a want denied ("ma ra7 a7taj 5ubz kam yom"): goods looked for
_LOOKS_FOR = frozenset({"search", "general", "recipe", "storage"})
# What the model may make of "the organic one", "the 1.8 kg" said of a list just shown
_PICKING_SHOWN = frozenset(
    {"product_detail", "search", "general", "similar", "browse", "add_to_cart", "unknown",
     "update_cart_item", OUT_OF_DOMAIN, CLARIFY}
)  # fmt: skip
# What the model may make of "the salted one", "لا الكبير" said right after an offer.
_PICKING_ONE = frozenset({"product_detail", "search", "general", "similar", "add_to_cart", CLARIFY})


# What the model may make of a way to pay named ("do you take paypal", "عندي بطاقه مدى")
_ASKED_OF_PAYING = frozenset(
    {"faq", "general", "unknown", "search", "product_detail", "use_wallet", OUT_OF_DOMAIN, CLARIFY}
)
# Requests whose words may say "same" and a size of no goods wanted again: a recipe, a policy
_NOT_GOODS = frozenset({"recipe", "faq", "handoff", "cancel_order"})
# What the model may make of "which dates have the least sugar": a price, a search, a policy
_WEIGHED_AS = frozenset(
    {"search", "compare", "faq", "general", "wish", "browse", "product_detail", "unknown", CLARIFY}
)
_ADDING = frozenset({"add_to_cart", "add_recipe_to_cart"})
# Readings a recipe in view does not take over as its follow-up
_NO_RECIPE_FOLLOW_UP = frozenset(
    {"complaint", "out_of_domain", "handoff", "goods_for_a_placed_order"}
)
# Readings that already carry a count to the cart
_COUNTING = frozenset({"add_to_cart", "update_cart_item"})


def _counts_the_pick(turn: Turn, intent: str) -> bool:
    """A pick of the shown said with how many of it, asking nothing: "the pants one, 1 pack";
    a count beside the size picked ("the 1.5 L, 2", "ال ١.٥ لتر ثنتين"); a number wanted of
    the pick ("ابي البيض الكبير ٣٠": its tray of 30); or the pick answers "which one?" of
    goods being added ("the big one" after "which dates?")."""
    utterance = turn.utterance
    if utterance.asks:
        return False
    if choosing.pending_change(turn) == "add" and choosing.pending(turn) is not None:
        return True
    count = utterance.quantity
    size = utterance.size_asked
    # "the 24 one": the pack of 24 pointed at, its number read as no count of it
    sized = size is not None and not (
        size.unit == "pc"
        and count is not None
        and count.unit is None
        and count.amount == size.amount
    )
    if count is not None and count.unit is not None:
        # "the 1.5 L, 2": the size, then a count in a part of its own
        alone = [
            part.quantity
            for part in utterance.segments()
            if part.quantity is not None and part.quantity.unit is None and not part.topic
        ]
        count = alone[-1] if alone else None
    if count is None:
        return False
    if intent == "add_to_cart" and not sized:
        return True
    said = count.amount >= 2 or any(ch.isdigit() for ch in turn.message.text)
    return said and (sized or utterance.has("WANT", "ADD"))


# What a question about a dish's fit to a diet may first read as: a food's facts or a search
_ASKED_OF_A_DISH = frozenset(
    {"product_detail", "search", "general", "faq", "unknown", "meal_ideas", "nutrition", CLARIFY}
)
# ...and of goods, after a need was said: "cheese or yoghurt, is any of it suitable?" has
# the shape of a comparison, "would the shawarma be safe for her" may read as off-topic or as
# a cook's question (safe to eat, how long it keeps)
_ASKED_OF_GOODS = _ASKED_OF_A_DISH | {"compare", OUT_OF_DOMAIN, "cooking_time", "storage"}
# ...or, of all a brand's goods, as the cart ("el galaxy kilha ok?": "all of it")
_ASKED_OF_ALL_GOODS = _ASKED_OF_GOODS | {"cart_summary"}
# how a swap of a cart line may be read by the model: a cook's substitute, a search
_SWAP_READINGS = frozenset(
    {
        "substitution",
        "search",
        "general",
        "swap_offer",
        "list_swap",
        "product_detail",
        "out_of_domain",
        CLARIFY,
        "thanks",
    }
)  # fmt: skip  ("طيب بدله": an "ok" read first)
# Whether something is needed, asked: "do i need all of it", "لازم كل شي؟", "a7taj kil shay?"
_ASKS_IF_NEEDED = Gated(
    r"\b(?:do|does|will|would|should|shall)\s+(?:i|we|it|u|you)\s+(?:really\s+)?"
    r"(?:need|have to|require|get|buy)\b"
    r"|(?<!\w)(?:لازم|احتاج|نحتاج|يحتاج|تحتاج)(?!\w)[^؟?]*[؟?]"
)


def _asked_not_asked_for(turn: Turn) -> bool:
    """A question about goods with no verb of the cart or of wanting, or whether they are
    needed ("are all the ingredients in stock", "لازم كل شي؟"): no request to buy them. A
    favour ("could i get...?") and "can you add them?" are requests."""
    u = turn.utterance
    if recipe_questions.asked(turn) is not None:
        return False  # "how much for all of it": the recipe's cost, answered on its own
    if _ASKS_IF_NEEDED.search(turn.message.for_model):
        return True
    return (
        u.asks
        and u.starts_with("QUESTION")
        and not u.has("ADD", "TAKE", "WANT", "CART", "YES")
        and not asked_as_a_favour(turn.message)
    )


def _asks_of_an_order(turn: Turn) -> bool:
    """A past order to be seen again ("وريني طلبي مره ثانيه", "show me my last order again",
    "ممكن تفاصيل الطلب مرة ثانية"), or what it cost or held, asked ("how much was my last order", "نفس الطلب اللي قبل كم كان
    سعره", "shno kan nafs 6alabi"), with no verb of buying it again: the order is shown and
    nothing repeated; "can you reorder it?" is a favour asked."""
    u = turn.utterance
    if u.has("ADD", "CART", "YES"):
        return False
    if u.has("DETAIL"):
        return True  # "عطني تفاصيل طلبي مره ثانيه": its details given again
    if (
        u.has("TAKE")
        or asked_as_a_favour(turn.message)
        or _REORDER_VERB.search(turn.typed_and_read)
    ):
        return False  # "can u reorder what i bought in october": the verb asks it again
    if u.has("SHOW"):
        return True
    return (
        u.has("INFO", "QUESTION")
        and bool(_WHAT_IT_WAS.search(turn.message.for_model))
        and not u.has("WANT")
    )


# the verb of ordering again itself ("show me my last order again" is shown, not ordered)
_REORDER_VERB = Gated(r"\b(?:re-?order|order (?:it|that|them|those) again)\b")
# the order's cost or goods as they were: "how much was", "كم كان سعره", "b kam kan"; "how
# much will it be" may be asked of the order placed again
_WHAT_IT_WAS = Gated(
    r"\b(?:was|were|did|it cost me|i paid|i ordered|i bought)\b"
    r"|(?<!\w)(?:كان|كانت|كلفني|دفعت|طلبت|طلبته|طلبتها|اشتريت|اخذت)(?!\w)"
)


def _no_new_count(turn: Turn) -> bool:
    """No count but "one" of "the low fat one": a change of kind, not of how many."""
    quantity = turn.utterance.quantity
    digits = any(ch.isdigit() for ch in turn.message.text)
    return not digits and (quantity is None or (quantity.amount == 1 and quantity.unit is None))


def _counts_several(turn: Turn) -> bool:
    """A count of two or more said as a number of its own, beside a pick: "the small one, 2",
    "2 of the small one"; never a size ("the 2 kg one") nor asked ("how many in it?")."""
    return not turn.utterance.asks and any(
        segment.quantity is not None
        and segment.quantity.unit is None
        and segment.quantity.amount >= 2
        and segment.size is None
        for segment in turn.utterance.segments()
    )


def _wants_several(turn: Turn) -> bool:
    """ "abi 3 kartoon rawdatain 9ghar": several of a pack wanted, which is buying it, not
    asking for its card."""
    quantity = turn.utterance.quantity
    return (
        turn.utterance.has("WANT")
        and quantity is not None
        and quantity.unit is None
        and quantity.amount >= 2
    )


def _names_only(utterance: Utterance) -> bool:
    """One to three words of a name and nothing else: no request word, count or question."""
    return (
        0 < len(utterance.tokens) <= 3
        and len(utterance.topic) == len(utterance.tokens)
        and not utterance.concepts()
        and not utterance.has_quantity
        and all(len(word) > 2 for word in utterance.topic)
    )


_MOST_COUNTED = 6  # a bare count beside a product's name: how many to buy, not a pack
_POINTING = frozenset({"the", "one", "ones", "that", "this"})
_COUNTED_NAME = 3  # words of a product's name beside a bare count


async def _counts_a_named_product(turn: Turn) -> bool:
    """The message is a product's name and a small count, nothing else ("kitkat wa7id", "2
    kitkat", "kitkat x2"): a count said of goods is how many to buy. Not where the count is
    one of the product's sizes ("pampers 4"), nor a count bigger than a few ("iphone 15")."""
    u = turn.utterance
    quantity = u.quantity
    if (
        quantity is None
        or quantity.unit is not None
        or not 0 < quantity.amount <= _MOST_COUNTED
        or u.concepts()
        or not 0 < len(u.topic) <= _COUNTED_NAME
        or len(u.tokens) - len(u.topic) > 2  # the count, and an "x"
        or not _POINTING.isdisjoint(u.tokens)  # "the organic one": a pick, not a count
    ):
        return False
    hits = await quiet_search(turn, " ".join(u.topic))
    named = [hit for hit in hits if not unmet_words(u.topic, [hit])]
    if not named:
        return False
    sizes = " ".join(
        [product_facts.english(hit, "name") for hit in named]
        + [product_facts.english(v, "name") for hit in named for v in hit.get("variants") or []]
    )
    return f"{quantity.amount:g}" not in re.findall(r"\d+", sizes)


# What an order not placed yet, asked when it would come, is read as
_BEFORE_ORDERING_READ_AS = frozenset(
    {"order_status", "order", "delivery_slots", "cooking_time", CLARIFY, "general", "unknown"}
)
# The readings a question of value is taken for
_VALUE_READ_AS = frozenset(
    {"compare", "cheaper", "search", "general", "unknown", CLARIFY, "update_cart_item",
     "product_detail", "similar"}
)  # fmt: skip


# The readings an amount of goods said while buying is taken for: "okay burtugal kilo"
_AMOUNT_READ_AS = frozenset({*SEARCHING, "thanks", "unknown", CLARIFY})
# The readings a dish to make, which the store has no recipe for, is taken for
_DISH_READ_AS = frozenset(
    {"search", "general", "unknown", CLARIFY, OUT_OF_DOMAIN, "meal_ideas", "recipe"}
)
# What an alternative to a product sold out may be read as, with a price or a muddle beside it
_ALTERNATIVE_MISREAD = frozenset(
    {"search", "general", "unknown", "price", "product_detail", "compare", CLARIFY}
)
# A lunchbox packed for a diet asks for goods that keep it, never a dinner recipe
_LUNCHBOX_READ_AS = frozenset({"meal_ideas", "recipe", "general", CLARIFY})
# The readings starters wished for are taken for
_STARTERS_READ_AS = frozenset(
    {"search", "general", "unknown", CLARIFY, OUT_OF_DOMAIN, "delivery_slots", "recipe"}
)
# The readings goods for the home, asked by the home alone, are taken for
_HOME_GOODS_READ_AS = frozenset(
    {"search", "general", "unknown", CLARIFY, OUT_OF_DOMAIN, "select_address", "meal_ideas",
     "browse", "categories", "add_to_cart"}
)  # fmt: skip


# Readings a shopper's own wallet or points asked may get from the model
# What the model may make of "is there a coupon for the kids' stuff?": goods, a rule, a removal
_CODE_ASKED_MISREAD = frozenset(
    {"clear_coupon", "faq", "search", "general", "unknown", CLARIFY, "similar", "product_detail"}
)
# What the cart's total asked with using points may be read as, the total dropped
_POINTS_READ = frozenset({"apply_loyalty", "points_balance", "how_points_work", "faq"})
_BALANCE_MISREAD = frozenset(
    {"faq", "how_points_work", OUT_OF_DOMAIN, CLARIFY, "general", "unknown", "help", "search"}
)


# Trouble paying already read as a matter of money or a person
_OF_PAYING = frozenset({"complaint", "handoff", "refund_asked"})


async def _an_offer_on_goods_had(turn: Turn) -> bool:
    """An offer asked of goods of ours the message names by the order they came in; an
    offer asked of the order's own matters ("any discount for the delay") is no goods'."""
    if not offer_asked.asks_an_offer_on_goods(turn.message.for_model):
        return False
    named = order_refs.goods_words(turn)
    return bool(named) and bool(await quiet_search(turn, " ".join(named)))


# Goods said by the order they came in, asked of an offer
_OF_AN_ORDER = frozenset({"order", "order_status", "reorder"})

# Readings that advice asked on an order is misread as: goods looked for, a trouble told
_ADVICE_MISREAD = frozenset(
    {"search", "product_detail", "browse", "complaint", "cancel_order", OUT_OF_DOMAIN, CLARIFY}
)
_OFFERS_READ = frozenset({"offers", "apply_coupon", "clear_coupon", "coupons_together"})


# Readings "something sweet for dinner" is misread as: a dinner's ideas, a search of "sweet"
_SWEET_MISREAD = frozenset({"search", "meal_ideas", "general", "recipe", CLARIFY, "unknown"})


# Readings of a cancelled order wanted again: its cancelling, a trouble told, its state
_CANCELLED_BACK_MISREAD = frozenset({"cancel_order", "complaint", "order_status", "order"})
# Readings of the goods' coming asked by a guest, who has no order placed to cancel or track
_COMING_MISREAD = frozenset(
    {"cancel_order", "order_status", "order", CLARIFY, "general", "unknown"}
)
# Readings of a dish's goods' cost asked by the dish's name: the cart's sum, a price, a search
_A_DISHS_COST_MISREAD = frozenset(
    {"cart_summary", "faq", "product_detail", "search", "general", "price", CLARIFY}
)


async def by_the_store(turn: Turn, understood: Understanding) -> str:
    """The request, once a message the model could not place is tried as a product's, an
    aisle's or a policy's name."""
    intent = understood.intent
    if account_settings.asked(turn):
        return "account_settings"  # "how do i add a new address": the account's, no goods
    if account_to_order.asked(turn):
        return "account_to_order"  # "can i check out as a guest": the sign-in rule, no cart
    if await code_with_the_sum.puts_a_code_on(turn):
        return "apply_coupon"  # "7ot BBQ10 w kam il total": the code, and the sum it makes
    if wallet_covers.asked(turn):
        return "wallet_covers"  # "is my wallet enough for my cart": the two weighed
    if (
        intent in _A_DISHS_COST_MISREAD
        and recipes.cost_asked(turn)
        and await recipe_names.recipe_named_whole(turn) is not None
    ):
        return "recipe"  # "the lentil soup sounds good, how much is everything for it"
    if (
        intent in _SWEET_MISREAD
        and sweet_for_a_meal(turn.utterance.topic, turn.message.for_model)
        and await catalogue.names_an_aisle(turn)
    ):
        return "wish"  # "abi shay 7ilo lil 3asha": the sweets, not a dinner nor sweet paprika
    if intent not in _OF_PAYING and payment_trouble.tells_of_it(turn.message.for_model):
        return "complaint"  # "عندي مشكله بالدفع": what happened is asked, a person offered
    if intent in _OF_AN_ORDER and await _an_offer_on_goods_had(turn):
        return "offers"  # "the fine tissues i took last month, any offer on them?": the offers
    if intent not in _OFFERS_READ and await offer_themes.asks_what_it_holds(turn):
        return "offers"  # "saw the ghabga promo, what's included?": that offer's card
    if await line_told_otherwise.asked(turn, intent):
        return "update_cart_item"  # "البيض ابيه بني مو ابيض": the cart's eggs, another kind
    if await line_told_otherwise.changed_with_a_count(turn, intent):
        return "update_cart_item"  # "حولها للبني ٣٠" of the white eggs: the brown tray of 30
    if await area_fee_and_time.asked(turn, intent):
        return "delivery_slots"  # "il delivery 7ag il jahra cham? yoosal gabl il 3isha?"
    if intent != "select_address" and await cart_to_a_place.asked(turn):
        return "select_address"  # "abi il order ywa9el bait ahli": the cart's, to that place
    if intent != "select_address" and cart_to_a_place.sent_there(turn):
        return "select_address"  # "وصلها بيت ابوي", "send it to my job": the cart's, there
    if await goods_for_a_place.asked(turn, intent):
        return "search"  # "ابي تمر للدوام": dates for the office, not the cart sent there
    if intent in _COMING_MISREAD and not turn.customer_id and delivery_times.asks_it_now(turn):
        return "delivery_slots"  # a guest's "can the order come now?": the cart's, no order's
    if minimum_reached.asked(turn):
        return "minimum_reached"  # "did we reach the minimum": the cart against its area's
    if await area_minimum.area_asked(turn) is not None:
        return "area_minimum"  # "minimum order for jahra?": that zone's minimum, in words
    if (
        intent == "delivery_info"
        and total_beside_minimum.asks_the_total(turn)
        and await area_fee_said.area_asked(turn) is not None
    ):
        return "cart_summary"  # "total and delivery to jahra?": the cart with that fee
    if intent in _VALUE_READ_AS | {"delivery_info"} and await area_fee_said.asks_why_dear(turn):
        return "area_fee_why"  # "التوصيل للوفره جم؟ ليش غالي": the zone's fee and why
    if (
        intent not in ("offers", "clear_coupon", "apply_coupon")
        and turn.utterance.has("OFFERS", "COUPON")
        and not turn.utterance.has("REMOVE", "CLEAR", "NEGATION", "USE")
        and offer_asks.asks_for_a_big_basket(turn)
    ):
        return "offers"  # "a promo for large baskets", "any coupon for bulk shopping": the code a large basket earns
    if store_contact.asked(turn):
        return "store_contact"  # "whats ur phone number", "رقمكم كم": the store's own line
    if await placed_window.asked(turn):
        return "placed_window"  # "can i move my chalet order to the afternoon": not here
    if booked_slot.told(turn):
        return "booked_slot"  # "i booked 9 to 11 tmrw": our delivery window, not a clinic's
    if await delivery_times.asked(turn):
        return "delivery_slots"  # "bring it home saturday evening": that day's windows
    if delivery_times.asks_express_to_a_place(turn):
        return "delivery_info"  # "express lil chalet cham?": that place's express fee
    if asks_onto_a_placed_order(turn.message.for_model.lower(), turn.memory.get(INTENT)):
        # "عندي طلب للشاليه باجر، اقدر ازيد عليه عصير؟": the order named takes no more, before
        # the goods it names read as goods asked
        return "goods_for_a_placed_order"
    if (
        intent not in _OFFERS_READ
        and turn.utterance.code is None
        and turn.utterance.has("OFFERS", "COUPON")
        and codes_in_talk.asks_it_on_the_cart(turn)
        and not saving_codes.asks_which_saves(turn.typed_and_read, offers_shown=False)
    ):
        return "offers"  # "any coupon on chicken? would it work on my cart?": the codes first
    if intent in _CODE_ASKED_MISREAD and offers_for_children.asks_for_a_code(turn):
        return "offers"  # "fi coupon 7ag aghradh il bebi?": a code asked for, none removed
    if points_with_wallet.asked(turn) and not points_asked_with.of_a_placed_order(turn):
        return "use_wallet"  # "النقاط والمحفظه مع بعض يصير؟": both rules, nothing proposed
    if points_with_wallet.spends_both(turn) and not points_asked_with.of_a_placed_order(turn):
        return "points_and_the_rest"  # "use my points n the rest from the wallet"
    if points_asked_with.of_a_placed_order(turn):
        return "points_on_placed_order"  # "اقدر استعمل نقاطي على طلب البيت؟": none on it
    if intent in _POINTS_READ and points_asked_with.with_the_total(turn):
        return "cart_summary"  # "the total now? can i use my points": the cart, points beside
    if intent in _POINTS_READ | _BALANCE_MISREAD and points_and_how.asked(turn):
        return "points_balance"  # "kam no8a6 3indi w kaif asta3milha": the count, the rule
    if intent not in ("apply_loyalty", "points_balance") and points_to_use.asked(turn):
        return "apply_loyalty"  # "how many points have i got? want to use them": on the cart
    if intent in _BALANCE_MISREAD and own_balance.asks_own_balance(turn):
        return "points_balance"  # "كم عندي بالوالت والبوينتس": theirs, not how they work
    if order_sought.asks_to_find(turn, intent):
        return "order_status"  # "just find my order pls": where it is, no goods searched
    if await order_affirmed.affirmed(turn):
        return "order_status"  # "ee il halloumi wil labna" after that order's card: that order
    in_talk = turn.memory.get(INTENT) in order_in_talk.ABOUT_AN_ORDER
    if (by_goods := order_by_goods.reading(turn, intent, in_talk=in_talk)) is not None:
        return by_goods  # "it's the one with the watermelon" after where the orders are
    if (listed := await goods_listed.read_as(turn, understood)) is not None:
        return listed  # "do you have clorox, toilet cleaner and dishwasher tablets?": the goods
    if intent in _LUNCHBOX_READ_AS and lunchbox_kept_to_a_diet(turn.message.for_model):
        return "search"  # "my daughter has celiac, what can she take in her lunchbox": goods
    if intent in SEARCHING and await _counts_a_named_product(turn):
        return "add_to_cart"  # "kitkat wa7id", "2 kitkat": that many of it, to buy
    if intent in _AMOUNT_READ_AS and await amounts_to_buy.ordered_by_amount(turn):
        return "add_to_cart"  # "3 kilo tomatoes" after an add: that much of them, to buy
    if (missing := await dish_missing.asked(turn)) is not None:
        return missing  # "what am i missing for machboos?": the recipe held against the cart
    if await dish_without.asked(turn):
        return "dish_without"  # "can i make machboos without saffron?": a plain answer
    if recipe_asked.asks_a_dishs_recipe(turn, intent, understood.confidence):
        return "recipe"  # "3indkum wasfat mandi? 3azamt ahli": that dish's, or said none
    if intent in _ALTERNATIVE_MISREAD and await kitchen.asks_the_sold_outs_alternative(turn):
        return "similar"  # "none left? what's the alternative" after the powder, sold out
    if recipes_else.asks_another(turn):
        return "meal_ideas"  # "anything else, one guest is vegan" right after a recipe
    if portions.asked(turn):
        return "portions"  # "is 1 kg of shrimp enough for 6 people?": the portion rule
    if weight_fit.weight_asked(turn) is not None:
        return "weight_fit"  # "el pants size 5 tyee 7ag 9-14 kilo?": the spans on the packs
    if intent in ("complaint", "order") and asks_if_it_came(turn.message):
        return "order_status"  # "has my order been delivered yet": asked, no problem said
    if spending.asks_whats_left(turn):
        return "spending_left"  # "cham baqi 3ala el 10?": the amount less the cart, no order
    if (
        intent in _DISH_READ_AS
        and dish_goods.dish_asked(turn.message.for_model.lower()) is not None
        and not await recipes.names_a_recipe(turn)
    ):
        return "recipe"  # "wanna bake a chocolate cake": what it is made of, as goods
    if intent in _STARTERS_READ_AS and asks_for_starters(turn.utterance.tokens):
        return "meal_ideas"  # "abi mgabbilat", "starters for 8 guests": the store's recipes
    if intent in _HOME_GOODS_READ_AS and spending.shops_for_the_home(turn):
        return "home_shopping"  # "abi a8radh el bait w ma3ay 10 KD": what the home needs
    if intent in PRICE_MISREAD and (
        (names_with_its_price_asked(turn.utterance) and await names_an_item(turn))
        # "how much is the lamb per kg": one word will do where the gate finds it ours
        or await product_facts.prices_a_named_product(
            turn, fewest=1 if understood.domain < OFF_DOMAIN_SURE else 2
        )
    ):
        # "tide el gel kam", "el fairy kam": a product's price, its card; not the cart's sum
        # nor how long something cooks
        return "search"
    if (
        intent == "clear_cart"
        and not turn.utterance.has("CLEAR", "CART", "ALL", "REMOVE")
        and await names_an_item(turn)
    ):
        return "search"  # "baby wipes": a product, no cart named nor anything emptied
    if (
        intent == "brands"
        and not turn.utterance.has("BRANDS")
        and await names_a_product(turn, near=True)
    ):
        return "search"  # "كتكات": goods named by their brand alone, their cards, no brand list
    if intent == CLARIFY and turn.utterance.asks and await names_a_product(turn):
        return "search"  # "وش تنصحني من الرز": advice asked of goods it names, their cards
    if intent != "storage" and kitchen.keeps_the_one_in_view(turn):
        return "storage"  # "لو ما طبخته اليوم شلون اخزنه" after the hamour: how it keeps
    if intent in SEARCHING and not turn.utterance.topic and turn.utterance.has("RECIPE"):
        return "meal_ideas"  # "عندكم وصفات؟", "shino el wasfat elli 3indkom": our recipes
    if intent in _BEFORE_ORDERING_READ_AS and delivery.asks_before_ordering(turn):
        return "delivery_info"  # "لو طلبت الحين متى يوصل": how long delivery takes
    if intent in _VALUE_READ_AS and better_value.asks_value(turn):
        return "better_value"  # "which size is better value": the price per kilo of each pack
    if (
        intent != "offers"
        and offer_ends.asks_when_it_ends(turn)
        and (
            turn.utterance.has("OFFERS")
            or (
                offer_asks.may_name_a_code(turn)
                and offer_asks.code_named(turn, await turn.call("offers", turn.store.offers))
                is not None
            )
        )
    ):
        # "متى يخلص عرض الالبان", "متى ينتهي كود BABY15": until when it runs, not the aisle
        # nor the code applied
        return "offers"
    if intent in _ADVICE_MISREAD and asks_advice_on_an_order(turn.typed_and_read.lower()):
        return "help"  # "i could use some advice on my order": what can be done, no goods
    if asks_onto_a_placed_order(
        turn.message.for_model.lower(), turn.memory.get(INTENT)
    ) or await _more_goods_for_a_placed_order(turn):
        return "goods_for_a_placed_order"  # "can i add water to my order?": it takes no more
    if saving_codes.asks_which_saves(turn.typed_and_read, offers_shown=bool(turn.offers_shown)):
        return "best_coupon"  # "which code saves me most", "حط اللي يوفر اكثر": worked out
    if intent == "faq" and asks_to_combine(turn.message.for_model):
        return "coupons_together"  # "FRESH10 yemshi ma3 el bbq code?": one per order
    if intent != "handoff" and guest_orders.claims_an_order(turn):
        return "order_claimed"  # "ana 6alabt mn el app": no order of theirs to see, signed out
    if (
        membership.tells_how_often(turn)
        or membership.names_the_membership(turn)
        or (intent in _ASKED_OF_PAYING and membership.asks_worth(turn))
    ):
        return "pro_worth"  # "is fresh pro worth it", "I order 4 times a month": the sums
    if intent in _ASKED_OF_PAYING and paying.ways_named(turn):
        return "pay_by"  # "can i pay with mada", "agdar adfa3 cash?": taken or not, said
    if intent == "reorder" and past_sizes.asks_a_likeness(turn):
        return CLARIFY  # "نفس السعر؟" (same price?) repeats no order: asked what is meant
    if intent == "reorder" and _asks_of_an_order(turn):
        return "order"  # "نفس الطلب اللي قبل كم كان سعره": the order shown, none placed again
    # "same rice but the 2kg" may read like a complaint of what came; one names a problem
    resized = intent not in _NOT_GOODS and not (
        intent == "complaint" and states_a_problem(turn.message)
    )
    if resized and await past_sizes.asks_another_size(turn):
        return "same_in_another_size"  # "same diapers but size 5": the one bought, resized
    if intent in ("complaint", "order_status", "order") and await _late_order_asked(turn):
        return "order_status"  # "my order is late, where is it": its status, with an apology
    problem = states_a_problem(turn.message)
    # "the order from friday", "3eed 6alab el dijaj wel 3eish": a past order described
    vague_off_topic = intent in (CLARIFY, "general", "unknown") and (
        understood.domain >= OFF_DOMAIN_SURE
    )
    if (
        not vague_off_topic
        # "a get-together saturday, what should i order": goods to buy for it, no order
        and not understood.what_to_buy
        # "chem il 7ad il adna 7ag il order" in Jahra: the minimum asked, no order of theirs
        and not (intent == "faq" and asks_the_minimum(turn.message.for_model))
        and (described := await order_refs.request_about(turn, intent, problem)) is not None
    ):
        return described
    if intent == "on_list" and shopping_list.asks_whole_list(turn):
        return "cart_summary"
    misread = intent in (OUT_OF_DOMAIN, CLARIFY, "unknown") or (
        intent == "faq"
        and not turn.utterance.asks  # a bare name asks no policy
        # ...but "and if the fish comes not fresh what do i do" asks the rule for it
        and not asks_what_happens_if(turn.message.for_model)
    )
    # A vague wish ("ابي شي حلو") may hold one word a product holds too ("sweet"): only
    # a message the model took for off-topic or a policy question is read by one word.
    # ...or that the domain gate all but rules out ("kam 5 x 7" right after an offer of laban),
    # or a doctor's question ("chicken pox in kids how long does it last"), which no policy
    # of ours answers by its "how long"
    sure_off_topic = intent == OUT_OF_DOMAIN and (
        understood.confidence >= SURE
        or understood.domain >= SURE
        or a_health_question(turn.message.for_model)
    )
    # "شنو الكويت اليوم" (the news) holds a brand's one word: a message the model is sure
    # is off-topic must name a product by two words ("نسكافيه قولد")
    fewest = 2 if intent in (CLARIFY, "unknown") or sure_off_topic else 1
    tokens = turn.utterance.tokens
    if (len(tokens) == 1 or (len(tokens) == 2 and tokens[0] in JOINERS)) and not sure_off_topic:
        fewest = 1  # "وعجوه؟" after the Sukkari dates, "w el tamat?": a name alone is asked for
    # "abi shampoo حق القشره", "abi 9aboon 7ag el 97oon" read like "...حق ١٠ اشخاص" of a
    # recipe, but name no dish
    # "mutabbal, ingredients pls": the ingredients of a dish the store has a recipe for ask
    # for the recipe, though no recipe word says so (and never for the allergens' policy)
    unasked_recipe = (
        intent == "recipe"
        and not turn.utterance.has("RECIPE")
        and not asks_what_it_needs(turn.message.for_model)  # "شو احتاج عشان اسوي كيك"
        # "ابي اعمل فتوش", "abi a3mal tabbouleh": a dish of ours named is asked for, whatever
        # policy the verb beside it may also name ("اعمل" and the hours of "العمل")
        and not await recipes.names_a_recipe(turn)
    )
    # "تونه بزيت الزيتون" (tuna in olive oil) may read like a complaint; one says what
    # went wrong, a product's name does not
    unsaid_problem = (
        intent == "complaint"
        and not states_a_problem(turn.message)
        and not turn.utterance.has("ORDER", "DELIVER")
        and not awaits_an_order(
            turn.message, turn.utterance, understood.ranking.top
        )  # "the wipes i ordered aren't here"
    )
    # "ابي المنثول" looks like "ابي الموظف" to the model, but asks for no person
    unasked_person = (
        intent == "handoff"
        and understood.confidence < SURE
        and understood.rule not in ("handoff", "unknown")
        and not turn.utterance.has("HUMAN")
    )
    if (
        (misread or unasked_recipe or unsaid_problem or unasked_person)
        and not understood.injection
        and (
            await names_a_product(turn, 2 if unasked_recipe or unsaid_problem else fewest)
            or (intent in (CLARIFY, "unknown") and await names_a_brand(turn))
            or await names_products_each(turn)
            # "is there tide in gel form": a brand and its variant, beside a word of neither
            or (
                misread
                and not sure_off_topic
                and bool(await brand_variants.named_variants(turn, turn.utterance.topic))
            )
            # "صابون حق الصحون": a thing for something, no dish the store has a recipe for
            or (
                unasked_recipe
                and not await recipes.names_a_recipe(turn)
                and await names_an_item(turn)
            )
        )
    ):
        # "شيبس ليز بالملح": a product's own name is a request for it; "عطني بيبسي علب"
        # with a cart verb first, to buy it
        verb_first = turn.utterance.cart_verb_first
        intent = "add_to_cart" if verb_first and not unsaid_problem else "search"
    elif (
        unsaid_problem
        and (
            turn.utterance.where("WANT") == 0
            or len(turn.utterance.segments()) > 1
            or understood.confidence < SURE
        )
        and not understood.injection
        and await names_an_item(turn)
    ):
        # "ابي ماي ابراج ومناديل فاين ومناديل مبلله": a list of things wanted, no problem
        intent = "search"
    elif (
        intent in _WEIGHED_AS
        and understood.domain < OFF_DOMAIN_SURE
        and nutrition.weighs_a_nutrient(turn.message.for_model)
    ):
        intent = "nutrition"  # "اي نوع تمر فيه سكر اقل": the figures weighed, not a price
    elif (
        intent in ("meal_ideas", "set_express")
        and not understood.injection
        and not asks_what_to_make_with(turn.message.for_model)  # "wesh asawi bel 3adas"
        and await names_a_product_in_its_words(turn)
    ):
        # "quaker quick cook oats", "شوفان كويكر سريع التحضير": "quick" is the oats' own
        # name, no quick meal or delivery asked
        intent = "search"
    elif (
        intent != "meal_ideas"
        and not understood.injection
        and await recipes_for_a_need.asks_recipes_for_need(turn)
    ):
        intent = "meal_ideas"  # "which of your recipes suit a coeliac": held against it
    elif intent in _ASKED_OF_A_DISH and await recipe_diets.fit_asked_of_a_recipe(turn):
        intent = "recipe"  # "is the shakshuka vegan?": the dish held against the diet
    elif (
        intent in _ASKED_OF_ALL_GOODS
        and (not sure_off_topic or goods_fit.asks_plainly(turn))
        and not understood.injection
        and await goods_fit.asked(turn)
    ):
        intent = "goods_fit"  # "is the shawarma chicken safe for her" after "she is celiac"
    elif (
        intent in ("product_detail", "search", "general", "faq", "unknown", "meal_ideas", CLARIFY)
        and not turn.utterance.has("ADD", "TAKE", "CART")
        and not understood.injection
        and await recipe_names.recipe_named_whole(
            turn,
            one_word=turn.utterance.has("INGREDIENTS"),  # "shno ingredients el murabyan"
        )
        is not None
    ):
        # "the lentil soup sounds good whats in it": a recipe named whole, asked about
        intent = "recipe"
    elif (
        intent in ("product_detail", "search", "general", CLARIFY)
        and (understood.confidence < SURE or intent == "product_detail")
        and turn.utterance.has("RECIPE")
        and turn.utterance.has("INGREDIENTS")
        and turn.utterance.topic
        and not (intent == "product_detail" and await names_a_product(turn))
    ):
        # "مكونات مطبق زبيدي": a dish's ingredients, known or not; "ingredients of lays
        # chips" is what one product holds
        intent = "recipe"
    elif (
        intent in ("faq", "general")
        and understood.confidence < SURE
        and not understood.injection
        and await names_a_product(turn, 2)
    ):
        # "wain 2agdar algi el 5obz el irani": where to find a product every word names
        intent = "search"
    elif intent == "faq" and misread and _names_only(turn.utterance):
        intent = "general"  # "nutella": a name the store does not know asks no policy
    elif turn.memory.get(INTENT) == "locations" and _CONTACT.search(turn.typed_and_read):
        intent = "locations"  # "w ra8mhum?" right after a branch: its card holds the phone
    elif intent in ("search", CLARIFY, "unknown") and _BRANCHES.search(turn.message.for_model):
        intent = "locations"  # a product search names no branch
    elif (
        intent == "add_recipe_to_cart"
        and turn.utterance.has("RECIPE")
        and not turn.utterance.has("ADD", "CART", "ALL", "USE")
    ):
        intent = "recipe"  # "عطني وصفه حق شي بالروبيان": give me the recipe, not its goods
    elif intent in ("order_status", "order") and states_a_problem(turn.message):
        # "where is my order, the eggs came broken": the status with an apology, the policy
        # and a person
        intent = "complaint"
    elif (
        intent in (CLARIFY, "unknown")
        # "something sweet that isn't dates": a wish's word, however unsure the model was
        or (intent == "general" and any(word in WISHED for word in turn.utterance.topic))
    ) and await catalogue.names_an_aisle(turn):
        intent = "wish"  # "ابغى شي حق الريوق": a vague wish for an aisle's goods
    elif (
        # thanks for the help ("شكرا على المساعده") asks for no policy; "thanks, and how do
        # refunds work?" does
        (misread or (intent == "thanks" and turn.utterance.asks) or unasked_recipe)
        and not understood.injection
        and not sure_off_topic
        and await faq.names_a_policy(turn)
        # "bdal abu auf 7e6ha" with the Abu Auf in the cart: a line swapped, not the policy
        and not await line_swaps.swaps_a_line(turn)
    ):
        # "whats ur return policy", "apple pay ok?", "shlon asawi refund" (read as a dish):
        # the store's answer; "help me with my homework" (surely off-topic) is not the contact
        # page
        intent = "faq"
    elif (
        intent == "select_delivery_area"
        and not turn.utterance.has("DELIVER", "AREA", "ADDRESS", "PLACE")
        and not await delivery.names_an_area(turn)
    ):
        # "tahini bayara": a brand that sounds like an area ("Bayan"), with nothing said of
        # delivering or of an area and no area of ours named: goods to find
        intent = "search"
    return intent


def why_the_code_failed(turn: Turn) -> bool:
    """ "lesh ma ye9eer", "why not?" right after a code was tried: why it did not take, which
    the coupons' rule answers; alone it is any matter's question."""
    return turn.memory.get(INTENT) in TRIED_A_CODE and asks_why_it_failed(turn.message.for_model)


# A branch's phone or place, asked right after its card
_CONTACT = Pattern(
    r"\b(?:phone|number|call|contact|address|location|map|ra8m\w*|raqam\w*|rqm\w*)\b"
    r"|(?<!\w)(?:و)?(?:رقم\w*|تلفون\w*|تليفون\w*|هاتف\w*|عنوان\w*|لوكيشن|موقع\w*|اتصل)(?!\w)",
    re.IGNORECASE,
)
# "abi a3rf el branches elli 24 sa3a": a question about the branches, whatever else it holds
_BRANCHES = Gated(r"\bbranch(?:es)?\b|(?<!\w)(?:ال)?(?:فرع|فروع|فروعكم|فرعكم)(?!\w)")

# "i want to file a complaint", "ابي اقدم شكوى", "abi a6ra7 shakwa": a complaint to lodge with
# a person, whatever went wrong (said before or not at all)
_LODGE_A_COMPLAINT = Gated(
    r"\b(?:file|make|lodge|raise|submit|open|register)\s+(?:a\s+)?(?:formal\s+)?complaint\b"
    r"|(?<!\w)(?:اقدم|اسوي|ارفع|اطرح|اطر|اسجل|اكتب|ابي|ابغي|ودي)\s+(?:ال)?شكو(?:ي|ى|ا|ه)(?!\w)"
    r"|(?<!\w)(?:ابي|ابغي|ودي|بغيت)\s+اشتكي(?!\w)|\bi want to complain\b"
)


# ...but not one against a party of the shopper's own life: "ابي اشتكي على الجيران", "i want
# to complain about my neighbours", "how do i report my employer", "ubi ashtiki 3ala el
# shirka" are no matter of the store's, and open no ticket. A ticket is a complaint of ours
# (an order, a driver, the app, a charge); a company, an employer, a school or an office
# said bare ("the company") is the shopper's own, "your company" ours.
_MY_PARTIES = (
    r"neighbou?rs?|landlord|landlady|boss|manager|supervisor|colleagues?|co-?workers?|school"
    r"|teacher|kafeel|sponsor|building|employer|company|firm|workplace|job|work|office"
    r"|university|college|contractor|agency|maid|nanny|bank|insurance"
)
# ...of which "the" or "a" says no party of ours either ("the company", "a hospital")
_THE_PARTIES = (
    r"neighbou?rs?|landlord|landlady|employer|company|firm|workplace|school|university|college"
    r"|contractor|agency|ministry|government|municipality|police|bank|hospital|clinic"
    r"|airline|hotel|gym|mechanic|garage|insurance company|telecom company|internet provider"
)
_AGAINST_ANOTHER_PARTY = Gated(
    rf"\b(?:about|against|on)\s+(?:(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:{_MY_PARTIES})"
    rf"|(?:the|a|an)\s+(?:{_THE_PARTIES}))\b(?!'?s?\s+(?:card|account|app|order|delivery|charge))"
    rf"|\b(?:report|sue)\s+(?:(?:my|our)\s+(?:{_MY_PARTIES})|the\s+(?:{_THE_PARTIES}))\b"
    r"|\b(?:labou?r|employment|workplace)\s+(?:complaint|court|office|ministry|law)\b"
    r"|(?<!\w)(?:على|علي|عن|ضد)\s+(?:ال)?(?:جيران|جار|جاري|جيراني|كفيل|كفيلي|مديري|مديرتي|موديري"
    r"|مدرسه|معلم|معلمه|صاحب البيت|مالك|حارس|شركه|شركة|شركا|شركت|شركتي|شركتنا|دوامي|شغلي"
    r"|جهتي|وزاره|وزارة|حكومه|بلديه|بنك|مستشفى|جامعه|مقاول|خدامه|خدامتي|مكتب الخدم"
    r"|مكتب العماله|زميل|زميلي|زميلتي|زملائي|كراج|فندق|التامين|شركه التامين)(?!\w)"
    r"|(?<!\w)(?:ال)?(?:شكوى|شكوي|شكوه) (?:عماليه|عمالية|العمل|عمل|بالعمل|بالشغل)(?!\w)"
)


async def _late_order_asked(turn: Turn) -> bool:
    """Where a late order is, asked, with no complaint to lodge nor person asked for; "wain
    el 5ubz ma wisal" names an item missing from what came, no late order."""
    if not support.asks_after_a_late_order(turn) or lodges_a_complaint(turn):
        return False
    return turn.utterance.has("ORDER") or not await names_an_item(turn)


# The replies after which a wrong size said is one more thing that came wrong
_COMPLAINED = frozenset({"complaint", "handoff", "order_status", "order"})


def _another_wrong_size(turn: Turn) -> bool:
    """ "and the milk is 1 litre not 2", "el 7aleeb 1 litre mo 2" right after a complaint or
    an order shown: a size that came wrong, never a search of the milk nor a cart change."""
    return (
        turn.memory.get(INTENT) in _COMPLAINED
        and WRONG_MEASURE.search(turn.message.for_model) is not None
        and not turn.utterance.has("ADD", "CHANGE", "REMOVE", "WANT", "CART")
    )


def _kept_away_uncounted(turn: Turn) -> bool:
    """A kind wished for with an allergen kept away and nothing counted ("give me snacks
    without nuts", "عطني سناكات بدون مكسرات"): which of the kind keep it out is asked, not
    a product to add; the allergen's own word would ground the very goods to avoid."""
    return bool(need_of(turn.message.for_model).avoid) and turn.utterance.quantity is None


# Goods a shopper names when they came wrong ("the eggs were broken", "الحليب كان خربان")
_GOODS_SAID = (
    r"eggs?|bottles?|jars?|items?|groceries|bags?|products?|packs?|cartons?|milk|bread|chicken"
    r"|meat|fish|fruits?|vegetables|veg|yogh?urt|laban|cheese|juice|tomato(?:es)?|food"
)
_GOODS_SAID_AR = (
    r"(?:ال)?(?:حليب|لبن|روب|زبادي|خبز|بيض|دجاج|لحم|سمك|خضار|فواكه|فاكهه|طماط|طماطم|خيار|جبن"
    r"|عصير|اكل|اغراض|منتجات|كرتون|قوطي|علبه)(?: (?:كان|كانت|طلع|طلعت))?"
)


# ...unless what went wrong is ours all the same: "a complaint against the company, my order
# came late", "ابي اشتكي على الشركه، المندوب كان وقح"
_OF_OURS = Gated(
    r"\b(?:orders?|deliver\w*|driver|your app|the app|charged|refund\w*|your company|you guys)\b"
    r"|(?<!\w)(?:و|ف)?(?:ب|ل)?(?:طلبي|الطلب|طلبيتي|الطلبيه|الاوردر|التوصيل|المندوب|السواق|التطبيق"
    r"|خصمتوا|خصمتو|شركتكم)(?!\w)"
    # ...or goods had of us: "the lunch boxes you sold me", "اللي اشتريته منكم"
    r"|\byou (?:guys )?(?:sold|sent|delivered|gave)\b|\b(?:bought|ordered|got) (?:\w+ )?from"
    r" (?:you|u|your (?:store|shop|app))\b"
    r"|(?<!\w)(?:بعتوه|بعتوها|بعتوني|ارسلتوه|ارسلتوها|جبتوه|جبتوها|طرشتوه|طرشتوها"
    r"|(?:شريته|شريتها|اشتريته|اشتريتها|طلبته|طلبتها|خذيته|خذيتها) منكم)(?!\w)"
    # ...or goods that came spoiled, broken or short: "against the company, the chicken was
    # spoiled", "على الشركه، البيض وصلني مكسور"; words of food gone bad, or of things broken
    # said of goods or of their arriving (a landlord's broken air conditioner is no goods)
    r"|\b(?:spoil(?:ed|t)|rotten|rotting|mou?ldy|stale|not fresh|gone off|went off"
    r"|missing items?|items? (?:were |was |are )?missing|wrong items?)\b"
    rf"|\b(?:came|arrived|delivered|{_GOODS_SAID})(?: (?:were|was|are|is|came|arrived))?"
    r"(?: all| already)? (?:broken|smashed|crushed|leaking|leaked|damaged|melted|opened|open"
    r"|warm|squashed|expired|past (?:its|their|the) (?:expiry|date))\b"
    r"|(?<!\w)(?:خايس|خايسه|خايسة|معفن|معفنه|متعفن|عفن|منتهي الصلاحيه|منتهيه الصلاحيه"
    r"|منتهي الصلاحية|منتهية الصلاحية)(?!\w)"
    rf"|(?<!\w)(?:وصل|وصلني|وصلت|وصلتني|وصلو|وصلوا|جا|جاني|جات|جاتني|جو|جاو|{_GOODS_SAID_AR})"
    r"(?!\w)(?: \w+)? (?:خربان|خربانه|خربانة|مكسور|مكسوره|مكسسر|ناقص|ناقصه|تالف|تالفه|منتهي"
    r"|منتهيه|ذايب|ذايبه)(?!\w)"
)


@while_read
def lodges_a_complaint(turn: Turn) -> bool:
    said = turn.message.for_model
    if not _LODGE_A_COMPLAINT.search(said):
        return False
    return not _AGAINST_ANOTHER_PARTY.search(said) or _OF_OURS.search(said) is not None


async def against_the_state(turn: Turn, intent: str, taken: str | None) -> str:
    """The request a follow-up makes of what the turn before showed, offered or asked;
    `taken` is what a plain "yes" takes up (`talk.taken_up`)."""
    span = weight_fit.weight_asked(turn)
    if span is not None and span[0] != span[1] and not turn.utterance.has("ADD", "CART"):
        # "anything for 4-8 kg" after the diapers: a span of weights the packs are for; its
        # first number is no count of the goods shown
        return "weight_fit"
    next_step = support.asks_what_next(turn, intent)
    focused = talk.about_the_focus(turn) if taken is None and not next_step else None
    if taken is None and await _lets_go_of_nothing_offered(turn):
        intent = "thanks"  # "forget the cheese, never mind": nothing to take back or show
    elif taken is None and await recipe_part.part_wanted(turn) is not None:
        intent = "recipe_part"  # "khalas, just the lettuce and bread" of the fattoush
    elif taken is None and recipe_let_go.lets_it_go(turn):
        intent = "recipe_let_go"  # "la2 5alas ummi bitsawiha" right after a recipe's goods
    elif taken is None and await recipe_as_before.as_before(turn) is not None:
        intent = "recipe_as_before"  # "add its things, the rice the same as last time"
    elif (
        support.asks_new_ticket(turn)
        or (lodges_a_complaint(turn) and intent not in ("order_status", "cancel_order"))
        # "i want to talk to someone about the double charge": the person, not the apology
        or (intent == "complaint" and person_asked.asks_for_a_person(turn))
    ):
        intent = "handoff"  # a complaint lodged is a ticket, through the handoff's path
    elif next_step:
        intent = "what_next"  # "so what do I do now" after a complaint, "متى يردون"
    elif fee_with_times.asks_express_fee_in_talk(turn):
        intent = "delivery_info"  # "how much is express there" after the address: its fee
    elif _another_wrong_size(turn):
        intent = "complaint"  # "and the milk is 1 litre not 2" after a wrong item told
    elif await reorder_stand_in.stand_in_named(turn) is not None:
        intent = "reorder_stand_in"  # "the gel in place of the powder" the reorder left out
    elif await takes_only_the_shown(turn, intent):
        intent = "add_to_cart"  # "ok then just the chops" after their card: those, to the cart
    elif taken is not None:
        intent = taken  # "yes please" to the person or the ingredients just offered
    elif intent == "search" and adds_after_asking(turn.message.for_model):
        intent = "add_to_cart"  # "3indkom 5ubz rgag? 7ito 2": asked, then put in the cart
    elif lists_goods_to_buy(turn, intent):
        intent = "add_to_cart"  # "ok 2 of the salted ones and the kitkat box" after a card
    elif (
        await adds_on(turn, intent)
        and not offer_words.adds_to_the_offer(turn)
        and await shown_offers.code_typed(turn) is None  # "bbq10 pls": a running code, no goods
    ):
        # "and 2 kilo basmati" once goods were put in: more of them (onto the offer still
        # waiting, when one is: read below)
        intent = "add_to_cart"
    elif intent in ("product_detail", "general", CLARIFY) and await kept_goods.kept_as_said(turn):
        intent = "search"  # "بطاطس مجمده": the fries of the frozen aisle, not one product
    elif intent in ("product_detail", "general", CLARIFY, OUT_OF_DOMAIN) and (
        await ready_goods.ready_first(turn)
    ):
        intent = "search"  # "any ready to eat foul": the tins of foul, no meal out
    elif intent == "add_to_cart" and _kept_away_uncounted(turn):
        intent = "search"  # "give me snacks without nuts": the snacks that keep it out
    elif intent == "recipe" and await goods_not_dish.wants_the_goods(turn):
        # "3a6ni pasta": pasta from the shelf, not the bechamel; "3indkum 7ummu9 bil tahina?"
        # asks whether the tin is stocked, to be shown
        only_asks = turn.utterance.has("SEARCH") and not turn.utterance.has("TAKE", "WANT", "ADD")
        intent = "search" if only_asks else "add_to_cart"
    elif intent not in _NO_RECIPE_FOLLOW_UP and await dish_swaps.swap_asked(turn) is not None:
        intent = "dish_swap"  # "can i do it with chicken instead?" of the harees just shown
    elif await shown_stand_in.stand_in_asked(turn) is not None:
        intent = "stand_in_shown"  # "عادي المقشره بدالها؟" of the peeled tomatoes shown
    elif recipe_diets.diet_told_of_the_ideas(turn, intent):
        intent = "meal_ideas"  # "anything, but one guest is vegan" after the ideas: kept to it
    elif refunds.asks_if_refunded(turn):
        # "did my refund come through?", "الفلوس رجعت لي؟"; "can i cancel it and get my money
        # back" asks to cancel, the money back is what cancelling brings
        intent = "cancel_order" if refunds.cancels_for_it(turn) else "refund_asked"
    elif await diet_in_view.asks_of_the_one_in_view(turn):
        intent = "nutrition"  # "fee gluten?", "is that dairy free" right after a product
    elif await diet_in_view.asks_how_sweetened(turn):
        intent = "nutrition"  # "is it really no sugar or only no added" of the juice shown
    elif await shown_offers.asks_what_one_holds(turn):
        intent = "offers"  # "el ghabga shno feeh" after the offers: that offer, not applied
    elif await shown_offers.offer_picked(turn) or await shown_offers.code_typed(turn):
        intent = "apply_coupon"  # "use the bbq one" after the offers, "bbq10 pls"
    elif await shown_offers.goes_ahead_unpicked(turn):
        intent = "apply_coupon"  # "ok apply it" after several codes: which one is asked
    elif (
        turn.offers_last
        and intent != "best_coupon"  # "which one works on my cart": worked out for each
        and turn.utterance.code is None
        and codes_in_talk.asks_it_on_the_cart(turn)
    ):
        intent = "apply_coupon"  # "does it work on my cart?" right after a code shown
    elif intent in _CART_CHANGES and (asked := cart_denials.asks_about_a_change(turn)) is not None:
        intent = asked  # "why did you add the laban": a question, no change asked
    elif intent in _ADDING and _asked_not_asked_for(turn):
        # "do i need all of it", "do you have all the ingredients" after a recipe: asked,
        # not asked for; the recipe (or the goods) answers it, nothing is proposed
        intent = "recipe" if turn.memory.get(RECIPE) else "search"
    elif (
        not sets_a_count_over_another(turn.typed_and_read)
        # "العيش عندي لا تحطه" right after a recipe: had, so left out of its goods
        and not (cart_denials.told_not_to_change(turn) and await had_already.tells_had(turn))
    ) and (
        (intent in _CART_CHANGES and cart_denials.told_not_to_change(turn))
        or (
            intent in _CART_READINGS
            and cart_denials.denies_a_want(turn)
            and (turn.proposed_change or not cart_denials.asks_besides_the_denial(turn))
        )
        or (intent in _LOOKS_FOR and _only_denies_a_want(turn))
    ):
        # "don't add milk": the offer just made is taken back, or the cart is shown
        offered = turn.proposed_change == "add_to_cart" and await held_lines.offer_pending(turn)
        intent = "remove_cart_item" if offered else "cart_summary"
    elif (
        intent in ("remove_cart_item", "update_cart_item")
        and not turn.proposed_change
        and cart_denials.denies_a_want(turn)
        and cart_denials.asks_besides_the_denial(turn)
    ):
        intent = "search"  # "ما ابي روب ابي لبن": the laban looked for, nothing taken out
    elif (
        intent == "add_to_cart"
        and turn.utterance.has_quantity
        and (sets_a_total(turn.input.text) or sets_a_total(turn.message.text))
    ):
        intent = "update_cart_item"  # "الدجاج زيده خله ٣ كيلو": the line's new total
    elif intent in _CART_CHANGES and await cart_denials.wants_only(turn):
        intent = "update_cart_item"  # "i only need 1 milk" of the cart's two: one, not three
    elif (request := await order_refs.picked_from_offer(turn)) is not None:
        # "the one with the diapers", "the second one" after "which order do you mean?";
        # "اللي رايح البيت الغيه": that one, cancelled, whatever was asked of the two
        cancelled = says_cancel(turn.utterance.tokens) and not turn.utterance.has("NEGATION")
        intent = "cancel_order" if cancelled else request
    elif not asks_the_minimum(turn.message.for_model) and (
        order_in_talk.takes_its_goods(turn) or changed_reorder.asks_again_changed(turn)
    ):
        # ...never "the same delivery as my order?" beside the minimum asked
        # "put the same things that were in it" after the parents' order; "نفس آخر طلب بس
        # بدون الشامبو", "abi nafsa bs bdoon el toast": that order, less what is left out
        intent = "reorder"
    elif intent in _CANCELLED_BACK_MISREAD and order_refs.wants_a_cancelled_one_back(turn):
        intent = "reorder"  # "اللي انلغى حق الشيبس؟ رجعه نفسه": the cancelled one, again
    elif charge_of_a_cancelled.asked(turn):
        intent = "cancel_order"  # "make sure im not charged for it" after how cancelling works
    elif order_in_talk.asks_where_it_is(turn):
        intent = "order_status"  # "طيب وينه الحين؟" right after the chalet order
    elif order_in_talk.asks_what_it_holds(turn):
        intent = "order"  # "ok w shnu feeh" right after the order's status: its goods
    elif (change := await choosing.picked_change(turn)) is not None:
        intent = change  # "the second one", "the low fat one" after "which milk?"
    elif one_of_the_offer.names_the_line_asked(turn):
        intent = "remove_cart_item"  # "the eggs" after "which of them should I take off?"
    elif one_of_the_offer.takes_one_of_the_offer(turn):
        intent = "which_of_the_offer"  # "remove one of them" after milk, eggs and bread
    elif (
        offer_words.withdraws_the_offer(turn)
        or await offered_named.forgets_the_offered(turn)
        # "nah forget the laban, i have some in the fridge" while which laban was asked
        or (offered_named.lets_go(turn) and await removing.drops_the_choice(turn))
    ) and await held_lines.offer_pending(turn):
        # "never mind", "لا خلاص ما ابيه", "forget the coffee mate" right after an offer
        intent = "remove_cart_item"
    elif await other_instead.takes_other_goods_instead(turn):
        intent = "add_to_cart"  # "ok then one gers ogaily instead" after the baklava's nuts
        other_instead.read_the_goods(turn)
    elif intent in _CART_CHANGES and removal_and_change.removes_and_changes(turn):
        intent = "remove_and_change"  # "remove the laban, and make the milk the 2 litre one"
    elif await extent_moves.moves_a_line_by_extent(turn):
        intent = "update_cart_item"  # "خله وحده كبيره بدالهم" of the two laban in the cart
    elif await kind_swaps.moves_a_line_to_a_kind(turn):
        intent = "update_cart_item"  # "make the shrimp jumbo" with the medium in the cart
    elif (
        intent in _SWAP_READINGS
        # "put it instead of the abu auf": the one in view put in a line's place
        or (intent == "add_to_cart" and turn.utterance.refers_back)
    ) and await line_swaps.swaps_a_line(turn):
        intent = "update_cart_item"  # "بدل البيض بالبني" with the white eggs in the cart
    elif intent in _SWAP_READINGS | _PICKING_ONE and await instead_shown.takes_a_shown_instead(
        turn
    ):
        intent = "add_to_cart"  # "give me the gel instead" right after the Tide products
    elif await offered_named.names_the_offered(turn):
        intent = "offer_named"  # "el abya9", "the white one" right after the white eggs
    elif await offer_corrections.names_instead(turn):
        intent = "update_cart_item"  # "sorry, I meant white sugar" after brown sugar and milk
    elif offer_words.corrects_the_count(turn):
        intent = "update_cart_item"  # "no, 5", "not 2, 4", "خله ٣" right after an offer
    elif await offer_changes.multiplies_a_line(turn):
        intent = "update_cart_item"  # "double the chicken" just offered or in the cart
    elif intent in _CART_CHANGES and both_ways.adds_and_removes(turn):
        intent = "add_and_remove"  # "add a kilo of the oranges and take out the bread"
    elif (
        intent == "list_swap"
        and both_ways.adds_and_removes(turn)
        and await held_lines.offer_pending(turn)
    ):
        # the thing to take out is still only offered: taken back from the offer, the
        # other offered; a swap of cart lines is one proposal (`shopping_list.list_swap`)
        intent = "add_and_remove"
    elif await had_already.tells_had(turn):
        intent = "recipe_less_had"  # "wait i have oil and salt already" after its goods
    elif await other_goods_instead.names_other_goods(turn):
        intent = "search"  # "no then fries", "لا عيل بطاطس" right after the ice creams
        other_goods_instead.read_the_goods(turn)
    elif await recipes.takes_its_goods(turn):
        intent = "add_recipe_to_cart"  # "add the soup stuff" right after the lentil soup
    elif await offer_changes.drops_from_the_offer(turn):
        intent = "remove_cart_item"  # "actually no butter" right after the list was offered
    elif adding.adds_each_shown(turn):
        intent = "add_to_cart"  # "one of each", "وحده من كل نوع" after a list
    elif intent not in _COUNTING and (
        await counted_goods.orders_shown_goods(turn)
        or await counted_goods.counts_another_brand(turn)
    ):
        # "okay oranges, a kilo", "5 abraaj", "5amsa min abraaj" of the goods in view (or of
        # their aisle); a change asked ("make it 5 abraaj") keeps the change's path, which adds
        # what the cart does not hold yet
        intent = "add_to_cart"
    elif intent == "thanks" and offer_words.counts_what_was_shown(turn):
        intent = "add_to_cart"  # "ok one", "zain wa7id" right after the goods were shown
    elif (question := recipe_questions.asked(turn)) is not None:
        intent = question  # "kam shakhs tkafi", "جم سعرهم كلهم" right after a recipe
    elif kitchen.cooks_the_one_in_view(turn):
        intent = "cooking_time"  # "how do i cook it", "شلون اطبخها" right after the quinoa
    elif healthier.asks_healthier(turn):
        intent = "healthier"  # "شي صحي اكثر" right after the corn flakes
    elif restock.asks_when_back(turn):
        intent = "when_back"  # "when will it be back" after the out-of-stock Nido
    elif slot_picks.picks_a_slot(turn):
        intent = "pick_slot"  # "٩-١١", "the evening one" right after the delivery windows
    elif open_late.asks_after_the_branches(turn):
        intent = "open_late"  # "ba3d 12 bil leil msakreen?" right after the Jahra branch
    elif (again := await asked_again.asks_it_again(turn)) is not None:
        intent = again  # "and mango?" right after the avocado's calories: the mango's
    elif await shown_refs.names_another(turn):
        intent = "add_to_cart"  # "ولومي واحد" right after the fish: one loomi as well
    elif await shown_refs.turns_down_a_shown(turn):
        intent = "leave_out"  # "la blash el blueberry, ghali" right after the blueberries
    elif await named_picks.counted_of_the_shown(turn):
        intent = "add_to_cart"  # "the kuwaiti, 2", "الكويتي ٢" after the coffees: two of it
    elif (
        intent in _PICKING_SHOWN
        or (intent == "complaint" and not states_a_problem(turn.message))
        # "خلاص المحشو باللوز" of the dates shown: no stand-in asked, whatever the model makes
        # of a dish's words
        or (
            intent == "substitution"
            and not asks_for_a_stand_in(turn.message.for_model, turn.utterance.topic)
        )
        # "il gel ok", "العلب اوكي" after the list: a product taken, no thanks; "el gel
        # 3ady" (fine), no standard delivery wished
        or (intent in ("thanks", "set_express") and shown_refs.accepted_by_name(turn))
    ) and await shown_refs.picks_from_the_shown(turn):
        # "the organic one", "the 1.8 kg", "اللي بدون سكر" of a list: that product's details;
        # "the pants one, 1 pack", "الكبير ثنتين": that many of it
        intent = "add_to_cart" if _counts_the_pick(turn, intent) else "product_detail"
    elif focused is not None and not bare_price.prices_the_cart(turn):
        intent = focused  # "b kam", "ابي ٢": the product just shown
    elif bare_price.prices_the_cart(turn):
        intent = "cart_summary"  # "hows much is it" with nothing in view: the cart's sum
    elif taken is None and not next_step and await talk.counts_the_focus(turn):
        intent = "add_to_cart"  # "2 sadia" right after the Sadia fillets' card: two of it
    elif (
        (
            intent in (*_PICKING_ONE, OUT_OF_DOMAIN, "unknown")
            or (intent == "complaint" and not states_a_problem(turn.message))
            # "change it to thighs" of the chicken shown, nothing offered: its thighs, shown
            or (intent == "update_cart_item" and _no_new_count(turn))
        )
        and not turn.utterance.has("ADD", "TAKE")
        and not _wants_several(turn)
        and await catalogue.names_a_variant(turn)
    ):
        # "الجمبو", "the big one" after the shrimp or the rice; "add the big box" proposes it;
        # "the small one, 2", "el 9agheer, 2": that many of it
        counted = _counts_several(turn) or _counts_the_pick(turn, intent)
        intent = "add_to_cart" if counted else "product_detail"
    elif (
        turn.memory.get(INTENT) in ("order_status", "order")
        and intent in ("delivery_slots", "delivery_info")
        and not turn.utterance.names_a_time
        and not turn.utterance.topic
        # "how much is delivery to the chalet": a fee to a saved place, not the order
        and not (turn.utterance.has("INFO") and turn.utterance.has("PLACE"))
    ):
        intent = "order_status"  # "mata tosal" right after the order's status: that order
    elif why_the_code_failed(turn):
        intent = "faq"  # "lesh ma ye9eer", "why not?" right after a code was tried: its rule
    elif await delivery.asks_area_time(turn):
        # "وكم ياخذ وقت" right after the fee to Khairan, or naming it; "whats the minimum there
        # and how long it takes": the minimum in words beside the card that has the time
        minimum = await area_minimum.area_asked(turn) is not None
        intent = "area_minimum" if minimum else "area_time"
    elif (
        intent in ("cheaper", "search", "add_to_cart")
        and turn.utterance.has("WANT", "ADD")
        and await cheapest_pack.cheapest_in_pack(turn) is not None
    ):
        intent = "add_to_cart"  # "i want water, the cheapest one, the 6 x 1.5 litre"
    elif intent in ("cheaper", "add_to_cart", "search", "general", CLARIFY) and (
        prices.asks_cheapest_of_a_kind(turn)
    ):
        intent = "cheaper"  # "and the cheapest rice", "ضيف ارخص رز": that one, by price
    elif offer_words.adds_more_of_the_offer(turn):
        intent = "add_more_to_offer"  # "one more", "وزيد وحده بعد" right after an offer
    elif offer_words.asks_for_a_guests_need(turn):
        intent = "search"  # "also my friend is vegan, any dip?" after an offer: what keeps it
    elif offer_words.adds_to_the_offer(turn):
        intent = "add_to_offer"  # "w galaxy caramel" right after the milk was offered
    elif len(await offer_replaced.replacement(turn)) == 1:
        intent = "offer_replaced"  # "بدله بالكركم" right after the saffron: that one product
    elif (
        (
            intent in _PICKING_ONE
            or (intent == "complaint" and not states_a_problem(turn.message))
            or (intent == "update_cart_item" and _no_new_count(turn))
            # "make it the big one, 2": the offer's bigger pack, two of it
            or (intent == "update_cart_item" and says_only_an_extent(turn.utterance.topic))
            # "خله المراعي" read as the brand's aisle: a change of kind all the same
            or (intent == "browse" and turn.utterance.has("CHANGE") and _no_new_count(turn))
            # "swap it for almarai", "بدله بالمراعي": the offer swapped, no stand-in asked
            or (intent == "substitution" and not turn.utterance.asks and _no_new_count(turn))
            # "لا غلطت، ابي الابيض مو البني، بدله": the other kind wished for in its place
            or (intent == "wish" and not turn.utterance.asks and _no_new_count(turn))
        )
        and (
            # "سيريلاك عندكم؟" right after the wipes were offered: only asked about, no swap
            intent != "search" or not turn.utterance.asks
        )
        and await offer_changes.sibling_named(turn) is not None
    ):
        # "the salted one" right after the unsalted was offered; "make it the low fat one",
        # "خلها قليل الدسم", "change to kdd": the kind changed, the count kept
        intent = "swap_offer"
    elif await offer_replaced.replacement(turn):
        intent = "offer_replaced"  # "swap it for turmeric" right after the saffron offered
    elif intent == "add_recipe_to_cart" and turn.picks() and turn.utterance.has("ALL"):
        intent = "add_to_cart"  # "add them all" after a list, not after a recipe
    elif (
        (
            turn.memory.get(INTENT) in (POINTS_BALANCE, "apply_loyalty", "clear_loyalty")
            # "can i use it now?" right after the refund shown beside the wallet: that money
            or (turn.memory.get(INTENT) == "refund_asked" and turn.memory.get(BALANCE_OF))
        )
        and (turn.utterance.has("USE") or _puts_them_all(turn))
        and turn.utterance.code is None  # "use code FRESH10 then": the code, not the points
        # "send this one to my parents in rumaithiya": a place to deliver to, no points
        and not turn.utterance.has("PLACE")
        and not turn.utterance.has("COUPON")
    ):
        # "use them (on my order)", "استخدمهم كلهم", "7u6hom kilhum" right after the
        # balance, shown alone or beside an answer to using them; "شلون استخدمها", "use it
        # for what?" ask how
        asks_how = turn.utterance.has("HOW") or bool(_ASKS_WHAT & set(turn.utterance.tokens))
        of_the_wallet = turn.memory.get(BALANCE_OF) == "wallet" and not turn.utterance.has("POINTS")
        if of_the_wallet:
            intent = "use_wallet"  # "ابي استخدمها بالطلب" right after "كم في محفظتي"
        else:
            intent = "how_points_work" if asks_how else "apply_loyalty"
    elif (
        turn.budget is not None
        and intent == "search"
        and prices.meal_named(turn) is None
        and listed_under_budget.lists_goods(turn)
        and listed_under_budget.wishes_them(turn)
    ):
        intent = "add_to_cart"  # "ابي رز ودجاج وطماط بحدود ٢ دينار": the list put in, within it
    elif turn.budget is not None and (
        (intent in ("cheaper", "general") or prices.meal_named(turn) is not None)
        or (intent == "add_to_cart" and not listed_under_budget.lists_goods(turn))
    ):
        # "I have 5 KD, what can I get for dinner", "saffron cheaper than a quarter
        # dinar", "snacks under 500 fils", "عطني شيبس باقل من ٥٠٠ فلس": a price ceiling on
        # products, not "cheaper than what was shown", a bare word, nor a proposal over it
        intent = "search"
    elif intent in ("add_to_cart", "search", "general", "compare", CLARIFY) and (
        prices.picks_cheapest_shown(turn)
    ):
        # "add the cheapest one", "which one is cheaper" of the list just shown
        intent = "cheaper"
    elif intent not in _NO_RECIPE_FOLLOW_UP or recipes.rescales(turn):
        # "make it for 8 people" after a recipe; "double it" is no double charge there, and
        # "add the chicken to the order coming home" asks of a placed order, not the recipe
        intent = recipes.follow_up(turn) or intent
    return intent


# "use it for what?", "ليش استخدمها": a question about the points, not a wish to spend them
_ASKS_WHAT = frozenset(words("what why which where شو ايش وش ليش شنو وين لويش"))


def _puts_them_all(turn: Turn) -> bool:
    """ "حطهم كلهم", "put them all in", "7u6hom 3al cart" naming no goods: right after the
    balance, all of the points."""
    u = turn.utterance
    them = u.has("ALL") or any(token in _PUT_THEM for token in u.tokens)
    return u.has("ADD") and them and not u.topic


# "put them", said of the points just told: "حطهم", "7u6hom", "put them on"
_PUT_THEM = frozenset({"حطهم", "حطوهم", "ضيفهم", "them"})


async def _more_goods_for_a_placed_order(turn: Turn) -> bool:
    """ "i need another watermelon on my order": more of goods a product's name holds, onto an
    order placed; "more info on my order", "extra charge on my order" name none."""
    named = goods_named_more(turn.message.for_model.lower())
    if named is None:
        return False
    return bool(confident_hits(named, await quiet_search(turn, " ".join(named))))


def _only_denies_a_want(turn: Turn) -> bool:
    """ "ما راح احتاج خبز كم يوم", "i dont need eggs this week": goods said not to be
    wanted, and nothing else asked, shown or looked for ("i don't want milk, show me juice"
    looks for the juice; "ma abi ela nuggets" wants only the nuggets). Goods shown or in
    view that are turned down are read against what was shown."""
    u = turn.utterance
    if u.asks or u.has("SHOW", "SEARCH", "ADD", "EXCEPT"):
        return False
    return (
        not turn.shown()
        and turn.focus() is None
        and cart_denials.denies_a_want(turn)
        and not cart_denials.asks_besides_the_denial(turn)
    )


async def _lets_go_of_nothing_offered(turn: Turn) -> bool:
    """ "forget the cheese", "انسى الجبن" with nothing shown, in view, offered or in the cart
    that it names: there is nothing to take back, and the goods named are not wanted, so
    not shown, nor a complaint (goods shown, offered or in the cart and let go are read
    against them: "actually skip the milk" of the cart's milk takes it out; "skip the
    onions" after a recipe leaves them out of its ingredients)."""
    return (
        lets_goods_go(turn.message.for_model)
        and not turn.shown()
        and turn.focus() is None
        and not turn.proposed_change
        and not turn.memory.get(RECIPE)
        and not await cart_denials.holds_the_goods_named(turn)
    )


async def lets_the_shown_go(turn: Turn) -> bool:
    """Goods let go after why (`shown_let_go`) while goods are in view and nothing is
    offered nor held of them: acknowledged, never a pick nor a search."""
    return (
        lets_shown_goods_go(turn.message.for_model.lower())
        and bool(turn.shown())
        and not turn.proposed_change
        and not await cart_denials.holds_the_goods_named(turn)
        # "ما ابي البني" of eggs shown sets a kind aside: the others are still chosen among
        and not await kinds_ruled_out.rules_out_a_shown_kind(turn)
        # "ما ابي الطلب", "ما ابي الكوبون", "forget the promo": the order, the code or the
        # offers are no goods shown, and their own readings (cancel, take the code off) stand
        and not turn.utterance.has(*_NO_GOODS)
    )


_NO_GOODS = ("ORDER", "REORDER", "COUPON", "POINTS", "OFFERS", "DELIVER", "SLOT", "ADDRESS", "CART")
