"""Everything the brain says, in English and Arabic, in one place.

Prose is fixed text with no placeholders: names, prices and stock reach the shopper only in
blocks built from tool results, so no storefront value can ever be spoken (a test holds every
entry of `PROSE` to that). Error cards and chips are blocks, so chips may carry a category,
brand, recipe or address label taken from the store; their templates live here too.
"""

from __future__ import annotations

from typing import Any

from hub.catalogue import Language

Bilingual = dict[str, str]


def _t(en: str, ar: str) -> Bilingual:
    return {"en": en, "ar": ar}


PROSE: dict[str, Bilingual] = {
    "points_on_a_placed_order": _t(
        "Points come off at checkout, so an order already placed can't take them. They stay in"
        ' your balance for your next order: say "use my points" once the cart is ready.',
        "النقاط تنخصم وقت إتمام الطلب، فالطلب اللي انرسل ما نقدر نخصمها منه. تبقى برصيدك لطلبك"
        ' الجاي: قول "استخدم نقاطي" لما تكون سلتك جاهزة.',
    ),
    # a proposal still pending, corrected before Confirm (`skills.offer_edits`)
    "offer_revised": _t(
        "I've changed the proposal as you asked; your cart stays as it is until you confirm. "
        "Tap confirm to add it.",
        "عدلت لك الطلب المقترح مثل ما طلبت، وسلتك ما تتغير إلا لما تأكد. اضغط تأكيد لإضافته.",
    ),
    "offer_as_asked": _t(
        "The proposal already has it that way; nothing in it needed changing. Tap confirm to "
        "add it.",
        "الطلب المقترح فيه اللي تبيه من الأساس، ما يحتاج تعديل. اضغط تأكيد لإضافته.",
    ),
    "weight_fit": _t("Going by the weights on each pack:", "حسب الأوزان المكتوبة على كل عبوة:"),
    "rest_and_swap": _t(
        "Here's the rest of that order with the one you asked for in place of the other. Tap "
        "confirm to add them all.",
        "جهزت لك باقي الطلب ومعاه اللي طلبته بدال الثاني. اضغط تأكيد لإضافتها كلها.",
    ),
    "dish_goods": _t(
        "I don't have a recipe for that, but these are the goods it's usually made with:",
        "ما عندي الوصفة حقها، بس هذي الأغراض اللي تنسوى منها عادةً:",
    ),
    "home_shopping": _t(
        "Happy to help with the home shopping. What do you need? Tell me the items (rice, "
        "oil, milk, eggs, bread, cleaning things...) and I'll find them.",
        "حاضرين لأغراض البيت. شو تحتاج؟ قول لي الأغراض (رز، زيت، حليب، بيض، خبز، منظفات...) "
        "وأدورها لك.",
    ),
    "home_shopping_within": _t(
        "Happy to help with the home shopping on that budget. What do you need? Tell me the "
        "items (rice, oil, milk, eggs, bread, cleaning things...) and ask me any time how much "
        "is left.",
        "حاضرين لأغراض البيت على هالميزانية. شو تحتاج؟ قول لي الأغراض (رز، زيت، حليب، بيض، خبز، "
        "منظفات...) واسألني أي وقت كم باقي لك.",
    ),
    "spending_cart": _t("Here's your cart against that amount.", "هذي سلتك مقابل المبلغ."),
    "spending_unknown": _t(
        "Here's your cart and its total; tell me the amount you're keeping to and I'll say "
        "what's left.",
        "هذي سلتك ومجموعها؛ قول لي المبلغ اللي تبي تمشي عليه وأقول لك كم باقي.",
    ),
    "greeting": _t(
        "Hello! I can find products, fill your cart, and answer questions about delivery, "
        "offers and orders. What do you need today?",
        "أهلاً وسهلاً! أقدر أبحث لك عن المنتجات، أجهز سلتك، وأجاوب عن التوصيل والعروض والطلبات. "
        "شو تحتاج اليوم؟",
    ),
    "tap_confirm": _t(
        "Tap Confirm on the card above and it's done.",
        "اضغط تأكيد على البطاقة اللي فوق ويصير جاهز.",
    ),
    "thanks": _t("You're welcome! Anything else I can help with?", "العفو! تبي شي ثاني؟"),
    "branch_hours_at": _t("Going by each branch's hours:", "حسب أوقات دوام كل فرع:"),
    "praised": _t(
        "Thank you, that's kind of you! Glad it's working well for you. Anything else I can"
        " help with?",
        "تسلم، كلامك يسعدنا! تبي شي ثاني؟",
    ),
    "goods_praised": _t(
        "So glad you enjoyed them, thank you for telling us! Anything else I can help with?",
        "الحمدلله إنها عجبتكم، تسلم على كلامك! تبي شي ثاني؟",
    ),
    "noted": _t(
        "Noted, thanks for telling me. Anything else I can help with?",
        "تمام، وصلت. تبي شي ثاني؟",
    ),
    "settled": _t("Okay. Anything else I can help with?", "تمام. تبي شي ثاني؟"),
    "later": _t("Sure, anytime! I'm here whenever you're ready.", "حياك الله، موجودين وقت ما تبي."),
    "passed_on": _t("Okay, I'll leave that out. Anything else?", "تمام، خليناه. تبي شي ثاني؟"),
    "help": _t("Here's what I can do for you.", "هذا اللي أقدر أسويه لك."),
    # the shopper's own account: a phone number, a password, a saved address
    # (`skills.account_settings`)
    "account_settings": _t(
        "Your phone number, password and saved addresses are kept in your account in the app, "
        "and I can't change them from this chat. If you can't get into it, someone from our "
        "team can help: tap below.",
        "رقم تلفونك والباسوورد والعناوين المحفوظة موجودة في حسابك بالتطبيق، وما أقدر أغيرها من "
        "هالمحادثة. إذا ما قدرت تدخل حسابك، أحد من فريقنا يقدر يساعدك: اضغط تحت.",
    ),
    "unknown": _t(
        "Sorry, I didn't quite get that. You can ask me for a product, your cart, offers, "
        "recipes or delivery times.",
        "عذراً، ما فهمت طلبك تماماً. تقدر تسألني عن منتج، سلتك، العروض، الوصفات أو مواعيد التوصيل.",
    ),
    "handoff_now": _t(
        "Of course. I've passed this conversation to our support team; a person will reply "
        "to your ticket.",
        "أكيد. حوّلت محادثتك إلى فريق خدمة العملاء، وبيرد عليك أحد موظفينا على التذكرة.",
    ),
    "ticket_open": _t(
        "You already have a support ticket open; our team will reply to you there.",
        "عندك تذكرة مفتوحة مع خدمة العملاء، وفريقنا بيرد عليك فيها.",
    ),
    "ticket_for_new_problem": _t(
        "If this is a different problem, tap below and I'll open a new ticket for it.",
        "إذا هذي مشكلة ثانية، اضغط تحت وبفتح لك تذكرة جديدة لها.",
    ),
    "sorry": _t(
        "I'm really sorry about that.",
        "نعتذر منك على هذا، حقك علينا.",
    ),
    "next_steps": _t(
        "Here's what to do next: our policy below says how, and a person can take it from here.",
        "هذي الخطوات الجاية: سياستنا تحت توضح الطريقة، وأحد من موظفينا يقدر يكمل معك.",
    ),
    "ticket_reach": _t(
        "You can also reach them with the contact details below.",
        "وتقدر تتواصل معهم بعد من بيانات التواصل تحت.",
    ),
    "policy": _t("Here's our policy for this.", "هذه سياستنا في هالحالة."),
    "charge_checked": _t(
        "A charge that isn't right needs our team to check the payment, and any extra is refunded.",
        "المبلغ اللي انخصم غلط يحتاج فريقنا يراجع الدفع، وأي مبلغ زايد يرجع لك.",
    ),
    "payment_trouble": _t(
        "Tell me what happened: was the card or KNET declined, or did the money go out with no "
        "order placed? Our team can see the payment itself and sort it out; the ways we take "
        "are below.",
        "قول لي شنو صار: البطاقة أو الكي نت انرفضت، ولا انخصم المبلغ وما انحط الطلب؟ فريقنا "
        "يقدر يشوف الدفع نفسه ويحله لك؛ طرق الدفع اللي نقبلها تحت.",
    ),
    "cancel_rule": _t(
        "Here's how cancelling an order works.",
        "هذي طريقة إلغاء الطلب عندنا.",
    ),
    "cancel_order_shown": _t(
        "This is the order it applies to; its status decides.",
        "وهذا الطلب اللي ينطبق عليه، وحالته هي اللي تحدد.",
    ),
    "cancel_free_now": _t(
        "This order hasn't been prepared yet, so it can still be cancelled free of charge.",
        "هذا الطلب للحين ما بدينا نجهزه، فتقدر تلغيه ببلاش.",
    ),
    "cancel_once_preparing": _t(
        "This order is already being prepared, so free cancelling has passed; our team will"
        " do their best.",
        "هذا الطلب قاعدين نجهزه، فالإلغاء المجاني فات، بس فريقنا بيسوي اللي يقدر عليه.",
    ),
    "cancel_once_out": _t(
        "This order is already out for delivery, so free cancelling has passed; our team will"
        " do their best.",
        "هذا الطلب طلع للتوصيل، فالإلغاء المجاني فات، بس فريقنا بيسوي اللي يقدر عليه.",
    ),
    "cancel_try_person": _t(
        "A person from our team can take it from here: tap below.",
        "أحد من موظفينا يقدر يتابعه معك: اضغط تحت.",
    ),
    "order_was_cancelled": _t(
        "This order was cancelled, so there's nothing left to cancel.",
        "هذا الطلب ملغي، فما فيه شي نلغيه.",
    ),
    "order_shows_cancelled": _t("This order shows as cancelled.", "هذا الطلب مسجل عندنا ملغي."),
    "order_was_refunded": _t(
        "This order was refunded already, so there's nothing left to cancel.",
        "هذا الطلب انرد مبلغه، فما فيه شي نلغيه.",
    ),
    "order_was_delivered": _t(
        "This order was delivered already, so it can't be cancelled.",
        "هذا الطلب انوصل، فما يمدينا نلغيه.",
    ),
    "cancel_reason_unknown": _t(
        "Its record doesn't say why it was cancelled. A person from our team can find out"
        " for you: tap below.",
        "سجل الطلب ما يذكر سبب الإلغاء. أحد من موظفينا يقدر يشوف لك السبب: اضغط تحت.",
    ),
    "cancel_by_person": _t(
        "A person from our team can cancel it for you: tap below.",
        "أحد من موظفينا يقدر يلغيه لك: اضغط تحت.",
    ),
    "offer_person": _t(
        "If you'd like a person to sort it out, tap below and I'll open a ticket.",
        "إذا تبي أحد من موظفينا يتابع معك، اضغط تحت وبفتح لك تذكرة.",
    ),
    "decline": _t(
        "Sorry, I can only help with your shopping here: products, your cart, orders, "
        "offers, recipes and delivery.",
        "عذراً، أقدر أساعدك بس في التسوق: المنتجات، سلتك، الطلبات، العروض، الوصفات والتوصيل.",
    ),
    # how to prepare a food (`skills/methods.py`)
    "method_in_recipe": _t("The recipe says:", "الوصفة تقول:"),
    "method_in_a_recipe": _t("Our recipe says:", "وصفتنا تقول:"),
    "method_not_in_recipe": _t(
        "The recipe doesn't call for that; its steps are all there is to it.",
        "الوصفة ما تطلب هذا، خطواتها هي كل المطلوب.",
    ),
    "method_not_said": _t(
        "None of our recipes says that, so I'd go by the directions on the pack.",
        "ولا وصفة من وصفاتنا تقول هذا، فالأحسن تمشي على الطريقة المكتوبة على العبوة.",
    ),
    "tip_fry_or_bake": _t(
        "Both work. Frying gives a crisper, golden shell; baking is lighter: brush with a "
        "little oil and bake in a hot oven until golden, turning once.",
        "الاثنين يمشون. القلي يعطيها قرمشة ولون ذهبي أكثر، والفرن أخف: ادهنها بشوية زيت "
        "واخبزها بفرن حار لين تحمر، واقلبها مرة وحدة.",
    ),
    "tip_fry_or_air_fry": _t(
        "Both work. Deep frying is crispest; an air fryer needs only a spray of oil: shake "
        "the basket halfway through.",
        "الاثنين يمشون. القلي بالزيت أقرمش، والقلاية الهوائية تبي رشة زيت بس: حرّك السلة بالنص.",
    ),
    "tip_boil_or_steam": _t(
        "Both work. Steaming keeps more of the flavour and colour; boiling is quicker for "
        "larger amounts.",
        "الاثنين يمشون. البخار يحافظ على الطعم واللون أكثر، والسلق أسرع للكميات الكبيرة.",
    ),
    "tip_grill_or_bake": _t(
        "Both work. Grilling gives a smoky, charred outside; the oven cooks it more evenly "
        "and needs less watching.",
        "الاثنين يمشون. الشوي يعطيها نكهة مدخنة ووجه محمّر، والفرن يطبخها بالتساوي وما تحتاج "
        "مراقبة وايد.",
    ),
    # goods of another trade asked for as goods (`other_goods`)
    "not_sold_perfume": _t(
        "We don't sell perfume or incense; we're a grocery store.",
        "ما نبيع عطور ولا بخور، احنا محل مواد غذائية.",
    ),
    "not_sold_electronics": _t(
        "We don't sell electronics such as phones, chargers or game consoles; we're a "
        "grocery store.",
        "ما نبيع أجهزة إلكترونية مثل الجوالات والشواحن والألعاب، احنا محل مواد غذائية.",
    ),
    "not_sold_medicine": _t(
        "We don't sell medicine; a pharmacy will have it.",
        "ما نبيع أدوية، تلقاها في الصيدلية.",
    ),
    "not_sold_medical_devices": _t(
        "We don't sell medical devices such as glucose meters; a pharmacy will have them.",
        "ما نبيع أجهزة طبية مثل أجهزة قياس السكر، تلقاها في الصيدلية.",
    ),
    "not_sold_clothes": _t(
        "We don't sell clothes or shoes; we're a grocery store.",
        "ما نبيع ملابس ولا أحذية، احنا محل مواد غذائية.",
    ),
    "not_sold_kitchenware": _t(
        "We don't sell kitchenware or tableware such as plates, pots or pans; we're a grocery "
        "store.",
        "ما نبيع أواني مثل الصحون والقدور والطاوات، احنا محل مواد غذائية.",
    ),
    "not_sold_jewellery": _t(
        "We don't sell jewellery; we're a grocery store.",
        "ما نبيع ذهب ولا مجوهرات، احنا محل مواد غذائية.",
    ),
    "not_sold_tobacco": _t(
        "We don't sell cigarettes or tobacco.",
        "ما نبيع سجاير ولا دخان.",
    ),
    "not_sold_weapons": _t(
        "We don't sell pepper spray, weapons or anything of the kind; we're a grocery store.",
        "ما نبيع بخاخ فلفل ولا أسلحة ولا شي من هالنوع، احنا محل مواد غذائية.",
    ),
    "not_sold_car_parts": _t(
        "We don't sell tyres, car parts or car batteries; we're a grocery store.",
        "ما نبيع تواير ولا قطع غيار ولا بطاريات سيارات، احنا محل مواد غذائية.",
    ),
    "not_sold_not_halal": _t(
        "Everything we sell is halal, so there's no pork or alcohol.",
        "كل اللي نبيعه حلال، فما عندنا لحم خنزير ولا كحول.",
    ),
    "halal_instead": _t("Here's what we have instead:", "وهذا اللي عندنا بداله:"),
    "not_sold_other": _t(
        "We don't sell that; we're a grocery store.",
        "ما نبيع هذا، احنا محل مواد غذائية.",
    ),
    "gifts_we_sell": _t(
        "For a gift, we have these:",
        "وللهدية عندنا هذي:",
    ),
    # the other matter of a message whose shopping part was answered
    # an order kept, said after the question asked beside it was answered
    "order_kept_too": _t(
        "And nothing has been cancelled: your order stays as it is and comes as booked.",
        "وما انلغى شي: طلبك باقي مثل ما هو وبيوصلك على موعده.",
    ),
    "decline_the_rest": _t(
        "I can't help with the rest of your message, only with your shopping.",
        "أما باقي رسالتك فما أقدر أساعدك فيه، أنا بس للتسوق.",
    ),
    "clarify": _t(
        "I want to get this right. Did you mean one of these? If not, tell me in other words.",
        "أبي أفهمك صح. تقصد وحدة من هذي؟ وإذا لا، قول لي بكلام ثاني.",
    ),
    "clarify_open": _t(
        "I'm not sure what you're after. I can find products, show your cart and orders, "
        "offers, recipes and delivery times: could you name a product or a dish, or tell me "
        "what you need help with?",
        "ما فهمت عليك زين. أقدر أدور لك منتجات، وأعرض سلتك وطلباتك والعروض والوصفات ومواعيد "
        "التوصيل: تقدر تذكر لي اسم منتج أو طبخة، أو تقول لي شنو تحتاج؟",
    ),
    "products_found": _t("Here are some options.", "هذه بعض الخيارات."),
    "category_products": _t("Here's what we have in that aisle.", "هذا ما لدينا في هذا القسم."),
    "aisle_of_wish": _t(
        "Here's that aisle to start from. Which kind are you after?",
        "هذا القسم كبداية. شنو النوع اللي تبيه؟",
    ),
    "brand_products": _t("Here are products from that brand.", "هذه منتجات هذه الماركة."),
    "which_product": _t(
        "I'm not sure which product you mean. Is it one of these?",
        "ما أنا متأكد أي منتج تقصد. هل هو واحد من هذول؟",
    ),
    "which_one_of_these": _t(
        "We have a few of those. Which one would you like?",
        "عندنا أكثر من نوع. أي واحد تبي؟",
    ),
    "not_exactly_which": _t(
        "We don't have exactly that. Which of these would you like?",
        "ما عندنا هذا بالضبط. أي واحد من هذول تبي؟",
    ),
    "size_missing_which": _t(
        "We don't sell that size. Which of these would you like?",
        "ما عندنا هذا الحجم. أي واحد من هذول تبي؟",
    ),
    "which_of_the_offer": _t(
        "Which of them should I take off? Tell me its name and I'll leave the rest as offered.",
        "أي واحد منهم أشيل؟ قول لي اسمه وأخلي الباقي مثل ما جهزته.",
    ),
    "which_line": _t(
        "There's more than one of those in your cart. Which one?",
        "عندك أكثر من واحد منها في السلة. أي واحد؟",
    ),
    "also_which": _t(
        "Tell me which one you mean of these too:",
        "وقول لي أي واحد تقصد من هذي بعد:",
    ),
    "products_none": _t(
        "I couldn't find that in our store. Try another word, or browse the aisles.",
        "لم أجد هذا في متجرنا. جرّب كلمة أخرى أو تصفح الأقسام.",
    ),
    "list_not_sold": _t(
        "Of your list, we don't sell these:",
        "من قائمتك، هذي ما نبيعها:",
    ),
    "list_out_of_stock": _t(
        "Of your list, these are out of stock right now:",
        "من قائمتك، هذي خلصت عندنا حالياً:",
    ),
    "some_not_sold": _t(
        "I couldn't find these in our store, so I left them out:",
        "ما لقيت هذي في متجرنا، فتركتها:",
    ),
    "not_exactly": _t(
        "We don't have exactly that. These are the closest we have.",
        "ما عندنا هذا بالضبط. هذي أقرب الخيارات المتوفرة.",
    ),
    "not_exactly_within_budget": _t(
        "We don't have exactly that within your budget. These are the closest that fit.",
        "ما عندنا هذا بالضبط ضمن ميزانيتك. هذي أقرب الخيارات اللي تناسبها.",
    ),
    "recipe_breaks_need": _t("Not as the recipe is written:", "مو مثل ما الوصفة مكتوبة:"),
    "recipe_keeps_need": _t("Yes, from its ingredients' details:", "إي، حسب بيانات مكوناتها:"),
    # the recipe in view asked of without its name (`skills.recipe_in_view`)
    "recipe_need_unsure": _t(
        "I can't promise it from its ingredients' details:",
        "ما أقدر أأكد لك هذا من بيانات مكوناتها:",
    ),
    "recipe_amounts": _t(
        "Here's how much of each it takes, in packs, as adding it would put in:",
        "هذي الكميات بالعبوات، مثل ما تنضاف للسلة:",
    ),
    "recipe_makings": _t(
        "Here's what goes into it. I can add all its ingredients to your cart.",
        "هذي مكوناتها. أقدر أضيفها كلها لسلتك.",
    ),
    "recipe_step_time": _t("The recipe says:", "الوصفة تقول:"),
    "recipe_closest": _t(
        "I don't have a recipe for exactly that dish. This is the closest one I have.",
        "ما عندي وصفة لهالطبخة بالضبط. هذي أقرب وصفة عندي.",
    ),
    "within_budget": _t("Here's what fits your budget.", "هذه المنتجات اللي تناسب ميزانيتك."),
    "nothing_fits": _t(
        "Nothing matches within that budget. These are the closest, cheapest first.",
        "ما فيه شي ضمن هالميزانية. هذه أقرب الخيارات، الأرخص أولاً.",
    ),
    "cheaper": _t("Here are cheaper options, cheapest first.", "هذه خيارات أرخص، الأرخص أولاً."),
    "healthier": _t(
        "These are the lighter choices of that kind: low fat, diet, whole grain or organic.",
        "هذي الخيارات الأخف من نفس النوع: قليلة الدسم أو دايت أو بالحبة الكاملة أو عضوية.",
    ),
    "healthier_picks": _t(
        "Here are some lighter choices: oats, whole grain, low fat and organic. Which kind are"
        " you after?",
        "هذي بعض الخيارات الأخف: شوفان، حبة كاملة، قليل الدسم وعضوي. أي نوع تبي؟",
    ),
    "none_healthier": _t(
        "We don't have a lighter choice of that kind: nothing low fat, diet, whole grain or"
        " organic.",
        "ما عندنا خيار أخف من هالنوع: لا قليل الدسم ولا دايت ولا بالحبة الكاملة ولا عضوي.",
    ),
    "none_cheaper": _t(
        "That's already the cheapest we have of that.", "هذا أرخص شي عندنا من هالنوع."
    ),
    "cheapest": _t("This is the cheapest of that list.", "هذا الأرخص في القائمة."),
    "compared": _t(
        "Here they are side by side, the cheaper one first.", "هذي المقارنة، الأرخص أولاً."
    ),
    "weighed_on_the_record": _t(
        "Here are both. On that, I can only go by what each one's record says:",
        "هذول الاثنين. بهالشي أقدر أعتمد بس على المسجل عن كل واحد منهم:",
    ),
    "ask_what": _t("What are you looking for?", "عن ماذا تبحث؟"),
    "categories": _t("Here are our aisles.", "هذه أقسام المتجر."),
    "brands": _t("Here are the brands we carry.", "هذه الماركات المتوفرة لدينا."),
    "detail": _t("Here are the details.", "هذه التفاصيل."),
    "detail_fact": _t("Here is what its record says:", "هذا اللي تقوله بياناته:"),
    "nothing_shown": _t(
        "I haven't shown you any products yet. What are you looking for?",
        "لم أعرض عليك أي منتجات بعد. عن ماذا تبحث؟",
    ),
    "none_shown_fits": _t(
        "None of the ones I showed is like that. Here they are again.",
        "ولا واحد من اللي عرضتها كذا. هذي هي مرة ثانية.",
    ),
    "not_in_list": _t(
        "That number isn't in the list I showed. Pick one of these.",
        "هذا الرقم غير موجود في القائمة التي عرضتها. اختر واحداً من هذه.",
    ),
    # goods put in under a budget (`skills.budget_baskets`): the total follows in figures
    "budget_cannot_fit": _t(
        "That doesn't fit your budget even with the cheapest of each, so I haven't put"
        " anything in. These are the cheapest:",
        "ما يمشي مع ميزانيتك حتى بأرخص شي من كل واحد، فما حطيت شي بالسلة. هذي الأرخص:",
    ),
    "propose_budget_basket": _t(
        "I've put together a basket for it within your budget. Tap confirm to add it.",
        "جهزت لك سلة له ضمن ميزانيتك. اضغط تأكيد لإضافتها.",
    ),
    "budget_basket_cannot": _t(
        "That budget doesn't stretch to it: even the cheapest of its main goods costs more. I"
        " haven't put anything in; our offers may help.",
        "الميزانية ما تكفي له: حتى أرخص شي من أساسياته أغلى منها. ما حطيت شي بالسلة، وعروضنا"
        " ممكن تساعدك.",
    ),
    "budget_left_out": _t("Left out to stay within it:", "وخليت هذي برا عشان ما نتعدى الميزانية:"),
    "propose_add": _t(
        "I've prepared this for your cart. Tap confirm to add it.",
        "جهزت لك هذا للسلة. اضغط تأكيد لإضافته.",
    ),
    "line_already_at": _t(
        "Your cart already has that many of it, so there's nothing to change.",
        "سلتك فيها هالعدد منه من قبل، ما في شي يتغير.",
    ),
    "propose_update": _t(
        "Here's the change to your cart. Tap confirm to apply it.",
        "هذا التعديل على سلتك. اضغط تأكيد لتطبيقه.",
    ),
    "propose_update_as_add": _t(
        "That isn't in your cart yet, so I've prepared it as a new item. Tap confirm to add it.",
        "هذا غير موجود في سلتك بعد، فجهزته كمنتج جديد. اضغط تأكيد لإضافته.",
    ),
    "propose_remove": _t("Tap confirm to take it out of your cart.", "اضغط تأكيد لحذفه من سلتك."),
    "propose_removes": _t(
        "Tap confirm to take them out of your cart.", "اضغط تأكيد لحذفها من سلتك."
    ),
    "some_not_in_cart": _t(
        "These aren't in your cart, so there's nothing of them to take out:",
        "هذي مو موجودة في سلتك، فما في شي منها أشيله:",
    ),
    "propose_clear_cart": _t("Tap confirm to empty your cart.", "اضغط تأكيد لتفريغ سلتك."),
    "code_terms": _t("Going by the code's own terms:", "حسب شروط الكود نفسه:"),
    "code_terms_none": _t(
        "Going by the code's own terms, it doesn't cover those:",
        "حسب شروط الكود نفسه، ما يشمل هذي:",
    ),
    "coupon_cart_empty": _t(
        "Your cart is empty, so there's nothing to apply the code to yet. Here's what it asks"
        " of a basket: add your items and ask me again.",
        "سلتك فاضية، فما في شي أطبق عليه الكود للحين. هذا شرط الكود على السلة: ضيف أغراضك"
        " واطلب مني مرة ثانية.",
    ),
    "coupon_minimum": _t(
        "Your basket is below this offer's minimum. Add a little more and ask me again.",
        "سلتك أقل من الحد الأدنى لهذا العرض. أضف المزيد ثم اطلب مني مرة أخرى.",
    ),
    "coupon_first_order_only": _t(
        "That code is for a first order only, and your account has ordered with us before, so"
        " it won't come off this cart. Here's the code's card.",
        "هالكود بس للطلب الأول، وحسابك طلب منا قبل، فما راح ينخصم من هالسلة. هذي بطاقة الكود.",
    ),
    "coupon_covers_none": _t(
        "That code is for goods your cart doesn't hold, so it would take nothing off yet."
        " Here's what it covers.",
        "هالكود حق أغراض مو موجوده في سلتك، فما راح ينقص شي الحين. هذا اللي يشمله.",
    ),
    "propose_coupon": _t(
        "That code is valid. Tap confirm to apply it to your cart.",
        "الكود صالح. اضغط تأكيد لتطبيقه على سلتك.",
    ),
    "propose_clear_coupon": _t(
        "Tap confirm to remove the coupon from your cart.", "اضغط تأكيد لإزالة الكوبون من سلتك."
    ),
    "propose_loyalty": _t(
        "Tap confirm to use your points on this order.", "اضغط تأكيد لاستخدام نقاطك في هذا الطلب."
    ),
    "propose_clear_loyalty": _t(
        "Tap confirm and I'll stop using your points on this order.",
        "اضغط تأكيد وسأوقف استخدام نقاطك في هذا الطلب.",
    ),
    "propose_recipe": _t(
        "I've prepared all the ingredients for your cart. Tap confirm to add them.",
        "جهزت لك كل المكونات للسلة. اضغط تأكيد لإضافتها.",
    ),
    "offer_withdrawn": _t(
        "OK, I've dropped that; nothing was added to your cart.",
        "تمام، شلته؛ ما انضاف شي لسلتك.",
    ),
    "removal_withdrawn": _t(
        "OK, I've left it in your cart as it is.",
        "تمام، خليته في سلتك مثل ما هو.",
    ),
    "propose_rest": _t(
        "OK, I've taken that off. Here's the rest: tap confirm to add it.",
        "تمام، شلته. هذا الباقي: اضغط تأكيد لإضافته.",
    ),
    "dish_missing": _t("Held against your cart:", "قارنتها بسلتك:"),
    "recipe_had_noted": _t(
        "Noted, I'll leave out what you have when you add the recipe. This is what you'd"
        " still need:",
        "تمام، بشيل اللي عندك لما تضيف الوصفة. هذا اللي تحتاجه بعد:",
    ),
    "recipe_rest_needed": _t(
        "Leaving out what you have, this is what you'd need:",
        "بدون اللي عندك، هذا اللي تحتاجه:",
    ),
    "dish_without": _t("Going by our recipe:", "حسب وصفتنا:"),
    "portions": _t(
        "Going by the usual portion per person (raw weight):",
        "حسب الحصة المعتادة للشخص (الوزن ني):",
    ),
    "dish_missing_held": _t("These you have in your cart already:", "وهذي موجودة في سلتك من قبل:"),
    "dish_has_all": _t("Held against your cart:", "قارنتها بسلتك:"),
    "propose_missing": _t(
        "I've prepared only what your cart is missing for it. Tap confirm to add them.",
        "جهزت لك بس الناقص من سلتك. اضغط تأكيد لإضافتها.",
    ),
    "propose_recipe_without": _t(
        "I've prepared the ingredients without what you left out. Tap confirm to add them.",
        "جهزت لك المكونات بدون اللي ما تبيه. اضغط تأكيد لإضافتها.",
    ),
    "propose_recipe_as_before": _t(
        "I've prepared the ingredients, with what you asked for as you bought it last time."
        " Tap confirm to add them.",
        "جهزت لك المكونات، واللي طلبته نفس اللي أخذته آخر مرة. اضغط تأكيد لإضافتها.",
    ),
    "propose_recipe_part": _t(
        "I've prepared just those from the recipe. Tap confirm to add them.",
        "جهزت لك بس هذول من الوصفة. اضغط تأكيد لإضافتهم.",
    ),
    "propose_reorder": _t(
        "I've prepared your order again. Tap confirm to add its items to your cart.",
        "جهزت لك طلبك مرة أخرى. اضغط تأكيد لإضافة منتجاته إلى سلتك.",
    ),
    "propose_reorder_goods": _t(
        "I've prepared just those items from that order again. Tap confirm to add them to"
        " your cart.",
        "جهزت لك هالمنتجات بس من ذاك الطلب مرة ثانية. اضغط تأكيد لإضافتها إلى سلتك.",
    ),
    "propose_reorder_changed": _t(
        "I've prepared that order again with the changes you asked for. Tap confirm to add "
        "its items to your cart.",
        "جهزت لك الطلب مرة ثانية مع التعديلات اللي طلبتها. اضغط تأكيد لإضافة منتجاته إلى سلتك.",
    ),
    "change_not_in_order": _t(
        "I couldn't find what you want changed among that order's items, so I haven't "
        "prepared it yet. Which of its items do you mean?",
        "ما لقيت اللي تبي تغيره بين منتجات هذا الطلب، فما جهزته بعد. أي منتج منه تقصد؟",
    ),
    "left_out": _t(
        "A few items are out of stock right now, so I left them out.",
        "بعض المنتجات غير متوفرة حالياً، فاستثنيتها.",
    ),
    "propose_area": _t(
        "Tap confirm to deliver to that area.", "اضغط تأكيد لاعتماد منطقة التوصيل هذه."
    ),
    "propose_address": _t(
        "Tap confirm to deliver to that address.", "اضغط تأكيد لاعتماد عنوان التوصيل هذا."
    ),
    "propose_address_instead": _t(
        "Your cart is set to another of your saved addresses now. Tap confirm to deliver to"
        " this one instead.",
        "سلتك الحين على عنوان ثاني من عناوينك. اضغط تأكيد للتوصيل على هذا العنوان بداله.",
    ),
    "propose_express_on": _t(
        "Tap confirm to switch to express delivery.", "اضغط تأكيد للتحويل إلى التوصيل السريع."
    ),
    "express_or_booked_window": _t(
        "Express is only offered, not on yet: it would bring your order now instead of the"
        " window you booked. To keep your window, just don't confirm; for express, tap"
        " confirm.",
        "التوصيل السريع بس معروض عليك وما تفعّل: يوصل طلبك الحين بدل الموعد اللي حجزته. إذا تبي"
        " موعدك لا تضغط تأكيد، وإذا تبي السريع اضغط تأكيد.",
    ),
    "propose_express_off": _t(
        "Tap confirm to go back to standard delivery.", "اضغط تأكيد للرجوع إلى التوصيل العادي."
    ),
    "add_what": _t("What would you like me to add?", "شو تحب أضيف لك؟"),
    "remove_what": _t(
        "Which item should I take out? Here's your cart.", "أي منتج تريد حذفه؟ هذه سلتك."
    ),
    "update_what_count": _t(
        "What would you like to change in your cart, and to how many?",
        "شو تبي تغير في سلتك، وكم تبي العدد؟",
    ),
    "count_for_which": _t(
        "Which of these should have that count? Say its name with the count.",
        "أي واحد منهم تقصد بهالعدد؟ اكتب اسمه مع العدد.",
    ),
    "update_what": _t(
        "Which item should I change? Here's your cart.", "أي منتج تريد تعديله؟ هذه سلتك."
    ),
    "not_in_cart": _t(
        "That isn't in your cart. Here's what is.", "هذا غير موجود في سلتك. هذه سلتك."
    ),
    "no_extra": _t(
        "There's only one of it in your cart, so there's no extra to take out. Here's your cart.",
        "فيه وحده بس منه في سلتك، فما في زيادة أشيلها. هذي سلتك.",
    ),
    "cart_empty": _t(
        "Your cart is empty. What would you like to buy?", "سلتك فارغة. شو تحب تشتري؟"
    ),
    "checkout": _t(
        "Here's your cart. When you're ready, tap Checkout in your cart to pick a delivery slot"
        " and pay.",
        "هذي سلتك. إذا كنت جاهز، اضغط «إتمام الطلب» في السلة عشان تختار موعد التوصيل وتدفع.",
    ),
    "checkout_empty": _t(
        "Your cart is empty, so there's nothing to check out yet. What would you like to buy?",
        "سلتك فارغة، فما في شي للدفع للحين. شو تحب تشتري؟",
    ),
    "out_of_stock": _t(
        "That one can't be added right now. Here are some alternatives.",
        "لا يمكن إضافة هذا المنتج حالياً. هذه بعض البدائل.",
    ),
    "out_of_stock_unlike": _t(
        "That one can't be added right now. We have nothing else like it in stock; here's more"
        " from the same aisle.",
        "لا يمكن إضافة هذا المنتج حالياً. وما عندنا شي مثله متوفر، هذي منتجات ثانية من نفس القسم.",
    ),
    "out_of_stock_alone": _t(
        "That one can't be added right now.", "لا يمكن إضافة هذا المنتج حالياً."
    ),
    "not_enough": _t(
        "We don't have enough of that for this quantity. Try a smaller amount.",
        "الكمية المطلوبة غير متوفرة. جرّب كمية أقل.",
    ),
    "cart": _t("Here's your cart.", "هذه سلتك."),
    "sign_in": _t(
        "You'll need to sign in for that. Once you're signed in, just ask again.",
        "تحتاج إلى تسجيل الدخول لهذا الطلب. بعد تسجيل الدخول اسألني مرة أخرى.",
    ),
    "order": _t("Here's your order.", "هذا طلبك."),
    "orders": _t("Here are your recent orders.", "هذه طلباتك الأخيرة."),
    "order_status": _t("Here's the latest on your order.", "هذه آخر حالة لطلبك."),
    "no_orders": _t("You don't have any orders yet.", "لا توجد لديك طلبات بعد."),
    "order_unknown": _t("I couldn't find that order.", "لم أجد هذا الطلب."),
    "order_which": _t(
        "More than one of your orders fits that. Which one do you mean?",
        "أكثر من طلب من طلباتك ينطبق عليه هالوصف. أي واحد تقصد؟",
    ),
    "order_none_fits": _t(
        "None of your orders fits all of that. Here are the closest; which one do you mean?",
        "ما في طلب من طلباتك ينطبق عليه هالوصف كله. هذي أقرب طلباتك، أي واحد تقصد؟",
    ),
    "order_late": _t(
        "I'm sorry, your order is running late: its delivery window has passed. Here's where "
        "it is now.",
        "نعتذر منك، طلبك متأخر عن موعد التوصيل المحدد له. هذه آخر حالة له.",
    ),
    # what is said of an order still to come beyond its card (`skills.open_order_talk`)
    "driver_not_reached_here": _t(
        "I can't call the driver or share their number from here, and I can't see where they"
        " are: I only see the order's status and its booked window, on the card. A person"
        " from our team can reach the driver for you: tap below and I'll pass this on.",
        "ما أقدر أتصل على المندوب ولا أعطيك رقمه من هني، وما أشوف وين مكانه: أشوف بس حالة"
        " الطلب وموعد التوصيل المحجوز له، على البطاقة. أحد من موظفينا يقدر يتواصل مع المندوب"
        " لك: اضغط تحت وأحوله لهم.",
    ),
    "order_still_late": _t(
        "I'm really sorry for the wait. It's still showing as not delivered, and its booked"
        " window has already passed, so I can't give you a reliable time: the card is all I"
        " can see of it.",
        "آسفين وايد على التأخير. الطلب للحين ما انوصل، وموعد التوصيل المحجوز له فات، فما أقدر"
        " أعطيك وقت أكيد: اللي أشوفه منه بس اللي على البطاقة.",
    ),
    "order_no_newer": _t(
        "I've nothing newer on it than before: it's past its window and still not delivered,"
        " and I can't see the driver or call them from here.",
        "ما عندي شي أجدد من قبل: الطلب فات موعده وللحين ما انوصل، وما أشوف المندوب ولا أقدر"
        " أتصل عليه من هني.",
    ),
    "late_person_can_chase": _t(
        "A person from our team can check with the driver and tell you: tap below and I'll"
        " open a ticket.",
        "أحد من موظفينا يقدر يتأكد من المندوب ويرد عليك: اضغط تحت وبفتح لك تذكرة.",
    ),
    "hour_in_window": _t(
        "This order is booked for the window on its card, and the time you asked falls within it.",
        "هذا الطلب محجوز له موعد التوصيل اللي على البطاقة، والوقت اللي سألت عنه داخل هالموعد.",
    ),
    "cancelled_order_money": _t(
        "An order cancelled is not charged: nothing is taken for it, and anything already"
        " paid for it comes back as for returns, as the rule above says.",
        "الطلب اللي ينلغي ما ينحسب عليك: ما ينخصم عليه شي، واللي دفعته مقدماً يرجع لك مثل"
        " المرتجعات، مثل ما تقول السياسة فوق.",
    ),
    "window_ends_before_asked": _t(
        "This order is booked for the window on its card, which ends before the time you"
        " asked: it should be with you by then.",
        "هذا الطلب محجوز له موعد التوصيل اللي على البطاقة، وهالموعد يخلص قبل الوقت اللي سألت"
        " عنه: المفروض يوصلك قبلها.",
    ),
    "window_around_asked": _t(
        "This order is booked for the window on its card, and the time you asked falls inside"
        " it: it may come before then or a little after.",
        "هذا الطلب محجوز له موعد التوصيل اللي على البطاقة، والوقت اللي سألت عنه داخل هالموعد:"
        " ممكن يوصل قبلها أو بعدها بشوي.",
    ),
    "hour_not_in_window": _t(
        "This order is booked for the window on its card, and the time you asked falls"
        " outside it. A person from our team can see whether it can be moved: tap below.",
        "هذا الطلب محجوز له موعد التوصيل اللي على البطاقة، والوقت اللي سألت عنه برا هالموعد."
        " أحد من موظفينا يقدر يشوف إذا ينفع يتغير: اضغط تحت.",
    ),
    "order_not_confirmed_yet": _t(
        "The store hasn't confirmed it yet; it's still booked for the window on the card, and"
        " until it's prepared it can be cancelled free of charge. A person from our team can"
        " check on it: tap below.",
        "المحل للحين ما أكد الطلب؛ بس موعد توصيله المحجوز باقي مثل ما على البطاقة، وقبل لا"
        " يتجهز تقدر تلغيه ببلاش. أحد من موظفينا يقدر يتابعه لك: اضغط تحت.",
    ),
    "order_still_as_shown": _t(
        "Nothing new on it since: it still stands as the card shows.",
        "ما في جديد عليه: حالته للحين مثل ما على البطاقة.",
    ),
    "orders_open_several": _t(
        "You have more than one order still to come; here's each one with its status and"
        " booked window.",
        "عندك أكثر من طلب للحين ما وصل؛ هذي حالة كل واحد وموعد توصيله المحجوز.",
    ),
    "orders_eta": _t(
        "And here's how long delivery usually takes once an order is on its way.",
        "وهذي المدة المعتادة للتوصيل بعد ما يطلع الطلب.",
    ),
    "order_kept": _t(
        "Fine, nothing has been cancelled: your order stays as it is and comes as booked.",
        "تمام، ما انلغى شي: طلبك باقي مثل ما هو وبيوصلك على موعده.",
    ),
    "code_not_on_placed_order": _t(
        "A code can't be added to an order that's already placed: codes go on your cart,"
        " before you check out.",
        "ما ينضاف كود على طلب انرسل: الكود ينحط على السلة قبل ما تطلب.",
    ),
    "express_not_on_placed_order": _t(
        "Express can't be added to an order that's already placed: it's chosen on your cart,"
        " before you check out, and this order keeps the window it was booked for.",
        "ما ينضاف التوصيل السريع على طلب انرسل: ينختار على السلة قبل ما تطلب، وهالطلب باقي على"
        " موعده المحجوز.",
    ),
    "express_for_a_new_order": _t(
        "Express is chosen on your cart for a new order, before you check out; the order"
        " already placed keeps its window.",
        "التوصيل السريع ينختار على السلة لطلب جديد قبل ما تطلب، والطلب اللي انرسل باقي على موعده.",
    ),
    "express_goods_to_order": _t(
        "And these you can order now:",
        "وهذي تقدر تطلبها الحين:",
    ),
    "order_change_not_here": _t(
        "I can't change an order that's already placed from here.",
        "ما أقدر أعدل على طلب انرسل من هني.",
    ),
    "window_not_moved_here": _t(
        "I can't move a placed order's delivery window from here; this is the window it's"
        " booked for.",
        "ما أقدر أغير موعد توصيل طلب انرسل من هني؛ هذا الموعد اللي محجوز له.",
    ),
    "windows_not_moved_here": _t(
        "I can't move a placed order's delivery window from here; these are the windows your"
        " orders are booked for. A person from our team can see what can still be changed.",
        "ما أقدر أغير موعد توصيل طلب انرسل من هني؛ هذي المواعيد المحجوزة لطلباتك، وأحد من"
        " موظفينا يقدر يشوف وش ممكن يتغير.",
    ),
    "window_open_that_day": _t(
        "These are the windows still open that day.",
        "وهذي المواعيد المتاحة بنفس اليوم.",
    ),
    "order_change_before_preparing": _t(
        "This order isn't being prepared yet, so a person from our team may still change it"
        " for you, or it can be cancelled free of charge and placed again: tap below.",
        "هذا الطلب للحين ما بدينا نجهزه، فأحد من موظفينا يمكن يقدر يعدله لك، أو تقدر تلغيه"
        " ببلاش وتطلبه من جديد: اضغط تحت.",
    ),
    "order_change_preparing": _t(
        "This order is already being prepared, so a change can only be tried by our team:"
        " tap below for a person.",
        "هذا الطلب قاعدين نجهزه، فالتعديل عليه بس فريقنا يقدر يحاول فيه: اضغط تحت عشان تكلم موظف.",
    ),
    "order_change_out": _t(
        "This order is already out for delivery, so it can't be changed now.",
        "هذا الطلب طلع للتوصيل، فما يمدينا نعدل عليه الحين.",
    ),
    "order_change_closed": _t(
        "This order is already closed, so there's nothing left to change on it.",
        "هذا الطلب خلص، فما فيه شي نعدله.",
    ),
    "order_on_time": _t(
        "It's still within its delivery window, shown on the card.",
        "طلبك للحين ضمن موعد التوصيل المحدد له، وتشوفه على البطاقة.",
    ),
    "offers": _t("Here are our current offers.", "هذه عروضنا الحالية."),
    "value_best_first": _t(
        "By the price per kilo, litre or piece, the better value first:",
        "بسعر الكيلو أو اللتر أو الحبة، الأوفر أول:",
    ),
    "value_unknown": _t(
        "I can't tell which is better value: I need two packs of one kind whose sizes I know.",
        "ما أقدر أقول أيهم أوفر: أحتاج عبوتين من نفس النوع أعرف أحجامها.",
    ),
    "offers_none_on_it": _t(
        "There's no offer on that right now. Here's what is running.",
        "ما عليه عرض حالياً. هذي العروض اللي شغالة.",
    ),
    "no_offers": _t("There are no offers running right now.", "لا توجد عروض حالياً."),
    "coupon_unknown": _t(
        "That code isn't valid. Here are the offers running now.",
        "هذا الكود غير صالح. هذه العروض المتاحة الآن.",
    ),
    "coupon_ask": _t(
        "Which code would you like to use? Here are the offers running now.",
        "أي كود تريد استخدامه؟ هذه العروض المتاحة الآن.",
    ),
    "recipe_for_guests": _t(
        "Here's the recipe for the number of people you asked. If I add its ingredients, what's"
        " eaten per serving is scaled to match; salt, spices and oil stay one pack.",
        "هذه الوصفة لعدد الأشخاص اللي طلبته. إذا أضفت مكوناتها، أزيد اللي ينوكل لكل شخص على"
        " قد العدد، والملح والبهارات والزيت تبقى عبوة وحدة.",
    ),
    "recipe": _t(
        "Here's the recipe. I can add all its ingredients to your cart.",
        "هذه الوصفة. أقدر أضيف كل مكوناتها إلى سلتك.",
    ),
    "recipes_pick": _t("Which dish would you like to cook?", "أي طبق تحب تطبخ؟"),
    "word_unknown": _t(
        "I don't know that word, so I can't tell you what it is. If it's something to buy, "
        "tell me what it's like or what it's for and I'll look for it; I can also show you "
        "our aisles or recipe ideas.",
        "ما أعرف هالكلمة، فما أقدر أقول لك شنو هي. إذا شي تبي تشتريه، قول لي شلون هو أو حق "
        "شنو وأدور لك عليه؛ وأقدر أوريك أقسامنا أو أفكار وصفات.",
    ),
    "recipe_unknown": _t(
        "I don't have that recipe. Here are some I do have.",
        "ليست لدي هذه الوصفة. هذه بعض الوصفات المتوفرة.",
    ),
    "recipe_unknown_near": _t(
        "I don't have a recipe for that dish. These of ours are the nearest to it.",
        "ما عندي وصفة لهالطبخة. هذي أقرب وصفاتنا لها.",
    ),
    "recipe_unknown_goods": _t(
        "These are what we sell of what it's made of.", "وهذي المنتجات اللي عندنا منها."
    ),
    "faq": _t("Here's what you need to know.", "هذه المعلومات التي تحتاجها."),
    "slots": _t("Here are the delivery times available.", "هذه مواعيد التوصيل المتاحة."),
    "slot_picked": _t(
        "That delivery window is open. You choose it when you check out, and it's held for your"
        " order then.",
        "هالموعد متاح. تختاره وقت إتمام الطلب، وينحجز لطلبك وقتها.",
    ),
    "slots_picked": _t(
        "These delivery windows are open then. You choose one when you check out.",
        "هذي المواعيد المتاحة بهالوقت. تختار واحد منها وقت إتمام الطلب.",
    ),
    "slots_next_day": _t(
        "No delivery windows are left that day. These are the same hours on the next day"
        " with one open; you choose it when you check out.",
        "ما بقى مواعيد توصيل بهاليوم. هذي نفس الساعات بأقرب يوم فيه موعد متاح، تختاره وقت"
        " إتمام الطلب.",
    ),
    "slot_not_open": _t(
        "No delivery window covers those hours. These are the nearest open ones.",
        "ما في موعد توصيل بهالوقت. هذي أقرب المواعيد المتاحة.",
    ),
    "slots_cover_span": _t(
        "No delivery window runs exactly those hours; these open ones cover them. You choose one"
        " when you check out.",
        "ما في موعد توصيل بهالساعات بالضبط، وهذي المواعيد المتاحة اللي تغطيها. تختار واحد منها"
        " وقت إتمام الطلب.",
    ),
    "slot_outside_hours": _t(
        "We don't deliver at that hour. These are the nearest open windows; you choose one when"
        " you check out.",
        "ما نوصل بهالساعة. هذي أقرب المواعيد المتاحة، تختار واحد منها وقت إتمام الطلب.",
    ),
    "no_slots": _t(
        "There are no delivery slots open for that day.", "لا توجد مواعيد توصيل متاحة في ذلك اليوم."
    ),
    # a delivery asked for a day or a time (`skills.delivery_times`)
    "slots_at_checkout": _t(
        "These are the delivery windows open that day. You choose one when you check out; I"
        " can't book it from the chat.",
        "هذي مواعيد التوصيل المتاحة في اليوم المعروض. تختار واحد منها وقت إتمام الطلب، وما أقدر"
        " أحجزه من المحادثة.",
    ),
    "no_slots_then": _t(
        "No delivery window is open that day. This is the nearest day with open ones; you"
        " choose one when you check out.",
        "ما في مواعيد توصيل متاحة في اليوم اللي طلبته. هذا أقرب يوم فيه مواعيد، تختار واحد منها"
        " وقت إتمام الطلب.",
    ),
    # the windows of the day asked, in the part of it asked, the earliest first
    "slots_earliest_then": _t(
        "These are the delivery windows open then, the earliest first. You choose one when you"
        " check out.",
        "هذي مواعيد التوصيل المتاحة بهالوقت، الأقرب أول. تختار واحد منها وقت إتمام الطلب.",
    ),
    "slot_earliest": _t(
        "This is the earliest delivery window open. You choose it when you check out.",
        "هذا أقرب موعد توصيل متاح. تختاره وقت إتمام الطلب.",
    ),
    "slots_from_morning": _t(
        "No delivery window is running right now: deliveries come in set windows through the"
        " day. This is the first open one; you choose it when you check out.",
        "ما في موعد توصيل شغال الحين: التوصيل يكون بمواعيد محددة خلال اليوم. هذا أول موعد"
        " متاح، تختاره وقت إتمام الطلب.",
    ),
    "slots_none_left": _t(
        "There's no delivery window left to book today: deliveries come in set windows, and"
        " the first open one is below. You choose it when you check out.",
        "ما بقى موعد توصيل نقدر نحجزه اليوم: التوصيل يكون بمواعيد محددة، وأول موعد متاح تحت."
        " تختاره وقت إتمام الطلب.",
    ),
    "slot_gone_today": _t(
        "Today's window at that time has passed. This is the same one on the next day it's"
        " open; you choose it when you check out.",
        "موعد اليوم بهالوقت راح. هذا نفس الموعد بأقرب يوم متاح، تختاره وقت إتمام الطلب.",
    ),
    "slots_run_now": _t(
        "No delivery window is running right now; deliveries come in set windows through the"
        " day, and you choose one when you check out.",
        "ما في موعد توصيل شغال الحين؛ التوصيل يكون بمواعيد محددة خلال اليوم، وتختار الموعد وقت"
        " إتمام الطلب.",
    ),
    "address_already": _t(
        "Your cart is already set to deliver to that address.",
        "سلتك أصلاً على هالعنوان.",
    ),
    "delivery_info": _t("Here are the delivery details.", "هذه تفاصيل التوصيل."),
    "area_unknown": _t(
        "I couldn't find that area. Which area should we deliver to?",
        "لم أجد هذه المنطقة. إلى أي منطقة نوصل؟",
    ),
    "locations": _t("Here are our branches.", "هذه فروعنا."),
    "branch_open_now": _t("Yes, it's open now.", "إيه، مفتوح الحين."),
    "branch_closed_now": _t("It's closed right now.", "مسكر الحين."),
    "branch_named": _t("Here's that branch, with its hours.", "هذا الفرع، ومعه أوقات دوامه."),
    "nothing_fits_meal": _t(
        "Nothing for that meal fits that budget. Our offers may help.",
        "ما في شي لهذي الوجبة ضمن هذي الميزانية. يمكن العروض تساعدك.",
    ),
    "asked_out_of_stock_alone": _t(
        "That one is out of stock right now, and we have nothing else like it.",
        "هذا غير متوفر حالياً، وما عندنا شي مثله.",
    ),
    # a product asked of by its size, none of it left: said plainly, never "can't be added"
    "asked_out_now": _t("That one is out of stock right now.", "هذا غير متوفر حالياً."),
    "asked_out_of_stock_unlike": _t(
        "That one is out of stock right now. We have nothing else like it; here's more from the"
        " same aisle.",
        "هذا غير متوفر حالياً. وما عندنا شي مثله، هذي منتجات ثانية من نفس القسم.",
    ),
    "dish_swap": _t("Here's how that swap goes:", "هذا جواب التبديل:"),
    "recipe_serves_then_for": _t(
        "As written, the recipe serves this many. Here it is for the number you asked: if I"
        " add its ingredients, what's eaten per serving is scaled to match.",
        "الوصفة مثل ما هي مكتوبة تكفي هالعدد. وهذي هي للعدد اللي طلبته: إذا أضفت مكوناتها، أزيد"
        " اللي ينوكل لكل شخص على قد العدد.",
    ),
    "recipe_serves": _t(
        "Here's how many people the recipe serves as shown. Tell me how many you're cooking"
        " for and I'll scale it.",
        "هذا عدد الأشخاص اللي تكفيهم الوصفة مثل ما هي. قول لي كم شخص وأعدل الكميات.",
    ),
    "recipe_cost": _t(
        "Here's what the recipe's ingredients in stock cost together. Tap below to add them all.",
        "هذا مجموع أسعار مكونات الوصفة المتوفرة. اضغط تحت وأضيفها كلها.",
    ),
    "order_eta": _t(
        "It isn't out for delivery yet; here's how long delivery usually takes once it is.",
        "طلبك للحين ما طلع للتوصيل؛ وهذي المدة المعتادة للتوصيل بعد ما يطلع.",
    ),
    "order_eta_on_its_way": _t(
        "It's on its way; here's how long delivery usually takes.",
        "طلبك بالطريق؛ وهذي المدة المعتادة للتوصيل.",
    ),
    "in_stock_now": _t("Good news: that one is in stock right now.", "هذا متوفر الحين."),
    "no_restock_date": _t(
        "That one is out of stock, and we have no date yet for when it's back. Here's what we"
        " have like it now.",
        "هذا غير متوفر حالياً، وما عندنا موعد محدد لرجوعه. هذي البدائل المتوفرة الحين.",
    ),
    "no_restock_date_unlike": _t(
        "That one is out of stock, and we have no date yet for when it's back, nor anything"
        " like it in stock. Here's more from the same aisle.",
        "هذا غير متوفر حالياً، وما عندنا موعد محدد لرجوعه ولا شي مثله. هذي منتجات ثانية من"
        " نفس القسم.",
    ),
    "no_restock_date_alone": _t(
        "That one is out of stock, and we have no date yet for when it's back.",
        "هذا غير متوفر حالياً، وما عندنا موعد محدد لرجوعه.",
    ),
    "none_alike": _t(
        "We have nothing else like that in stock right now. Here's more from the same aisle.",
        "ما عندنا شي ثاني مثله متوفر حالياً. هذي منتجات ثانية من نفس القسم.",
    ),
    "asked_out_of_stock": _t(
        "That one is out of stock right now. Here it is with what we have instead.",
        "هذا غير متوفر حالياً. هذا هو مع البدائل المتوفرة.",
    ),
    "fewer_in_stock": _t(
        "We have fewer of that in stock than you asked for; the card shows what's left.",
        "المتوفر عندنا منه أقل من اللي طلبته، والكرت يبين الكمية الباقية.",
    ),
    "several_out_of_stock": _t(
        "Those are all out of stock right now. Here they are with what we have instead.",
        "كلها غير متوفرة حالياً. هذي هي مع البدائل المتوفرة.",
    ),
    "several_out_of_stock_unlike": _t(
        "Those are all out of stock right now, and we have nothing else like them; here's more"
        " from the same aisle.",
        "كلها غير متوفرة حالياً، وما عندنا شي مثلها. هذي منتجات ثانية من نفس القسم.",
    ),
    "sold_in_packs": _t(
        "It comes in smaller packs: if you add it, I'll add enough packs for the amount you asked.",
        "ينباع بعبوات أصغر: إذا تبيه، أضيف لك عبوات تكفي الكمية اللي طلبتها.",
    ),
    "past_product_in_size": _t(
        "Here's the same one you had before, in the size you asked. Tap confirm to add it.",
        "هذا نفس اللي أخذته قبل، بالمقاس اللي طلبته. اضغط تأكيد لإضافته.",
    ),
    "past_size_out": _t(
        "The one you had before is out of stock in that size right now. Here's what we have "
        "in that size.",
        "اللي أخذته قبل غير متوفر حالياً بهالمقاس. هذا اللي عندنا بنفس المقاس.",
    ),
    "past_size_out_alone": _t(
        "The one you had before is out of stock in that size right now, and we have nothing "
        "like it in that size.",
        "اللي أخذته قبل غير متوفر حالياً بهالمقاس، وما عندنا شي مثله بنفس المقاس.",
    ),
    "past_size_not_sold": _t(
        "The one you had before doesn't come in that size. Here it is, and what we have in "
        "that size.",
        "اللي أخذته قبل ما يجي بهالمقاس. هذا هو، وهذا اللي عندنا بنفس المقاس.",
    ),
    "past_size_not_sold_alone": _t(
        "The one you had before doesn't come in that size, and we have nothing like it in "
        "that size. Here are the sizes it comes in.",
        "اللي أخذته قبل ما يجي بهالمقاس، وما عندنا شي مثله بنفس المقاس. هذي المقاسات اللي يجي فيها.",
    ),
    "pay_way_taken": _t(
        "Yes, you can pay that way. Here are all the ways to pay.",
        "إيه، تقدر تدفع فيها. هذي كل طرق الدفع عندنا.",
    ),
    "pay_way_not_taken": _t(
        "Sorry, we don't take that way of paying. Here are the ways you can pay.",
        "للأسف ما نقبل هالطريقة بالدفع. هذي الطرق اللي تقدر تدفع فيها.",
    ),
    "pro_how_often": _t(
        "Here's when it pays for itself for you. How many times a month do you usually order?",
        "هذا متى يغطي قيمته لك. كم مرة تطلب بالشهر تقريباً؟",
    ),
    "pro_pays": _t(
        "Yes, it pays for itself on standard delivery alone (the sums are below), and members "
        "get express at half price.",
        "إيه، يغطي قيمته من التوصيل العادي بروحه (الحسبة تحت)، والمشتركين ياخذون التوصيل السريع "
        "بنص السعر.",
    ),
    "pro_does_not_pay": _t(
        "On standard delivery alone it would cost you more than it saves (the sums are below); "
        "it comes out ahead if you order more often or use express, half price for members.",
        "على التوصيل العادي بروحه يكلفك أكثر مما يوفر (الحسبة تحت)؛ يصير أوفر إذا طلبت أكثر أو "
        "استخدمت التوصيل السريع، وهو للمشتركين بنص السعر.",
    ),
    "guest_order_claimed": _t(
        "I can only see orders once you're signed in to the account they were placed with, "
        "so I can't see it from this chat. Sign in and ask me again, or a person from our "
        "team can look it up by your phone number: tap below.",
        "ما أقدر أشوف الطلبات إلا بعد ما تسجل دخولك بالحساب اللي طلبت منه، فما أشوفه من هالمحادثة. "
        "سجل دخولك واسألني مرة ثانية، أو أحد من موظفينا يقدر يدوره لك برقم تلفونك: اضغط تحت.",
    ),
    # goods asked onto an order already placed (`skills.placed_orders`)
    "placed_order_closed": _t(
        "An order already placed can't take more goods here. Put what you need in your cart"
        " and it comes as a new order.",
        "الطلب اللي انرسل ما نقدر نضيف عليه شي من هني. حط اللي تحتاجه بسلتك ويوصلك بطلب جديد.",
    ),
    "placed_order_swap_goods": _t(
        "What you'd have instead can come in a new order; tap to add it to your cart:",
        "اللي تبيه بداله يقدر يجيك بطلب جديد، اضغط وضيفه لسلتك:",
    ),
    "placed_order_closed_goods": _t(
        "An order already placed can't take more goods here. These can come in a new order;"
        " tap to add one to your cart:",
        "الطلب اللي انرسل ما نقدر نضيف عليه شي من هني. هذي تقدر تجيك بطلب جديد، اضغط وضيفها لسلتك:",
    ),
    # which code saves the most on the cart (`skills.coupon_savings`)
    "best_coupon_named": _t(
        "Here is what each code takes off your cart as it is now, the one that saves most first.",
        "هذا اللي يخصمه كل كود من سلتك الحين، واللي يوفر أكثر أولاً.",
    ),
    "best_coupon_propose": _t(
        "This code saves you the most on your cart as it is now. Tap confirm to apply it.",
        "هذا الكود يوفر لك أكثر شي على سلتك الحين. اضغط تأكيد لتطبيقه.",
    ),
    "best_coupon_none": _t(
        "None of our codes takes anything off your cart as it is now. Here is what each needs.",
        "ولا كود من أكوادنا يخصم شي من سلتك الحين. هذا اللي يحتاجه كل واحد.",
    ),
    "coupon_already_on": _t(
        "That code is already on your cart, so there's nothing to change.",
        "هذا الكود مطبق على سلتك من قبل، فما في شي يتغير.",
    ),
    "size_out_of_stock": _t(
        "That size is out of stock right now. Here are the sizes we have.",
        "هذا الحجم غير متوفر حالياً. هذه الأحجام المتوفرة.",
    ),
    "all_sizes_out": _t(
        "That's out of stock in every size right now. Here's what we have like it.",
        "هذا غير متوفر حالياً بكل أحجامه. هذا اللي عندنا شبهه.",
    ),
    "the_one_asked": _t("This is the one.", "هذا هو."),
    "size_elsewhere": _t(
        "That one doesn't come in that size. These do.",
        "هذا ما يجي بهالحجم. هذي اللي تجي فيه.",
    ),
    "one_size_only": _t(
        "This one comes in one size only. Here it is with its price.",
        "هذا يجي بحجم واحد بس. هذا هو بسعره.",
    ),
    "sizes_of_it": _t(
        "Here it is with its sizes and their prices.",
        "هذا هو بأحجامه وأسعارها.",
    ),
    "sizes_of_them": _t(
        "Here they are, each with its sizes and their prices.",
        "هذي هي، كل واحد بأحجامه وأسعارها.",
    ),
    "size_none_left": _t(
        "We have nothing else in that size in stock right now.",
        "ما عندنا شي ثاني بهذا المقاس متوفر حالياً.",
    ),
    "size_missing": _t(
        "We don't sell that size. Here are the nearest sizes we have.",
        "ما عندنا هذا الحجم. هذه أقرب الأحجام المتوفرة.",
    ),
    "express_which_area": _t(
        "Express delivery depends on your area. Which area is it for?",
        "التوصيل السريع يعتمد على منطقتك. لأي منطقة؟",
    ),
    "points_balance": _t(
        "Here are your loyalty points, what they are worth, and your wallet balance.",
        "هذا رصيد نقاطك وقيمتها، ورصيد محفظتك.",
    ),
    "report_window_passed": _t(
        "This order came too long ago for a problem with its items to be reported: it's past "
        "both windows the returns policy below gives, for fresh items and for unopened packs.",
        "هذا الطلب وصلك من زمان، وفات وقت الإبلاغ عن مشكلة في منتجاته: انتهت المدتين اللي "
        "تحددها سياسة الإرجاع تحت، للمنتجات الطازجة وللمغلفة غير المفتوحة.",
    ),
    "fresh_window_passed": _t(
        "It's past the window for reporting fresh items from this order; an unopened packaged "
        "item can still be reported within the time the returns policy below gives.",
        "فات وقت الإبلاغ عن المنتجات الطازجة من هذا الطلب؛ المنتجات المغلفة غير المفتوحة تقدر "
        "تبلغ عنها خلال المدة اللي تحددها سياسة الإرجاع تحت.",
    ),
    "one_coupon": _t(
        "Coupons don't combine: it's one coupon per order, so a second code takes the place "
        "of the first. Here's the rule.",
        "الأكواد ما تنجمع: كود خصم واحد لكل طلب، والكود الثاني ياخذ مكان الأول. هذه القاعدة.",
    ),
    "refund_of_order": _t(
        "This is the order whose money was refunded, shown below.",
        "هذا الطلب اللي رجعنا مبلغه، تشوفه تحت.",
    ),
    "refund_asked": _t(
        "A refund goes to your Fresh wallet at once, or back to your card or KNET account as the "
        "rule below says; your wallet holds this now. If one you expect isn't there, a person "
        "can check it for you.",
        "المبلغ المسترجع يروح لمحفظة فريش على طول، أو يرجع لبطاقتك أو حساب كي نت مثل ما تقول "
        "السياسة تحت؛ هذا اللي في محفظتك الحين. إذا ما لقيت مبلغ تنتظره، أحد من موظفينا يقدر "
        "يتأكد لك.",
    ),
    "refund_asked_guest": _t(
        "A refund goes to your Fresh wallet at once, or back to your card or KNET account as the "
        "rule below says. Sign in to see what your wallet holds; if one you expect isn't there, "
        "a person can check it for you.",
        "المبلغ المسترجع يروح لمحفظة فريش على طول، أو يرجع لبطاقتك أو حساب كي نت مثل ما تقول "
        "السياسة تحت. سجّل الدخول عشان تشوف رصيد محفظتك؛ وإذا ما لقيت مبلغ تنتظره، أحد من "
        "موظفينا يقدر يتأكد لك.",
    ),
    "points_with_wallet": _t(
        "Yes, both can go on one order: your points come off the products in the cart, and"
        " the wallet can pay all or part of what is left when you check out.",
        "إيه، تقدر تستعملهم الثنين بنفس الطلب: النقاط تنخصم من قيمة المنتجات في السلة،"
        " والمحفظة تدفع الباقي كله أو جزء منه وقت إتمام الطلب.",
    ),
    # the wallet weighed against the cart (`skills.wallet_covers`); the figures follow
    "minimum_against_cart": _t(
        "Here's your cart against the minimum order.",
        "هذي سلتك مقابل الحد الأدنى للطلب.",
    ),
    "wallet_against_cart": _t(
        "Here's your wallet against your cart as checkout would charge it.",
        "هذا رصيد محفظتك مقابل مجموع سلتك مثل ما بينحسب وقت إتمام الطلب.",
    ),
    "wallet_cart_empty": _t(
        "Your cart is empty, so there's nothing for the wallet to cover yet.",
        "سلتك فاضية، فما في شي تدفعه المحفظة للحين.",
    ),
    # whether an account is needed to order (`skills.account_to_order`)
    "account_to_order": _t(
        "You can chat with me and fill your cart without an account; to place the order you"
        " sign in once with a code sent to your phone, and your cart and chats come with you.",
        "تقدر تكلمني وتعبي سلتك بدون حساب؛ وعشان تطلب تسجل دخول مرة وحدة برمز يوصلك على"
        " تلفونك، وسلتك ومحادثاتك تنتقل معك.",
    ),
    "use_wallet": _t(
        "Your wallet pays at checkout: choose it as the way to pay, for all of the order or "
        "part of it. Your loyalty points are a separate balance.",
        "محفظتك تدفع عند إتمام الطلب: اخترها طريقةً للدفع، لقيمة الطلب كاملة أو جزء منها. "
        "نقاط الولاء رصيد منفصل عنها.",
    ),
    "points_none": _t(
        "You don't have enough points to use yet.", "ليست لديك نقاط كافية للاستخدام بعد."
    ),
    "points_too_many": _t(
        "That's more points than you have. I can use all of your points instead.",
        "هذا أكثر من رصيد نقاطك. أقدر أستخدم كل نقاطك بدلاً من ذلك.",
    ),
    "address_pick": _t("Which address should we deliver to?", "إلى أي عنوان نوصل؟"),
    # a place of the shopper's own named, none of whose saved addresses is it (the saved ones
    # follow by name)
    "place_not_saved": _t(
        "There's no address saved for that place on your account. These are the ones you have"
        " saved; which one should we deliver to?",
        "ما عندك عنوان محفوظ لهالمكان. هذي العناوين المحفوظة عندك، على أي واحد نوصل؟",
    ),
    "no_addresses": _t(
        "You don't have a saved address yet. You can add one in your account.",
        "لا يوجد لديك عنوان محفوظ بعد. تقدر تضيفه من حسابك.",
    ),
    "trouble": _t(
        "I couldn't reach the store just now. Please try again in a moment.",
        "ما قدرت أوصل للمتجر الآن. حاول مرة أخرى بعد قليل.",
    ),
    # kitchen questions and the shopping list (the cart)
    "meal_ideas": _t(
        "Here are some ideas from our recipes: the first is below, tap another to see it.",
        "هذي أفكار من وصفاتنا: الأولى تحت، واضغط على غيرها عشان تشوفها.",
    ),
    "meal_ideas_closest": _t(
        "We have no recipe of exactly that kind; this is the closest we have.",
        "ما عندنا وصفة من هالنوع بالضبط؛ هذي أقرب وصفة عندنا.",
    ),
    "meal_ideas_with_it": _t(
        "No recipe of ours fits all of that; these come closest, with what you asked for in them.",
        "ما عندنا وصفة تطابق كل طلبك؛ هذي الأقرب، وفيها اللي طلبته.",
    ),
    # ideas held against a diet or an allergen said (`skills.recipes_for_a_need`)
    "meal_ideas_for_need": _t(
        "Going by their ingredients' details, these recipes of ours suit that:",
        "حسب بيانات مكوناتها، هذي وصفاتنا اللي تناسب هذا:",
    ),
    "meal_ideas_none_fit": _t(
        "None of our recipes fits that exactly, but here are the ones we have.",
        "ولا وصفة من وصفاتنا تطابق طلبك بالضبط، بس هذي الوصفات اللي عندنا.",
    ),
    "meal_ideas_no_recipes": _t(
        "We have no recipes to suggest yet, but I can help you find the ingredients.",
        "ما عندنا وصفات نقترحها حالياً، بس أقدر أساعدك تلقى المكونات.",
    ),
    "cooking_time": _t("Here's roughly how long it takes:", "هذا تقريباً الوقت اللي ياخذه:"),
    "cooking_time_recipe": _t(
        "We have a recipe for it; here's how long it takes.",
        "عندنا وصفة لها؛ هذا الوقت اللي تاخذه.",
    ),
    "cooking_time_unknown": _t(
        "I don't know how long that takes, so I won't guess. I can tell you for our "
        "recipes and for common foods like rice, pasta, chicken or fish.",
        "ما أعرف كم ياخذ وقت، وما أبي أخمن. أقدر أقول لك لوصفاتنا وللأكلات المعروفة مثل الرز "
        "والمعكرونة والدجاج والسمك.",
    ),
    "storage": _t("Here's how to keep it:", "هذي طريقة حفظه:"),
    "storage_unknown": _t(
        "I don't know how best to keep that, so I won't guess; the label on the pack says. "
        "I can tell you for fresh foods, dairy, meat, fish, bread and pantry goods.",
        "ما أعرف أحسن طريقة لحفظه، وما أبي أخمن؛ الملصق على العلبة يقول. أقدر أقول لك للأكل "
        "الطازج والألبان واللحم والسمك والخبز والمواد الجافة.",
    ),
    "substitute": _t("You can use this instead:", "تقدر تستخدم هذا بداله:"),
    "stand_in_alike": _t(
        "Yes, that one is the same kind of thing and will do instead. It's in stock: want me"
        " to add it?",
        "إيه، هذا من نفس النوع ويمشي بداله. متوفر عندنا: تبيني أضيفه؟",
    ),
    "stand_in_unlike": _t(
        "That one isn't quite the same kind of thing, so it may not do the same job; it's in"
        " stock if you'd like it.",
        "هذا مو نفس النوع بالضبط، فيمكن ما يسوي نفس الشغل؛ بس متوفر إذا تبيه.",
    ),
    "stand_in_out": _t(
        "That one is out of stock right now too.",
        "وهذا بعد غير متوفر حالياً.",
    ),
    "substitute_works": _t("Yes, that works:", "إيه، يمشي:"),
    "substitute_sold": _t("We sell these:", "هذي نبيعها عندنا:"),
    "substitute_unknown": _t(
        "I don't know a good substitute for that, so I won't guess.",
        "ما أعرف بديل زين له، وما أبي أخمن.",
    ),
    "on_list_yes": _t("Yes, it's in your cart.", "إي، موجود في سلتك."),
    "on_list_no": _t(
        "No, it's not in your cart. Here it is if you'd like to add it.",
        "لا، مو موجود في سلتك. هذا هو إذا تبي تضيفه.",
    ),
    "on_list_no_store": _t(
        "No, it's not in your cart, and I couldn't find it in our store.",
        "لا، مو موجود في سلتك، وما لقيته في متجرنا.",
    ),
    "propose_swap_several": _t(
        "Here's the change: those lines off your cart and the new one on. Tap Confirm to make "
        "them all.",
        "هذا التغيير: المنتجات اللي ذكرتها تنشال من سلتك والجديد ينضاف. اضغط تأكيد عشان تصير كلها.",
    ),
    "swap_not_on_list": _t(
        "That isn't in your cart, so there's nothing to take off. Here's your cart.",
        "هذا مو موجود في سلتك، فما في شي أشيله. هذي سلتك.",
    ),
    "swap_nothing_held": _t(
        "That isn't in your cart, so nothing comes off. I've prepared the new one for your"
        " cart: tap confirm to add it.",
        "هذا مو موجود في سلتك، فما بشيل شي. جهزت لك الجديد للسلة: اضغط تأكيد لإضافته.",
    ),
    "swap_into_empty": _t(
        "Your cart is empty, so nothing comes off. I've prepared the new one for your cart:"
        " tap confirm to add it.",
        "سلتك فاضية، فما بشيل شي. جهزت لك الجديد للسلة: اضغط تأكيد لإضافته.",
    ),
    "swap_what": _t(
        "I couldn't tell what to put in its place. Here's your cart; tell me the product.",
        "ما عرفت شو أحط بداله. هذي سلتك؛ قول لي اسم المنتج.",
    ),
    "swap_out_of_stock": _t(
        "We don't have enough of that in stock, so I've changed nothing.",
        "ما عندنا كمية كافية منه، فما غيرت شي.",
    ),
    "propose_swap": _t(
        "Here's the change: one line off your cart and one on. Tap Confirm to make both.",
        "هذا التغيير: منتج ينشال من سلتك ومنتج ينضاف. اضغط تأكيد عشان يصيرون الاثنين.",
    ),
    # goods for an occasion, across the aisles (`skills.occasion_goods`)
    "occasion_bbq": _t(
        "For the barbecue, here's a start from across our aisles: meat for the grill, bread,"
        " vegetables and drinks. Tell me how many people and I can help with amounts.",
        "للشوي، هذي بداية من أقسامنا: لحم للشوي، خبز، خضار ومشروبات. قول لي كم شخص وأساعدك"
        " بالكميات.",
    ),
    # ...for a count of people said: amounts where a portion a person is known
    "occasion_counted": _t(
        "Here's a start from across our aisles for that many. What a person usually eats I've"
        " worked out for your count (raw weight); drinks, sweets and the rest go by taste.",
        "هذي بداية من أقسامنا على قد العدد. اللي ياكله الشخص عادةً حسبته على عددكم (الوزن ني)؛"
        " والمشروبات والحلويات والباقي على ذوقك.",
    ),
    "occasion_counted_plain": _t(
        "Here's a start from across our aisles. I have no usual amount a person for these, so"
        " take what looks right for your count; I can add any of them.",
        "هذي بداية من أقسامنا. ما عندي كمية معتادة للشخص لهالأغراض، فخذ اللي تشوفه يناسب عددكم؛"
        " وأقدر أضيف لك أي واحد منها.",
    ),
    "occasion_party": _t(
        "For the party, here's a start from across our aisles: snacks, sweets and drinks."
        " Tell me how many guests and I can help with amounts.",
        "للحفلة، هذي بداية من أقسامنا: سناكات، حلويات ومشروبات. قول لي كم ضيف وأساعدك بالكميات.",
    ),
    "occasion_gergean": _t(
        "For gergean, here's a start from across our aisles: chocolate and sweets, and nuts to"
        " fill the bags. Tell me how many children and I can help with amounts.",
        "للقرقيعان، هذي بداية من أقسامنا: شوكولاتة وحلويات، ومكسرات تعبّي فيها الأكياس. قول لي"
        " كم طفل وأساعدك بالكميات.",
    ),
    "occasion_welcome": _t(
        "For your guests, here's a start from across our aisles: dates, Arabic coffee, sweets"
        " and nuts. Tell me how many guests and I can help with amounts.",
        "لضيوفك، هذي بداية من أقسامنا: تمر، قهوة عربية، حلويات ومكسرات. قول لي كم ضيف"
        " وأساعدك بالكميات.",
    ),
    "occasion_iftar": _t(
        "For the Ramadan table, here's a start from across our aisles: dates, drinks, samboosa"
        " and soup. Tell me how many guests and I can help with amounts.",
        "لسفرة رمضان، هذي بداية من أقسامنا: تمر، مشروبات، سمبوسة وشوربة. قول لي كم ضيف"
        " وأساعدك بالكميات.",
    ),
    "occasion_outing": _t(
        "For the trip, here's a start from across our aisles: snacks, water and drinks, and"
        " food that travels well.",
        "للطلعة، هذي بداية من أقسامنا: سناكات، ماي ومشروبات، وأكل يتحمل الطريق.",
    ),
    "occasion_staples": _t(
        "For the household's shop, here are the staples from across our aisles: bread, milk and"
        " laban, eggs, rice, chicken, vegetables, fruit, cheese, cooking oil and water.",
        "لمقاضي البيت، هذي الأساسيات من أقسامنا: خبز، حليب ولبن، بيض، رز، دجاج، خضار، فواكه،"
        " جبن، زيت طبخ وماي.",
    ),
    "occasion_school": _t(
        "For the school bag, here's a start from across our aisles: snacks, juice and laban,"
        " a sandwich's makings and fruit that travels well.",
        "لشنطة المدرسة، هذي بداية من أقسامنا: سناكات، عصير ولبن، أغراض ساندويتش، وفواكه تتحمل.",
    ),
    "occasion_breakfast": _t(
        "For breakfast, here's a start from across our aisles: eggs, bread, cheese, spreads,"
        " oats and something to drink.",
        "للفطور، هذي بداية من أقسامنا: بيض، خبز، جبن، مربى وعسل، شوفان وشي تشربه.",
    ),
    "occasion_asked": _t(
        "Here's what we have of that for the occasion:",
        "هذا اللي عندنا من هالنوع للمناسبة:",
    ),
    "not_carried_protein": _t(
        "We don't carry that. These foods are rich in protein:",
        "ما نبيع هذا. هذي أكلات غنية بالبروتين:",
    ),
    # a food wanted for what it is: vegan, sugar free, gluten free (`skills.dietary`)
    "need_found": _t(
        "These are the ones that fit, going by what each product is:",
        "هذي اللي تناسب، حسب مواصفات كل منتج:",
    ),
    "weighed_least": _t(
        "Of those whose record lists it, this one has the least:",
        "من اللي مسجل رقمها، هذا أقلهم:",
    ),
    "weighed_most": _t(
        "Of those whose record lists it, this one has the most:",
        "من اللي مسجل رقمها، هذا أكثرهم:",
    ),
    "weighed_one_known": _t(
        "Only this one lists it on its record; the others don't say, so I can't rank them"
        " (the pack's label has it):",
        "هذا الوحيد اللي مسجل رقمه، والباقي غير مذكور، فما أقدر أرتبهم (الرقم على ملصق العبوة):",
    ),
    "weighed_none_known": _t(
        "None of these lists it on its record, so I can't rank them; the pack's label has it.",
        "ولا واحد من هذول مسجل رقمه، فما أقدر أرتبهم؛ الرقم على ملصق العبوة.",
    ),
    "need_found_not_exactly": _t(
        "We don't have exactly that. Of what we have, these fit, going by what each product is:",
        "ما عندنا هذا بالضبط. من اللي عندنا، هذي اللي تناسب حسب مواصفات كل منتج:",
    ),
    "need_no_added_sugar": _t(
        "None of that kind is sugar-free, but these have no added sugar (only the fruit's own):",
        "ما عندنا من هالنوع شي خالي من السكر، بس هذي بدون سكر مضاف (فيها سكر الفاكهة بس):",
    ),
    "need_none": _t(
        "Sorry, we don't have that kind of product that fits this. I'd rather tell you than"
        " show you something that doesn't.",
        "للأسف ما عندنا من هالنوع شي يناسب هالطلب، وأفضّل أقولك بدل ما أعرض عليك شي ما يناسب.",
    ),
    # a product held against a need said earlier (`skills.goods_fit`)
    "goods_keep_need": _t("Yes, going by its details:", "إي، حسب بياناته:"),
    "goods_break_need": _t("No, going by its details:", "لا، حسب بياناته:"),
    "goods_need_unknown": _t("I can't promise that:", "ما أقدر أأكد لك هذا:"),
    "need_which_kind": _t(
        "What kind of product are you looking for? I'll show the ones that fit.",
        "شو نوع المنتج اللي تدور عليه؟ أعرض لك اللي يناسب.",
    ),
    # calories, protein, sugar and allergens of a product (`skills.nutrition`)
    "nutrition_known": _t(
        "Here's what this product holds, going by its record:",
        "هذي القيم الغذائية لهالمنتج حسب بياناته:",
    ),
    "allergens_of_the_shown": _t(
        "Here's what each of these contains, going by its record:",
        "هذا اللي يحتويه كل واحد منها حسب بياناته:",
    ),
    "allergens_known": _t(
        "Here's what this product contains, going by its record:",
        "هذا اللي يحتويه المنتج حسب بياناته:",
    ),
    "nutrition_unknown": _t(
        "I don't have the nutrition figures for this one; the label on the pack has them.",
        "ما عندي القيم الغذائية لهالمنتج، تلقاها على الملصق اللي على العبوة.",
    ),
    "nutrition_not_stocked": _t(
        "I couldn't find that in our store, so I have no figures for it. Which product do you"
        " mean?",
        "ما لقيته في متجرنا، فما عندي أرقامه. أي منتج تقصد؟",
    ),
}

