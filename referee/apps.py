from django.apps import AppConfig


class RefereeConfig(AppConfig):
    name = "referee"
    verbose_name = "Arbitre"

    def ready(self) -> None:
        from referee import checks  # noqa: F401 (registers the deploy checks)
