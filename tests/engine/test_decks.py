"""Deck checks: the text list, the generic rules, and each game's deck rules with the rulebook line
they come from (rules/sources/helix.md, noxilia.md, stellar-nexus.md).

Every quotation goes through :func:`rule`, which proves it is in the cleaned rulebook (its bold
markup aside, and its curly apostrophes written straight, as the engine quotes them). Each open
point of a rulebook has a test that the engine flags it, with the verdict of both readings.
"""
from pathlib import Path

import pytest

from referee.engine import decks
from referee.engine.helix import deck as helix
from referee.engine.noxilia import deck as noxilia
from referee.engine.reading import read
from referee.engine.stellar_nexus import deck as stellar_nexus
from referee.engine.trace import Flag, IllegalAction, InvalidInput

SOURCES = Path(__file__).resolve().parents[2] / "rules" / "sources"


def plain(text: str) -> str:
    return " ".join(text.replace("**", "").replace("’", "'").split())


BOOKS = {game: plain((SOURCES / f"{game}.md").read_text(encoding="utf-8"))
         for game in ("helix", "noxilia", "stellar-nexus")}


def rule(game: str, line: str) -> str:
    assert plain(line) in BOOKS[game], f"not in the {game} rulebook: {line}"
    return line


@pytest.mark.parametrize("game, module", [("helix", helix), ("noxilia", noxilia),
                                          ("stellar-nexus", stellar_nexus)])
def test_every_rule_the_checks_quote_is_in_its_rulebook(game, module):
    for deck_rule in module.RULES:
        assert plain(deck_rule.quote) in BOOKS[game], deck_rule
        assert "’" not in deck_rule.quote and "**" not in deck_rule.quote


# --- The text list ----------------------------------------------------------------------------

def test_the_text_list_reads_counts_names_and_attributes():
    listing = decks.parse_list("3 Loup des steppes\n3x Golem\n\n# la réserve\nHarpie\n2 × Épée [type=Objet, ♻️]\n"
                               "4 Xénomorphe")
    assert listing.problems == ()
    assert [(c.line, c.copies, c.name, c.attributes) for c in listing.cards] == [
        (1, 3, "Loup des steppes", ()), (2, 3, "Golem", ()), (5, 1, "Harpie", ()),
        (6, 2, "Épée", ("type=Objet", "♻️")), (7, 4, "Xénomorphe", ())]


def test_every_unreadable_line_is_reported_with_its_number_at_once():
    listing = decks.parse_list("3 Loup\n0 Golem\n12\n2 Épée [type=Objet\n250 Harpie\n" + "1 " + "x" * 81)
    assert [c.name for c in listing.cards] == ["Loup"]
    assert [p.message.split(" : ")[0] for p in listing.problems] == ["Ligne 2", "Ligne 3", "Ligne 4", "Ligne 5",
                                                                     "Ligne 6"]
    assert listing.problems[0].message == "Ligne 2 : 0 exemplaire : écrivez un nombre de 1 à 99 avant le nom."
    assert listing.problems[1].message == "Ligne 3 : « 12 » : le nom de la carte manque."


def test_attributes_are_read_by_label_or_value_and_unknown_ones_reported_with_their_line():
    listing = decks.parse_list("3 Loup [type=créature, rareté=Épique, élément=Magma/Hydris, ♻️]\n"
                               "2 Golem [couleur=rouge, brillant]")
    cards, problems = decks.entries_data(listing, helix.ATTRIBUTES, helix.MARKS)
    assert cards[0] == {"name": "Loup", "copies": 3, "category": "creature", "rarity": "epique",
                        "elements": ["magma", "hydris"], "recycle": True}
    assert [p.message for p in problems] == [
        "Ligne 2 : attribut inconnu « couleur » ; écrivez « type=… », « rareté=… », « élément=… » ou « ♻️ ».",
        "Ligne 2 : « brillant » n'est pas un attribut ; écrivez « type=… », « rareté=… », « élément=… » ou « ♻️ »."]


