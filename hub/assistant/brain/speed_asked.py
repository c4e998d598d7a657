"""How fast delivery comes, asked: "how much is delivery to Khaitan and how fast", "how quick
is it to Salmiya". The haste words of a wish for express ("fast delivery please") are here
the words of a question of time: the area's usual delivery answers it, with express beside
as the faster way, never express alone as though it were asked for.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

_HOW_FAST = Gated(
    r"\bhow (?:fast|quick|quickly|soon|rapid)\b"
    # "وشكثر سريع" (read "وكم سريع"), "شقد سريع", "shgad sari3" (read "و كم سريع")
    r"|(?<!\w)(?:و\s?)?(?:شكثر|شقد|قديش|شكد|كم)\s+(?:هو\s+)?(?:سريع|بسرعه|سرعته)(?!\w)"
)
# The haste words such a question holds
SPEED_WORDS = frozenset({"fast", "quick", "quickly", "soon", "rapid", "سريع", "بسرعه"})


def asks_how_fast(*said: str) -> bool:
    """Whether the message (lower-cased, as typed or as read) asks how fast something comes."""
    return any(_HOW_FAST.search(text) is not None for text in said)
