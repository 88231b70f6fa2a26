"""The Héliosthenos calculator on a phone: tap the board, type strengths, the result follows live."""


def test_the_worked_example_typed_on_a_phone_updates_live(live_corpus, phone):
    phone.goto(live_corpus.url + "/calculateurs/heliosthenos/combat/")
    for i, value in enumerate([7, 2, 4, 2, 3]):
        phone.locator("input[name=a1]").nth(i).fill(str(value))
    for i in range(5):
        phone.locator("input[name=d1]").nth(i).fill("4")
    phone.locator("label.cell").nth(5).click()  # row 2, column 1: désert
    summary = phone.locator("#summary")
    summary.wait_for()
    assert summary.inner_text() == ("(7,2,4,2,3) attaque (4,4,4,4,4) en désert : milieu +3, restant -3, total 0 — "
                                    "égalité, non tranchée par la règle")
    assert "case=2-1" in phone.url and "a1=7" in phone.url
    # The step links the sentence it applies, not only its section.
    assert phone.get_by_role("link", name="Héliosthenos — Combat, « Le score restant est la somme des milieux… »") \
        .first.get_attribute("href") == "/heliosthenos/combat/#score-restant"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    phone.reload()
    assert phone.locator("#summary").inner_text().startswith("(7,2,4,2,3) attaque")