def test_an_unknown_type_in_the_list_is_left_for_the_reader_to_refuse():
    cards, problems = decks.entries_data(decks.parse_list("3 Loup [type=cuisine]"), helix.ATTRIBUTES)
    assert problems == []
    with pytest.raises(InvalidInput) as error:
        read(helix.DeckInput, {"cards": cards})
    assert error.value.problems[0].field == "cards[0].category"
    assert "cuisine" in error.value.problems[0].message


def test_the_text_list_written_back_reads_the_same():
    cards = [{"name": "Loup", "copies": 3, "category": "creature", "rarity": "epique", "elements": ["magma"],
              "recycle": True}, {"name": "Golem", "copies": 1, "category": "sort"}]
    written = decks.list_text(cards, helix.ATTRIBUTES, helix.MARKS)
    assert written == "3 Loup [type=Créature (Livre 1), rareté=Épique, élément=Magma, ♻️]\n1 Golem [type=Sort (Livre 3)]"
    assert decks.entries_data(decks.parse_list(written), helix.ATTRIBUTES, helix.MARKS) == (cards, [])


def test_the_generic_rules():
    cards = [decks.Entry(name="Loup", copies=4), decks.Entry(name="Golem", copies=2)]
    assert decks.copies_of(cards) == 6
    assert decks.in_range(6, 5, 6) and not decks.in_range(6, 7, None) and decks.in_range(6, None, None)
    assert [c.name for c in decks.over_copies(cards, 3)] == ["Loup"]
    assert decks.distinct([*cards, decks.Entry(name="loup ", copies=1)]) == 2
    assert decks.folded("Épée  Longue") == decks.folded("epee longue")


# --- Helix Duels ------------------------------------------------------------------------------

def hx_card(name, copies=3, category="creature", **more):
    return {"name": name, "copies": copies, "category": category, **more}


def hx_valid(**more):
    cards = [hx_card(f"Créature {i}") for i in range(1, 9)]          # 24
    cards += [hx_card(f"Objet {i}", category="objet") for i in range(1, 7)]   # 18
    cards += [hx_card(f"Sort {i}", category="sort") for i in range(1, 7)]     # 18
    cards.append(hx_card("Chronos", 1, "divinite"))
    return {"cards": cards, **more}


def hx(body):
    return helix.resolve(read(helix.DeckInput, body))


def broken(result):
    return {v.name for v in result.violations}


def test_helix_a_valid_deck_says_so_with_its_counts():
    result = hx(hx_valid())
    assert result.conforming and result.total == 60
    assert result.summary == ("Deck conforme : 60 cartes dans la Bibliothèque (Créatures 24, Objets 18, Sorts 18, "
                              "Divinité 1).")
    assert result.steps[1].text == ("Respectée — Livres utilisés : 3 Livres utilisés : Livre de Créatures, Livre "
                                    "d'Objets et Livre de Sorts.")


def test_helix_library_of_at_least_60():
    rule("helix", "Votre **Bibliothèque** doit être composée de **60 cartes** au minimum")
    body = hx_valid()
    body["cards"][0]["copies"] = 1
    result = hx(body)
    assert broken(result) == {"Taille de la Bibliothèque"}
    assert result.violations[0].text == "58 cartes dans la Bibliothèque : il en manque 2 pour atteindre 60."
    assert result.violations[0].rule == "helix/deckbuilding#votre-bibliotheque-doit-etre-composee-de"


def test_helix_two_or_three_books_each_used_book_at_least_12():
    rule("helix", "réparties comme vous le souhaitez entre vos **Livres** (minimum **12 cartes** par Livre). Vous "
                  "pouvez choisir de n'utiliser que 2 Livres.")
    two_books = {"cards": [hx_card(f"C{i}") for i in range(10)] + [hx_card(f"S{i}", category="sort")
                                                                     for i in range(10)]
                 + [hx_card("Chronos", 1, "divinite")]}
    assert hx(two_books).conforming
    one_book = {"cards": [hx_card(f"C{i}") for i in range(20)] + [hx_card("Chronos", 1, "divinite")]}
    assert broken(hx(one_book)) == {"Livres utilisés"}
    small = hx_valid()
    small["cards"] += [hx_card(f"Objet {i}", category="objet") for i in range(7, 11)]
    for card in small["cards"]:
        if card["category"] == "sort":
            card["copies"] = 1
    result = hx(small)
    assert broken(result) == {"Taille des Livres"}
    fault = result.violations[0]
    assert fault.text == "le Livre de Sorts n'a que 6 cartes (12 au minimum)."
    assert fault.cards == tuple(f"Sort {i}" for i in range(1, 7))


