"""Whether a product mention is grounded in the catalogue, with a score.

The store's search ranks by shared words, so it always finds something: "a cut on my cheek"
finds a lamb cut, "my banking account" finds baking powder. A cart proposal is an action
taken for the shopper, so it needs more than a hit: the words of the mention must be the
product's own. The score is the share of the mention's telling words (longer than two
letters, not a size or shopping talk) that the product's name, keywords or options hold; a
mention whose words are mostly someone else's ("cover", "cut", "cheek") is not grounded,
whatever the best hit was. Below `GROUNDED` the assistant searches or asks; it never
proposes.
"""

from __future__ import annotations

from typing import Any

from hub.assistant.brain import matching
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.liking_asides import says_who_likes_them
from hub.assistant.brain.normaliser import latin_words, normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    SIZE_WORDS,
    TALK_WORDS,
    confident_hits,
    holds_as_spelt,
    quiet_search,
    unmet_words,
    words_for,
)
from hub.assistant.brain.skills.made_kinds import ready_said
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment, Utterance

# Words of how a thing is packed, not what it is ("3 pepsi cans packs", "كرتون مي الروضتين")
PACK_WORDS = frozenset(
    {"pack", "packs", "packet", "packets", "box", "boxes", "bag", "bags", "carton", "cartons",
     "case", "كرتون", "الكرتون", "كرتونه", "الكرتونه", "كراتين", "علبه", "العلبه", "باكيت",
     "الباكيت", "كيس", "الكيس", "kartoon", "karton"}
)  # fmt: skip
GROUNDED = 0.66  # two words of three: "basmati rice bag" grounds, "know oil" does not
# The verb that puts goods in, by way of writing: put before goods a request named with none
# ("no mandarins? then 2 kg oranges", "make it a new order, sugar 2 kg")
ADDING_VERB = {"en": "add", "ar": "ضيف", "arabizi": "7ot"}


def writing_of(turn: Turn, said: str) -> str:
    """How a part of the message is written ("en", "ar", "arabizi"), for the words a request
    read afresh is put in: the message's Arabizi, else the part's own letters."""
    return "arabizi" if turn.message.arabizi else "en" if said.isascii() else "ar"


def telling_words(topic: list[str]) -> list[str]:
    return [
        word
        for word in topic
        if len(word) > 2
        and word not in SIZE_WORDS
        and word not in MEASURE_WORDS
        and word not in TALK_WORDS
        and word not in PACK_WORDS
    ]


def said_past(text: str, opening: Pattern) -> tuple[str, Utterance] | None:
    """The message past an opening that asks nothing of the store (a reaction, the shopper's
    news), with its reading; None when the message does not open so or nothing of goods
    follows."""
    found = opening.match(text)
    if found is None:
        return None
    rest = text[found.end() :].strip()
    said = Utterance(normalise(rest).text)
    return (rest, said) if said.topic else None


async def names_goods_we_sell(turn: Turn, topic: list[str]) -> bool:
    """Whether the words of a part, less those that tell nothing of the goods, name goods of
    ours well enough to ask for them: what a request left after a reaction or news must do."""
    words = telling_words(topic) or topic
    return bool(confident_hits(words, await quiet_search(turn, " ".join(words))))


def grounding(topic: list[str], product: dict[str, Any], *, sound_alike: bool) -> float:
    """1.0 when every telling word of the mention is the product's; 0.0 when none is."""
    telling = telling_words(topic)
    if not telling:
        return 1.0  # a size or a pronoun: the product came from what was shown, not words
    unmet = unmet_words(telling, [product], sound_alike=sound_alike)
    return 1.0 - len(unmet) / len(telling)


def grounded_mention(turn: Turn, segment: Segment, product: dict[str, Any]) -> float:
    """How well the words of one item of the message name `product`, noted on the turn.
    An Arabizi message's Latin brand words ("7i6ly kellogs frosties") count as written too,
    since the normaliser reads them as Arabic letters."""
    if not segment.topic:
        return 1.0
    arabizi = turn.message.arabizi
    # "add ready hummus": no name says it is ready, the food named is the mention
    score = grounding(ready_said(segment.topic) or segment.topic, product, sound_alike=arabizi)
    sized = all(word in SIZE_WORDS for word in segment.topic)
    if sized and product["_id"] not in [*turn.shown(), turn.focus()]:
        # "add the big one" after the olive oils names no product by its words: one found
        # by "big" alone (a family pack of water) is no product the shopper pointed at
        score = 0.0
    if arabizi and score < GROUNDED and len(turn.utterance.segments()) == 1:
        written = [word for word in latin_words(turn.input.text) if len(word) > 2]
        score = max(score, grounding(written, product, sound_alike=True))
    turn.note_grounding(" ".join(segment.topic), product["_id"], score)
    return score


