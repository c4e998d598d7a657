// The page's own words in English and Arabic, and the formatting of what the hub sends
// (money arrives in fils, texts as {en, ar} or already localized by Accept-Language).

const STRINGS = {
  en: {
    appTitle: 'Storefront Hub',
    appTagline: 'Demo grocery',
    switchLanguage: 'العربية',
    signInAs: 'Sign in as',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedInAs: 'Signed in: {id}',
    guest: 'Guest',
    conversations: 'Conversations',
    newChat: 'New chat',
    noConversations: 'No conversations yet.',
    loadMore: 'Load more',
    assistant: 'Shopping assistant',
    talkToSupport: 'Talk to support',
    handedOff: 'Handed to support. Your next message starts a new conversation.',
    placeholder: 'Ask for products, offers, your orders, delivery…',
    send: 'Send',
    stop: 'Stop',
    stopped: 'Stopped',
    welcome: 'Hi! Ask me to find products, build a cart, track an order or show today’s offers.',
    you: 'You',
    lookingUp: 'Looking up…',
    thinking: 'Thinking…',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    streamCut: 'The reply was cut off. Please try again.',
    waitingToSend: 'Waiting to send: it goes as soon as the store answers.',
    retry: 'Retry',
    add: 'Add',
    addNamed: 'Add {name}',
    addPrompt: 'add {quantity} {name}',
    fewer: 'One fewer {name}',
    more: 'One more {name}',
    quantityOf: 'Quantity of {name}: {count}',
    productsFound: '{count} products',
    slotChosen: 'Delivery slot: {slot}',
    networkError: 'Cannot reach the hub. Check the connection and try again.',
    offlineBanner: 'The store is unreachable right now. Retrying by itself; what you see may be out of date.',
    updates: 'Updates',
    dismiss: 'Dismiss',
    conversationLog: 'Conversation',
    replyReady: 'The assistant replied.',
    assistantOff: 'The assistant is turned off for this store right now.',
    guestsOff: 'Sign in to chat with the assistant.',
    cart: 'Cart',
    yourCart: 'Your cart',
    cartEmpty: 'Your cart is empty.',
    subtotal: 'Subtotal',
    discount: 'Discount',
    loyaltyDiscount: 'Points discount',
    deliveryFee: 'Delivery',
    total: 'Total',
    coupon: 'Coupon',
    express: 'Express delivery',
    deliveryTo: 'Delivering to {area}',
    items: '{count} items',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications, {count} unread',
    cartItems: 'Cart, {count} items',
    markAllRead: 'Mark all read',
    noNotifications: 'No notifications yet.',
    live: 'Live',
    offline: 'Reconnecting…',
    walkOrder: 'Walk a demo order',
    walkOrderStarted: 'Demo order {order} is on its way through its statuses.',
    close: 'Close',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    estimatedTotal: 'Estimated total',
    outOfStock: 'Out of stock',
    inStock: 'In stock',
    was: 'was {price}',
    order: 'Order {number}',
    orderUpdate: 'Order update',
    itemCount: '{count} items',
    couponCode: 'Code',
    endsAt: 'Ends {date}',
    servings: '{count} servings',
    minutes: '{count} min',
    ingredients: '{count} ingredients',
    steps: 'Steps',
    deliverySlots: 'Delivery slots',
    full: 'Full',
    deliveryInfo: 'Delivery',
    eta: 'about {count} min',
    etaLabel: 'Arrives in',
    fee: 'Fee',
    zone: 'Zone',
    branches: 'Branches',
    call: 'Call',
    ticketCreated: 'Support ticket {number}',
    ticketNote: 'Our team will reply in the app; keep this number for reference.',
    errorCard: 'Something went wrong',
    points: '{count} points',
    addressLabel: 'Address',
    areaLabel: 'Area',
    expressOn: 'Express on',
    expressOff: 'Express off',
    'status.pending': 'Waiting for your confirmation',
    'status.confirmed': 'Confirmed',
    'status.cancelled': 'Cancelled',
    'status.expired': 'Expired',
    'status.active': 'Active',
    'status.handed_off': 'With support',
    'status.closed': 'Closed',
    'order.placed': 'Placed',
    'order.confirmed': 'Confirmed',
    'order.preparing': 'Preparing',
    'order.out_for_delivery': 'Out for delivery',
    'order.delivered': 'Delivered',
    'order.delivery_failed': 'Delivery failed',
    'order.cancelled': 'Cancelled',
    'order.refunded': 'Refunded',
    'action.add_to_cart': 'Add to cart',
    'action.update_cart_item': 'Change quantity',
    'action.remove_cart_item': 'Remove from cart',
    'action.apply_coupon': 'Apply coupon',
    'action.apply_loyalty': 'Use loyalty points',
    'action.add_recipe_to_cart': 'Add recipe ingredients',
    'action.reorder': 'Reorder',
    'action.select_delivery_area': 'Choose delivery area',
    'action.select_address': 'Choose address',
    'action.clear_cart': 'Empty the cart',
    'action.clear_coupon': 'Remove coupon',
    'action.clear_loyalty': 'Stop using points',
    'action.set_express': 'Express delivery',
    'action.unknown': 'Proposed change',
    debugToken: 'Debug token',
    'inspector.title': 'Actor inspector',
    'inspector.tagline': 'Live actors of this hub, from',
    'inspector.kind': 'Kind',
    'inspector.all': 'all',
    'inspector.autoRefresh': 'auto-refresh',
    'inspector.updated': 'updated {time}',
    'inspector.storefront': 'storefront',
    'inspector.needsToken': 'This hub needs its debug token',
    'inspector.useToken': 'Use token',
    'inspector.refused': 'That token was refused.',
    'inspector.actors': 'Actors',
    'inspector.col.kind': 'kind',
    'inspector.col.key': 'key',
    'inspector.col.state': 'state',
    'inspector.col.mailbox': 'mailbox',
    'inspector.col.subscribers': 'subscribers',
    'inspector.col.inFlight': 'in flight',
    'inspector.col.lastActivity': 'last activity',
    'inspector.col.owner': 'owner',
    'inspector.col.handled': 'handled',
    'inspector.col.lastError': 'last error',
    'inspector.col.startedAt': 'started',
    'inspector.search': 'Key, customer id or guest key',
    'inspector.state': 'State',
    'inspector.sort': 'Sort by',
    'inspector.sort.activity': 'last activity',
    'inspector.sort.mailbox': 'mailbox depth',
    'inspector.sort.age': 'age (oldest first)',
    'inspector.busyOnly': 'busy',
    'inspector.mailOnly': 'mailbox > 0',
    'inspector.summary': 'showing {shown} of {total}',
    'inspector.busyCount': '{count} busy',
    'inspector.queuedCount': '{count} with mail waiting',
    'inspector.more': 'Show more',
    'inspector.table': 'Actor table',
    'inspector.copy': 'Copy',
    'inspector.copyKey': 'Copy {key}',
    'inspector.copied': 'Copied {key}',
    'inspector.selected': 'Selected {key}: press Ctrl+C to copy it',
    'inspector.duration': 'took',
    'inspector.unreachable': 'Hub unreachable: the data below is from {time}. Retrying every second.',
    'inspector.noActors': 'No live actors.',
    'inspector.machine': 'state machine',
    'inspector.recent': 'recent messages ({count})',
    'inspector.at': 'at',
    'inspector.message': 'message',
    'inspector.ok': 'ok',
    'inspector.failed': 'failed',
    'inspector.gone': 'This actor is no longer live (passivated or stopped).',
    'inspector.routesOff': 'The debug routes are off on this hub (set HUB_DEBUG_TOKEN to turn them on).',
    'inspector.cannotLoad': 'Cannot load actors: {error}',
    'inspector.secondsAgo': '{s}s ago',
    'inspector.minutesAgo': '{m}m {s}s ago',
    'inspector.hoursAgo': '{h}h ago',
  },
  ar: {
    appTitle: 'ستورفرونت هب',
    appTagline: 'بقالة تجريبية',
    switchLanguage: 'English',
    signInAs: 'تسجيل الدخول باسم',
    signIn: 'دخول',
    signOut: 'تسجيل الخروج',
    signedInAs: 'مسجّل: {id}',
    guest: 'زائر',
    conversations: 'المحادثات',
    newChat: 'محادثة جديدة',
    noConversations: 'لا توجد محادثات بعد.',
    loadMore: 'المزيد',
    assistant: 'مساعد التسوق',
    talkToSupport: 'تحدث مع الدعم',
    handedOff: 'تم تحويل المحادثة إلى الدعم. رسالتك التالية تبدأ محادثة جديدة.',
    placeholder: 'اسأل عن المنتجات والعروض وطلباتك والتوصيل…',
    send: 'إرسال',
    stop: 'إيقاف',
    stopped: 'توقف الرد',
    welcome: 'أهلاً! اطلب مني البحث عن منتجات، أو تجهيز سلتك، أو تتبع طلب، أو عروض اليوم.',
    you: 'أنت',
    lookingUp: 'جارٍ البحث…',
    thinking: 'لحظة…',
    helpful: 'مفيد',
    notHelpful: 'غير مفيد',
    streamCut: 'انقطع الرد. حاول مرة أخرى.',
    waitingToSend: 'بانتظار الإرسال: تُرسل حالما يستجيب المتجر.',
    retry: 'إعادة المحاولة',
    add: 'أضف',
    addNamed: 'أضف {name}',
    addPrompt: 'أضف {quantity} {name}',
    fewer: 'أنقص واحداً من {name}',
    more: 'زد واحداً من {name}',
    quantityOf: 'كمية {name}: {count}',
    productsFound: '{count} منتجات',
    slotChosen: 'موعد التوصيل: {slot}',
    networkError: 'تعذّر الوصول إلى الخادم. تحقق من الاتصال وحاول مجدداً.',
    offlineBanner: 'تعذّر الوصول إلى المتجر حالياً. نعيد المحاولة تلقائياً، وقد لا يكون المعروض محدّثاً.',
    updates: 'التحديثات',
    dismiss: 'إغلاق',
    conversationLog: 'المحادثة',
    replyReady: 'ردّ المساعد.',
    assistantOff: 'المساعد متوقف في هذا المتجر حالياً.',
    guestsOff: 'سجّل الدخول للدردشة مع المساعد.',
    cart: 'السلة',
    yourCart: 'سلتك',
    cartEmpty: 'سلتك فارغة.',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    loyaltyDiscount: 'خصم النقاط',
    deliveryFee: 'التوصيل',
    total: 'الإجمالي',
    coupon: 'الكوبون',
    express: 'توصيل سريع',
    deliveryTo: 'التوصيل إلى {area}',
    items: '{count} منتجات',
    notifications: 'الإشعارات',
    notificationsUnread: 'الإشعارات، {count} غير مقروءة',
    cartItems: 'السلة، {count} منتجات',
    markAllRead: 'تحديد الكل كمقروء',
    noNotifications: 'لا توجد إشعارات بعد.',
    live: 'مباشر',
    offline: 'جارٍ إعادة الاتصال…',
    walkOrder: 'تشغيل طلب تجريبي',
    walkOrderStarted: 'الطلب التجريبي {order} يمر الآن بمراحله.',
    close: 'إغلاق',
    confirm: 'تأكيد',
    confirming: 'جارٍ التأكيد…',
    estimatedTotal: 'الإجمالي التقديري',
    outOfStock: 'نفد من المخزون',
    inStock: 'متوفر',
    was: 'كان {price}',
    order: 'طلب {number}',
    orderUpdate: 'تحديث الطلب',
    itemCount: '{count} منتجات',
    couponCode: 'الكود',
    endsAt: 'ينتهي {date}',
    servings: '{count} حصص',
    minutes: '{count} دقيقة',
    ingredients: '{count} مكونات',
    steps: 'الخطوات',
    deliverySlots: 'مواعيد التوصيل',
    full: 'ممتلئ',
    deliveryInfo: 'التوصيل',
    eta: 'حوالي {count} دقيقة',
    etaLabel: 'يصل خلال',
    fee: 'الرسوم',
    zone: 'المنطقة',
    branches: 'الفروع',
    call: 'اتصال',
    ticketCreated: 'تذكرة دعم {number}',
    ticketNote: 'سيرد فريقنا داخل التطبيق؛ احتفظ بهذا الرقم للمراجعة.',
    errorCard: 'حدث خطأ',
    points: '{count} نقطة',
    addressLabel: 'العنوان',
    areaLabel: 'المنطقة',
    expressOn: 'تفعيل السريع',
    expressOff: 'إيقاف السريع',
    'status.pending': 'بانتظار تأكيدك',
    'status.confirmed': 'تم التأكيد',
    'status.cancelled': 'أُلغي',
    'status.expired': 'انتهت المهلة',
    'status.active': 'نشطة',
    'status.handed_off': 'لدى الدعم',
    'status.closed': 'مغلقة',
    'order.placed': 'تم الطلب',
    'order.confirmed': 'تم التأكيد',
    'order.preparing': 'قيد التجهيز',
    'order.out_for_delivery': 'في الطريق',
    'order.delivered': 'تم التوصيل',
    'order.delivery_failed': 'تعذّر التوصيل',
    'order.cancelled': 'أُلغي',
    'order.refunded': 'تم الاسترداد',
    'action.add_to_cart': 'إضافة إلى السلة',
    'action.update_cart_item': 'تغيير الكمية',
    'action.remove_cart_item': 'إزالة من السلة',
    'action.apply_coupon': 'تطبيق الكوبون',
    'action.apply_loyalty': 'استخدام نقاط الولاء',
    'action.add_recipe_to_cart': 'إضافة مكونات الوصفة',
    'action.reorder': 'إعادة الطلب',
    'action.select_delivery_area': 'اختيار منطقة التوصيل',
    'action.select_address': 'اختيار العنوان',
    'action.clear_cart': 'إفراغ السلة',
    'action.clear_coupon': 'إزالة الكوبون',
    'action.clear_loyalty': 'إيقاف استخدام النقاط',
    'action.set_express': 'التوصيل السريع',
    'action.unknown': 'تغيير مقترح',
    debugToken: 'رمز التصحيح',
    'inspector.title': 'مراقب الفاعلين',
    'inspector.tagline': 'الفاعلون النشطون في هذا الخادم، من',
    'inspector.kind': 'النوع',
    'inspector.all': 'الكل',
    'inspector.autoRefresh': 'تحديث تلقائي',
    'inspector.updated': 'آخر تحديث {time}',
    'inspector.storefront': 'المتجر',
    'inspector.needsToken': 'يحتاج هذا الخادم إلى رمز التصحيح',
    'inspector.useToken': 'استخدام الرمز',
    'inspector.refused': 'رُفض هذا الرمز.',
    'inspector.actors': 'الفاعلون',
    'inspector.col.kind': 'النوع',
    'inspector.col.key': 'المفتاح',
    'inspector.col.state': 'الحالة',
    'inspector.col.mailbox': 'صندوق الرسائل',
    'inspector.col.subscribers': 'المشتركون',
    'inspector.col.inFlight': 'قيد التنفيذ',
    'inspector.col.lastActivity': 'آخر نشاط',
    'inspector.col.owner': 'المالك',
    'inspector.col.handled': 'الرسائل المعالجة',
    'inspector.col.lastError': 'آخر خطأ',
    'inspector.col.startedAt': 'بدأ',
    'inspector.search': 'المفتاح أو رقم العميل أو مفتاح الزائر',
    'inspector.state': 'الحالة',
    'inspector.sort': 'الترتيب حسب',
    'inspector.sort.activity': 'آخر نشاط',
    'inspector.sort.mailbox': 'عدد الرسائل المنتظرة',
    'inspector.sort.age': 'العمر (الأقدم أولاً)',
    'inspector.busyOnly': 'مشغول',
    'inspector.mailOnly': 'صندوق الرسائل > ٠',
    'inspector.summary': 'يظهر {shown} من {total}',
    'inspector.busyCount': '{count} مشغول',
    'inspector.queuedCount': '{count} لديه رسائل منتظرة',
    'inspector.more': 'عرض المزيد',
    'inspector.table': 'جدول الفاعلين',
    'inspector.copy': 'نسخ',
    'inspector.copyKey': 'نسخ {key}',
    'inspector.copied': 'تم نسخ {key}',
    'inspector.selected': 'تم تحديد {key}: اضغط Ctrl+C لنسخه',
    'inspector.duration': 'المدة',
    'inspector.unreachable': 'تعذّر الوصول إلى الخادم: البيانات أدناه من {time}. نعيد المحاولة كل ثانية.',
    'inspector.noActors': 'لا يوجد فاعلون نشطون.',
    'inspector.machine': 'آلة الحالات',
    'inspector.recent': 'آخر الرسائل ({count})',
    'inspector.at': 'الوقت',
    'inspector.message': 'الرسالة',
    'inspector.ok': 'نجحت',
    'inspector.failed': 'فشلت',
    'inspector.gone': 'هذا الفاعل لم يعد نشطاً (أُوقف بعد خموله أو توقف).',
    'inspector.routesOff': 'مسارات التصحيح متوقفة في هذا الخادم (عيّن HUB_DEBUG_TOKEN لتشغيلها).',
    'inspector.cannotLoad': 'تعذّر تحميل الفاعلين: {error}',
    'inspector.secondsAgo': 'قبل {s} ث',
    'inspector.minutesAgo': 'قبل {m} د {s} ث',
    'inspector.hoursAgo': 'قبل {h} س',
  },
};

