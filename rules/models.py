"""The rules corpus: games, their rulebook, its section tree and its keywords."""
from django.db import models
from django.urls import reverse


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
        from rules.text import fold

        return (fold(self.name)[:1] or "#").upper()


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
