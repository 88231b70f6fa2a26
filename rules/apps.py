from django.apps import AppConfig


class RulesConfig(AppConfig):
    name = "rules"
    verbose_name = "Règles"

    def ready(self) -> None:
        from rules import sign_ins, tokens

        sign_ins.connect()
        tokens.connect()
