from django.core.management.base import BaseCommand, CommandError

from rules.loading import rulings_to_review
from rules.models import Ruling
from rules.parsing import GAME_SLUGS


class Command(BaseCommand):
    help = ("Liste les décisions à revérifier : celles dont un texte cité a changé ou disparu depuis "
            "qu'elles ont été données (jeu, numéro, ancre, différences). Publiées et brouillons par défaut.")

    def add_arguments(self, parser):
        parser.add_argument("game", nargs="?", help=f"Un seul jeu parmi {', '.join(GAME_SLUGS)}.")
        parser.add_argument("--all", dest="every", action="store_true", help="Aussi les décisions remplacées et retirées.")
        parser.add_argument("--brief", action="store_true", help="Une ligne par citation, sans les différences.")

    def handle(self, *args, game=None, every=False, brief=False, **options):
        if game and game not in GAME_SLUGS:
            raise CommandError(f"Jeu inconnu : {game}. Choisissez parmi {', '.join(GAME_SLUGS)}.")
        statuses = Ruling.Status.values if every else (Ruling.Status.PUBLISHED, Ruling.Status.DRAFT)
        citations = list(rulings_to_review(game, statuses))
        for citation in citations:
            ruling = citation.ruling
            self.stdout.write(f"{ruling.game.slug}\tn° {ruling.number}\t{citation.anchor}\t"
                              f"{ruling.get_status_display().lower()}\t{ruling.get_absolute_url()}")
            if not brief:
                self.stdout.write("\n".join(f"    {line}" for line in citation.review_diff.splitlines()) + "\n")
        rulings = len({c.ruling_id for c in citations})
        self.stdout.write(f"rulings_to_review — {rulings} décision{'s' if rulings > 1 else ''} à revérifier, "
                          f"{len(citations)} citation{'s' if len(citations) > 1 else ''}")
