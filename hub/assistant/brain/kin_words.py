"""Words of the people goods are for, said beside an allergy or a need: "my brother's son
is allergic", "بنت اختي عندها حساسيه", "ibn o5oy 3inda 7asasiya".

They name no food: "ابن" (son) is one letter from "بن" (coffee beans), so a question of a
food's allergens read them as the food asked about.
"""

from __future__ import annotations

from hub.text import words

KIN_WORDS = frozenset(
    words(
        "son sons daughter daughters nephew niece nieces nephews brother brothers sister"
        " sisters cousin cousins uncle aunt auntie"
        " husband wife friend friends guest guests family mom mum mother dad father"
        " grandma grandpa allergic"
        " ابن ابني ابنه ابنها بنت بنتي بنته بنتها ولد ولدي ولده ولدها عيال عيالي اخوي اخوي"
        " اخوه اخوها اختي اخته اختها اخو اخت عمي عمتي خالي خالتي عمه خاله ولد بنيه"
        " زوجي زوجتي ربيعي ربيعتي صديقي صديقتي ضيوف الضيوف للضيوف لضيوف يدتي يدي جدتي جدي"
        " عنده عندها عندهم حساسيه حساسيات"
        # friends, the Gulf's word: "واحد من ربعه", "wa7ed min rabi3hum"
        " ربع ربعي ربعه ربعها ربعهم ربعنا ربعك"
        # Arabizi as read into Arabic letters: "o5oy" (اخوي), "3inda" (عنده)
        " اخوي اخوى عنده عندا عندها الديوف ديوف للديوف"
    )
)
