""" "خل" said for "خله" ("make it") before goods of the proposal or the cart: "بس خل الماي
كرتون واحد", "خل الحليب ثنتين مو وحده", "bs 5al el 7aleeb thnain".

Gulf speech drops the pronoun of "خله"/"خلها" when the goods follow; read alone, "خل" is
vinegar, and "خل الماي" asks for a vinegar nobody wants while the water line to change sits in
the reorder just proposed. When the words after it name a line of the pending proposal (else
of the cart) that is no vinegar, the message is read with "خله", as a correction of that line;
any other "خل" ("خل تفاح" with no apples offered) stays the vinegar, as does one listed
beside goods ("خل وحليب", "5al w 7aleeb kdd") or told by its own kind before them ("خل بلسمي
و ماي"): the goods of the line to change come right after it."""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import cart_lines, quiet_products, unmet_words
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import JOINERS, Utterance

# "خل" (Arabizi "5al", "khal") opening the message or after "بس"/"لا", then the goods
_SHORT = Pattern(
    r"^(?P<lead>(?:\s*(?:بس|لا|طيب|اوكي|يعني|خلاص|زين|bas|bs|la|la2|ok|okay|tayeb|5alas|khalas|zain)"
    r"\s*[,،]?)*\s*)"
    r"(?P<said>خل|5al|khal|5all)\s+(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
_VINEGAR = ("خل", "vinegar")


async def as_make_it(turn: Turn) -> str | None:
    """The message with "خل" said as "خله" when it opens a change of a line of the pending
    proposal or the cart; None when it does not."""
    found = _SHORT.match(turn.input.text)
    if found is None:
        return None
    pending = turn.pending or {}
    ids = [str(item[0]) for item in pending.get("items") or []]
    if not ids:
        ids = [str(line["productId"]) for line in cart_lines(await turn.store.cart(turn.owner))]
    if not ids:
        return None
    products = await quiet_products(turn, list(dict.fromkeys(ids)))
    rest = Utterance(normalise(found.group("rest")).text)
    if not rest.topic or (rest.tokens and rest.tokens[0] in JOINERS):
        return None  # "خل وحليب": a vinegar and a milk, listed
    # the line's goods right after it: "خل الماي ثنتين", not "خل بلسمي و ماي"
    first = rest.topic[0]
    named = [
        product for product in products if not unmet_words([first], [product], sound_alike=False)
    ]
    if not named or any(not unmet_words(list(_VINEGAR), [p], sound_alike=False) for p in named):
        return None
    latin = found.group("said").isascii()
    return f"{found.group('lead')}{'5alih' if latin else 'خله'} {found.group('rest')}"
