"""Which of the store's recipes suit a diet or an allergy: "my aunt is coeliac, which of your
recipes can she have", "وصفات تناسب النباتي", "ay wasfa tnasib 7asasiyat el gluten".

The answer names every recipe whose goods' records all keep the need, and owns up to those a
silent record leaves unknown; what else the wish holds (a lunch, something quick) ranks them
but never hides a recipe that suits behind "none of our recipes fits".
"""

from __future__ import annotations

from hub.assistant.brain import replies
from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.need_judged import Judged
from hub.assistant.brain.skills.recipe_diets import checked, need_in_talk, need_words
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import Turn
from hub.record import Record

# Asking for recipes or ideas, not of one dish: "which of your recipes", "any ideas", "what
# could i make", "شنو الوصفات", "اي وصفه", "افكار", "ay wasfa" (read "اي وصفه")
_ASKS_RECIPES = Gated(
    r"\brecipes?\b|\bideas?\b|\bsuggest\w*|\bwhat (?:can|could|should|do) (?:i|we) (?:make|cook|serve)"
    r"|\bwhat to (?:make|cook|serve)\b"
    # "shno t8tri7?" (read "شو تقترح"), "شنو تنصحني اسوي"
    r"|(?<!\w)(?:تقترح|تقترحون|تقترحين|t8tri7|t8tr7|ta8tari7|tiqtari7)(?!\w)"
    r"|\bwhat (?:dishes|meals)\b"
    r"|(?<!\w)(?:ال)?(?:وصفه|وصفات|وصفاتكم|افكار|اطباق|wasfa|wasfat|afkar)(?!\w)"
    r"|(?<!\w)(?:شنو|وش|شو|ايش) (?:اطبخ|اسوي|نطبخ|نسوي)(?!\w)"
)


async def asks_recipes_for_need(turn: Turn) -> bool:
    """Whether the message asks which recipes or ideas suit a diet or an allergy it tells,
    naming no one dish of ours (that one is held against the need itself)."""
    said = turn.message.for_model
    if not checked(need_of(said)) or not _ASKS_RECIPES.search(said):
        return False
    return await recipe_named_whole(turn) is None


def tell_kept(turn: Turn, by_need: dict[Judged, list[Record]], shown: list[Record]) -> None:
    """Names the recipes that keep the conversation's need, those `shown` first, and those a
    silent record leaves unknown; nothing when no need was said."""
    need = need_in_talk(turn)
    if not checked(need):
        return
    keeps = [*shown, *(r for r in by_need["keeps"] if r not in shown)]
    if keeps:
        turn.text_block(
            replies.figures(
                "recipes_keep_need", turn.language, names=_names(keeps), need=need_words(need)
            )
        )
    if by_need["unknown"]:
        turn.text_block(
            replies.figures("recipes_need_unknown", turn.language, names=_names(by_need["unknown"]))
        )


def _names(recipes: list[Record]) -> dict[str, str]:
    return {
        lang: ("، " if lang == "ar" else ", ").join(str(r["name"][lang]) for r in recipes)
        for lang in ("en", "ar")
    }