# One line of figures from the store, for a text card ("Serves 6 people"): prose carries none.
FIGURES: dict[str, Bilingual] = {
    # what a correction changed in a pending proposal (`skills.offer_edits`)
    "offer_line_count": _t("Now {count} × {name}.", "صارت {count} × {name}."),
    "offer_line_swapped": _t("{count} × {now} in place of {was}.", "{count} × {now} بدال {was}."),
    "offer_line_as_asked": _t("It's {count} × {name}.", "هو {count} × {name}."),
    "offer_line_added": _t("{name} is added to the proposal.", "أضفت {name} للطلب المقترح."),
    "offer_line_dropped": _t("{name} is off the proposal.", "شلت {name} من الطلب المقترح."),
    # what one use of a pack costs (`skills.per_use_compared`)
    "per_use_cost": _t(
        "{name}: {count} in the pack, about {price} a use.",
        "{name}: فيها {count}، يعني تقريباً {price} للمرة الوحدة.",
    ),
    "per_use_not_counted": _t(
        "{name}: its pack doesn't say how many uses it gives, so I can't work out a cost per use.",
        "{name}: بياناته ما تقول كم مرة يكفي، فما أقدر أحسب كلفة المرة الوحدة.",
    ),
    "offer_need_none": _t(
        "We have nothing of that kind that fits the need you said, so I added nothing for it.",
        "ما عندنا شي من هالنوع يناسب اللي قلته، فما أضفت له شي.",
    ),
    # which size fits a weight (`skills.weight_fit`)
    "sold_by_the_kilo": _t(
        "{name} is sold by the kilo, not by the piece: {price} a kilo.",
        "{name} ينباع بالكيلو مو بالحبة: {price} للكيلو.",
    ),
    "weight_fit_size": _t("{pack} is for {span}.", "{pack} للوزن {span}."),
    "weight_fit_under": _t(
        "{pack} is for {span}: {weight} is under that, so it would be too big.",
        "{pack} للوزن {span}: و{weight} أقل من هالوزن، فبتكون كبيرة عليه.",
    ),
    "weight_fit_over": _t(
        "{pack} is for {span}: {weight} is over that, so it would be too small.",
        "{pack} للوزن {span}: و{weight} أكثر من هالوزن، فبتكون صغيرة عليه.",
    ),
    "area_fee_with_cart": _t(
        "Delivery to {area} is {fee}, so this cart would come to {total}.",
        "التوصيل إلى {area} رسومه {fee}، فيصير مجموع سلتك {total}.",
    ),
    "area_below_minimum": _t(
        " The minimum order there is {minimum}, so {short} more is needed before it can go.",
        " والحد الأدنى للطلب هناك {minimum}، فتحتاج تضيف {short} بعد عشان يوصلك.",
    ),
    "area_fee_why": _t(
        "Delivery to {area} is {fee}: it is in the {zone} zone, and each zone's fee is set by"
        " how far it lies from our branches, the farthest costing most. The minimum order there"
        " is {minimum}.",
        "التوصيل إلى {area} رسومه {fee}: لأنها في منطقة {zone}، ورسوم كل منطقة على قد بعدها عن"
        " فروعنا، والأبعد رسومها أعلى. والحد الأدنى للطلب هناك {minimum}.",
    ),
    "points_too_few": _t(
        "Points can be used from {least} points up; you have {points}.",
        "النقاط تنستخدم من {least} نقطة وفوق، وعندك {points}.",
    ),
    "made_from_age": _t(
        "{name} is made for children from {years} years old.",
        "{name} للأطفال من عمر {years} سنوات.",
    ),
    "weight_fit_these": _t("For {weight}, these fit:", "للوزن {weight} يناسب:"),
    "weight_fit_none": _t(
        "None of our packs is made for {weight}.", "ما عندنا عبوة مقاسها للوزن {weight}."
    ),
    # a sum shopped within (`skills.spending`)
    "spending_kept": _t("I'll keep it within {amount}.", "بنخليها ضمن {amount}."),
    "spending_left": _t(
        "Your cart comes to {subtotal}, so {left} is left of your {amount}.",
        "سلتك الحين {subtotal}، يعني باقي لك {left} من {amount}.",
    ),
    "spending_over": _t(
        "Your cart comes to {subtotal}, {left} over your {amount}.",
        "سلتك الحين {subtotal}، يعني زايده {left} على {amount}.",
    ),
    "offer_ends": _t("{title}: until {day}.", "{title}: لين {day}."),
    # the first delivery window (`skills.delivery_times`)
    "slot_first": _t("The earliest is {day}, {slot}.", "أقرب موعد {day}، {slot}."),
    "saved_place": _t("{place} ({area})", "{place} ({area})"),
    "budget_total": _t(
        "That comes to {total} of your {budget}.", "المجموع {total} من ميزانيتك {budget}."
    ),
    "budget_total_cheaper": _t(
        "I took the cheaper ones of those so it fits: {total} of your {budget}.",
        "اخترت الأرخص منهم عشان يمشي مع ميزانيتك: {total} من {budget}.",
    ),
    "budget_over": _t("{total}, over your {budget}.", "{total}، أكثر من ميزانيتك {budget}."),
    "slots_run": _t(
        "Deliveries run from {start} to {end}; the earliest is {day}, {slot}.",
        "التوصيل من {start} إلى {end}؛ وأقرب موعد {day}، {slot}.",
    ),
    "delivery_hours": _t("Deliveries run from {start} to {end}.", "التوصيل من {start} إلى {end}."),
    "value_per_unit": _t(
        "{name}, {pack}: {price}, that is {per} per {unit}.",
        "{name}، {pack}: {price}، يعني {per} لكل {unit}.",
    ),
    "serves": _t("Serves {count} people.", "تكفي {count} أشخاص."),
    # a recipe shown for a count not its own: the card's amounts are for that count, the
    # steps keep the amounts they were written with
    "steps_written_for": _t(
        "The ingredients above are for {asked}; the steps below keep the amounts of the recipe"
        " as written, for {own}.",
        "كميات المكونات فوق على عدد {asked}؛ أما الخطوات تحت فبمقادير الوصفة الأصلية اللي"
        " تكفي {own}.",
    ),
    "portion_enough": _t(
        "Yes: at about {per} of {food} a person, {amount} feeds about {feeds}; {people} people "
        "need about {need}.",
        "إي: على حساب {per} {food} للشخص، {amount} تكفي حوالي {feeds}؛ و{people} أشخاص يحتاجون "
        "حوالي {need}.",
    ),
    "portion_short": _t(
        "Not quite: at about {per} of {food} a person, {amount} feeds about {feeds}; for "
        "{people} people get about {need}.",
        "مو كافي: على حساب {per} {food} للشخص، {amount} تكفي حوالي {feeds}؛ حق {people} أشخاص "
        "خذ حوالي {need}.",
    ),
    "portion_need": _t(
        "At about {per} of {food} a person, {people} people need about {need}.",
        "على حساب {per} {food} للشخص، {people} أشخاص يحتاجون حوالي {need}.",
    ),
    "dish_without_fine": _t(
        "Yes, you can make {dish} without {food}; it tastes a little different, and nothing "
        "else changes.",
        "إي، تقدر تسوي {dish} بدون {food}؛ الطعم يتغير شوي، وما يتغير شي ثاني.",
    ),
    "dish_without_base": _t(
        "Not really: {dish} is built on {food}; without it, it's another dish.",
        "مو صج: {dish} أساسه {food}؛ بدونه تصير طبخة ثانية.",
    ),
    "dish_without_unused": _t(
        "Our recipe for {dish} doesn't use it, so nothing changes.",
        "وصفتنا حق {dish} ما فيها هالشي، فما يتغير شي.",
    ),
    "dish_missing_all": _t(
        "Your cart has none of the ingredients of {dish} yet; you'd need all of these:",
        "سلتك ما فيها شي من مكونات {dish} للحين؛ تحتاج كل هذي:",
    ),
    "dish_missing_some": _t("For {dish} you're still missing these:", "حق {dish} باقي ناقصك هذي:"),
    "dish_has_all": _t(
        "Your cart already has everything {dish} needs.", "سلتك فيها كل اللي يحتاجه {dish}."
    ),
    "dish_swap_fits": _t(
        "Yes, {new} works in place of {old} in {dish}; adjust the cooking time to it.",
        "إي، ينفع {new} بدال {old} في {dish}؛ بس عدّل وقت الطبخ على حسبه.",
    ),
    "dish_swap_unlike": _t(
        "Not really: {new} isn't like what {dish} is made with, so it would be another dish.",
        "لا، ما أنصح: {new} مو مثل اللي ينطبخ فيه {dish}، بيصير طبق ثاني.",
    ),
    # a good of a swap held against the need it is asked for (`skills.swap_needs`)
    "swap_good_keeps": _t("{name} is {need}, going by its details.", "{name} {need} حسب بياناته."),
    "swap_good_breaks": _t(
        "{name} isn't {need}, going by its details.", "{name} مو {need} حسب بياناته."
    ),
    "swap_good_unknown": _t(
        "{name}'s details don't say whether it's {need}: check its pack.",
        "بيانات {name} ما تقول إذا هو {need} أو لا: تأكد من عبوته.",
    ),
    "dish_swap_product": _t("We sell {name} for {price}.", "عندنا {name} بـ {price}."),
    "recipe_amounts": _t("For {servings} people:\n{lines}", "لـ {servings} أشخاص:\n{lines}"),
    "recipe_uses_it": _t("It already uses {name}.", "الوصفة أصلاً فيها {name}."),
    "recipe_cost": _t(
        "{count} ingredients for {servings} people: {total}",
        "{count} مكونات لـ {servings} أشخاص: {total}",
    ),
    "recipe_breaks_need": _t(
        "{name} isn't {need} as written: it has {goods}. Leave those out or swap them.",
        "{name} مو {need} مثل ما هي مكتوبة: فيها {goods}. شيلها أو بدلها.",
    ),
    "recipe_keeps_need": _t(
        "{name} is {need}: none of its ingredients' details says otherwise.",
        "{name} {need}: ولا شي في بيانات مكوناتها يخالف هذا.",
    ),
    "recipes_keep_need": _t(
        "{names}: every ingredient's details say {need}.",
        "{names}: بيانات كل مكوناتها تقول {need}.",
    ),
    "recipes_need_unknown": _t(
        "{names} may suit too, but some of their ingredients' details don't say.",
        "{names} ممكن تناسب بعد، بس بعض مكوناتها ما في بياناتها شي عن هذا.",
    ),
    "recipe_need_unknown": _t(
        "These don't say on their details whether they're {need}, so check their packs: {goods}.",
        "هذي ما في بياناتها إذا هي {need} أو لا، فتأكد من عبوتها: {goods}.",
    ),
    "recipe_minutes": _t("{name}: about {minutes} minutes.", "{name}: حوالي {minutes} دقيقة."),
    "pro_break_even": _t(
        "Standard delivery to {area} is {fee} an order, and Fresh Pro is {price} a month: "
        "it pays for itself from {orders} orders a month.",
        "التوصيل العادي إلى {area} بـ {fee} للطلب، واشتراك فريش برو بـ {price} بالشهر: يغطي "
        "قيمته إذا طلبت {orders} مرات أو أكثر بالشهر.",
    ),
    "pro_fees": _t(
        "{orders} orders a month to {area} at {fee} each come to {total} in delivery fees; "
        "Fresh Pro is {price} a month.",
        "{orders} طلبات بالشهر إلى {area} بـ {fee} للطلب تطلع {total} رسوم توصيل، واشتراك "
        "فريش برو بـ {price} بالشهر.",
    ),
    "balance": _t(
        "{points} points, worth {worth}. Wallet balance: {wallet}",
        "{points} نقطة، قيمتها {worth}. رصيد المحفظة: {wallet}",
    ),
    "nutrition": _t(
        "Per {per}: {kcal} kcal, protein {protein} g, sugar {sugar} g, fat {fat} g",
        "لكل {per}: {kcal} سعرة، بروتين {protein} غ، سكر {sugar} غ، دهون {fat} غ",
    ),
    "cheaper_by": _t(
        "{first} at {cheap} is {difference} cheaper than {second} at {dear}.",
        "{first} بـ {cheap} أرخص بـ {difference} من {second} بـ {dear}.",
    ),
    "same_price": _t(
        "{first} and {second} cost the same: {price}.", "{first} و{second} بنفس السعر: {price}."
    ),
    "rounded_to_packs": _t(
        "It's sold in packs of {pack}, so that's {count} of them.",
        "ينباع بعبوات {pack}، فجهزت لك {count} منها.",
    ),
    "per_piece": _t(
        "{pack} for {price}: about {each} a piece.", "{pack} بـ {price}: يعني تقريباً {each} للحبة."
    ),
    "coupon_saves": _t("{code}: {saving} off", "{code}: خصم {saving}"),
    "coupon_needs": _t(
        "{code}: needs a cart of {minimum} (yours is {subtotal})",
        "{code}: يبي سلة بقيمة {minimum} (سلتك {subtotal})",
    ),
    "coupon_fits_nothing": _t(
        "{code}: nothing in your cart is on this offer",
        "{code}: ما في سلتك شي عليه هالعرض",
    ),
    # whether a code covers goods named (`skills.code_covers`)
    "code_covers": _t("{code} covers {name}.", "الكود {code} يشمل {name}."),
    "code_leaves_out": _t("{code} doesn't cover {name}.", "الكود {code} ما يشمل {name}."),
    "code_cart_empty_aside": _t(
        "Your cart is empty for now: add the goods and ask me to apply {code}.",
        "سلتك فاضية للحين: ضيف الأغراض واطلب مني أطبق الكود {code}.",
    ),
    "wallet_covers": _t(
        "Your wallet holds {wallet} and your cart comes to {total}{delivery}: the wallet covers"
        " it, with {left} left in the wallet after.",
        "محفظتك فيها {wallet} وسلتك مجموعها {total}{delivery}: المحفظة تغطيها، ويبقى فيها"
        " {left} بعدها.",
    ),
    "wallet_short": _t(
        "Your wallet holds {wallet} and your cart comes to {total}{delivery}: the wallet"
        " doesn't cover it all, so {short} is left to pay by card or another way.",
        "محفظتك فيها {wallet} وسلتك مجموعها {total}{delivery}: المحفظة ما تغطيها كلها، ويبقى"
        " {short} تدفعه بالبطاقة أو بطريقة ثانية.",
    ),
    "wallet_holds": _t("Your wallet holds {wallet}.", "محفظتك فيها {wallet}."),
    "wallet_at_checkout": _t(
        "Choose the wallet as the way to pay when you check out; the rest, if any, by card or"
        " another way.",
        "اختار المحفظة طريقة للدفع وقت إتمام الطلب؛ واللي يبقى، إذا بقى شي، بالبطاقة أو بطريقة"
        " ثانية.",
    ),
    "wallet_with_delivery": _t(
        " with delivery to your {label} address in {area} ({fee})",
        " مع التوصيل لعنوان {label} في {area} ({fee})",
    ),
    "fee_by_saved_address": _t(
        "No delivery area is set on your cart yet, so its delivery shows 0.000 KWD. To your "
        "{label} address in {area} delivery is {fee}, which makes the total {total}.",
        "ما تحدد مكان التوصيل لسلتك للحين، عشان كذا التوصيل طالع ٠٫٠٠٠ د.ك. التوصيل لعنوان "
        "{label} في {area} رسومه {fee}، فيصير المجموع {total}.",
    ),
    # a code asked beside goods to add, said against the cart with them in
    # (`skills.code_beside_adds`); "with_the_cart" when no goods could be put on
    "code_with_the_goods_saves": _t(
        "With these in, your cart comes to {subtotal} and {code} takes {saving} off. Confirm"
        " the goods first, then tap to apply the code.",
        "مع هذي تصير سلتك {subtotal}، والكود {code} يخصم {saving}. أكد الأغراض أول، وبعدين"
        " اضغط عشان أطبق الكود.",
    ),
    "code_with_the_goods_on": _t(
        "{code} is already on your cart: with these in ({subtotal}) it takes {saving} off.",
        "الكود {code} مطبق على سلتك: مع هذي ({subtotal}) يخصم {saving}.",
    ),
    "code_with_the_goods_short": _t(
        "With these in, your cart comes to {subtotal}; {code} needs {minimum}, so {more} more.",
        "مع هذي تصير سلتك {subtotal}، والكود {code} يبي {minimum}، يعني باقي {more}.",
    ),
    "code_with_the_goods_covers_none": _t(
        "{code} covers none of these goods nor anything else in your cart, so it would take"
        " nothing off.",
        "الكود {code} ما يشمل هذي الأغراض ولا شي ثاني في سلتك، فما راح يخصم شي.",
    ),
    "code_with_the_cart_saves": _t(
        "On your cart as it is ({subtotal}), {code} takes {saving} off.",
        "على سلتك الحين ({subtotal})، الكود {code} يخصم {saving}.",
    ),
    "code_with_the_cart_on": _t(
        "{code} is already on your cart ({subtotal}): it takes {saving} off.",
        "الكود {code} مطبق على سلتك ({subtotal}): يخصم {saving}.",
    ),
    "code_with_the_cart_short": _t(
        "Your cart comes to {subtotal}; {code} needs {minimum}, so {more} more.",
        "سلتك الحين {subtotal}، والكود {code} يبي {minimum}، يعني باقي {more}.",
    ),
    "code_with_the_cart_covers_none": _t(
        "{code} covers nothing in your cart as it is, so it would take nothing off yet.",
        "الكود {code} ما يشمل شي في سلتك الحين، فما راح يخصم شي للحين.",
    ),
    # the total or the wallet asked beside a code (`skills.code_with_the_sum`)
    "sum_once_coded": _t(
        "Once you confirm {code}, your cart comes to {total}{delivery}; it is {now} now.",
        "بعد ما تأكد الكود {code} يصير مجموع سلتك {total}{delivery}، وهو الحين {now}.",
    ),
    "sum_as_it_stands": _t(
        "Your cart comes to {total}{delivery}.", "مجموع سلتك {total}{delivery}."
    ),
    "sum_with_delivery": _t(" with delivery to {area} ({fee})", " مع التوصيل إلى {area} ({fee})"),
    # the cart's products against its area's minimum order (`skills.minimum_reached`)
    "minimum_reached": _t(
        "Your cart's products come to {subtotal}, and the minimum order to {area} is {minimum}:"
        " you've reached it.",
        "منتجات سلتك مجموعها {subtotal}، والحد الأدنى للطلب إلى {area} هو {minimum}: وصلته.",
    ),
    "minimum_short": _t(
        "Your cart's products come to {subtotal}, and the minimum order to {area} is {minimum}:"
        " {more} more to reach it.",
        "منتجات سلتك مجموعها {subtotal}، والحد الأدنى للطلب إلى {area} هو {minimum}: باقي"
        " {more} عشان توصله.",
    ),
    "minimum_cart_empty": _t(
        "Your cart is empty for now, and the minimum order to {area} is {minimum}.",
        "سلتك فاضية للحين، والحد الأدنى للطلب إلى {area} هو {minimum}.",
    ),
    "minimum_no_area": _t(
        "Your cart's products come to {subtotal}. Each zone has its own minimum, below: tell"
        " me your area and I'll check it against yours.",
        "منتجات سلتك مجموعها {subtotal}. كل منطقة لها حد أدنى، تحت: قول لي منطقتك وأشيك لك.",
    ),
    # the points proposed, the wallet weighed against what they leave (`skills.savings`)
    "rest_wallet_covers": _t(
        "With the points on, {total}{delivery} is left to pay: your wallet holds {wallet}, so"
        " it covers it, with {left} left in it after. Choose the wallet when you check out.",
        "بعد النقاط يبقى {total}{delivery}: محفظتك فيها {wallet}، فتغطيه، ويبقى فيها {left}"
        " بعدها. اختار المحفظة وقت إتمام الطلب.",
    ),
    "rest_wallet_short": _t(
        "With the points on, {total}{delivery} is left to pay: your wallet holds {wallet}, so"
        " {short} is left to pay by card or another way.",
        "بعد النقاط يبقى {total}{delivery}: محفظتك فيها {wallet}، فيبقى {short} تدفعه"
        " بالبطاقة أو بطريقة ثانية.",
    ),
    "sum_wallet_covers": _t(
        "Your wallet holds {wallet}, so it covers {total}, with {left} left in it after.",
        "محفظتك فيها {wallet}، فتغطي {total}، ويبقى فيها {left} بعدها.",
    ),
    "sum_wallet_short": _t(
        "Your wallet holds {wallet}, short of {total}: {short} is left to pay by card or"
        " another way.",
        "محفظتك فيها {wallet}، أقل من {total}: يبقى {short} تدفعه بالبطاقة أو بطريقة ثانية.",
    ),
    "coupon_short": _t(
        "Your cart comes to {subtotal}; {code} needs {minimum}, so {more} more.",
        "سلتك الحين {subtotal}، والكود {code} يبي {minimum}، يعني باقي {more}.",
    ),
    # one fact asked of a product named (`skills.product_facts`), from its record
    "fact_pack": _t("{name} comes in {pack}.", "{name}: العبوة {pack}."),
    "fact_packs": _t("{name} comes in: {packs}.", "{name} متوفر بهذي الأحجام: {packs}."),
    "fact_origin": _t(
        "{name} is from {country}, going by its name.", "{name} من {country}، حسب اسمه."
    ),
    "property_said": _t("{name}: its record says “{said}”.", "{name}: بياناته تقول «{said}»."),
    "property_sugar": _t(
        "{name}: {amount} of sugar, by its label.", "{name}: فيه {amount} سكر، حسب ملصقه."
    ),
    "property_fat": _t(
        "{name}: {amount} of fat, by its label.", "{name}: فيه {amount} دهون، حسب ملصقه."
    ),
    "property_unsaid": _t(
        "{name}: its record says nothing about its {property}; the pack may.",
        "{name}: بياناته ما تذكر شي عن {property}؛ يمكن تلقاه على العبوة.",
    ),
    "fact_origin_unknown": _t(
        "The record of {name} doesn't say where it is from; the pack will.",
        "بيانات {name} ما تذكر بلد المنشأ؛ تلقاه على العبوة.",
    ),
    "fact_is": _t("Yes, {name} is {flag}.", "إي، {name} {flag}."),
    "fact_not_said_is": _t(
        "The record of {name} doesn't say it is {flag}; check the pack.",
        "بيانات {name} ما تقول إنه {flag}؛ راجع العبوة.",
    ),
    # "is it sugar free or only no added?": none added, but the fruit's or milk's own sugar
    "fact_none_added": _t(
        "{name} has no sugar added, but it is not sugar-free: it holds its own, {sugar} per {per}.",
        "{name} بدون سكر مضاف، بس مو خالي من السكر: فيه سكره الطبيعي، {sugar} لكل {per}.",
    ),
    "fact_none_added_unstated": _t(
        "{name} has no sugar added; how much of its own it holds isn't stated.",
        "{name} بدون سكر مضاف؛ وكمية سكره الطبيعي مو مذكورة.",
    ),
    "fact_contains": _t("{name} contains {allergen}.", "{name} فيه {allergen}."),
    "fact_lists_no": _t(
        "{allergen} is not among the allergens listed for {name}.",
        "{allergen} مو من مسببات الحساسية المذكورة في بيانات {name}.",
    ),
    "fact_allergens_unknown": _t(
        "The record of {name} doesn't list its allergens; check the pack for {allergen}.",
        "بيانات {name} ما تذكر مسببات الحساسية؛ راجع العبوة عن {allergen}.",
    ),
    "fact_not_stated": _t(
        "The record of {name} doesn't say; check the pack.",
        "بيانات {name} ما تذكر هذا؛ راجع العبوة.",
    ),
    "allergens": _t("Contains: {allergens}", "يحتوي على: {allergens}"),
    "dietary": _t("It is: {flags}", "المنتج: {flags}"),
    "no_allergens": _t("None of the common allergens", "لا يحتوي على مسببات الحساسية الشائعة"),
    "allergens_unknown": _t("Allergens: see the pack", "مسببات الحساسية: راجع العبوة"),
    "goods_keeps_need": _t(
        "{name} is {need}: nothing in its details says otherwise.",
        "{name} {need}: ما في بياناته شي يخالف هذا.",
    ),
    "goods_breaks_need": _t(
        "{name} isn't {need}: it contains {allergens}.",
        "{name} مو {need}: فيه {allergens}.",
    ),
    "goods_lacks_need": _t(
        "{name} isn't listed as {need}.",
        "{name} مو مسجّل إنه {need}.",
    ),
    "goods_need_unknown": _t(
        "The allergens of {name} aren't stated, so I can't say it is {need}; please check"
        " the pack.",
        "مسببات الحساسية في {name} مو مذكورة، فما أقدر أقول إنه {need}؛ شيك على العبوة.",
    ),
    "goods_need_instead": _t("Of the same kind, these are {need}:", "من نفس النوع، هذي {need}:"),
    "need_none_of": _t("None of our {kind} is {need}.", "ما عندنا {kind} {need}."),
    # a code asked beside goods still to choose (`skills.code_for_a_choice`)
    "code_covers_the_choice": _t(
        "{code} covers these: pick one and confirm it, then tap to apply the code.",
        "الكود {code} يشمل هذي: اختار واحد وأكده، وبعدين اضغط عشان أطبق الكود.",
    ),
    "code_needs_a_basket": _t(
        " It needs a basket of {minimum} or more.", " والكود يبي سلة بقيمة {minimum} أو أكثر."
    ),
    # a count of pieces or a weight made of packs (`skills.pieces_counted`)
    "pieces_to_packs": _t(
        "They come {pack} to a pack, so that's {count} for the {asked} you asked for.",
        "العبوة فيها {pack}، فجهزت لك {count} تكفي الـ{asked} اللي طلبتها.",
    ),
    "packs_make_the_weight": _t(
        "{count} × {pack} makes the {asked} you asked.", "{count} × {pack} = {asked} مثل ما طلبت."
    ),
    # branches open or closed at an hour asked (`skills.open_late`)
    "branches_closed_then": _t("Closed at that hour: {branches}.", "مسكر بهالوقت: {branches}."),
    "branches_open_then": _t("Open at that hour: {branches}.", "مفتوح بهالوقت: {branches}."),
    "other_branches_open_then": _t(
        "Open then instead: {branches}.", "بس مفتوح بهالوقت: {branches}."
    ),
    # the need kept, said back beside what meets it (`skills.dietary`)
    "need_kept": _t(
        "Kept to: {need}, going by each product's label.",
        "بس اللي {need}، حسب بيانات كل منتج.",
    ),
    "need_kept_within": _t(
        "Kept to: {need}, at {price} or less, cheapest first.",
        "بس اللي {need} وسعره {price} أو أقل، الأرخص أول.",
    ),
    "need_none_each_holds": _t(
        "None of our {kind} is {need}: every one contains {allergens}.",
        "ما عندنا {kind} {need}: كلها فيها {allergens}.",
    ),
}


