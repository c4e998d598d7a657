"""A word asked about: "what is mahlab", "what's a kubba", "شنو يعني محلب", "shno ya3ni
jareesh" (read "شو يعني جريش").

The word may be one of our goods ("what's bzar": the mixed spices), one of our recipes, or a
word neither model has ever seen: a dish or a spice the store does not know. The first two are
shown; the last is owned up to, with what the assistant can do instead, never a cart's lines,
a proposal, nor the cards of goods that only share a letter with it. A word the models know
("what is the weather") is left to the usual reading: it may well be another matter.
"""

from __future__ import annotations

import functools

from hub.assistant.brain.domain import domain_gate
from hub.assistant.brain.lexicon import CONCEPTS
from hub.assistant.brain.model import intent_model
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import (
    confident_hits,
    found_as_arabizi,
    names_a_product,
    quiet_search,
)
from hub.assistant.brain.skills.named_loosely import product_named_loosely
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY, OUT_OF_DOMAIN

# "what is X", "what's a X", "what does X mean", "شنو يعني X", "شو هو X", the whole message
_WHAT_IS = Pattern(
    r"^(?:(?:so|and|ok|okay|hmm|wait|sorry|umm?)\W+)?"
    r"(?:what(?:'?s| is| are| r)|wh?at is|wat(?:'?s| is)|what does|what do)\s+"
    r"(?:(?:a|an|the)\s+)?(?P<en>[^\W\d]+(?:[\s'-][^\W\d]+){0,2}?)"
    r"(?:\s+(?:mean|means|exactly|again))?\s*[?.!]*$"
    # (in Arabic only with a word of meaning: "شنو رقمكم", "شو احط لبنتي" ask other things)
    r"|^(?:شو|شنو|وش|ايش|ش)\s+(?:يعني|هو|هي|معنى|معني|معناه)\s+(?P<ar>\S+(?:\s\S+)?)\s*[?؟.!]*$"
)
# Words that ask about the shopper's or the store's own world, never a dish's name
_NOT_A_NAME = frozenset(
    [
        "it",
        "that",
        "this",
        "these",
        "those",
        "they",
        "them",
        "you",
        "your",
        "ur",
        "u",
        "my",
        "me",
        "i",
        "up",
        "new",
        "there",
        "here",
        "next",
        "left",
        "wrong",
        "good",
        "best",
        "happening",
        "going",
        "on",
    ]
)
_MOST_WORDS = 3
# Readings that already answer a word of our goods by their cards or their recipe
_OF_GOODS = frozenset({"product_detail", "search", "recipe", "nutrition"})
# Readings a word never seen is mistaken for: goods or the cart by a letter or two it shares,
# or no reading of ours at all. Any other reading ("what is substitution": the FAQ, "what
# does pending mean" after an order) is the store's own matter, kept.
_MISTAKEN = _OF_GOODS | frozenset(
    {"add_to_cart", "remove_cart_item", "update_cart_item", "clear_cart", "cart_summary",
     "browse", "similar", "general", "categories", "brands", "unknown", CLARIFY, OUT_OF_DOMAIN}
)  # fmt: skip
# Readings that answer a word of meals or of the store without its goods' cards ("what is
# iftar": our dishes for it), never taken over by goods that hold the word in a keyword
_ANSWERED_ELSEWHERE = frozenset({"meal_ideas", "faq"})
# Words of a quality or a need, which every kind of goods may hold ("fresh milk"): no name
_NO_GOODS_OF_THEIR_OWN = frozenset(
    {"fresh", "freshly", "طازج", "الطازج", "طازه", "الطازه", "طازجه", "الطازجه", "need", "needs", "want", "healthy", "organic", "natural", "local", "imported", "حاجه",
     "صحي", "طبيعي", "عضوي", "محلي", "مستورد"}
)  # fmt: skip
# Words of an order's or a product's state: "what does pending mean", "شنو يعني خلصان"
_STATES = frozenset(
    {"pending", "processing", "cancelled", "canceled", "delivered", "dispatched", "shipped",
     "unavailable", "confirmed", "rejected", "declined", "refunded", "failed", "expired",
     "5alsan", "mlghi", "khalsan", "خلصان", "خلصانه", "خالص", "ملغي",
     "ملغى", "مقفل", "مرفوض", "مرفوضه", "معلق", "مؤكد", "مكتمل", "منتهي", "موجود"}
)  # fmt: skip
# "رقمكم", "عنوانكم": the store's own (your); "اسمك", "طلبي": your or my own where the word is
# one the models know ("سمك", "شاي" are goods)
_YOUR = "كم"
_POSSESSED = ("ك", "ي")


