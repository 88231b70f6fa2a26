"""A judge's API token from the command line (the same as « Créer un jeton » on « Mon compte »)."""
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from rules import tokens


class Command(BaseCommand):
    help = "Crée un jeton de l'API pour un arbitre et l'affiche, une seule fois (seul son condensé est gardé)."

    def add_arguments(self, parser):
        parser.add_argument("username", help="Le nom d'utilisateur de l'arbitre.")
        parser.add_argument("--name", default="ligne de commande", help="Le nom du jeton (« tablette du tournoi »).")
        parser.add_argument("--days", type=int, default=90, choices=tokens.DURATIONS, help="Sa durée, en jours.")

    def handle(self, *args, **options):
        user = get_user_model().objects.filter(username=options["username"]).first()
        if user is None:
            raise CommandError(f"Aucun utilisateur « {options['username']} ».")
        token, key = tokens.issue(user, options["name"], options["days"])
        self.stdout.write(key)
        self.stderr.write(f"Jeton « {token.name} » de {user.get_username()}, valable jusqu'au {token.expiry:%d/%m/%Y} : "
                          "copiez-le maintenant, il ne sera plus affiché.")
