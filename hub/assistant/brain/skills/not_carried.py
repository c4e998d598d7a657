"""A product the store does not carry, named by a phrase one of whose words a product holds
as something other than what it is: "garam masala" finding masala-flavoured crisps, "protein
powder" baking powder.

A search ranks by shared words, and a phrase's modifier ("masala", "protein") can be the only
word a product holds. A card is an answer only when the product is of the kind the phrase
names: its own kind (the first keyword a product is searched by, in either language: "chips",
"baking powder") must be held whole by the shopper's words. When no hit is of that kind, the
store does not carry it: that is said, and when the phrase wants a nutrient ("protein
powder", "protein bars") the foods rich in it are offered instead, never a card that only
shares a word.
"""

from __future__ import annotations

from hub.assistant.brain import matching, other_goods
from hub.assistant.brain.gulf_kinds import as_named
from hub.assistant.brain.skills import dietary
from hub.assistant.brain.skills.cards import not_found, show_products
from hub.assistant.brain.skills.common import confident_hits, search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

_PROTEIN = frozenset(words("protein proteins بروتين البروتين"))
# Words of the form a food comes in, not of what it is: "chocolate chips" are chocolate, which
# potato chips are not; "protein bars" no chocolate bar
_FORMS = frozenset(
    words(
        "chips chip flakes flake powder bars bar sticks stick cubes cube slices pieces drops"
        " sprinkles chunks fingers balls shavings rings شيبس رقائق بودره باودر مسحوق اصابع"
        " مكعبات شرائح قطع"
    )
)


def _kinds(product: Record) -> list[str]:
    """What the product is, by the first keyword it is searched by in each language."""
    keywords = product.get("keywords")
    if not isinstance(keywords, dict):
        return []
    return [str(values[0]) for values in keywords.values() if values]


def _holds(topic: list[str], phrase: str) -> bool:
    return all(
        any(matching.same_word(token, word) for token in topic) for word in matching.stems(phrase)
    )


def of_a_kind_named(topic: list[str], hit: Record) -> bool:
    """Whether the words name the hit's kind whole: one of its keywords ("olives" names no
    "olive oil", "toilet cleaner" names the toilet bowl cleaner), in either language."""
    keywords = hit.get("keywords")
    if not isinstance(keywords, dict):
        return False
    return any(_holds(topic, str(phrase)) for values in keywords.values() for phrase in values)


def of_the_kind_named(topic: list[str], hits: list[Record]) -> list[Record]:
    """The hits whose own kind the shopper's words name whole ("almond flour": the flours;
    "garam masala": not the masala crisps), when no hit holds every telling word of a phrase
    of two or more; else the hits as they were."""
    telling = telling_words(as_named(topic))  # "روب قليل الدسم": the yoghurts
    if len(telling) < 2:
        return hits
    forms = [word for word in telling if word in _FORMS]
    material = [word for word in telling if word not in _FORMS]
    if forms and material:
        # a hit holding the form alone ("chips") is some other food in that form
        hits = [hit for hit in hits if len(unmet_words(material, [hit])) < len(material)]
    kinds = [hit for hit in hits if any(_holds(telling, kind) for kind in _kinds(hit))]
    if kinds:
        return kinds
    # "روب قليل الدسم": the yoghurt called by another of its names, low fat or not, is the
    # kind there is, shown as the nearest (only a variant's words beside the kind's name:
    # "garam masala" is no variant of the masala crisps)
    core = [word for word in telling if word not in _VARIANT_WORDS]
    if not core or len(core) == len(telling):
        return []
    return [hit for hit in hits if of_a_kind_named(core, hit)]


# Words of a variant wished of a kind: low fat, light, diet, skimmed
_VARIANT_WORDS = frozenset(
    {"low", "fat", "light", "lite", "diet", "skimmed", "skim", "reduced", "قليل", "قليله",
     "الدسم", "دسم", "خفيف", "لايت", "دايت", "منزوع", "خالي"}
)  # fmt: skip


async def answer(turn: Turn) -> None:
    """Said that the store does not carry it; the foods rich in the nutrient it wants, if it
    names one."""
    if _PROTEIN & set(turn.utterance.topic):
        foods = await dietary.protein_foods(turn)
        if foods:
            show_products(turn, foods, "not_carried_protein")
            return
    not_found(turn)


# What the store has that is given as a gift, offered beside "we don't sell perfume"
_GIFTS = "chocolate"


def not_sold_phrase(turn: Turn) -> str:
    """The phrase that says which kind of goods we do not sell."""
    return f"not_sold_{other_goods.kind_asked_for(turn.typed_and_read) or 'other'}"


async def not_sold(turn: Turn) -> None:
    """Said that the store does not sell that kind of goods (a pharmacy has medicine); for a
    gift, what the store has that is given as one, in stock."""
    turn.say(not_sold_phrase(turn))
    if other_goods.kind_asked_for(turn.typed_and_read) == "not_halal":
        # "pork sausages": the halal sausages we have; "any beer" names nothing near
        near = [word for word in turn.utterance.topic if word not in other_goods.NOT_HALAL_WORDS]
        hits = confident_hits(near, await search(turn, " ".join(near))) if near else []
        if hits:
            show_products(turn, [str(hit["_id"]) for hit in hits[:4]], "halal_instead")
            return
    if other_goods.for_a_gift(turn.typed_and_read):
        gifts = [hit for hit in await search(turn, _GIFTS) if hit.get("inStock", True)]
        if gifts:
            show_products(turn, [str(hit["_id"]) for hit in gifts[:4]], "gifts_we_sell")
            return
    turn.chips("aisles", "offers", "help")