def test_helix_at_most_3_copies_except_the_recycling_pictogram():
    rule("helix", "Une carte ne peut pas se trouver en plus de **3 exemplaires** dans votre Bibliothèque (mis à part "
                  "les cartes avec le picto ♻️).")
    body = hx_valid()
    body["cards"][0]["copies"] = 4
    result = hx(body)
    assert broken(result) == {"Exemplaires d'une carte"}
    assert result.violations[0].cards == ("Créature 1",)
    body["cards"][0]["recycle"] = True
    assert hx(body).conforming  # 4 copies, and the Livre of Créatures holds 8 different cards


def test_helix_a_recycling_card_needs_as_many_different_cards_in_its_book_both_readings_shown():
    rule("helix", "Si une carte est en plus de 3 exemplaires, le Livre associé doit contenir le même nombre de "
                  "cartes différentes")
    body = hx_valid()
    body["cards"][0].update(copies=9, recycle=True)
    result = hx(body)
    assert broken(result) == {"Livre d'une carte ♻️"}
    assert result.violations[0].text == ("Créature 1 (9 exemplaires) : son Livre de Créatures ne contient que 8 "
                                         "cartes différentes.")
    body["cards"][0]["copies"] = 6  # 8 different cards: « au moins » conforming, « exactement » not
    result = hx(body)
    assert result.conforming
    open_steps = [s for s in result.steps if s.flag is Flag.SILENT]
    assert len(open_steps) == 1
    assert "Lu « au moins le même nombre », c'est conforme ; lu « exactement le même nombre », ça ne l'est pas." \
        in open_steps[0].text


def test_helix_at_most_9_epics_and_3_legendaries():
    rule("helix", "9 Épiques maximum dans votre Bibliothèque")
    rule("helix", "3 Légendaires maximum dans votre Bibliothèque")
    body = hx_valid()
    for card in body["cards"][:4]:
        card["rarity"] = "epique"    # 12
    for card in body["cards"][8:10]:
        card["rarity"] = "legendaire"  # 6
    result = hx(body)
    assert broken(result) == {"Épiques", "Légendaires"}
    epics = next(v for v in result.violations if v.name == "Épiques")
    assert epics.rule == "helix/epique#exemplaires-maximum-de-la-meme-carte"  # « 9 Épiques maximum »
    assert epics.text.startswith("12 cartes Épiques (Créature 1 (3), ")
    assert epics.text.endswith(" : 9 au plus.")


LISTS = Path(__file__).resolve().parent / "deck_lists"


def with_rarities(text: str, rarity: str) -> str:
    """A sample list whose every card « 3 Nom » says its rareté."""
    return "\n".join(f"{line} [rareté={rarity}]" if line[:2] == "3 " else line for line in text.splitlines())