ERRORS: dict[str, Bilingual] = {
    "out_of_stock": _t("This item is out of stock.", "هذا المنتج غير متوفر حالياً."),
    "not_enough": _t("Not enough in stock for that quantity.", "الكمية المطلوبة غير متوفرة."),
    "sign_in_orders": _t("Sign in to see your orders.", "سجّل الدخول لعرض طلباتك."),
    "sign_in_balance": _t("Sign in to see your loyalty points.", "سجّل الدخول لتشوف نقاط الولاء."),
    "sign_in_wallet": _t("Sign in to see your wallet.", "سجّل الدخول لتشوف محفظتك."),
    "sign_in_points": _t("Sign in to use your loyalty points.", "سجّل الدخول لاستخدام نقاط الولاء."),
    "sign_in_address": _t(
        "Sign in to use your saved addresses.", "سجّل الدخول لاستخدام عناوينك المحفوظة."
    ),
    "not_in_cart": _t("That item isn't in your cart.", "هذا المنتج غير موجود في سلتك."),
    "cart_empty": _t("Your cart is empty.", "سلتك فارغة."),
    "coupon_unknown": _t("This coupon code isn't valid.", "كود الخصم هذا غير صالح."),
    "coupon_minimum": _t(
        "The basket is below this offer's minimum.", "السلة أقل من الحد الأدنى لهذا العرض."
    ),
    "area_unknown": _t("We couldn't find that delivery area.", "لم نجد منطقة التوصيل هذه."),
    "address_unknown": _t("We couldn't find that address.", "لم نجد هذا العنوان."),
    "no_orders": _t("There are no orders on your account yet.", "لا توجد طلبات في حسابك بعد."),
    "order_unknown": _t("We couldn't find that order.", "لم نجد هذا الطلب."),
    "points_none": _t("Not enough loyalty points.", "نقاط الولاء غير كافية."),
    "points_too_many": _t("You don't have that many points.", "ليس لديك هذا العدد من النقاط."),
    "not_in_list": _t("That item isn't in the list.", "هذا المنتج غير موجود في القائمة."),
    "nothing_in_stock": _t(
        "None of these items are in stock.", "لا يتوفر أي من هذه المنتجات حالياً."
    ),
}

