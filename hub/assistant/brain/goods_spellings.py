"""Goods as Kuwait spells them, to the spelling a catalogue writes: "چاي" (tea, read "كاي"
once چ is folded) is "شاي", "جبس" (chips, as Kuwait says ش as ج in loanwords) is "شيبس",
"باجلا" (broad beans) is "فول".

Left as typed, "ودي چاي" reached a dairy brand by the sound of "كي" and "عندكم جبس؟" reached
nothing. Only spellings no other word of a grocery shares are listed.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern

GOODS_SPELLINGS: dict[str, str] = {
    # tea: "چاي", "چاى" folded to "كاي"; "الچاي" takes its article by the normaliser's rule
    "كاي": "شاي",
    "كايات": "شاي",
    # chips, the Kuwaiti way: "جبس", "جيبس", "چبس" (folded "كبس", read as a kabsa's recipe)
    "جبس": "شيبس",
    "كبس": "شيبس",
    "جيبس": "شيبس",
    "جبسات": "شيبس",
    "شبسات": "شيبس",
    # broad beans as Kuwait calls them ("باجلا", "باقلا"), read as baklava: the fava beans
    "باجلا": "فول",
    "باقلا": "فول",
    "باقلاء": "فول",
    "باجله": "فول",
}


# Goods' English names as chat clips them ("kdd choc milk", "2 toms", "avos"), to the word a
# catalogue writes: a clipped word matched nothing and left "choc milk" between the chocolate
# milk and plain milk. Only clippings no other English word shares are listed.
ENGLISH_CLIPPINGS: dict[str, str] = {
    "choc": "chocolate",
    "chocs": "chocolate",
    "choco": "chocolate",
    "toms": "tomatoes",
    "avo": "avocado",
    "avos": "avocados",
    "cukes": "cucumbers",
    "mozz": "mozzarella",
    "parm": "parmesan",
    "spag": "spaghetti",
    "bikkies": "biscuits",
    "biccies": "biscuits",
    "brekkie": "breakfast",
    "brekky": "breakfast",
}


# "brown" said of bread as of eggs and sugar ("بني"), where bread is called "أسمر": "خبز توست
# بني", "التوست البني" (the eggs and the sugar keep their "بني")
_BROWN_BREAD = Pattern(
    r"(?<!\w)((?:ال)?(?:خبز|خبزه|توست|صمون)(?:\s+(?:ال)?(?:توست|عربي|صمون))?\s+(?:ال)?)بني(?!\w)"
)


def brown_of_bread(text: str) -> str:
    """The text with bread called brown as a bread's name calls it ("أسمر")."""
    return _BROWN_BREAD.sub(r"\1اسمر", text) if "بني" in text else text


# A spice's powder is called as its label calls it, ground ("مطحون"): "الشطه البودره", "كمون
# بودر", "el sha6a el bodra" (read "الشطا البودرا"). Said alone, "بودره" names the goods that
# hold it in their names (icing sugar, baby powder), which won the spice's search.
_SPICE_POWDER = Pattern(
    r"(?<!\w)((?:ال)?(?:شطه|شطا|شطة|فلفل(?:\s+(?:ال)?(?:حار|احمر|اسود))?|كمون|كركم|زنجبيل|قرفه"
    r"|قرفا|دارسين|هيل|بهارات|بزار|ثوم|بابريكا|كاري|زعتر|لومي|ليمون اسود)\s+(?:ال)?)"
    r"(?:بودره|بودرا|بودر|باودر|powder)(?!\w)"
)

# ...and in English, of the spices whose labels say "ground": "cumin powder", "black pepper
# powder" are "ground cumin", "ground black pepper" (a turmeric's or chilli's label says
# "powder", and stays as said)
_GROUND_POWDER = Pattern(
    r"\b(cumin|black pepper|ginger|cinnamon|cardamom|coriander|cloves?|nutmeg) powder\b",
    re.IGNORECASE,
)


def ground_of_a_spice(text: str) -> str:
    """The text with a spice's "powder" said as its label says it ("مطحون", "ground")."""
    if "powder" in text.lower():
        text = _GROUND_POWDER.sub(r"ground \1", text)
    return (
        _SPICE_POWDER.sub(r"\1مطحون", text)
        if ("بود" in text or "powder" in text or "باودر" in text)
        else text
    )
