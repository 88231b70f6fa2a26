from django.urls import path, register_converter

from rules import views
from rules.converters import GameSlugConverter

register_converter(GameSlugConverter, "game")

app_name = "rules"
urlpatterns = [
    path("<game:game>/", views.game, name="game"),
    path("<game:game>/glossaire/", views.glossary, name="glossary"),
    path("<game:game>/glossaire/<slug:slug>/", views.keyword, name="keyword"),
    path("<game:game>/<slug:slug>/", views.section, name="section"),
]
