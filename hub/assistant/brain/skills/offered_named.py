"""The product just offered named again by a word of its own: "el abya9", "the white one",
"الابيض" right after the white eggs were offered, "the full fat one" after the full-fat milk.
The shopper settles on the offer; it stands as it was, offered again, and no other product
of the word (white onions, full-fat laban) is looked up or swapped in.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import kitchen
from hub.assistant.brain.skills.common import SIZE_WORDS, products_by_ids, unmet_words
from hub.assistant.brain.skills.offer_words import says_more
from hub.assistant.brain.turn import FOCUS, Turn
from hub.record import Record
from hub.storefront.port import CartMutation
from hub.text import words

_WORDS_AT_MOST = 5  # "ok the white one please": a pick, not a sentence about it


async def names_the_offered(turn: Turn) -> bool:
    """A short pick whose every word one of the products just offered holds, asking nothing
    and changing nothing."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed or not u.topic:
        return False
    # "one" of "the white one" is no count; another count changes the offer (its own rules)
    counted = u.quantity is not None and (u.quantity.amount != 1 or u.quantity.unit is not None)
    # "add 1 more almarai milk", "واحد زيادة": one more of it, which the cart's rules add
    counted = counted or any(t.isdigit() for t in u.tokens) or says_more(turn)
    if len(u.tokens) > _WORDS_AT_MOST or u.asks or counted:
        return False
    if u.has(
        "REMOVE", "CHANGE", "NEGATION", "INFO", "CART", "SIMILAR", "PRICEY", "EXCEPT", "OFFERS"
    ):
        return False
    if u.tokens[-1] in ("out", "off", "gone"):
        return False  # "milk out", "the eggs off": the offered line let go, not picked
    if any(word in SIZE_WORDS for word in u.topic):
        return False  # "the big one": a pack of it, which the sizes' rules pick
    offered = list(dict.fromkeys(line.productId for line in turn.proposed))
    found = await products_by_ids(turn, offered)
    holding = [
        product
        for product in found.values()
        if not unmet_words(u.topic, [product], sound_alike=turn.message.arabizi)
    ]
    return len(holding) == 1


async def offer_named(turn: Turn) -> None:
    turn.say("propose_add")
    turn.propose(CartMutation("add_to_cart", tuple(turn.proposed)), supersedes=True)
    turn.set_focus(turn.proposed[0].productId)
    turn.chips("cart", "offers")


# "forget the coffee mate", "skip the bread", "انسى الحليب", "blash el laban": letting go of
# what was just offered, named by its own words
_LETS_GO = Gated(
    r"^(?:(?:ok|okay|no|nah|actually|hmm|wait|oh|la|لا|طيب|اوكي)[\s,.!]+)*"
    r"(?:forget|skip|scratch|drop|cancel|nvm|never ?mind)(?:\s+(?:about|on))?\b"
    r"|^(?:(?:لا|طيب|اوكي|خلاص)[\s,.!]+)*(?:انس[ىيا]|بلاش|بلاها|الغي)(?!\w)"
)
_ITS_OWN = frozenset(
    words(
        "forget skip scratch drop cancel nvm never mind about on ok okay no nah actually hmm"
        " wait oh la انسى انسي انسا بلاش بلاها الغي طيب اوكي خلاص"
    )
)


def lets_go(turn: Turn) -> bool:
    """ "nah forget the laban", "skip the water", "انسى اللبن": the message opens by letting
    something go."""
    return bool(_LETS_GO.search(turn.message.for_model))


async def forgets_the_offered(turn: Turn) -> bool:
    """ "ok forget the coffee mate" right after it was offered: the offer let go of, named by
    words every one of which the product offered holds (no other product looked up)."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed or u.asks:
        return False
    if u.has_quantity or u.has("ADD", "ORDER") or len(u.tokens) > 7:
        return False
    if not _LETS_GO.search(turn.message.for_model):
        return False
    named = [word for word in u.topic if word not in _ITS_OWN]
    if not named:
        return False
    offered = list(dict.fromkeys(line.productId for line in turn.proposed))
    found = await products_by_ids(turn, offered)
    return any(
        not unmet_words(named, [product], sound_alike=turn.message.arabizi)
        for product in found.values()
    )


# The answers a question about one offered product may take: its card, how it keeps, its
# figures, or its price (read as a search whose first card is that product)
_ASKED_OF = frozenset({"product_detail", "storage", "nutrition", "search"})


async def keep_the_one_asked_of(turn: Turn, intent: str) -> None:
    """A question about one line of an offer of several ("is the milk fresh?", "bkam el
    7aleeb?") answered with no change: the offer stays pending, and that line is the one a
    count said next changes ("5aleh wa7id"), never the other."""
    if intent not in _ASKED_OF or turn.proposed_now is not None or not turn.utterance.topic:
        return
    if turn.proposed_change != "add_to_cart":
        return
    offered = list(dict.fromkeys(line.productId for line in turn.proposed))
    if len(offered) < 2:
        return
    found = await products_by_ids(turn, offered)
    telling = unmet_words(turn.utterance.topic, [])
    arabizi = turn.message.arabizi
    met = [
        product
        for product in found.values()
        if len(unmet_words(telling, [product], sound_alike=arabizi)) < len(telling)
    ]
    if len(met) == 1 and _answered_of(turn, intent, met[0], telling):
        turn.set_focus(str(met[0]["_id"]))
        turn.keep_offer()


def _answered_of(turn: Turn, intent: str, line: Record, telling: list[str]) -> bool:
    """Whether the answer was about that very line, not another product sharing a word of it
    ("milk chocolate", "milk powder" after the milk): the product its card shows, first of a
    list; for how a food keeps (no card), the line every food word of the question names."""
    arabizi = turn.message.arabizi
    if intent == "storage":
        return not unmet_words(kitchen.food_kept(turn), [line], sound_alike=arabizi)
    if turn.memory.get(FOCUS) != str(line["_id"]):
        return False
    # a list's first card is only the best of the words: each of them the line's own
    return intent != "search" or not unmet_words(telling, [line], sound_alike=arabizi)
