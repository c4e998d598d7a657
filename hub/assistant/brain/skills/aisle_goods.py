"""Goods of an aisle asked by the aisle's kind: "cleaning supplies for my mom's place",
"ابي مواد تنظيف لبيت اختي", "abi aghradh tantheef 7ag bait ahli" (read "اغراض تنظيف"),
"baby stuff for my sister".

No product holds "supplies" or "اغراض", and the home, the relative and the area beside them
read as another matter's talk, so such a message was declined or found nothing. The kind
named is one of an aisle's own words: that aisle is shown to start from.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.occasions import shopped_for
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.catalogue import search_products
from hub.assistant.brain.skills.common import SEARCH_LIMIT, aisle_named
from hub.assistant.brain.skills.dietary import binding
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY, OUT_OF_DOMAIN

# A word of goods in general, and the kind after it ("مواد تنظيف", "اغراض تنظيف", "lawazim
# atfal"; Arabizi "mawad" and "adawat" read "مود", "ادوت"), or before it in English
# ("cleaning supplies", "baby stuff")
_GOODS_OF_A_KIND = Gated(
    r"(?<!\w)(?:مواد|مود|اغراض|اغرض|ادوات|ادوت|منتجات|لوازم|لوزم|مستلزمات|اشياء|اشيء)"
    r"\s(?:ال)?(\w+)"
    r"|\b(\w+)\s(?:supplies|stuff|products|things|items|goods|essentials)\b"
)
# ...never goods of the home or of a meal, which their own readings answer
_NOT_A_KIND = frozenset(
    {"بيت", "منزل", "the", "my", "some", "other", "these", "those", "your", "our", "any",
     "household", "home", "house", "all", "more", "same", "similar", "which", "what"}
)  # fmt: skip
# The readings such a message is given when it is declined or searched word for word (an
# aisle browsed is already shown it); never a question of delivery, an order or a policy
_READ_AS = frozenset(
    {"search", "add_to_cart", "add_recipe_to_cart", "recipe", "select_delivery_area",
     "select_address", "reorder", OUT_OF_DOMAIN, CLARIFY, "unknown", "general", "meal_ideas"}
)  # fmt: skip


# ...nor goods as an order had them, which that order answers: "the cleaning stuff like last
# month", "نفس اغراض التنظيف اللي طلبتها"
_AS_BEFORE = Gated(
    r"\b(?:last (?:month|week|time)|same|as before|like before|again|usual)\b"
    r"|(?<!\w)(?:الماضي|الماضيه|اللي فات|طاف|الشهر|الاسبوع|نفس|قبل|العاده|مثل المره|زي المره"
    r"|مره ثانيه)(?!\w)"
)


# ...nor goods for a vehicle or a machine ("منتجات العنايه بالسياره", "aghradh 3inaya lil
# sayyara"), a pet, a fish tank or a pool ("fish supplies for the aquarium", "مواد مياه
# للمسبح"): another trade's goods, whatever aisle shares their word
_FOR_ANOTHER_TRADE = Gated(
    r"\b(?:cars?|vehicles?|sayy?ara|sayy?arti|boats?|motorbikes?|bikes?|engines?|ac|a/c"
    r"|aircon|tyres?|tires?"
    r"|aquariums?|fish ?tanks?|pools?|swimming|jacuzzi|masba7|pets?|parrots?|birds?|cats?"
    r"|kittens?|dogs?|pupp(?:y|ies)|hamsters?|garden|plants)\b"
    r"|(?<!\w)(?:ال|بال|لل|ل)?(?:سياره|سيارة|سيارات|سيارتي|مكيف|مكيفات|قارب|طراد|دراجه|دراجة"
    r"|ماطور|محرك|تواير|كفرات|مسبح|المسبح|الزينه|الزينة|قطو|قطوه|قطتي|قطاوه|كلب|كلبي|طيور"
    r"|ببغاء|ببغاوات|حيوانات|حيواني|اليفه|اليفة|حديقه|حديقة|زرع)(?!\w)"
    r"|(?<!\w)حوض (?:ال)?(?:سمك|اسماك)(?!\w)"
)


def _kind(said: str) -> str | None:
    found = _GOODS_OF_A_KIND.search(said)
    if found is None:
        return None
    kind = found.group(1) or found.group(2)
    return None if kind in _NOT_A_KIND else kind


async def asked(turn: Turn, intent: str) -> bool:
    """Goods of a kind that is an aisle's own word, asked under a reading that would
    decline or search it word for word."""
    # "cleaning supplies sent to my aunt's flat" read as a complaint tells no trouble
    complains = intent == "complaint" and states_a_problem(turn.message)
    if (intent not in _READ_AS and intent != "complaint") or complains:
        return False
    u = turn.utterance
    if u.has_quantity or u.code is not None or u.has("COUPON", "OFFERS", "ORDER"):
        return False  # "a code for the baby stuff?": the offers; a count: the cart's reading
    said = turn.message.for_model.lower()
    if _AS_BEFORE.search(said) or shopped_for(said):
        return False  # "breakfast stuff", "stuff for the bbq": the meal's or occasion's goods
    if _FOR_ANOTHER_TRADE.search(said) or _FOR_ANOTHER_TRADE.search(turn.input.text.lower()):
        return False  # "car care products": the garage's, not the personal care aisle
    if binding(need_of(said)):
        # "اغراض فطور ما فيها سكر" for a diabetic: only goods that meet the need, which the
        # need's reading shows or says honestly are not carried; never the aisle whole
        return False
    kind = _kind(said)
    return kind is not None and await aisle_named(turn, words=[kind]) is not None


async def aisle_goods(turn: Turn) -> None:
    """The aisle's goods, in stock first, as a place to start; the words searched when
    they name no aisle after all."""
    kind = _kind(turn.message.for_model.lower())
    aisle = await aisle_named(turn, words=[kind]) if kind else None
    if aisle is None:
        await search_products(turn)
        return
    products = await turn.call(
        "products_in_category", turn.store.products_in_category, aisle["_id"]
    )
    ordered = sorted(products, key=lambda product: not in_stock(product))
    show_products(turn, [p["_id"] for p in ordered[:SEARCH_LIMIT]], "aisle_of_wish")
