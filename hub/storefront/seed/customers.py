"""Demo shoppers `demo-1`..`demo-3` (the ids `run.py token demo-1` signs tokens for).

Between them their orders pass through every status. Item prices are fils per unit at the
time of the order; an order's `deliveryFee` is the standard fee of the zone its address is in.
Each order went to one of its shopper's saved addresses (`addressId`) and was booked for a
delivery window, given as hours after it was placed (`slotHours`): demo-1's order on its way
is past its window (late), demo-2's and demo-3's orders of today are not.
"""

from __future__ import annotations

from hub.record import Record
from hub.storefront.seed._text import loc
from hub.storefront.seed.delivery import AREAS, ZONES
from hub.storefront.seed.products import price_of, ref

ORDER_STATUSES = (
    "placed",
    "confirmed",
    "preparing",
    "out_for_delivery",
    "delivered",
    "cancelled",
    "refunded",
)

_ZONE_FEE = {zone["_id"]: zone["fee"] for zone in ZONES}
_AREA_ZONE = {area["_id"]: area["zoneId"] for area in AREAS}


def _customer(
    cid: str,
    name: tuple[str, str],
    phone: str,
    points: int,
    wallet: int,
    addresses: list[tuple[str, str, str, str, str, str, float, float]],
    orders: list[tuple[str, str, int, tuple[int, int], str, list[tuple[str, int | None, int]]]],
) -> Record:
    address_records = [
        {
            "_id": f"addr-{cid}-{key}",
            "label": label,
            "areaId": f"area-{area}",
            "block": block,
            "street": street,
            "building": building,
            "lat": lat,
            "lng": lng,
        }
        for key, label, area, block, street, building, lat, lng in addresses
    ]
    area_of = {record["_id"]: record["areaId"] for record in address_records}
    order_records = []
    for n, (number, status, days_ago, slot, address, items) in enumerate(orders, start=1):
        if status not in ORDER_STATUSES:
            raise ValueError(f"unknown order status {status!r}")
        order_records.append(
            {
                "_id": f"order-{cid}-{n}",
                "orderNumber": number,
                "status": status,
                "items": [
                    {
                        "productId": ref(sku, variant)[0],
                        "variantId": ref(sku, variant)[1],
                        "quantity": quantity,
                        "price": price_of(sku, variant),
                    }
                    for sku, variant, quantity in items
                ],
                "placedDaysAgo": days_ago,
                "slotHours": slot,
                "addressId": f"addr-{cid}-{address}",
                "deliveryFee": _ZONE_FEE[_AREA_ZONE[area_of[f"addr-{cid}-{address}"]]],
            }
        )
    return {
        "_id": cid,
        "name": loc(*name),
        "phone": phone,
        "loyaltyPoints": points,
        "walletBalance": wallet,
        "addresses": address_records,
        "orders": order_records,
    }


