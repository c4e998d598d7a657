"""A pick among the goods just shown by what one of them is without.

"the one without salt", "اللي بدون ملح", "elly bdoon mel7" (read "اللي بدون ملح") after the
Lurpak butters name the unsalted one, whose own name says so ("Unsalted", "غير مملحة"). The
words of such a message are only what the goods lack; read as a word of the goods, "ملح"
would name the salted butter, the very one not wanted.
"""

from __future__ import annotations

from hub.record import Record
from hub.text import strip_arabic_article, words

# What says "without" before the thing lacked (Arabizi reaches here read as Arabic)
_WITHOUT = frozenset({"without", "no", "bdoon", "bedoon", "بدون", "بلا", "بلاش", "غير"})
# ...and after it: "salt free", "sugar-free"
_FREE = frozenset({"free", "less"})
# What a product's name says of what it is without: "غير مملحة", "خالي من السكر"
_NAME_LACKS_AR = frozenset({"غير", "بدون", "بلا", "خالي", "خاليه", "منزوع", "منزوعه"})
_NAME_PREFIXES_EN = ("un", "non")
_NAME_LACKS_EN = frozenset({"no", "zero", "without"})


def lacked_words(tokens: list[str]) -> list[str]:
    """The words the message says the goods are without: "ملح" of "اللي بدون ملح"."""
    lacked = []
    for n, token in enumerate(tokens):
        if token in _WITHOUT and n + 1 < len(tokens):
            lacked.append(tokens[n + 1])
        elif token in _FREE and n > 0:
            lacked.append(tokens[n - 1])
    return lacked


def _core(word: str) -> str:
    return strip_arabic_article(word.lower())


def _name_lacks(name: str, lacked: str) -> bool:
    """The name says it is without `lacked`: "Unsalted" of salt, "غير مملحة" of "ملح"
    (the word's letters held whole in a word just after the name's "without")."""
    core = _core(lacked)
    if len(core) < 3:
        return False
    said = words(name)
    for n, word in enumerate(said):
        if word.isascii():
            if any(
                word.startswith(p) and word[len(p) :].startswith(core) for p in _NAME_PREFIXES_EN
            ):
                return True
            if word.startswith(core) and n + 1 < len(said) and said[n + 1] in _FREE:
                return True
            if word in _NAME_LACKS_EN and any(w.startswith(core) for w in said[n + 1 : n + 2]):
                return True
        elif word in _NAME_LACKS_AR and any(core in w for w in said[n + 1 : n + 3]):
            return True
    return False


def lacking_picked(listed: list[Record], tokens: list[str], topic: list[str]) -> list[Record]:
    """The products of the list whose names say they are without what the message, naming
    nothing else, says the wanted one is without; none when the message names goods too."""
    lacked = lacked_words(tokens)
    if not lacked or not topic or any(word not in lacked for word in topic):
        return []
    picked = []
    for product in listed:
        name = product.get("name")
        names = list(name.values()) if isinstance(name, dict) else [name]
        texts = [text for text in names if isinstance(text, str)]
        if all(any(_name_lacks(text, word) for text in texts) for word in lacked):
            picked.append(product)
    return picked
