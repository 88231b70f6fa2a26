// Search without the network, over the games this phone keeps (MiniSearch, static/vendor/minisearch-*/).
// The server's search, step by step, over the server's own data: the documents are the index's
// (offline/corpus.py), each with the index's stem of each of its words (the phone has no French stemmer);
// the lexicon (/hors-ligne/lexique.json) is the server's way of reading a question: folding, stop words,
// players' words, English inflections, abbreviations, game names, field weights and bounds. A question is read
// as search/understanding.py reads it (spoken forms rewritten, a game named becomes the filter, each
// meaningful word a concept: its stem, the rulebook's words for it, its nearest corpus word when the corpus
// does not know it, its root) and ranked as search/service.py ranks: a keyword named exactly first, then the
// passages matching more concepts, then the score (MiniSearch's BM25 per field, the server's weights, its
// bonuses for a keyword named whole and for the question's words side by side).
(function () {
  const SHOWN = 20;
  const FRENCH = ["title", "body", "crumbs", "questions"];  // stemmed fields (search/documents.py make_schema)
  const FIELDS = FRENCH.concat(["name", "fullname", "words", "roots"]);
  let ready = null;

  function fold(text, lexicon) {
    let folded = text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    Object.keys(lexicon.ligatures).forEach(function (l) { folded = folded.split(l).join(lexicon.ligatures[l]); });
    return folded;
  }

  // Words as the index's analyzers cut them: folded, elided articles dropped (« l'armure » → armure).
  function words(text, lexicon) {
    const elision = new RegExp(lexicon.elision, "i");
    const out = [];
    (fold(text, lexicon).match(/[\w'’]+/g) || []).forEach(function (token) {
      token = token.replace(elision, "");
      (token.match(/[a-z0-9]+/g) || []).forEach(function (w) { out.push(w); });
    });
    return out;
  }

  // A question's words as search/query.py cuts them (the players' vocabulary is written in them).
  function queryWords(text, lexicon) {
    return fold(text, lexicon).match(/[a-z0-9]+/g) || [];
  }

  function unique(list) { return Array.from(new Set(list)); }

  // What spelling and unfinished words are matched on (search/vocabulary.py words_of, roots_of).
  function vocabulary(text, lexicon, stops) {
    return unique((fold(text, lexicon).replace(/['’]/g, " ").match(/[a-z0-9]+/g) || []).filter(function (w) {
      return w.length >= 3 && !stops.has(w);
    }));
  }

  // search/lexicon.py english_bases, over its table: « blocked » → block, « enemies » → enemy, « tapped » → tap.
  function englishBases(word, lexicon) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
    const bases = [];
    lexicon.english_suffixes.forEach(function (rule) {
      const suffix = rule[0];
      const stem = word.slice(0, -suffix.length);
      if (word.endsWith(suffix) && stem.length >= 2 && !word.endsWith("ss")) {
        rule[1].forEach(function (r) { bases.push(stem + r); });
        if ((suffix === "ed" || suffix === "ing") && stem.length >= 3 && stem[stem.length - 1] === stem[stem.length - 2]) {
          bases.push(stem.slice(0, -1));
        }
      }
    });
    return unique(bases).filter(function (b) { return b !== word; });
  }

  function replaceLongest(list, table, longest, shortest) {
    const out = [];
    for (let i = 0; i < list.length;) {
      let found = false;
      for (let size = Math.min(longest, list.length - i); size >= (shortest || 1); size--) {
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

  function levenshtein(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    let previous = [];
    for (let j = 0; j <= b.length; j++) previous.push(j);
    for (let i = 1; i <= a.length; i++) {
      const current = [i];
      let best = i;
      for (let j = 1; j <= b.length; j++) {
        current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
        best = Math.min(best, current[j]);
      }
      if (best > limit) return limit + 1;
      previous = current;
    }
    return previous[b.length];
  }

  // The kept corpus as the index holds it, and what search/postings.py answers of it.
  function Corpus(lexicon, corpora) {
    const stops = new Set(lexicon.stop_words);
    const stemOf = new Map();
    const endings = new Set();  // what stemming takes off the corpus's words (« ent », « erons », « ees »…)
    corpora.forEach(function (corpus) {
      const stems = corpus.stems || { cut: {}, other: {} };
      Object.keys(stems.cut).forEach(function (n) {
        stems.cut[n].split(" ").forEach(function (w) {
          stemOf.set(w, w.slice(0, w.length - Number(n)));
          endings.add(w.slice(w.length - Number(n)));
        });
      });
      Object.keys(stems.other).forEach(function (w) { stemOf.set(w, stems.other[w]); });
    });
    const docs = new Map();
    const known = new Set();     // every word of the corpus, as the index reads it
    const frequency = new Map(); // a word of the ``words`` field → how many documents hold it
    const self = this;

    // The index's stem of a word of the corpus (a word it does not list is its own stem).
    function stem(word) { return stops.has(word) ? null : stemOf.get(word) || word; }

    this.stops = stops;
    this.indexed = stem;
    // The stem of a word of a question. The server stems any word; the phone knows the stems of the corpus's
    // words only. A word the corpus does not hold is read as the longest stem of the corpus it is made of with
    // one of the endings stemming takes off the corpus's words (« attaquerons » → attaqu: the stem of
    // « attaquer », and « erons » taken off other verbs), else as itself (spelling then corrects it). On the
    // tuning half's questions, this reads every word the corpus does not hold as the server does.
    this.stem = function (word) {
      if (stops.has(word)) return null;
      if (stemOf.has(word) || known.has(word)) return stem(word);
      for (let size = word.length; size > 0; size--) {
        const prefix = word.slice(0, size);
        if ((size === word.length || endings.has(word.slice(size))) && (self.has("body", prefix) || self.has("title", prefix)
            || self.has("questions", prefix))) return prefix;
      }
      return word;
    };

    this.index = new window.MiniSearch({
      fields: FIELDS,
      storeFields: ["kind", "section", "title", "body", "url", "section_url", "path", "game", "game_name"],
      extractField: function (doc, field) {
        if (field === "name") return (doc.names || []).join(" ");
        if (field === "fullname") return (doc.names || []).join("\n");
        if (field === "words" || field === "roots") return [doc.title || "", (doc.names || []).join(" "), doc.body || ""].join(" ");
        return doc[field];
      },
      tokenize: function (text, field) {
        if (field === "fullname") return text.split("\n").map(function (n) { return words(n, lexicon).join(" "); }).filter(Boolean);
        if (field === "words") return vocabulary(text, lexicon, stops);
        if (field === "roots") {
          return unique(vocabulary(text, lexicon, stops).filter(function (w) { return w.length > lexicon.root_length; })
            .map(function (w) { return w.slice(0, lexicon.root_length); }));
        }
        const found = words(text, lexicon);
        found.forEach(function (w) { known.add(w); });
        return found;
      },
      processTerm: function (term, field) { return FRENCH.indexOf(field) >= 0 ? stem(term) : term; },
    });
    corpora.forEach(function (corpus) {
      self.index.addAll(corpus.documents.map(function (d) {
        const doc = Object.assign({}, d, { game: corpus.game.slug, game_name: corpus.game.name });
        docs.set(d.id, { doc: doc, order: docs.size, positions: {} });
        vocabulary([d.title || "", (d.names || []).join(" "), d.body || ""].join(" "), lexicon, stops).forEach(function (w) {
          frequency.set(w, (frequency.get(w) || 0) + 1);
        });
        return doc;
      }));
    });
    const sortedWords = Array.from(frequency.keys()).sort();

    const scores = new Map();  // the corpus's terms, and what questions asked (forgotten past a bound)
    const identity = function (t) { return t; };
    const whole = function (t) { return [t]; };
    // Document id → the term's BM25 score in the field ({} when the field does not hold it).
    this.term = function (field, text) {
      const key = field + " " + text;
      if (!scores.has(key)) {
        if (scores.size > 20000) scores.clear();
        const found = new Map();
        self.index.search(text, { fields: [field], boost: {}, prefix: false, fuzzy: false, processTerm: identity,
          tokenize: whole }).forEach(function (r) { found.set(r.id, r.score); });
        scores.set(key, found);
      }
      return scores.get(key);
    };
    this.has = function (field, text) { return self.term(field, text).size > 0; };

    // The field's stems in order, stop words out (the index numbers positions without them).
    function positions(id, field) {
      const entry = docs.get(id);
      if (!entry.positions[field]) {
        entry.positions[field] = words(entry.doc[field] || "", lexicon).map(stem).filter(Boolean);
      }
      return entry.positions[field];
    }

    function follows(list, stems, at, slop) {
      if (stems.length === 0) return true;
      for (let next = at + 1; next <= at + slop && next < list.length; next++) {
        if (list[next] === stems[0] && follows(list, stems.slice(1), next, slop)) return true;
      }
      return false;
    }

    // Document id → score of the stems standing in this order in the field, each within ``slop`` of the last
    // (Whoosh's Phrase: the sum of its words' scores).
    this.phrase = function (field, stems, slop) {
      const maps = stems.map(function (s) { return self.term(field, s); });
      const found = new Map();
      if (maps.some(function (m) { return m.size === 0; })) return found;
      maps[0].forEach(function (score, id) {
        if (!maps.every(function (m) { return m.has(id); })) return;
        const list = positions(id, field);
        for (let at = 0; at < list.length; at++) {
          if (list[at] === stems[0] && follows(list, stems.slice(1), at, slop || 1)) {
            found.set(id, maps.reduce(function (sum, m) { return sum + m.get(id); }, 0));
            return;
          }
        }
      });
      return found;
    };

    // The corpus's words that begin with ``text``, in order, at most ``most``.
    function beginning(text, most) {
      let low = 0;
      let high = sortedWords.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (sortedWords[middle] < text) low = middle + 1; else high = middle;
      }
      const found = [];
      for (let i = low; i < sortedWords.length && sortedWords[i].startsWith(text) && found.length < most; i++) {
        found.push(sortedWords[i]);
      }
      return found;
    }

    // The corpus's words an unfinished word begins, at most as many as the server expands.
    this.prefix = function (text) { return beginning(text, lexicon.max_prefix_expansion); };

    // The corpus word nearest to a word it does not know, as Whoosh's corrector picks it: its first letter
    // kept, within ``distance`` edits, the word most documents hold (then the first in order).
    this.nearest = function (word, distance) {
      let best = null;
      beginning(word[0], Infinity).forEach(function (candidate) {
        if (levenshtein(candidate, word, distance) > distance) return;
        if (best === null || frequency.get(candidate) > frequency.get(best)) best = candidate;
      });
      return best;
    };

    this.doc = function (id) { return docs.get(id).doc; };
    this.order = function (id) { return docs.get(id).order; };
  }

  // --- Reading a question: search/understanding.py, over the lexicon --------------------------------------

  function Reader(lexicon, corpus) {
    const stops = corpus.stops;
    const questionStops = new Set(lexicon.question_stop_words);
    const rewrites = {};
    lexicon.rewrites.forEach(function (pair) { rewrites[pair[0]] = pair[1]; });
    const longest = { rewrites: longestKey(rewrites), games: longestKey(lexicon.games), phrases: longestKey(lexicon.phrases) };
    const w = lexicon.weights;

    // search/lexicon.py alternatives(): the word's entries in the game and every game (in every game when none
    // is named), else those of its first English base that has some.
    function alternativesOf(word, game) {
      const tables = game ? ["*", game] : Object.keys(lexicon.synonyms);
      const forms = [word].concat(englishBases(word, lexicon));
      for (let i = 0; i < forms.length; i++) {
        const found = new Set();
        tables.forEach(function (t) { ((lexicon.synonyms[t] || {})[forms[i]] || []).forEach(function (a) { found.add(a); }); });
        found.delete(forms[i].split("_").join(" "));
        if (found.size) return found;
      }
      return new Set();
    }

    function knownStem(stem) {
      return corpus.has("body", stem) || corpus.has("title", stem) || corpus.has("questions", stem);
    }

    function add(concept, kind, field, text, boost, slop) {
      if (kind === "term" && !corpus.has(field, text)) return;
      concept.features.push({ kind: kind, field: field, text: text, boost: boost, slop: slop || 1 });
    }

    // wholeNames: the word searches keyword names only if it is some keyword's whole name or alias
    // (search/understanding.py _add_word).
    function addWord(concept, word, weight, wholeNames) {
      const stem = corpus.stem(word);
      if (stem) {
        if (knownStem(stem)) concept.known = true;
        FRENCH.forEach(function (field) { add(concept, "term", field, stem, w[field] * weight); });
      }
      if (corpus.has(wholeNames ? "fullname" : "name", word)) {
        concept.known = true;
        add(concept, "term", "name", word, w.name * weight);
      }
    }

    // A rulebook word the players' vocabulary adds stands for the player's word: it names a keyword only whole
    // (« hand » searches the player's « main », not Noxilia's « Main du destin »).
    function addPhrase(concept, list, weight) {
      list = list.filter(function (word) { return corpus.stem(word); });
      if (list.length === 1) return addWord(concept, list[0], weight, true);
      const stems = list.map(corpus.stem);
      if (!stems.length || !stems.every(knownStem)) return;
      concept.known = true;
      ["body", "crumbs", "questions"].forEach(function (field) { add(concept, "phrase", field, stems, w[field] * weight); });
    }

    function conceptOf(word, game, partial, corrections, phrase) {
      const concept = { word: word, features: [], known: false, correction: null };
      addWord(concept, word, 1);
      const alternatives = alternativesOf(word, game);
      if (phrase) alternativesOf(phrase, game).forEach(function (a) { alternatives.add(a); });
      (lexicon.abbreviations[word] || []).forEach(function (a) { alternatives.add(a); });
      alternatives.forEach(function (a) { addPhrase(concept, a.split(" "), w.synonym); });
      partial = partial && word.length >= 2 && corpus.prefix(word).length > 0;
      const bounds = lexicon.corrected;
      if (!concept.known && !partial && corrections.left > 0 && word.length >= bounds[0] && word.length <= bounds[1]) {
        // A word the corpus does not know is read as its nearest corpus word (« bloquee » typed « bloqee »).
        corrections.left -= 1;
        const nearest = corpus.nearest(word, word.length < 6 ? 1 : 2);
        if (nearest && nearest !== word) {
          concept.correction = nearest;
          addWord(concept, nearest, w.corrected);
        }
      }
      if (partial) {
        concept.features.push({ kind: "prefix", field: "words", text: word, boost: w.prefix });
        concept.known = true;
      }
      if (word.length > lexicon.root_length) add(concept, "term", "roots", word.slice(0, lexicon.root_length), w.root);
      return concept;
    }

    // search/lexicon.py knows(): a player's word of some game, or a question stop word.
    const playersWords = new Set(lexicon.question_stop_words);
    Object.keys(lexicon.synonyms).forEach(function (t) { Object.keys(lexicon.synonyms[t]).forEach(function (k) { playersWords.add(k); }); });
    function knownWord(word) {
      const stem = corpus.stem(word);
      return (stem !== null && knownStem(stem)) || playersWords.has(word);
    }
    // search/understanding.py unglued(): « lenergie » → « energie », an elided word typed without its apostrophe.
    function unglued(word) {
      if (word.length < 3 || !/^[a-z]+$/.test(word) || stops.has(word) || knownWord(word)) return word;
      for (let i = 0; i < lexicon.glued.length; i++) {
        const glued = lexicon.glued[i];
        const rest = word.slice(glued.length);
        if (word.startsWith(glued) && rest.length >= 2 && (stops.has(rest) || knownWord(rest))) return rest;
      }
      return word;
    }

    // A question → { typed: its words, game: the game it names, words: its meaningful words, concepts }; ``context``:
    // the game at the table, whose players' words are read when the question names none.
    this.read = function (question, context) {
      const typed = queryWords(question, lexicon);
      let list = [];
      replaceLongest(typed, rewrites, longest.rewrites).forEach(function (part) {
        if (part.value === null) list.push(unglued(part.word));
        else list = list.concat(part.value ? part.value.split(" ") : []);
      });
      let game = null;
      const kept = [];
      replaceLongest(list, lexicon.games, longest.games).forEach(function (part) {
        if (part.value !== null) game = game || part.value;
        else kept.push(part.word);
      });
      const phraseOf = {};
      replaceLongest(kept, lexicon.phrases, longest.phrases, 2).forEach(function (part) {
        if (part.value !== null) for (let j = 0; j < part.size; j++) phraseOf[part.at + j] = part.value;
      });
      const meaningful = [];
      kept.forEach(function (word, position) {
        if (!stops.has(word) && !questionStops.has(word)) meaningful.push({ word: word, position: position });
      });
      const used = meaningful.slice(0, lexicon.max_concepts);
      // As you type (search/query.py): the last word may be unfinished until a space follows it.
      const partial = typed.length > 0 && !/\s$/.test(question);
      const corrections = { left: lexicon.max_corrections };
      const concepts = [];
      const seen = new Set();
      used.forEach(function (item, i) {
        if (seen.has(item.word)) return;
        seen.add(item.word);
        concepts.push(conceptOf(item.word, game || context || null, partial && i === used.length - 1, corrections, phraseOf[item.position]));
      });
      return { typed: typed, game: game, words: used.map(function (item) { return item.word; }), concepts: concepts };
    };

    // search/abbreviations.py abbreviations_in: the abbreviations whose long form the question spells out.
    function abbreviationsIn(text) {
      const padded = " " + text + " ";
      return Object.keys(lexicon.abbreviations).filter(function (abbreviation) {
        return lexicon.abbreviations[abbreviation].some(function (phrase) {
          return (phrase.indexOf(" ") >= 0 || phrase.length > 4) && padded.indexOf(" " + phrase + " ") >= 0;
        }) && padded.indexOf(" " + abbreviation + " ") < 0;
      });
    }

    // search/understanding.py bonus_features: a keyword named whole, the question's words side by side.
    this.bonuses = function (reading) {
      const features = [];
      if (reading.words.length) features.push({ kind: "term", field: "fullname", text: reading.words.join(" "), boost: w.fullname });
      const together = reading.concepts.filter(function (c) { return c.known; }).map(function (c) { return corpus.stem(c.word); })
        .filter(Boolean);
      for (let i = 0; i + 1 < together.length; i++) {
        const pair = [together[i], together[i + 1]];
        features.push({ kind: "phrase", field: "body", text: pair, boost: w.phrase, slop: lexicon.pair_slop });
        features.push({ kind: "phrase", field: "questions", text: pair, boost: w.phrase * w.questions, slop: lexicon.pair_slop });
      }
      abbreviationsIn(reading.typed.join(" ")).forEach(function (abbreviation) {
        features.push({ kind: "term", field: "name", text: abbreviation, boost: w.name });
        features.push({ kind: "term", field: "body", text: abbreviation, boost: w.body });
      });
      return features;
    };
  }

  function scoresOf(corpus, feature) {
    if (feature.kind === "term") return corpus.term(feature.field, feature.text);
    if (feature.kind === "phrase") return corpus.phrase(feature.field, feature.text, feature.slop);
    const merged = new Map();
    corpus.prefix(feature.text).forEach(function (word) {
      corpus.term("words", word).forEach(function (score, id) { merged.set(id, Math.max(merged.get(id) || 0, score)); });
    });
    return merged;
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
      const corpus = new Corpus(lexicon, corpora);
      return { lexicon: lexicon, corpus: corpus, reader: new Reader(lexicon, corpus), corpora: corpora };
    });
    ready.catch(function () { ready = null; });
    return ready;
  }

  // search/service.py score() and ranking: every form of every concept summed, the bonuses added to the
  // documents found; a keyword named exactly first, then more concepts matched, then the score.
  function search(loaded, question, context) {
    const corpus = loaded.corpus;
    let reading = loaded.reader.read(question, context);
    // search/service.py: words the game at the table has no word for are read as every game's players say them.
    if (context && reading.concepts.some(function (c) { return !c.known && !c.correction; })) {
      reading = loaded.reader.read(question, null);
    }
    const scores = new Map();
    const coverage = new Map();
    const marked = new Set();
    reading.concepts.forEach(function (concept) {
      const docs = new Set();
      concept.features.forEach(function (feature) {
        scoresOf(corpus, feature).forEach(function (score, id) {
          scores.set(id, (scores.get(id) || 0) + feature.boost * score);
          docs.add(id);
        });
        if (feature.field === "body") [].concat(feature.text).forEach(function (t) { marked.add(t); });
      });
      // search/understanding.py Concept.counts: a number adds to the score, not to the concepts matched.
      const counts = !/^[0-9]+$/.test(concept.word);
      docs.forEach(function (id) { coverage.set(id, (coverage.get(id) || 0) + (counts ? 1 : 0)); });
    });
    loaded.reader.bonuses(reading).forEach(function (feature) {
      scoresOf(corpus, feature).forEach(function (score, id) {
        if (scores.has(id)) scores.set(id, scores.get(id) + feature.boost * score);
      });
    });
    const pinned = reading.typed.length ? corpus.term("fullname", reading.typed.join(" ")) : new Map();
    const ranked = Array.from(scores.keys()).filter(function (id) {
      return !reading.game || corpus.doc(id).game === reading.game;
    });
    ranked.sort(function (a, b) {
      return (pinned.has(b) - pinned.has(a)) || (coverage.get(b) - coverage.get(a)) || (scores.get(b) - scores.get(a))
        || (corpus.order(a) - corpus.order(b));
    });
    // search/service.py _in_context: the game at the table alone when one of its passages answers (holds more
    // than half of the concepts); otherwise its passages first, then the other games', marked.
    let shown = ranked;
    let elsewhereFrom = null;
    if (context && !reading.game) {
      const known = reading.concepts.filter(function (c) { return (c.known || c.correction) && !/^[0-9]+$/.test(c.word); }).length;
      const inside = ranked.filter(function (id) { return corpus.doc(id).game === context; });
      const outside = ranked.filter(function (id) { return corpus.doc(id).game !== context; });
      const best = inside.length ? coverage.get(inside[0]) : 0;
      const answers = known > 1 ? best >= 1 && best * 2 > known : best >= 1;
      if ((inside.length && answers) || !outside.length) shown = inside;
      else { shown = inside.concat(outside); elsewhereFrom = inside.length; }
    }
    shown = apart(shown, corpus, loaded.lexicon);
    // search/service.py: a question of common words only (« carte », « jeu ») is not understood: three nearest.
    const common = new Set(lexicon_common(loaded));
    const knownConcepts = reading.concepts.filter(function (c) { return c.known || c.correction; });
    const notUnderstood = knownConcepts.length > 0 && knownConcepts.length === reading.concepts.length
      && knownConcepts.every(function (c) { return common.has(c.word) || common.has(c.correction); });
    if (notUnderstood) shown = shown.slice(0, 3);
    const hits = shown.map(function (id, rank) {
      return Object.assign({ id: id, score: scores.get(id), concepts: coverage.get(id),
        elsewhere: elsewhereFrom !== null && rank >= elsewhereFrom }, corpus.doc(id));
    });
    return { reading: reading, hits: hits, marked: marked, notUnderstood: notUnderstood };
  }

  function lexicon_common(loaded) { return loaded.lexicon.common_words || []; }

  // search/service.py _apart: a passage whose words are mostly a better-ranked one's waits until three others
  // are shown (the same rule stated in two sections does not fill the first places).
  function apart(ranked, corpus, lexicon) {
    const firsts = [];
    const seen = [];
    const later = [];
    for (let i = 0; i < ranked.length; i++) {
      if (firsts.length === lexicon.first_places) return firsts.concat(later, ranked.slice(i));
      const words = new Set(queryWords(corpus.doc(ranked[i]).body || "", lexicon));
      const numbers = function (set) { return Array.from(set).filter(function (w) { return /^[0-9]+$/.test(w); }).sort().join(" "); };
      const duplicate = seen.some(function (other) {
        let shared = 0;
        words.forEach(function (w) { if (other.has(w)) shared += 1; });
        // The same numbers too: « piochent 6 cartes » and « piochent 2 cartes » are two rules.
        return numbers(words) === numbers(other) && shared >= lexicon.near_duplicate * Math.max(1, words.size, other.size);
      });
      if (duplicate) later.push(ranked[i]);
      else { firsts.push(ranked[i]); seen.push(words); }
    }
    return firsts.concat(later);
  }

  // --- Drawing: the server's result markup (templates/search/_results.html), built as DOM, never as HTML ----

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { node.append(c); });
    return node;
  }

  function marked(text, terms, loaded) {
    const p = el("p", { class: "passage-text" });
    text.split(/(\s+)/).forEach(function (piece) {
      const key = words(piece, loaded.lexicon).map(loaded.corpus.indexed).filter(Boolean);
      const hit = key.some(function (k) { return terms.has(k); });
      p.append(hit ? el("mark", {}, [piece]) : piece);
    });
    return p;
  }

  // The game the question is about (named in it, else the one at the table) is not kept on this phone: said,
  // with a button that keeps it as soon as the network is back, rather than « no passage answers ».
  function notKept(target, texts, loaded, found, context) {
    const asked = found.reading.game || context;
    const book = asked && texts.books && texts.books[asked];
    if (!book || loaded.corpora.some(function (c) { return c.game.slug === asked; })) return false;
    const note = el("p", { class: "no-answer not-kept", role: "note" }, [texts.notKept.replace("{game}", book.name) + " "]);
    const button = el("button", { type: "button", class: "secondary" }, [texts.keepLater]);
    button.addEventListener("click", function () {
      window.Arbitre.offline.keep(asked);
      button.replaceWith(texts.keptLater.replace("{game}", book.name));
    }, { once: true });
    note.append(button);
    target.append(note);
    return Boolean(found.reading.game);  // a game named is a filter: nothing else to show
  }

  function draw(target, texts, loaded, found, context) {
    target.textContent = "";
    const names = loaded.corpora.map(function (c) { return c.game.name; }).join(", ");
    const version = loaded.corpora.length ? loaded.corpora[0].generation.date : null;
    if (notKept(target, texts, loaded, found, context) || !loaded.corpora.length) {
      if (loaded.corpora.length || target.childNodes.length) return version;
      target.append(el("p", { class: "no-answer", role: "note" }, [texts.noneKept + " "]));
      target.lastChild.append(el("a", { href: "/hors-ligne/" }, [texts.choose]));
      return version;
    }
    target.append(el("p", { class: "understood", role: "status" }, [texts.understood.replace("{games}", names)]));
    if (found.notUnderstood && texts.notUnderstood) {
      target.append(el("p", { class: "no-answer", role: "note" }, [texts.notUnderstood]));
    }
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
    let elsewhere = false;
    groups.forEach(function (group) {
      if (group.hits[0].elsewhere && !elsewhere) {
        elsewhere = true;
        list.append(el("li", { class: "elsewhere" }, [el("h2", {}, [texts.elsewhere || ""])]));
      }
      const item = el("li", { class: "group" }, [el("h2", { class: "path" }, [el("a", { href: group.url }, [group.path])])]);
      group.hits.forEach(function (hit) {
        const article = el("article", { class: "answer" + (hit.kind === "keyword" ? " kw-answer" : hit.kind === "ruling" ? " ruling-answer" : "") });
        if (hit.kind === "keyword") {
          article.append(el("h3", { class: "kw-title" }, [el("a", { href: hit.url }, [hit.title]), " ",
            el("span", { class: "badge" }, [hit.game_name])]));
        } else if (hit.kind === "ruling") {
          article.append(el("p", { class: "ruling-mark" }, [el("span", { class: "badge ruling" }, [texts.ruling]), " ",
            el("span", { class: "badge" }, [hit.game_name])]));
        }
        article.append(marked(hit.body, found.marked, loaded));
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
    englishBases: function (word, lexicon) { return englishBases(word, lexicon); },
    // The question's reading and its hits, best first, over the kept corpus (referee/offline/evaluate_search.js runs it).
    find: function (question, corpusUrl, context) {
      return load(corpusUrl).then(function (loaded) { return search(loaded, question, context); });
    },
    // Runs the question over the kept corpus into ``target``; resolves with the kept version's date.
    run: function (question, target, texts, corpusUrl, context) {
      return load(corpusUrl).then(function (loaded) {
        // A game at the table that is not kept has no passage here: the kept games answer, under the notice.
        const kept = loaded.corpora.some(function (c) { return c.game.slug === context; });
        return draw(target, texts, loaded, search(loaded, question, kept ? context : null), context);
      });
    },
  };
})();