CHIPS: dict[str, tuple[Bilingual, Bilingual]] = {
    # key: (label, prompt)
    "cart": (_t("My cart", "سلتي"), _t("Show my cart", "اعرض سلتي")),
    "add_missing": (
        _t("Add what's missing", "أضف الناقص"),
        _t("Add what's missing to my cart", "أضف الناقص إلى سلتي"),
    ),
    "offers": (_t("Offers", "العروض"), _t("Any offers?", "شو العروض؟")),
    "slots": (
        _t("Delivery times", "مواعيد التوصيل"),
        _t("When can you deliver?", "متى تقدرون توصلون؟"),
    ),
    "aisles": (_t("Aisles", "الأقسام"), _t("What aisles do you have?", "ما هي الأقسام؟")),
    "brands": (_t("Brands", "الماركات"), _t("Which brands do you have?", "ما هي الماركات؟")),
    "branches": (_t("Branches", "الفروع"), _t("Where are your branches?", "وين الفروع؟")),
    "recipe": (_t("Machboos recipe", "وصفة مجبوس"), _t("Recipe for machboos", "وصفة مجبوس")),
    "meal_ideas": (
        _t("Meal ideas", "أفكار طبخ"),
        _t("What should I make for dinner?", "شو أطبخ على العشا؟"),
    ),
    "nutrition": (
        _t("Calories and allergens", "السعرات ومسببات الحساسية"),
        _t("How many calories in bananas", "كم سعرة في الموز"),
    ),
    "add_first": (_t("Add the first one", "أضف الأول"), _t("Add the first one", "أضف الأول")),
    "detail_first": (
        _t("More about the first one", "تفاصيل الأول"),
        _t("Tell me about the first one", "تفاصيل الأول"),
    ),
    "add_it": (_t("Add to cart", "أضف إلى السلة"), _t("Add it to my cart", "أضفه إلى السلة")),
    "add_recipe": (
        _t("Add ingredients", "أضف المكونات"),
        _t("Add the ingredients to my cart", "أضف مكونات الوصفة إلى السلة"),
    ),
    "reorder": (
        _t("Order again", "اطلب مرة أخرى"),
        _t("Reorder my last order", "اطلب طلبي السابق مرة أخرى"),
    ),
    "order_status": (_t("Track my order", "تتبع طلبي"), _t("Where is my order?", "وين طلبي؟")),
    "last_order": (_t("Last order", "طلبي الأخير"), _t("Show my last order", "اعرض طلبي الأخير")),
    "delivery_info": (
        _t("Delivery info", "معلومات التوصيل"),
        _t("Delivery info", "معلومات التوصيل"),
    ),
    "payment": (_t("Payment methods", "طرق الدفع"), _t("How can I pay?", "ما هي طرق الدفع؟")),
    "help": (
        _t("What can you do?", "ماذا تستطيع؟"),
        _t("What can you do?", "ماذا تستطيع أن تفعل؟"),
    ),
    "person": (
        _t("Talk to a person", "كلم موظف"),
        _t("I want to talk to a person", "أبي أكلم موظف"),
    ),
    "new_ticket": (
        _t("New ticket", "تذكرة جديدة"),
        _t("Open a new ticket for this problem", "افتح تذكرة جديدة لهالمشكلة"),
    ),
    "problem": (
        _t("A problem with my order", "مشكلة في طلبي"),
        _t("I have a problem with my order", "عندي مشكلة في طلبي"),
    ),
    "hours": (_t("Opening hours", "أوقات الدوام"), _t("When do you open?", "متى تفتحون؟")),
    "use_points": (_t("Use my points", "استخدم نقاطي"), _t("Use my points", "استخدم نقاطي")),
    "express": (
        _t("Express delivery", "توصيل سريع"),
        _t("I want express delivery", "أبي توصيل سريع"),
    ),
    "all_points": (
        _t("Use all my points", "استخدم كل نقاطي"),
        _t("Use all my points", "استخدم كل نقاطي"),
    ),
}

