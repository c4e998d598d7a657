"""Where the goods will be carried: "wipes for her school bag", "مناديل للشنطه", "juice for
the lunch box". The bag or box names the shopper's own container, not a product to find, so
searching it would match every product sold in bags ("tea bags") ahead of the wipes asked
for. Its words leave the topic whenever something else is named."""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

_WHOSE = (
    r"(?:the|my|her|his|their|our|a|kids|kid|sons?|daughters?|girls?|boys?|children|is|s|school)"
)
_CONTAINER = r"(?:school ?bags?|bags?|backpacks?|lunch ?box(?:es)?)"
_ENGLISH = Pattern(rf"\b(?:(?:to )?keep in|for|in|into)(?: {_WHOSE}){{0,4}} {_CONTAINER}\b")
_OWNER = r"(?:المدرسه|مدرسه|ولدي|بنتي|العيال|الاولاد|البنات|الياهل|اليهال)"
_BAG = r"(?:شن[طت](?:ه|ة|ا|ت(?:ه|ها|هم|ي))?|لنش ?بوكس)"
_ARABIC = Pattern(
    rf"(?<!\S)(?:(?:حق|في|داخل) (?:ال)?|ل|لل|ب|بال){_BAG}(?: (?:حق )?{_OWNER})*(?!\S)"
)


def carried_in(tokens: list[str]) -> set[int]:
    """The indices of `tokens` that only say which bag or box the goods go in."""
    text = " ".join(tokens)
    starts: list[int] = []
    at = 0
    for token in tokens:
        starts.append(at)
        at += len(token) + 1
    found: set[int] = set()
    for pattern in (_ENGLISH, _ARABIC):
        for match in pattern.finditer(text):
            found |= {n for n, s in enumerate(starts) if match.start() <= s < match.end()}
    return found
