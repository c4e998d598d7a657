"""Parts of a list of goods that are no item, and items a list runs into without a space.

"abi 4 chile limon w 2 salt w vinegar, 3indi rabe3 il lela" (read "...، عندي ربع الليله"):
split at its "and"s, the last part is news of the shopper's company, and its number (or the
"quarter" its "ربع" reads as) is no count "each" of the goods before it. "حط ٢ جالكسي العادي
وكيس ناجتس": a pack's word with "و" written onto it ("وكيس", "وعلبه") starts the next item,
a bag of nuggets, never a word of the Galaxy's name (a bag of tea, searched with it).
"""

from __future__ import annotations

from hub.assistant.brain.quantities import parse_number
from hub.text import words

# Who has company or gathers: the words that make a part news rather than goods
_HOLDING = frozenset(
    words(
        "have having hosting got we're we are عندي عندنا عندهم جايني جايينا جاينا يايينا"
        " ربعي ضيوف خطار friends guests people ناس"
    )
)

# The rest of such news: when and who, and the count of them
_NEWS = frozenset(
    words(
        "i we my our us me the a an some over coming tonight today tomorrow tmrw weekend at"
        " home house here party gathering family kids الليله الليل اليوم باجر بكره العصر"
        " البيت بالبيت عيال العيال اهلي الاهل حفله جمعه لمه ربع"
    )
)

# A pack's word that opens an item: "وكيس ناجتس", "وعلبه تونه", "وكرتون ماي"
_PACK_OPENERS = frozenset(words("كيس علبه كرتون كرتونه باكيت باكت قاروره قوطي ربطه صندوق شده درزن"))


def company_news(part: list[str]) -> bool:
    """Whether a part of a list only tells who the shopper has with them, and how many:
    "عندي ربع الليله", "i have 4 friends over", "we are 6 tonight"."""
    said = [token for token in part if not token.isdigit()]
    return (
        bool(said)
        and any(token in _HOLDING for token in said)
        and all(
            token in _HOLDING or token in _NEWS or parse_number(token) is not None for token in said
        )
    )


# Who takes the goods, and the verbs of what they do with them: "they take them to school",
# "ياخذونه المدرسه", "my son drinks it at work"
_USERS = frozenset(words("they he she kids son daughter dad mum mom wife husband"))
_OPENING = frozenset(words("and my our his her their the"))
_USES = frozenset(words("take takes bring brings carry carries drink drinks eat eats"))
# (Arabizi's "ya5thoona" is read "يخثونا")
_USES_AR = (
    "ياخذون", "ياخذه", "ياخذها", "ياخذهم", "يشربون", "ياكلون", "يودون", "يوديه", "يخثون",
    "يخذون",
)  # fmt: skip


# What may follow the verb of such a use: the goods pointed at, where and when they go
# ("them to school", "it at work every morning"); any other word (a kind of goods, "add")
# makes the part a request of its own: "my son eats cornflakes so add those too"
_USE_REST = frozenset(
    words(
        "it them that those these this one ones to at in for with on from the a my our their"
        " his her school work office college uni university class classes training practice"
        " gym club football swimming trip picnic camp beach park home morning mornings daily"
        " every day week everyday breakfast lunch dinner night always too also all"
        " المدرسه مدرسه للمدرسه المدرسة للمدرسة الدوام للدوام الشغل للشغل المكتب للمكتب"
        " الجامعه للجامعه التمرين للتمرين النادي للنادي الرحله للرحله البحر البر الكشته"
        " الصبح الصباح يوميا كل يوم معاهم معاه وياهم وياه الريوق الغدا"
    )
)


def _uses_alone(rest: list[str]) -> bool:
    return all(token in _USE_REST or token.isdigit() for token in rest)


def tells_a_use(part: list[str]) -> bool:
    """Whether a part of a list says who uses the goods and how, naming no goods of its own:
    "..., they take them to school", "...، ياخذونه المدرسه"."""
    # the one who uses them opens the part: "a bread he can eat" names goods first
    opener = [token for token in part[:3] if token not in _OPENING]
    if opener and opener[0] in _USERS:
        at = next((n for n, token in enumerate(part) if token in _USES), None)
        if at is not None and _uses_alone(part[at + 1 :]):
            return True
    at = next((n for n, token in enumerate(part[:2]) if token.startswith(_USES_AR)), None)
    return at is not None and _uses_alone(part[at + 1 :])


def opens_a_pack(token: str) -> bool:
    """Whether an Arabic word with "و" written on it is "and a bag/box/carton of"."""
    return token[:1] == "و" and token[1:] in _PACK_OPENERS
