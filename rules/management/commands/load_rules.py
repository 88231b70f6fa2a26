from django.core.management.base import BaseCommand, CommandError

from rules.loading import load_rulebooks
from rules.parsing import GAME_SLUGS, SourceError


class Command(BaseCommand):
    help = "Charge les règles nettoyées (rules/sources/<jeu>.md) dans la base. Idempotent."

    def add_arguments(self, parser):
        parser.add_argument("games", nargs="*", help=f"Jeux à charger parmi {', '.join(GAME_SLUGS)} (par défaut : tous).")

    def handle(self, *args, games, **options):
        unknown = sorted(set(games) - set(GAME_SLUGS))
        if unknown:
            raise CommandError(f"Jeu inconnu : {', '.join(unknown)}. Choisissez parmi {', '.join(GAME_SLUGS)}.")
        try:
            report = load_rulebooks(games=tuple(games) or GAME_SLUGS)
        except SourceError as error:
            raise CommandError(f"Règles non chargées : {error}") from error
        self.stdout.write(f"load_rules — {report}")
