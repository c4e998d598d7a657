"""Titles and bodies in English and Arabic for every notification type, filled from `data`.

Producers may send their own texts; most send only a type and a deep-link payload and let
the hub word it, so the two languages stay consistent across producers. A body names what
`data` gives (an order number, an amount); when a value is missing the template falls back
to a general wording rather than printing a placeholder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hub.catalogue import Language
from hub.notifications.types import NOTIFICATION_TYPES

Text = dict[str, str]
FILS_PER_DINAR = 1000


def _t(en: str, ar: str) -> Text:
    return {"en": en, "ar": ar}


@dataclass(frozen=True, slots=True)
class Template:
    title: Text
    body: Text
    general_body: Text | None = None  # used when `body` names a value `data` lacks


TEMPLATES: dict[str, Template] = {
    "order.placed": Template(
        _t("Order placed", "تم استلام طلبك"),
        _t(
            "We received order {orderNumber}. We will let you know when the store confirms it.",
            "استلمنا طلبك رقم {orderNumber}. سنبلغك عند تأكيده من المتجر.",
        ),
        _t(
            "We received your order. We will let you know when the store confirms it.",
            "استلمنا طلبك. سنبلغك عند تأكيده من المتجر.",
        ),
    ),
    "order.confirmed": Template(
        _t("Order confirmed", "تم تأكيد طلبك"),
        _t("The store accepted order {orderNumber}.", "قبل المتجر طلبك رقم {orderNumber}."),
        _t("The store accepted your order.", "قبل المتجر طلبك."),
    ),
    "order.preparing": Template(
        _t("Preparing your order", "جاري تجهيز طلبك"),
        _t(
            "We are picking the items of order {orderNumber}.",
            "نقوم الآن بتجهيز منتجات طلبك رقم {orderNumber}.",
        ),
        _t("We are picking the items of your order.", "نقوم الآن بتجهيز منتجات طلبك."),
    ),
    "order.out_for_delivery": Template(
        _t("On the way", "طلبك في الطريق"),
        _t(
            "Order {orderNumber} is out for delivery.",
            "طلبك رقم {orderNumber} خرج للتوصيل.",
        ),
        _t("Your order is out for delivery.", "طلبك خرج للتوصيل."),
    ),
    "order.delivered": Template(
        _t("Delivered", "تم التوصيل"),
        _t(
            "Order {orderNumber} has been delivered. Enjoy!",
            "تم توصيل طلبك رقم {orderNumber}. بالهناء والعافية!",
        ),
        _t("Your order has been delivered. Enjoy!", "تم توصيل طلبك. بالهناء والعافية!"),
    ),
    "order.delivery_failed": Template(
        _t("Delivery missed", "تعذر التوصيل"),
        _t(
            "We could not deliver order {orderNumber}. We will contact you to arrange it.",
            "لم نتمكن من توصيل طلبك رقم {orderNumber}. سنتواصل معك لترتيب موعد آخر.",
        ),
        _t(
            "We could not deliver your order. We will contact you to arrange it.",
            "لم نتمكن من توصيل طلبك. سنتواصل معك لترتيب موعد آخر.",
        ),
    ),
    "order.cancelled": Template(
        _t("Order cancelled", "تم إلغاء الطلب"),
        _t("Order {orderNumber} has been cancelled.", "تم إلغاء طلبك رقم {orderNumber}."),
        _t("Your order has been cancelled.", "تم إلغاء طلبك."),
    ),
    "order.refunded": Template(
        _t("Refund issued", "تم استرداد المبلغ"),
        _t(
            "We refunded {amount} for order {orderNumber}.",
            "تم استرداد {amount} لطلبك رقم {orderNumber}.",
        ),
        _t("We refunded your order.", "تم استرداد مبلغ طلبك."),
    ),
    "points.earned": Template(
        _t("Points earned", "حصلت على نقاط"),
        _t("You earned {points} loyalty points.", "حصلت على {points} نقطة ولاء."),
        _t("You earned loyalty points.", "حصلت على نقاط ولاء."),
    ),
    "points.redeemed": Template(
        _t("Points redeemed", "تم استبدال النقاط"),
        _t("You redeemed {points} loyalty points.", "استبدلت {points} نقطة ولاء."),
        _t("You redeemed loyalty points.", "استبدلت نقاط ولاء."),
    ),
    "points.expiring": Template(
        _t("Points expiring soon", "نقاطك على وشك الانتهاء"),
        _t(
            "{points} of your points expire on {expiresOn}. Use them on your next order.",
            "تنتهي صلاحية {points} نقطة من نقاطك في {expiresOn}. استخدمها في طلبك القادم.",
        ),
        _t(
            "Some of your points expire soon. Use them on your next order.",
            "تنتهي صلاحية بعض نقاطك قريباً. استخدمها في طلبك القادم.",
        ),
    ),
    "wallet.credited": Template(
        _t("Wallet credited", "تمت إضافة رصيد"),
        _t("{amount} was added to your wallet.", "تمت إضافة {amount} إلى محفظتك."),
        _t("Credit was added to your wallet.", "تمت إضافة رصيد إلى محفظتك."),
    ),
    "wallet.debited": Template(
        _t("Wallet used", "تم الخصم من المحفظة"),
        _t("{amount} was paid from your wallet.", "تم دفع {amount} من محفظتك."),
        _t("A payment was made from your wallet.", "تم الدفع من محفظتك."),
    ),
    "coupon.received": Template(
        _t("A coupon for you", "كوبون خصم لك"),
        _t(
            "Use code {couponCode} on your next order.",
            "استخدم الكود {couponCode} في طلبك القادم.",
        ),
        _t("A new coupon is waiting in your account.", "كوبون خصم جديد بانتظارك في حسابك."),
    ),
    "offer.expiring": Template(
        _t("Offer ending soon", "العرض ينتهي قريباً"),
        _t("{offerName} ends soon. Don't miss it.", "ينتهي عرض {offerName} قريباً. لا تفوته."),
        _t("An offer you viewed ends soon.", "عرض شاهدته ينتهي قريباً."),
    ),
    "review.requested": Template(
        _t("How was your order?", "كيف كان طلبك؟"),
        _t(
            "Tell us how order {orderNumber} went.",
            "أخبرنا عن تجربتك مع طلبك رقم {orderNumber}.",
        ),
        _t("Tell us how your last order went.", "أخبرنا عن تجربتك مع طلبك الأخير."),
    ),
    "subscription.activated": Template(
        _t("Pro is active", "تم تفعيل اشتراك برو"),
        _t(
            "Your Pro subscription is active until {expiresOn}.",
            "اشتراك برو مفعل حتى {expiresOn}.",
        ),
        _t("Your Pro subscription is active.", "اشتراك برو مفعل الآن."),
    ),
    "subscription.expiring": Template(
        _t("Pro renews soon", "اشتراك برو ينتهي قريباً"),
        _t(
            "Your Pro subscription ends on {expiresOn}.",
            "ينتهي اشتراك برو في {expiresOn}.",
        ),
        _t("Your Pro subscription ends soon.", "ينتهي اشتراك برو قريباً."),
    ),
    "subscription.expired": Template(
        _t("Pro has ended", "انتهى اشتراك برو"),
        _t(
            "Your Pro subscription has ended. Renew it to keep free delivery.",
            "انتهى اشتراك برو. جدده لتستمر في التوصيل المجاني.",
        ),
    ),
    "account.welcome": Template(
        _t("Welcome!", "أهلاً بك!"),
        _t(
            "Your account is ready. Happy shopping.",
            "حسابك جاهز. نتمنى لك تسوقاً ممتعاً.",
        ),
    ),
    "account.password_changed": Template(
        _t("Password changed", "تم تغيير كلمة المرور"),
        _t(
            "Your password was changed. If this wasn't you, contact support.",
            "تم تغيير كلمة المرور. إذا لم تقم بذلك، تواصل مع الدعم.",
        ),
    ),
    "campaign.message": Template(
        _t("News from the store", "جديد المتجر"),
        _t("{message}", "{message}"),
        _t("See what's new in the app.", "اكتشف الجديد في التطبيق."),
    ),
    "support.ticket_created": Template(
        _t("Support ticket opened", "تم فتح تذكرة دعم"),
        _t(
            "Ticket {ticketNumber} is open. Our team will reply here.",
            "تم فتح التذكرة رقم {ticketNumber}. سيرد فريقنا عليك هنا.",
        ),
        _t(
            "Your support ticket is open. Our team will reply here.",
            "تم فتح تذكرة الدعم. سيرد فريقنا عليك هنا.",
        ),
    ),
    "support.replied": Template(
        _t("Support replied", "رد فريق الدعم"),
        _t(
            "There is a new reply on ticket {ticketNumber}.",
            "يوجد رد جديد على التذكرة رقم {ticketNumber}.",
        ),
        _t("There is a new reply on your ticket.", "يوجد رد جديد على تذكرتك."),
    ),
    "support.resolved": Template(
        _t("Ticket resolved", "تم حل التذكرة"),
        _t(
            "Ticket {ticketNumber} has been resolved.",
            "تم حل التذكرة رقم {ticketNumber}.",
        ),
        _t("Your support ticket has been resolved.", "تم حل تذكرة الدعم الخاصة بك."),
    ),
}

assert set(TEMPLATES) == set(NOTIFICATION_TYPES), "every type needs a template"


def format_amount(fils: int, language: Language) -> str:
    """Money is stored in fils; customers read dinars with three decimals."""
    dinars = f"{fils / FILS_PER_DINAR:.3f}"
    return f"{dinars} KWD" if language == "en" else f"{dinars} د.ك"


def _values(data: Mapping[str, Any], language: Language) -> dict[str, str]:
    """The `data` entries a template may print; objects and lists are not printable."""
    values: dict[str, str] = {}
    for name, value in data.items():
        if isinstance(value, bool) or value is None:
            continue
        if name == "amount" and isinstance(value, int | float):
            values[name] = format_amount(int(value), language)
        elif isinstance(value, str) and value.strip():
            values[name] = value.strip()
        elif isinstance(value, int | float):
            values[name] = f"{value:g}" if isinstance(value, float) else str(value)
    return values


def render(notification_type: str, data: Mapping[str, Any] | None) -> tuple[Text, Text]:
    """Title and body of a notification of this type, in both languages."""
    template = TEMPLATES[notification_type]
    title: Text = {}
    body: Text = {}
    # Read `data` once: only the amount reads differently in Arabic.
    english = _values(data or {}, "en")
    arabic = english
    if data and "amount" in english:
        arabic = {**english, "amount": format_amount(int(data["amount"]), "ar")}
    language: Language
    for language, values in (("en", english), ("ar", arabic)):
        title[language] = template.title[language]
        try:
            body[language] = template.body[language].format_map(values)
        except (KeyError, IndexError, ValueError):
            fallback = template.general_body or template.body
            body[language] = fallback[language]
    return title, body
