"""Something for children to eat, wished without a kind: "the kids are back from school and
want something to eat", "عيالي يبون شي ياكلونه", "il 3yal yabon shay yaklona".

What children are given to eat between meals is a snack: read as the snacks, a need beside
it ("one of them is allergic to nuts") keeps to the snacks that meet it, where the story's
words searched each alone find no kind at all and "nothing suitable" would be said.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# Something to eat, with no kind named: "something to eat", "something for the kids to eat",
# "a bite", "شي ياكلونه", "شي ناكله", Arabizi "shay yaklona" (read "شي ياكلونه")
_SOMETHING_TO_EAT = Gated(
    r"\bsomething (?:\w+ ){0,4}to (?:eat|snack on|munch on|nibble)\b|\ba bite\b"
    r"|(?<!\w)(?:شي|شيء|اشي|شى)\s+(?:ياكلونه|ياكلونها|ياكلون|ياكلوه|ياكله|ياكلها|ناكله|ناكلها"
    r"|ياكلو|يتسلون\s+فيه|يتسلون)(?!\w)"
    r"|\b(?:shay|shai|shi|ishy|eshy)\s+(?:yaklona|yaklonah|yakloona|yakloonah|yaklon|yakloon"
    r"|yakla|yakleh|yaklah|nakla|naklah)\b"
)
# Children, or their school day: "kids", "my son", "after school", "عيالي", "المدرسه", "3yal"
_CHILDREN = Gated(
    r"\b(?:kids?|children|child|sons?|daughters?|boys|girls|school|3yal|3eyal|3iyal|yahal"
    r"|madrasa|madrase)\b"
    r"|(?<!\w)(?:عيال|عيالي|العيال|للعيال|عيالنا|اطفال|الاطفال|للاطفال|اطفالي|ولدي|بنتي|يهال"
    r"|اليهال|المدرسه|المدرسة|مدرسه)(?!\w)"
)
SNACKS = ["snacks"]


def bites_for_children(text: str, typed: str) -> bool:
    """Whether the message wishes something for children to eat, naming no kind of food."""
    said = (text.lower(), typed.lower())
    return any(_SOMETHING_TO_EAT.search(t) for t in said) and any(_CHILDREN.search(t) for t in said)
