"""Words said around goods when their stock is asked: "still", "back", "always",
"للحين", "خلصان", "دايم", "lil7een".

They ask whether the goods are there again, or say the shopper always takes them; no
product's name is made of them. Where the goods searched are not held with them, they are
dropped and the goods named are looked up alone, so "tide powder still out? i always take
it" finds the powder and says it is out, never "not found".
"""

from __future__ import annotations

STOCK_ASKING_WORDS = frozenset(
    {"still", "back", "again", "yet", "anymore", "always", "usually", "normally",
     "regularly", "sold", "restocked", "restock", "finished", "over", "gone",
     "للحين", "لحين", "لسه", "لسا", "بعده", "دايم", "دايما", "دوم", "عاده", "عادتا",
     "عادتي", "رجع", "رجعت", "خلصان", "خلصانه", "خالص", "مخلص", "مخلصين", "ناقص", "نازل",
     "نزل", "lil7een", "lel7ein", "la7ad", "ba3da", "daiman", "dayman", "dayem", "daim",
     "3ada", "3adatan", "5alsan", "5alsana", "5alas", "rija3", "rij3at", "raja3", "nagis",
     # Arabizi as it is read into Arabic letters: "lil7een", "5alsan", "ba3da"
     "لالحين", "لحد", "بعدا", "خلسن", "خلسنا", "عدتن", "ديمن", "دايمن"}
)  # fmt: skip
