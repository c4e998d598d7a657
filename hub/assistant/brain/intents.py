"""Which request a message is: ordered rules over concepts, the first that holds wins.

Order matters and encodes the ambiguities of grocery chat: "remove the coupon" is about the
coupon before it is about removing a product; "add this recipe" is about the recipe before it
is an add; "how much is delivery to Jabriya" asks about delivery, "deliver to Jabriya" picks
the area; "do you have express delivery?" is a question, "I want express delivery" a request.
Rules only look at the message; whatever needs store data (is "dairy" an aisle? is "Salmiya"
an area?) is settled by the skill with a tool call.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hub.assistant.brain.coupons_together import asks_to_combine
from hub.assistant.brain.order_dates import DATE_WORDS, when
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.utterance import Utterance

Rule = tuple[str, Callable[[Utterance], bool]]

# Every intent the rules pick; `general` (a question or a bare noun) tries the FAQ and the
# catalogue, `unknown` is an empty or unreadable message. The intent model knows more
# (`understood.INTENTS`).
INTENTS: tuple[str, ...] = (
    "handoff",
    "clear_coupon",
    "apply_coupon",
    "clear_loyalty",
    "apply_loyalty",
    "set_express",
    "select_address",
    "reorder",
    "add_recipe_to_cart",
    "clear_cart",
    "cancel_order",
    "remove_cart_item",
    "update_cart_item",
    "add_to_cart",
    "cart_summary",
    "order_status",
    "order",
    "recipe",
    "delivery_slots",
    "delivery_info",
    "select_delivery_area",
    "hours",
    "locations",
    "offers",
    "categories",
    "brands",
    "browse",
    "similar",
    "product_detail",
    "search",
    "greeting",
    "thanks",
    "help",
    "general",
    "unknown",
)


def _handoff(u: Utterance) -> bool:
    if u.has("HUMAN", "EXCEPTION"):
        return True  # an exception to a rule is the team's to grant, whatever it is about
    return u.has("TALK") and u.has("WHO")


def negated_or_removed(u: Utterance) -> bool:
    return u.has("NEGATION", "REMOVE", "CLEAR")


_CLAUSE_ENDS = Pattern(r"[.!?؟،,;]+|\s(?:and|w|then)\s|\sو(?=\S)")


def removes_the_code(u: Utterance) -> bool:
    """Whether the words of taking off are said of the code itself, in the clause that
    names it: "la2 mabi clorox. il coupon CLEAN1 yemshi?" says no to the goods, then asks
    of the code; "remove CLEAN1, it's wrong" takes it off."""
    code = (u.code or "").lower()
    for clause in _CLAUSE_ENDS.split(u.raw):
        read = Utterance(clause)
        if ((code and code in clause.lower()) or read.has("COUPON")) and negated_or_removed(read):
            return True
    return False


def _clear_coupon(u: Utterance) -> bool:
    if u.code is not None:
        return removes_the_code(u)  # "remove CLEAN1", "شيل كوبون CLEAN1"
    return u.has("COUPON") and negated_or_removed(u)


def _apply_coupon(u: Utterance) -> bool:
    if u.has("HOW") or asks_to_combine(u.raw.lower()):
        return False  # "can FRESH10 be combined with BBQ10": the rule for coupons asked
    if u.code is not None:
        return True
    return u.has("COUPON") and u.has("USE", "ADD") and not u.has("OFFERS")


def _clear_loyalty(u: Utterance) -> bool:
    return u.has("POINTS") and negated_or_removed(u)


def _apply_loyalty(u: Utterance) -> bool:
    return u.has("POINTS") and u.has("USE", "ADD") and not u.has("HOW") and not u.asks


def _set_express(u: Utterance) -> bool:
    if u.asks or u.has("HOW"):
        return False
    if u.has("EXPRESS"):
        return not u.topic  # "add expresso coffee" is a product
    # "ابي ببسي عادي" is the plain Pepsi: "عادي" is the delivery only when no goods are named
    return (
        u.has("STANDARD") and u.has("CHANGE", "WANT", "USE") and (u.has("DELIVER") or not u.topic)
    )


# An order sent to a saved place: "order to the office", "ابي اطلب للدوام" (read "ل الدوام"),
# "a6lob lil bait"; "الدوام" alone is also the working hours, and "home" a word of many uses.
_TO_A_PLACE = Gated(
    r"\bto (?:my |the )?(?:home|house|work|office|chalet|parents)\b"
    r"|(?<!\w)(?:ل|لل)\s?(?:ال)?(?:بيت|منزل|عمل|دوام|شغل|مكتب|شاليه)ي?(?!\w)"
)


def _select_address(u: Utterance) -> bool:
    if u.asks and not u.has("USE"):
        return False
    if u.has("ADDRESS") and u.has("USE", "CHANGE", "DELIVER", "WANT", "PLACE"):
        return True
    if u.has("PLACE") and u.has("TAKE", "CHANGE") and not u.topic and _TO_A_PLACE.search(u.raw):
        return True
    return u.has("PLACE") and u.has("DELIVER", "USE")


# An order cancelled, wanted back: "el 6alab elli lgheta ... rajj3ah" (read "...لغتا ...
# رججعه"), "الطلب اللي لغيته رجعه", "the order i cancelled, put it back"
_CANCELLED_BACK = Gated(
    r"(?:لغيت|الغيت|لغيته|لغيتها|لغتا|لغيتا|انلغى|انلغي|ملغي|كنسلت|cancell?ed)\b.*"
    r"(?:رجعه|رجعها|رججعه|ارجعه|ارجعها|رجعوه|رجعيه|put it back|bring it back|restore)"
)


# ...or the order named to bring back first: "ابي ارجع طلبية الشيبس اللي كنسلتها", "rajje3
# el 6alab elli lgheta"
_BACK_CANCELLED = Gated(
    r"(?<!\w)(?:ارجع|رجع|ارجعلي|رجعلي|ارجعو|رجعو)\s+(?:لي\s+)?(?:ال)?(?:طلب|طلبيه|طلبية|اوردر)\S*"
    r".*(?:لغيت|الغيت|لغتا|لغيتا|انلغ|ملغي|ملغا|كنسلت|تكنسل)"
)


def _reorder(u: Utterance) -> bool:
    if u.has("ORDER") and (_CANCELLED_BACK.search(u.raw) or _BACK_CANCELLED.search(u.raw)):
        return True
    if u.has("REORDER"):
        return u.has("ORDER", "TAKE") or u.starts_with("REORDER") or u.order_number is not None
    return False


def _add_recipe(u: Utterance) -> bool:
    # "take out the machboos ingredients" takes them off: "take" is no taking then
    taken = u.has("TAKE") and not u.has("REMOVE")
    return u.has("INGREDIENTS") and (u.has("ADD") or taken) and not u.asks


# "is my cart empty", "السلة فاضيه؟": whether it is empty asks for the cart; emptying it is
# asked with a verb ("empty my cart", "فضي السلة").
_IS_IT_EMPTY = Gated(
    r"\b(?:is|are|still|it's|its)\b(?: \w+){0,3} empty\b|\bempty\?"
    r"|(?<!\w)(?:فاضي|فاضيه|فاضيين|خالي|خاليه)(?!\w)"
)


def asks_if_empty(u: Utterance) -> bool:
    return bool(_IS_IT_EMPTY.search(u.raw))


def _clear_cart(u: Utterance) -> bool:
    if asks_if_empty(u):
        return False
    if u.has("CLEAR") and (u.has("CART", "ALL") or not u.topic):
        return True
    return u.has("REMOVE") and u.has("ALL") and not u.topic


def _cancel_order(u: Utterance) -> bool:
    return u.has("REMOVE") and u.has("ORDER") and not u.has("CART")


def _remove_item(u: Utterance) -> bool:
    return u.has("REMOVE") and not u.asks


def _update_item(u: Utterance) -> bool:
    return u.has("CHANGE") and u.has_quantity and not u.asks and not u.has("ADD")


def _add_item(u: Utterance) -> bool:
    if u.asks and not u.has("ADD"):
        return False
    if u.has("ADD"):
        return True
    wants = u.has("TAKE", "WANT")
    if wants and (u.has_quantity or u.ordinal is not None or u.refers_back):
        return True
    return u.has_quantity and (u.refers_back or u.ordinal is not None) and not u.topic


def _cart_summary(u: Utterance) -> bool:
    return u.has("CART")


def _order_status(u: Utterance) -> bool:
    if u.has("STATUS") and (u.has("ORDER") or u.order_number is not None):
        return True
    return u.has("STATUS") and u.has("DELIVER") and u.has("LAST")


def _order(u: Utterance) -> bool:
    return u.has("ORDER") and (
        u.order_number is not None
        or u.has("LAST", "SHOW")
        or (not u.topic and not u.asks)
        or _only_its_date(u)
    )


def _only_its_date(u: Utterance) -> bool:
    """An order named by its date alone: "what did I order on 16 november", "طلبي يوم ١٦ من
    شهر ١٠" (the month's words are the date's, no goods)."""
    if when(u.raw) is None:
        return False
    dated = {word for match in DATE_WORDS.finditer(u.raw) for word in match.group(0).split()}
    return all(word in dated for word in u.topic)


