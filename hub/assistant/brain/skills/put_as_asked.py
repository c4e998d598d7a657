""" "put them in my cart" right after goods were asked for and only shown: the goods as the
shopper asked for them, never "which one?" of the cards nor the cart shown.

"eggs, the white ones, 15" shows white and brown trays; "30 bai6 w laban marai il kbeer"
shows a dairy shelf. The cards lose what the words said (the white, the tray of 15, the big
laban), so "them" is read as the message that brought the cards, asked to be added: proposed
when that reading proposes goods, else the message is answered as it reads.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.skills import adding, offer_words
from hub.assistant.brain.skills.common import holds_as_spelt, quiet_products
from hub.assistant.brain.skills.placed_goods_kept import puts_them_in_the_cart
from hub.assistant.brain.turn import INTENT, LANGUAGE, SHOWN, Turn
from hub.assistant.brain.utterance import Utterance
from hub.assistant.events import BlockOut, BrainEvent, Proposal
from hub.record import Record
from hub.storefront.port import Storefront

ASKED_FOR = "askedFor"  # {"text": the message the cards shown answered, "shown": their ids}
# Answers that show goods asked for, with nothing proposed
_SHOWING = frozenset({"search", "wish"})
# "put them in my cart", "7ottehom bil cart": a message of putting, with the cart named
_TO_THE_CART = ("cart", "basket", "trolley", "سله", "سلة", "سلتي", "كارت", "كارتي")


def remember(turn: Turn, intent: str, shown_before: list[str]) -> None:
    """The message kept when this turn showed goods anew and proposed nothing."""
    shown = turn.shown()
    if intent in _SHOWING and shown and shown != shown_before and turn.proposed_now is None:
        turn.memory[ASKED_FOR] = {"text": turn.input.text, "shown": shown}
    elif shown != shown_before or turn.proposed_now is not None:
        turn.memory.pop(ASKED_FOR, None)


def asked_before(turn: Turn) -> str | None:
    """The message the cards in view answered, when this one only puts "them" in the cart
    right after them and nothing is offered."""
    kept = turn.memory.get(ASKED_FOR)
    if not isinstance(kept, dict) or turn.memory.get(INTENT) not in _SHOWING:
        return None
    if kept.get("shown") != turn.memory.get(SHOWN) or turn.proposed:
        return None
    if not _puts_them(turn):
        return None
    text = kept.get("text")
    if not isinstance(text, str) or not text.strip() or _only_asked(text):
        return None
    return text


def _only_asked(text: str) -> bool:
    """ "what laban do you have?", "shno 3indkom laban": the goods were only asked about, so
    "them" is the cards shown, of which none was picked; "عندكم بيض؟ ابي الابيض ٣٠" still
    asks for goods, a want or a count said."""
    said = Utterance(normalise(text).text)
    return said.asks and not said.has("WANT", "ADD") and said.quantity is None


def _puts_them(turn: Turn) -> bool:
    """ "add them", "put them in my cart", "حطهم بالسلة": every part points back, no goods
    named, and it sends them to the cart."""
    u = turn.utterance
    parts = u.segments()
    if not parts or any(part.topic or not part.refers_back for part in parts):
        return False
    if u.asks or u.has("SHOW", "CLEAR", "REMOVE") or offer_words.named(turn):
        return False
    if u.has_quantity:
        return False  # "أضف اثنين منها": a count of the one shown, not the goods as asked
    text = turn.typed_and_read.lower()
    return (
        u.has("ADD")
        or puts_them_in_the_cart(turn)
        or any(word in text.split() or f"ب{word}" in text for word in _TO_THE_CART)
    )


async def proposed(
    store: Storefront, turn: Turn, asked: str, emit: Callable[[BrainEvent], None]
) -> bool:
    """The goods of `asked` proposed, as if it had asked to add them; False (nothing said,
    memory as it was) when no reading of it proposes cards of those shown, one line each."""
    shown = await quiet_products(turn, turn.shown())
    # one card the words pick out first: a pick said apart (", the white ones, 15") is no
    # second line of its own
    for text in (_in_the_cards_words(asked, shown), asked):
        if text and await _proposes(store, turn, text, emit):
            return True
    return False


def _in_the_cards_words(asked: str, shown: list[Record]) -> str | None:
    """ "forgot eggs. the white ones, 15" as "add 15 eggs white": the words of it a card
    shown holds, with the count said, when they are of one card; None otherwise."""
    said = Utterance(normalise(asked).text)
    held = [word for word in said.topic if any(holds_as_spelt(card, word) for card in shown)]
    fitting = [card for card in shown if all(holds_as_spelt(card, word) for word in held)]
    if not held or len(fitting) != 1:
        return None
    quantity = said.quantity  # one card: the count said, in whichever part it was said
    count = f"{quantity.amount:g} " if quantity is not None and quantity.unit is None else ""
    return f"add {count}{' '.join(held)}"


async def _proposes(
    store: Storefront, turn: Turn, text: str, emit: Callable[[BrainEvent], None]
) -> bool:
    memory = copy.deepcopy(turn.memory)
    events: list[BrainEvent] = []
    trial = Turn(store, replace(turn.input, text=text, memory=memory), events.append)
    trial.language = memory[LANGUAGE] = turn.language
    await adding.add_to_cart(trial)
    offers = [event.mutation for event in events if isinstance(event, Proposal)]
    products = [item.productId for offer in offers for item in offer.items]
    asks_too = any(
        isinstance(event, BlockOut) and event.block["kind"] == "products" for event in events
    )
    if not products or len(set(products)) < len(products) or set(products) - set(turn.shown()):
        return False  # "eggs" and "the brown ones" each a line of the brown: no reading
    if asks_too:
        return False  # a line proposed beside "which one?" of the same words: no reading
    for event in events:
        emit(event)
    turn.memory.clear()
    turn.memory.update(memory)
    await trial.note_the_cart_under_the_offer()
    return True
