from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "search"
    verbose_name = "Recherche"

    def ready(self):
        from search.generation import connect

        connect()  # rulings move the corpus generation the index follows (search/generation.py)