def _recipe(u: Utterance) -> bool:
    return u.has("RECIPE", "INGREDIENTS")


def _delivery_slots(u: Utterance) -> bool:
    if u.has("SLOT"):
        return True
    if _ONE_OCCASION.search(u.raw) and not _WHEN_BESIDES.search(u.raw):
        return False  # "deliver to fintas this time": an occasion, no time asked
    return u.has("WHEN") and u.has("DELIVER")


# "this time", "next time", "هالمره": which occasion, not what time
_ONE_OCCASION = Pattern(r"\b(?:this|next|that|last|every|one more) time\b", re.IGNORECASE)
_WHEN_BESIDES = Pattern(
    r"\b(?:when|tomorrow|tmrw|today|tonight|morning|evening|afternoon|slots?|schedule|book)\b"
    r"|\d",
    re.IGNORECASE,
)


def _delivery_info(u: Utterance) -> bool:
    if not u.has("DELIVER"):
        return False
    if u.has("INFO") or not u.topic:
        return True
    return u.asks


def _select_area(u: Utterance) -> bool:
    if u.has("AREA") and bool(u.topic):
        return True
    return u.has("DELIVER") and bool(u.topic)


def _hours(u: Utterance) -> bool:
    return u.has("HOURS") and (u.asks or u.has("BRANCH"))


