"""A "no" said after the thing it rules out, closing a list's last part: "milk, eggs and
bread, bananas no", "الحليب والبيض والخبز، الموز لا", "il 7aleeb wil 5ubz, il mooz la2"
(read "الحليب والخبز، الموز لا"). The Gulf puts the "no" last where English puts "not"
first; read only where it closes a part of the message, so a "no" that answers or asks
("is it fresh or no", "لا، ابي موز") is left alone.
"""

from __future__ import annotations

# Words that end a part of a list: a comma is read as "and"
_PART_ENDS = frozenset({"and", "w", "و", "or", "او", "ولا", "بس", "but", "bs"})
# "or no" / "ولا لا" asks, never rules out
_ASKING = frozenset({"or", "او", "ولا", "walla", "wla", "aw"})
# The spoken "no" a thing's name can be followed by
_LAST_NOS = frozenset({"no", "not", "لا", "la", "la2", "laa", "لاء", "لأ"})


def ruled_out(tokens: list[str], topic: list[str]) -> list[str]:
    """The topic words of the part a trailing "no" closes (the message's last part, or one
    followed by "and" and more); empty when no part ends so or it names nothing."""
    named = set(topic)
    for at, token in enumerate(tokens):
        if token not in _LAST_NOS or at == 0:
            continue
        following = tokens[at + 1 :]
        if following and following[0] not in _PART_ENDS and not following[0].isdigit():
            continue
        if following and following[0].isdigit() and len(following) > 1:
            continue  # "la 2" is Arabizi's "la2"; "no 2 ..." is something else
        if tokens[at - 1] in _ASKING:
            continue
        start = at
        while start > 0 and tokens[start - 1] not in _PART_ENDS:
            start -= 1
        if start == 0:
            continue  # the whole message is the part: "bananas no" answers, not a list
        part = [word for word in tokens[start:at] if word in named]
        if part:
            return part
    return []
