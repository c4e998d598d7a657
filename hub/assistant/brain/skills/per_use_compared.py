"""Two goods in view compared by what one use costs: "the gel or the pods, which is cheaper
per wash", "الجل ولا الكبسولات، اي واحد ارخص للغسله", "il gel wala il kabsolat, ay wa7id
ar5as lil ghasla".

Each side is one of the products just shown ("the gel", "the pods"), never the best hit of
the whole store ("gel" is a shower gel, and "per wash" a body wash). What a use costs is the
pack's price over the count of pieces the catalogue gives it ("30 pcs"); a pack sold by its
volume or weight gives no count of uses, and the shopper is told so rather than a guess.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import quiet_products, unmet_words
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text, number_text

# "per wash", "a load", "each use", "لكل غسله", "للغسله" ("lil ghasla" read "ل الغسلا")
_PER_USE = Gated(
    r"\b(?:per|a|each|every|for one|for each) (?:wash|washes|load|loads|use|cycle|go)\b"
    r"|(?<!\w)(?:لكل|كل|ل|لل|بال)?\s?(?:ال)?(?:غسله|غسلة|غسلا|غسيله|استخدام|استعمال|مره)(?!\w)"
)
# The words of a use, which name no side of the comparison
_USE_WORDS = frozenset(
    {"per", "wash", "washes", "load", "loads", "use", "cycle", "each", "every", "غسله",
     "الغسله", "للغسله", "لكل", "كل", "غسلا", "الغسلا", "ل", "استخدام", "الاستخدام",
     "استعمال", "مره", "المره"}
)  # fmt: skip
# Words of a comparison's sides that name no goods: the question's own words
_NOT_GOODS = frozenset(
    {"the", "a", "which", "is", "whats", "what", "diffrence", "difference", "differnce",
     "far8", "ال", "شو", "الفرق", "بين", "وبين", "اي", "ا", "واحد", "ارخص"}
)  # fmt: skip
# A pack counted in pieces: "30 pcs", "20 tablets"
_PIECES = Pattern(r"^(\d+)\s*(?:pcs|pieces|pods|capsules|tabs|tablets|sachets)$", re.I)


def asks_per_use(text: str) -> bool:
    """Whether the message asks what one use costs."""
    return _PER_USE.search(text) is not None


async def sides_in_view(turn: Turn, parts: list[list[str]]) -> list[Record]:
    """The products shown that the sides name, one each ("the gel", "the pods"); none unless
    every side naming goods names exactly one product of those shown, each another."""
    shown = turn.shown()
    if len(shown) < 2:
        return []
    listed = await quiet_products(turn, shown)
    picked: list[Record] = []
    for part in parts:
        words = [w for w in part if w not in _USE_WORDS and w not in _NOT_GOODS]
        if not words:
            continue
        holding = [p for p in listed if any(not unmet_words([w], [p]) for w in words)]
        if not holding and _USE_WORDS & set(part):
            continue  # "for each wash": the use asked of, no side
        if len(holding) != 1 or holding[0] in picked:
            return []
        picked.append(holding[0])
    return picked if len(picked) == 2 else []


def _pieces(product: Record) -> int | None:
    unit = (product.get("unit") or {}).get("en") or ""
    found = _PIECES.match(str(unit).strip())
    return int(found.group(1)) if found and int(found.group(1)) > 0 else None


def say_per_use(turn: Turn, products: list[Record]) -> None:
    """A line for each product: what one use costs, or that its pack gives no count of uses."""
    for product in products:
        name = product.get("name") or {}
        named = {lang: str(name.get(lang) or name.get("en") or "") for lang in ("en", "ar")}
        count = _pieces(product)
        price = product.get("price")
        if count is None or not isinstance(price, int | float):
            turn.text_block(figures("per_use_not_counted", turn.language, name=named))
            continue
        turn.text_block(
            figures(
                "per_use_cost",
                turn.language,
                name=named,
                count=number_text(count),
                price=kwd_text(round(price / count)),
            )
        )
