import json

from django.core.management.base import BaseCommand, CommandError

from rules.rulings_io import ImportRefused, import_data


class Command(BaseCommand):
    help = ("Importe les décisions et les questions signalées d'un fichier d'« export_rulings » : tout ou rien, "
            "idempotent (importer deux fois ne change rien) ; refuse les ancres inconnues des règles, toutes listées.")

    def add_arguments(self, parser):
        parser.add_argument("file", help="Le fichier JSON d'export_rulings.")

    def handle(self, *args, file, **options):
        try:
            with open(file, encoding="utf-8") as source:
                data = json.load(source)
        except (OSError, ValueError) as error:
            raise CommandError(f"Fichier illisible : {error}") from error
        try:
            report = import_data(data)
        except ImportRefused as refused:
            raise CommandError("Rien n'a été importé :\n- " + "\n- ".join(refused.problems)) from refused
        except (KeyError, TypeError, ValueError) as error:
            raise CommandError(f"Rien n'a été importé : fichier mal formé ({error!r}).") from error
        self.stdout.write(f"import_rulings — {report}")