export const LANGUAGES = ['en', 'ar'];
const STORAGE_KEY = 'storefront.language';
let current = LANGUAGES.includes(localStorage.getItem(STORAGE_KEY))
  ? localStorage.getItem(STORAGE_KEY)
  : 'en';

export const language = () => current;

/** Between the parts of one line ("Milk · 1 L"). Arabic takes its comma: a middle dot
 *  beside Arabic digits reads as a zero ("· ١" as "١٠"). */
export const separator = () => (current === 'ar' ? '، ' : ' · ');

/** The UI string `key` in the chosen language, with {name} placeholders filled in. */
export function t(key, vars = {}) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in vars ? String(vars[name]) : ''));
}

/** `t(prefix + value)` when the catalogue has it, else the raw value (never blank). */
export function label(prefix, value) {
  const key = `${prefix}.${value}`;
  return STRINGS[current][key] ?? STRINGS.en[key] ?? String(value ?? '');
}

/** Switch language: <html lang/dir>, every [data-i18n] element, and the saved choice. */
export function setLanguage(next) {
  current = LANGUAGES.includes(next) ? next : 'en';
  localStorage.setItem(STORAGE_KEY, current);
  applyLanguage();
}

export function applyLanguage(root = document) {
  const html = document.documentElement;
  html.lang = current;
  html.dir = current === 'ar' ? 'rtl' : 'ltr';
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll('[data-i18n-placeholder]')) {
    node.placeholder = t(node.dataset.i18nPlaceholder);
  }
  for (const node of root.querySelectorAll('[data-i18n-label]')) {
    node.setAttribute('aria-label', t(node.dataset.i18nLabel));
    if (node.tagName === 'BUTTON') node.title = t(node.dataset.i18nLabel); // icon buttons
  }
  // The switch is named in the language it switches to, and says so to screen readers.
  for (const node of root.querySelectorAll('.lang-toggle')) node.lang = current === 'ar' ? 'en' : 'ar';
}

