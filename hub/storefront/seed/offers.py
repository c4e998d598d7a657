"""Running promotions. Money is fils; `endsInDays` counts from the moment the store seeds.

`kind` "percent" takes `value` percent off the eligible lines; "fixed" takes `value` fils off.
Eligible lines are the category's (if `categoryId`), else the listed products (if any), else
the whole basket; `minSubtotal` is measured on the whole basket before discounts. Offers
without a `couponCode` apply by themselves.
"""

from __future__ import annotations

from hub.record import Record
from hub.storefront.seed._text import loc
from hub.storefront.seed.products import product_id


def _offer(
    key: str,
    title: tuple[str, str],
    description: tuple[str, str],
    code: str | None,
    kind: str,
    value: int,
    min_subtotal: int,
    category: str | None,
    skus: list[str],
    days: int,
) -> Record:
    return {
        "_id": f"offer-{key}",
        "title": loc(*title),
        "description": loc(*description),
        "couponCode": code,
        "kind": kind,
        "value": value,
        "minSubtotal": min_subtotal,
        "categoryId": f"cat-{category}" if category else None,
        "productIds": [product_id(sku) for sku in skus],
        "endsInDays": days,
    }


OFFERS: list[Record] = [
    _offer("fresh-produce",
           ("10% off fresh fruits", "خصم ١٠٪ على الفواكه الطازجة"),
           ("Use FRESH10 for 10% off all fruits on baskets from 3 KWD.",
            "استخدم الكود FRESH10 لخصم ١٠٪ على جميع الفواكه للطلبات من ٣ د.ك."),
           "FRESH10", "percent", 10, 3000, "fruits", [], 7),
    _offer("welcome",
           ("2 KWD off your first order", "خصم ٢ د.ك على طلبك الأول"),
           ("New here? WELCOME2 takes 2.000 KWD off a first order of 10 KWD or more.",
            "جديد معنا؟ الكود WELCOME2 يخصم ٢ د.ك من طلبك الأول بقيمة ١٠ د.ك أو أكثر."),
           "WELCOME2", "fixed", 2000, 10000, None, [], 30),
    _offer("dairy-flash",
           ("Dairy flash sale: 15% off", "عرض سريع على الألبان: خصم ١٥٪"),
           ("15% off milk, laban, yoghurt, cheese and eggs. Ends tomorrow, no code needed.",
            "خصم ١٥٪ على الحليب واللبن والزبادي والأجبان والبيض. ينتهي غداً ولا يحتاج إلى كود."),
           None, "percent", 15, 0, "dairy-eggs", [], 1),
    _offer("ghabga",
           ("Ghabga essentials: 20% off", "أساسيات الغبقة: خصم ٢٠٪"),
           ("20% off Vimto, Khalas and Sukkari dates, Arabic coffee and samboosa with GHABGA20 "
            "on baskets from 5 KWD.",
            "خصم ٢٠٪ على فيمتو وتمر الخلاص والسكري والقهوة العربية والسمبوسة بالكود GHABGA20 "
            "للطلبات من ٥ د.ك."),
           "GHABGA20", "percent", 20, 5000, None,
           ["BEV-VIM-CORDIAL", "DAT-FR-KHALAS", "DAT-FR-SUKKARI", "COF-FR-ARABIC-COFFEE",
            "COF-ABA-ARABIC", "FRZ-KAB-PASTRY", "FRZ-KAB-SAMBOOSA-CHEESE",
            "FRZ-KAB-SAMBOOSA-MEAT"], 10),
    _offer("water-weekend",
           ("Water weekend: 500 fils off", "عرض المياه: خصم ٥٠٠ فلس"),
           ("500 fils off your water on any basket of 2 KWD or more. Applied automatically.",
            "خصم ٥٠٠ فلس على المياه لأي طلب بقيمة ٢ د.ك أو أكثر. يطبق تلقائياً."),
           None, "fixed", 500, 2000, "water", [], 2),
    _offer("baby-care",
           ("15% off baby care", "خصم ١٥٪ على مستلزمات الأطفال"),
           ("BABY15 takes 15% off diapers, wipes, baby milk and toiletries on baskets from 8 KWD.",
            "الكود BABY15 يخصم ١٥٪ على الحفاضات والمناديل وحليب الأطفال ومستلزماتهم "
            "للطلبات من ٨ د.ك."),
           "BABY15", "percent", 15, 8000, "baby-care", [], 14),
    _offer("bbq",
           ("BBQ weekend: 10% off meat", "عرض الشوي: خصم ١٠٪ على اللحوم"),
           ("BBQ10 gives 10% off meat and poultry on baskets from 7 KWD.",
            "الكود BBQ10 يعطيك خصم ١٠٪ على اللحوم والدواجن للطلبات من ٧ د.ك."),
           "BBQ10", "percent", 10, 7000, "meat-poultry", [], 3),
    _offer("clean-home",
           ("1 KWD off cleaning", "خصم ١ د.ك على المنظفات"),
           ("CLEAN1 takes 1.000 KWD off household and cleaning products on baskets from 6 KWD.",
            "الكود CLEAN1 يخصم ١ د.ك على المنظفات ومستلزمات المنزل للطلبات من ٦ د.ك."),
           "CLEAN1", "fixed", 1000, 6000, "household-cleaning", [], 21),
    _offer("breakfast",
           ("Breakfast picks: 5% off", "تشكيلة الفطور: خصم ٥٪"),
           ("5% off oats, honey, corn flakes and labneh. No code needed.",
            "خصم ٥٪ على الشوفان والعسل والكورن فليكس واللبنة. لا يحتاج إلى كود."),
           None, "percent", 5, 0, None,
           ["BRK-QKR-QUICK-OATS", "BRK-SHF-HONEY", "BRK-KEL-CORN-FLAKES", "DAI-ALM-LABNEH"], 5),
    _offer("big-basket",
           ("3 KWD off baskets over 25 KWD", "خصم ٣ د.ك على الطلبات فوق ٢٥ د.ك"),
           ("Stocking up? SAVE3 takes 3.000 KWD off any basket of 25 KWD or more.",
            "تتسوق للأسبوع؟ الكود SAVE3 يخصم ٣ د.ك من أي طلب بقيمة ٢٥ د.ك أو أكثر."),
           "SAVE3", "fixed", 3000, 25000, None, [], 20),
]
