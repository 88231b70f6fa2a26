"""The rules corpus: games, their rulebook, its section tree and its keywords; judges and their rulings."""
from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from knox.models import AbstractAuthToken
from simple_history.models import HistoricalRecords


class Game(models.Model):
    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["order"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("rules:game", args=[self.slug])


class Rulebook(models.Model):
    """The rulebook in force for a game: what a judge cites."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="rulebook")
    title = models.CharField(max_length=200)
    version = models.CharField(max_length=200)
    source = models.TextField(help_text="The publisher's notice: who wrote it, where it comes from.")
    checksum = models.CharField(max_length=64, help_text="SHA-256 of the cleaned source file loaded.")

    def __str__(self) -> str:
        return f"{self.title} ({self.version})"

    @property
    def citation(self) -> str:
        """How a judge names this rulebook: « règles de <version> »."""
        return f"{self.game.name}, {self.version}"


class Section(models.Model):
    """A chapter, section or subsection, with a stable anchor (its permalink)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="sections")
    slug = models.SlugField(max_length=120)
    title = models.CharField(max_length=300)
    level = models.PositiveSmallIntegerField(help_text="0 introduction, 1 chapter, 2 section, 3 subsection…")
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    order = models.PositiveIntegerField()
    body = models.TextField(blank=True, help_text="The text in the cleaned-source markup (rules/sources/FORMAT.md).")
    text = models.TextField(blank=True, help_text="The plain text, for search and the API.")
    refs = models.JSONField(default=list, blank=True, help_text="Page references to the printed rulebook.")

    class Meta:
        ordering = ["game__order", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="unique_section_anchor")]

    def __str__(self) -> str:
        return f"{self.game.name} — {self.title}"

    @property
    def anchor(self) -> str:
        return f"{self.game.slug}/{self.slug}"

    def get_absolute_url(self) -> str:
        return reverse("rules:section", args=[self.game.slug, self.slug])

    def ancestors(self) -> list["Section"]:
        chain, node = [], self.parent
        while node is not None:
            chain.append(node)
            node = node.parent
        return chain[::-1]

    @property
    def breadcrumb(self) -> str:
        return " › ".join([s.title for s in self.ancestors()] + [self.title])


class Keyword(models.Model):
    """A glossary entry: an ability, an effect or a defined term."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="keywords")
    slug = models.SlugField(max_length=120)
    name = models.CharField(max_length=200)
    aliases = models.JSONField(default=list, blank=True)
    definition = models.TextField(help_text="The definition in the cleaned-source markup.")
    text = models.TextField(help_text="The plain text of the definition.")
    section = models.ForeignKey(Section, on_delete=models.CASCADE, related_name="keywords")
    order = models.PositiveIntegerField()
    refs = models.JSONField(default=list, blank=True)
    folded_names = models.JSONField(default=list, blank=True, help_text="Name and aliases, accents folded: for homonyms.")

    class Meta:
        ordering = ["game__order", "name"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="unique_keyword_anchor")]

    def __str__(self) -> str:
        return f"{self.game.name} — {self.name}"

    @property
    def anchor(self) -> str:
        return f"{self.game.slug}/glossaire/{self.slug}"

    def get_absolute_url(self) -> str:
        return reverse("rules:keyword", args=[self.game.slug, self.slug])

    @property
    def letter(self) -> str:
        from rules.text import initial

        return initial(self.name)

    @property
    def shown_aliases(self) -> list[str]:
        """The aliases a reader sees: those that read differently from the name and from each other (« Dégâts »
        once, not « Dégâts, Dégats »; no « CONTACT » beside « Contact »). Search still reads them all."""
        from rules.text import fold

        seen = {fold(self.name)}
        shown = []
        for alias in self.aliases:
            if fold(alias) not in seen:
                seen.add(fold(alias))
                shown.append(alias)
        return shown


class Passage(models.Model):
    """A paragraph, list item, table row or glossary entry: the unit search points a player to.

    Its anchor comes from its own words (rules/passages.py), so it is the same after every
    load of the same rulebook version: ``/<game>/<section>/#<anchor>`` is its permalink.
    """

    section = models.ForeignKey(Section, on_delete=models.CASCADE, related_name="passages")
    anchor = models.SlugField(max_length=80)
    kind = models.CharField(max_length=10, choices=[
        ("paragraph", "Paragraphe"), ("item", "Élément de liste"), ("row", "Ligne de tableau"), ("keyword", "Mot-clé")])
    order = models.PositiveIntegerField()
    markup = models.TextField(help_text="The passage's markup (rules/sources/FORMAT.md).")
    text = models.TextField(help_text="The plain text, for search and the API.")
    keyword = models.OneToOneField(Keyword, null=True, blank=True, on_delete=models.CASCADE, related_name="passage")

    class Meta:
        ordering = ["section__game__order", "section__order", "order"]
        constraints = [models.UniqueConstraint(fields=["section", "anchor"], name="unique_passage_anchor")]

    def __str__(self) -> str:
        return f"{self.section} #{self.anchor}"

    @property
    def full_anchor(self) -> str:
        """« noxilia/combat#anchor »: how questions, rulings and the evaluation set cite it."""
        return f"{self.section.anchor}#{self.anchor}"

    def get_absolute_url(self) -> str:
        return f"{self.section.get_absolute_url()}#{self.anchor}"


