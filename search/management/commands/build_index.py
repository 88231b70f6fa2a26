from django.conf import settings
from django.core.management.base import BaseCommand

from search.building import build_index


class Command(BaseCommand):
    help = "Construit l'index de recherche Whoosh depuis la base (règles et glossaires)."

    def add_arguments(self, parser):
        parser.add_argument("--dir", default=None, help="Dossier de l'index (par défaut : settings.SEARCH_INDEX_DIR).")

    def handle(self, *args, dir=None, **options):
        count, seconds = build_index(dir or settings.SEARCH_INDEX_DIR)
        self.stdout.write(f"build_index — {count} documents indexés en {seconds:.2f} s")
