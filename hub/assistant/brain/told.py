"""Goods told of, nothing asked: "thanks the strawberries were really sweet", "i hate
coriander", "im allergic to shrimp", "ive got plenty of rice at home", "my friend says your
chicken is cheaper", "اكره الكزبره", "عندي عيش وايد بالبيت", "el mango ely wa9alna yjanin".

A shopper talks about food as much as they ask for it. A message that names a product in
words of how it tasted, whom it does not suit, how much of it is at home or what someone
else said of it is a story, a dislike or a word of thanks: showing that product's card, or
offering to put it in or take it out of the cart, acts on a wish nobody said. The words name
the catalogue's goods, so the domain gate keeps them and a search or a complaint would act
on the name; here the reading is the shopper's talk, answered in words.

A message told so is only talk when it asks nothing: no word of a request (add, show, want,
"ابي", "ضيف", "عندكم"), no question, no cart change ("remove", "شيل"), no lack ("ran out",
"خلص", "ناقص"), and no grievance of an order ("sour", "خربان", "missing", "you forgot the",
"خايس"), whoever tells it ("my son said you forgot the milk"), which are the complaint's. Thanks for goods ("were really sweet, thanks") is a kind word back; the other
kinds are acknowledged.
"""

from __future__ import annotations

import re
from typing import Literal

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.needs_as_rules import laid_down
from hub.assistant.brain.pattern import Pattern

Told = Literal["goods_praised", "noted"]