def test_helix_a_pasted_card_without_its_rarity_is_asked_by_the_rarity_limits():
    rule("helix", "3 Légendaires maximum dans votre Bibliothèque")
    rule("helix", "9 Épiques maximum dans votre Bibliothèque")
    forum = (LISTS / "helix-forum.txt").read_text(encoding="utf-8")
    # A plain list: no card says its rareté, and two copies of Reine, a Légendaire in reality, beside two Légendaires.
    pasted = forum.replace("3 Titan ardent", "2 Roi [rareté=Légendaire]\n2 Reine")
    result = helix.resolve(read(helix.DeckInput, {"list": pasted}))
    legendaries = next(p for p in result.pending if p.name == "Légendaires")
    assert "Reine" in legendaries.asked["rarity"] and "Roi" not in legendaries.cards
    assert legendaries.field == "rarity" and set(legendaries.asked) == {"rarity"}
    assert "Légendaires" not in broken(result) and not result.conforming
    # Every other card said Commune: Reine is the one card asked, its rareté alone.
    pasted = with_rarities(pasted, "Commune")
    result = helix.resolve(read(helix.DeckInput, {"list": pasted}))
    assert [(p.name, p.asked) for p in result.pending] == [("Légendaires", {"rarity": ("Reine",)})]
    assert [(n.name, n.fields, n.rules) for n in result.needed] == [("Reine", ("rarity",), ("Légendaires",))]
    assert "À compléter — Légendaires : la réponse dépend de la rareté de Reine." in [s.text for s in result.steps]
    assert "Respectée — Épiques : 0 dans la Bibliothèque (9 au plus)." in [s.text for s in result.steps]
    # Given as Légendaire: 4 Légendaires, broken.
    result = helix.resolve(read(helix.DeckInput, {"list": pasted.replace("2 Reine", "2 Reine [rareté=Légendaire]")}))
    assert broken(result) == {"Légendaires"} and result.pending == ()
    assert result.violations[0].text == "4 cartes Légendaires (Roi (2) et Reine (2)) : 3 au plus."
    # Given as Commune: respected.
    result = helix.resolve(read(helix.DeckInput, {"list": pasted.replace("2 Reine", "2 Reine [rareté=Commune]")}))
    assert result.conforming, result.summary


def test_helix_a_rarity_limit_is_answered_when_no_rarity_could_change_it_broken_when_every_one_does():
    rule("helix", "3 Légendaires maximum dans votre Bibliothèque")
    # At most 3 copies whose rareté is not given: whatever it is, 3 Légendaires at most.
    result = helix.resolve(read(helix.DeckInput, {"list": "# Créatures\n2 Loup\n1 Golem"}))
    assert "Légendaires" not in {p.name for p in result.pending} and "Légendaires" not in broken(result)
    # 4 Légendaires said: broken whatever the others are; a card without a type may be a Légendaire too (type asked).
    result = helix.resolve(read(helix.DeckInput, {"list": "# Créatures\n2 Roi [rareté=Légendaire]\n"
                                                          "2 Reine [rareté=Légendaire]\n3 Loup"}))
    assert "Légendaires" in broken(result)
    result = helix.resolve(read(helix.DeckInput, {"list": "Golem [rareté=Légendaire]\n# Créatures\n"
                                                          "2 Roi [rareté=Légendaire]\n2 Reine [type=Sort]"}))
    legendaries = next(p for p in result.pending if p.name == "Légendaires")
    assert legendaries.asked == {"rarity": ("Reine",), "category": ("Golem",)}
    assert ("À compléter — Légendaires : la réponse dépend de la rareté de Reine et du type de Golem."
            in [s.text for s in result.steps])


def test_helix_a_card_of_cards_without_its_rarity_is_still_a_commune_null_asks_it():
    body = hx_valid()
    assert all("rarity" not in c for c in body["cards"][2:])
    assert hx(body).conforming  # « rarity » left out of a card of « cards »: Commune, as documented
    body["cards"][0]["rarity"] = "legendaire"  # 3 copies
    body["cards"][2]["rarity"] = None
    result = hx(body)
    assert [(p.name, p.cards) for p in result.pending] == [("Légendaires", (body["cards"][2]["name"],))]


def test_helix_one_divinity_outside_the_library_none_is_an_open_point():
    rule("helix", "1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque.")
    two = hx_valid()
    two["cards"].append(hx_card("Gaïa Mère", 1, "divinite"))
    result = hx(two)
    assert broken(result) == {"Divinité"} and result.total == 60  # the Divinités are not in the 60
    assert result.violations[0].cards == ("Chronos", "Gaïa Mère")
    none = hx_valid()
    none["cards"].pop()
    result = hx(none)
    assert broken(result) == {"Divinité"} and result.violations[0].disputed
    step = next(s for s in result.steps if s.rule == "helix/divinite#seule-divinite-elle-est-pas-integree")
    assert step.flag is Flag.SILENT
    assert "Lu comme « une au plus », il est conforme." in step.text
    assert result.summary == ("Deck non conforme : 1 règle enfreinte (Divinité), dont 1 point non tranché par le "
                              "livret.")


