"""A new order asked before its goods: "ok then make it a new order, sugar 2 kg", "عيل سوها
طلب جديد، حط سكر ٢ كيلو", "5ala9 sawha 6alab jdeed: 7ot 2 laban"; or with them, in one
clause: "make me a new cart with rgag bread and cheese fatayer", "سوي لي سله جديده فيها خبز
رقاق وفطاير جبن", after the order in talk is left as it was ("خلاص خله مثل ما هو.").

Read whole, "make it" reads as a count changed, and "new" as a word of goods ("Royal Gala
Apples (New Zealand)"). The goods asked go on the cart, which is the new order: the clause
asking for one asks nothing else, and the goods after it are the message, put in.
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import ADDING_VERB, names_goods_we_sell, writing_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.text import words

# A new order asked: "make it a new order", "سوها طلب جديد", "sawha 6alab jdeed" (read so)
_NEW = frozenset(words("new another separate جديد جديده ثاني ثانيه"))
_AN_ORDER = frozenset(words("order orders طلب طلبيه الطلب اوردر cart basket سله سلة كارت"))
_MAKING = frozenset(
    words(
        "ok okay then so make it a do start place put open سوها سويها سوه سويه سوي سو خلها خله"
        " ابي افتح خلاص عيل طيب اوكي يعني me لي li سولي وصلي"
    )
)
_FIRST_CLAUSE = Pattern(r"^\s*([^,،.:;!?؟\n]+)[,،.:;!?؟\n]+\s*(?=\S)")
# What a new order is said to hold, as typed: "a new cart with ...", "سله جديده فيها ..."
_HOLDING = frozenset({"with", "فيها", "فيه", "fiha", "feeha", "feha", "fee", "fih"})
_CLAUSES = Pattern(r"[^,،.:;!?؟\n]+")


def _asks_a_new_order(clause: list[str]) -> bool:
    said = set(clause)
    return bool(said & _NEW) and bool(said & _AN_ORDER) and said <= _NEW | _AN_ORDER | _MAKING


def _goods_held(text: str) -> str | None:
    """The goods a clause's new order is said to hold, and what follows the clause; None
    when no clause asks a new order with goods."""
    for clause in _CLAUSES.finditer(text):
        typed = clause.group().split()
        at = next((n for n, word in enumerate(typed) if word.lower() in _HOLDING), None)
        if at and _asks_a_new_order(normalise(" ".join(typed[:at])).text.lower().split()):
            return " ".join([*typed[at + 1 :], text[clause.end() :]]).strip(" ,،.")
    return None


async def the_request(turn: Turn) -> str | None:
    """The goods after a clause asking only for a new order, or said in it as what the new
    order holds, put in; None otherwise."""
    found = _FIRST_CLAUSE.match(turn.input.text)
    if found is not None and _asks_a_new_order(normalise(found.group(1)).text.lower().split()):
        rest = turn.input.text[found.end() :].strip()
    elif (held := _goods_held(turn.input.text)) is not None:
        rest = held
    else:
        return None
    said = Utterance(normalise(rest).text)
    if not said.topic or not await names_goods_we_sell(turn, said.topic):
        return None
    if said.has("ADD", "TAKE", "WANT"):
        return rest
    writing = writing_of(turn, rest)
    return f"{ADDING_VERB[writing]} {rest}"
