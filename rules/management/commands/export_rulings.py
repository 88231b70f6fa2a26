import json
import sys

from django.core.management.base import BaseCommand

from rules.rulings_io import export_data


class Command(BaseCommand):
    help = ("Exporte toutes les décisions d'arbitrage en JSON : chaque champ, chaque citation et chaque révision "
            "(qui, quand), et les questions signalées par les joueurs avec leurs révisions. Relu par « import_rulings ».")

    def add_arguments(self, parser):
        parser.add_argument("file", nargs="?", help="Fichier à écrire (par défaut : la sortie standard).")

    def handle(self, *args, file=None, **options):
        data = export_data()
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n"
        if file:
            with open(file, "w", encoding="utf-8") as out:
                out.write(text)
            self.stderr.write(f"export_rulings — {len(data['rulings'])} décisions et {len(data['questions'])} questions "
                              f"signalées écrites dans {file}")
        else:
            sys.stdout.write(text)
