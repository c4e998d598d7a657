"""Small talk and the way out: greetings, thanks, help, asking for a person, not understood.

None of these call the store. Each ends with chips, so a shopper who does not know what to
type next always has something to tap.
"""

from __future__ import annotations

from hub.assistant.brain.closings import for_later
from hub.assistant.brain.goods_talked_of import merely_talked_of
from hub.assistant.brain.let_go_last import asked_then_let_go, lets_it_go_after_why
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.praise import praises_the_store
from hub.assistant.brain.replies import HELP_TEXT
from hub.assistant.brain.settling import only_settles, takes_back
from hub.assistant.brain.shown_let_go import lets_shown_goods_go
from hub.assistant.brain.skills import held_lines, removal_kept, unit_prices
from hub.assistant.brain.skills.bare_price import COMES_TO
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    SIZE_WORDS,
    named_by_brand,
    quiet_products,
)
from hub.assistant.brain.told import lets_goods_go, only_told, thanked
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.assistant.brain.would_have import wishes_it_were_otherwise
from hub.assistant.events import Withdrawn
from hub.text import stem


async def greeting(turn: Turn) -> None:
    turn.say("greeting")
    turn.chips("offers", "aisles", "recipe", "cart")


async def thanks(turn: Turn) -> None:
    """ "thanks", or "خلاص", "never mind" (done with what was shown): acknowledged; "never
    mind", "لا خله" right after a cart offer not yet confirmed takes the offer back."""
    if removal_kept.keeps_it(turn):
        removal_kept.take_back(turn)  # "لا خله، امي تحبه" after "tap confirm to take it out"
        return
    text = turn.message.for_model
    # "no the size 5 is too big for him. forget it": let go after why, nothing asked
    after_why = lets_it_go_after_why(turn.input.text)
    settled = (only_settles(text) or after_why) and not turn.utterance.has("THANKS")
    offered = turn.proposed_change == "add_to_cart"
    takes_it_back = after_why or takes_back(text)
    if settled and offered and takes_it_back and await held_lines.offer_pending(turn):
        turn.emit(Withdrawn())
        turn.say("offer_withdrawn")
        turn.chips("cart", "offers")
        return
    told = only_told(text)
    if praises_the_store(text):
        turn.say("praised")  # "the app got way better": glad, not "you're welcome"
    elif (
        lets_goods_go(text)
        or lets_shown_goods_go(text.lower())
        or after_why
        or asked_then_let_go(turn.input.text)  # "cancel my order. forget it"
    ):
        turn.say("passed_on")  # "forget the cheese": left out, nothing to change
    elif told is not None:
        # "the avocados were perfect thanks": glad; "i hate coriander": heard, nothing done
        turn.say("goods_praised" if told == "goods_praised" or thanked(text) else "noted")
    elif (wishes_it_were_otherwise(text.lower()) or merely_talked_of(turn.message)) and not (
        thanked(text)
    ):
        # "i'd buy more yogurt if i had a bigger fridge", "i'm not a fan of spicy chips", "we
        # had lamb at my uncle's": heard, nothing thanked for
        turn.say("noted")
    elif for_later(text):
        turn.say("later")  # "i'll try later, thanks": there when the shopper comes back
    else:
        turn.say("settled" if settled else "thanks")
    turn.chips("cart", "slots", "offers")


async def help_(turn: Turn) -> None:
    turn.say("help")
    turn.text_block(HELP_TEXT[turn.language])
    turn.chips("offers", "aisles", "recipe", "order_status")


async def unknown(turn: Turn) -> None:
    turn.say("unknown")
    turn.chips("aisles", "offers", "slots", "help")


def trouble(turn: Turn, status_message: str) -> None:
    """A store call failed: apologise, show its statusMessage, offer a way on."""
    turn.say("trouble")
    turn.error(status_message)
    turn.chips("help")


# "خلاص" beside a yes ("5alas akid") is "that's settled", not the Khalas dates it also names.
_SETTLED = frozenset({"خلاص"})

