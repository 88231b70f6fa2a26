"""What the search index follows: one row, moved in the same transaction as any change of what is indexed."""
from django.db import models


class CorpusGeneration(models.Model):
    """The corpus generation: bumped by a ruling published, edited while published, superseded or
    withdrawn, and by a rulebook reload that changed the corpus (search/generation.py).

    Every app server compares it, at most once a second, with the generation its Whoosh index was
    built from (search/index.py) and brings its index up to date when they differ.
    """

    value = models.PositiveBigIntegerField("génération", default=0)
    token = models.CharField(
        max_length=32, blank=True,
        help_text="Tiré au hasard à chaque changement : deux générations de même numéro (une base "
                  "restaurée, une transaction annulée) ne se confondent pas.")
    rulebooks = models.CharField(
        max_length=32, blank=True,
        help_text="Empreinte des documents du corpus, à chaque rechargement des règles : un index construit "
                  "d'un autre corpus se reconstruit en entier ; sinon seules les décisions changent, "
                  "mises à jour sur place.")
    changed_at = models.DateTimeField("modifiée le", null=True, blank=True)

    class Meta:
        verbose_name = "génération du corpus"
        verbose_name_plural = "générations du corpus"

    def __str__(self) -> str:
        return f"génération {self.value}"
