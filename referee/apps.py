from django.apps import AppConfig


class RefereeConfig(AppConfig):
    name = "referee"
    verbose_name = "Arbitre"
