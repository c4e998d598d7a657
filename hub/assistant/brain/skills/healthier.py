"""A healthier choice than the list just shown: "something healthier", "شي صحي اكثر".

The catalogue holds no nutrition facts, so "healthier" is read from what the products say of
themselves: low fat, diet, sugar free, whole grain, brown, oats, organic. Those of the aisle
of the list shown (oats and whole grain cereals after the corn flakes) are offered; when the aisle has none,
the reply says so rather than guessing.
"""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import nutrition
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import SEARCH_LIMIT, quiet_products, search
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.skills.recipe_diets import need_in_talk
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# "healthier", "something healthy", "شي صحي اكثر", "a lighter option", "sa7i"
_HEALTHIER = Gated(
    r"\b(?:health(?:y|ier|iest)|lighter|lightest|less sugar|less fat|fewer calories)\b"
    r"|(?<!\w)(?:صحي|صحيه|اصح|صحي اكثر|اخف|دايت|رجيم)(?!\w)"
)
# Which of a kind is asked: "which kind", "اي نوع", "ay wa7id" (read "اي واحد")
_WHICH = Gated(r"\bwhich\b|(?<!\w)(?:اي|ايهم|ايها|انهو|انهي|ا واحد|ا نوع)(?!\w)")
_SUGAR_FLAGS = frozenset({"sugar_free", "low_sugar", "no_added_sugar"})
# What a product says of itself that makes it the lighter choice of its kind
_MARKS = Pattern(
    r"\b(?:low fat|fat free|skimmed|diet|sugar free|no sugar|zero sugar|whole ?grain|wholemeal"
    r"|brown|oats?|organic|bran|high fib(?:re|er)|fitness)\b"
    r"|قليل الدسم|خالي الدسم|دايت|بدون سكر|خالي من السكر|الحبه الكامله|بالحبه الكامله|اسمر|بني"
    r"|شوفان|عضوي",
    re.IGNORECASE,
)


def wants_healthier(turn: Turn) -> bool:
    return bool(_HEALTHIER.search(turn.message.for_model))


# Words of a wish that name no kind of goods: "عطني شي صحي مو حلو" (healthy, not sweet)
_VAGUE = frozenset(
    words(
        "healthy healthier healthiest light lighter sweet nice good tasty something thing"
        " صحي صحيه اصح اكثر حلو حلوه زين زينه طيب لذيذ شي خفيف اخف مو مب"
    )
)


def _names_no_kind(turn: Turn) -> bool:
    return all(word in _VAGUE for word in turn.utterance.topic)


def asks_healthier(turn: Turn) -> bool:
    """Right after a list, about it (no other thing named); or a healthy wish naming no kind
    at all, whatever the verb ("عطني شي صحي" proposes nothing)."""
    if not wants_healthier(turn) or turn.utterance.has("REMOVE", "CART", "ORDER"):
        return False
    if _names_no_kind(turn):
        return True
    if _WHICH.search(turn.message.for_model) and need_in_talk(turn).flags & _SUGAR_FLAGS:
        return True  # "والتمر اي نوع اخف لها؟" after her diabetes: the kind weighed by sugar
    # "بيبسي دايت، كرتونين" (diet Pepsi, two cartons): a count makes it a purchase
    return (
        bool(turn.shown())
        and len(turn.utterance.topic) <= 3
        and not turn.utterance.has("ADD", "TAKE")
        and turn.utterance.quantity is None
    )


def marked(product: Record) -> bool:
    texts = [*matching.name_texts(product), *matching.name_texts(product, "keywords")]
    return any(_MARKS.search(text) for text in texts)


# What the lighter choices of the store are called, searched when no kind was named
_LIGHT_KINDS = ("oats", "whole grain", "low fat", "brown bread", "organic", "diet")


async def healthier(turn: Turn) -> None:
    if (
        not _names_no_kind(turn)
        and need_in_talk(turn).flags & _SUGAR_FLAGS
        and await nutrition.weigh_a_kind_by(turn, "sugar", most=False)
    ):
        # "والتمر؟ اي نوع اخف عليه" after a diabetic's need: that kind weighed by its sugar,
        # as its records give it, never the lighter goods of another kind
        return
    if not turn.shown():
        await _lighter_of_the_store(turn)
        return
    # the aisle of the list's first card: "milk" may list a chocolate milk of another aisle
    shown = await quiet_products(turn, turn.shown()[:1])
    aisle = str(shown[0].get("categoryId") or "") if shown else ""
    found: list[Record] = []
    if aisle:
        found = await turn.call(
            "products_in_category", turn.store.products_in_category, aisle, limit=SEARCH_LIMIT * 3
        )
    lighter = [p["_id"] for p in found if marked(p) and in_stock(p)]
    if not lighter:
        turn.say("none_healthier")
        turn.chips("aisles", "offers")
        return
    show_products(turn, lighter[:SEARCH_LIMIT], "healthier")


async def _lighter_of_the_store(turn: Turn) -> None:
    """ "give me something healthy": a few lighter choices of each kind, and a question."""
    picks: list[str] = []
    for kind in _LIGHT_KINDS:
        hits = await search(turn, kind)
        picks += [p["_id"] for p in hits if marked(p) and in_stock(p)][:2]
    show_products(turn, list(dict.fromkeys(picks))[:SEARCH_LIMIT], "healthier_picks")
