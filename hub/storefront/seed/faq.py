"""Shopper questions and the store's answers, in both languages.

Figures that live in other tables (zone fees, minimum orders, express) are written from
those tables so the answers cannot drift from what the cart charges. House rules stated
here and nowhere else:
- loyalty: 1 point for every 100 fils of products in a delivered order (delivery fees and
  wallet top-ups earn nothing); 1 point = 1 fils off; redeem from 500 points, up to the
  product subtotal; points expire 12 months after they were earned;
- cancellation: free while an order is "placed" or "confirmed";
- refunds go to the wallet at once, or to the card/KNET account in 7–10 working days.
"""

from __future__ import annotations

from collections.abc import Callable

from hub.record import Record
from hub.storefront.seed._text import kwd, loc, words
from hub.storefront.seed.delivery import SLOT_FEE, SLOT_HOURS, ZONES
from hub.text import to_arabic_digits

LOYALTY_FILS_PER_POINT = 100  # points earned: product subtotal // 100
LOYALTY_POINT_VALUE_FILS = 1  # what one point takes off at checkout
LOYALTY_MIN_REDEEM_POINTS = 500
# How long after delivery a problem with an item can be reported: a fresh item, an
# unopened packaged one
REPORT_FRESH_HOURS = 24
REPORT_PACKAGED_DAYS = 7


def _ar(n: int) -> str:
    return to_arabic_digits(str(n))


def _zone_lines(pick: Callable[[Record], dict[str, str]]) -> tuple[str, str]:
    """One line per zone: "name: value" in each language."""
    en = "; ".join(f"{zone['name']['en']}: {pick(zone)['en']}" for zone in ZONES)
    ar = "؛ ".join(f"{zone['name']['ar']}: {pick(zone)['ar']}" for zone in ZONES)
    return en, ar


def _minutes(n: int) -> dict[str, str]:
    return loc(f"about {n} minutes", f"حوالي {_ar(n)} دقيقة")


def _express(zone: Record) -> dict[str, str]:
    fee, eta = kwd(zone["expressFee"]), _minutes(zone["expressEtaMinutes"])
    return loc(f"{fee['en']}, {eta['en']}", f"{fee['ar']}، {eta['ar']}")


_FEES = _zone_lines(lambda zone: kwd(zone["fee"]))
_ETAS = _zone_lines(lambda zone: _minutes(zone["etaMinutes"]))
_MINIMUMS = _zone_lines(lambda zone: kwd(zone["minOrder"]))
_EXPRESS = _zone_lines(_express)
_FIRST_SLOT, _LAST_SLOT = SLOT_HOURS[0][0], SLOT_HOURS[-1][1]
_SLOT_PRICE = (
    loc("Booking a slot is free", "حجز الموعد مجاني")
    if SLOT_FEE == 0
    else loc(f"Booking a slot costs {kwd(SLOT_FEE)['en']}",
             f"حجز الموعد بتكلفة {kwd(SLOT_FEE)['ar']}")
)


def _faq(
    key: str, question: tuple[str, str], answer: tuple[str, str], keywords: tuple[str, str]
) -> Record:
    return {
        "_id": f"faq-{key}",
        "question": loc(*question),
        "answer": loc(*answer),
        "keywords": {"en": words(keywords[0]), "ar": words(keywords[1])},
    }


