"""Several goods put on a pending order again or recipe's goods in one message: "keep the
wipes, and add 2 fairy lemon and fine toilet paper", "w 2 fairy lemon w wara8 7amam fine".

Read whole, the words find one product, and the rest of the list is lost without a word. Each
part is its own line: a part naming a line the proposal holds is left as it is (its count or
kind are other readings'), and every other part naming one product of ours is put on with its
own count."""

from __future__ import annotations

from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.lines import choose_line
from hub.assistant.brain.skills.offer_lines import label, named_lines
from hub.assistant.brain.skills.offer_needs import meeting_said_need, none_meets
from hub.assistant.brain.turn import Turn
from hub.storefront.port import LineItem


async def lines_added(
    turn: Turn, lines: list[LineItem], owns: list[list[str]]
) -> tuple[list[LineItem], list[str]] | None:
    """(the new lines, a line of text for each) when two or more parts of the message each
    name goods the proposal lacks; None when fewer do."""
    parts = [part for part in turn.utterance.segments() if part.topic]
    if len(parts) < 2:
        return None
    added: list[LineItem] = []
    told: list[str] = []
    for part in parts:
        if named_lines(part.topic, owns):
            continue  # "keep the wipes": a line it holds
        hits = confident_hits(part.topic, await quiet_search(turn, " ".join(part.topic)))
        if (unmet := none_meets(turn, part.topic, hits)) is not None:
            told.append(unmet)  # "شي حلو بدون سكر": no sugar put on "for a diabetic"
            continue
        hits = meeting_said_need(turn, part.topic, hits)
        if not hits:
            continue
        product = hits[0]
        if any(line.productId == product["_id"] for line in [*lines, *added]):
            continue
        variant, count = choose_line(product, part.quantity, part.topic, part.size)
        added.append(LineItem(str(product["_id"]), variant, max(1, count)))
        told.append(figures("offer_line_added", turn.language, name=label(product, variant)))
    return (added, told) if len(added) > 1 else None
