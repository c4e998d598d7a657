""" "one of the guests", "وحده من الضيوف", "wa7da min il 3ayal": a person picked out of a group
in the reason for a change, not a count of goods.

A shopper who takes a line off a proposal often says why, and the why names someone out of the
household or the guests by "one of". Read as a count, that "one" turns the taking-off into a
recount (or into nothing the proposal can do), so a check that a message asks a count first
asks whether its only number is such a "one of".
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.utterance import Utterance

# "one of", "وحده من", "واحد منهم", "wa7da min", "wa7id minhum": a person out of a group
_ONE_OF = Pattern(
    r"\bone of\b"
    r"|(?<!\w)(?:وحده|وحدة|واحده|واحدة|واحد) ?(?:من|منهم|منهن|منا)(?!\w)"
    r"|\b(?:wa7da|wa7deh|wa7de|wa7ed|wa7id|wahda|wahed|wa7d) (?:min|mn|men|minhum|mnhom|minna)\b",
    re.IGNORECASE,
)


def only_one_of(text: str) -> bool:
    """The message's count is nothing but a "one of" someone: read without it, none is said."""
    if not _ONE_OF.search(text):
        return False
    return Utterance(normalise(_ONE_OF.sub(" ", text)).text).quantity is None