def _locations(u: Utterance) -> bool:
    return u.has("BRANCH")


def _offers(u: Utterance) -> bool:
    return u.has("OFFERS") or (u.has("COUPON") and not u.has("HOW"))


def _categories(u: Utterance) -> bool:
    return u.has("CATEGORIES")


def _brands(u: Utterance) -> bool:
    return u.has("BRANDS")


def _browse(u: Utterance) -> bool:
    return bool(u.topic) and (u.has("PRODUCTS") or u.starts_with("SHOW"))


def _similar(u: Utterance) -> bool:
    return u.has("SIMILAR") and not u.topic


def _product_detail(u: Utterance) -> bool:
    return u.has("DETAIL") or (not u.topic and u.ordinal is not None)


def _search(u: Utterance) -> bool:
    return bool(u.topic) and u.has("SEARCH", "WANT", "TAKE", "SHOW")


def _greeting(u: Utterance) -> bool:
    return not u.topic and u.has("GREET")


def _thanks(u: Utterance) -> bool:
    return not u.topic and u.has("THANKS", "ACK")


def _help(u: Utterance) -> bool:
    return u.has("HELP") and len(u.topic) <= 1


def _general(u: Utterance) -> bool:
    return bool(u.topic) or u.asks


RULES: tuple[Rule, ...] = (
    ("handoff", _handoff),
    ("clear_coupon", _clear_coupon),
    ("apply_coupon", _apply_coupon),
    ("clear_loyalty", _clear_loyalty),
    ("apply_loyalty", _apply_loyalty),
    ("set_express", _set_express),
    ("select_address", _select_address),
    ("reorder", _reorder),
    ("add_recipe_to_cart", _add_recipe),
    ("clear_cart", _clear_cart),
    ("cancel_order", _cancel_order),
    ("remove_cart_item", _remove_item),
    ("update_cart_item", _update_item),
    ("add_to_cart", _add_item),
    ("cart_summary", _cart_summary),
    ("order_status", _order_status),
    ("order", _order),
    ("recipe", _recipe),
    ("delivery_slots", _delivery_slots),
    ("delivery_info", _delivery_info),
    ("select_delivery_area", _select_area),
    ("hours", _hours),
    ("locations", _locations),
    ("offers", _offers),
    ("categories", _categories),
    ("brands", _brands),
    ("browse", _browse),
    ("similar", _similar),
    ("product_detail", _product_detail),
    ("search", _search),
    ("greeting", _greeting),
    ("thanks", _thanks),
    ("help", _help),
    ("general", _general),
)


def recognise(utterance: Utterance) -> str:
    """The intent of `utterance`; never fails ("unknown" when nothing fits)."""
    for name, holds in RULES:
        if holds(utterance):
            return name
    return "unknown"