# Chips that name a store record; `{name}` is the record's name in the reply language.
CHIP_TEMPLATES: dict[str, tuple[Bilingual, Bilingual]] = {
    "category": (_t("{name}", "{name}"), _t("Show me {name}", "اعرض {name}")),
    "product": (_t("{name}", "{name}"), _t("Add {name}", "ضيف {name}")),
    "brand": (_t("{name}", "{name}"), _t("{name} products", "منتجات {name}")),
    "recipe": (_t("{name}", "{name}"), _t("Recipe for {name}", "وصفة {name}")),
    "address": (_t("{name}", "{name}"), _t("Use my {name} address", "استخدم عنوان {name}")),
    "coupon": (_t("Use {name}", "استخدم {name}"), _t("Apply coupon {name}", "استخدم كود {name}")),
    "area": (_t("{name}", "{name}"), _t("Deliver to {name}", "التوصيل إلى {name}")),
    "order": (_t("{name}", "{name}"), _t("Show order {name}", "اعرض الطلب {name}")),
    "reorder": (_t("{name}", "{name}"), _t("Reorder {name}", "اطلب {name} مرة ثانية")),
    "order_status": (_t("{name}", "{name}"), _t("Where is order {name}", "وين الطلب {name}")),
    "express_area": (
        _t("Express to {name}", "سريع إلى {name}"),
        _t("How much is express delivery to {name}?", "بكم التوصيل السريع إلى {name}؟"),
    ),
}