def test_helix_loyalty_or_alliance_with_the_fortress_and_warlord_elements():
    rule("helix", "Il est possible de créer un deck **Loyauté mono-couleur** (la Forteresse et le Chef de Guerre "
                  "appartiennent au même élément) ou bien **Alliance bi-couleur** (le Chef de Guerre et la "
                  "Forteresse sont d'éléments différents). Dans le cas d'un deck bi-couleur, vous pourrez intégrer "
                  "des cartes des 2 éléments choisis ainsi que des cartes \"bi-couleurs\".")
    body = hx_valid(fortress="magma", warlord="magma")
    for card in body["cards"]:
        card["elements"] = ["magma"]
    body["cards"][1]["elements"] = ["hydris", "magma"]  # bi-couleur in a mono deck: allowed
    assert hx(body).conforming
    body["cards"][0]["elements"] = ["hydris"]
    result = hx(body)
    assert broken(result) == {"Loyauté ou Alliance"}
    assert result.violations[0].text == ("deck Loyauté mono-couleur (Magma) : Créature 1 (Hydris) n'est d'aucun de "
                                         "ses éléments.")
    body["warlord"] = "hydris"  # Alliance Magma-Hydris
    assert hx(body).conforming


def test_helix_a_bicolour_card_sharing_no_element_with_the_deck_is_an_open_point():
    body = hx_valid(fortress="magma", warlord="magma")
    body["cards"][0]["elements"] = ["brume", "gaia"]
    result = hx(body)
    assert result.conforming
    step = next(s for s in result.steps if s.flag is Flag.SILENT)
    assert step.text.startswith("Non tranché — Loyauté ou Alliance : Créature 1 (Brume/Gaïa) : bi-couleur sans aucun "
                                "élément du deck.")


def test_helix_elements_not_given_leave_the_rule_unchecked():
    step = next(s for s in hx(hx_valid()).steps if "Loyauté" in s.text)
    assert step.text == ("Non vérifiée — Loyauté ou Alliance : donnez l'élément de la Forteresse et celui du Chef de "
                         "Guerre.")


def test_helix_every_broken_rule_is_listed_at_once():
    cards = [hx_card("Loup", 5), hx_card("Golem", 4, rarity="legendaire"), hx_card("Épée", 3, "objet",
                                                                                   elements=["aether"]),
             hx_card("Dieu A", 1, "divinite"), hx_card("Dieu B", 1, "divinite")]
    result = hx({"cards": cards, "fortress": "magma", "warlord": "hydris"})
    assert broken(result) == {"Taille de la Bibliothèque", "Taille des Livres", "Exemplaires d'une carte",
                              "Légendaires", "Divinité", "Loyauté ou Alliance"}
    assert result.summary.startswith("Deck non conforme : 6 règles enfreintes (Taille de la Bibliothèque, ")


def test_helix_a_name_listed_twice_differently_is_refused_alike_it_adds_up():
    body = hx_valid()
    body["cards"].append(hx_card("créature 1", 1, "sort"))
    with pytest.raises(IllegalAction) as error:
        hx(body)
    assert error.value.problems[0].field == "cards[21].name"
    body["cards"][-1]["category"] = "creature"
    result = hx(body)
    assert broken(result) == {"Exemplaires d'une carte"}  # 3 + 1 copies of « Créature 1 »


# --- Noxilia ----------------------------------------------------------------------------------

def nx_valid(**banner):
    cards = [{"name": "Roi Aldric", "category": "monarque", "clan": "Ordre"}]
    cards += [{"name": f"Soldat {i}", "copies": 4, "category": "unite", "clan": "Ordre"} for i in range(1, 6)]
    cards += [{"name": "Mercenaire", "copies": 4, "category": "unite", "race": "Humain"},
              {"name": "Capitaine", "copies": 2, "category": "heros", "clan": "Ordre"},
              {"name": "Embuscade", "copies": 2, "category": "evenement"}]
    cards += [{"name": f"Sort {i}", "copies": 4, "category": "sort"} for i in range(1, 5)]
    cards += [{"name": f"Lame {i}", "copies": 4, "category": "equipement"} for i in range(1, 5)]
    cards += [{"name": "Trésor du roi", "category": "tresor"}, {"name": "Destin", "copies": 3, "category": "main-du-destin"},
              {"name": "Jeton soldat", "copies": 5, "category": "jeton"}, {"name": "Fort", "copies": 3, "category": "zone"}]
    return {"cards": cards, "banner": {"clan": "Ordre", "races": ["Humain"], **banner}}


