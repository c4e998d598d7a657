"""An area's name as the shopper spelt it in Latin letters ("fnaitees", "lel jahra"), which
its reading in Arabic letters may lose: the words of four letters or more as typed. The
greeting "salam alaikum" is left out, since "salam" is also the name of an area (Salam), and
"salam 3alaikum, kam el tawseel lel jahra" asks the fee to Jahra.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

_GREETING = Pattern(r"\b(?:as+|el |al |is+)?sala+m+(?:u|o)? ?(?:3|a|e)*l[aey]*[iy]?k(?:u|o)?m\b")
_WORD = Pattern(r"[a-z]{4,}")


def typed_words(typed: str) -> list[str]:
    """The words of four Latin letters or more of the message as typed, less a greeting."""
    return _WORD.findall(_GREETING.sub(" ", typed.lower()))
