from django.core.management.base import BaseCommand, CommandError

from rules.loading import load_rulebooks
from rules.parsing import GAME_SLUGS, SOURCES_DIR, SourceError, parse_file
from rules.passages import passages_of


class Command(BaseCommand):
    help = ("Charge les règles nettoyées (rules/sources/<jeu>.md) et les questions fréquentes "
            "(rules/questions/<jeu>.txt) dans la base. Idempotent, tout ou rien.")

    def add_arguments(self, parser):
        parser.add_argument("games", nargs="*", help=f"Jeux à charger parmi {', '.join(GAME_SLUGS)} (par défaut : tous).")
        parser.add_argument("--list-passages", action="store_true",
                            help="N'écrit rien : liste les passages (ancre et début du texte) que les questions peuvent citer.")

    def handle(self, *args, games, list_passages, **options):
        unknown = sorted(set(games) - set(GAME_SLUGS))
        if unknown:
            raise CommandError(f"Jeu inconnu : {', '.join(unknown)}. Choisissez parmi {', '.join(GAME_SLUGS)}.")
        games = tuple(games) or GAME_SLUGS
        if list_passages:
            return self._list(games)
        try:
            report = load_rulebooks(games=games)
        except SourceError as error:
            raise CommandError(f"Règles non chargées : {error}") from error
        self.stdout.write(f"load_rules — {report}")

    def _list(self, games):
        for game in games:
            book = parse_file(SOURCES_DIR / f"{game}.md")
            for section in book.sections:
                for passage in passages_of(section.body, reserved=(section.slug,)):
                    target = f"glossaire/{passage.keyword}" if passage.keyword else f"{section.slug}#{passage.anchor}"
                    self.stdout.write(f"{game}/{target}\t{passage.text[:70]}")
