"""Goods asked to be given ("عطني شاي", "3a6ni chai", "give me tea"), which the model may read
as the cart asked for: "عطني" opens "عطني المجموع" (give me the total) as often as a request
for goods, and a short message leans on it. With no word of the cart, the bill or its summary,
what is asked to be given is the goods named."""

from __future__ import annotations

from hub.assistant.brain.utterance import Utterance
from hub.text import words

# What the cart is also asked by: its bill, its summary, its list, and the sum it comes to
# ("عطني المبلغ", "3a6ni il mablagh", "عطني الحسبه")
_OF_THE_CART = frozenset(
    words(
        "bill receipt invoice summary list total items order amount cost tally sum"
        " فاتوره الفاتوره ملخص الملخص قائمه القائمه الاغراض اغراضي طلبي الطلب مبلغ المبلغ"
        " حسبه الحسبه حساب الحساب حسابي اجمالي الاجمالي مجموع المجموع كلفه الكلفه تكلفه التكلفه"
    )
)


def gives_goods_not_the_cart(utterance: Utterance) -> bool:
    """Whether "give me" is said of goods only: no word of the cart nor of its bill."""
    return (
        utterance.has("TAKE")
        and not utterance.has("CART", "ORDER")
        and bool(utterance.topic)
        and not any(word in _OF_THE_CART for word in utterance.tokens)
    )