# A reply's offer, by the intent that made it, and the request a plain "yes" to it makes:
# express shown with nothing yet to send is shown again ("yes do it" to it), never thanked.
# What a reply offered, taken up by a bare yes: every answer to cancelling an order offers a
# person to do it (the assistant cancels nothing itself)
_OFFERS = {
    "complaint": "handoff",
    "cancel_order": "handoff",
    "recipe": "add_recipe_to_cart",
    "set_express": "set_express",
}
# "yes do it", "اي سوها", "ee sawha": the go-ahead itself, no change of what was offered
_DO_IT = Gated(r"\bdo (?:it|that|so)\b|(?<!\S)(?:سوها|سويها|سويه|سوه)(?!\S)")


def taken_up(turn: Turn, last_intent: object) -> str | None:
    """ "yes", "yes please connect me", "ايوه" right after a reply that offered something
    (a person after a complaint, a recipe's ingredients): the request that takes it up.
    A "yes" to a proposal is answered by `tap_confirm`. Only a short message that names
    nothing and says no "no"."""
    u = turn.utterance
    text = turn.message.for_model
    named = [word for word in u.topic if word not in _SETTLED]
    if named or len(u.tokens) > 6 or u.has("NEGATION") or not u.has("YES", "TALK"):
        return None
    if (
        u.has_quantity
        or u.has("REMOVE", "ADD", "CLEAR")
        or (u.has("CHANGE") and not _DO_IT.search(text))
        or u.code is not None
    ):
        # "make it 2 pls": a change to the offer, not a yes to it; "empty my cart please", "use
        # code BBQ10 please": the cart's own request, whatever card is above
        return None
    if turn.proposed_change:
        # "abi a7ad ykalimni" after a proposal asks for a person, no yes to the proposal
        return None if u.has("TALK", "WHO", "HUMAN") else "tap_confirm"
    return _OFFERS.get(str(last_intent))


async def tap_confirm(turn: Turn) -> None:
    """A "yes" typed to a proposal: only the Confirm control changes the cart."""
    turn.say("tap_confirm")
    turn.chips("cart")


# A yes-or-no question about the product in focus: "is it extra virgin", "هل هو طازج"
_ABOUT_IT = Pattern(
    r"(?:is|does|are|do) (?:it|this|that|they|these|those)\b|(?:هل )?(?:هو|هي|هذا|هذي)\s"
    r"|(?:hal )?(?:hwa|huwa|hiya|hya|hatha|hadha)\s"
)


_ABOUT_IT_CONCEPTS = frozenset({"QUESTION", "INFO", "SEARCH", "HOW", "REF"})


def asks_about_it(turn: Turn) -> bool:
    """A short yes-or-no question about the product in focus, answered by its card."""
    u = turn.utterance
    return (
        turn.focus() is not None
        and len(u.tokens) <= 5
        and set(u.concepts()) <= _ABOUT_IT_CONCEPTS  # "do they deliver to jahra" is not
        and bool(_ABOUT_IT.match(turn.input.text.strip().lower()))
    )


