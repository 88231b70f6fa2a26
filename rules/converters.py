from rules.parsing import GAME_SLUGS


class GameSlugConverter:
    """Only the five game slugs: anything else is a 404, never a database lookup."""

    regex = "|".join(GAME_SLUGS)

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


class RulingActionConverter:
    """The buttons of a ruling's page: anything else is a 404."""

    regex = "publier|retirer|remplacer"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value
