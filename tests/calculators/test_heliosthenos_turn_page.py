"""The Héliosthenos turn page and API: /calculateurs/heliosthenos/tour/ and POST /api/v1/calculators/heliosthenos/turn/.

Quotations are from the Héliosthenos rulebook (rules/sources/heliosthenos.md); the engine tests check each rule
in depth (tests/engine/test_heliosthenos_turn.py), these check what a person sees."""
import re
from http import HTTPStatus
from urllib.parse import urlencode

from referee.calculators import heliosthenos_turn
from tests.helpers import visible_text

PAGE = "/calculateurs/heliosthenos/tour/"
API = "/api/v1/calculators/heliosthenos/turn/"


def page(client, params, status=HTTPStatus.OK):
    response = client.get(f"{PAGE}?{urlencode(params, doseq=True)}")
    assert response.status_code == status
    return response.content.decode()


def final_grid(html, reading=0):
    """The board at the end of the turn, as the page draws it: one list of 5 cells a row."""
    tables = re.findall(r'<table class="heliosthenos-grid">\s*<caption>.*?</table>', html, re.S)
    rows = re.findall(r"<tr><th scope=\"row\">\d</th>(.*?)</tr>", tables[reading], re.S)
    return [[visible_text(c).strip() for c in re.findall(r"<td>(.*?)</td>", row, re.S)] for row in rows]


def test_without_parameters_the_page_shows_the_grid_and_the_actions_to_type(client, corpus):
    html = page(client, {})
    text = visible_text(html)
    assert 'id="resultat"' not in html
    assert f"POST {API}" in text
    assert html.count('<input type="text" name="c') == 25
    for label in ("1 · désert", "5 · glace", "(territoires du joueur 1)", "(territoires du joueur 2)", "Action 1",
                  "avancer 2-1 3-1"):
        assert label in text, label


# « Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son choix sur ses 5 territoires » — then
# « En un tour, un joueur peut … avancer une carte de 2 cases ».
def test_the_set_up_and_a_card_moved_two_squares_drawn_on_the_grid(client, corpus):
    params = {**{f"c1{c}": "1" for c in range(1, 6)}, **{f"c5{c}": "2" for c in range(1, 6)},
              "a1": "avancer 1-3 2-3", "a2": "avancer 2-3 3-3", "a3": "jeter"}
    html = page(client, params)
    grid = final_grid(html)
    assert grid[0] == ["1", "1", "·", "1", "1"] and grid[2] == ["·", "·", "1", "·", "·"]
    assert grid[4] == ["2"] * 5
    text = visible_text(html)
    assert "Action 3 (jeter) : refusée. Il faut 1 action et il n'en reste que 0" in text
    assert "La partie continue." in text


# « Par exemple, si la carte (7, 2, 4, 2, 3) attaque la carte (4, 4, 4, 4, 4) sur un désert … le score total sera 0 »
def test_the_documented_example_shows_the_rulebooks_worked_example_in_a_turn(client, corpus):
    body = heliosthenos_turn.CALCULATOR.example
    api = client.post(API, body, content_type="application/json")
    assert api.status_code == HTTPStatus.OK
    answer = api.json()
    reading, *others = answer["result"]["readings"]  # the tie is walked both ways
    assert [(a["kind"], a["legal"], a["cost"], a["remaining"]) for a in reading["actions"]] == [
        ("attaquer", True, 1, 1), ("avancer", True, 1, 0)]
    assert reading["board"] == "1-3 : 1 ; 1-4 : 1 ; 1-5 : 1 ; 2-1 : 1 ; 2-2 : 1 ; 3-1 : 2 ; 5-2 : 2 ; " \
                               "5-3 : 2 ; 5-4 : 2 ; 5-5 : 2"
    assert others and "3-1 : 2p" in others[0]["board"]
    assert any(s["values"].get("total_score") == 0 for s in answer["steps"])
    assert all("#" in s["rule"]["url"] for s in answer["steps"])
    html = page(client, heliosthenos_turn.FORM.query(body))
    assert answer["summary"] in visible_text(html)
    assert '<th scope="row">1. attaquer 2-1 → 3-1</th><td>oui</td><td>1</td><td>1</td>' in html
    assert final_grid(html)[1][:2] == ["1", "1"]  # the card moved to 2-2 beside the attacker on 2-1


# The book does not say how many territoires win: the page shows each reading with its own board and end.
def test_an_open_point_shows_each_reading_with_its_board(client, corpus):
    html = page(client, {"c43": "1", "a1": "avancer 4-3 5-3"})
    text = visible_text(html)
    assert "Lecture 1" in text and "Lecture 2" in text
    assert "La partie est finie : le joueur 1 a gagné." in text and "La partie continue." in text
    assert "Non tranché par la règle" in text


def test_a_square_typed_wrong_is_named_by_its_square(client, corpus):
    html = page(client, {"c21": "3x", "a1": "jeter"}, HTTPStatus.BAD_REQUEST)
    text = visible_text(html)
    assert "Case 2-1" in text and "n'est pas une carte" in text


def test_a_fight_without_strengths_names_the_square_of_the_card(client, corpus):
    html = page(client, {"c21": "1", "c31": "2(5,5,5,5,5)", "a1": "attaquer 2-1 3-1"}, HTTPStatus.BAD_REQUEST)
    text = visible_text(html)
    assert "Case 2-1" in text and "donnez ses 5 forces" in text


def test_the_api_refuses_a_body_off_the_schema_naming_the_field(client, corpus):
    response = client.post(API, {"board": [], "actions": [{"kind": "voler"}]}, content_type="application/json")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "actions[0].kind" in response.json()["errors"]


def test_the_page_speaks_english_when_asked(client, corpus):
    response = client.get(f"{PAGE}?{urlencode({'c21': '1', 'a1': 'move 2-1 3-1'})}", HTTP_ACCEPT_LANGUAGE="en")
    text = visible_text(response.content.decode())
    assert "Action 1 (move 2-1 → 3-1): allowed" in text