HELP_TEXT: Bilingual = _t(
    '- Find products: "do you have milk", "show me dairy", "Almarai products"\n'
    '- Fill your cart: "add 2 almarai milk", "add two of those", "remove the bananas", '
    '"empty my cart"\n'
    '- Save money: "any offers?", "apply coupon FRESH10", "use my points"\n'
    '- Cook: "recipe for machboos", "add the ingredients to my cart"\n'
    '- Delivery: "when can you deliver", "deliver to Salmiya", "I want express delivery"\n'
    '- Orders: "where is my order", "reorder my last order"\n'
    '- Questions: "do you accept KNET", "what is the minimum order", "where are your '
    'branches"',
    '- البحث عن المنتجات: "عندكم حليب؟"، "اعرض الألبان"، "منتجات المراعي"\n'
    '- تجهيز السلة: "أضف ٣ موز"، "أضف اثنين منها"، "احذف الحليب"، "فضي السلة"\n'
    '- التوفير: "عروض"، "استخدم كود FRESH10"، "استخدم نقاطي"\n'
    '- الطبخ: "وصفة مجبوس"، "أضف مكونات الوصفة إلى السلة"\n'
    '- التوصيل: "مواعيد التوصيل"، "التوصيل إلى السالمية"، "أبي توصيل سريع"\n'
    '- الطلبات: "وين طلبي"، "اطلب طلبي السابق مرة أخرى"\n'
    '- الأسئلة: "هل تقبلون كي نت؟"، "ما هو الحد الأدنى للطلب؟"، "الفروع"',
)


