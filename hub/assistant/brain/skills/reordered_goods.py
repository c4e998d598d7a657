"""Goods of a past order asked again by their names: "same diapers as today's order", "abi
nafs el 7afa9at ele 6alabt'ha el yom" (read "ابي نفس الحفاظات الي طلبتها اليوم"), "ابي نفس
الحليب اللي طلبته الاسبوع الماضي", "the tomatoes from last week again".

The goods named pick the order (`order_refs.described`) and are what is wanted: only their
lines are proposed again, never the rest of an order the shopper did not ask for, and when
they are out of stock that is said with what the store has instead. An order told by its
goods is still the whole order ("reorder the order with the diapers", "the diapers order",
"الطلب اللي فيه حفاضات", "el 6alab ele fih 7afa9at"), and so is one asked whole
("everything from that order"), or one changed line by line ("same order without the
bananas", `line_changes`).
"""

from __future__ import annotations

import itertools

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import goods_by_use, line_changes, order_refs
from hub.assistant.brain.turn import Turn
from hub.record import Record

# The order is what the goods describe: "the order with the diapers", "the one that had
# milk", "الطلب اللي فيه حليب", "الطلبيه الي كان فيها موز"; or the order is asked whole
_THE_ORDER_ITSELF = Gated(
    r"\b(?:order|orders|one)\b(?: \S+){0,3}? (?:with|containing|including|having"
    r"|that (?:had|has|contained)|which (?:had|has))\b"
    r"|(?<!\w)(?:الطلب|طلبي|الطلبيه|طلبيه|طلبيتي|الاوردر|اوردر|اللي|الي)\s+(?:اللي\s+|الي\s+)?"
    r"(?:كان\s+|كانت\s+)?(?:فيه|فيها)(?!\w)"
    r"|\b(?:whole|entire|everything|all of)\b|(?<!\w)(?:كامل|كامله|كله|كلها|بالكامل)(?!\w)"
    # the order "of" its goods: "الطلب اللي انلغى حق الشيبس والبيبسي", "طلبيتي مال الخضار"
    r"|(?<!\w)(?:الطلب|طلبي|الطلبيه|طلبيه|طلبيتي|الاوردر|اوردر)\s+(?:\S+\s+){0,3}?(?:حق|مال)\s"
)
# "the diapers order", "the chips and pepsi one": goods named as the order's own name; "طلب
# السمك", "طلبية الشيبس والبيبسي", "6alab el 7afa9at": the order of those goods
_ORDER_NOUNS = frozenset({"order", "orders", "one"})
_ORDER_OF = frozenset(
    {"طلب", "الطلب", "طلبي", "طلبيه", "الطلبيه", "طلبيتي", "طلبية", "الطلبية", "اوردر", "الاوردر"}
)


def _the_order_itself(turn: Turn, naming: list[str]) -> bool:
    if _THE_ORDER_ITSELF.search(turn.typed_and_read):
        return True
    if goods_by_use.told_by_use(turn):
        return True  # "the tide, the fairy and the bathroom stuff": what the order held
    tokens = turn.utterance.tokens
    return any(
        (token in naming and after in _ORDER_NOUNS) or (token in _ORDER_OF and after in naming)
        for token, after in itertools.pairwise(tokens)
    )


def asked_lines(turn: Turn, order: Record, products: dict[str, Record]) -> list[Record]:
    """The lines of `order` the message asks again by their goods' names, in the order's
    order; empty when it asks the order itself (or changes its lines), or names none of
    them. `products` are the order's products by id."""
    utterance = turn.utterance
    if line_changes.counted(utterance):
        return []
    # "the milk, eggs and bread, bananas no": the goods named less those ruled out; "same
    # order without the bananas" names none besides, and is the order changed line by line
    ruled_out = set(utterance.left_out)
    words = [word for word in order_refs.goods_words(turn) if word not in ruled_out]
    if ruled_out and not words:
        return []
    swap = line_changes.swap_words(utterance)
    of_lines = {word for word in words if line_changes.named_best([word], products)}
    if swap is not None and of_lines <= set(swap[1]):
        return []  # "same as my october order but sukkari instead of khalas": a line changed
    naming = line_changes.named_best(
        [form for word in words for form in line_changes.unjoined(word)], products
    )
    if not naming or _the_order_itself(turn, words):
        return []
    return [line for line in order.get("items") or [] if str(line["productId"]) in naming]
