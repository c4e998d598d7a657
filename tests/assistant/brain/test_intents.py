"""Which request a message is, in English and Arabic, with typos and without punctuation.

One row per form: the skill behind each intent is tested with the store in test_requests.
"""

from __future__ import annotations

import pytest

from hub.assistant.brain.intents import INTENTS, RULES, recognise
from hub.assistant.brain.lexicon import REQUEST_WORDS
from hub.assistant.brain.utterance import Utterance
from hub.storefront import seed
from hub.text import stem, words

MESSAGES = [
    ('do you have milk', 'search'),
    ('show me rice', 'browse'),
    ('بدي موز', 'search'),
    ('عندكم حليب؟', 'search'),
    ('tell me about Almarai laban', 'product_detail'),
    ('details of the second one', 'product_detail'),
    ('تفاصيل', 'product_detail'),
    ('what aisles do you have', 'categories'),
    ('what categories do you have', 'categories'),
    ('الأقسام', 'categories'),
    ('show me dairy', 'browse'),
    ('which brands', 'brands'),
    ('الماركات', 'brands'),
    ('Almarai products', 'browse'),
    ('منتجات المراعي', 'browse'),
    ('add 2 milk', 'add_to_cart'),
    ('add two of those', 'add_to_cart'),
    ('أضف ٣ موز', 'add_to_cart'),
    ('أضف اثنين منها', 'add_to_cart'),
    ('change milk to 3', 'update_cart_item'),
    ('make it 5', 'update_cart_item'),
    ('غير الحليب إلى ٣', 'update_cart_item'),
    ('remove the bananas', 'remove_cart_item'),
    ('احذف الحليب', 'remove_cart_item'),
    ('apply coupon FRESH10', 'apply_coupon'),
    ('use code WELCOME2', 'apply_coupon'),
    ('استخدم كود FRESH10', 'apply_coupon'),
    ('use my points', 'apply_loyalty'),
    ('use 500 points', 'apply_loyalty'),
    ('استخدم نقاطي', 'apply_loyalty'),
    ('add the ingredients for machboos', 'add_recipe_to_cart'),
    ('add this recipe to my cart', 'add_recipe_to_cart'),
    ('أضف مكونات الوصفة إلى السلة', 'add_recipe_to_cart'),
    ('reorder my last order', 'reorder'),
    ('اطلب طلبي السابق مرة أخرى', 'reorder'),
    ('deliver to Salmiya', 'select_delivery_area'),
    ('التوصيل إلى السالمية', 'select_delivery_area'),
    ('use my home address', 'select_address'),
    ('استخدم عنوان البيت', 'select_address'),
    ('empty my cart', 'clear_cart'),
    ('فضي السلة', 'clear_cart'),
    ('remove the coupon', 'clear_coupon'),
    ('الغي الكوبون', 'clear_coupon'),
    ("don't use my points", 'clear_loyalty'),
    ('لا تستخدم نقاطي', 'clear_loyalty'),
    ('I want express delivery', 'set_express'),
    ('no express', 'set_express'),
    ('أبي توصيل سريع', 'set_express'),
    ('بدون توصيل سريع', 'set_express'),
    ("what's in my cart", 'cart_summary'),
    ('show my cart', 'cart_summary'),
    ('سلتي', 'cart_summary'),
    ('show my last order', 'order'),
    ('طلبي الأخير', 'order'),
    ('where is my order', 'order_status'),
    ('وين طلبي', 'order_status'),
    ('any offers', 'offers'),
    ('any deals?', 'offers'),
    ('coupons', 'offers'),
    ('عروض', 'offers'),
    ('recipe for machboos', 'recipe'),
    ('how do I make hummus', 'recipe'),
    ('وصفة مجبوس', 'recipe'),
    ('what are your delivery fees', 'delivery_info'),
    ('do you accept KNET', 'general'),
    ('how do loyalty points work', 'general'),
    ('what is the minimum order', 'general'),
    ('when can you deliver', 'delivery_slots'),
    ('delivery slots tomorrow', 'delivery_slots'),
    ('مواعيد التوصيل', 'delivery_slots'),
    ('how much is delivery to Jabriya', 'delivery_info'),
    ('delivery info', 'delivery_info'),
    ('where are your branches', 'locations'),
    ('nearest branch', 'locations'),
    ('الفروع', 'locations'),
    ('talk to support', 'handoff'),
    ('أبي أكلم خدمة العملاء', 'handoff'),
    ('hi', 'greeting'),
    ('مرحبا', 'greeting'),
    ('thanks', 'thanks'),
    ('شكرا', 'thanks'),
    ('help', 'help'),
    ('asdfgh', 'general'),
    ('the second one', 'product_detail'),
    ('الثاني', 'product_detail'),
    ('add it', 'add_to_cart'),
    ('أضفه إلى السلة', 'add_to_cart'),
    ('Add the first one', 'add_to_cart'),
    ('Tell me about the first one', 'product_detail'),
    ('تفاصيل الأول', 'product_detail'),
    ('أضف الأول', 'add_to_cart'),
    ('When can you deliver?', 'delivery_slots'),
    ('متى تقدرون توصلون؟', 'delivery_slots'),
    ('وين الفروع؟', 'locations'),
    ('ما هي الأقسام؟', 'categories'),
    ('Any offers?', 'offers'),
    ('شو العروض؟', 'offers'),
    ('اعرض سلتي', 'cart_summary'),
    ('What can you do?', 'help'),
    ('ماذا تستطيع أن تفعل؟', 'help'),
    ('How can I pay?', 'general'),
    ('ما هي طرق الدفع؟', 'general'),
    ('اعرض طلبي الأخير', 'order'),
    ('Delivery info', 'delivery_info'),
    ('معلومات التوصيل', 'delivery_info'),
    ('Show me Dairy & Eggs', 'browse'),
    ('اعرض ألبان وبيض', 'browse'),
    ('When do you open?', 'hours'),
    ('cancel my order', 'cancel_order'),
    ('do you deliver to Khairan?', 'delivery_info'),
    ('كم التوصيل للجابرية', 'delivery_info'),
    ('how much is milk', 'general'),
    ('is there a minimum order?', 'general'),
    ('milk', 'general'),
    ('bananas', 'general'),
    ('I want 3 bananas', 'add_to_cart'),
    ("I'll take 2", 'add_to_cart'),
    ('2 of those', 'add_to_cart'),
    ('٣ منها', 'add_to_cart'),
    ('switch to standard delivery', 'set_express'),
    ('can I pay with knet?', 'general'),
    ('make it express', 'set_express'),
    ('deliver to my work address', 'select_address'),
    ('وصلوا للبيت', 'select_address'),
    ('show order KW-100231', 'order'),
    ('where is order KW-100915', 'order_status'),
    ('order again', 'reorder'),
    ('buy again', 'reorder'),
    ('نفس الطلب مرة ثانية', 'reorder'),
    ('I want to speak to a human', 'handoff'),
    ('remove everything from my cart', 'clear_cart'),
    ('clear cart', 'clear_cart'),
    ('add 1 kg tomatoes and 2 milk', 'add_to_cart'),
    ('add a dozen eggs', 'add_to_cart'),
    ('أضف كيلوين طماطم', 'add_to_cart'),
    ('اضف ٢ لتر حليب', 'add_to_cart'),
    ('what can I cook with eggs', 'recipe'),
    ('ingredients for hummus', 'recipe'),
    ('recipes', 'recipe'),
    ('any recipes?', 'recipe'),
    ('hello, do you have bread?', 'search'),
    ('shw me rice', 'general'),
    ('wher is my order', 'order_status'),
    ('delivary slots', 'delivery_slots'),
    ('recipie for machboos', 'recipe'),
    ('ofers', 'offers'),
    ('ابي اطلب نفس طلبي الماضي', 'reorder'),
    ('بكم الموز', 'general'),
    ('can you add milk to my cart', 'add_to_cart'),
    ('get me 2 breads', 'add_to_cart'),
    ('عطني ٣ لبن', 'add_to_cart'),
    ('شيل الموز من السلة', 'remove_cart_item'),
    ('متى يوصل طلبي', 'order_status'),
    ('ايش الماركات اللي عندكم', 'brands'),
    ('show me the fruits aisle', 'categories'),
    ('هل عندكم توصيل سريع؟', 'delivery_info'),
    ('is milk in stock?', 'search'),
    # product words that look like request words
    ('add 2 wipes', 'add_to_cart'),
    ('أضف خل', 'add_to_cart'),
    ('عندكم خبز عربي؟', 'search'),
    ('add expresso coffee', 'add_to_cart'),
    ('أضف ٢ زبدة غير مملحة', 'add_to_cart'),
    ('do you have cleaning agent', 'search'),
    ('عندكم مياه اكوا', 'search'),
    ('add 3 apples', 'add_to_cart'),
    ('change apples to 2', 'update_cart_item'),
    ('remove the whole chicken', 'remove_cart_item'),
]  # fmt: skip


@pytest.mark.parametrize(("message", "intent"), MESSAGES)
def test_recognises(message: str, intent: str):
    assert recognise(Utterance(message)) == intent


def test_every_rule_is_an_intent_and_the_rest_is_unknown():
    assert [name for name, _ in RULES] + ["unknown"] == list(INTENTS)
    assert recognise(Utterance("")) == "unknown"
    assert recognise(Utterance("?!")) == "general"
    assert recognise(Utterance("🙂")) == "unknown"


# Catalogue words that are also request words, each checked above or harmless where it is.
SHARED_WITH_THE_CATALOGUE = {
    "agent", "all", "can", "fine", "no", "range", "recipe", "whole", "بدون", "سريع", "غير",
    "ممتاز", "وصفه",
}  # fmt: skip


def test_request_words_stay_out_of_product_names():
    """A request word is dropped from what is searched, so it must not name a product."""
    catalogue: set[str] = set()
    for product in seed.PRODUCTS:
        texts = [*product["name"].values(), *product["keywords"]["en"], *product["keywords"]["ar"]]
        catalogue.update(stem(word) for text in texts for word in words(text))
    assert catalogue & REQUEST_WORDS <= SHARED_WITH_THE_CATALOGUE