FAQ: list[Record] = [
    _faq(
        "delivery-fee",
        ("How much is delivery?", "كم رسوم التوصيل؟"),
        (f"Standard delivery is charged by zone: {_FEES[0]}. Your address decides the zone.",
         f"رسوم التوصيل العادي حسب المنطقة: {_FEES[1]}. وتُحدَّد المنطقة حسب عنوانك."),
        ("delivery fee, delivery charge, shipping, cost of delivery, how much delivery, delivery cost, "
         "delivery price, shipping cost, shipping fee, charge for delivery, pay for delivery",
         "رسوم التوصيل, سعر التوصيل, تكلفة التوصيل, توصيل, كم التوصيل, بكم التوصيل, رسوم توصيل, "
         "حق التوصيل"),
    ),
    _faq(
        "delivery-time",
        ("How long does delivery take?", "كم يستغرق التوصيل؟"),
        (f"Standard delivery times by zone: {_ETAS[0]}. You can also book a two-hour slot or "
         "choose express delivery.",
         f"مدة التوصيل العادي حسب المنطقة: {_ETAS[1]}. ويمكنك أيضاً حجز موعد لمدة ساعتين أو "
         "اختيار التوصيل السريع."),
        ("delivery time, how long, when will my order arrive, eta, delivery duration, "
         "how long delivery, how fast deliver, delivery take",
         "وقت التوصيل, متى يوصل الطلب, مدة التوصيل, كم ياخذ التوصيل, كم ياخذ الطلب, "
         "كم ساعه التوصيل, متى توصلون"),
    ),
    _faq(
        "minimum-order",
        ("Is there a minimum order?", "هل يوجد حد أدنى للطلب؟"),
        (f"Yes, it depends on the zone: {_MINIMUMS[0]}. It is measured on the products, before "
         "delivery fees and discounts.",
         f"نعم، ويعتمد على المنطقة: {_MINIMUMS[1]}. ويُحسب على قيمة المنتجات قبل رسوم التوصيل "
         "والخصومات."),
        ("minimum order, minimum basket, min order, smallest order, minimum, minimum amount, "
         "minimum spend, least amount, smallest amount, lowest amount, least order, lowest order, "
         "least i can order, spend at least, order at least",
         "الحد الأدنى للطلب, أقل طلب, حد أدنى, الحد الادنى, اقل مبلغ, اقل طلب, اقل شي اطلب, "
         "اقل قيمه, اقل مبلغ للطلب, مبلغ معين, حد ادنى للطلب"),
    ),
    _faq(
        "express-delivery",
        ("Do you have express delivery?", "هل يوجد توصيل سريع؟"),
        (f"Yes. Express replaces the standard fee and comes faster: {_EXPRESS[0]}. Turn it on "
         "in the cart before checkout.",
         f"نعم. التوصيل السريع يحل محل الرسوم العادية ويصل أسرع: {_EXPRESS[1]}. فعّله من السلة "
         "قبل إتمام الطلب."),
        ("express delivery, fast delivery, quick delivery, urgent, same hour",
         "توصيل سريع, توصيل مستعجل, اكسبرس, سريع"),
    ),
    _faq(
        "delivery-slots",
        ("Can I choose a delivery time?", "هل يمكنني اختيار وقت التوصيل؟"),
        (f"Yes. Pick any two-hour slot between {_FIRST_SLOT} and {_LAST_SLOT}, up to 7 days "
         f"ahead. {_SLOT_PRICE['en']}; only the zone's delivery fee applies.",
         f"نعم. اختر أي فترة مدتها ساعتان بين الساعة {to_arabic_digits(_FIRST_SLOT)} والساعة "
         f"{to_arabic_digits(_LAST_SLOT)}، وحتى ٧ أيام مقدماً. {_SLOT_PRICE['ar']}، وتطبق رسوم "
         "التوصيل الخاصة بمنطقتك فقط."),
        ("delivery slot, schedule delivery, choose time, book a time, later delivery",
         "موعد التوصيل, حجز موعد, جدولة التوصيل, وقت التوصيل"),
    ),
    _faq(
        "delivery-areas",
        ("Which areas do you deliver to?", "ما هي المناطق التي توصلون إليها؟"),
        ("All six governorates of Kuwait: Capital, Hawalli, Farwaniya, Ahmadi, Mubarak "
         "Al-Kabeer and Jahra. Khairan, Wafra and Sabah Al-Ahmad City are served in the Far "
         "South zone with longer delivery times.",
         "نوصل إلى جميع محافظات الكويت الست: العاصمة وحولي والفروانية والأحمدي ومبارك الكبير "
         "والجهراء. وتُخدم الخيران والوفرة ومدينة صباح الأحمد ضمن منطقة أقصى الجنوب بأوقات "
         "توصيل أطول."),
        ("delivery areas, do you deliver to, coverage, governorates, areas, which areas, "
         "deliver everywhere, areas you cover",
         "مناطق التوصيل, توصلون, المناطق, المحافظات, تغطية, وين توصلون, المناطق اللي توصلونها"),
    ),
    _faq(
        "payment-methods",
        ("How can I pay?", "ما هي طرق الدفع؟"),
        ("KNET, Visa and Mastercard, Apple Pay, your Fresh wallet, or cash on delivery. "
         "You can pay part of an order from the wallet and the rest by any other method.",
         "كي نت، فيزا وماستركارد، أبل باي، محفظة فريش، أو الدفع نقداً عند الاستلام. ويمكنك دفع "
         "جزء من الطلب من المحفظة والباقي بأي طريقة أخرى."),
        ("payment, pay, knet, credit card, visa, mastercard, apple pay, cash on delivery, cod, "
         "payment methods, payment options, pay by card, pay with card, card payment, cash, "
         "pay cash, master card, debit card, pay on delivery, pay when it arrives, pay on arrival, "
         "paying, paying on delivery",
         "الدفع, طرق الدفع, كي نت, كي-نت, بطاقة, فيزا, كاش, نقداً, الدفع عند الاستلام, "
         "نقدا, ادفع, ادفع كاش, دفع عند الاستلام, ادفع عند الاستلام, ابل باي, أبل باي, "
         "ماستر كارد, ماستركارد, بالبطاقه, طريقة الدفع, كيه نت, كاش عند التوصيل, "
         "تقبلون كاش, الدفع عند التوصيل, ادفع عند التوصيل"),
    ),
    _faq(
        "returns-refunds",
        ("How do returns and refunds work?", "كيف يتم الإرجاع واسترداد المبلغ؟"),
        (f"Report a fresh item within {REPORT_FRESH_HOURS} hours of delivery, or an unopened "
         f"packaged item within {REPORT_PACKAGED_DAYS} days, with a photo from your order page. "
         "Refunds go to your wallet at once, or back to your card or KNET account within 7–10 "
         "working days.",
         f"أبلغنا عن المنتجات الطازجة خلال {to_arabic_digits(str(REPORT_FRESH_HOURS))} ساعة من "
         "الاستلام، أو عن المنتجات المغلفة غير المفتوحة خلال "
         f"{to_arabic_digits(str(REPORT_PACKAGED_DAYS))} أيام، مع صورة من صفحة الطلب. يُرد المبلغ "
         "إلى محفظتك فوراً، أو إلى بطاقتك أو حساب كي نت خلال ٧ إلى ١٠ أيام عمل."),
        ("return, returns, refund, refunds, damaged item, wrong item, money back, return policy, "
         "return an item, send back, send it back, spoiled item, expired item, rotten item, "
         "how long refund, refund take, refund days, get my money back, faulty, defective, "
         "something wrong with it",
         "إرجاع, استرجاع, استرداد, ترجيع, منتج تالف, منتج خطأ, رد المبلغ, ارجع, ارجاع, "
         "استرجع, ارجعه, سياسة الارجاع, ابي فلوسي, ترجع الفلوس, يرجع المبلغ, ترجعون المبلغ, "
         "غرض خربان, منتج خربان, منتهي الصلاحيه, المنتج فيه شي, فيه عيب, معيوب, فيه خلل, "
         "الارجاع عندكم, شلون الارجاع"),
    ),
    _faq(
        "substitutions",
        ("What if an item is out of stock?", "ماذا يحدث إذا نفد منتج؟"),
        ("For each item you can choose: replace with a similar product, call me first, or "
         "don't replace. A substitute never costs you more than the original; if it is "
         "cheaper, the difference goes back to your wallet.",
         "لكل منتج يمكنك الاختيار: استبداله بمنتج مشابه، أو الاتصال بك أولاً، أو عدم "
         "الاستبدال. البديل لا يكلفك أكثر من المنتج الأصلي، وإذا كان أرخص يُرد الفرق إلى "
         "محفظتك."),
        ("substitution, substitute, replacement, out of stock, unavailable item, substitutions, "
         "replace items, replace missing, no substitutions, item not available",
         "استبدال, بديل, منتج بديل, نفد, غير متوفر, تبدلونه, تبدلون, المنتج خلص, الغرض خلص, "
         "مو متوفر, مو موجود تبدلون"),
    ),
    _faq(
        "cancel-order",
        ("Can I cancel my order?", "هل يمكنني إلغاء طلبي؟"),
        ("Yes, free of charge while the order is placed or confirmed. Once we start preparing "
         "it, contact support and we will do our best. Prepaid amounts are refunded as for "
         "returns.",
         "نعم، مجاناً ما دام الطلب مستلماً أو مؤكداً. بعد أن نبدأ بتجهيزه تواصل مع خدمة "
         "العملاء وسنبذل جهدنا. تُرد المبالغ المدفوعة مسبقاً بنفس طريقة الإرجاع."),
        ("cancel order, cancellation, cancel, stop order",
         "إلغاء الطلب, الغاء, إلغاء, كنسل, الغي, الغي الطلب, الغي طلبي, ألغي"),
    ),
    _faq(
        "loyalty-points",
        ("How do loyalty points work?", "كيف تعمل نقاط الولاء؟"),
        (f"You earn 1 point for every {LOYALTY_FILS_PER_POINT} fils of products in each "
         "delivered order (delivery fees and wallet top-ups don't earn points). Each point is "
         f"worth {LOYALTY_POINT_VALUE_FILS} fils: redeem from {LOYALTY_MIN_REDEEM_POINTS} "
         "points in the cart, up to the value of your products. Points expire 12 months after "
         "you earn them.",
         f"تكسب نقطة واحدة عن كل {_ar(LOYALTY_FILS_PER_POINT)} فلس من قيمة المنتجات في كل طلب "
         "تم توصيله (رسوم التوصيل وشحن المحفظة لا تكسب نقاطاً). قيمة كل نقطة "
         f"{_ar(LOYALTY_POINT_VALUE_FILS)} فلس: استبدلها من السلة ابتداءً من "
         f"{_ar(LOYALTY_MIN_REDEEM_POINTS)} نقطة وحتى قيمة منتجاتك. تنتهي صلاحية النقاط بعد ١٢ "
         "شهراً من كسبها."),
        ("loyalty points, points, rewards, redeem points, earn points, cashback, loyalty, "
         "points work, points expire, collect points, get points, reward points",
         "نقاط الولاء, نقاط, مكافآت, استبدال النقاط, كسب النقاط, النقاط, اجمع نقاط, احصل نقاط, "
         "النقاط تنتهي, تشتغل النقاط"),
    ),
    _faq(
        "wallet",
        ("What is the Fresh wallet?", "ما هي محفظة فريش؟"),
        ("Your wallet holds refunds and top-ups. Top it up with KNET or a card and use it to pay "
         "for all or part of an order. Wallet balance can't be withdrawn as cash.",
         "تحفظ محفظتك المبالغ المستردة وعمليات الشحن. اشحنها عبر كي نت أو البطاقة واستخدمها "
         "لدفع قيمة الطلب كاملة أو جزء منها. لا يمكن سحب رصيد المحفظة نقداً."),
        ("wallet, balance, top up, credit, store credit, topup, add money, withdraw, fresh wallet, "
         "wallet work, withdraw cash",
         "المحفظة, محفظة, رصيد, شحن المحفظة, رصيد المحفظة, المحفظه, اشحن, اسحب, فلوس المحفظه"),
    ),
    _faq(
        "coupons",
        ("How do I use a coupon code?", "كيف أستخدم كود الخصم؟"),
        ("Enter the code in the cart before checkout. One coupon per order; each has a "
         "minimum basket and an end date, shown on the Offers page. Offers without a code "
         "apply automatically.",
         "أدخل الكود في السلة قبل إتمام الطلب. كوبون واحد لكل طلب، ولكل كوبون حد أدنى للطلب "
         "وتاريخ انتهاء موضحان في صفحة العروض. العروض التي لا تحتاج إلى كود تطبق تلقائياً."),
        ("coupon, coupon code, promo code, discount code, voucher, offer, coupons work, "
         "enter code, enter the code, use a coupon, two coupons, promo",
         "كوبون, كود خصم, كود, خصم, قسيمة, عرض, كود الخصم, الكود, الكوبون, كوبونين, "
         "احط الكود, استخدم الكود"),
    ),
    _faq(
        "pro-subscription",
        ("What is Fresh Pro?", "ما هو اشتراك فريش برو؟"),
        ("Fresh Pro costs 1.990 KWD a month or 19.900 KWD a year. Members get free standard "
         "delivery on every order above the zone's minimum, half-price express delivery and "
         "members-only offers. Cancel any time from your account.",
         "اشتراك فريش برو بسعر ١٫٩٩٠ د.ك شهرياً أو ١٩٫٩٠٠ د.ك سنوياً. يحصل المشتركون على "
         "توصيل عادي مجاني لكل طلب فوق الحد الأدنى لمنطقتهم، وتوصيل سريع بنصف السعر، وعروض "
         "حصرية. يمكنك الإلغاء في أي وقت من حسابك."),
        ("pro, fresh pro, subscription, membership, free delivery, premium, pro membership, "
         "pro subscription, members",
         "برو, فريش برو, اشتراك, عضوية, توصيل مجاني, العضويه, اشتراك برو, مميزات برو"),
    ),
    _faq(
        "opening-hours",
        ("What are your opening hours?", "ما هي أوقات العمل؟"),
        ("Our branches open daily from 7 am to midnight; Salmiya and Fahaheel are open 24 "
         f"hours. The app takes orders around the clock and delivers from {_FIRST_SLOT} to "
         f"{_LAST_SLOT}.",
         "تفتح فروعنا يومياً من ٧ صباحاً حتى منتصف الليل، وفرعا السالمية والفحيحيل يعملان ٢٤ "
         "ساعة. يستقبل التطبيق الطلبات على مدار الساعة ويوصل من الساعة "
         f"{to_arabic_digits(_FIRST_SLOT)} حتى {to_arabic_digits(_LAST_SLOT)}."),
        ("opening hours, working hours, open, close, timings, branch hours, opening time, "
         "closing time, hours, open now, 24 hours, time close, time open, close tonight",
         "أوقات العمل, ساعات العمل, الدوام, متى تفتحون, متى تسكرون, اوقات الدوام, دوامكم, "
         "تفتحون, تسكرون, تقفلون, فاتحين, مفتوحين"),
    ),
    _faq(
        "contact-support",
        ("How can I contact you?", "كيف أتواصل معكم؟"),
        ("Chat with us in the app at any time and ask for an agent, or call +965 2220 0100 "
         "daily from 8 am to midnight.",
         "راسلنا عبر المحادثة في التطبيق في أي وقت واطلب التحدث مع موظف، أو اتصل على "
         "+965 2220 0100 يومياً من ٨ صباحاً حتى منتصف الليل."),
        ("contact, support, customer service, help, call, phone number, agent, complaint, "
         "how long support, how long customer service, support reply, support answer, "
         "customer service answer, customer service reply, response time, hotline, contact number",
         "تواصل, خدمة العملاء, دعم, مساعدة, رقم الهاتف, اتصال, شكوى, موظف, رقم خدمة العملاء, "
         "اتواصل, رد خدمة العملاء, الدعم يرد, يردون, رقمكم"),
    ),
    _faq(
        "allergens",
        ("Where can I find allergen information?", "أين أجد معلومات مسببات الحساسية؟"),
        ("Packaged products list allergens on the pack and in the product details. Items from "
         "our in-store bakery and kitchen are made where nuts, sesame, gluten, milk and eggs "
         "are handled, so we cannot guarantee them free of traces.",
         "تُذكر مسببات الحساسية على عبوة المنتجات المغلفة وفي تفاصيل المنتج. منتجات المخبز "
         "والمطبخ في فروعنا تُحضّر في مكان تُستخدم فيه المكسرات والسمسم والقمح والحليب والبيض، "
         "لذا لا نضمن خلوها من آثارها."),
        ("allergens, allergy, nuts, gluten, lactose, sesame, ingredients, allergy info, "
         "allergen info, nut free, peanuts",
         "حساسية, مسببات الحساسية, مكسرات, جلوتين, لاكتوز, سمسم, مكونات, الحساسيه, حساسيه, "
         "معلومات الحساسيه"),
    ),
    _faq(
        "guest-ordering",
        ("Can I shop as a guest, without signing up?", "هل أقدر أتسوق كضيف بدون تسجيل دخول؟"),
        ("You can chat with the assistant and fill a cart as a guest. To place the order, sign "
         "in once with the one-time code we text to your phone number; your cart and "
         "conversations then move onto your account.",
         "تقدر تتكلم مع المساعد وتعبي سلتك كضيف. وعشان تطلب، سجّل الدخول مرة وحدة بالرمز "
         "اللي نرسله على رقم تلفونك، وبعدها تنتقل سلتك ومحادثاتك إلى حسابك."),
        ("order as a guest, guest checkout, order without an account, order without signing up, "
         "need an account to order, sign up to order, register to order, checkout without "
         "an account, order without registering",
         "اطلب كضيف, اطلب بدون حساب, اطلب بدون تسجيل, حساب عشان اطلب, تسجيل عشان اطلب, "
         "الطلب بدون حساب, الطلب بدون تسجيل"),
    ),
    _faq(
        "order-status",
        ("How do I track my order?", "كيف أتابع طلبي؟"),
        ("Your order page shows each step: placed, confirmed, preparing, out for delivery and "
         "delivered. We also send a notification at every step.",
         "تعرض صفحة الطلب كل مرحلة: تم الاستلام، تم التأكيد، قيد التجهيز، في الطريق، تم "
         "التوصيل. ونرسل لك إشعاراً عند كل مرحلة."),
        ("track order, order status, where is my order, tracking, delivery status",
         "تتبع الطلب, حالة الطلب, وين طلبي, أين طلبي, تتبع"),
    ),
]
