"""Which size fits a weight: "el pants size 5 tyee 7ag 9-14 kilo?", "does size 5 fit a 10 kg
baby?", "مقاس ٥ يناسب ٩-١٤ كيلو؟", "my baby is 11 kilo which size".

Goods sized by weight (diapers, pull-ups) carry the span on the pack, "Size 5 (12-17 kg)",
in the product's or its pack's name. The weight asked is held against each span, of the
products shown or else those of the kind the message names: the size asked is told its own
span, and the packs whose span holds the weight are shown; a weight no pack of ours is made
for is said so, never "not found".
"""

from __future__ import annotations

import re

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import confident_hits, quiet_products, search
from hub.assistant.brain.skills.fit_then_added import count_to_add
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import number_text
from hub.storefront.port import CartMutation, LineItem
from hub.text import words

_KILOS = r"(?:kg|kgs|kilo|kilos|kilograms?|كيلو|كغ|كيلوات|كيلوين)"
_WEIGHT = Pattern(
    rf"(\d+(?:\.\d+)?)(?:\s*(?:-|–|to|الى|الي|لين|ل)\s*(\d+(?:\.\d+)?))?\s*{_KILOS}(?!\w)",
    re.IGNORECASE,
)
# A size or a fit asked: "size 5", "مقاس ٥", "fit", "ok for", "يناسب", Arabizi "tyee 7ag" (read
# "تيي حق")
_FIT = Pattern(
    r"\b(?:size|sizes|fit|fits|suit|suits|suitable|ma8as|ma8a9|maqas|magas|mgas)\b"
    r"|\b(?:ok|okay|good|right|fine|big enough|too small|too big) for\b"
    # ...or "يصير له" (does it fit him), Arabizi "yseer"
    r"|\b(?:yseer|ysir|yser|yseerla\w*)\b"
    r"|(?<!\w)(?:مقاس|مقاسات|سايز|يناسب|تناسب|يجي|تجي|تيي|ييي|ينفع|تنفع|مغس|مقس|زين|زينه|يصير|تصير)(?!\w)",
    re.IGNORECASE,
)
# Words of the asking, which name no product ("baby" is also in "Baby-Dry")
_WHO_OR_FIT = frozenset(
    words(
        "baby babies son daughter kid child toddler size fit fits suit طفل بيبي ولدي بنتي ابني"
        " مقاس يناسب سايز"
    )
)
_SIZE_ASKED = Pattern(r"(?:\bsize|مقاس|سايز)\s*(\d+)", re.IGNORECASE)
# Who or what is weighed: a baby, a child, the diapers ("does the 5kg bag fit in my cupboard"
# weighs no one)
_WEIGHED = Pattern(
    r"\b(?:baby|babies|son|daughter|kid|child|toddler|diapers?|nappies|nappy|pants|pampers"
    r"|ibni|binti|wildi|bnti)\b"
    r"|(?<!\w)(?:طفل|طفلي|طفلتي|بيبي|ولدي|بنتي|ابني|ياهل|ياهلي|حفاض\w*|حفاظ\w*|بانتس|البنتس|بامبرز|وزنه|وزنها"
    r"|وزنا)(?!\w)",
    re.IGNORECASE,
)
# "for 9-14 kg", "حق ٩-١٤ كيلو", "7ag 9-14 kilo": the weight the goods are for
_FOR = Pattern(r"\b(?:for|7ag|7ق|lil)\b|(?<!\w)(?:حق|لل|ل|حگ)\s*\d|(?<!\w)حق(?!\w)", re.IGNORECASE)
_SPAN = Gated(r"[Ss]ize (\d+)\s*\((\d+)\s*-\s*(\d+)\s*kg\)")
_SIZED_KINDS = ("diapers", "pants")


@while_read
def weight_asked(turn: Turn) -> tuple[float, float] | None:
    """The weight (or span of weights) the message asks a size to fit, if it asks one."""
    # as typed too: a child's weight is taken out of the message as read ("my son weighs
    # 13 kg" beside a question of the pants)
    said = turn.typed_and_read
    found = _WEIGHT.search(said)
    if found is None:
        return None
    # "what else do u have for 9-14 kg" after the diapers: a span of weights asked of the
    # goods sized by weight just talked of, in no word of fitting or of the baby
    after_sized = found.group(2) is not None and bool(_WEIGHED.search(" ".join(turn.asked_words())))
    if _FIT.search(said) is None and not (after_sized and _FOR.search(said)):
        return None
    if _SIZE_ASKED.search(said) is None and _WEIGHED.search(said) is None and not after_sized:
        return None
    low = float(found.group(1))
    return low, float(found.group(2) or low)


def _spans(product: Record) -> list[tuple[str | None, int, int, int, dict[str, str]]]:
    """(variant, size, lightest, heaviest, label in both languages) of each pack."""
    found = []
    for variant in product.get("variants") or [product]:
        name = variant.get("name")
        english = name.get("en", "") if isinstance(name, dict) else str(name or "")
        span = _SPAN.search(english)
        if span is None:
            continue
        label = name if isinstance(name, dict) else {"en": english, "ar": english}
        whole = product.get("name")
        if variant is not product and isinstance(whole, dict):
            label = {lang: f"{whole[lang]}، {label[lang]}" if lang == "ar" else
                     f"{whole[lang]}, {label[lang]}" for lang in ("en", "ar")}  # fmt: skip
        variant_id = str(variant["_id"]) if variant is not product else None
        found.append((variant_id, int(span[1]), int(span[2]), int(span[3]), label))
    return found


