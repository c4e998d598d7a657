"""A shop of another trade named by its brand and "store": "the return policy at the apple
store", "سياسة الاسترجاع بابل ستور", "siyasat el estirja3 b apple store" (read "ب apple
store"), "is the samsung store open now".

"apple" is a fruit of ours and "store" our own word, so no business is found named and the
policy, the hours or the branches asked are read as ours; a brand of phones, clothes or
furniture before "store" or "shop" is that shop, whose policy and hours are its own.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_BRAND_STORE = Bilingual(
    r"\b(?:apple|samsung|huawei|xiaomi|sony|microsoft|dell|lenovo|nike|adidas|puma|zara|h&m"
    r"|sephora|bath and body works|victoria'?s secret|lego|toys ?r ?us|virgin|xcite|eureka)"
    r"(?:'s)?\s+(?:store|stores|shop|shops|showroom|outlet|branch)\b",
    r"(?<!\w)(?:[وبل]|بال|في)?(?:ابل|أبل|آبل|سامسونج|سامسونق|هواوي|شاومي|سوني|نايكي|اديداس|زارا"
    r"|سيفورا|ليغو|فيرجن|يوريكا)\s+(?:ستور|شوب|سنتر|معرض)(?!\w)",
)


def names_a_brand_store(text: str) -> bool:
    """Whether the (normalised, lower-case) message names a brand's shop of another trade."""
    return _BRAND_STORE.search(text) is not None
