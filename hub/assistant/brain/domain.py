"""The domain gate: is a message about this store at all?

The intent model ranks forty requests, one of which is "off-topic"; a message about a car's
oil or a bank card's freeze shares words with the catalogue ("oil", "freeze") and little
else with any of the forty, so the ranking spreads thin and a rule that matches a product
word could take over. The gate asks one question instead, with one score: every in-domain
row of the corpus against every off-domain one, the broad off-domain set included (about
forty everyday domains, three ways of writing). It is the same kind of model as the intent
model (`model.IntentModel`, two labels), so it costs a turn one more small product.

`understand` declines what the gate is sure of before any rule about products, complaints
or the cart is tried, and logs the score with the decision.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from hub.assistant.brain.corpus.build import in_domain_messages, off_domain_messages
from hub.assistant.brain.model import IntentModel, load_rows
from hub.assistant.brain.utterance import Utterance
from hub.storefront.seed.products import PRODUCTS
from hub.storefront.seed.recipes import RECIPES

OFF = "off"
SHOP = "shop"
OFF_DOMAIN_INTENT = "out_of_domain"
_KNOWN_WORDS = 0.01  # at least one word it has seen


def training_rows() -> list[dict[str, str]]:
    """The corpus's training split, the written shopping and off-domain sets' training
    parts, and the catalogue's own words."""
    return (
        load_rows("train")
        + in_domain_messages("train")
        + off_domain_messages("train")
        + catalogue_rows()
    )


def catalogue_rows() -> list[dict[str, str]]:
    """The store's own words as shopping messages: every product's names, keywords and pack
    ("nido milk powder 1.8kg", "ارز تيلدا ٥ كيلو"), every recipe's name. Without them the
    gate learns what off-topic talk sounds like better than what the store sells, and a bare
    product with its size looks like a unit conversion."""
    rows: list[str] = []
    for product in PRODUCTS:
        for language in ("en", "ar"):
            name = re.sub(r"\s*\(.*?\)", "", product["name"][language])
            rows += [name, f"{name} {product['unit'][language]}"]
            rows += product["keywords"][language]
    for recipe in RECIPES:
        rows += [recipe["name"]["en"], recipe["name"]["ar"]]
    return [{"text": text, "intent": "catalogue"} for text in dict.fromkeys(rows)]


def gate_rows(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """Corpus rows relabelled for the gate: off-domain or shopping."""
    return [
        {"text": row["text"], "intent": OFF if row["intent"] == OFF_DOMAIN_INTENT else SHOP}
        for row in rows
    ]


@dataclass(frozen=True, slots=True)
class DomainGate:
    model: IntentModel

    @classmethod
    def train(cls, rows: list[dict[str, str]]) -> DomainGate:
        return cls(IntentModel.train(gate_rows(rows)))

    def off_domain(self, text: str, utterance: Utterance, rule: str) -> float:
        """The probability that the (normalised) message is not about the store; 0 for a
        message none of whose words the gate ever saw (a keyboard mash, a product name it
        does not know): those are asked about, not declined."""
        if self.model.known_share(text) < _KNOWN_WORDS:
            return 0.0
        return self.model.rank(text, utterance, rule).probability(OFF)


_lock = threading.Lock()
_gate: DomainGate | None = None


def domain_gate() -> DomainGate:
    """The process's gate, trained from the committed corpus on first use."""
    global _gate
    if _gate is None:
        with _lock:
            if _gate is None:
                _gate = DomainGate.train(training_rows())
    return _gate
