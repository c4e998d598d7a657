"""English written in chat shorthand, digits for sounds: "gr8 thx", "c u l8r", "ok ty 4 ur
help". Arabizi writes Arabic letters with digits too ("7", "3", "8" for ق), so such a message
reads as Arabizi to the normaliser; in a conversation answered in English, a message of
English chat words alone, one of them spelt with a digit, is English.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

# English words spelt with a digit, and the chat words said beside them
_WITH_A_DIGIT = frozenset(
    [
        "gr8",
        "gr8t",
        "l8r",
        "l8",
        "2day",
        "2moro",
        "2morrow",
        "2nite",
        "2night",
        "b4",
        "w8",
        "m8",
        "str8",
        "h8",
        "an1",
        "ne1",
        "some1",
        "no1",
        "any1",
        "4u",
        "4",
        "2",
        "thx2u",
        "ty4",
        "sum1",
        "d8",
        "f8",
        "l8er",
    ]
)
_CHAT = frozenset(
    [
        "thx",
        "thnx",
        "thnks",
        "tnx",
        "tx",
        "ty",
        "thanks",
        "thank",
        "you",
        "u",
        "ur",
        "r",
        "k",
        "kk",
        "ok",
        "okay",
        "okey",
        "pls",
        "plz",
        "np",
        "nvm",
        "lol",
        "great",
        "cool",
        "nice",
        "good",
        "perfect",
        "awesome",
        "amazing",
        "fine",
        "all",
        "set",
        "bye",
        "cya",
        "see",
        "c",
        "ya",
        "yes",
        "yeah",
        "yep",
        "sure",
        "will",
        "do",
        "done",
        "that",
        "it",
        "the",
        "help",
        "much",
        "so",
        "very",
        "4",
        "2",
        "and",
        "got",
        "it",
        "wow",
        "lovely",
        "alright",
        "gotcha",
        "noted",
        "love",
    ]
)
_WORD = Pattern(r"[a-z0-9']+")


def english_shorthand(text: str) -> bool:
    """Whether the message is English chat words alone, one of them spelt with a digit."""
    if any("\u0600" <= ch <= "\u06ff" for ch in text):
        return False
    said = _WORD.findall(text.lower())
    return (
        bool(said)
        and any(word in _WITH_A_DIGIT for word in said)
        and all(word in _WITH_A_DIGIT or word in _CHAT for word in said)
    )


# "what" and "about" as chat spells them: "wat about kitkat", "wut abt the galaxy", no word of
# the goods asked
CHAT_WHAT = frozenset(
    {"wat", "wot", "wut", "wht", "wats", "whats", "wuts", "wots", "whts", "abt", "bout"}
)
