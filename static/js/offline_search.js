// Search without the network, over the games this phone keeps (MiniSearch, static/vendor/minisearch-*/).
// The documents are the server index's own (offline/corpus.py); the lexicon (/hors-ligne/lexique.json) is the
// server's way of reading a question, as data: folding, stop words, players' words, abbreviations, game
// names, field weights. A question is read as the server reads it (search/understanding.py): spoken forms
// rewritten, a game named becomes the filter, each meaningful word a concept with the rulebook's words for
// it; a passage matching more concepts comes first, then MiniSearch's BM25 score.
(function () {
  const MAX_CONCEPTS = 12;
  const SHOWN = 20;
  let ready = null;

  function fold(text, lexicon) {
    let folded = text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    Object.keys(lexicon.ligatures).forEach(function (l) { folded = folded.split(l).join(lexicon.ligatures[l]); });
    return folded;
  }

  // Words as the index keeps them: folded, elided articles dropped (« l'armure » → armure).
  function words(text, lexicon) {
    const elision = new RegExp(lexicon.elision, "i");
    const out = [];
    (fold(text, lexicon).match(/[\w'’]+/g) || []).forEach(function (token) {
      token = token.replace(elision, "");
      (token.match(/[a-z0-9]+/g) || []).forEach(function (w) { out.push(w); });
    });
    return out;
  }

  // Plural and feminine endings folded, so « blessées », « blessé », « blesse » meet (the server's stemmer
  // does more; prefixes, word roots and spelling distance make up for the rest, as they do there).
  function stem(word) {
    let w = word.replace(/ieres?$/, "ier").replace(/^(.{3,}?)ees?$/, "$1e");
    if (w.length > 3) w = w.replace(/[sx]$/, "");
    if (w.length > 4) w = w.replace(/e$/, "");
    return w;
  }

  function replaceLongest(list, table, longest) {
    const out = [];
    for (let i = 0; i < list.length;) {
      let found = false;
      for (let size = Math.min(longest, list.length - i); size > 0; size--) {
        const key = list.slice(i, i + size).join(" ");
        if (Object.prototype.hasOwnProperty.call(table, key)) {
          out.push({ value: table[key], size: size, at: i });
          i += size;
          found = true;
          break;
        }
      }
      if (!found) { out.push({ value: null, word: list[i], size: 1, at: i }); i += 1; }
    }
    return out;
  }

  function longestKey(table) {
    return Object.keys(table).reduce(function (n, k) { return Math.max(n, k.split(" ").length); }, 1);
  }

  function Reader(lexicon) {
    const stops = new Set(lexicon.stop_words);
    const questionStops = new Set(lexicon.question_stop_words);
    const rewrites = {};
    lexicon.rewrites.forEach(function (pair) { rewrites[pair[0]] = pair[1]; });
    const longest = { rewrites: longestKey(rewrites), games: longestKey(lexicon.games), phrases: longestKey(lexicon.phrases) };

    this.processTerm = function (term) {
      return stops.has(term) ? null : stem(term);
    };
    this.tokenize = function (text) { return words(text, lexicon); };

    // A question → { game named, concepts: [{ word, alternatives: [phrases] }] }.
    this.read = function (question) {
      let list = [];
      replaceLongest(words(question, lexicon), rewrites, longest.rewrites).forEach(function (part) {
        if (part.value === null) list.push(part.word);
        else list = list.concat(part.value ? part.value.split(" ") : []);
      });
      let game = null;
      const kept = [];
      replaceLongest(list, lexicon.games, longest.games).forEach(function (part) {
        if (part.value !== null) game = game || part.value;
        else kept.push(part.word);
      });
      const phraseOf = {};
      replaceLongest(kept, lexicon.phrases, longest.phrases).forEach(function (part) {
        if (part.value !== null && part.size > 1) for (let j = 0; j < part.size; j++) phraseOf[part.at + j] = part.value;
      });
      const concepts = [];
      const seen = new Set();
      kept.forEach(function (word, position) {
        if (stops.has(word) || questionStops.has(word) || seen.has(word) || concepts.length >= MAX_CONCEPTS) return;
        seen.add(word);
        const alternatives = new Set();
        const tables = game ? ["*", game] : Object.keys(lexicon.synonyms);
        // As search/lexicon.py alternatives(): the word's entries (and its phrase's) in the game and every game.
        [word, phraseOf[position]].forEach(function (key) {
          if (!key) return;
          tables.forEach(function (t) {
            ((lexicon.synonyms[t] || {})[key] || []).forEach(function (a) { alternatives.add(a); });
          });
        });
        (lexicon.abbreviations[word] || []).forEach(function (a) { alternatives.add(a); });
        alternatives.delete(word);
        concepts.push({ word: word, alternatives: Array.from(alternatives) });
      });
      return { game: game, concepts: concepts };
    };
  }

  function fetchJson(url) {
    return fetch(url).then(function (r) {
      if (!r.ok) throw new Error(url + " : " + r.status);
      return r.json();
    });
  }

  // The games kept (the worker's state), their corpus and the lexicon: read once per page.
  function load(corpusUrl) {
    if (ready) return ready;
    ready = window.Arbitre.offline.state().then(function (state) {
      const games = state ? state.kept : [];
      return Promise.all([fetchJson("/hors-ligne/lexique.json")].concat(games.map(function (g) {
        return fetchJson(corpusUrl.replace("{game}", g));
      })));
    }).then(function (loaded) {
      const lexicon = loaded[0];
      const corpora = loaded.slice(1);
      const reader = new Reader(lexicon);
      const w = lexicon.weights;
      const index = new window.MiniSearch({
        fields: ["title", "names", "body", "questions", "crumbs"],
        storeFields: ["kind", "section", "title", "body", "url", "section_url", "path", "game", "game_name"],
        tokenize: reader.tokenize,
        processTerm: reader.processTerm,
        searchOptions: {
          boost: { title: w.title, names: w.names, body: w.body, questions: w.questions, crumbs: w.crumbs },
          // The server corrects a word of 4 to 16 letters by 1 edit, 2 from 6 letters (search/understanding.py).
          fuzzy: function (term) {
            return term.length < lexicon.corrected[0] || term.length > lexicon.corrected[1] ? false : term.length < 6 ? 1 : 2;
          },
          prefix: function (term) { return term.length >= 3; },
        },
      });
      corpora.forEach(function (corpus) {
        index.addAll(corpus.documents.map(function (d) {
          return Object.assign({}, d, { names: (d.names || []).join(" "), game: corpus.game.slug, game_name: corpus.game.name });
        }));
      });
      return { lexicon: lexicon, reader: reader, index: index, corpora: corpora };
    });
    ready.catch(function () { ready = null; });
    return ready;
  }

  function search(loaded, question) {
    const reading = loaded.reader.read(question);
    const lexicon = loaded.lexicon;
    const w = lexicon.weights;
    const process = function (text) { return loaded.reader.tokenize(text).map(loaded.reader.processTerm).filter(Boolean); };
    const termsOf = [];
    const queries = reading.concepts.map(function (c) {
      const terms = new Set(process(c.word));
      const forms = [{ queries: [c.word] }];
      c.alternatives.forEach(function (a) {
        process(a).forEach(function (t) { terms.add(t); });
        forms.push({ queries: [a], combineWith: "AND", boostTerm: function () { return w.synonym; } });
      });
      // Word families the endings keep apart (bloquer, bloqueurs, bloquantes) share a root, lightly.
      if (c.word.length > lexicon.root_length) {
        const root = c.word.slice(0, lexicon.root_length);
        process(root).forEach(function (t) { terms.add(t); });
        forms.push({ queries: [root], prefix: true, fuzzy: false, boostTerm: function () { return w.root; } });
      }
      termsOf.push(terms);
      return { queries: forms, combineWith: "OR" };
    });
    if (!queries.length) return { reading: reading, hits: [] };
    const filter = reading.game ? function (r) { return r.game === reading.game; } : undefined;
    const hits = loaded.index.search({ queries: queries, combineWith: "OR" }, { filter: filter });
    hits.forEach(function (hit) {
      const matched = new Set(hit.queryTerms);
      hit.concepts = termsOf.filter(function (terms) {
        for (const t of terms) if (matched.has(t)) return true;
        return false;
      }).length;
    });
    hits.sort(function (a, b) { return b.concepts - a.concepts || b.score - a.score; });
    return { reading: reading, hits: hits };
  }

  // --- Drawing: the server's result markup (templates/search/_results.html), built as DOM, never as HTML ----

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { node.append(c); });
    return node;
  }

  function marked(text, terms, reader) {
    const p = el("p", { class: "passage-text" });
    text.split(/(\s+)/).forEach(function (piece) {
      const key = reader.tokenize(piece).map(reader.processTerm).filter(Boolean);
      const hit = key.some(function (k) { return terms.has(k); });
      p.append(hit ? el("mark", {}, [piece]) : piece);
    });
    return p;
  }

  function draw(target, texts, loaded, found) {
    target.textContent = "";
    const names = loaded.corpora.map(function (c) { return c.game.name; }).join(", ");
    const version = loaded.corpora.length ? loaded.corpora[0].generation.date : null;
    if (!loaded.corpora.length) {
      target.append(el("p", { class: "no-answer", role: "note" }, [texts.noneKept + " "]));
      target.lastChild.append(el("a", { href: "/hors-ligne/" }, [texts.choose]));
      return version;
    }
    target.append(el("p", { class: "understood", role: "status" }, [texts.understood.replace("{games}", names)]));
    if (!found.hits.length) {
      target.append(el("p", { class: "no-answer", role: "note" }, [texts.noAnswer]));
      return version;
    }
    const hits = found.hits.slice(0, SHOWN);
    const groups = [];
    const byUrl = {};
    hits.forEach(function (hit) {
      const key = hit.kind === "ruling" ? hit.url : hit.section_url;
      if (!byUrl[key]) { byUrl[key] = { url: key, path: hit.path, hits: [] }; groups.push(byUrl[key]); }
      byUrl[key].hits.push(hit);
    });
    const list = el("ol", { class: "results" });
    groups.forEach(function (group) {
      const item = el("li", { class: "group" }, [el("h2", { class: "path" }, [el("a", { href: group.url }, [group.path])])]);
      group.hits.forEach(function (hit) {
        const terms = new Set(hit.terms);
        const article = el("article", { class: "answer" + (hit.kind === "keyword" ? " kw-answer" : hit.kind === "ruling" ? " ruling-answer" : "") });
        if (hit.kind === "keyword") {
          article.append(el("h3", { class: "kw-title" }, [el("a", { href: hit.url }, [hit.title]), " ",
            el("span", { class: "badge" }, [hit.game_name])]));
        } else if (hit.kind === "ruling") {
          article.append(el("p", { class: "ruling-mark" }, [el("span", { class: "badge ruling" }, [texts.ruling]), " ",
            el("span", { class: "badge" }, [hit.game_name])]));
        }
        article.append(marked(hit.body, terms, loaded.reader));
        const link = el("a", { href: hit.url }, [hit.kind === "ruling" ? texts.seeRuling : texts.seeText]);
        const links = el("p", { class: "answer-links" }, [link]);
        if (hit.kind === "section") links.append(" ", el("span", { class: "badge" }, [hit.game_name]));
        article.append(links);
        item.append(article);
      });
      list.append(item);
    });
    target.append(list);
    return version;
  }

  window.Arbitre.offlineSearch = {
    fold: function (text, lexicon) { return fold(text, lexicon); },
    stem: stem,
    // The question's reading and its hits, best first, over the kept corpus (offline/evaluate_search.js runs it).
    find: function (question, corpusUrl) {
      return load(corpusUrl).then(function (loaded) { return search(loaded, question); });
    },
    // Runs the question over the kept corpus into ``target``; resolves with the kept version's date.
    run: function (question, target, texts, corpusUrl) {
      return load(corpusUrl).then(function (loaded) {
        return draw(target, texts, loaded, search(loaded, question));
      });
    },
  };
})();
