"""Delivery zones, the Kuwaiti areas they cover, and the two-hour slots a shopper can book.

Fees and minimum orders are fils. Booking a slot costs `SLOT_FEE` on top of nothing: the
zone's standard fee is the whole delivery charge (express replaces it with `expressFee`).
"""

from __future__ import annotations

from hub.record import Record
from hub.storefront.seed._text import loc

_ZONES = [
    # id, en, ar, fee, eta, express fee, express eta, minimum order
    ("central", "Central (Capital & Hawalli)", "الوسطى (العاصمة وحولي)", 500, 45, 1000, 25, 3000),
    ("west", "West (Farwaniya)", "الغربية (الفروانية)", 600, 50, 1250, 30, 3000),
    ("south", "South (Ahmadi & Mubarak Al-Kabeer)", "الجنوبية (الأحمدي ومبارك الكبير)",
     750, 60, 1500, 35, 4000),
    ("north", "North (Jahra)", "الشمالية (الجهراء)", 1000, 75, 2000, 45, 5000),
    ("far-south", "Far South (Khairan, Wafra, Sabah Al-Ahmad)",
     "أقصى الجنوب (الخيران والوفرة وصباح الأحمد)", 2000, 120, 3500, 75, 10000),
]

ZONES: list[Record] = [
    {
        "_id": f"zone-{key}",
        "name": loc(en, ar),
        "fee": fee,
        "etaMinutes": eta,
        "expressFee": express_fee,
        "expressEtaMinutes": express_eta,
        "minOrder": min_order,
    }
    for key, en, ar, fee, eta, express_fee, express_eta, min_order in _ZONES
]

# governorate (en, ar), its usual zone, and its areas as (slug, en, ar[, zone override])
_GOVERNORATES: list[tuple[tuple[str, str], str, list[tuple[str, ...]]]] = [
    (("Capital", "العاصمة"), "central", [
        ("kuwait-city", "Kuwait City", "مدينة الكويت"),
        ("sharq", "Sharq", "شرق"),
        ("dasman", "Dasman", "دسمان"),
        ("qibla", "Qibla", "القبلة"),
        ("mirqab", "Mirqab", "المرقاب"),
        ("bneid-al-gar", "Bneid Al-Gar", "بنيد القار"),
        ("dasma", "Dasma", "الدسمة"),
        ("daiya", "Daiya", "الدعية"),
        ("shuwaikh", "Shuwaikh", "الشويخ"),
        ("kaifan", "Kaifan", "كيفان"),
        ("shamiya", "Shamiya", "الشامية"),
        ("rawda", "Rawda", "الروضة"),
        ("adailiya", "Adailiya", "العديلية"),
        ("khaldiya", "Khaldiya", "الخالدية"),
        ("faiha", "Faiha", "الفيحاء"),
        ("nuzha", "Nuzha", "النزهة"),
        ("qadsiya", "Qadsiya", "القادسية"),
        ("mansouriya", "Mansouriya", "المنصورية"),
        ("yarmouk", "Yarmouk", "اليرموك"),
        ("surra", "Surra", "السرة"),
        ("qortuba", "Qortuba", "قرطبة"),
    ]),
    (("Hawalli", "حولي"), "central", [
        ("hawalli", "Hawalli", "حولي"),
        ("salmiya", "Salmiya", "السالمية"),
        ("jabriya", "Jabriya", "الجابرية"),
        ("rumaithiya", "Rumaithiya", "الرميثية"),
        ("salwa", "Salwa", "سلوى"),
        ("bayan", "Bayan", "بيان"),
        ("mishref", "Mishref", "مشرف"),
        ("shaab", "Shaab", "الشعب"),
        ("salam", "Salam", "السلام"),
        ("hitteen", "Hitteen", "حطين"),
        ("zahra", "Zahra", "الزهراء"),
        ("siddiq", "Siddiq", "الصديق"),
        ("shuhada", "Shuhada", "الشهداء"),
        ("mubarak-al-abdullah", "Mubarak Al-Abdullah (West Mishref)", "مبارك العبدالله (غرب مشرف)"),
    ]),
    (("Farwaniya", "الفروانية"), "west", [
        ("farwaniya", "Farwaniya", "الفروانية"),
        ("khaitan", "Khaitan", "خيطان"),
        ("jleeb-al-shuyoukh", "Jleeb Al-Shuyoukh", "جليب الشيوخ"),
        ("abdullah-al-mubarak", "Abdullah Al-Mubarak", "عبدالله المبارك"),
        ("ardiya", "Ardiya", "العارضية"),
        ("rabiya", "Rabiya", "الرابية"),
        ("andalus", "Andalus", "الأندلس"),
        ("omariya", "Omariya", "العمرية"),
        ("rehab", "Rehab", "الرحاب"),
        ("ishbiliya", "Ishbiliya", "إشبيلية"),
    ]),
    (("Ahmadi", "الأحمدي"), "south", [
        ("ahmadi", "Ahmadi", "الأحمدي"),
        ("fahaheel", "Fahaheel", "الفحيحيل"),
        ("mangaf", "Mangaf", "المنقف"),
        ("abu-halifa", "Abu Halifa", "أبو حليفة"),
        ("mahboula", "Mahboula", "المهبولة"),
        ("fintas", "Fintas", "الفنطاس"),
        ("egaila", "Egaila", "العقيلة"),
        ("riqqa", "Riqqa", "الرقة"),
        ("sabahiya", "Sabahiya", "الصباحية"),
        ("hadiya", "Hadiya", "هدية"),
        ("khairan", "Khairan", "الخيران", "far-south"),
        ("wafra", "Wafra", "الوفرة", "far-south"),
        ("sabah-al-ahmad", "Sabah Al-Ahmad City", "مدينة صباح الأحمد", "far-south"),
    ]),
    (("Mubarak Al-Kabeer", "مبارك الكبير"), "south", [
        ("sabah-al-salem", "Sabah Al-Salem", "صباح السالم"),
        ("qurain", "Qurain", "القرين"),
        ("adan", "Adan", "العدان"),
        ("messila", "Messila", "المسيلة"),
        ("abu-fatira", "Abu Fatira", "أبو فطيرة"),
        ("fnaitees", "Fnaitees", "الفنيطيس"),
    ]),
    (("Jahra", "الجهراء"), "north", [
        ("jahra", "Jahra", "الجهراء"),
        ("saad-al-abdullah", "Saad Al-Abdullah City", "مدينة سعد العبدالله"),
        ("qasr", "Qasr", "القصر"),
        ("naseem", "Naseem", "النسيم"),
        ("oyoun", "Oyoun", "العيون"),
        ("waha", "Waha", "الواحة"),
    ]),
]

AREAS: list[Record] = [
    {
        "_id": f"area-{slug}",
        "name": loc(en, ar),
        "governorate": loc(*governorate),
        "zoneId": f"zone-{override[0] if override else zone}",
    }
    for governorate, zone, areas in _GOVERNORATES
    for slug, en, ar, *override in areas
]

SLOT_HOURS: list[tuple[str, str]] = [(f"{h:02d}:00", f"{h + 2:02d}:00") for h in range(9, 23, 2)]

SLOT_FEE: int = 0
