"""A part of a list that says who loves the goods: "add 2 bananas, my daughter loves them",
"ضيف بطيخ، العيال يحبونه", "zeed ra8i, il 3yal y7bona" (read "العيال يحبونا").

Said beside the goods as the reason for them, it names no goods of its own: read as an item
it is goods the store lacks ("daughter loves"), and it is left out of the list, as news of
the shopper's company is. A part that names goods after the verb ("my son loves cornflakes")
is an item still.
"""

from __future__ import annotations

from hub.text import words

# Who loves them, with or without "my", "the", "il": the family and the household
_WHO = frozenset(
    words(
        "kids kid children son sons daughter daughters boy boys girl girls husband wife mum mom"
        " dad mother father family baby wifey hubby everyone everybody they he she we i"
        " العيال عيال عيالي عيالنا الاولاد اولادي الاطفال اطفالي ابني بنتي ولدي بناتي اليهال"
        " يهالي امي ابوي زوجي زوجتي ريلي مرتي اهلي الاهل الكل كلهم البيبي"
    )
)
_OPENING = frozenset(
    words("and but cause because coz as since my our the his her their il el عشان علشان لان")
)
# The verb of the liking: English words, and Gulf forms by how they start ("يحبونه",
# "يحبونا" read from "y7bona", "تحبه", "يموتون عليه", "يعشقونه"); preferring is a liking
# too, the reason a swap gives ("امي تفضله", "my wife prefers them")
_LIKES = frozenset(words("love loves adore adores like likes enjoy enjoys prefer prefers"))
_LIKES_AR = (
    *("يحب", "تحب", "نحب", "احب", "يموت", "تموت", "يعشق", "تعشق", "حبيبه", "يبونه"),
    *("يفضل", "تفضل", "نفضل", "افضل"),
)
# What may follow it: the goods pointed at, how much, and "more" than the goods swapped out
_REST = frozenset(
    words(
        "it them that those these this one ones so much a lot lots very really too also all"
        " always the most best more better than other اكثر اكتر احسن عن الثاني عليه عليها عليهم عله علها علهم وايد ايد مره موت حيل بعد كلش"
    )
)


def tells_a_liking(part: list[str]) -> bool:
    """Whether a part of a list only says who loves the goods, naming no goods itself."""
    said = [token for token in part if token not in _OPENING]
    at = next((n for n, token in enumerate(said[:3]) if _a_liking(token)), None)
    if at is None:
        return False
    before, after = said[:at], said[at + 1 :]
    if any(token not in _WHO for token in before):
        return False
    # "i love it" alone is praise, not a reason beside goods: only when someone is named or
    # the verb itself says who ("يحبونه")
    if not before and at == 0 and said[0].isascii():
        return False
    return all(token in _REST for token in after)


def _a_liking(token: str) -> bool:
    return token in _LIKES or (not token.isascii() and token.startswith(_LIKES_AR))


_JOINS = frozenset({"and", "n", "و", "plus", "w", "wa", "&", "+"})


def says_who_likes_them(tokens: list[str]) -> bool:
    """Whether a part of the message, between its "and"s and commas, only says who loves
    the goods: the rest is what the message asks for and names."""
    part: list[str] = []
    for token in [*tokens, "and"]:
        if token in _JOINS:
            if part and tells_a_liking(part):
                return True
            part = []
        else:
            part.append(token)
    return False
