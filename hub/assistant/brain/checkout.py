"""A shopper ready to pay: "checkout please", "place my order", "خلصت ابي ادفع", "khala9 abi
adfa3".

The assistant does not take payment; the storefront's checkout does (a slot, an address, a
way to pay). What a shopper who says this needs is the cart they are about to pay for and
where to go next, so it is read as the cart, whatever else its words ("order", "send",
"done") suggest to the model: a past order's status, a cancellation, an address, thanks.
Paying for something else ("pay my phone bill", "ادفع فاتورة الكهرباء") names what is paid
and is not this.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# Nothing after the request but a word of time or courtesy: "ready to order a taxi" orders
# something else.
_END = r"(?: (?:now|please|pls|plz|then|ok|thanks|thank you|already))*[ .!?]*$"
_READY = Gated(
    r"(?:\bcheck ?-?out|\b(?:place|submit|finish|complete|finali[sz]e|send) (?:my|the|this|our)"
    r" (?:order|purchase|cart|basket)|\bpay for (?:my|the|this|these|it all|everything)"
    r"(?: (?:cart|order|basket|stuff|groceries|items))?|\b(?:want to|wanna|let me|i'?d like to) pay"
    r"|\bready to (?:order|pay|check ?out)"
    r"|\bdone shopping|\bthat'?s all,? (?:submit|order it|send it))"
    + _END
    + r"|(?<!\w)(?:ابي|ابغي|ودي|بغيت|خلني|ممكن|اقدر|كيف|وين) (?:ا|ن)?(?:دفع|كمل|اكمل|نكمل|خلص|اثبت|ثبت)"
    r"(?: (?:الحين|الطلب|الطلبيه|السله|الشرا|الحساب|الفاتوره))?\s*[؟?]?$"
    r"|(?<!\w)(?:خلصت|خلاص|خلصنا)(?: \S+)? (?:ابي|ابغي|بغيت|ودي) (?:ا|ن)?دفع(?!\w)"
    r"|(?<!\w)(?:ا|ن)?(?:كمل|اكمل|ثبت|اثبت) (?:الطلب|الطلبيه|الشرا)\s*[؟?]?$"
)
# ...of anything but our goods: a bill, a fine, a fee of another's
_ANOTHER_BILL = Gated(
    r"\b(?:bill|bills|fine|fees?|rent|loan|tuition|invoice|ticket|subscription)\b"
    r"|(?<!\w)(?:فاتوره|فاتورة|الفاتوره|مخالفه|المخالفه|ايجار|الايجار|قرض|القرض|رسوم|اشتراك)(?!\w)"
)


def ready_to_pay(text: str) -> bool:
    """`text` as the normaliser writes it for the model (lowercase, one Arabic form)."""
    return bool(_READY.search(text)) and not _ANOTHER_BILL.search(text)
