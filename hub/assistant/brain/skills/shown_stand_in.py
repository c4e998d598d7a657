"""Whether a product shown will do in place of the one asked for: "عادي المقشره بدالها؟" (are
the peeled ones fine instead?) after the tomato paste was shown out of stock beside the
peeled tomatoes, "are the peeled ones ok instead?", "is the gel fine instead of powder",
"3adi el m8ashara badalha?" (read "عادي المقشره بدالها").

The words read as many other things: "عادي" as a plain (not express) delivery, "instead" as
a kitchen swap the table may not hold, "ok" as a yes to nothing offered. What is asked is a
product the conversation just showed, named by a word of its own, said with a word of
"instead" and asked: the answer is about that product (whether it is the same kind of
thing, in stock, at its price), shown as its card and held in view, so "7i6 2" or "add it"
then adds it. Asked to put it in ("add the peeled instead") is a cart request, not this.
"""

from __future__ import annotations

from hub.assistant.brain.matching import name_texts
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.choosing import told_apart
from hub.assistant.brain.skills.common import of_its_kind, quiet_products, unmet_words
from hub.assistant.brain.skills.lines import any_in_stock
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# "instead", "in its place", "بدالها", "بدله", "عوضه"; Arabizi read ("badalha": "بدالها")
_INSTEAD = Gated(
    r"\b(?:instead|in (?:its|their) place|in place of (?:it|that|them)|as a substitute"
    r"|as a replacement|rather)\b"
    r"|(?<!\w)(?:بدال|بداله|بدالها|بدالهم|بدل|بدله|بدلها|بدلهم|عوضه|عوضها|عوضهم|مكانه|مكانها)(?!\w)"
)
# ...asked of: "ok?", "fine", "عادي", "ينفع", "يمشي"
_ASKED = Gated(
    r"[?؟]|\b(?:ok|okay|fine|good|alright|all right|work|works|do|does|would|will|can|could"
    r"|is|are)\b"
    r"|(?<!\w)(?:عادي|ينفع|تنفع|يمشي|تمشي|يصلح|تصلح|يصير|زين|زينه|اوكي|يجي|تجي|ماشي)(?!\w)"
)
# ...and not asked to put in the cart: "add the peeled instead"
_PUT = Gated(
    r"\b(?:add|put|get me|give me|swap|switch|change|replace)\b"
    r"|(?<!\w)(?:ضيف|اضف|حط|حطه|حطها|حطلي|عطني|بدل|غير|غيره|غيرها|زيد)(?!\w)"
)
# Words of the asking itself, which name no product
_ASKING = frozenset(
    words(
        "instead place substitute replacement rather ok okay fine good alright right work works"
        " do does would will can could is are the ones one it its their them that those of in"
        " as a an for still then also too بدال بداله بدالها بدالهم بدل بدله بدلها بدلهم عوضه"
        " عوضها عوضهم مكانه مكانها عادي ينفع تنفع يمشي تمشي يصلح تصلح يصير زين زينه اوكي يجي"
        " تجي ماشي طيب هل ال و el il w ya ymshi yimshi tmshi timshi 3adi yinfa3 tinfa3 tnfa3"
        " ynfa3 badalha badala badalah badalhom badal zain zein"
    )
)
# "instead of powder": the words after it name what is replaced, not the stand-in
_OF_THE_REPLACED = Gated(r"\b(?:instead of|rather than|in place of)\b(.*)$|(?<!\w)بدال (.*)$")


def _naming(said: str) -> list[str]:
    replaced = _OF_THE_REPLACED.search(said)
    if replaced is not None:
        said = said[: replaced.start()]
    return [word for word in words(said) if word not in _ASKING and len(word) > 1]


async def stand_in_asked(turn: Turn) -> Record | None:
    """The product shown that the message asks about as a stand-in, if it is one: named as
    read, else as typed ("el frosties" is no Arabic word)."""
    said = turn.typed_and_read
    if not _INSTEAD.search(said) or not _ASKED.search(said) or _PUT.search(said):
        return None
    shown = turn.shown()
    if not shown:
        return None
    products = await quiet_products(turn, shown)
    for naming in (_naming(turn.message.text.lower()), _naming(turn.input.text.lower())):
        named = [p for p in products if naming and not unmet_words(naming, [p])]
        if len(named) > 1:  # "جل تايد": the one whose name holds the short word as written
            named = [p for p in named if _written(p, naming)] or named
        if len(named) > 1:  # "العلب" of the Pepsi and the Diet Pepsi cans: the plain one
            named = told_apart(named, [*turn.asked_words(), *naming])
        if len(named) == 1:
            # ...never the one asked for itself ("الصلصه بدالها" of the paste)
            return None if named[0]["_id"] in (turn.focus(), shown[0]) else named[0]
    return None


def _written(product: Record, naming: list[str]) -> bool:
    held = {word for text in name_texts(product) for word in words(text)}
    return all(word.removeprefix("ال") in held or word in held for word in naming)


def _replaced(turn: Turn, products: list[Record], stand_in: Record) -> Record | None:
    """The product the stand-in would replace: the one shown out of stock, else the one in
    focus."""
    out = [p for p in products if not any_in_stock(p) and p["_id"] != stand_in["_id"]]
    if out:
        return out[0]
    focus = turn.focus()
    return next((p for p in products if p["_id"] == focus and p is not stand_in), None)


async def answer(turn: Turn) -> None:
    """The stand-in asked about: of the same kind or not, in stock or not, as its card."""
    stand_in = await stand_in_asked(turn)
    if stand_in is None:  # read before this turn; nothing shown names it now
        turn.say("nothing_shown")
        turn.chips("aisles", "offers")
        return
    products = await quiet_products(turn, turn.shown())
    replaced = _replaced(turn, products, stand_in)
    alike = replaced is None or of_its_kind(replaced, stand_in)
    if not any_in_stock(stand_in):
        turn.say("stand_in_out")
    else:
        turn.say("stand_in_alike" if alike else "stand_in_unlike")
    turn.block({"kind": "products", "productIds": [stand_in["_id"]]})
    turn.remember_shown([stand_in["_id"]])
    turn.set_focus(stand_in["_id"])
    turn.chips("add_it", "cart")