class Question(models.Model):
    """A question players ask (« Questions fréquentes »), in their words, and the passages that answer it.

    Written by the team in ``rules/questions/<game>.txt``; shown under the section or keyword it
    belongs to, served by the API, and indexed with the passages it points to.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="questions")
    text = models.CharField(max_length=300)
    section = models.ForeignKey(Section, on_delete=models.CASCADE, related_name="questions",
                                help_text="The section it is shown under (a keyword's own section).")
    keyword = models.ForeignKey(Keyword, null=True, blank=True, on_delete=models.CASCADE, related_name="questions")
    order = models.PositiveIntegerField()
    answers = models.ManyToManyField(Passage, related_name="questions")

    class Meta:
        ordering = ["game__order", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "order"], name="unique_question_order")]

    def __str__(self) -> str:
        return self.text


class Judge(models.Model):
    """A user who judges: the games they write rulings for, and whether they are a head judge.

    A judge writes, edits and publishes drafts in their games; a head judge (or staff) publishes in
    every game, edits published rulings, supersedes and withdraws them (rules/rulings.py).
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="judge",
                                verbose_name="utilisateur")
    games = models.ManyToManyField(Game, blank=True, related_name="judges", verbose_name="jeux arbitrés")
    is_head_judge = models.BooleanField(
        "arbitre principal", default=False,
        help_text="Publie, modifie, remplace et retire les décisions de tous les jeux.")

    class Meta:
        verbose_name = "arbitre"
        verbose_name_plural = "arbitres"

    def __str__(self) -> str:
        return self.user.get_full_name() or self.user.get_username()


class Ruling(models.Model):
    """A judge's ruling: a question and its answer in French, for one game, citing the rules by anchor.

    Never deleted: withdrawing is a status. Every save is a revision (``history``, with who and
    when); ``version`` grows by one at each change, and a change made on an older version is refused
    (rules/rulings.py), so two judges editing at once never overwrite each other.
    """

    # Shown to readers in their language (the migrations keep the French, the labels' source).
    class Status(models.TextChoices):
        DRAFT = "draft", _("Brouillon")
        PUBLISHED = "published", _("Publiée")
        SUPERSEDED = "superseded", _("Remplacée")
        WITHDRAWN = "withdrawn", _("Retirée")

    class Authority(models.TextChoices):
        OFFICIAL = "official", _("Réponse officielle de l'éditeur")
        HEAD_JUDGE = "head_judge", _("Arbitre principal d'un événement")
        JUDGE = "judge", _("Arbitre")

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="rulings", verbose_name="jeu")
    number = models.PositiveIntegerField("numéro", help_text="Son numéro dans le jeu : /<jeu>/decisions/<numéro>/.")
    question = models.TextField("question", help_text="Texte simple ; [[jeu/section#ancre]] fait un lien.")
    answer = models.TextField("réponse", help_text="Texte simple ; [[jeu/glossaire/mot-cle]] fait un lien.")
    authority = models.CharField("autorité", max_length=20, choices=Authority.choices, default=Authority.JUDGE)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="rulings",
                               verbose_name="auteur")
    event = models.CharField("événement", max_length=200, blank=True)
    event_date = models.DateField("date", null=True, blank=True)
    rulebook_version = models.CharField("version des règles", max_length=200,
                                        help_text="Rulebook.version du jeu quand la décision a été donnée.")
    status = models.CharField("état", max_length=20, choices=Status.choices, default=Status.DRAFT)
    superseded_by = models.ForeignKey("self", null=True, blank=True, on_delete=models.PROTECT,
                                      related_name="supersedes", verbose_name="remplacée par")
    status_note = models.CharField("motif", max_length=300, blank=True,
                                   help_text="Pourquoi elle a été retirée ou remplacée.")
    version = models.PositiveIntegerField(default=1, help_text="+1 à chaque modification (accès concurrents).")
    created_at = models.DateTimeField("créée le", default=timezone.now)
    updated_at = models.DateTimeField("modifiée le", default=timezone.now)
    published_at = models.DateTimeField("publiée le", null=True, blank=True)

    history = HistoricalRecords(verbose_name="révision de décision", verbose_name_plural="révisions de décisions")

    class Meta:
        ordering = ["game__order", "-number"]
        verbose_name = "décision"
        verbose_name_plural = "décisions"
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="unique_ruling_number")]

    def __str__(self) -> str:
        return f"Décision n° {self.number} ({self.game.name})"

    def get_absolute_url(self) -> str:
        return reverse("rules:ruling", args=[self.game.slug, self.number])

    @property
    def is_public(self) -> bool:
        return self.status in PUBLIC_STATUSES

    @property
    def citation_line(self) -> str:
        """« Décision n° 12, Noxilia, Tournoi X, 2026-11-20, donnée sous la version … »."""
        parts = [gettext("Décision n° %(number)d") % {"number": self.number}, self.game.name]
        if self.event:
            parts.append(self.event)
        if self.event_date:
            parts.append(self.event_date.isoformat())
        parts.append(gettext("donnée sous la version %(version)s") % {"version": self.rulebook_version})
        return ", ".join(parts)