def prose(key: str, language: Language) -> str:
    return PROSE[key][language]


# The days of the week in both languages, Monday first (`date.weekday()`)
# A saved address by the place its label is (`places.label_of`), said in the reply's language
PLACE_NAMES: dict[str, Bilingual] = {
    "home": _t("Home", "البيت"),
    "work": _t("Work", "الدوام"),
    "parents": _t("Parents", "بيت الأهل"),
    "chalet": _t("Chalet", "الشاليه"),
}

WEEKDAY_NAMES = (
    ("Monday", "الاثنين"),
    ("Tuesday", "الثلاثاء"),
    ("Wednesday", "الأربعاء"),
    ("Thursday", "الخميس"),
    ("Friday", "الجمعة"),
    ("Saturday", "السبت"),
    ("Sunday", "الأحد"),
)


def figures(key: str, language: Language, **values: dict[str, str]) -> str:
    """A line of `FIGURES` with its slots filled, each value given in both languages."""
    return FIGURES[key][language].format(**{slot: text[language] for slot, text in values.items()})


def error_message(key: str, language: Language) -> str:
    return ERRORS[key][language]


def chip(key: str, language: Language) -> dict[str, Any]:
    label, prompt = CHIPS[key]
    return {"label": label[language], "prompt": prompt[language]}


def record_chip(template: str, name: str, language: Language) -> dict[str, Any]:
    label, prompt = CHIP_TEMPLATES[template]
    return {
        "label": label[language].format(name=name),
        "prompt": prompt[language].format(name=name),
    }
