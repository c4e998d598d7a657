"""Arabizi "shay": a thing (شي), or tea (شاي) when tea's own words are beside it.

Latin letters write شي (something) and شاي (tea) alike, and shoppers write "shay" for
"something" far more often: "abi shay 7ilo lil 3asha" (something sweet for dinner), "shay
mali7 lil ghada", "fi shay jadeed?". Read as tea, such a message finds tea bags, or the
sweet paprika. It is tea only where the words beside it are tea's: a kind or a maker of it
("shay lipton", "shay karak", "shay a5dar", "shay 7aleeb"), how it is sold ("akyas shay") or
drunk ("kob shay", "ashrab shay").
"""

from __future__ import annotations

# Said after "shay" of tea: its kinds, makers, what is put in it, how it is sold (as typed,
# lower case: the words arrive before they are read)
_TEA_AFTER = frozenset(
    {"lipton", "libton", "a7mad", "ahmad", "ahmed", "karak", "krak", "kark", "7aleeb", "7alib",
     "7leeb", "haleeb", "halib", "hail", "heel", "7eel", "na3na3", "ne3na3", "nanaa", "zanjabeel",
     "zanjabil", "a5dar", "akhdar", "5adhar", "green", "black", "a7mar", "ahmar", "aswad", "earl",
     "english", "sayeb", "sa2ib", "sayib", "ga3ad", "bags", "akyas", "kees", "kyas", "hindi",
     "m9ri", "masri", "sailani", "ceylon", "turki", "yabani", "mughli", "ma3", "bil", "b",
     "3adi", "tea"}
)  # fmt: skip
# ...and before it: a cup, a glass, a bag, a box of it, or drinking it
_TEA_BEFORE = frozenset(
    {"kob", "koob", "cup", "fenjan", "finjan", "istikan", "estikan", "glass", "kas", "akyas",
     "kees", "3ilbat", "3elbat", "ashrab", "ashrb", "nashrab", "yishrab", "tishrab", "drink",
     "chai", "shai"}
)  # fmt: skip
# "shay bil 7aleeb", "shay ma3 na3na3": tea when what follows is put in tea
_WITH = frozenset({"ma3", "bil", "b"})


def tea_or_thing(out: list[str], pieces: list[str]) -> list[str]:
    """`out` (the pieces as read) with each Arabizi "shay" read شاي beside tea's words, else
    شي: "abi shay lipton", "akyas shay", "shay ga3ad" are tea; "abi shay 7ilo lil 3asha",
    "shay mali7", "ay shay" are a thing."""
    latin = [n for n, piece in enumerate(pieces) if piece[0].isascii() and piece[0].isalnum()]
    for position, n in enumerate(latin):
        if pieces[n].lower() != "shay":
            continue
        following = [pieces[m].lower() for m in latin[position + 1 : position + 3]]
        before = pieces[latin[position - 1]].lower() if position else ""
        after = following[0] if following else ""
        with_tea = after in _WITH and len(following) > 1 and following[1] in _TEA_AFTER - _WITH
        if (after in _TEA_AFTER and after not in _WITH) or with_tea or before in _TEA_BEFORE:
            out[n] = "شاي"
        else:
            out[n] = "شي"
    return out
