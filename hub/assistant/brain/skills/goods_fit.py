"""Goods held against a need said earlier in the conversation: "is the shawarma chicken safe
for her" after "my sister has celiac", "what about cheese or yoghurt, are any of those
suitable" after "I am lactose intolerant", "w el jibin yinfa3 laha?".

One product named is answered yes or no from its record, and a product whose allergens the
store does not know is never said to keep the need: the shopper is told to read the pack,
and shown the goods of its kind that do keep it. Kinds named are answered with the goods of
each that keep the need, or with a plain "none of our cheese is lactose-free". A kind ruled
out beside the goods ("is galaxy fine? the plain one, not the hazelnut") leaves the one that
is not it to be answered of.
"""

from __future__ import annotations

from hub.assistant.brain import replies
from hub.assistant.brain.needs import NEED_WORDS, Need, avoided_words, need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.product_flags import ALLERGEN_NAMES
from hub.assistant.brain.skills import bakery_traces, dietary, kind_without
from hub.assistant.brain.skills.common import confident_hits, quiet_products, search, unmet_words
from hub.assistant.brain.skills.recipe_diets import (
    asks_fit,
    asks_suits_apart,
    asks_what_about,
    checked,
    need_in_talk,
    need_words,
)
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment, Utterance
from hub.record import Record
from hub.text import words

# Asking words around the goods, not the goods: "what about", "are any of those", "ينفع لها"
_ASKING = frozenset(
    words(
        "about what how any those these them one ones which safe fine ok okay suitable good"
        " allowed she he her him they their eat drink have can could would will still also"
        " ينفع تنفع يصلح تصلح مناسب مناسبه يناسب تناسب لها له لهم ياكل تاكل ياكله تاكله"
        " تاكلها ياكلها يشرب تشرب وش شو شنو عن طيب زين ايهم اي منهم فيهم"
        # Arabizi left in Latin letters: "galaxy caramel yinfa3 laha?"
        " yinfa yinfa3 ynfa ynfa3 yenfa yenfa3 tinfa tinfa3 laha lah lahum 7agha 7aga 7agah"
        " mnasib mnasb"
    )
)


def _kinds(turn: Turn) -> list[list[str]]:
    """The goods named, one list of words per item ("cheese or yoghurt": two)."""
    kinds = []
    # (the allergen kept away is no goods asked of: "can't eat shrimp, is the fish ok")
    kept_out = NEED_WORDS | avoided_words(turn.message.for_model)
    for part in _OR.split(_A_USE.sub(" ", turn.message.text)):
        for segment in Utterance(part).segments():
            kind = [w for w in segment.topic if w not in kept_out and w not in _ASKING]
            if kind:
                kinds.append(kind)
    return kinds


# What the goods are for, not goods asked of: "safe to put on the bread", "to spread on toast"
_A_USE = Pattern(
    r"\bto (?:put|spread|have|eat|use|dip) (?:on|in|with) (?:the |my |his |her |their )?\w+"
    # "ينفع احطه على الخبز", "a7o6a 3ala el 5ubz" (read "احطه علي الخبز")
    r"|(?<!\w)(?:احط|احطه|احطها|نحط|نحطه|نحطها|ينحط|تنحط|ادهن|ادهنه|ناكله|ياكله|تاكله)"
    r" (?:على|علي|عالي|مع) \S+"
)
# (a question ends a part too: "is coco pops ok? he loves it" asks of the cereal alone)
_OR = Pattern(r"\bor\b|(?<!\w)(?:ولا|او|والا)(?!\w)|[?؟]")


# Goods named and asked whether they are fine, with nothing else about them: "is coco pops
# ok? he loves it", "lays ay noo3 safe?" (which kind is); the model may take a bare "is X ok"
# for another matter, where a need said earlier makes it this one
_PLAINLY = Gated(
    r"^(?:and |so |but )?(?:is|are) (?!there\b|it\b|this\b|that\b)\w+(?: \w+){0,2}"
    r" (?:ok|okay|fine|safe|alright)\b\W*[?؟]"
    r"|\b(?:which|what|any|ay|ayy|اي|ا) (?:kind|type|one|ones|نوع|noo3|no3|wa7d|wa7ed|واحد)"
    r" (?:is |are )?(?:ok|okay|fine|safe)\b"
    r"|\b(?:what|whats|what's|which|anything|something) (?:is |are )?(?:\w+ )?safe (?:to|for) \w+"
    # "الكيري اوكي؟ هي تحبه", "el kiri ok?" (read "ال kiri ok?")
    r"|^(?:و ?)?ال ?\S+(?: \S+){0,2} (?:اوكي|اوك|امن|آمن|سليم|ok|okay|safe)\s*[?؟]"
)


def asks_plainly(turn: Turn) -> bool:
    """Whether the message asks only if goods are fine ("is coco pops ok?"), which the model
    may be sure is another matter."""
    return _PLAINLY.search(turn.message.for_model) is not None


async def asked_plainly(turn: Turn) -> bool:
    """Goods of ours asked plainly whether they are fine, a need said earlier (`asked`)."""
    return asks_plainly(turn) and await asked(turn)