def about_the_focus(turn: Turn) -> str | None:
    """A short message that names nothing, about the product just shown or talked of: "b
    kam", "بكم اللتر منه", "how much is it" ask its price (its card); "abi 2", "ابي ٢", "zeed
    wa7id" ask for that many of it. None when there is no such product; right after a
    proposal only a question about it is read here ("is it fresh?", "how much is it"), as a
    count then changes the proposal, which the cart rules own."""
    u = turn.utterance
    if turn.focus() is None or len(u.tokens) > 6:
        return None
    if u.servings is not None:
        return None  # "abi 7ag 4 ashkha9": for four people, no four of the product
    if asks_about_it(turn):
        return "product_detail"  # "is it norwegian", "هو طازج؟": its card says
    if unit_prices.asks_per_piece(turn) and not u.has("ADD", "TAKE", "REMOVE", "CART"):
        return "product_detail"  # "kil wa7da b kam": its card, and a piece's price
    if any(
        token not in MEASURE_WORDS and stem(token) not in SIZE_WORDS and token not in COMES_TO
        for token in u.topic
    ):
        return None  # "بكم صار": what it comes to is no other thing named
    if u.has("INFO") and not u.has("DELIVER", "ORDER", "CART", "OFFERS", "COUPON", "POINTS"):
        return "product_detail"
    if turn.proposed_change:
        return None
    if _about_a_weight(u) and u.has("WANT", "ADD", "TAKE"):
        return "add_to_cart"  # "ابي وحده كبيره تقريبا ٥ كيلو" after the watermelon: by weight
    if u.topic and u.size_asked is not None and not u.has("ADD", "TAKE"):
        return "product_detail"  # "ابي الكبير ٢ لتر" after Almarai milk: that one, that size
    if u.size_asked is not None and (u.has("ADD", "TAKE", "WANT") or _counts_a_size(u)):
        return "add_to_cart"  # "طيب عطني ١ لتر" after the 2 L was out, "ابي ٣ كيلو"
    settles = _SETTLING & set(u.tokens) and not u.has("CHANGE", "REMOVE", "NEGATION")
    if u.size_asked is not None and not u.asks and settles:
        return "add_to_cart"  # "ok just 1 litre", "5alas 1 litter bs" after the 2 L was out
    if u.size_asked is not None and (u.asks or u.has("SEARCH")):
        return "product_detail"  # "el 1.8 kg mawjood?" after the Nido: that size, in stock?
    # "ok 2 please", "zain wa7id", "تمام وحده": a count said with a yes or an ok is that many
    wants = u.has("WANT", "ADD", "TAKE", "YES", "ACK") or len(u.tokens) == 1
    counted = u.quantity is not None and u.quantity.unit is None
    if counted and wants and not u.has("CHANGE", "REMOVE", "NEGATION"):
        return "add_to_cart"
    return None


# How near a weight is: "around 4 kilo", "تقريبا ٥ كيلو", "ta8reeban" (read "تغريبن")
_ABOUT = frozenset(
    {"around", "approximately", "approx", "roughly", "about", "abt", "تقريبا", "حوالي",
     "تغريبن", "تقريبن"}
)  # fmt: skip


def _about_a_weight(u: Utterance) -> bool:
    """A weight said as near enough ("a big one, around 4 kilo"): how much of goods sold
    by weight, never a pack of an exact size. A volume ("تقريبا ٢ لتر") is a bottle's size,
    matched among the packs sold."""
    size = u.size_asked
    return size is not None and size.unit == "g" and bool(_ABOUT & set(u.tokens))


# Said to settle on what is in view: "ok just 1 litre", "خلاص ١ لتر بس"
_SETTLING = frozenset({"just", "only", "ok", "okay", "بس", "خلاص", "اوكي", "طيب", "زين", "تمام"})


def _counts_a_size(u: Utterance) -> bool:
    """ "٢ لتر، ٢ حبات", "2 litir, 2 7abat", "2 milk 2 litre": how many of a pack, both
    said."""
    parts = u.segments()
    if any(s.size is not None and s.quantity is not None for s in parts):
        return True
    measured = any(s.quantity is not None and s.quantity.unit not in (None, "pc") for s in parts)
    return measured and any(
        s.quantity is not None and s.quantity.unit is None and not s.topic for s in parts
    )


async def counts_the_focus(turn: Turn) -> bool:
    """ "2 sadia", "٢ نادك", "kdd 3" right after that product's card: a count of the
    product just shown, called by its brand, is the shopper's order of it, not a search for
    every product of that brand. Nothing else may be named, asked or changed."""
    u = turn.utterance
    focus = turn.focus()
    counted = u.quantity is not None and u.quantity.unit is None
    if focus is None or turn.proposed_change or not counted or len(u.tokens) > 5:
        return False
    if u.asks or u.servings is not None or u.has("INFO", "CHANGE", "REMOVE", "NEGATION"):
        return False
    if not u.topic or len(u.topic) > 2:
        return False
    # of a list, the brand must name one of its products alone ("2 almarai" after four
    # Almarai milks is still "which one?")
    found = await quiet_products(turn, turn.shown() or [focus])
    named = [p for p in found if all(named_by_brand(p, [word]) for word in u.topic)]
    return len(named) == 1
