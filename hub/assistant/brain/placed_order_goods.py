"""Goods asked onto an order already placed: "can i add water to my order?", "add bread to
that one" right after an order's status, "ابي اضيف ماي على طلبي", "a8dar a6eef mai 3ala el
6alab" (read "اقدر اطيف مياه على الطلب"), "agdar azeed mai 3ala el order?" (the English word kept),
"ممكن تحطون مياه ويا الطلب".

It names an order and goods, so it reads like ordering that order again or a cart change;
a placed order takes nothing more here, which is said, with the goods for a new order.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern_grams import Gated

_ORDER = r"(?:order|delivery|groceries)"
_PLACED = rf"(?:my|the|that|this|today'?s|tonight'?s|our)(?: \S+)? {_ORDER}\b"
_PUT_VERB = (
    "اضيف|اضف|ضيف|اطيف|تضيف|تضيفون|تضيفولي|حط|احط|احوت|تحط|تحطون|يحط|زيد|ازيد|تزيد|تزيدون"
    "|زود|ازود|تزود|تزودون"
)
_ONTO = Bilingual(
    r"\b(?:add|put|include|throw|stick|get)\b(?: \S+){1,5}? (?:to|in|into|on|onto|with)"
    rf" {_PLACED}"
    # a good that may still go, said with no verb of putting: "forgot bread, can it go with
    # today's order"
    rf"|\b(?:can|could) (?:it|they|that|this|(?:these|those|the|some|my)(?: (?!order)\S+)?)"
    rf" (?:still )?(?:go|come|be added|be included|be sent) (?:with|in|on|onto|to) {_PLACED}",
    # the verb may carry the goods ("اضيفه", "حطها"), the Arabizi "a7ut" reads "احوت", and
    # "on the order" may be joined ("عالطلب", "بال order") or said "the same order" ("نفس
    # الطلب")
    rf"(?<!\w)(?:{_PUT_VERB})(?:وا|و|ي)?(?:ه|ها|هم)?(?!\w)(?: \S+){{0,5}}?"
    r" (?:(?:على|علي|مع|ويا|في|فى|ل|لل|حق|ع) ?(?:نفس )?(?:ال ?)?"
    r"(?:طلب|طلبي|طلبيه|طلبيتي|اوردر|order)(?!\w)"
    # "in the order" ("بالطلب", "bil order") is as often the order being made (the cart):
    # placed only when said the same one or the one being prepared ("بالطلب اللي تجهزونه")
    r"|ب ?(?:نفس (?:ال ?)?(?:طلب|اوردر|order)(?!\w)"
    r"|(?:ال ?)?(?:طلب|طلبي|طلبيه|طلبيتي|اوردر|order) (?:اللي|الي|حق|مال) ))",
)
# More of a good, said with no verb of putting: "i need another watermelon on my order", "one
# more pack of laban on my order"; the words between must name goods (`goods_named_more`)
_MORE = Gated(
    r"\b(?:another|one more|two more|\d+ more|more|extra|an extra)\b(?P<goods>(?: \S+){1,4}?)"
    rf" (?:to|in|into|on|onto|with) {_PLACED}"
)
# Goods the driver of an order on its way is asked to bring along: "can the driver bring 2
# packs of wipes with him", "tell the driver to grab some bread too", "خل المندوب يجيب وياه
# خبز", "il driver yjeeb m3ah mai" (read "ال driver يجيب معه ماي"); the words after the
# verb must name goods (`goods_named_more`), not "bring change" or "bring it to the door"
_BROUGHT = Gated(
    r"\b(?:driver|courier|delivery guy|delivery man)\b(?: \S+){0,2}? (?:bring|grab|pick up|get)"
    r"(?: (?:me|us|along))?(?P<goods>(?: \S+){1,5}?)"
    r"(?: (?:with him|along|too|as well|also|on the way)\b|\s*[?.!,]|$| or\b)"
    r"|(?<!\w)(?:المندوب|مندوب|السايق|السواق|الدريفر|ال driver)(?: \S+){0,2}? (?:يجيب|يجيبلي|يجيبلنا"
    r"|يجيبلي|ييب|يشتري)(?: (?:معه|معاه|وياه|ويا|لي|لنا))?(?P<ar_goods>(?: \S+){1,4}?)"
    r"(?: (?:معه|معاه|وياه|بعد|بالمره|بالمرة)(?!\w)|\s*[?؟.!,،]|$| ولا\b| او\b)"
)
# ...never more of the order's matters: "more info on my order", "an extra charge on my order",
# "more time with my order"
_OF_THE_ORDER = frozenset(
    {"info", "information", "details", "detail", "time", "charge", "charges", "charged", "fee",
     "fees", "cost", "costs", "money", "item", "items", "stuff", "things", "questions",
     "question", "help", "delivery", "discount", "points", "days", "minutes", "hours", "wait",
     "waiting", "problems", "issues", "trouble", "tax", "vat", "about",
     "paid", "pay", "payment", "it", "them", "change", "receipt", "invoice", "door",
     "machine", "order", "الطلب", "الباقي", "الفاتوره", "الفاتورة", "فكه", "خرده", "الاغراض"}
)  # fmt: skip
_FILLER = frozenset({"a", "an", "the", "some", "of", "please", "pls", "pack", "packs", "bottle",
                     "bottles", "bag", "bags", "box", "kilo", "kg", "more", "extra", "another",
                     "كيلو", "حبه", "حبة", "كرتون", "باكيت"})  # fmt: skip
# "to it", "to that one" of the order just talked about
_ONTO_IT = Bilingual(
    r"\b(?:add|put|include|throw|stick)\b(?: \S+){1,4}? (?:to|in|into|on|onto|with)"
    r" (?:it|that|that one|this one|the same one)\b",
    # "ازيد عليه حليب", "azeed 3aleh 7aleeb" (read "ازيد عله حليب"): "onto it" before the goods;
    # the verb may carry them ("اضيفه عليه", "a6ifa 3alaih" read "اطفا عليه")
    rf"(?<!\w)(?:(?:{_PUT_VERB})(?:وا|و|ي)?(?:ه|ها|هم)?|اطفا|اطيفا|اضيفا|احطا)(?!\w)"
    r"(?: \S+){0,4}?"
    r" (?:عليه|عله|عليها|معاه|فيه|ويااه|وياه|له)(?!\w)",
)
# An order named earlier in the same message makes "onto it" that order's: "عندي طلب للشاليه
# باجر، اقدر ازيد عليه عصير"
_ORDER_NAMED = Bilingual(
    # an order placed, not ordering ("i'll order tea, put sugar in it")
    r"(?<!to )(?<!will )(?<!'ll )(?<!gonna )(?<!wanna )(?<!i )(?<!we )\border\b",
    # with its article or "in": "الاوردر اللي رايح البيت", "بالطلبيه"
    r"(?<!\w)(?:ال|بال|لل)?(?:طلب|طلبي|طلبيه|طلبيتي|اوردر)(?!\w)",
)
# The replies about an order "it" may name; a complaint is about what came, so goods "to it"
# after one go to the cart ("the milk was expired" then "ok and add bread to it")
_ORDER_TALK = frozenset(
    {"order", "order_status", "cancel_order", "placed_order_change", "goods_for_a_placed_order"}
)


# The goods just shown, said back onto the order: "ok add them to the chalet order", "حطهم على
# طلب الشاليه", "7i6hom 3la 6alab il chalet" (read "حطهم على طلب ال chalet")
_THE_SHOWN = Bilingual(
    r"\b(?:add|put|throw|send|include|bring)\s+(?:them|those|these|both|all of them)\b",
    rf"(?<!\w)(?:{_PUT_VERB})(?:وا|و|ي)?(?:هم|هن)(?!\w)|(?<!\w)(?:{_PUT_VERB}) (?:اللي|الي) (?:شفته|طلعته|عرضته)",
)


def says_the_shown(text: str) -> bool:
    """Whether the (lower-case) message puts "them", the goods just shown, onto an order."""
    return bool(_THE_SHOWN.search(text))


def goods_named_more(text: str) -> list[str] | None:
    """The words of goods a (lower-case) message asks more of onto a placed order ("i need
    another watermelon on my order": ["watermelon"]); None when it asks no more of goods, or
    more of the order's own matters ("more info on my order", "extra charge on my order")."""
    match = _MORE.search(text) or _BROUGHT.search(text)
    if match is None:
        return None
    goods = next(group for group in match.groups() if group is not None)
    said = [word.strip("?!.,؟،") for word in goods.split()]
    if any(word in _OF_THE_ORDER for word in said):
        return None
    named = [word for word in said if word not in _FILLER and not word.isdigit()]
    return named or None


def asks_onto_a_placed_order(text: str, last_intent: object) -> bool:
    """Whether the (lower-case) message asks goods onto an order already placed; "to it"
    counts only right after an order was talked of."""
    if _ONTO.search(text):
        return True
    onto_it = _ONTO_IT.search(text)
    if onto_it is None:
        return False
    return last_intent in _ORDER_TALK or bool(_ORDER_NAMED.search(text[: onto_it.start()]))