def nx(body):
    return noxilia.resolve(read(noxilia.DeckInput, body))


def test_noxilia_a_valid_deck_says_so_with_its_counts():
    result = nx(nx_valid())
    assert result.conforming and result.total == 60
    assert result.summary == ("Deck conforme : 60 cartes hors monarque (Monarques 1, Héros 2, Unités 24, Sorts 16, "
                              "Équipements 16, Événements 2, Trésors 1, Mains du destin 3, Jetons 5, Cartes de zone 3).")


def test_noxilia_exactly_60_outside_monarch_treasures_fate_hands_tokens_and_zones():
    rule("noxilia", "Votre deck doit contenir exactement **60 cartes**, hors monarque, trésors, mains du destin, "
                    "jetons et cartes de zones.")
    body = nx_valid()
    body["cards"].append({"name": "Sort 5", "category": "sort"})
    result = nx(body)
    assert broken(result) == {"Taille du deck"}
    assert result.violations[0].text == "61 cartes comptées : il en faut exactement 60."


def test_noxilia_apocalypse_hands_are_an_open_point_with_both_counts():
    body = nx_valid()
    body["cards"].append({"name": "Fin des temps", "copies": 2, "category": "main-de-l-apocalypse"})
    result = nx(body)
    assert result.conforming
    step = next(s for s in result.steps if s.flag is Flag.SILENT)
    assert "Comptées, le deck aurait 62 cartes (non conforme)." in step.text


def test_noxilia_one_copy_of_one_monarch():
    rule("noxilia", "Vous ne pouvez inclure qu'un seul exemplaire de votre **monarque**.")
    body = nx_valid()
    body["cards"][0]["copies"] = 2
    result = nx(body)
    assert broken(result) == {"Monarque"}
    assert result.violations[0].text == "2 exemplaires de monarque (Roi Aldric (2)) : un seul."
    body["cards"].pop(0)
    assert nx(body).violations[0].text.startswith("aucun monarque")


def test_noxilia_heroes_and_events_2_copies_spells_equipment_units_4():
    rule("noxilia", "**Héros et Événements** : jusqu'à 2 exemplaires maximum de chaque carte.")
    rule("noxilia", "**Sorts, Équipements et Unités (hors héros)** : jusqu'à 4 exemplaires de chaque carte.")
    body = nx_valid()
    body["cards"][7]["copies"] = 3  # Capitaine, a Héros
    body["cards"][1]["copies"] = 5  # Soldat 1, a unit
    body["cards"][9]["copies"] = 2  # Sort 1: the 60 kept
    result = nx(body)
    assert broken(result) == {"Exemplaires des Héros et Événements", "Exemplaires des Sorts, Équipements et Unités"}
    assert [v.cards for v in result.violations] == [("Capitaine",), ("Soldat 1",)]


def test_noxilia_units_of_the_banners_clan_or_clanless_of_an_allowed_race():
    rule("noxilia", "Les unités autorisées sont soit des unités du même clan, soit des unités sans symbole de clan "
                    "mais de la race autorisée par votre bannière.")
    body = nx_valid()
    body["cards"][1]["clan"] = "Horde"
    body["cards"][6]["race"] = "Orc"
    result = nx(body)
    assert broken(result) == {"Clan et race des unités"}
    assert result.violations[0].cards == ("Soldat 1", "Mercenaire")
    assert result.violations[0].text == (
        "Soldat 1 (Horde) : d'un autre clan que celui de la bannière (Ordre) ; Mercenaire (Orc) : sans symbole de "
        "clan, d'une race que la bannière n'autorise pas (Humain).")