DEMO_CUSTOMERS: list[Record] = [
    _customer(
        "demo-1", ("Fatima Al-Mutairi", "فاطمة المطيري"), "+965 5555 0101", 2450, 3750,
        [
            ("home", "Home", "salmiya", "10", "Baghdad Street", "14", 29.3352, 48.0718),
            ("work", "Work", "sharq", "2", "Al Shuhada Street", "Al Hamra Tower, floor 31",
             29.3789, 47.9931),
        ],
        [
            ("KW-100231", "delivered", 21, (2, 4), "home", [
                ("DAI-ALM-MILK-FF", 1, 2), ("FRU-BANANA", None, 1), ("DAI-EGG-WHITE", 2, 1),
                ("BAK-KFM-ARABIC-WHITE", None, 2), ("DAI-ALM-LABAN", 1, 1),
            ]),
            ("KW-100458", "delivered", 9, (2, 4), "home", [
                ("RIC-TLD-BASMATI", 2, 1), ("MEA-KUP-CHICKEN", 1, 2), ("VEG-ONION-RED", None, 1),
                ("VEG-TOMATO", 1, 1), ("SPI-WAZ-BZAR", None, 1), ("WAT-RWD-WATER", 1, 2),
            ]),
            ("KW-100702", "refunded", 4, (2, 4), "work", [
                ("SEA-FR-ZUBAIDI", None, 1), ("FRU-STRAWBERRY", None, 2),
            ]),
            ("KW-100915", "out_for_delivery", 0, (0, 1), "home", [
                ("BAB-PMP-BABY-DRY", 2, 1), ("BAB-PMP-WIPES", None, 2), ("DAI-ALM-MILK-FF", 2, 1),
                ("FRU-APPLE-RED", None, 1),
            ]),
        ],
    ),
    _customer(
        "demo-2", ("Abdullah Al-Enezi", "عبدالله العنزي"), "+965 6555 0202", 820, 0,
        [
            ("home", "Home", "jabriya", "8", "Street 6", "22", 29.3192, 48.0352),
            ("parents", "Parents", "rumaithiya", "7", "Street 75", "9", 29.3125, 48.0760),
        ],
        [
            ("KW-100187", "delivered", 30, (2, 4), "home", [
                ("HSH-TID-POWDER", 1, 1), ("HSH-FRY-LEMON", None, 2), ("HSH-FIN-TOILET", None, 1),
                ("HSH-DET-LIQUID", None, 1),
            ]),
            ("KW-100544", "cancelled", 6, (2, 4), "parents", [
                ("SNK-LAY-SALTED", None, 3), ("BEV-PEP-CANS", None, 2), ("SNK-GLX-SMOOTH", None, 2),
            ]),
            ("KW-100926", "preparing", 0, (3, 5), "home", [
                ("COF-NES-NESCAFE-CLASSIC", 2, 1), ("DAI-ALM-MILK-LF", None, 2),
                ("BAK-KFM-TOAST-WHITE", None, 1), ("DAI-KIR-SQUARES", 1, 1),
                ("PER-HNS-CLASSIC", None, 1),
            ]),
        ],
    ),
    _customer(
        "demo-3", ("Sarah Al-Rashidi", "سارة الرشيدي"), "+965 9555 0303", 5100, 12500,
        [
            ("home", "Home", "mangaf", "4", "Street 44", "310", 29.0990, 48.1290),
            ("chalet", "Chalet", "khairan", "Khairan Pearl", "Marina Road", "Chalet 17",
             28.6563, 48.3662),
        ],
        [
            ("KW-100095", "delivered", 45, (2, 4), "home", [
                ("DAT-FR-KHALAS", 2, 1), ("BEV-VIM-CORDIAL", 2, 1), ("FRZ-KAB-PASTRY", None, 2),
                ("FRZ-KAB-SAMBOOSA-CHEESE", None, 2), ("COF-ABA-ARABIC", None, 1),
            ]),
            ("KW-100389", "delivered", 14, (2, 4), "home", [
                ("MEA-FR-LAMB-NAIMI", None, 2), ("RIC-TLD-SELLA", None, 1),
                ("SPI-WAZ-SAFFRON", 1, 1), ("OIL-ASL-BUTTER-GHEE", None, 1),
                ("FRU-POMEGRANATE", None, 1),
            ]),
            ("KW-100921", "confirmed", 0, (22, 24), "chalet", [
                ("WAT-RWD-WATER", 2, 4), ("FRU-WATERMELON", None, 3), ("FRU-MANGO", None, 2),
                ("SNK-LAY-CHILE", None, 3), ("MEA-FR-LAMB-CHOPS", None, 2),
            ]),
            ("KW-100933", "placed", 0, (2, 4), "home", [
                ("DAI-BLD-HALLOUMI", None, 2), ("DAI-ALM-LABNEH", None, 1),
                ("VEG-CUCUMBER", None, 1), ("VEG-TOMATO", 1, 1),
                ("BAK-FR-ZAATAR-MANAKISH", None, 1),
            ]),
        ],
    ),
]
