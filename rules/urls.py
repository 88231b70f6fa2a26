from django.urls import path, register_converter

from rules import rulings_views, views
from rules.converters import GameSlugConverter, RulingActionConverter

register_converter(GameSlugConverter, "game")
register_converter(RulingActionConverter, "action")

app_name = "rules"
urlpatterns = [
    path("<game:game>/", views.game, name="game"),
    path("<game:game>/glossaire/", views.glossary, name="glossary"),
    path("<game:game>/glossaire/<slug:slug>/", views.keyword, name="keyword"),
    path("<game:game>/decisions/", rulings_views.ruling_list, name="rulings"),
    path("<game:game>/decisions/nouvelle/", rulings_views.ruling_edit, name="ruling-new"),
    path("<game:game>/decisions/<int:number>/", rulings_views.ruling_detail, name="ruling"),
    path("<game:game>/decisions/<int:number>/modifier/", rulings_views.ruling_edit, name="ruling-edit"),
    path("<game:game>/decisions/<int:number>/<action:action>/", rulings_views.ruling_action, name="ruling-action"),
    path("<game:game>/<slug:slug>/", views.section, name="section"),
]
