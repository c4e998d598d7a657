"""Whether an amount of a food is enough for a number of people, or how much they need: "is
1 kg of shrimp enough for 6 people?", "كيلو لحم يكفي ٨ اشخاص؟", "2 kilo dyay ykafi 10?",
"how much rice do i need for 12 people?".

Answered by a stated portion rule (the raw weight a person usually eats at a Gulf table, a
whole chicken as its usual weight), with the store's goods of that food beside it: a figure
the shopper can check, never a product card alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import recipe_portions
from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.skills.food_facts import Fact, best, fact
from hub.assistant.brain.skills.recipes import RECIPE_TURNS, guests_said
from hub.assistant.brain.turn import INTENT, Turn
from hub.storefront.cards import number_text
from hub.text import words


@dataclass(frozen=True, slots=True)
class Portion:
    food: Fact  # its names; en/ar are the food as the answer names it
    grams: int  # raw weight per person
    piece: int  # grams of one piece ("one chicken"), 0 when it is not bought whole
    goods: str  # searched in the store


RULES: tuple[Portion, ...] = (
    Portion(
        fact("shrimp, shrimps, prawns, prawn, روبيان, جمبري, ربيان", "shrimp", "روبيان"), 200, 0,
        "shrimp",
    ),
    Portion(fact("fish, سمك, صافي, هامور, زبيدي", "fish", "سمك"), 250, 0, "fish"),
    Portion(
        fact("chicken, chickens, دجاج, دجاجه, دياي, ديايه, ديجا", "chicken", "دجاج"),
        350, 1100, "fresh chicken",
    ),
    Portion(
        fact("lamb, meat, beef, mutton, veal, minced beef, لحم, غنم, لحم غنم, لحم بقر, عجل",
             "meat", "لحم"),
        250, 0, "lamb",
    ),
    Portion(fact("rice, basmati, رز, عيش, ارز", "rice (uncooked)", "رز (ني)"), 100, 0, "basmati rice"),
)  # fmt: skip

# Enough asked: "enough", "feed", "serve", "يكفي", "تكفي", Arabizi "ykafi" (read "يكفي")
_ENOUGH = Gated(
    r"\b(?:enough|feeds?|serves?|suffice)\b|(?<!\w)(?:يكفي|تكفي|يكفى|تكفى|يكفون|يكفيهم|تكفيهم)(?!\w)"
)
# ...or how much is needed: "how much rice do i need", "كم كيلو رز احتاج"
_HOW_MUCH = Gated(
    r"\bhow (?:much|many (?:kilos?|kg|grams?))\b|(?<!\w)(?:كم|جم|شكثر) (?:كيلو|جرام|غرام|\S+ "
    r"(?:احتاج|نحتاج|يحتاج|ابي|نبي))(?!\w)"
)
_PEOPLE = Gated(
    r"(?:\bfor|(?<!\w)(?:ل|لـ|حق|يكفي|تكفي|يكفى|تكفى))\s*(\d+)(?!\d)(?!\s*(?:kg|g|كيلو|جرام|غرام))"
)


def _people(turn: Turn) -> int | None:
    if turn.utterance.servings is not None:
        return turn.utterance.servings
    found = _PEOPLE.search(turn.message.for_model)
    if found is None:
        return guests_said(turn.message.text)  # "we'll be 9, how much chicken?", "بنكون ٩"
    return int(found.group(1))


def _portion(turn: Turn) -> Portion | None:
    known = best(turn.utterance.topic, [p.food for p in RULES])
    return next((p for p in RULES if p.food is known), None)


@while_read
def asked(turn: Turn) -> bool:
    """The message asks if an amount of a food feeds some people, or how much they need."""
    said = turn.message.for_model
    enough = _ENOUGH.search(said) is not None
    if not (enough and turn.utterance.quantity is not None) and _HOW_MUCH.search(said) is None:
        return False  # the words first: this is asked of every message
    return (
        not turn.utterance.has("ADD") and _people(turn) is not None and _portion(turn) is not None
    )


def _weight_text(grams: float, *, up: bool = False) -> dict[str, str]:
    """The weight to the quarter kilo (rounded up when it is what to buy), or to 50 g."""
    if grams >= 1000:
        quarters = math.ceil(grams / 250) if up else round(grams / 250)
        kilos = f"{quarters * 250 / 1000:g}"
        return {"en": f"{kilos} kg", "ar": f"{kilos} كيلو".translate(_DIGITS)}
    rounded = f"{math.ceil(grams / 50) * 50}"
    return {"en": f"{rounded} g", "ar": f"{rounded} غرام".translate(_DIGITS)}


_DIGITS = str.maketrans("0123456789.", "٠١٢٣٤٥٦٧٨٩٫")


def need_line(turn: Turn, portion: Portion, people: int) -> str:
    """ "At about 250 g of meat a person, 10 people need about 2.5 kg." """
    food = {"en": portion.food.en, "ar": portion.food.ar}
    per, need = _weight_text(portion.grams), _weight_text(portion.grams * people, up=True)
    return figures(
        "portion_need", turn.language, per=per, food=food, people=number_text(people), need=need
    )


async def portions(turn: Turn) -> None:
    """The portion rule held against the amount and the people, and the food's goods."""
    portion, people = _portion(turn), _people(turn)
    if portion is None or people is None:
        turn.say("recipes_pick")
        turn.chips("help")
        return
    food = {"en": portion.food.en, "ar": portion.food.ar}
    per = _weight_text(portion.grams)
    need = _weight_text(portion.grams * people, up=True)
    quantity = turn.utterance.quantity if _ENOUGH.search(turn.message.for_model) else None
    turn.say("portions")
    after_a_recipe = turn.memory.get(INTENT) in RECIPE_TURNS
    recipe_portions.remember(turn, people, after_a_recipe=after_a_recipe)
    if quantity is None:
        line = need_line(turn, portion, people)
    else:
        grams = (
            quantity.amount
            if quantity.unit == "g"
            else quantity.amount * (portion.piece or portion.grams)
        )
        feeds = max(1, int(grams // portion.grams))
        key = "portion_enough" if feeds >= people else "portion_short"
        line = figures(
            key, turn.language, per=per, food=food, amount=_weight_text(grams),
            feeds=number_text(feeds), people=number_text(people), need=need,
        )  # fmt: skip
    turn.text_block(line)
    hits = confident_hits(words(portion.goods), await search(turn, portion.goods))
    ids = [hit["_id"] for hit in hits[:3]]
    if ids:
        turn.block({"kind": "products", "productIds": ids})
        turn.remember_shown(ids)
    turn.chips("cart", "meal_ideas")
