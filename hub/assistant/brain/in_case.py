"""A reason said after the goods: "in case this happens again", "just in case", "احتياط",
"lo sar marra thanya". Its words name no goods, so a search of the goods leaves them out.
"""

from __future__ import annotations

# What opens such a reason, as one token or two
_OPENERS = frozenset(
    {"incase", "احتياط", "احتياطا", "احتياطي", "للاحتياط", "احتيط", "e7tiya6", "ihtiyat"}
)  # fmt: skip
_OPENING_PAIRS = frozenset({("in", "case"), ("لو", "صار"), ("اذا", "صار"), ("lo", "sar")})
# Where the reason ends: the next clause
_CLAUSE_ENDS = frozenset({"and", "but", "و", "بس", "w", "bs"})


def reason_words(tokens: list[str]) -> set[str]:
    """The words of the reason clause, if the message gives one after the goods."""
    start = None
    for n, token in enumerate(tokens):
        if n and (
            token in _OPENERS or (n + 1 < len(tokens) and (token, tokens[n + 1]) in _OPENING_PAIRS)
        ):
            start = n
            break
    if start is None:
        return set()
    end = next((n for n in range(start + 1, len(tokens)) if tokens[n] in _CLAUSE_ENDS), len(tokens))
    return set(tokens[start:end])
