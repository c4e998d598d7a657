"""Grocery words as shoppers in the Gulf write them in Latin letters, in catalogue Arabic.

Arabizi drops the short vowels and often the long ones ("6ama6", "5iyar", "bai6"), and writes
ص as "s" ("ar5as"), so the letter rules of the normaliser cannot always find the Arabic word
the catalogue's keywords hold. These are the everyday shelf words (fruit, vegetables, herbs,
dairy, bread, meat, fish, staples) and the brands shoppers spell the local way; a word that is
also English ("laban", "hamour") stays English in an English message.
"""

from __future__ import annotations

GULF_GROCERIES: dict[str, str] = {
    # fruit
    "mooz": "موز", "mouz": "موز", "moz": "موز",
    "tefa7": "تفاح", "tuffa7": "تفاح", "tofa7": "تفاح", "tfa7": "تفاح", "tuffah": "تفاح",
    "burtugal": "برتقال", "burtuqal": "برتقال", "bortgal": "برتقال", "brtgal": "برتقال",
    "yosfi": "يوسفي", "yusfi": "يوسفي", "yousfi": "يوسفي",
    "3enab": "عنب", "3inab": "عنب", "enab": "عنب",
    "faraola": "فراولة", "frawla": "فراولة", "farawla": "فراولة",
    "hamba": "همبا", "bortugal": "برتقال",
    "ba6ee5": "بطيخ", "bati5": "بطيخ", "batee5": "بطيخ", "raggi": "رقي", "rugi": "رقي",
    "shammam": "شمام", "shamam": "شمام",
    "rumman": "رمان",
    "laimoon": "ليمون", "leemon": "ليمون", "limoon": "ليمون", "lemoon": "ليمون",
    "lamoon": "ليمون",
    "5o5": "خوخ", "5oo5": "خوخ", "khokh": "خوخ",
    "kummathra": "كمثرى", "3armoot": "عرموط",
    "anana": "اناناس", "ananas": "اناناس",
    # vegetables and herbs
    "6ama6": "طماط", "6ma6": "طماط", "tamat": "طماط", "6ama6em": "طماطم", "tamatim": "طماطم",
    "6ama6a": "طماطة", "banadoora": "بندورة", "bandora": "بندورة",
    "ba9al": "بصل", "basal": "بصل", "bsal": "بصل",
    "ba6a6": "بطاط", "batat": "بطاط", "batata": "بطاطا", "ba6a6a": "بطاطا", "ba6a6is": "بطاطس",
    "batates": "بطاطس",
    "5iyar": "خيار", "5yar": "خيار", "5eyar": "خيار", "khyar": "خيار", "khiyar": "خيار",
    "jazar": "جزر", "jzar": "جزر",
    "5as": "خس", "khas": "خس", "5ass": "خس",
    "ba8doonis": "بقدونس", "bagdoones": "بقدونس", "bagdonis": "بقدونس", "ma3danos": "معدنوس",
    "kuzbara": "كزبرة", "kozbara": "كزبرة", "kizbara": "كزبرة",
    "na3na3": "نعناع", "ne3na3": "نعناع", "nanaa": "نعناع",
    "shibt": "شبت", "thoom": "ثوم", "thum": "ثوم", "toom": "ثوم", "9oom": "ثوم",
    "bedhinjan": "باذنجان", "betinjan": "بتنجان", "bitinjan": "بتنجان", "badhinjan": "باذنجان",
    "kusa": "كوسا", "koosa": "كوسا",
    "filfil": "فلفل", "felfel": "فلفل", "flfl": "فلفل",
    "bamya": "بامية", "bamia": "بامية",
    "garnabee6": "قرنبيط", "fo6r": "فطر", "fe6r": "فطر",
    # dairy and eggs
    "7aleeb": "حليب", "7alib": "حليب", "haleeb": "حليب", "7leeb": "حليب", "halib": "حليب",
    "lban": "لبن", "ruob": "روب", "roob": "روب",
    "zabadi": "زبادي", "zbadi": "زبادي",
    "lebna": "لبنة", "lbna": "لبنة",
    "jibin": "جبن", "jebin": "جبن", "jibna": "جبنة", "jebna": "جبنة", "jbna": "جبنة",
    "zibda": "زبدة", "zebda": "زبدة", "zbda": "زبدة",
    "gish6a": "قشطة", "gesh6a": "قشطة", "gishta": "قشطة", "kreema": "كريمة",
    "bai6": "بيض", "bee6": "بيض", "baidh": "بيض", "beedh": "بيض", "bayth": "بيض",
    "baith": "بيض",
    # bread, meat, fish, staples
    "5obz": "خبز", "5ubz": "خبز", "khobz": "خبز", "khubz": "خبز", "5bz": "خبز",
    "9amoon": "صمون", "samoon": "صمون",
    "dyay": "دياي", "dijaj": "دجاج", "djaj": "دجاج", "dejaj": "دجاج",
    "la7am": "لحم", "la7m": "لحم", "laham": "لحم", "lahm": "لحم",
    "ghanam": "غنم", "8anam": "غنم",
    "samak": "سمك", "simach": "سمك", "simak": "سمك",
    "rubyan": "روبيان", "robyan": "روبيان", "rabyan": "روبيان", "rbyan": "روبيان",
    "3aish": "عيش", "3ish": "عيش", "3eesh": "عيش", "3esh": "عيش", "ruz": "رز", "riz": "رز",
    "3adas": "عدس", "adas": "عدس",
    "7ummu9": "حمص", "7umm9": "حمص",
    "sukkar": "سكر", "sukar": "سكر", "suker": "سكر",
    "mil7": "ملح", "mal7": "ملح", "zait": "زيت", "zeit": "زيت", "zeet": "زيت",
    "6a7een": "طحين", "6a7in": "طحين", "ta7een": "طحين",
    "gahwa": "قهوة", "ghawa": "قهوة", "8ahwa": "قهوة",
    "tamr": "تمر", "tmr": "تمر",

    # brands the local way
    "elmara3i": "المراعي", "almara3i": "المراعي", "mara3i": "المراعي", "almaraai": "المراعي",
    "nadek": "نادك", "rawabi": "الروابي",
    "kubco": "كوبكو",
}  # fmt: skip
