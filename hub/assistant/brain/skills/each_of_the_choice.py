"""The answer to "which one?" naming several of the goods asked about, each with its count:
"no not the salted one, one salt and vinegar and one french cheese" after "which Lay's?";
"لا مو الملح، ابي وحده خل وملح ووحده جبنة فرنسية"; "la mu il mel7, wa7ed chilli w wa7ed
masala".

The names hold "and" themselves ("salt and vinegar", "خل وملح"), so the list is split at
each count, not at each "and"; a clause that rules one out before it names none to add.
Each part that names one of the goods asked about is proposed at its count.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import parse_number
from hub.assistant.brain.skills import choosing
from hub.assistant.brain.skills.common import TALK_WORDS, holds_as_spelt, quiet_products
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# A count opening each part: "one", "2", "wa7ed", "وحده", "ثنتين"
_COUNT = Pattern(
    r"(?<!\w)و?(?:one|two|three|\d+|[٠-٩]+|wa7ed|wa7da|wa7eda|وحده|واحد|واحده|ثنين|ثنتين)(?!\w)",
    re.IGNORECASE,
)
# "and" between the parts, trimmed off a part's end or start
_JOINERS = frozenset({"and", "w", "و", "&"})
_NUMBERS = {"wa7ed": 1, "wa7da": 1, "wa7eda": 1, "وحده": 1, "واحد": 1, "واحده": 1}


async def answered(turn: Turn) -> bool:
    """Proposed when the message names two or more of the goods asked about, each after a
    count; False, nothing said, otherwise."""
    asked = choosing.pending(turn)
    if asked is None or choosing.pending_change(turn) != "add":
        return False
    said = turn.message.text
    ruled = re.search(r"[,،.]", said)
    if ruled is not None and Utterance(said[: ruled.start()]).has("NEGATION"):
        said = said[ruled.end() :]  # "no not the salted one," rules out; it adds nothing
    counts = list(_COUNT.finditer(said))
    if len(counts) < 2:
        return False
    products = await quiet_products(turn, [str(pid) for pid in asked["ids"]])
    items: list[LineItem] = []
    for n, count in enumerate(counts):
        end = counts[n + 1].start() if n + 1 < len(counts) else len(said)
        words = [w for w in Utterance(said[count.end() : end]).tokens if w not in _JOINERS]
        product = _one_named(turn, [w for w in words if w not in TALK_WORDS], products)
        number = count.group().lower()
        if number not in _NUMBERS and number.startswith("و"):
            number = number[1:]  # "ووحده": "and one"
        amount = _NUMBERS.get(number) or parse_number(number)
        if product is None or amount is None or amount != int(amount) or amount < 1:
            return False
        variant, _ = choose_line(product, None, words)
        if stock_of(product, variant) < amount:
            return False
        items.append(LineItem(str(product["_id"]), variant, int(amount)))
    if len({item.productId for item in items}) < len(items):
        return False
    turn.say("propose_add")
    turn.propose(CartMutation("add_to_cart", tuple(items)))
    turn.chips("cart", "offers")
    return True


def _one_named(turn: Turn, words: list[str], products: list[Record]) -> Record | None:
    if not words:
        return None
    fits = choosing.among_the_lines(turn, words, products)
    if len(fits) > 1:
        # "خل وملح" of the salted and the salt and vinegar: the one holding every word,
        # short ones too ("خل")
        bare = [word.removeprefix("و") if len(word) > 3 else word for word in words]
        fits = [fit for fit in fits if all(holds_as_spelt(fit, word) for word in bare)]
    return fits[0] if len(fits) == 1 else None
