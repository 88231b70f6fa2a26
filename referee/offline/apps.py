from django.apps import AppConfig


class OfflineConfig(AppConfig):
    name = "referee.offline"
    label = "offline"
    verbose_name = "Hors ligne"
