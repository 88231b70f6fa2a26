"""Pages of the corpus: home, a game's table of contents, a section, the glossary, a keyword."""
from django.shortcuts import get_object_or_404, redirect, render

from referee.page_cache import cached_page
from rules import corpus, rulings
from rules.models import Game, Keyword
from rules.sources.redirects import KEYWORD_REDIRECTS, SECTION_REDIRECTS
from search import reported


@cached_page
def home(request):
    games = Game.objects.select_related("rulebook").all()
    return render(request, "rules/home.html", {"games": games})


@cached_page
def game(request, game):
    game = corpus.get_game(game)
    return render(request, "rules/game.html", {"game": game, "toc": corpus.toc(game)})


@cached_page
def section(request, game, slug):
    if slug in SECTION_REDIRECTS.get(game, {}):
        return redirect("rules:section", game, SECTION_REDIRECTS[game][slug], permanent=True)
    game = corpus.get_game(game)
    section = corpus.get_section(game, slug)
    linker = corpus.linker_for(game)
    previous, following = corpus.neighbours(section)
    return render(request, "rules/section.html", {
        "game": game, "section": section, "body": corpus.render_section(section, linker),
        "ancestors": section.ancestors(), "children": section.children.all(),
        "previous": previous, "next": following, "questions": corpus.questions_of(here=section, section=section) + reported.shown_under(section),
        "rulings": rulings.shown(rulings.citing_section(section), here=section.anchor), "rulings_anchor": section.anchor,
    })


@cached_page
def glossary(request, game):
    game = corpus.get_game(game)
    letters = corpus.glossary_by_letter(game)
    return render(request, "rules/glossary.html", {
        "game": game, "letters": letters, "total": sum(len(entries) for _, entries in letters)})


@cached_page
def keyword(request, game, slug):
    if slug in KEYWORD_REDIRECTS.get(game, {}):
        return redirect("rules:keyword", game, KEYWORD_REDIRECTS[game][slug], permanent=True)
    game = corpus.get_game(game)
    keyword = get_object_or_404(Keyword.objects.select_related("section", "game"), game=game, slug=slug)
    linker = corpus.linker_for(game)
    others = [(other, corpus.render_keyword(other, corpus.linker_for(other.game))) for other in corpus.homonyms(keyword)]
    return render(request, "rules/keyword.html", {
        "game": game, "keyword": keyword, "definition": corpus.render_keyword(keyword, linker),
        "homonyms": others, "questions": corpus.questions_of(keyword=keyword),
        "rulings": rulings.shown(rulings.citing_keyword(keyword)), "rulings_anchor": keyword.anchor,
    })