/** A bilingual {en, ar} text in the chosen language (English when that one is missing). */
export function pick(text) {
  if (text && typeof text === 'object') return text[current] || text.en || '';
  return text ?? '';
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Digits in the chosen language's numerals. */
export function digits(value) {
  const text = String(value);
  if (current !== 'ar') return text;
  return text.replace(/[0-9]/g, (d) => ARABIC_DIGITS[Number(d)]).replace(/\./g, '٫');
}

/**
 * Money from fils (1 KWD = 1000 fils, three decimals), in integers so no rounding creeps in:
 * 450 -> "0.450 KWD" / "٠٫٤٥٠ د.ك". Anything that is not a number renders as nothing.
 */
export function money(fils) {
  if (typeof fils !== 'number' || !Number.isFinite(fils)) return '';
  const whole = Math.round(Math.abs(fils));
  const sign = fils < 0 ? '-' : '';
  const amount = `${sign}${Math.floor(whole / 1000)}.${String(whole % 1000).padStart(3, '0')}`;
  return current === 'ar' ? `${digits(amount)} د.ك` : `${amount} KWD`;
}

export function dateTime(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(current === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kuwait',
  }).format(date);
}

/** A Kuwait-local YYYY-MM-DD day as "Mon 3 Jun"; the date string itself if it does not parse. */
export function day(ymd) {
  const date = new Date(`${ymd}T12:00:00+03:00`);
  if (Number.isNaN(date.getTime())) return String(ymd ?? '');
  return new Intl.DateTimeFormat(current === 'ar' ? 'ar-KW' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kuwait',
  }).format(date);
}
