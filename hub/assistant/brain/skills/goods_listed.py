"""A message that lists goods is a shopping request, whatever the model made of its words.

"do you have clorox, toilet cleaner and dishwasher tablets?" reads like a policy question to
the model, "ابي بطيخ وعنب وفراوله ويوسفي للعزيمه" like a wish for dishes; but when two or more
parts of the list each name goods of the store, the shopper wants those goods shown. When the
parts are counted and wanted ("i want 2 lays, 1 pepsi cans and 4 indomie"), asking nothing,
the counts say how many to buy; a bare counted list ("3 pepsi w 2 lays w galaxy") is read as
the model read it. A part may end in words of what the goods are for ("... and
mandarins for a gathering"): its first words must name the goods.

Shown, each part is held to what it names: a part nothing sold is (olives, where the store
sells olive oil), in a list naming goods in two other parts, and a part all of whose goods
are out are said by name beside the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from hub.assistant.brain.arabic_words import is_known_word
from hub.assistant.brain.hosting_news import goods_words, tells_of_a_gathering
from hub.assistant.brain.listed_after_a_card import lists_goods_to_buy
from hub.assistant.brain.needs import names_a_plant_dairy
from hub.assistant.brain.occasions import asks_what_to_make_with
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import aisle_beside_news, kind_of_the_goods_before, not_carried
from hub.assistant.brain.skills.canned_goods import food_words
from hub.assistant.brain.skills.cards import not_found, show_products
from hub.assistant.brain.skills.common import (
    SEARCH_LIMIT,
    named_by_brand,
    names_of,
    quiet_search,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.lines import stock_of, variant_asked
from hub.assistant.brain.skills.sizes import size_asked_of
from hub.assistant.brain.skills.words_asked import never_seen
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY, OUT_OF_DOMAIN, Understanding
from hub.assistant.brain.utterance import Segment
from hub.assistant.brain.vocabulary import is_english_word
from hub.assistant.brain.ways import asks_what_it_needs
from hub.record import Record

# What the model may take a list of goods for: a policy, a dish, nothing it knows, or a
# search where the counts say to buy
_MISREAD = frozenset(
    {"faq", "meal_ideas", "recipe", "general", "unknown", CLARIFY, OUT_OF_DOMAIN, "search"}
)
_DISHES_READ = frozenset({"meal_ideas", "recipe"})
_OF_EACH = Pattern(r"\bof each\b|\beach\b|(?<!\w)من كل (?:واحد|وحده|نوع|واحده)(?!\w)")
_MOST_PARTS = 6
_LONGEST_PART = 5
_MOST_COUNTED = 20  # a count bigger than this is a size or a model number, not how many


async def _names_goods(turn: Turn, topic: list[str]) -> tuple[bool, bool]:
    """(whether the part's first words name some product, whether all its words do)."""
    for end in range(len(topic), 0, -1):
        words = topic[:end]
        if end * 2 < len(topic):
            break  # most of the part is something else ("... for my son's birthday party")
        hits = await quiet_search(turn, " ".join(words))
        if any(not unmet_words(words, [hit]) for hit in hits):
            return True, end == len(topic)
    return False, False


async def _lists_goods(turn: Turn) -> bool:
    """Two or more parts of the message each name goods, at least two of them whole."""
    # "canned hummus": the food is named, the can no word of its name
    parts = [food_words(segment) or segment.topic for segment in turn.utterance.segments()]
    # "guests on the way, i want arabic coffee and dates": the gathering's news is no part
    parts = [goods_words(topic) for topic in parts if topic and not tells_of_a_gathering(topic)]
    if not 2 <= len(parts) <= _MOST_PARTS or any(len(p) > _LONGEST_PART for p in parts):
        return False
    whole = 0
    for topic in parts:
        named, all_words = await _names_goods(turn, topic)
        if not named:
            return False
        whole += all_words
    return whole >= 2


async def lists_goods(turn: Turn) -> bool:
    """Whether two or more parts of the message each name goods, the news of a gathering
    said before them aside."""
    return await _lists_goods(turn)


def _counted(segment: Segment) -> bool:
    quantity = segment.quantity
    return quantity is not None and 0 < quantity.amount <= _MOST_COUNTED


async def read_as(turn: Turn, understood: Understanding) -> str | None:
    """ "add_to_cart" for a list of goods with their counts asked of no one; "search" for a
    list of goods the model read as something else; None when the message is no such list."""
    u = turn.utterance
    # a recipe said as it is written: "بالطريق" (on the way) is one letter from "طريقه"
    if understood.intent not in _MISREAD or understood.injection or u.says_exactly("RECIPE"):
        return None
    if u.has("REMOVE", "CLEAR", "NEGATION", "EXCEPT", "PRICEY", "ORDER", "DELIVER"):
        return None  # "milk and bread, not the eggs", "the milk and bread of my order": other asks
    if lists_goods_to_buy(turn, understood.intent):
        return "add_to_cart"  # "then the gel, 2 fairy lemon and tissues" after the Tide card
    if understood.intent in _DISHES_READ and (
        asks_what_to_make_with(turn.message.for_model) or asks_what_it_needs(turn.message.for_model)
    ):
        return None  # "what can i make with chicken, rice and onions": a dish, by its goods
    counted = sum(_counted(segment) for segment in u.segments() if segment.topic)
    # "can i get bread and hummus, 3 of each": a count of each is no question of stock
    each = bool(_OF_EACH.search(turn.message.for_model))
    buys = counted >= 2 and (not u.asks or each) and u.has("WANT", "ADD", "TAKE")
    if (understood.intent == "search" and not buys) or not await _lists_goods(turn):
        return None  # a search is what it was unless the counts say to buy
    return "add_to_cart" if buys else "search"  # "i want 2 lays, 1 pepsi cans and 4 indomie"


def _kept(part: Segment, hits: list[Record]) -> list[Record]:
    """The hits that are what the part names: of a kind its words name whole, of a brand it
    names, or, for a name of several words, holding every one ("olives" finds olive oil,
    which is not olives)."""
    topic = part.topic
    kept = [
        hit for hit in hits if not_carried.of_a_kind_named(topic, hit) or named_by_brand(hit, topic)
    ]
    if len(telling_words(topic)) < 2:
        return kept
    # "arabic coffee": the coffees that are Arabic, not every coffee, when some are
    whole = [hit for hit in hits if not unmet_words(topic, [hit])]
    return [hit for hit in kept if hit in whole] or kept or whole


def _a_word_we_know(word: str) -> bool:
    """A word of a language, not letters garbled: one the models saw, or the vocabularies
    hold ("olives", "زعفران")."""
    return not never_seen(word) or is_english_word(word) or is_known_word(word)


_FEWEST_LETTERS = 3


def _garbled(part: str, *, arabizi: bool) -> bool:
    """A part of letters no model or vocabulary knows that is no name of goods: several words
    of news read into letters ("زيرا عند"), a few letters alone, or Latin letters read as
    Arabic (an Arabizi message's words misread more often than goods)."""
    said = part.split()
    unknown = [word for word in said if not _a_word_we_know(word)]
    return bool(unknown) and (
        arabizi or len(said) > 1 or any(len(word) <= _FEWEST_LETTERS for word in unknown)
    )


# "... and almond milk if you have it": the condition's word, no part of the goods' name
_IF_WORDS = frozenset({"if", "لو", "اذا", "law", "iza"})


async def show_each(
    turn: Turn,
    parts: list[Segment],
    unwanted: Callable[[list[Record]], list[Record]] | None = None,
) -> None:
    """ "cucumbers, lemons and mint": one list with the best matches of each, and said by
    name which of the list the store does not sell and which it has none of in stock now; the
    best of each in stock is remembered with its count, for "put all of that in my cart"."""
    # "having guests tonight, ...": the news of the gathering is no goods to look for
    news = [part for part in parts if tells_of_a_gathering(part.topic)]
    parts = [part for part in parts if part not in news] or parts
    parts = [replace(part, topic=goods_words(part.topic)) for part in parts]
    if news and await aisle_beside_news.show_the_aisle(turn, parts):
        return  # "fruit tomorrow, my in-laws are coming": the fruit aisle
    per_part = max(2, SEARCH_LIMIT // len(parts))
    shown: list[str] = []
    picks: list[tuple[str, Quantity | None]] = []
    variants: dict[str, str] = {}
    unsold: list[str] = []
    out: list[str] = []
    before: tuple[Segment, str] | None = None  # the goods named last, and their best match
    for part in parts[:SEARCH_LIMIT]:
        # "سمبوسه جبن ولحم", "lays salted and cheese": the goods' word said once for both
        brother = (
            await kind_of_the_goods_before.brother_of_the_one_before(turn, part, *before)
            if before is not None
            else None
        )
        hits = (
            [brother]
            if brother is not None
            else _kept(part, (await search(turn, " ".join(part.topic), limit=per_part))[:per_part])
        )
        before = (part, str(hits[0]["_id"])) if hits else None
        if unwanted is not None:  # "..., w gahwa mu abu 3oof": that brand's coffees taken out
            hits = [hit for hit in hits if hit not in unwanted(hits)]
        if names_a_plant_dairy(" ".join(part.topic)):
            # "almond milk": only a product of that plant's milk, never a cow's milk
            hits = [hit for hit in hits if not unmet_words(part.topic, [hit])]
        if not hits:
            unsold.append(" ".join(word for word in part.topic if word not in _IF_WORDS))
            continue
        # "tomatoes 3kg": the 3 kg on the card, and the tomatoes sold in it first
        size = part.size or size_asked_of(part.quantity, hits, turn.utterance.tokens)
        for hit in hits:
            variant = variant_asked(hit, part.topic, size)
            if variant is not None:
                variants[hit["_id"]] = variant["_id"]
        hits = [h for h in hits if h["_id"] in variants] + [
            h for h in hits if h["_id"] not in variants
        ]
        stocked = [hit for hit in hits if stock_of(hit, variants.get(hit["_id"])) > 0]
        # the goods the part names in every word are the ones asked ("toilet cleaner"): when
        # they are out, so is what was asked, whatever other cleaner is in
        asked = [hit for hit in hits if not unmet_words(part.topic, [hit])] or hits
        if not any(hit in stocked for hit in asked):
            out.append(names_of(asked[0])[turn.language])
        if stocked and stocked[0]["_id"] not in [pid for pid, _ in picks]:
            picks.append((stocked[0]["_id"], part.quantity))
        shown.extend(hit["_id"] for hit in hits if hit["_id"] not in shown)
    if not shown:
        not_found(turn)
        return
    turn.hold_chips()  # the cards' chips come after what is said of the list, as last
    show_products(turn, shown, variants=variants)
    turn.remember_picks(picks)
    joiner = "، " if turn.language == "ar" else ", "
    # "... and olives": said, never a card of olive oil as if it were them; but only of a list
    # that names goods in two of its parts at least: beside one, the part nothing answers is
    # more often the question asked of it ("no saffron, what instead?") than goods
    # ...and never the shopper's news misread ("ana zayra 3ind ahli" read "زيرا عند") nor a
    # few letters garbled; a word no model saw is otherwise goods ("... and mahlab")
    unsold_named = [part for part in unsold if not _garbled(part, arabizi=turn.message.arabizi)]
    plant_dairy = any(names_a_plant_dairy(part) for part in unsold_named)
    if unsold_named and (len(parts) - len(unsold) >= 2 or plant_dairy):
        turn.say("list_not_sold")
        turn.text_block(joiner.join(unsold_named))
    if out:  # "... and mandarins" when they are out: said, not left to a greyed card
        turn.say("list_out_of_stock")
        turn.text_block(joiner.join(out))
    turn.release_chips()