async def another_products_word(turn: Turn, segment: Segment, product: dict[str, Any]) -> bool:
    """Whether a word of the mention names `product` only a slip away ("رمان" of "رمضان" in
    Vimto's "Ramadan drink") while another product, of another kind, holds it as spelt (the
    pomegranates, which hold no "رمضان"): the word is that product's, so "عصير رمان" grounds
    no Vimto. A spelling of one kind's own word ("sambosa" of "samboosa") stays that kind's."""
    for word in telling_words(segment.topic):
        if (
            holds_as_spelt(product, word)
            or _of_its_options(product, word)  # "hamour fillet": its cut, whoever else is one
            or unmet_words([word], [product], sound_alike=False)
        ):
            continue
        meant = words_for(product, word)
        hits = await quiet_search(turn, word)
        if any(
            hit["_id"] != product["_id"]
            and holds_as_spelt(hit, word)
            and not any(holds_as_spelt(hit, own) for own in meant)
            for hit in hits
        ):
            return True
    return False


def _of_its_options(product: dict[str, Any], word: str) -> bool:
    """Whether one of the product's variants is named by the word as spelt ("Fillet, 1 kg")."""
    return any(
        matching.same_word_as_spelt(word, held)
        for variant in product.get("variants") or []
        for text in matching.name_texts(variant)
        for held in matching.stems(text)
    )


# What a search may show cards for: a product search, and the readings of a message the model
# could not place that look words of it up in the store.
SEARCHING = frozenset({"search", "general"})
_SHOPPING = frozenset({"add_to_cart", "product_detail", "browse", "similar", "compare", "cheaper"})
LOOSE = 0.5  # less than half of a message's telling words a product's: it names no product


async def named_loosely(turn: Turn, model_pick: str | None) -> float | None:
    """The share of the message's telling words the best hit holds, when the message would be
    searched on a reading the model was not sure of ("سكر الباب وراك", "need to make some
    bread this month, any side jobs": one word a product's, the rest another matter's); None
    when the model itself read a shopping request, or the message names no words to weigh.
    Below `LOOSE` no card is shown for it: a word shared with the catalogue is no request
    for it. Noted on the turn, with the best hit, for the decision's record."""
    if model_pick is not None and (model_pick in SEARCHING or model_pick in _SHOPPING):
        return None  # (None: weighed whatever the model read)
    topic = turn.utterance.topic
    telling = telling_words(topic)
    if len(telling) < 2:
        return None  # "orange", "برتقال": a name alone is asked for
    items = [segment.topic for segment in turn.utterance.segments()]
    if len(items) == 1 and says_who_likes_them(turn.utterance.tokens):
        # "zeed ra8i bas, il 3yal y7bona": weighed by the goods, not by who loves them
        topic = items[0]
        if len(telling_words(topic)) < 2:
            return None
    if len(items) > 1 and all(telling_words(item) for item in items):
        # "ابي الخميره و الدبس": each item named by its own product, no one product holds
        # both; the least well named item is the list's ("milk and a flight to london")
        return min([await named_share(turn, item) for item in items])
    return await named_share(turn, topic)


async def named_share(turn: Turn, topic: list[str]) -> float:
    """The share of `topic`'s telling words the best hit of its search holds."""
    telling = telling_words(topic)
    hits = await quiet_search(turn, " ".join(topic))
    arabizi = turn.message.arabizi
    best = max(
        (
            1.0 - len(unmet_words(telling, [hit], sound_alike=arabizi)) / len(telling)
            for hit in hits
        ),
        default=0.0,
    )
    if best < LOOSE:
        turn.note_grounding(" ".join(topic), str(hits[0]["_id"]) if hits else "", best)
    return best