# Goods praised as they came: "were really sweet", "was perfect", "كان مضبوط", "يجنن";
# the word of praise ends the thought ("is fresh pro worth it" asks of Fresh Pro), and
# "fine" or "good" alone accept a choice ("standard delivery is fine"), praising nothing
_PRAISED = Bilingual(
    r"\b(?:was|were|is|are|tasted|taste|came)\s+(?:(?:really|so|very|super|just|all|honestly"
    r"|absolutely)\s+)*(?:sweet|fresh|amazing|great|perfect|delicious|tasty|lovely"
    r"|excellent|awesome|spot on|juicy|ripe)(?=\s*$|\s*[,.!]|\s+(?:and|but|thanks|thank|thx"
    r"|last|this|yesterday|today|as|too|btw|lol|guys|my|our|honestly|so|ty)\b)"
    r"|\b(?:loved|enjoyed)\s+(?:it|them|the)\b|\bjust saying thanks\b",
    r"(?<!\w)(?:كان|كانت|كانو|كانوا|طلع|طلعت|طلعو|طلعوا|وصل|وصلت)\s+(?:(?:وايد|مره|جدا|صج)\s+)*"
    r"(?:حلو|حلوه|طازج|طازه|طازجه|مضبوط|مضبوطه|لذيذ|لذيذه|ممتاز|ممتازه|روعه|يجنن|تجنن)"
    r"(?!\w)|(?<!\w)(?:الي|اللي)\s+(?:وصلنا|وصلني|جانا|جاني)\s+(?:يجنن|تجنن|روعه|خطير)(?!\w)",
)
# A thanks said with it: praise of goods alone, with no thanks, is still told, not asked
_THANKS = Bilingual(
    r"\b(?:thanks|thank you|thx|ty|cheers)\b",
    r"(?<!\w)(?:شكرا|مشكور|مشكورين|يعطيكم العافيه|تسلمون|تسلم)(?!\w)",
)
# A dislike, a habit given up, an excess ("too much water"), plenty at home, another's word.
# Not an allergy or a diet said alone ("cheap snacks, nut allergy", "بيبسي دايت"), nor "only
# eats" ("ولدي ما ياكل الا لبن"): those ask for goods that fit them.
_TOLD = Bilingual(
    r"\b(?:hates?|dislikes?|can'?t stand|(?:do|does)n'?t like|dont like|doesnt like"
    r"|never (?:eats?|drinks?|touch|buy)|won'?t eat"
    r"|i (?:quit|stopped|gave up)|we (?:quit|stopped|gave up)|cut (?:down|back) on"
    r"|(?:plenty|loads|lots|heaps|a lot|enough) of \w+(?: \w+)? (?:at home|in the (?:fridge"
    r"|freezer|pantry|house))|(?:already|still) (?:have|got) (?:plenty|enough|lots|loads)"
    r"|(?:ive|i've|we've|weve) got (?:plenty|enough|lots|loads)"
    r"|\b(?:i|we) (?:already|still) (?:have|got) (?:some )?\w+(?: \w+)? (?:at home|in the (?:fridge"
    r"|freezer|pantry|house))"
    r"|(?:my|our) (?!(?:order|app|delivery|driver|receipt|invoice|bill|recipe)\b)\w+(?: \w+)?"
    r" (?:says|said|thinks|told me|reckons)(?= (?:that )?(?:\w+ ){0,4}?(?:your|you|ur|is|are"
    r"|was|were|tastes?|better|cheaper|worse|best|nicer)\b)"
    r"|too (?:much|many)|(?:doctor|dr) (?:said|says|told)"
    r"|bought \w+(?: \w+){0,3} (?:from|at) (?:another|a different|the other) (?:shop|store))\b",
    r"(?<!\w)(?:اكره|نكره|يكره|تكره|يكرهون|ما (?:احب|نحب|يحب|تحب|يحبون|ياكل|ناكل|اكل|ياكلون"
    r"|اشرب|نشرب|يشرب)(?!\s+(?:الا|غير)(?!\w))|بطلت|بطلنا|اقلل|نقلل"
    r"|محل ثاني)(?!\w)"
    r"|(?<!التطبيق )(?<!المندوب )(?<!السايق )(?<!الوصفه )(?<!الطلب )(?<!الفاتوره )(?<!\w)"
    r"(?:يقول|تقول|يقولون|قال|قالت)(?=(?:\s+\S+){0,4}?\s+(?:\S+كم|ارخص|احسن|اغلى|افضل|ازين"
    r"|احلى|اطيب|اردى|حلو|حلوه|زين)(?!\w))"
    r"|(?<!\w)(?:الدكتور|الدكتوره|دكتور|دكتوري) (?:قال|قالي|قالت|قالتلي|يقول)(?!\w)"
    r"|(?<!\w)(?:عندي|عندنا)\s+(?!(?:ضيوف|ديوف|ناس|عزيمه|عزومه|زوار|ربع|خطار)(?!\w))\w+\s+"
    r"(?:وايد|ويد|واجد|كثير|يكفي|بالبيت|كفايه)(?!\w)",
)
# What makes it a request, a question, a cart change or a grievance, whatever else is said
_ASKED = Bilingual(
    r"\b(?:add|put|throw|pop|grab|get me|give|show|see|want|wanna|need|needs|looking for"
    r"|find|search|buy|remove|delete|take out|change|swap|replace|instead|make it"
    r"|cancel|do|does|have you|any|anything|how|what|which|where|when|why|can|could"
    r"|would|will|is there|are there|please|pls|plz|recommend|suggest|alternative|else"
    r"|ran out|run out|out of|finished|missing|sour|rotten|spoiled|spoilt|expired|broken"
    r"|damaged|mouldy|moldy|stale|wrong|bad|not|refund|return|complain\w*"
    r"|forgot|forgotten|missed|left out|cracked|crushed|squashed|leaking|leaked|melted"
    r"|(?:is|are|was|were|went|gone|smells?|tastes?) off"
    r"|(?:you|u|they|ya) (?:sent|delivered|brought|packed)"
    r"|get|order|bring|reduce|more|same again|then|ideas?|recipes?|options?|\w+ free"
    r"|didn'?t|haven'?t|havent|never (?:came|arrived|got)|receive|received|charged|overcharged"
    r"|(?:that|which|who) (?:are|is)|as long as|so long as|make sure|provided"
    r"|(?:you|u|they) (?:sent|gave|delivered|put|packed|brought) (?:me |us )?(?:too|extra"
    r"|double|twice|the wrong))\b",
    r"(?<!\w)(?:ابي|ابغى|ابغي|بغيت|ودي|اريد|نبي|نبغى|ابيه|ابيها|ضيف|ضيفي|حط|حطي|حطلي|زيد"
    r"|زيدي|عطني|عطيني|جيب|جيبلي|وريني|شيل|شيلي|طلع|بدل|غير|خل|خلي|عندكم|فيه|في|بكم|كم|شنو|شو"
    r"|وش|ليش|وين|متى|شلون|كيف|هل|ممكن|تكفى|لو|اطلب|ادور|دور|بدال|بديل|غيره|خلص|خلصت|خلصنا"
    r"|ناقص|ناقصني|نسيتو|نسيتوا|خربان|خربانه|عفن|منتهي|مكسور|غلط|مو|مب|ارجاع|استرجاع|شكوى"
    r"|اي|ايش|ايهم|ايا|اقدر|نقدر|يصلح|ينفع|مافي|(?<!بطلت )(?<!بطلنا )(?<!وقفت )اشتري|اشتر"
    r"|طلبولي|هاتوا|هات|جيبوا|زياده|بعد|كمان|وصفه|وصفة|افكار|خيارات|بدون|خالي"
    r"|استلمت|ما وصل|ما وصلني|يتاخر|بيتاخر|تاخر|متاخر|خايس|خايسه|خايسين|صاير|صايره|معفن"
    r"|معفنه|مكسر|مكسره|مفقوس|مطقق|مطققه|نسيتوا|نسيتو|نسيتون|ناسين)(?!\w)",
)