def word_asked(turn: Turn) -> list[str] | None:
    """The words a "what is X" message asks about, as read; None when it asks no such thing."""
    match = _WHAT_IS.match(turn.message.for_model.strip().lower())
    if match is None:
        return None
    said = (match.group("en") or match.group("ar") or "").split()
    typed = turn.input.text.lower().split()  # "shno ya3ni 5alsan" before its Arabic reading
    if (
        not 1 <= len(said) <= _MOST_WORDS
        or any(word.strip("?!.؟") in _STATES for word in typed)
        or any(
            word in _NOT_A_NAME or word in _store_words() or word in _STATES or _possessed(word)
            for word in said
        )
    ):
        return None  # "whats the min order", "what is the fee": the store's own matters
    topic = turn.utterance.topic
    return topic if topic and len(topic) <= _MOST_WORDS else None


@functools.lru_cache(maxsize=1)
def _store_words() -> frozenset[str]:
    """The words of the brain's requests in both scripts ("order", "fee", "طلب", "توصيل")."""
    return frozenset(word for phrases in CONCEPTS.values() for phrase in phrases for word in phrase)


def _possessed(word: str) -> bool:
    """An Arabic word of the shopper's or the store's own ("رقمكم", "عنوانكم", "اسمك"): any
    word said with the store's "your", a word the models know with "your" or "my"."""
    if word.endswith(_YOUR) and len(word) > len(_YOUR) + 1:
        return True  # "ايميلكم", "رقمكم": the store's own, whatever the word
    return any(
        word.endswith(ending)
        and len(stem := word[: -len(ending)]) >= 2
        and (stem in _store_words() or not never_seen(stem))
        for ending in _POSSESSED
    )


def _unknown(words: list[str]) -> bool:
    """Some word neither the intent model nor the gate ever saw whole: no word of ours."""
    return any(never_seen(word) for word in words)


def never_seen(word: str) -> bool:
    """Neither the intent model nor the gate ever saw the word whole: a dish, a spice, a
    name, or letters garbled in the typing."""
    return domain_gate().model.known_share([word]) == 0 and intent_model().known_share([word]) == 0


async def reading_of(turn: Turn, words: list[str], read_as: str) -> str | None:
    """The request a word asked about makes: its goods' cards ("search"), its recipe, or
    "word_unknown"; None to read the message as usual, which `read_as` (the model's and
    the rules' reading) already does when it is of goods."""
    if read_as in _ANSWERED_ELSEWHERE:
        return None  # "what is iftar": our dishes for it; "what is substitution": the FAQ
    dish = await recipe_named_whole(turn, one_word=True, as_arabizi=True) is not None
    if not dish and read_as in _MISTAKEN and all(w in _NO_GOODS_OF_THEIR_OWN for w in words):
        return CLARIFY  # "شنو يعني طازج": fresh of which goods, asked; no milks for it
    goods = not dish and await _names_goods(turn, words)
    if read_as in _OF_GOODS and (dish or goods):
        return None  # "what is loomi": its card, as read
    if dish:
        return "recipe"  # "what is harees": the dish, as we make it
    if goods:
        return "search"  # "whats bzar": the mixed spices, never the cart
    return "word_unknown" if read_as in _MISTAKEN and _unknown(words) else None


async def _names_goods(turn: Turn, words: list[str]) -> bool:
    """The words name goods of ours: a product's name holds them, loosely spelt or, in an
    Arabizi message, as the Arabic they spell; a word of a quality ("fresh", "طازج") or a
    need names none, whatever goods hold it."""
    named = [word for word in words if word not in _NO_GOODS_OF_THEIR_OWN]
    if not named:
        return False
    if named == words and await names_a_product(turn):
        return bool(confident_hits(named, await quiet_search(turn, " ".join(named))))
    return await product_named_loosely(turn, named) is not None or (
        turn.message.arabizi and bool(await found_as_arabizi(turn, named))
    )


async def word_unknown(turn: Turn) -> None:
    """Owned up to: the assistant does not know the word, and says what it can do."""
    turn.say("word_unknown")
    turn.chips("aisles", "meal_ideas", "offers")