# Goods put to a use rather than into the cart: "can i put honey in hot tea", "add lemon to the
# fish before grilling?", "put yoghurt on my face for acne?", "احط حليب بالبيض المخفوق؟",
# "اضيف الملح قبل ولا بعد ما يغلي الماي", "a7ot zabadi 3ala wayhi?". The verb is a cart verb,
# but what it puts the goods into is a dish, a drink, a face or a car, not the cart, the order
# or the list; or it asks when, in the middle of cooking. The goods' words name a product in
# another sense of the verb, so they ground no cart line. English asks it ("can i", "should
# i", "is it ok", "?"): a verb of putting, the goods, then where they go; not the store's
# ("add milk to my cart?"), not a count alone ("can i add 2 more to the milk": its line), not
# what a product is packed or made in ("can i add tuna in olive oil?", "in a pack of 10").
# Arabic (Arabizi read into it) asks it in the first person ("احط", "اضيف": shall I put),
# which a shopper asking the store for goods does not use bare ("ابي اضيف حليب" and "ضيف
# حليب" stay requests), with where ("في"/"على" something not the store's, "بال..." asked) or
# when ("قبل ولا بعد").
_NOT_A_PLACE_TO_PUT = (
    r"(?:cart|basket|bag|order|orders|list|trolley|delivery|account|offer|it|them|that|this"
    r"|those|these|one|ones|there|here|oil|water|brine|sauce|vinegar|syrup|juice|pack|packs"
    r"|size|tins?|cans?|jars?|bottles?|box|boxes|flavou?rs?|grams?|kg|litres?|liters?|top"
    r"|bottom|side|separate)"
)
_PUT_TO_USE = Bilingual(
    # "you add 2 eggs to the flour" tells a step; "can you add bread to tomorrow's delivery"
    # asks the store
    r"(?<!can you )(?<!could you )(?<!would you )(?<!will you )(?<!please you )(?<!pls you )"
    r"(?<!can u )(?<!could u )(?<!would u )(?<!will u )(?<!pls u )"
    r"\b(?:add|put|pour|mix|stir|sprinkle|rub|spread|squeeze)\b"
    r"(?=(?:\s+(?:\d+|a|an|the|some|more|extra|another|one|two|of)\b)*\s+"
    r"(?!(?:the|some|more|extra|another|one|two)\b)[a-z]{3,})"
    r"(?:\s+\S+){1,4}?\s+(?:in|into|on|onto|over|inside|to)\s+"
    r"(?!(?:(?:the|my|a|an|your|our|his|her)\s+)?(?:\S+\s+)?" + _NOT_A_PLACE_TO_PUT + r"\b)"
    r"(?:(?:the|my|a|an|your|our|his|her)\s+|\d+(?:\.\d+)?\s+[a-z]+\s+of\s+)?[a-z]{3,}"
    r"|\b(?:add|put|pour|mix|stir|sprinkle)\b(?:\s+\S+){1,4}?\s+"
    r"(?:before or after|before|after|while)\s+(?:\w+ing\b|it (?:boils|cooks))",
    r"(?<!\w)(?:احط|احوت|احوط|اضيف|اذيف|اخلط|اصب|ارش|ادهن|نحط|نحوت|نضيف)(?!\w)"
    r"(?:\s+\S+){1,4}?\s+"
    r"(?:(?:في|على|علي|داخل)\s+"
    r"(?!(?:ال)?(?:سل[هة]|طلب|لست[هة]|ليست[هة]|قائم[هة]|كارت)\w*)\S+"
    r"|(?:قبل|بعد)\s+(?:ولا|او)\s+(?:قبل|بعد)|(?:قبل|بعد)\s+(?:ما|لا)\s+\S+"
    r"|بال\s*(?!(?:سل[هة]|طلب|لست[هة]|ليست[هة]|قائم[هة]|كارت))\S+(?:\s+\S+)?\s*[?؟])"
    # ...or into a food or drink said with "ل", asked ("اقدر اضيف عسل للحليب الحار", "agdar
    # a9eef 3asal lil 7aleeb?"); "ل" is also "for" ("ابي اضيف حليب للعيال" stays a request)
    r"|(?<!\w)(?:اقدر|نقدر|ينفع|يصير|عادي|ممكن|شكثر|كم|متى)\s+(?:احط|احوت|احوط|اضيف|اذيف|اخلط"
    r"|اصب|نحط|نضيف)(?!\w)(?:\s+\S+){1,4}?\s+(?:لل|ل ال)\s?"
    r"(?!(?:سل[هة]|طلب|لست[هة]|ليست[هة]|قائم[هة]|كارت|عيال|بيت|اولاد|ضيوف|عشا|غدا|ريوق|فطور"
    r"|سحور)\w*)\S+",
)
# A step of cooking told ("then add the onions and fry them till golden", "بعدين تضيف البصل",
# "ba3dain t9eef el ba9al"): the goods go into the pot, said in the second person or beside a
# verb of cooking; "then add milk" alone, or "ضيف" (add, to the store), still asks for goods.
# Or what someone else puts in their food ("my mom always adds cardamom to the tea", "امي
# دايم تحط هيل بالشاي", "ummi dayman t7u6 heel bil chai"): a habit told, no goods asked for.
_COOKING_STEP = Bilingual(
    r"\b(?:then|next|after that|afterwards|and then)\s+(?:you\s+|u\s+|we\s+)?"
    r"(?:add|put|pour|mix|stir|throw in)\b[^,.;]*\b(?:fry|fried|stir|cook|boil|simmer|bake|roast"
    r"|saute|blend|whisk|grill|until|till)\b"
    # ...or how much of a food goes in ("how much water do i add to 1 cup of rice", "كم ماي
    # اضيف حق الرز")
    r"|\bhow much \w+(?: \w+)? (?:do|should|shall|would|can) (?:i|you|we|u) (?:add|put|use)\b"
    r"|\b(?:my|his|her|our|their) (?:mom|mum|mother|dad|father|wife|husband|sister|brother|son"
    r"|daughter|grandma|grandmother|granny|grandpa|family|friend|neighbou?r|maid|cook|chef)"
    r"(?:\s+\S+){0,2}?\s+(?:adds|puts|pours|mixes|sprinkles)\b",
    r"(?<!\w)(?:بعدين|بعدها|وبعدين|وبعدها|ثم|بعد كذا|بعد جذي)\s+(?:تضيف|تحط|تحوط|نضيف|نحط|نحوط"
    r"|تخلط|نخلط|تصب|نصب)(?!\w)"
    r"|(?<!\w)(?:كم|شكثر|قد ايش|كثر ايش) \S+ (?:اضيف|احط|نضيف|نحط|تضيف|تحط) (?:ب|في|على|حق|لل?)"
    r"|(?<!\w)(?:امي|اممي|ابوي|زوجتي|زوجي|اختي|اخوي|يدتي|جدتي|يدي|جدي|اهلي|ولدي|بنتي|جارتنا"
    r"|جيرانا|الخدامه|الطباخ|الشيف)(?:\s+\S+){0,2}?\s+(?:تحط|يحط|تحوط|يحوط|تضيف|يضيف|تخلط"
    r"|يخلط|تستخدم|يستخدم|يحطون|يضيفون)(?!\w)",
)
_ASKED = Gated(
    r"[?]|^(?:can|could|should|shall|do|does|is|how|what|when|why|would|will)\b"
    r"|\b(?:good idea|ok|okay|safe|fine|how much|how long|what temperature|normal)\b"
)


