"""What a correction of a pending proposal says beside the line it puts right: goods added
with it ("make the chips 2 not 3 and add a galaxy caramel", "w zeed galaxy caramel"), and a
line changed to another kind by a verb ("change the pepsi to diet", "غير البيبسي الى دايت").

A shopper correcting a proposal often asks for one more thing in the same breath; that part
names none of the proposal's lines, so it is one more line of the same proposal, never
dropped nor a second proposal beside the corrected one. A change said with a verb puts the
line first and what it becomes after "to" or "for": the reverse of "diet, not regular".
"""

from __future__ import annotations

from hub.assistant.brain.quantities import counts_said
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.lines import choose_line
from hub.assistant.brain.skills.offer_lines import label, naming
from hub.assistant.brain.skills.offer_needs import meeting_said_need, none_meets
from hub.assistant.brain.turn import Turn
from hub.storefront.port import LineItem

# A word that sets the kind wanted against the kind not wanted, which names no goods
_CONTRAST = frozenset(
    {"not", "instead", "rather", "مو", "مب", "مش", "مهب", "موب", "بدل", "بدال", "وليس", "ليس",
     "mu", "mo", "mub", "bdal", "badal", "bedal"}
)  # fmt: skip
_JOINS = frozenset({"and", "و", "w", "but", "بس"})
# "change the pepsi to diet", "swap the white for brown", "غير البيبسي الى دايت" (read
# "الي"), "ghayir il pepsi ila diet" (read "الا")
_CHANGE_VERBS = frozenset(
    {"change", "swap", "switch", "replace", "turn", "غير", "غيره", "حول", "ghayir", "ghayer"}
)
_INTO = frozenset({"to", "for", "with", "into", "الي", "الا", "ب", "ل"})


async def goods_beside(
    turn: Turn, items: list[LineItem], owns: list[list[str]]
) -> tuple[list[LineItem], list[str]]:
    """`items` with the goods a part of the message adds beside the correction, and a line
    of text for each; `owns` are the words of each line of the proposal."""
    u = turn.utterance
    if not u.has("ADD") or u.asks:
        return items, []
    items, told = list(items), []
    for part in u.segments():
        topic = [t for t in part.topic if t not in _CONTRAST]
        if not topic or any(all(naming(t, own) for t in topic) for own in owns):
            continue  # a line it holds ("the chips 2"), not goods beside them
        hits = confident_hits(topic, await quiet_search(turn, " ".join(topic)))
        if (unmet := none_meets(turn, topic, hits)) is not None:
            told.append(unmet)  # "شي حلو بدون سكر": no sugar put on "for a diabetic"
            continue
        hits = meeting_said_need(turn, topic, hits)
        if not hits or any(item.productId == hits[0]["_id"] for item in items):
            continue
        product = hits[0]
        variant, count = choose_line(product, part.quantity, topic)
        items.append(LineItem(str(product["_id"]), variant, max(1, count)))
        told.append(figures("offer_line_added", turn.language, name=label(product, variant)))
    return items, told


def changed_to(tokens: list[str], topic: list[str]) -> tuple[list[str], list[str]] | None:
    """The words of the line changed and of what it becomes, when a verb says so."""
    verb = next((n for n, token in enumerate(tokens) if token in _CHANGE_VERBS), None)
    if verb is None:
        return None
    into = next((n for n in range(verb + 1, len(tokens)) if tokens[n] in _INTO), None)
    if into is None:
        return None
    end = next((n for n in range(into + 1, len(tokens)) if tokens[n] in _JOINS), len(tokens))
    old = [t for t in tokens[verb + 1 : into] if t in topic]
    new = [t for t in tokens[into + 1 : end] if t in topic]
    return (old, new) if old and new else None


# "make the pepsi diet", "البيبسي خله دايت", "il pepsi 5aleh diet": the line and its new kind
# in one clause with a verb that sets it
_MAKE = frozenset({"make", "خله", "خلها", "خل", "خليه", "خليها", "5aleh", "5alih", "5alah"})


def made_into(
    tokens: list[str], topic: list[str], owns: list[list[str]]
) -> tuple[list[str], list[str]] | None:
    """The words of the line and of the kind it is made, when one clause sets a line to
    words no line of the proposal holds; None when it sets a count ("make the chips 2")."""
    verb = next((n for n, token in enumerate(tokens) if token in _MAKE), None)
    if verb is None:
        return None
    start = max((n + 1 for n in range(verb) if tokens[n] in _JOINS), default=0)
    end = next((n for n in range(verb + 1, len(tokens)) if tokens[n] in _JOINS), len(tokens))
    clause = tokens[start:end]
    if counts_said(clause) or _CONTRAST & set(clause):
        return None
    said = [t for t in clause if t in topic]
    old = [t for t in said if any(naming(t, own) for own in owns)]
    new = [t for t in said if t not in old]
    return (old, new) if old and new else None
