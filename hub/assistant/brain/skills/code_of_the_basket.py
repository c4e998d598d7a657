"""A code asked of the basket as it stands: "does CLEAN1 work on this or is it too small",
"كود CLEAN1 يمشي عليها ولا سلتي صغيرة؟", "CLEAN1 yimshi 3aleeha walla il cart 9ghayra?".

"this", "it" or the basket's size name no goods: searching their words finds a product by
chance ("small" → the "Minis" water). The question is of the cart, so it is answered with the
cart's own figures: its total against the code's minimum, and which of its lines the code
takes off.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import cart_lines, names_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text

# "on this" / "for it" with nothing after (the goods held, not a product named), and the
# basket's size weighed against a minimum ("too small", "big enough", "صغيرة", "تكفي",
# "9ghayra", "yikfi")
_OF_THE_BASKET = Gated(
    r"\b(?:on|for|with|to) (?:this|that|it|these|them|everything|all of (?:this|it|them))"
    r"(?=\s*(?:$|[?.!,]|or\b|\bnow\b))"
    r"|\b(?:too (?:small|little|low)|big enough|(?:not )?enough|(?:reach|meet|hit)s? the min"
    r"|under the min|below the min)"
    r"|(?<!\w)(?:عليها|عليه|عليهم|على هذ[يا]|على ذي|ع هذ[يا]|صغير[هة]|قليل[هة]|تكفي|يكفي|كافي[هة]?"
    r"|ناقص[هة]|توصل للحد|يوصل للحد)(?!\w)"
    r"|\b(?:3aleeha|3alaiha|3alaiha|3aleeh|3alaih|3ala hathi|3ala hatha|9ghayra|9ghayr[ah]"
    r"|sgheer[ah]?|sghayra|galeela|tikfi|yikfi|kafya|kafi|na9[ie]?[sg]a?)\b"
)

_COVERED = {
    "en": "{code} takes off {names} in your cart.",
    "ar": "الكود {code} ينقص من {names} اللي بسلتك.",
}
_NONE_COVERED = {
    "en": "{code} covers none of the goods in your cart.",
    "ar": "الكود {code} ما يشمل ولا شي من اللي بسلتك.",
}
_OVER = {
    "en": "Your cart comes to {subtotal}, over the {minimum} {code} needs.",
    "ar": "سلتك الحين {subtotal}، فوق الحد الأدنى {minimum} اللي يبيه الكود {code}.",
}
_SHORT = {
    "en": "Your cart comes to {subtotal}; {code} needs {minimum}, so {more} more.",
    "ar": "سلتك الحين {subtotal}، والكود {code} يبي {minimum}، يعني باقي {more}.",
}
_AND = {"en": " and ", "ar": " و"}


def asked(said: str) -> bool:
    """Whether a code's question is of the basket as it stands, not of goods it names."""
    return _OF_THE_BASKET.search(said.lower()) is not None


def _covers(offer: Record, product: Record) -> bool:
    """As the store works a code out: its aisle's goods, else the goods it lists, else all."""
    if offer.get("categoryId"):
        return str(product.get("categoryId")) == str(offer["categoryId"])
    listed = [str(pid) for pid in offer.get("productIds") or []]
    return not listed or str(product.get("_id")) in listed


def _names(turn: Turn, products: list[Record]) -> str:
    names = [names_of(product)[turn.language] for product in products]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + _AND[turn.language] + names[-1]


def tell(turn: Turn, offer: Record, cart: Record | None, *, weigh_minimum: bool = True) -> None:
    """The cart's figures against the code: which lines it takes off, and its total against
    the code's minimum; said only of a question ("does it work on this"), never of "apply"."""
    lines = cart_lines(cart)
    if not lines or not turn.utterance.asks:
        return
    code = str(offer["couponCode"])
    products = [line["product"] for line in lines if isinstance(line.get("product"), dict)]
    covered = [product for product in products if _covers(offer, product)]
    if covered:
        turn.text_block(_COVERED[turn.language].format(code=code, names=_names(turn, covered)))
    elif not covered:
        turn.text_block(_NONE_COVERED[turn.language].format(code=code))
    subtotal, minimum = int((cart or {}).get("subtotal") or 0), int(offer.get("minSubtotal") or 0)
    if not minimum or not weigh_minimum:
        return
    if subtotal >= minimum:
        said = _OVER[turn.language].format(
            subtotal=kwd_text(subtotal)[turn.language],
            minimum=kwd_text(minimum)[turn.language],
            code=code,
        )
    else:
        said = _SHORT[turn.language].format(
            subtotal=kwd_text(subtotal)[turn.language],
            minimum=kwd_text(minimum)[turn.language],
            more=kwd_text(minimum - subtotal)[turn.language],
            code=code,
        )
    turn.text_block(said)


def _names_the_aisle(words: list[str], aisle: Record) -> bool:
    """Every word said is a word of the aisle's name ("the meat" of "Meat & Poultry", "اللحم"
    of "لحوم ودواجن"): the goods are named by their kind, not one product."""
    names = aisle.get("name")
    texts = list(names.values()) if isinstance(names, dict) else [str(names or "")]
    aisle_words = {word for text in texts for word in str(text).lower().replace("&", " ").split()}
    aisle_words |= {word[2:] for word in aisle_words if word.startswith("ال")}

    def _of_the_aisle(word: str) -> bool:
        bare = word[2:] if word.startswith("ال") and len(word) > 4 else word
        return any(
            bare == name or (len(bare) >= 3 and _in_order(bare, name)) for name in aisle_words
        )

    return bool(words) and all(_of_the_aisle(word.lower()) for word in words)


def _in_order(short: str, long: str) -> bool:
    """Whether the letters of `short` come in order in `long` with one more letter at most
    ("لحم" in "لحوم", "meat" in "meats")."""
    if len(long) - len(short) > 1 or not long.startswith(short[0]):
        return False
    letters = iter(long)
    return all(letter in letters for letter in short)


async def held_of_the_kind(
    turn: Turn, words: list[str], hit: Record, cart: Record | None
) -> list[Record]:
    """The cart's goods of the aisle the words name ("does BBQ10 work on the meat" over the
    wings and kofta held), in place of the one product a search for the bare kind finds;
    nothing when the words name a product, or the cart holds none of that aisle."""
    held = [
        line["product"]
        for line in cart_lines(cart)
        if isinstance(line.get("product"), dict)
        and str(line["product"].get("categoryId")) == str(hit.get("categoryId"))
    ]
    if not held or any(str(product.get("_id")) == str(hit.get("_id")) for product in held):
        return []
    aisles = await turn.call("categories", turn.store.categories, useful=lambda _: True)
    aisle = next((a for a in aisles if str(a.get("_id")) == str(hit.get("categoryId"))), None)
    return held if aisle is not None and _names_the_aisle(words, aisle) else []
