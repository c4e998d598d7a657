"""Words of asking to find, see or be given goods, as shoppers type them: English chat
("lemme see", "hook me up with", "lookin for"), the Gulf's own verbs ("ادور", "دورلي",
"تدورلي") and their Arabizi ("dawerli", "adawer").

Left unread, such a word stays among the goods' words: "ادور خبز توست" was looked for as goods
named "ادور" and found nothing, "lemme see the yogurt" was answered "not exactly that" over the
yogurt itself, and "dawerli oats" was not even read as Arabic. Each list joins a concept of the
lexicon, so the word is read as the request it is and left out of what is looked for.
"""

from __future__ import annotations

# The concept each phrase joins, written as the lexicon writes its own (commas between).
ASKING_PHRASES: dict[str, str] = {
    # finding: "lookin for oats", "i'm after lentils", "hook me up with some yogurt"
    "SEARCH": "lookin for, lookn for, lukin for, looking 4, on the hunt for, hunting for,"
    " i am after, im after, scope out, track down, hook me up with, hook me up, hook up with,"
    " hmu with, hit me up with, hit me with, sort me out with, sort me out, whatchu got,"
    " watchu got, whatcha got, what you got,"
    # the Gulf "I look for", "look for me", as typed and as Arabizi reads ("dawerli" دورلي)
    " ادور, ادورلي, ادور لي, دورلي, دور لي, دوري لي, دوريلي, تدورلي, تدور لي, تدوريلي,"
    " دورولي, دوروا لي, ندور, قاعد ادور",
    # seeing: "lemme see the juice", "lemme peep the cheese", "pull up the cheese"
    "SHOW": "lemme see, lemme check, lemme check out, lemme peep, lemme look at, let me peep,"
    " peep, show me what you got, pull up, gimme a look at, give me a look at",
    # wanting: "lemme get some honey", "gotta get flour", "need sum water"
    "WANT": "lemme get, lemme grab, lemme have, gotta get, gotta have, gotta grab, need sum,"
    " want sum, i could use",
    # a price asked in slang: "what's the damage on the bananas"
    "INFO": "what is the damage on, what is the damage for, the damage on, the damage for",
}

# Chat spellings that wrap a request and name no goods, and "now" as the Gulf says it: "need
# a lil salt", "tryna find tahini", "yo where the noodles at", "بكم البيض هالحين"
ASKING_FILLER: str = "lil sum lemme whatchu watchu whatcha gotta tryna yo هالحين هلحين"

# Arabizi verbs of finding and showing that mark a message as Arabizi with no digit in it
ASKING_ARABIZI: frozenset[str] = frozenset(
    {
        "dawerli", "dawirli", "dawerly", "dawrli", "dawerlee", "daweerli",
        "dawwerli", "adawer", "adawwer", "adawir", "adaweer", "tdawerli", "tdawirli",
        "wareeni", "wariny", "warini", "wareny",
    }
)  # fmt: skip

# The Gulf verbs of finding above, never a spelling Arabizi is guessed to mean: "9arli" (صار
# لي, it has been) is no "دورلي", nor "dura" (ذرة, corn) a "دوروا"; the little words beside
# them ("لي", "قاعد") stay the known words they are ("elli" is اللي)
ASKING_ARABIC_WORDS: frozenset[str] = frozenset(
    word for spec in ASKING_PHRASES.values() for word in spec.replace(",", " ").split()
    if not word.isascii() and "دور" in word
)  # fmt: skip
