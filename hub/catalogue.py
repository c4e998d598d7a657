"""Every user-facing string the hub says about itself, in English and Arabic.

One catalogue, so a translator has one file to read and a missing translation is caught by a
test rather than by a customer. Keys are stable; `{name}` placeholders are filled by `say`.
Assistant replies and notification templates keep their own phrasing modules but draw on the
same `Language` type and `pick_language` rule.
"""

from __future__ import annotations

from typing import Any, Literal

Language = Literal["en", "ar"]

MESSAGES: dict[str, dict[str, str]] = {
    # statusMessage defaults
    "SUCCESS": {"en": "Done.", "ar": "تم."},
    "CREATED": {"en": "Created.", "ar": "تم الإنشاء."},
    "UPDATED": {"en": "Updated.", "ar": "تم التحديث."},
    "DELETED": {"en": "Deleted.", "ar": "تم الحذف."},
    "DATA_LOADED": {"en": "Loaded.", "ar": "تم التحميل."},
    "VALIDATION_ERROR": {
        "en": "Some of the information sent is not valid.",
        "ar": "بعض البيانات المرسلة غير صالحة.",
    },
    "SLUG_TAKEN": {"en": "That name is already taken.", "ar": "هذا الاسم مستخدم بالفعل."},
    "OUT_OF_STOCK": {
        "en": "Some items are out of stock.",
        "ar": "بعض المنتجات غير متوفرة حالياً.",
    },
    "CART_EMPTY": {"en": "Your cart is empty.", "ar": "سلة التسوق فارغة."},
    "INVALID_CREDENTIALS": {
        "en": "The credentials are not valid.",
        "ar": "بيانات الدخول غير صحيحة.",
    },
    "INVALID_TOKEN": {
        "en": "Your session is not valid. Please sign in again.",
        "ar": "جلستك غير صالحة. يرجى تسجيل الدخول مرة أخرى.",
    },
    "TOKEN_EXPIRED": {
        "en": "Your session has expired. Please sign in again.",
        "ar": "انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.",
    },
    "AUTHENTICATION_REQUIRED": {
        "en": "Please sign in to continue.",
        "ar": "يرجى تسجيل الدخول للمتابعة.",
    },
    "UNAUTHENTICATED": {
        "en": "This session cannot be used here.",
        "ar": "لا يمكن استخدام هذه الجلسة هنا.",
    },
    "FORBIDDEN": {"en": "You are not allowed to do that.", "ar": "غير مسموح لك بهذا الإجراء."},
    "ACCESS_DENIED": {"en": "You do not have permission for that.", "ar": "ليست لديك صلاحية لذلك."},
    "RESOURCE_NOT_FOUND": {"en": "We could not find that.", "ar": "لم نتمكن من العثور على ذلك."},
    "RESOURCE_EXISTS": {"en": "That already exists.", "ar": "هذا موجود بالفعل."},
    "RATE_LIMITED": {
        "en": "Too many requests. Please wait a moment and try again.",
        "ar": "طلبات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.",
    },
    "HEADERS_TOO_LARGE": {
        "en": "The request's headers are too large.",
        "ar": "ترويسات الطلب كبيرة جداً.",
    },
    "TOO_MANY_ATTEMPTS": {
        "en": "Too many attempts. Please try again later.",
        "ar": "محاولات كثيرة جداً. يرجى المحاولة لاحقاً.",
    },
    "INTERNAL_ERROR": {
        "en": "Something went wrong on our side. Please try again.",
        "ar": "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
    },
    "SERVICE_UNAVAILABLE": {
        "en": "The service is temporarily unavailable. Please try again shortly.",
        "ar": "الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل.",
    },
    # specific failures
    "route_not_found": {
        "en": "There is nothing at this address.",
        "ar": "لا يوجد شيء على هذا العنوان.",
    },
    "assistant_disabled": {
        "en": "The shopping assistant is turned off.",
        "ar": "مساعد التسوق متوقف حالياً.",
    },
    "guests_disabled": {
        "en": "Please sign in to chat with the assistant.",
        "ar": "يرجى تسجيل الدخول للتحدث مع المساعد.",
    },
    "store_closed": {
        "en": "The store is closed for maintenance right now. Please try again later.",
        "ar": "المتجر مغلق للصيانة حالياً. يرجى المحاولة لاحقاً.",
    },
    "action_expired": {
        "en": "This suggestion has expired. Ask the assistant again.",
        "ar": "انتهت صلاحية هذا الاقتراح. اطلب من المساعد مرة أخرى.",
    },
    "action_cancelled": {
        "en": "This suggestion was cancelled.",
        "ar": "تم إلغاء هذا الاقتراح.",
    },
    "action_confirmed": {
        "en": "Done. Your cart is updated.",
        "ar": "تم. تم تحديث سلتك.",
    },
    "handoff_started": {
        "en": "A support agent will take it from here. Your ticket is {ticketNumber}.",
        "ar": "سيتابع معك أحد موظفي الدعم. رقم تذكرتك {ticketNumber}.",
    },
    "turn_stopped": {
        "en": "Stopped. The reply so far is saved.",
        "ar": "تم الإيقاف. تم حفظ الرد حتى الآن.",
    },
    "nothing_running": {
        "en": "Nothing was running in this conversation.",
        "ar": "لا يوجد رد جارٍ في هذه المحادثة.",
    },
    "conversation_closed": {
        "en": "This conversation has ended. Start a new one to continue.",
        "ar": "انتهت هذه المحادثة. ابدأ محادثة جديدة للمتابعة.",
    },
    "feedback_assistant_only": {
        "en": "Feedback can only be given on the assistant's replies.",
        "ar": "يمكن تقييم ردود المساعد فقط.",
    },
    "dependency_down": {"en": "Not reachable.", "ar": "غير متاح."},
    "ticket_invalid": {
        "en": "This stream ticket is not valid. Ask for a new one.",
        "ar": "تذكرة البث هذه غير صالحة. اطلب تذكرة جديدة.",
    },
    "ticket_used": {
        "en": "This stream ticket was already used. Ask for a new one.",
        "ar": "تذكرة البث هذه مستخدمة من قبل. اطلب تذكرة جديدة.",
    },
    "ticket_expired": {
        "en": "This stream ticket has expired. Ask for a new one.",
        "ar": "انتهت صلاحية تذكرة البث هذه. اطلب تذكرة جديدة.",
    },
    "hub_draining": {
        "en": "This server is restarting. Please try again in a moment.",
        "ar": "الخادم قيد إعادة التشغيل. يرجى المحاولة مرة أخرى بعد قليل.",
    },
    "draining": {"en": "Shutting down.", "ar": "قيد الإيقاف."},
    # field problems (error.data[].message)
    "field_required": {"en": "This field is required.", "ar": "هذا الحقل مطلوب."},
    "field_type": {"en": "This field has the wrong type.", "ar": "نوع هذا الحقل غير صحيح."},
    "field_unknown": {"en": "This field is not accepted.", "ar": "هذا الحقل غير مقبول."},
    "field_too_short": {
        "en": "Must be at least {limit} characters long.",
        "ar": "يجب ألا يقل الطول عن {limit} حرفاً.",
    },
    "field_too_long": {
        "en": "Must be at most {limit} characters long.",
        "ar": "يجب ألا يزيد الطول عن {limit} حرفاً.",
    },
    "field_too_small": {"en": "Must be at least {limit}.", "ar": "يجب ألا يقل عن {limit}."},
    "field_too_large": {"en": "Must be at most {limit}.", "ar": "يجب ألا يزيد عن {limit}."},
    "field_items_too_few": {
        "en": "Must hold at least {limit} entries.",
        "ar": "يجب أن يحتوي على {limit} عنصر على الأقل.",
    },
    "field_items_too_many": {
        "en": "Must hold at most {limit} entries.",
        "ar": "يجب ألا يحتوي على أكثر من {limit} عنصر.",
    },
    "field_choice": {"en": "Must be one of: {choices}.", "ar": "يجب أن يكون أحد: {choices}."},
    "field_invalid": {"en": "This value is not valid.", "ar": "هذه القيمة غير صالحة."},
    "field_not_unicode": {
        "en": "This text is not valid Unicode.",
        "ar": "هذا النص ليس Unicode صالحاً.",
    },
    "field_not_finite": {
        "en": "Numbers must be finite (no NaN or infinity).",
        "ar": "يجب أن تكون الأرقام محدودة (بدون NaN أو ما لا نهاية).",
    },
    "field_number_range": {
        "en": "Whole numbers must lie between -{limit} and {limit}.",
        "ar": "يجب أن تكون الأعداد الصحيحة بين ‎-{limit}‎ و‎{limit}‎.",
    },
    "field_too_deep": {
        "en": "Must not be nested more than {limit} levels deep.",
        "ar": "يجب ألا يتجاوز التداخل {limit} مستويات.",
    },
    "field_too_many_bytes": {
        "en": "Must take at most {limit} bytes as JSON.",
        "ar": "يجب ألا يزيد حجمه بصيغة JSON عن {limit} بايت.",
    },
    "body_not_json": {
        "en": "The request body must be a JSON object.",
        "ar": "يجب أن يكون محتوى الطلب كائن JSON.",
    },
    "body_too_large": {
        "en": "The request body is larger than {limit} bytes.",
        "ar": "حجم محتوى الطلب أكبر من {limit} بايت.",
    },
    "customer_id_format": {
        "en": "A customer id is 1 to 64 printable characters.",
        "ar": "معرّف العميل من 1 إلى 64 حرفاً قابلاً للطباعة.",
    },
    "guest_key_format": {
        "en": "The guest key must be 32 hexadecimal characters.",
        "ar": "يجب أن يتكون مفتاح الزائر من 32 حرفاً ست عشرياً.",
    },
    # storefront: carts, coupons, loyalty, delivery. Texts that name a product or an amount
    # take it in each language ({name_en} / {name_ar}), since the envelope fills both.
    "item_out_of_stock": {
        "en": "{name_en} is out of stock.",
        "ar": "{name_ar} غير متوفر حالياً.",
    },
    "item_stock_limited": {
        "en": "Only {available} of {name_en} left in stock.",
        "ar": "المتوفر من {name_ar} {available} فقط.",
    },
    "product_unknown": {
        "en": "That product is not in our catalogue.",
        "ar": "هذا المنتج غير موجود في متجرنا.",
    },
    "variant_unknown": {
        "en": "That option is not available for this product.",
        "ar": "هذا الخيار غير متاح لهذا المنتج.",
    },
    "cart_line_missing": {"en": "That item is not in your cart.", "ar": "هذا المنتج ليس في سلتك."},
    "coupon_unknown": {"en": "This coupon code is not valid.", "ar": "كود الخصم هذا غير صالح."},
    "coupon_expired": {"en": "This coupon has expired.", "ar": "انتهت صلاحية كود الخصم هذا."},
    "coupon_min_subtotal": {
        "en": "This coupon needs a basket of at least {minimum_en}.",
        "ar": "يتطلب هذا الكود طلباً بقيمة {minimum_ar} على الأقل.",
    },
    "coupon_not_applicable": {
        "en": "None of the items in your cart qualify for this coupon.",
        "ar": "لا توجد منتجات في سلتك يشملها هذا الكود.",
    },
    "loyalty_minimum": {
        "en": "Points can be redeemed from {minimum} points.",
        "ar": "يمكن استبدال النقاط ابتداءً من {minimum} نقطة.",
    },
    "loyalty_balance": {
        "en": "You have {balance} points to redeem.",
        "ar": "رصيدك {balance} نقطة فقط.",
    },
    "sign_in_for_account": {
        "en": "Please sign in to use your account.",
        "ar": "يرجى تسجيل الدخول لاستخدام حسابك.",
    },
    "area_unknown": {"en": "We do not deliver to that area.", "ar": "لا نوصل إلى هذه المنطقة."},
    "address_unknown": {
        "en": "That address is not in your saved addresses.",
        "ar": "هذا العنوان ليس من عناوينك المحفوظة.",
    },
    "recipe_unknown": {"en": "We could not find that recipe.", "ar": "لم نجد هذه الوصفة."},
    "order_unknown": {"en": "We could not find that order.", "ar": "لم نجد هذا الطلب."},
}


def pick_language(accept_language: str | None) -> Language:
    """The caller's most preferred language the hub speaks, by `Accept-Language` q-values.

    Tags are weighed by `q` (1 when absent; 0 means "not this one"), ties keep the header's
    order. A tag starting `ar` is Arabic, `en` or `*` English; with nothing the hub speaks,
    or a header it cannot read, English.
    """
    if not accept_language:
        return "en"
    weighed: list[tuple[float, int, str]] = []
    for position, part in enumerate(accept_language.split(",")):
        tag, *params = (piece.strip() for piece in part.split(";"))
        quality = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if tag and 0 < quality <= 1:
            weighed.append((-quality, position, tag.lower()))
    for _, _, tag in sorted(weighed):
        if tag.startswith("ar"):
            return "ar"
        if tag.startswith("en") or tag == "*":
            return "en"
    return "en"


def say(key: str, language: Language, **values: Any) -> str:
    """The catalogue text for `key` in `language`, falling back to English, then to the key."""
    entry = MESSAGES.get(key)
    if entry is None:
        return key
    text = entry.get(language) or entry["en"]
    if values:
        text = text.format(**values)
    return text
