"""Messages that are another trade's errand whatever grocery word they hold: a question for
a doctor, a pharmacist or a vet, translating, writing code, asking for a job, trading shares.

They are declined before the model's pick is weighed, because a product's word in them
("a cut on my cheek", "almarai shares") would otherwise find a card.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.needs import ASKS_OF_ONE, WHAT_TO_HAVE, need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Either, Gated
from hub.assistant.brain.utterance import Utterance

# Health questions are for a doctor or a pharmacist, not a grocery: "what medicine for a
# fever", "راسي يعورني شو اخذ". The demo store sells no medicine.
_HEALTH = Bilingual(
    r"\b(?:medicine|medication|fever|headache|doctor|pills?|dose|dosage|symptoms?|sick"
    r"|sore throat|throat|cough\w*|flu|remedy|cure|stomach ?ache|toothache|diarrh\w*|vomit\w*"
    r"|nausea|rash|infection|painkillers?|blood pressure"
    # a wound, a sting or a burn, a jab, a child's illness, a drug by its name: "a bee stung
    # my son", "i cut my finger slicing", "can i take panadol with coffee", "chicken pox"
    r"|stung|stings?|bleeding|blisters?|blistering|wounds?|bandages?|stitches|vaccines?"
    r"|vaccinations?|jabs?|chicken ?pox|measles|mumps|ibuprofen|paracetamol|panadol|aspirin"
    r"|(?:cut|burn(?:ed|t)?|sliced) (?:on )?my (?:hand|finger|thumb|arm|leg|foot|face|lip"
    r"|tongue)|(?:do i|i|you) (?:have|got) high cholesterol|cholesterol (?:test|levels?))\b"
    # "ill" is typed for "I'll" ("ugh fine cancel it then ill redo it"): sick only when
    # someone is or feels it, or it says who is
    r"|\b(?:im|am|is|are|was|were|be|been|being|feels?|feeling|felt|gets?|got|getting|fell"
    r"|falling|very|so|really|seriously|quite|hes|shes|theyre) ill\b"
    r"|\bill (?:child|kid|son|daughter|baby|mother|mom|mum|father|dad|person|patient|with)\b"
    # whether a food harms an organ is a doctor's question: "is coffee bad for my heart",
    # "القهوة تضر القلب", "el gahwa t9urr el galb" (read "تصورر القلب")
    r"|\b(?:bad|harmful|safe|dangerous)\b(?: \w+){0,2} (?:heart|liver|kidneys?)\b",
    # whole words: "الدوام" (working hours) holds "دوا"
    r"(?<!\w)(?:ال)?(?:دوا|دواء|ادويه|حراره|حرارته|صداع|يعورني|يعوره|طبيب|دكتور|مريض|علاج"
    r"|حبوب مسكن|كحه|زكام|انفلونزا|حلقي|مغص|اسهال|استفراغ|ترجيع|مسكن|التهاب"
    # ...a wound, a sting, a burn, a jab, a child's illness, a drug by its name
    r"|جرح|انجرحت|انجرح|جروح|نزيف|جدري|الجدري|حصبه|تطعيم|تطعيمات|التطعيم|قرصتني|قرصت|لسعتني"
    r"|لسعه|بنادول|بندول|ايبوبروفين|كوليسترول|الكوليسترول|انحرقت|انحرق)(?!\w)"
    r"|(?<!\w)(?:ت|ي)(?:ضر|صر|صور)\w* (?:\w+ )?(?:القلب|الكبد|الكلي|الكلى|المعده)(?!\w)",
)
# ...but food for someone sick is shopping: "soup for a sick kid", "ابي شوربة لولدي مريض",
# "abi shorba 7ag weldi mareeth" (no medicine, pill or dose named)
_FOOD_FOR_THE_SICK = Gated(
    r"\b(?:soups?|broth|food|snacks?|juices?|tea|honey|ginger|lemons?|crackers|porridge|oats)\b"
    r".{0,40}\b(?:sick|ill|flu)\b|\b(?:sick|ill|flu)\b.{0,40}\b(?:soups?|broth|juices?|honey"
    r"|ginger|crackers|porridge)\b"
    r"|(?<!\w)(?:شوربه|شوربا|عصير|شاي|عسل|زنجبيل|ليمون|اكل)(?!\w).{0,40}مريض"
    r"|مريض.{0,40}(?<!\w)(?:شوربه|شوربا|عصير|عسل|زنجبيل|ليمون)(?!\w)"
)
_MEDICINE = Gated(
    r"\b(?:medicine|medication|pills?|dose|dosage|painkillers?|antibiotics?|doctor)\b"
    r"|(?<!\w)(?:ال)?(?:دوا|دواء|ادويه|حبوب|مسكن|طبيب|دكتور)(?!\w)"
)


# ...a drug itself, which a diet the doctor ordered does not name
_A_DRUG = Gated(
    r"\b(?:medicine|medication|pills?|dose|dosage|painkillers?|antibiotics?|tablets?)\b"
    r"|(?<!\w)(?:ال)?(?:دوا|دواء|ادويه|حبوب|مسكن)(?!\w)"
)


def a_health_question(text: str) -> bool:
    """A question for a doctor or a pharmacist, not food for someone sick nor the foods a
    diet the doctor ordered allows ("my doctor says i'm lactose intolerant, which milk can
    i drink", "الدكتور قال عندي حساسيه جلوتين، شنو الخبز اللي يناسبني"): a need the shelves
    meet. Whether the diet allows a food ("can a diabetic eat dates") is still the doctor's."""
    if not _HEALTH.search(text):
        return False
    if need_of(text) and WHAT_TO_HAVE.search(text) and not _A_DRUG.search(text):
        return False
    if ASKS_OF_ONE.search(text) and not _A_DRUG.search(text) and not _MEDICINE.search(text):
        # "is the oats ok for a diabetic", "شوفان كويكر يناسب مريض السكري؟": one food's label
        # read for the need, which its record answers
        return False
    return not _FOOD_FOR_THE_SICK.search(text) or _MEDICINE.search(text) is not None


# Translating is never a store request, however the word is typed ("trnaslate", "ترجملي").
_TRANSLATION = Bilingual(r"\btr[a-z]{0,2}n[a-z]?sl[a-z]?te?\b|\btranslation\b", r"(?<!\w)ترجم")
# Writing software is never a store request: "ektbli python code", though "code" may be a coupon.
_CODING = Bilingual(
    # (java coffee is a coffee: "java coffee beans")
    r"\b(?:python|javascript|java(?! (?:coffee|beans?|roast|arabica))|html|css|sql|php|programming"
    r"|coding|algorithm|excel formula)\b",
    r"(?<!\w)(?:بايثون|(?<!قهوه )(?<!بن )جافا(?! (?:قهوه|بن))|برمجه|برمجيه|خوارزميه)(?!\w)",
)
# Asking for work is never a store request, however like "do you have X" it reads: "are you
# hiring", "any job openings for drivers", "عندكم وظايف؟", "ابي اشتغل عندكم", "ashtighil 3indkom"
_A_JOB = Bilingual(
    r"\b(?:are (?:you|u) hiring|hiring|(?:any|a) jobs?\b(?! done)|job (?:openings?|vacanc\w*"
    r"|applications?|offers?)|vacanc(?:y|ies)|my (?:cv|resume)|apply for (?:a )?(?:job|position)"
    r"|(?:want|like|love) to work (?:for|with|at) (?:you|u)|shughul|wa6eef\w*|wa6a2ef)\b",
    r"(?<!\w)و?(?:ال)?(?:وظايف|وظائف|وظيفه|توظيف|شواغر|شاغر)(?!\w)"
    r"|(?<!\w)(?:اشتغل|نشتغل|ااشتغل|اشتغال|الشغل) (?:عندكم|معاكم|وياكم|لكم)(?!\w)",
)
# Trading shares is never a store request, though a brand's name and "a good buy" are in it:
# "is almarai stock a good buy", "americana shares dropped", "اسهم المراعي نازله"
_INVESTING = Bilingual(
    r"\b(?:shares|share price|stocks|stock (?:market|exchange|price|a good buy|worth buying)"
    r"|dividends?|bourse|boursa|borsa|ipo|portfolio|investing|investments?|crypto|bitcoin)\b",
    r"(?<!\w)(?:ال)?(?:اسهم|سهم|بورصه|تداول|ارباح الاسهم)(?!\w)",
)


# Whether a pet may eat a food is a vet's question, though the food is one we sell: "can dogs
# eat chocolate", "is tuna ok for cats", "الكلب اكل عنب خطر؟", "el gi6awa takil tuna?"
_PETS = (
    r"(?:my )?(?:dogs?|cats?|puppy|puppies|kittens?|rabbits?|bunn(?:y|ies)|parrots?|birds?"
    r"|hamsters?|turtles?|tortoises?|fish)"
)
_A_VETS_QUESTION = Bilingual(
    rf"\b(?:can|should|do|does) {_PETS} (?:eat|have|drink)\b"
    rf"|\b{_PETS} (?:ate|drank|eats|drinks|eating|drinking)\b"
    rf"|\b(?:toxic|poisonous|dangerous|bad|safe|ok|okay) (?:to|for) {_PETS}\b"
    r"|\bgive my (?:dog|cat|puppy|kitten|rabbit|parrot|bird|hamster)\b"
    # ...and what to feed one: "meal ideas for my dog", "a diet for our cat"
    rf"|\b(?:meals?|recipes?|diet|dinner|breakfast|lunch)(?: ideas?| plan)? for (?:my|our|the) {_PETS}",
    r"(?<!\w)(?:ال)?(?:كلب|كلاب|قطو|قطوه|قطوتي|قطاوه|قطه|قطط|ببغاء|ببغاوات|ارانب|ارنب|الهامستر"
    r"|سلحفاه)(?!\w) (?:\w+ )?(?:ياكل|ياكلون|تاكل|اكل|اكلت|يشرب|تشرب|شرب|شربت)(?!\w)",
)


# Code worked on ("debug", "refactor", "github"): another matter asked, unless a clause
# beside it asks goods of ours ("refactoring all night, send me energy drinks")
_CODE_WORK = Bilingual(
    r"\b(?:refactor\w*|debug(?:ging|ger)?|codebase|source code|github|stack ?overflow)\b"
)
_CLAUSE_ENDS = Pattern(r"[,.;!?،]+|\s(?:and|then|so)\s")


def _code_work_asked(text: str) -> bool:
    if not _CODE_WORK.search(text):
        return False
    return not any(
        not _CODE_WORK.search(clause) and Utterance(clause).has("ADD", "WANT", "TAKE", "DELIVER")
        for clause in _CLAUSE_ENDS.split(text)
        if clause.strip()
    )


# Each errand's pattern: a message holding none of their pieces asks none of them (`Either`)
_AN_ERRAND = Either(_CODE_WORK, _TRANSLATION, _CODING, _A_JOB, _INVESTING, _A_VETS_QUESTION)


def an_errand_of_another_matter(text: str) -> bool:
    """Translating, code, a job, shares or a vet's question asked (the normalised, lower-case
    message)."""
    if not _AN_ERRAND.may_match(text):
        return False
    if _code_work_asked(text):
        return True
    return any(
        pattern.search(text) is not None
        for pattern in (_TRANSLATION, _CODING, _A_JOB, _INVESTING, _A_VETS_QUESTION)
    )