async def asked(turn: Turn) -> bool:
    """A need said earlier asked of goods this message names; or said in it beside a question
    of their fit ("one of the guests can't eat shrimp, is the fish ok for her")."""
    own = need_of(turn.message.for_model)
    if (own and not asks_suits_apart(turn)) or not checked(need_in_talk(turn, own)):
        return False
    if not (asks_fit(turn) or asks_what_about(turn)):
        return False
    if await recipe_named_whole(turn, one_word=True) is not None:
        return False  # "المتبل ينفع لها؟": the dish, held against the need by its recipe
    for kind in _kinds(turn):
        if confident_hits(kind, await search(turn, " ".join(kind))):
            return True
    return False


async def _the_one_named(turn: Turn, kind: list[str]) -> Record | None:
    """The product the words name, when exactly one holds them all ("the shawarma chicken")."""
    hits = confident_hits(kind, await search(turn, " ".join(kind)))
    holding = [hit for hit in hits if not unmet_words(kind, [hit])]
    return holding[0] if len(holding) == 1 else None


async def _one_not_ruled_out(turn: Turn) -> Record | None:
    """Of the goods named, the first that is no kind ruled out beside them ("is galaxy fine?
    the plain one, not the hazelnut": a Galaxy that is no hazelnut bar); None when no kind
    is ruled out."""
    left_out = set(turn.utterance.left_out)
    if not left_out:
        return None
    asked = [w for w in turn.utterance.topic if w not in NEED_WORDS and w not in _ASKING]
    kept = await kind_without.without_the_kind(turn, Segment(None, None, asked, False), left_out)
    return kept[0] if kept is not None else None


async def goods_fit(turn: Turn) -> None:
    need = need_in_talk(turn)
    if (kept := await _one_not_ruled_out(turn)) is not None:
        await _verdict(turn, kept, need)
        return
    kinds = _kinds(turn)
    # ...those the store sells: "he loves it" beside the cereal names none
    sold = [kind for kind in kinds if confident_hits(kind, await search(turn, " ".join(kind)))]
    kinds = sold or kinds
    product = await _the_one_named(turn, kinds[0]) if len(kinds) == 1 else None
    if product is None:
        await dietary.answer_need(turn, need, kinds)
        return
    await _verdict(turn, product, need)


def _allergens_kept_away(product: Record, need: Need) -> list[str]:
    kept_away = set(need.avoid) | {
        allergen
        for flag, allergen in (("gluten_free", "gluten"), ("lactose_free", "milk"))
        if flag in need.flags
    }
    allergens = (product.get("attributes") or {}).get("allergens") or []
    return [allergen for allergen in allergens if allergen in kept_away]


async def _verdict(turn: Turn, product: Record, need: Need) -> None:
    """Yes or no for one product, from its record; its kind's goods that keep the need
    when it does not, or when its record cannot say."""
    name = {"en": str(product["name"]["en"]), "ar": str(product["name"]["ar"])}
    said = need_words(need)
    attributes = product.get("attributes") or {}
    if dietary.meets(product, need):
        turn.say("goods_keep_need")
        line = replies.figures("goods_keeps_need", turn.language, name=name, need=said)
    elif attributes.get("allergens") is None:
        turn.say("goods_need_unknown")
        line = replies.figures("goods_need_unknown", turn.language, name=name, need=said)
    elif held := _allergens_kept_away(product, need):
        named = [ALLERGEN_NAMES.get(a, (a, a)) for a in held]
        listed = {"en": ", ".join(en for en, _ in named), "ar": "، ".join(ar for _, ar in named)}
        turn.say("goods_break_need")
        line = replies.figures(
            "goods_breaks_need", turn.language, name=name, need=said, allergens=listed
        )
    else:
        turn.say("goods_break_need")
        line = replies.figures("goods_lacks_need", turn.language, name=name, need=said)
    turn.text_block(line)
    await bakery_traces.warn_of_traces(turn, product)  # "made where nuts are handled"
    turn.block({"kind": "product_detail", "productId": product["_id"]})
    turn.set_focus(product["_id"])
    if dietary.meets(product, need):
        turn.remember_shown([product["_id"]])
        turn.chips("add_first", "cart")
        return
    instead = await _of_its_kind(turn, product, need)
    if instead:
        turn.text_block(replies.figures("goods_need_instead", turn.language, need=said))
        turn.block({"kind": "products", "productIds": instead})
        turn.remember_shown(instead)
        turn.chips("add_first", "detail_first", "cart")
    else:
        turn.remember_shown([product["_id"]])
        turn.chips("aisles", "cart")


async def _of_its_kind(turn: Turn, product: Record, need: Need) -> list[str]:
    """The goods of the product's own kind (its broadest keyword, the last: "chicken" of the
    shawarma) that keep the need."""
    keywords = (product.get("keywords") or {}).get("en") or []
    kind = str(keywords[-1] if keywords else product["name"]["en"])
    pool = confident_hits(words(kind), await search(turn, kind, limit=dietary.POOL))
    fitting = [pid for pid in dietary.fitting_ids(pool, need) if pid != product["_id"]]
    return (await _known(turn, fitting))[: dietary.SHOWN_INSTEAD]


async def _known(turn: Turn, ids: list[str]) -> list[str]:
    return [p["_id"] for p in await quiet_products(turn, ids)]