def put_to_use(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks about putting goods to a use, not
    into the cart: no cart line is grounded by it."""
    if _COOKING_STEP.search(text) is not None:
        return True
    found = _PUT_TO_USE.search(text)
    if found is None:
        return False
    return not found.group(0).isascii() or _ASKED.search(text) is not None


async def puts_goods_to_use(turn: Turn) -> bool:
    """`put_to_use` of the message, unless a product's own name holds every telling word of
    it: "can i add tuna in olive oil?", "lays in salt and vinegar?" name the product."""
    if not put_to_use(turn.message.for_model):
        return False
    topic = turn.utterance.topic
    telling = telling_words(topic)
    if not telling:
        return True
    arabizi = turn.message.arabizi
    hits = await quiet_search(turn, " ".join(topic))
    return all(unmet_words(telling, [hit], sound_alike=arabizi) for hit in hits)


# Cart changes that take a line off or change it ("cancel my gym membership", "remove the
# wallpaper in the bedroom", "shil el card min careem"): the model is sure by the verb alone,
# so its certainty says nothing of what is taken off.
CHANGES_A_LINE = frozenset({"remove_cart_item", "update_cart_item"})


async def changes_no_line_of_ours(turn: Turn, intent: str) -> bool:
    """Whether a cart change names a thing of which no product holds half the telling words.
    A change that names nothing ("remove it", "take the last one off") points at the cart
    and is not weighed here."""
    if intent not in CHANGES_A_LINE:
        return False
    topic = turn.utterance.topic
    if not telling_words(topic):
        return False
    return await named_share(turn, topic) < LOOSE
