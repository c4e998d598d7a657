"""The goods a home needs, asked by the home alone: "اغراض البيت", "مقاضي البيت", "abi a8radh
el bait" (read "اغراض البيت"), "household stuff", "things for the house". A basket to plan,
which needs no account: the home here is no saved address to deliver to.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

_GOODS_OF_THE_HOME = Gated(
    # Arabizi once read: "ma8athi" (مغثي), "mgathi" (مقثي), "7ajat" (حجت), "lawazim" (لوزم)
    r"(?<!\w)(?:اغراض|اغرض|حاجات|حجات|حجت|حاجت|مقاضي|مقضي|مغاضي|مغثي|مقثي|مقاثي|مغاثي|اشياء"
    r"|لوازم|لوزم|مستلزمات|اساسيات|مشتريات)\s?(?:لل\s?|ل\s?|حق\s|مال\s)?(?:ال\s?)?(?:بيت|منزل)"
    r"|\b(?:household|home|house)\s(?:stuff|things|items|shopping|essentials|supplies|groceries)\b"
    r"|\b(?:stuff|things|items|groceries|shopping|essentials|supplies) for (?:the |my |our )?"
    r"(?:home|house|flat|apartment)\b"
)


def asks_home_goods(text: str) -> bool:
    return _GOODS_OF_THE_HOME.search(text.lower()) is not None
