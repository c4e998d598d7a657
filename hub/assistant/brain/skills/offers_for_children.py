"""An offer or a code asked for children's goods by the children alone: "any coupon for the
kids' stuff?", "في كوبون حق اغراض اليهال؟", "fi code 7ag aghradh il a6fal?".

No word of the baby-care offer is "kids", and "stuff" finds goods of any aisle, so the offer
on children's goods was never found; when the children are all the message names the offer
is on, the words asked are the baby aisle's. "Is there a coupon" asked is no coupon removed.
Read by `savings` and `readings`.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_CHILDREN = frozenset(
    {"kids", "kid", "children", "child", "childrens", "toddler", "toddlers", "baby", "babies",
     "اطفال", "الاطفال", "أطفال", "الأطفال", "طفل", "الطفل", "يهال", "اليهال", "ياهل", "الياهل",
     "عيال", "العيال", "صغار", "الصغار", "بيبي", "البيبي", "a6fal", "yahal", "3yal", "bebi",
     "baby's", "kids'", "للعيال", "لليهال", "للاطفال", "للأطفال", "للصغار", "للبيبي", "عيالي",
     "يهالي", "لعيالي", "ليهالي", "اطفالي"}
)  # fmt: skip
# Words that name goods of any kind, said with whose they are: "baby stuff", "اغراض اليهال"
_ANY_GOODS = frozenset(
    {"stuff", "things", "goods", "items", "products", "stuf", "اغراض", "الاغراض", "أغراض",
     "حاجات", "اشياء", "أشياء", "منتجات", "مستلزمات", "حق", "لل", "ل", "for", "the", "my", "our",
     "aghradh", "aghra9", "ashya2", "7ag", "el", "il", "al"}
)  # fmt: skip
_BABY_WORDS = ["baby"]


# Children's goods said in English, whose words the topic may drop: "the kids' stuff"
_CHILDRENS_GOODS = Gated(
    r"\b(?:kids?|children|child|toddlers?|bab(?:y|ies))'?s?'? (?:stuff|things|goods|items|products)\b"
    r"|\b(?:stuff|things|goods|items|products) (?:for )?(?:the |my |our )?(?:kids?|children"
    r"|toddlers?|bab(?:y|ies))\b"
)


def offer_words(turn: Turn, topic: list[str]) -> list[str]:
    """The words the offer asked after is on: the baby aisle's when the children are all
    that is named, else `topic` as it is."""
    named = [word for word in topic if word.lower() not in _ANY_GOODS]
    if named and all(word.lower() in _CHILDREN for word in named):
        return _BABY_WORDS
    if not named and _CHILDRENS_GOODS.search(turn.typed_and_read):
        return _BABY_WORDS
    return topic


# "is there a coupon", "any code", "فيه كوبون", "اكو كود": asked for, not removed
_IS_THERE_A_CODE = Gated(
    r"^\s*(?:is there|are there|any|got any|do you have)\b.{0,12}\b(?:coupon|code|promo|voucher)"
    r"|^\s*(?:في|فيه|فى|اكو|هل\s+في|هل\s+يوجد|عندكم|fi|fee|fih|feeh|aku|ako|akoo)\s+(?:اي\s+)?(?:كوبون|كود|بروموكود|coupon|code"
    r"|promo)(?!\w)"
)
_REMOVED = Gated(
    r"\b(?:remove|take off|clear|delete|drop|cancel)\b"
    r"|(?<!\w)(?:شيل|شيلوا|الغي|امسح|احذف|نزل|طلع|كنسل)(?!\w)"
)


def asks_for_a_code(turn: Turn) -> bool:
    said = turn.typed_and_read
    return bool(_IS_THERE_A_CODE.search(said)) and not _REMOVED.search(said)
