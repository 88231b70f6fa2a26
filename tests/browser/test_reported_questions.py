"""A player at the table (a 390x844 phone) tells the judges the search did not answer: one tap on the line
under the results, the thank-you line in its place, the page not left; without JavaScript the form posts
and the same search comes back with the thank-you line in view."""
from search.models import ReportedQuestion
from tests.browser.waiting import wait_until

THANKS = "Merci : votre question est transmise aux arbitres."


def test_a_player_reports_a_question_from_the_search_page(live_corpus, tall_phone):
    tall_phone.goto(live_corpus.url + "/recherche/?q=jpeux+riposter+a+une+riposte+eclair")
    address = tall_phone.url
    button = tall_phone.get_by_role("button", name="Ce n'est pas la réponse")
    button.scroll_into_view_if_needed()
    button.tap()
    wait_until(tall_phone, "document.querySelector('.report-line') !== null")
    line = tall_phone.locator(".report-line")
    assert line.inner_text() == THANKS and line.get_attribute("role") == "status"
    assert line.is_visible() and tall_phone.evaluate("document.activeElement.classList.contains('report-line')")
    assert tall_phone.url == address  # the page was not left
    assert tall_phone.locator("form.report").count() == 0
    assert tall_phone.evaluate("document.documentElement.scrollWidth") <= 390
    question = ReportedQuestion.objects.get()
    assert question.text == "jpeux riposter a une riposte eclair" and question.count == 1
    assert 1 <= len(question.shown) <= 10


def test_without_javascript_the_form_comes_back_with_the_thank_you_line_in_view(live_corpus, browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="fr-FR", has_touch=True,
                                  is_mobile=True, java_script_enabled=False, service_workers="block")
    try:
        page = context.new_page()
        page.goto(live_corpus.url + "/recherche/?q=zorglub+noxilia")
        page.get_by_role("button", name="Signaler cette question").tap()
        page.wait_for_url("**/recherche/?q=zorglub+noxilia&signale=1#signalement")
        line = page.locator("#signalement")
        assert line.inner_text() == THANKS
        box = line.bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 844, box
        assert ReportedQuestion.objects.get().game == "noxilia"
    finally:
        context.close()