def test_noxilia_a_card_of_another_clan_that_is_no_unit_is_an_open_point():
    rule("noxilia", "Les cartes sans symboles de clan peuvent être inclus dans tous les decks")
    body = nx_valid()
    body["cards"][9]["clan"] = "Horde"
    result = nx(body)
    assert result.conforming
    assert any(s.flag is Flag.SILENT and s.text.startswith("Non tranché — Clan des autres cartes : Sort 1 (Horde)")
               for s in result.steps)


def test_noxilia_the_banners_own_limits_as_entered():
    rule("noxilia", "Elle précise les restrictions de construction de deck")
    result = nx(nx_valid(limits=[{"text": "12 sorts au plus", "category": "sort", "at_most": 12},
                                 {"category": "equipement", "at_most": 3, "each": True}]))
    assert broken(result) == {"Restrictions de la bannière"}
    assert [v.text for v in result.violations] == [
        "« 12 sorts au plus » : 16 (Sorts), 12 au plus.",
        "Lame 1 (4), Lame 2 (4), Lame 3 (4) et Lame 4 (4) : 3 exemplaires au plus de chaque carte (Équipements)."]


def test_noxilia_every_broken_rule_is_listed_at_once():
    cards = [{"name": "Roi", "copies": 2, "category": "monarque"}, {"name": "Héros", "copies": 3, "category": "heros",
                                                                    "clan": "Horde"},
             {"name": "Sort", "copies": 6, "category": "sort"}]
    result = nx({"cards": cards, "banner": {"clan": "Ordre", "limits": [{"category": "sort", "at_most": 0}]}})
    assert broken(result) == {"Taille du deck", "Monarque", "Exemplaires des Héros et Événements",
                              "Exemplaires des Sorts, Équipements et Unités", "Clan et race des unités",
                              "Restrictions de la bannière"}


# --- Stellar Nexus ----------------------------------------------------------------------------

def sn_valid():
    cards = [{"name": f"Créature {i}", "copies": 3, "category": "creature"} for i in range(1, 7)]
    cards += [{"name": f"Éphémère {i}", "copies": 3, "category": "ephemere"} for i in range(1, 4)]
    cards += [{"name": "Lame", "copies": 3, "category": "equipement"},
              {"name": "Ressource Kerns", "copies": 8, "category": "ressource"},
              {"name": "Source vive", "category": "ressource", "effect": True},
              {"name": "Puits", "category": "ressource", "effect": True},
              {"name": "Commandant Vex", "category": "heros"}]
    return {"cards": cards}


def sn(body):
    return stellar_nexus.resolve(read(stellar_nexus.DeckInput, body))


def test_stellar_nexus_a_valid_deck_says_so_with_its_counts():
    result = sn(sn_valid())
    assert result.conforming and result.total == 30
    assert result.summary == ("Deck conforme : 30 cartes réquisition et 10 ressources (Créatures 18, Éphémères 9, "
                              "Équipements 3, Ressources 10, Héros 1).")


def test_stellar_nexus_30_to_40_requisition_cards_at_most_3_copies():
    rule("stellar-nexus", "Une bibliothèque doit avoir entre 30 et 40 cartes réquisition.")
    rule("stellar-nexus", "Chaque carte a le droit d’être au maximum 3 fois dans le deck.")
    body = sn_valid()
    body["cards"][0]["copies"] = 2
    body["cards"][1]["copies"] = 4
    result = sn(body)
    assert broken(result) == {"Exemplaires d'une carte"}  # 30 still
    body["cards"][2]["copies"] = 1
    result = sn(body)
    assert broken(result) == {"Taille de la bibliothèque", "Exemplaires d'une carte"}
    assert result.violations[0].text == "28 cartes réquisition (de 30 à 40)."


def test_stellar_nexus_a_plain_resource_in_more_than_3_copies_is_an_open_point():
    result = sn(sn_valid())
    step = next(s for s in result.steps if s.flag is Flag.SILENT)
    assert step.text.startswith("Non tranché — Exemplaires d'une carte : Ressource Kerns (8) : ressource sans effet")
    assert "lue pour la bibliothèque seule, c'est conforme ; lue pour tout le deck" in step.text