# Goods the shopper will buy or bought at another shop: "ill buy it from the coop later",
# "got the rice from carrefour", "بشتريه من الجمعيه": what ran out is no request of ours
_BOUGHT_ELSEWHERE = Bilingual(
    r"\b(?:i'?ll|i will|gonna|going to|i|we|we'?ll)\s+(?:just\s+|already\s+)?(?:buy|get|got|bought"
    r"|grab)"
    r"(?:\s+\w+){0,3}\s+(?:from|at)\s+(?:the\s+)?(?:co-?op|coop|jam3iya|carrefour|lulu|sultan"
    r"|another (?:shop|store)|a different (?:shop|store)|the supermarket downstairs)\b"
    # ...and in Arabizi: "shraiyt nescafe ams mn el jam3iya", "jibt il 5ubz il yom mn lulu"
    r"|\b(?:shara?i?y?t|shreet|ishtarait|jibt|jebt|jbt|gibt|5ath?t)(?:\s+\w+){0,3}\s+(?:mn|min"
    r"|men|from|at|fi|fe)\s+(?:el\s+|il\s+|al\s+)?(?:jam3iy+a|jam3eya|jm3ya|jam3iyah|co-?op"
    r"|carrefour|lulu|sultan)\b",
    r"(?<!\w)(?:بشتري|بشتريه|بشتريها|راح اشتري|اشتريته|اشتريتها|اشتريت|شريت|بجيب|بجيبه|جبت|جبته)"
    r"(?:\s+\S+){0,3}\s+(?:من|في)\s+(?:ال)?(?:جمعيه|جمعيا|كارفور|لولو|سلطان|محل ثاني)(?!\w)",
)
# ...unless it is asked of us all the same ("add it, or ill buy it from the coop")
# ...or an order of ours cancelled for it ("cancel it, i got the rice from the coop")
_OF_US = Bilingual(
    r"\b(?:add|put|show|send|deliver|do you|can you|could you|cancel|al8[ei]\w*|algh[ei]\w*)\b",
    r"(?<!\w)(?:ضيف|حط|حطلي|وريني|عندكم|توصلون|ودوا|الغي|الغيه|الغيها|الغ|كنسل|كنسله|كنسلها"
    r"|لغيه|لغيها)(?!\w)",
)
# A question of the app's own showing, beside a product: "why does the app show the tomato
# price different from the shelf", "ليش التطبيق يطلع سعر الدجاج غير": the app, not the goods
_OF_THE_APP = Bilingual(
    r"\b(?:why|how come)\b.*\b(?:app|application|website|site)\b"
    r"|\b(?:app|application|website)\s+(?:shows?|showing|says|said)\b.*\b(?:different|wrong"
    r"|than|from the shelf)\b",
    r"(?<!\w)ليش(?!\w).*(?<!\w)(?:التطبيق|البرنامج|الموقع|الابلكيشن)(?!\w)",
)


