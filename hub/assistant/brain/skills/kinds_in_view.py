"""Two kinds of one product in view weighed: "jumbo or medium which is cheaper", "il jumbo
a7san? cham farq il si3r", "الجامبو احسن؟ كم فرق السعر" right after the murabyan, whose shrimp
is sold medium or jumbo.

The kinds are the product's own variants, named by their words; read alone, "jumbo" finds the
jumbo pack of nappies and "medium" a toothbrush, and the gate takes a word of "better" for
another matter. One kind named of a product sold in two is set against the other.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.skills.lines import variant_asked
from hub.assistant.brain.turn import RECIPE, Turn
from hub.record import Record

# Weighing words: which is better or cheaper, the difference, the price
_WEIGHED = Gated(
    r"\b(?:better|cheaper|dearer|difference|diff|price|cost|vs|versus|or|worth)\b"
    r"|(?<!\w)(?:احسن|افضل|ارخص|اغلى|اغلي|فرق|الفرق|سعر|السعر|ولا|او)(?!\w)"
)
_MOST_WORDS = 10


@while_read_async
async def named(turn: Turn) -> tuple[Record, list[Record]] | None:
    """The product in view and the two of its variants the message weighs; None when it
    weighs none."""
    said = turn.message.for_model.lower()
    if len(said.split()) > _MOST_WORDS or _WEIGHED.search(said) is None:
        return None
    for product in await _in_view(turn):
        variants = list(product.get("variants") or [])
        if len(variants) < 2:
            continue
        kinds: list[Record] = []
        for word in turn.utterance.topic:
            kind = variant_asked(product, [word])
            if kind is not None and kind not in kinds:
                kinds.append(kind)
        if len(kinds) == 1 and len(variants) == 2:
            kinds = variants  # "is the jumbo better" of a shrimp sold medium or jumbo
        if len(kinds) >= 2:
            return product, kinds[:2]
    return None


async def _in_view(turn: Turn) -> list[Record]:
    """The products shown or in focus, and the recipe's in view."""
    ids = list(turn.shown())
    if (focus := turn.focus()) is not None and focus not in ids:
        ids.append(focus)
    recipe_id = turn.memory.get(RECIPE)
    if isinstance(recipe_id, str):
        recipe = await turn.call("recipe", turn.store.recipe, recipe_id, useful=lambda _: True)
        for line in (recipe or {}).get("ingredients") or []:
            if str(line.get("productId")) not in ids:
                ids.append(str(line.get("productId")))
    return await quiet_products(turn, ids) if ids else []