def test_stellar_nexus_a_pile_of_10_resources_with_effect_in_one_copy():
    rule("stellar-nexus", "La pile de ressource est composée de 10 cartes.")
    rule("stellar-nexus", "Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune.")
    body = sn_valid()
    body["cards"][11]["copies"] = 2
    result = sn(body)
    assert broken(result) == {"Pile de ressource", "Ressources avec effet"}
    assert [v.text for v in result.violations] == ["11 ressources : il en faut exactement 10.",
                                                   "Source vive (2) : un seul exemplaire de chaque ressource avec effet."]


def test_stellar_nexus_a_pasted_resource_without_its_effect_is_asked_by_the_effect_limit():
    rule("stellar-nexus", "Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune.")
    forum = (LISTS / "stellar-nexus-forum.txt").read_text(encoding="utf-8")
    # A plain list: two copies of Source vive, a resource with effect in reality; Kerns said without effect.
    pasted = forum.replace("8 Ressource Kerns", "7 Ressource Kerns [sans effet]").replace("1 Source vive",
                                                                                         "2 Source vive")
    result = stellar_nexus.resolve(read(stellar_nexus.DeckInput, {"list": pasted}))
    assert [(p.name, p.asked) for p in result.pending] == [("Ressources avec effet", {"effect": ("Source vive",)})]
    assert [(n.name, n.fields) for n in result.needed] == [("Source vive", ("effect",))]
    assert ("À compléter — Ressources avec effet : la réponse dépend de l'effet éventuel de Source vive."
            in [s.text for s in result.steps])
    assert result.summary == ("Aucune règle enfreinte parmi celles vérifiées. À compléter : 1 règle attend un "
                              "attribut de 1 carte (Ressources avec effet).")
    # Given with its effect: broken; without: respected.
    result = stellar_nexus.resolve(read(stellar_nexus.DeckInput, {"list": pasted.replace("2 Source vive",
                                                                                         "2 Source vive [effet]")}))
    assert broken(result) == {"Ressources avec effet"}
    assert result.violations[0].text == "Source vive (2) : un seul exemplaire de chaque ressource avec effet."
    result = stellar_nexus.resolve(read(stellar_nexus.DeckInput, {"list": pasted.replace(
        "2 Source vive", "2 Source vive [sans effet]")}))
    assert result.conforming, result.summary


def test_stellar_nexus_the_effect_limit_is_answered_when_no_effect_could_change_it():
    rule("stellar-nexus", "Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune.")
    # Resources in one copy each: whatever their effect, respected.
    result = stellar_nexus.resolve(read(stellar_nexus.DeckInput, {"list": "# Ressources\nSource vive\nPuits"}))
    assert "Ressources avec effet" not in {p.name for p in result.pending}
    assert "Respectée — Ressources avec effet" in " ".join(s.text for s in result.steps)
    # A card without a type in 2 copies may be a resource with effect: its type and its effect asked.
    result = stellar_nexus.resolve(read(stellar_nexus.DeckInput, {"list": "2 Drone"}))
    effect = next(p for p in result.pending if p.name == "Ressources avec effet")
    assert effect.asked == {"category": ("Drone",), "effect": ("Drone",)}
    assert ("À compléter — Ressources avec effet : la réponse dépend du type de Drone et de l'effet éventuel de Drone."
            in [s.text for s in result.steps])
    # A card of « cards » without « effect » has none, as documented; null asks it.
    body = sn_valid()
    assert sn(body).conforming
    body["cards"][10]["effect"] = None  # Ressource Kerns, 8 copies
    assert [(p.name, p.cards) for p in sn(body).pending] == [("Ressources avec effet", ("Ressource Kerns",))]


def test_stellar_nexus_one_hero():
    rule("stellar-nexus", "Posez votre héros sur le terrain, vous ne pourrez plus en changer.")
    body = sn_valid()
    body["cards"].pop()
    assert [v.text for v in sn(body).violations] == ["aucun héros : il en faut un."]


def test_stellar_nexus_effect_is_said_of_resources_only():
    body = sn_valid()
    body["cards"][0]["effect"] = True
    with pytest.raises(IllegalAction) as error:
        sn(body)
    assert error.value.problems[0].field == "cards[0].effect"
