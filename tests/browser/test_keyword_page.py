"""A keyword page on a phone: the definition, the citation, the homonyms, a permalink that reloads."""


def test_keyword_page_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + "/noxilia/glossaire/esquive/")
    assert phone.get_by_role("heading", level=1).inner_text() == "Esquive"
    assert phone.get_by_text("permet à une unité d'annuler une attaque au corps à corps par partie").first.is_visible()
    assert phone.get_by_text("Noxilia — Glossaire, Esquive — règles").is_visible()
    assert phone.get_by_role("heading", name="Même terme, autres jeux").is_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    phone.reload()
    assert phone.url.endswith("/noxilia/glossaire/esquive/")
    phone.get_by_role("link", name="Helix Duels — Esquive").click()
    phone.wait_for_url("**/helix/glossaire/esquive/")
    assert "Lors d'une attaque de combat" in phone.inner_text("main")
