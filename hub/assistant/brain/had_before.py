"""Goods said to be "the same" as the shopper had them before, with the time said loosely:
"same rice and chicken as last time", "the same milk i ordered", "same onions as before",
"نفس الحليب اللي طلبته المره اللي طافت", "نفس الرز زي قبل", "nafs el bai9 ili 6lbta a5ir
mara" (read "نفس البيض الي طلبته اخر مره"), "nafs il laban mn 6alabi il a5eer".

No date, order number or state names the order, so the goods pick it: they are the lines of
the shopper's newest order that holds them, proposed again as they were ordered (`reorder`),
not a search for the goods that loses which one was had, nor the whole order. "Buy milk
again" names no past, and stays a wish for milk.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# "the same", "نفس" ("nafs", read so)
_SAME = Gated(r"\bsame\b|(?<!\w)(?:نفس|بنفس)(?!\w)")
# The past said loosely: last time, before, what was ordered or taken, the last order
_HAD_BEFORE = Gated(
    r"\b(?:(?:the )?last time|previously|(?:my |the )?(?:last|previous|latest) order"
    r"|(?:i|we) (?:ordered|got|bought|had|took|get|order|buy)(?: last time| before)?)\b"
    r"|\bbefore\s*(?:$|[.,!?])"
    r"|(?<!\w)(?:ال)?مره\s+(?:اللي|الي)\s+(?:طافت|طافت|فاتت|راحت|قبل)(?!\w)"
    r"|(?<!\w)(?:ال)?مره\s+(?:الماضيه|السابقه|الفايته|الاخيره)(?!\w)"
    r"|(?<!\w)اخر\s+مره(?!\w)"
    r"|(?<!\w)(?:زي|مثل|متل|شرات)\s+(?:قبل|اول|المره)(?!\w)"
    r"|(?<!\w)(?:اللي|الي)\s+(?:طلبت\w*|اخذت\w*|خذيت\w*|خثيت\w*|جبت\w*|شريت\w*|اشتريت\w*)"
    r"|(?<!\w)(?:من\s+|ب)?(?:طلبي|طلبيتي|الطلب)\s+(?:الاخير|السابق|الماضي|اللي\s+قبل|الي\s+قبل)"
    r"(?!\w)"
    r"|(?<!\w)قبل\s*(?:$|[.,!?؟،])"
)
# ...and the newest of the orders the goods fit is the one asked: "last time", "before"
_THE_LAST_TIME = Gated(
    r"\b(?:last time|previously)\b|\bbefore\s*(?:$|[.,!?])"
    r"|(?<!\w)(?:ال)?مره\s+(?:اللي|الي)\s+(?:طافت|فاتت|راحت)(?!\w)"
    r"|(?<!\w)(?:ال)?مره\s+(?:الماضيه|السابقه|الفايته)(?!\w)"
    r"|(?<!\w)(?:زي|مثل|متل|شرات)\s+(?:قبل|اول)(?!\w)|(?<!\w)قبل\s*(?:$|[.,!?؟،])"
)


def same_as_had_before(said: str) -> bool:
    """Whether the (normalised, lower-cased) message asks for goods the same as they were had
    before, the time said loosely."""
    return bool(_SAME.search(said) and _HAD_BEFORE.search(said))


def the_last_time(said: str) -> bool:
    """Whether the message points at the last time goods were had ("as last time", "قبل",
    "المره اللي طافت"): of the orders holding them, the newest."""
    return bool(_THE_LAST_TIME.search(said))