def without_bought_elsewhere(text: str) -> str:
    """The message less what it says was bought at another shop: "cancel it, i got nescafe
    yesterday from the coop" dates that purchase, not an order of ours."""
    while (found := _BOUGHT_ELSEWHERE.search(text)) is not None:
        text = f"{text[: found.start()]} {text[found.end() :]}"
    return text


def asks_of_the_app(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks why the app shows what it shows."""
    return _OF_THE_APP.search(text) is not None


# A count of goods ("2 milk", "3 بيض", "حليب 2"): goods asked for, whoever said it ("my wife
# says 2 milk and bread"); a count of time ("in 2 minutes", "بعد 3 ساعات") counts no goods
_COUNTED = Pattern(
    r"(?<!the )(?<!ال)\b\d+(?:\.\d+)?\s*(?!(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?"
    r"|years?|times?|am|pm|دقايق|دقيقه|دقيقتين|ساعات|ساعه|ايام|يوم|اسابيع|شهور|مرات|مره)(?!\w))"
    r"[^\W\d]|[^\W\d]\s+\d+\s*(?:$|[,،.])"
)
# Words of talk in a clause: a person, a verb of what happened, thanks or a kind word. A
# clause after the one told with none of them ("i hate coriander, parsley then", "dont like
# full fat, low fat milk", "ما احب كامل الدسم، قليل الدسم") names goods wanted instead
_TALK = Bilingual(
    r"\b(?:i|im|i'm|we|he|she|they|it|its|it's|my|our|you|your|was|were|is|are|am|be|been"
    r"|loved?|likes?|tastes?|ate|eats?|had|has|have|got|bought|made|came|gives?|thanks|thank"
    r"|thx|ty|lol|haha|honestly|btw|sorry|great|good|nice|service|amazing|perfect|always"
    r"|anymore|maybe|probably|today|yesterday|last|ago|again|too|so|very|really|a bit)\b",
    r"(?<!\w)(?:انا|احنا|هو|هي|هم|كان|كانت|كانو|كانوا|طلع|طلعت|صار|صاير|مشكور|مشكورين|شكرا"
    r"|تسلمون|يعطيكم|الله|خدمه|حلو|حلوه|دايما|امس|اليوم|وايد|جدا|مره|ههه+|عيالي|زوجتي|ريلي"
    r"|امي|ابوي|اكلوا|اكلو|حبته|حبوه)(?!\w)",
)


def _names_goods_besides(text: str) -> bool:
    """Whether a clause after the first one told names goods and nothing of talk: what is
    wanted in the place of what was told of ("i quit sugar, sugar free chocolate")."""
    clauses = [c.strip() for c in re.split(r"[,،;]|\s+but\s+", text) if c.strip()]
    told_at = next(
        (i for i, c in enumerate(clauses) if _TOLD.search(c) or _PRAISED.search(c)), None
    )
    if told_at is None:
        return False
    return any(
        1 <= len(clause.split()) <= 5
        and not _TALK.search(clause)
        and not _TOLD.search(clause)
        and not _PRAISED.search(clause)
        and not _THANKS.search(clause)
        for clause in clauses[told_at + 1 :]
    )


def only_told(text: str) -> Told | None:
    """How the (normalised, lower-case) message tells of goods without asking anything of
    them, or None when it asks, changes, lacks or complains; goods counted, or named in a
    clause of their own after what is told, are asked for."""
    if "?" not in text and _BOUGHT_ELSEWHERE.search(text) and not _OF_US.search(text):
        return "noted"
    if "?" in text or "؟" in text or _ASKED.search(text) or _COUNTED.search(text):
        return None
    if laid_down(text):
        return None  # "اخوي ما ياكل جلوتين": a need the goods must keep, no taste told of
    if _names_goods_besides(text):
        return None
    if _PRAISED.search(text):
        return "goods_praised"
    if _TOLD.search(text):
        return "noted"
    return None


def thanked(text: str) -> bool:
    """Whether thanks is said with what is told ("...were fine, thanks")."""
    return _THANKS.search(text) is not None


# What happens if something comes to pass: "شيصير اذا الحليب خلص بعد ما اطلب", "what if the
# eggs break on the way", "shu ysir law el 5ubz ma wesal": a question of the store's rule,
# answered by the FAQ, not goods to show for the product it names
# ...or what to do then: "and if the fish comes not fresh what do i do", "what should i do
# if the eggs come cracked", "اذا وصل السمك مو طازج شسوي"
_WHAT_IF = Bilingual(
    r"^(?:\w+\s+){0,2}?(?:what happens|what will happen|what would happen|what if)\b"
    r"|^(?:\w+\s+){0,2}?(?:if|when)\s.*\bwhat (?:do|should|shall|can|would) (?:i|we) do\b"
    r"|\bwhat (?:do|should|shall|can|would) (?:i|we) do (?:if|when)\b",
    r"^(?:\S+\s+){0,2}?(?:شيصير|شصير|شو يصير|وش يصير|ايش يصير|شنو يصير|شنو بيصير|شبيصير"
    r"|شو بيصير)\s+(?:اذا|لو|لين|من)(?!\w)"
    r"|^(?:\S+\s+){0,2}?(?:اذا|لو)\s.*(?<!\w)(?:شسوي|شنسوي|(?:شنو|شو|وش|ايش) (?:اسوي|نسوي))(?!\w)",
)


# ...but not of a change the shopper makes to the cart: "what if i add 2 milk", "شيصير لو
# ضفت 2 حليب" put the goods in, as "add 2 milk" would
_IF_I_CHANGE = Bilingual(
    r"\b(?:if|when)\s+(?:i|we|u|you)\s+(?:just\s+|also\s+)?(?:add|put|throw|take|remove"
    r"|get|grab|buy|swap|replace|double|make it)\b",
    r"(?<!\w)(?:اذا|لو|لين)\s+(?:ضفت|ضفنا|ضفتوا|حطيت|حطينا|حطيتوا|شلت|شلنا|زدت|زدنا|اضيف"
    r"|نضيف|احط|نحط|اشيل|نشيل|ابدل|بدلت|اخذت|خذيت|شريت)(?!\w)",
)


def asks_what_happens_if(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks what happens if something comes
    to pass (not if the shopper changes the cart)."""
    return _WHAT_IF.search(text) is not None and _IF_I_CHANGE.search(text) is None


# Goods let go by name: "forget the cheese, never mind", "skip the lays", "never mind the
# bread", "انسى الجبن", "insa el jibin" (read "انسي الجبن"): what is not wanted, said alone
_LET_GO = Bilingual(
    r"^(?:(?:ok|okay|no|nah|nope|oh|actually|hmm|well|so|and)\s+)*(?:forget|never ?mind|nvm"
    r"|skip)\s+(?:about\s+)?(?:the|those)\s+(?!(?:last|first|second|third|other|code|coupon"
    r"|points|order|line|one|delivery|slot)\b)[a-z]+(?:\s+[a-z]+){0,2}"
    r"(?:\s*,?\s*(?:never ?mind|nvm|then|for now|actually|thanks|thx|ok|okay))*[\s.!]*$",
    r"^(?:(?:لا|خلاص|اوكي|طيب|و)\s+)*(?:انسي|انسى|انسا|بلاش|خلك من|خل عنك)\s+ال\S+(?:\s+\S+)?"
    r"(?:\s*،?\s*(?:خلاص|بعدين|مو مهم|ما عليه))*[\s.!]*$",
)


def lets_goods_go(text: str) -> bool:
    """Whether the (normalised, lower-case) message only lets goods it names go."""
    return _LET_GO.search(text) is not None
