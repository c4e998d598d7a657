"""What the shopper says not to change, no longer wants, or asks about a change: read before
any change of the cart is proposed.

The readings ask these of a message the model took for a cart change, so they stand apart
from the skills that make the changes.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import choosing, offer_words
from hub.assistant.brain.skills.common import cart_lines, products_by_ids
from hub.assistant.brain.skills.held_lines import fetch_cart
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# "why did you add the laban", "should I add milk to the machboos", "ليش حطيت لبن": a
# question about a change, which asks for none
_ABOUT_A_CHANGE = Gated(
    r"\b(?:why|did|didn'?t|should|shall|must|do i (?:need|have) to|what if)\b(?:\s+\S+){0,3}?"
    r"\s+(?:add|added|put|remove|removed|take|took|change|changed|buy|bought|get|order)\b"
    r"|(?<!\w)(?:ليش|ليه|لماذا|لازم)\s+(?:\S+\s+){0,2}?"
    r"(?:ضفت|ضفتو|حطيت|حطيتو|اضفت|شلت|شلتو|اضيف|احط|نضيف|نحط)(?!\w)"
)
# ...of which these ask about the cart as it is: its summary answers them
_ABOUT_THE_CART = Gated(r"\b(?:why|did|didn'?t)\b|(?<!\w)(?:ليش|ليه|لماذا)(?!\w)")


def asks_about_a_change(turn: Turn) -> str | None:
    """The request a question about a cart change makes ("did you add the milk?": the cart;
    "should I add milk?": the products), None when the message asks for the change."""
    text = turn.typed_and_read
    if not _ABOUT_A_CHANGE.search(text):
        return None
    return "cart_summary" if _ABOUT_THE_CART.search(text) else "search"


# "don't add milk", "لا تضيف حليب", "la t7ot 7aleeb", "لا تزيد الحليب" (add no more of it): a
# cart verb denied asks for no change ("لا تزيد عن ٢ دينار" is a price ceiling, a budget)
_NOT_TO_CHANGE = Gated(
    r"\b(?:don'?t|do not|dont|never|no need to|not to)\s+(?:\w+\s+)?"
    r"(?:add|put|get|buy|order|include)\b"
    r"|(?<!\w)(?:لا|ما|مو|لاتـ?)\s*(?:ت|ن)(?:ضيف|حط|حطون|شتري|جيب|طلب|زيد|زود)\w*(?!\w)"
    r"|\bla\s+(?:t7ot|t7it|t7ut|t9eef|tdeef|tthee6|tjeeb|tishtiri|tzeed|tzid|tzawid)\b"
)


# "i don't want milk", "ما ابي حليب", "ma abi 7aleeb": a want denied, of goods named; in the
# days to come too ("i won't need bread this week", "ما راح احتاج خبز", "ma ra7 a7taj 5ubz")
_WANT_DENIED = Pattern(
    r"\b(?:i\s+|we\s+)?(?:don'?t|do not|dont|won'?t|will not|wont)\s+(?:really\s+)?(?:be\s+)?"
    r"(?:want|need|needing|wanting)\b"
    r"|(?<!\w)(?:ما|مو|مب)\s*(?:(?:راح|رح|ح)\s+)?(?:ابي|ابغي|ابغى|ابا|احتاج|نبي|نبغي|نحتاج)(?!\w)"
    r"|\b(?:ma|mo|mub)\s*(?:abi|abee|abgha|abga|a7taj|nabi|nbi)\b",
    re.IGNORECASE,
)


async def wants_only(turn: Turn) -> bool:
    """ "i only need 1 milk", "ابي حليب واحد بس", "abi 2 chips bs" of goods a cart line holds:
    the line set to that count, not that many more (`update_cart_item`)."""
    u = turn.utterance
    count = offer_words.count_meant(turn)
    if not u.topic or count is None or count.unit is not None or turn.budget is not None:
        return False
    if u.has("ADD", "REMOVE", "TAKE", "CLEAR") or not offer_words.says_only(turn):
        return False
    if u.has("NEGATION") and not offer_words.denies_a_count(turn):
        return False
    lines = cart_lines(await fetch_cart(turn))
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    held = list((await products_by_ids(turn, ids)).values()) if ids else []
    # a line holding every word said: "almarai labneh" is no line of almarai milk
    return len(choosing.among_the_lines(turn, u.topic, held)) == 1


async def holds_the_goods_named(turn: Turn) -> bool:
    """Whether a line of the cart is the goods the message names ("skip the milk" of a cart
    holding milk: that line, to take out)."""
    u = turn.utterance
    if not u.topic:
        return False
    lines = cart_lines(await fetch_cart(turn))
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    held = list((await products_by_ids(turn, ids)).values()) if ids else []
    return bool(choosing.among_the_lines(turn, u.topic, held))


def told_not_to_change(turn: Turn) -> bool:
    """The shopper says not to add or buy something: no proposal, whatever the verb."""
    return turn.budget is None and bool(_NOT_TO_CHANGE.search(turn.typed_and_read))


# ...no longer, of the line itself: what was wanted before and is in the cart, pointed at by
# its article ("i don't need the milk anymore", "ما احتاج الحليب بعد", "ma abi el 7aleeb
# 5ala9"); "i dont want milk anymore" still only says what is not wanted
_NO_LONGER = Pattern(
    r"\b(?:any ?more|no longer)\b|(?<!\w)(?:بعد|خلاص)(?!\w)|\b(?:ba3ad|ba3d|5ala9|5alas|khalas)\b",
    re.IGNORECASE,
)
_THE_LINE = Pattern(r"\b(?:the|that|those|these|my)\b", re.IGNORECASE)


def _lets_a_line_go(turn: Turn) -> bool:
    """A want said to be over, of goods named with their article: the cart's line."""
    if not _NO_LONGER.search(turn.typed_and_read):
        return False
    pointed = any(word.startswith("ال") for word in turn.utterance.topic)
    return pointed or _THE_LINE.search(turn.input.text) is not None


