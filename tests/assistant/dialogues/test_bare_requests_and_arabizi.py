"""Naming a product, with a brand, size or pack after it, or a Gulf want-verb, shows it and
proposes nothing (a count wished before it is goods to buy); Gulf grocery words, cart verbs and brands in Latin letters reach the
catalogue; English with "al" in it stays English. Over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import product_names as _names
from tests.handlers.assistant_support import send


def _kinds(turn: Any) -> list[str]:
    return [b["kind"] for b in turn.end["blocks"]]


async def test_a_bare_request_with_a_pack_shows_it(client: Any) -> None:
    for message, wanted in (
        ("ابي بيض ٣٠ حبه", "Eggs"),
        ("almarai laban please", "Laban"),
        ("ابي المراعي لبن", "Laban"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "cart_action" not in _kinds(turn) and "clarify" not in turn.end["content"], message
        assert wanted in _names(turn)[0], (message, _names(turn))


async def test_a_count_the_store_does_not_pack_is_said_with_the_nearest(client: Any) -> None:
    sold = await send(client, "eggs 30 pieces", guest=GUEST_A)
    missing = await send(client, "eggs 60 pieces", guest=GUEST_A)
    assert missing.end["content"] != sold.end["content"]
    assert all("Eggs" in name for name in _names(missing))


async def test_gulf_words_and_brands_in_latin_letters_find_their_products(client: Any) -> None:
    for message, wanted in (
        ("3ndkom 2ays krem shokolata?", "Chocolate Ice Cream"),
        ("fi bai'6?", "Eggs"),
        ("fi ma2 aquafina?", "Aquafina"),
        ("abi tamr sukkari", "Sukkari"),
        ("abi 3asal", "Honey"),
        ("abi lays chips", "Lay's"),
        ("abi kiri jibin", "Kiri"),
        ("abi bebsi", "Pepsi"),
        ("abi nido", "Nido"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(wanted in name for name in _names(turn)), (message, _names(turn))
        assert "cart_action" not in _kinds(turn), message


async def test_arabizi_cart_verbs_propose_and_want_verbs_show(client: Any) -> None:
    added = await send(client, "7ot 3 7aleeb kdd bel sala", guest=GUEST_A)
    [item] = added.action("add_to_cart")["items"]
    assert item["quantity"] == 3 and "Milk" in item["product"]["name"]
    zeed = await send(client, "zeed 2 laban kdd", guest=GUEST_A)
    assert zeed.action("add_to_cart")["items"][0]["quantity"] == 2


async def test_english_with_al_in_it_is_answered_in_english(client: Any) -> None:
    for message in ("al shifa honey please", "do you have al wazzan rice"):
        turn = await send(client, message, guest=GUEST_A)
        assert turn.end["content"].isascii(), (message, turn.end["content"])
        assert _names(turn), message


async def test_arabizi_th_as_dh_best_of_a_kind_and_finding_words(client: Any) -> None:
    offers = await send(client, "shno el 3orooth elyom", guest=GUEST_A)
    assert "offers" in kinds(offers), kinds(offers)
    best = await send(client, "shno a7sn labneh", guest=GUEST_A)
    assert names(best) and all("Labneh" in name for name in names(best)), names(best)
    cheese = await send(client, "wain alaqee el jiben", guest=GUEST_A)
    assert sum("Cheese" in name for name in names(cheese)) >= 3, names(cheese)
    tea = await send(client, "3ndkm chai a7mad bel hail", guest=GUEST_A)
    assert names(tea)[0] == "Ahmad Tea Cardamom Tea Bags"
    assert "بالضبط" not in tea.end["content"], tea.end["content"]


async def test_when_it_arrives_after_the_status_is_that_orders_status(client: Any) -> None:
    token = customer_token("demo-1")
    status = await send(client, "where is my order", token=token)
    then = await send(client, "mata tosal", status.conversation_id, token=token)
    assert "order_status" in kinds(then), kinds(then)


async def test_a_bare_name_keeps_the_language_the_conversation_is_in(client: Any) -> None:
    arabic = await send(client, "ابي حليب المراعي", guest=GUEST_A)
    then = await send(client, "galaxy caramel", arabic.conversation_id, guest=GUEST_A)
    assert any("\u0621" <= ch <= "\u064a" for ch in then.end["content"]), then.end["content"]
    alone = await send(client, "galaxy caramel", guest=GUEST_A)
    assert not any("\u0621" <= ch <= "\u064a" for ch in alone.end["content"])


async def test_arabizi_lists_aisles_and_where_are_you(client: Any) -> None:
    listed = await send(client, "abi 3 rawdatain w 2 fairy lemon w tide pods", guest=GUEST_A)
    counts = [item["quantity"] for item in listed.action("add_to_cart")["items"]]
    assert counts == [3, 2, 1], counts
    bakery = await send(client, "shno 3ndkom fl ma5bz", guest=GUEST_A)
    assert all("Bread" in name or "Buns" in name for name in names(bakery)[:5]), names(bakery)
    nutella = await send(client, "any nutella", guest=GUEST_A)
    assert "couldn't find" in nutella.end["content"], nutella.end["content"]
    token = customer_token("demo-3")
    await send(client, "can a real person help me", token=token)
    where = await send(client, "wainkom??", token=token)
    assert "handoff" in kinds(where) and any(
        "\u0621" <= ch <= "\u064a" for ch in where.end["content"]
    ), (kinds(where), where.end["content"])


async def test_arabizi_articles_final_alefs_and_oaths(client: Any) -> None:
    fish = await send(client, "hamour fillet", guest=GUEST_A)
    price = await send(client, "kam si3ra el kilo", fish.conversation_id, guest=GUEST_A)
    assert "product_detail" in kinds(price), kinds(price)
    fee = await send(client, "kam el tawseel lel 5airan", guest=GUEST_A)
    least = await send(client, "w el 7ad el adna kam", fee.conversation_id, guest=GUEST_A)
    [item] = one(least, "faq")["items"]
    assert "أدنى" in item["question"] or "minimum" in item["question"].lower(), item
    bread = await send(client, "wallah abi 5obz regag", guest=GUEST_A)
    assert names(bread)[0] == "Kuwaiti Regag Bread", names(bread)


async def test_a_latin_name_in_arabizi_and_a_name_alone_after_a_list(client: Any) -> None:
    croissant = await send(client, "3ndkm croissant?", guest=GUEST_A)
    assert names(croissant)[0] == "Butter Croissants", names(croissant)
    dates = await send(client, "عندكم تمر سكري", guest=GUEST_A)
    ajwa = await send(client, "وعجوه؟", dates.conversation_id, guest=GUEST_A)
    assert names(ajwa)[0].startswith("Ajwa"), names(ajwa)


async def test_an_arabizi_list_of_brands_is_answered_in_arabic_with_packs_counted(
    client: Any,
) -> None:
    listed = await send(client, "abi 6 mai rawdatain w 2 pepsi w chips lays salted", guest=GUEST_A)
    items = listed.action("add_to_cart")["items"]
    assert [item["quantity"] for item in items] == [1, 2, 1], items  # six bottles: one pack
    assert any("\u0621" <= ch <= "\u064a" for ch in listed.end["content"]), listed.end
    again = await send(client, "la 5alhum 3", listed.conversation_id, guest=GUEST_A)
    assert "cart_action" in kinds(again), again.end["content"]


async def test_arabizi_words_of_being_there_kids_and_origin(client: Any) -> None:
    mandarins = await send(client, "yoosfi mawjood?", guest=GUEST_A)
    assert "products" in kinds(mandarins) and not mandarins.end["content"].isascii()
    irani = await send(client, "wein il 5ubz il irani", guest=GUEST_A)
    assert "Iranian" in names(irani)[0], names(irani)
    person = await send(client, "abi a7chi wya 7ad", guest=GUEST_A)
    assert "handoff" in kinds(person), kinds(person)


async def test_an_arabizi_article_alone_is_no_litre_and_wainkom_after_a_handoff(
    client: Any,
) -> None:
    bakery = await send(client, "shno 3ndkm fe l makhbaz", guest=GUEST_A)
    assert all("Bread" in name or "Buns" in name for name in names(bakery)[:5]), names(bakery)
    token = customer_token("demo-2")
    handed = await send(client, "can a real person help me", token=token)
    where = await send(client, "wainkom", handed.conversation_id, token=token)
    assert kinds(where)[0] == "handoff" and "locations" not in kinds(where), kinds(where)
