"""What the search index follows (one row, moved in the same transaction as any change of what is indexed),
and the questions players reported from the search for the judges."""
from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords


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


class ReportedQuestion(models.Model):
    """A question a player asked the search and found no answer to (« Ce n'est pas la réponse »).

    Only what judges need is kept: the question's text (whitespace normalised), its game (the search's
    filter or context, may be empty) and the hits the player was shown — no address, no cookie, no
    account. The same question in the same game (folded, search/reported.py) is one row whose ``count``
    goes up. A judge of its game attaches it to the passage that answers it (it then shows under that
    passage's section among the « Questions fréquentes » and is indexed with the passage), answers it
    with a published ruling, or dismisses it; every such action is a revision (``history``: who, when).
    """

    class Status(models.TextChoices):
        OPEN = "open", _("Ouverte")
        ATTACHED = "attached", _("Rattachée à un passage")
        ANSWERED = "answered", _("Répondue par une décision")
        DISMISSED = "dismissed", _("Écartée")

    text = models.CharField("question", max_length=300)
    key = models.CharField("clé", max_length=64,
                           help_text="Empreinte du texte replié (accents, casse, ponctuation) : les doublons se fondent.")
    game = models.CharField("jeu", max_length=40, blank=True,
                            help_text="Le jeu de la recherche (son filtre ou le jeu à la table) ; vide : aucun.")
    shown = models.JSONField("résultats montrés", default=list, blank=True,
                             help_text="Les identifiants des dix premiers résultats montrés au joueur.")
    count = models.PositiveIntegerField("fois posée", default=1)
    first_reported_at = models.DateTimeField("signalée le", default=timezone.now)
    last_reported_at = models.DateTimeField("signalée dernièrement le", default=timezone.now)
    status = models.CharField("état", max_length=20, choices=Status.choices, default=Status.OPEN)
    anchor = models.CharField("ancre du passage", max_length=300, blank=True,
                              help_text="« jeu/section#passage » : suit son passage quand les règles sont rechargées.")
    passage = models.ForeignKey("rules.Passage", null=True, blank=True, on_delete=models.SET_NULL,
                                related_name="reported_questions", verbose_name="passage")
    ruling = models.ForeignKey("rules.Ruling", null=True, blank=True, on_delete=models.PROTECT,
                               related_name="reported_questions", verbose_name="décision")
    handled_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+", verbose_name="traitée par")
    handled_at = models.DateTimeField("traitée le", null=True, blank=True)

    history = HistoricalRecords(verbose_name="révision de question signalée",
                                verbose_name_plural="révisions de questions signalées")

    class Meta:
        ordering = ["-count", "-last_reported_at"]
        verbose_name = "question signalée"
        verbose_name_plural = "questions signalées"
        constraints = [models.UniqueConstraint(fields=["game", "key"], name="unique_reported_question")]
        indexes = [models.Index(fields=["status", "game"], name="reported_question_status")]

    def __str__(self) -> str:
        return self.text

    @classmethod
    def attached_texts(cls) -> list[tuple[int, str]]:
        """(passage id, question) for every attached question: search/documents.py indexes them with the passage."""
        return list(cls.objects.filter(status=cls.Status.ATTACHED, passage__isnull=False)
                    .order_by("passage_id", "id").values_list("passage_id", "text"))