def _kilos(amount: str) -> dict[str, str]:
    """ "9–14" -> {"en": "9–14 kg", "ar": "٩–١٤ كغ"}: in each language's digits."""
    arabic = "".join(number_text(int(c))["ar"] if c.isdigit() else c for c in amount)
    return {"en": f"{amount} kg", "ar": f"{arabic} كغ"}


async def _sized(turn: Turn, named: list[str]) -> list[Record]:
    """The goods sized by weight shown; those of the kind besides when the message names
    goods none shown is ("the pants ones" after the Baby-Dry alone)."""
    shown = await quiet_products(turn, list(turn.shown()))
    sized = [p for p in shown if _spans(p)]
    if sized and (not named or confident_hits(named, sized)):
        return sized
    for kind in _SIZED_KINDS:
        sized += [p for p in await search(turn, kind) if _spans(p) and p not in sized]
    return sized


def _say_span(
    turn: Turn,
    label: dict[str, str],
    span: tuple[float, float],
    asked: tuple[float, float],
    weight: dict[str, str],
) -> None:
    """The pack's weights, and whether the child's is under or over them: "11 kg is under
    that", never its card shown as a fit with no word of it."""
    said = _kilos(f"{span[0]:g}–{span[1]:g}")
    if asked[1] < span[0]:
        key = "weight_fit_under"
    elif asked[0] > span[1]:
        key = "weight_fit_over"
    else:
        key = "weight_fit_size"
    turn.text_block(figures(key, turn.language, pack=label, span=said, weight=weight))


async def weight_fit(turn: Turn) -> None:
    asked = weight_asked(turn)
    if asked is None:
        return
    low, high = asked
    # the product the message names first: "el pants size 5" is the pants' size 5, not the
    # Baby-Dry's
    named = [word for word in turn.utterance.topic if word not in _WHO_OR_FIT]
    spans = [(p, *span) for p in await _sized(turn, named) for span in _spans(p)]
    spans.sort(key=lambda span: not confident_hits(named, [span[0]]))
    size = _SIZE_ASKED.search(turn.typed_and_read)
    weight = _kilos(f"{low:g}" if low == high else f"{low:g}–{high:g}")
    turn.say("weight_fit")
    if size is not None:
        for _, _, number, lightest, heaviest, label in spans:
            if number == int(size.group(1)):
                _say_span(turn, label, (lightest, heaviest), (low, high), weight)
                break
    elif named:
        # "are the pants ok for a 10 kg baby": the goods named are told their spans when none
        # holds the weight, before what does
        # the words naming any of the packs ("pants", "بامبرز"), not the child's ("وزنه")
        naming = [w for w in named if any(confident_hits([w], [span[0]]) for span in spans)]
        own = [span for span in spans if all(confident_hits([w], [span[0]]) for w in naming)]
        if naming and own and not any(low >= span[3] and high <= span[4] for span in own):
            for _, _, _, lightest, heaviest, label in own[:2]:
                _say_span(turn, label, (lightest, heaviest), (low, high), weight)
    fitting = [
        (product, variant)
        for product, variant, _, lightest, heaviest, _ in spans
        if lightest <= low and high <= heaviest
    ]
    # what can be bought first; a pack out of stock still fits, its card says it is out
    fitting.sort(key=lambda pair: stock_of(pair[0], pair[1]) <= 0)
    if not fitting:
        turn.text_block(figures("weight_fit_none", turn.language, weight=weight))
        turn.chips("aisles", "cart")
        return
    turn.text_block(figures("weight_fit_these", turn.language, weight=weight))
    ids = list(dict.fromkeys(str(product["_id"]) for product, _ in fitting))
    block: dict[str, object] = {"kind": "products", "productIds": ids}
    chosen = {str(p["_id"]): v for p, v in fitting if v is not None}
    if chosen:
        block["variantIds"] = chosen
    turn.block(block)
    turn.remember_shown(ids)
    if size is not None and named and confident_hits(named, [fitting[0][0]]):
        # "do the size 5 pants fit him?" answered yes: "add one" then is the pants
        turn.set_focus(str(fitting[0][0]["_id"]))
    count = count_to_add(turn.input.text) if size is not None else None
    if size is not None and count is not None:
        # "...so the size 5 should fit, add 1": settled, and asked for; the pack of that
        # size that fits, the one named first, one in stock before one out
        sized = [
            (product, variant)
            for product, variant, number, lightest, heaviest, _ in spans
            if number == int(size.group(1)) and lightest <= low and high <= heaviest
        ]
        sized.sort(key=lambda pair: stock_of(pair[0], pair[1]) <= 0)
        if sized and count <= stock_of(*sized[0]):
            turn.say("propose_add")
            item = LineItem(str(sized[0][0]["_id"]), sized[0][1], count)
            turn.propose(CartMutation("add_to_cart", (item,)))
    turn.chips("add_first", "cart")