PUBLIC_STATUSES = (Ruling.Status.PUBLISHED, Ruling.Status.SUPERSEDED)
"""What anyone may read: a superseded ruling stays readable at its permalink, pointing to its successor."""


class RulingCitation(models.Model):
    """One anchor a ruling cites, as a string, with the text it had when the ruling was given.

    Never a foreign key to the corpus: a reload deletes and recreates sections, passages and
    keywords. ``anchor`` is ``game/slug`` (section), ``game/glossaire/slug`` (keyword) or
    ``game/slug#anchor`` (passage); ``target`` is the page it lives on (a passage's section).
    A reload that changes or removes the cited text sets ``needs_review`` and ``review_diff``.
    """

    class Kind(models.TextChoices):
        SECTION = "section", "Section"
        KEYWORD = "keyword", "Mot-clé"
        PASSAGE = "passage", "Passage"

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="citations", verbose_name="décision")
    anchor = models.CharField("ancre", max_length=300)
    kind = models.CharField("type", max_length=10, choices=Kind.choices)
    target = models.CharField("page", max_length=300, db_index=True,
                              help_text="L'ancre de la page citée : la section d'un passage, sinon l'ancre elle-même.")
    order = models.PositiveSmallIntegerField("ordre", default=0)
    cited_title = models.CharField("titre cité", max_length=300, blank=True)
    cited_text = models.TextField("texte cité", blank=True,
                                  help_text="Le texte de l'ancre quand la décision a été donnée.")
    needs_review = models.BooleanField("à revérifier", default=False,
                                       help_text="Le texte cité a changé ou disparu depuis (rechargement des règles).")
    review_diff = models.TextField("différences", blank=True, help_text="Ce qui a changé dans le texte cité.")

    history = HistoricalRecords(verbose_name="révision de citation", verbose_name_plural="révisions de citations")

    class Meta:
        ordering = ["ruling", "order"]
        verbose_name = "citation"
        verbose_name_plural = "citations"
        constraints = [models.UniqueConstraint(fields=["ruling", "anchor"], name="unique_ruling_citation")]
        indexes = [models.Index(fields=["anchor"], name="ruling_citation_anchor")]

    def __str__(self) -> str:
        return self.anchor

    @property
    def url(self) -> str:
        from rules.links import rule_url

        return rule_url(self.anchor)


class ApiToken(AbstractAuthToken):
    """A judge's API token (django-rest-knox): only its SHA-512 digest is stored, the token itself is shown once,
    when it is created; it has a name (« tablette du tournoi »), an expiry, and is revoked one by one from
    « Mon compte », or all at once when the judge's password changes (rules/tokens.py)."""

    name = models.CharField(_("nom"), max_length=80)

    class Meta:
        verbose_name = _("jeton de l'API")
        verbose_name_plural = _("jetons de l'API")
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.name} ({self.token_key}…, {self.user})"
