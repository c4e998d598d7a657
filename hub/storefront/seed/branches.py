"""The demo grocery's stores, at real spots in their districts."""

from __future__ import annotations

from hub.record import Record
from hub.storefront.seed._text import loc

_HOURS = loc("Daily 7:00 am – 12:00 midnight", "يومياً من ٧ صباحاً حتى ١٢ منتصف الليل")
_HOURS_24 = loc("Open 24 hours, every day", "مفتوح ٢٤ ساعة طوال أيام الأسبوع")

_ROWS = [
    # slug, name en/ar, address en/ar, phone, lat, lng, hours
    ("salmiya", "Fresh Salmiya", "فريش السالمية",
     "Block 10, Salem Al-Mubarak Street, Salmiya", "قطعة ١٠، شارع سالم المبارك، السالمية",
     "+965 2571 4400", 29.3339, 48.0763, _HOURS_24),
    ("hawalli", "Fresh Hawalli", "فريش حولي",
     "Block 2, Tunis Street, Hawalli", "قطعة ٢، شارع تونس، حولي",
     "+965 2262 1800", 29.3328, 48.0286, _HOURS),
    ("jabriya", "Fresh Jabriya", "فريش الجابرية",
     "Block 1A, Street 101, Jabriya", "قطعة ١أ، شارع ١٠١، الجابرية",
     "+965 2531 9050", 29.3170, 48.0310, _HOURS),
    ("sharq", "Fresh Sharq", "فريش شرق",
     "Block 3, Ahmad Al-Jaber Street, Sharq, Kuwait City",
     "قطعة ٣، شارع أحمد الجابر، شرق، مدينة الكويت",
     "+965 2243 7700", 29.3856, 47.9986, _HOURS),
    ("mishref", "Fresh Mishref", "فريش مشرف",
     "Block 4, Street 1, Mishref", "قطعة ٤، شارع ١، مشرف",
     "+965 2538 2266", 29.2745, 48.0651, _HOURS),
    ("khaitan", "Fresh Khaitan", "فريش خيطان",
     "Block 5, Street 17, Khaitan", "قطعة ٥، شارع ١٧، خيطان",
     "+965 2472 3030", 29.2830, 47.9725, _HOURS),
    ("fahaheel", "Fresh Fahaheel", "فريش الفحيحيل",
     "Block 8, Mecca Street, Fahaheel", "قطعة ٨، شارع مكة، الفحيحيل",
     "+965 2391 5500", 29.0825, 48.1303, _HOURS_24),
    ("jahra", "Fresh Jahra", "فريش الجهراء",
     "Block 3, Street 10, Jahra", "قطعة ٣، شارع ١٠، الجهراء",
     "+965 2455 6100", 29.3375, 47.6581, _HOURS),
]

BRANCHES: list[Record] = [
    {
        "_id": f"branch-{slug}",
        "name": loc(en, ar),
        "address": loc(address_en, address_ar),
        "phone": phone,
        "lat": lat,
        "lng": lng,
        "hours": hours,
    }
    for slug, en, ar, address_en, address_ar, phone, lat, lng, hours in _ROWS
]