def denies_a_want(turn: Turn) -> bool:
    """ "i don't want milk", "ما ابي حليب", "ma abi 7aleeb" naming goods and no verb of
    taking out: what is not wanted is not bought, and no removal is asked of the cart
    (after an offer, that item is taken back from it). "ما ابي الحليب شيله" asks for one, and
    so does a want of the cart's line said to be over (`_lets_a_line_go`)."""
    u = turn.utterance
    if turn.budget is not None or not u.topic or u.has("REMOVE", "CLEAR"):
        return False
    return bool(_WANT_DENIED.search(turn.typed_and_read)) and not _lets_a_line_go(turn)


# Where the goods wanted instead may follow a want denied: a comma, "but", "just", "بس" or a
# want said again ("ما ابي حليب ابي لبن")
_THEN_WANTED = Pattern(
    r"[,،;]|\bbut\b|\bjust\b|\binstead\b|(?<!\w)(?:بس|بدال|بدله)(?!\w)"
    r"|(?<!ما )(?<!مو )(?<!مب )(?<!\w)(?:ابي|ابغى|ابغي|نبي|اريد)(?!\w)"
    r"|(?<!ma )(?<!mo )\b(?:abi|abee|abgha|nabi)\b"
)
# What a clause after the denial may hold that asks nothing: a person's plan, a time, thanks
_NO_GOODS_AFTER = Pattern(
    r"\b(?:i|im|we|were|we're|they|he|she|it|its|is|are|was|have|got|still|this|next|week"
    r"|today|tomorrow|now|days?|thanks|thank|thx|anymore|travel\w*|away|home|ok|okay|sorry"
    r"|looking|browsing|pay|paying|checkout|check out|total|basket|cart|done)\b"
    r"|(?<!\w)(?:انا|احنا|عندنا|عندي|مسافر|مسافرين|الحين|اليوم|بكره|هالاسبوع|يوم|ايام|مشكور"
    r"|مشكورين|شكرا|خلاص|بالبيت|امي|شي|اتفرج|اطالع|اتطمش|اتطرمش|ادفع|الدفع|اكمل|كمل|نكمل"
    r"|السله|السلة|الحساب|المجموع)(?!\w)"
    r"|\b(?:ana|e7na|msafreen|msafer|el 7een|alyom|mashkoor|mashkoreen|shukran|shay|adfa3"
    r"|akammil|kammil|kamel|el sala)\b"
)
# What is denied is nothing more ("ما ابي شي ثاني", "i don't want anything else"): no goods
# are then asked beside it, whatever follows ("ادفع", "checkout")
_NOTHING_ELSE = Pattern(
    r"^\s*(?:any ?thing|any more|anymore|more|nothing|else|extra)\b"
    r"|^\s*(?:شي|اي شي|شيء|زياده|زيادة|غيره|غير كذا|بعد|اكثر)(?!\w)"
    r"|^\s*(?:shay|shi|ziyada|zyada|ba3ad)\b"
)


def asks_besides_the_denial(turn: Turn) -> bool:
    """Whether goods are asked after a want denied ("i don't want regular milk, lactose
    free", "ما ابي حليب ابي لبن", "i won't need bread this week, but add eggs"): the denial
    then only says what the goods asked are not."""
    text = turn.message.for_model
    denied = _WANT_DENIED.search(text)
    if denied is None or _NOTHING_ELSE.search(text[denied.end() :]):
        return False
    after = _THEN_WANTED.split(text[denied.end() :])[1:]
    return any(
        clause.strip() and not _NO_GOODS_AFTER.search(clause) and len(clause.split()) <= 6
        for clause in after
    )


def denied_goods(turn: Turn) -> set[str]:
    """The words of the goods a want denied names when other goods are asked beside it
    ("ما ابي حليب، ضيف لبن", "ma abi 7aleeb, 7ot laban"): those are not to be added. The
    denial's own words are kept too, so a piece of goods read with them is still left out."""
    if not denies_a_want(turn) or not asks_besides_the_denial(turn):
        return set()
    text = turn.message.for_model
    denied = _WANT_DENIED.search(text)
    if denied is None:
        return set()
    clause = _THEN_WANTED.split(text[denied.end() :])[0]
    words = Utterance(f"{denied.group(0)} {clause}").tokens
    return set(words) | {word.removeprefix("و") for word in words}
