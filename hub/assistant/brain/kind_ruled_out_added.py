"""Goods put in the cart with a kind of them ruled out: "حط ٢ جالكسي العادي مو الكراميل",
"عطني ٣ جالكسي مو اللي بالبندق", "add 2 galaxy, the plain one not the caramel".

Read by the model, "X مو Y" sounds like goods that came wrong ("sent X, not Y") and the
message is taken for a complaint. A cart verb that opens it with a count, and no word of a
problem, says what to put in the cart: the kind ruled out picks among the goods' kinds.
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.utterance import Utterance


def adds_the_kind(message: Normalised, utterance: Utterance, top: str, rule: str | None) -> bool:
    """Whether a complaint read of the model is goods to put in the cart, a kind ruled out."""
    return (
        top == "complaint"
        and rule == "add_to_cart"
        and utterance.cart_verb_first
        and utterance.quantity is not None
        and utterance.has("NEGATION")
        and not utterance.has("ORDER", "DELIVER")
        and not states_a_problem(message)
    )
