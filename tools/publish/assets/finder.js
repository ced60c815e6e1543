/* cardsmith card finder: the query language of tools/search/query.py, in the browser.
 *
 * Keep this file and tools/search/query.py in step: tests/publish/search_cases.json is run
 * against both (pytest for Python, tests/browser/test_site.py for this file).
 * The keys a query may use come from the ruleset, as data (assets/search.json, see
 * tools/search/api.py); the index (assets/cards.json) holds one entry per searchable record
 * ("type" is its content kind; "badge", "icons" and "meta" say how a result looks).
 * Results are built with DOM methods and textContent only: card text is never parsed as HTML.
 */
(function () {
  "use strict";

  var TERM = /^([A-Za-z]+)(<=|>=|!=|:|=|<|>)/, NUMBER = /^\d+$/;
  /* the limits of tools/search/query.py (docs/limits.md) */
  var MAX_QUERY_LENGTH = 1000, MAX_NESTING = 32, MAX_NUMBER_DIGITS = 9;

  function has(obj, key) { return Object.prototype.hasOwnProperty.call(obj, key); }

  /* the query keys of a ruleset: every name (key or alias) -> its spec */
  function Keys(spec) {
    var names = {}, byKey = {};
    spec.fields.forEach(function (f) {
      byKey[f.key] = f;
      [f.key].concat(f.aliases).forEach(function (n) { names[n] = f; });
    });
    this.names = names; this.byKey = byKey; this.bare = spec.bare;
  }

  function SearchError(message) { this.message = message; }

  function readValue(q, i) {
    if (q[i] === '"') {
      var end = q.indexOf('"', i + 1);
      if (end < 0) { throw new SearchError("unclosed quote"); }
      return [q.slice(i + 1, end), end + 1, true];
    }
    var start = i;
    while (i < q.length && !/\s/.test(q[i]) && q[i] !== "(" && q[i] !== ")") { i++; }
    return [q.slice(start, i), i, false];
  }

  function tokenize(q) {
    var tokens = [], i = 0;
    while (i < q.length) {
      var ch = q[i];
      if (/\s/.test(ch)) { i++; continue; }
      if (ch === "(" || ch === ")") { tokens.push({ type: ch }); i++; continue; }
      if (ch === "-" && i + 1 < q.length && !/\s/.test(q[i + 1])) {
        tokens.push({ type: "NOT" }); i++; continue;
      }
      var m = TERM.exec(q.slice(i)), key = "", op = "";
      if (m) { key = m[1].toLowerCase(); op = m[2]; i += m[0].length; }
      var read = readValue(q, i);
      i = read[1];
      if (!key && !read[2] && read[0].toLowerCase() === "or") { tokens.push({ type: "OR" }); }
      else { tokens.push({ type: "TERM", key: key, op: op, value: read[0] }); }
    }
    return tokens;
  }

  function term(tok, keys) {
    var value = tok.value.toLowerCase();
    if (!tok.key) { return { key: keys.bare, op: ":", value: value }; }
    if (!has(keys.names, tok.key)) { throw new SearchError("unknown key '" + tok.key + "'"); }
    var f = keys.names[tok.key], comparison = tok.op !== ":" && tok.op !== "=";
    if (NUMBER.test(value) && value.length > MAX_NUMBER_DIGITS && (f.number || f.number_only)) {
      throw new SearchError(f.key + ": " + value.slice(0, 12) + "\u2026 has more than " +
                            MAX_NUMBER_DIGITS + " digits");
    }
    if (comparison && !f.number) {
      throw new SearchError(tok.key + " takes ':' not '" + tok.op + "'");
    }
    if (f.number_only && !NUMBER.test(value)) {
      throw new SearchError(f.key + " needs a number, not '" + tok.value + "'");
    }
    if (comparison && !NUMBER.test(value)) {
      throw new SearchError(f.key + tok.op + " needs a number, not '" + tok.value + "'");
    }
    return { key: f.key, op: tok.op === ":" ? "=" : tok.op, value: value };
  }

  function parseQuery(q, keys) {
    if (q.length > MAX_QUERY_LENGTH) {
      throw new SearchError("the query has " + q.length + " characters; the limit is " +
                            MAX_QUERY_LENGTH);
    }
    var tokens = tokenize(q), pos = 0, depth = 0;
    function peek() { return pos < tokens.length ? tokens[pos] : null; }
    function parseOr() {
      var parts = [parseAnd()];
      while (peek() && peek().type === "OR") { pos++; parts.push(parseAnd()); }
      return parts.length === 1 ? parts[0] : { or: parts };
    }
    function parseAnd() {
      var parts = [];
      while (peek() && peek().type !== "OR" && peek().type !== ")") { parts.push(parseUnary()); }
      if (!parts.length) { throw new SearchError("empty expression (around OR or parentheses)"); }
      return parts.length === 1 ? parts[0] : { and: parts };
    }
    function parseUnary() {
      var tok = tokens[pos++], node;
      if (tok.type === "NOT" || tok.type === "(") {
        depth++;
        if (depth > MAX_NESTING) {
          throw new SearchError("more than " + MAX_NESTING +
                                " parentheses and '-' inside one another");
        }
      }
      if (tok.type === "NOT") {
        if (!peek()) { throw new SearchError("nothing after '-'"); }
        node = { not: parseUnary() };
        depth--;
        return node;
      }
      if (tok.type === "(") {
        var inner = parseOr();
        if (!peek() || peek().type !== ")") { throw new SearchError("unclosed parenthesis"); }
        pos++;
        depth--;
        return inner;
      }
      return term(tok, keys);
    }
    if (!tokens.length) { return { and: [] }; }
    var tree = parseOr();
    if (pos < tokens.length) { throw new SearchError("unbalanced ')'"); }
    return tree;
  }

  function compare(a, op, b) {
    switch (op) {
      case "=": return a === b;
      case "!=": return a !== b;
      case "<": return a < b;
      case "<=": return a <= b;
      case ">": return a > b;
      case ">=": return a >= b;
    }
    return false;
  }

  function at(card, path) {
    var value = card;
    path.split(".").forEach(function (part) {
      value = value !== null && typeof value === "object" && !Array.isArray(value) &&
        has(value, part) ? value[part] : null;
    });
    return value === undefined ? null : value;
  }

  function test(how, found, v) {
    switch (how) {
      case "contains": return typeof found === "string" && found.toLowerCase().indexOf(v) >= 0;
      case "equals": return found === v;
      case "member": return Array.isArray(found) && found.indexOf(v) >= 0;
      case "prefix": /* a list: any of its words (a range from a Mountain or a Jungle) */
        return (Array.isArray(found) ? found : [found]).some(function (x) {
          return typeof x === "string" && x.indexOf(v) === 0;
        });
      case "null": return found === null;
    }
    return false;
  }

  function termMatches(node, card, f) {
    var v = node.value;
    if (f.types.length && f.types.indexOf(card.type) < 0) { return false; }
    if (node.op === ":" && (f.bare || []).some(function (m) { return test(m[0], at(card, m[1]), v); })) {
      return true; /* a bare word (its op stays ':') */
    }
    if (has(f.words, v)) { return test(f.words[v][0], at(card, f.words[v][1]), v); }
    if (f.number && NUMBER.test(v)) {
      var n = at(card, f.number);
      return typeof n === "number" && compare(n, node.op, parseInt(v, 10));
    }
    return f.match.some(function (m) { return test(m[0], at(card, m[1]), v); });
  }

  function matches(tree, card, keys) {
    if (tree.and) { return tree.and.every(function (t) { return matches(t, card, keys); }); }
    if (tree.or) { return tree.or.some(function (t) { return matches(t, card, keys); }); }
    if (tree.not) { return !matches(tree.not, card, keys); }
    return termMatches(tree, card, keys.byKey[tree.key]);
  }

  /* the edit distance of two words */
  function distance(a, b) {
    var row = [], i, j;
    for (j = 0; j <= b.length; j++) { row.push(j); }
    for (i = 1; i <= a.length; i++) {
      var prev = row[0];
      row[0] = i;
      for (j = 1; j <= b.length; j++) {
        var here = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = here;
      }
    }
    return row[b.length];
  }

  function byCode(a, b) { return a < b ? -1 : a > b ? 1 : 0; }

  /* the known word closest to value: a prefix of it or at most 2 edits away, or null */
  function suggestion(value, known) {
    var scored = known.map(function (k) { return [distance(value, k), k]; });
    scored.sort(function (a, b) { return a[0] - b[0] || byCode(a[1], b[1]); });
    for (var i = 0; i < scored.length; i++) {
      if (scored[i][0] <= 2 || scored[i][1].indexOf(value) === 0) { return scored[i][1]; }
    }
    return null;
  }

  function knownValues(f, index) {
    var found = {};
    Object.keys(f.words).forEach(function (w) { found[w] = true; });
    index.forEach(function (card) {
      if (f.types.length && f.types.indexOf(card.type) < 0) { return; }
      f.match.forEach(function (m) {
        var value = at(card, m[1]);
        (Array.isArray(value) ? value : [value]).forEach(function (v) {
          if (typeof v === "string" && v) { found[v.toLowerCase()] = true; }
        });
      });
    });
    return Object.keys(found).sort(byCode);
  }

  /* whether a "contains" test of a closed key finds the value in some entry */
  function contained(f, value, index) {
    return f.match.some(function (m) {
      return m[0] === "contains" && index.some(function (card) {
        return (!f.types.length || f.types.indexOf(card.type) >= 0) &&
          test("contains", at(card, m[1]), value);
      });
    });
  }

  /* a value outside a closed key's vocabulary is an error naming the nearest known word */
  function checkValues(tree, index, keys) {
    var stack = [tree], cache = {};
    while (stack.length) {
      var node = stack.pop();
      (node.and || []).concat(node.or || []).forEach(function (n) { stack.push(n); });
      if (node.not) { stack.push(node.not); }
      if (!node.key) { continue; }
      var f = keys.byKey[node.key];
      if (!f || !f.closed || NUMBER.test(node.value)) { continue; }
      if (!has(cache, f.key)) { cache[f.key] = knownValues(f, index); }
      var known = cache[f.key];
      if (!known.length || known.indexOf(node.value) >= 0 || contained(f, node.value, index)) {
        continue;
      }
      var best = suggestion(node.value, known);
      if (best !== null) {
        throw new SearchError("unknown " + f.closed + " '" + node.value + "' \u2014 did you mean " +
                              best + "?");
      }
      throw new SearchError("unknown " + f.closed + " '" + node.value + "'; known: " +
                            known.join(", "));
    }
  }

  function search(query, index, keys) {
    var tree = parseQuery(query, keys);
    checkValues(tree, index, keys);
    return index.filter(function (card) { return matches(tree, card, keys); });
  }

  window.cardsmithSearch = {
    search: search, parseQuery: parseQuery, SearchError: SearchError, Keys: Keys
  };

  /* ---- the finder page ------------------------------------------------------------------ */

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function iconFor(root, element) {
    var img = el("img", "cs-el");
    img.src = root + "assets/icons/" + encodeURIComponent(element) + ".svg";
    img.alt = element; img.title = element; img.width = 18; img.height = 18;
    return img;
  }

  function render(box, root, cards, error) {
    var status = box.querySelector("#cs-status"), list = box.querySelector("#cs-results");
    list.textContent = "";
    if (error) { status.textContent = "Query error: " + error; status.className = "cs-status cs-error"; return; }
    status.className = "cs-status";
    status.textContent = cards.length + (cards.length === 1 ? " result" : " results");
    cards.forEach(function (card) {
      var li = el("li", "cs-result cs-result-" + card.type), a = el("a", "cs-result-name", card.name);
      li.setAttribute("data-id", card.id);
      li.setAttribute("data-type", card.type);
      a.href = root + card.url;
      var badge;
      list.className = "cs-results";
      if (card.badge && card.badge.icon) {
        badge = el("span", "cs-result-badge");
        var img = el("img");
        img.src = root + "assets/icons/" + encodeURIComponent(card.badge.icon) + ".svg";
        img.alt = card.type; img.width = 22; img.height = 22;
        badge.appendChild(img);
      } else if (card.badge) {
        badge = el("span", "cs-result-cost", card.badge.text);
      } else {
        badge = el("span", "cs-result-badge");
      }
      if (card.badge) { badge.title = card.badge.title; }
      var els = el("span", "cs-result-els");
      card.icons.forEach(function (e) { els.appendChild(iconFor(root, e)); });
      li.appendChild(badge); li.appendChild(a); li.appendChild(els);
      li.appendChild(el("span", "cs-result-meta", card.meta));
      list.appendChild(li);
    });
  }

  /* the set picker: a query's positive set: terms, and the option the query selects */
  var SET_TERM = /(^|\s)(set|pack)[:=]("[^"]*"|[^\s()]+)/gi;
  function setOf(q, select) {
    var found = [], m;
    SET_TERM.lastIndex = 0;
    while ((m = SET_TERM.exec(q)) !== null) { found.push(m[3].replace(/"/g, "").toLowerCase()); }
    SET_TERM.lastIndex = 0;
    var known = Array.prototype.map.call(select.options, function (o) { return o.value; });
    return found.length === 1 && known.indexOf(found[0]) >= 0 ? found[0] : "";
  }

  function sorter(how) {
    function byName(a, b) { return a.name.localeCompare(b.name); }
    if (how === "cost") {
      return function (a, b) {
        var x = typeof a.cost === "number" ? a.cost : 99, y = typeof b.cost === "number" ? b.cost : 99;
        return x - y || byName(a, b);
      };
    }
    if (how === "kind") {
      return function (a, b) { return byCode(a.kind || "", b.kind || "") || byName(a, b); };
    }
    return byName;
  }

  function grid(box, root, cards) {
    var list = box.querySelector("#cs-results");
    list.className = "cs-results cs-results-grid";
    Array.prototype.forEach.call(list.children, function (li, i) {
      var card = cards[i];
      if (!card.face) { return; }
      var img = el("img", "cs-result-face");
      img.src = root + card.face; img.alt = ""; img.loading = "lazy";
      li.insertBefore(img, li.firstChild);
    });
  }

  function start() {
    var box = document.getElementById("cs-finder");
    if (!box || box.getAttribute("data-ready")) { return; }
    box.setAttribute("data-ready", "loading");
    var root = box.getAttribute("data-root") || "./";
    var input = box.querySelector("#cs-q"), form = box.querySelector("#cs-form");
    var sort = box.querySelector("#cs-sort"), view = box.querySelector("#cs-view");
    var random = box.querySelector("#cs-random"), set = box.querySelector("#cs-set");
    input.focus();
    function load(name) { return fetch(root + "assets/" + name).then(function (r) { return r.json(); }); }
    Promise.all([load("cards.json"), load("search.json")]).then(function (loaded) {
      var index = loaded[0], keys = new Keys(loaded[1]), shown = [];
      function urlFor(q) {
        var url = new URL(window.location.href);
        if (q) { url.searchParams.set("q", q); } else { url.searchParams.delete("q"); }
        return url.href;
      }
      /* history: typing edits one draft entry (pushed once, then replaced); a submitted
       * query (Enter) is committed, so the next edit starts a new entry and Back returns. */
      function remember(q, commit) {
        var href = urlFor(q), state = history.state || {};
        if (state.csDraft) { history.replaceState({ csDraft: !commit, q: q }, "", href); }
        else if (href !== window.location.href) { history.pushState({ csDraft: !commit, q: q }, "", href); }
        else if (commit) { history.replaceState({ q: q }, "", href); }
      }
      function run() {
        var q = input.value, cards = [], error = null;
        try { cards = search(q, index, keys); } catch (e) {
          if (e instanceof SearchError) { error = e.message; } else { throw e; }
        }
        cards.sort(sorter(sort ? sort.value : "name"));
        shown = cards;
        if (set) { set.value = setOf(q, set); }
        render(box, root, cards, error);
        if (view && view.value === "grid" && !error) { grid(box, root, cards); }
      }
      var initial = typeof window.__csQuery === "string" ? window.__csQuery
        : new URL(window.location.href).searchParams.get("q");
      input.value = initial || "";
      history.replaceState({ q: input.value }, "", urlFor(input.value));
      input.addEventListener("input", function () { run(); remember(input.value, false); });
      if (form) {
        form.addEventListener("submit", function (e) { e.preventDefault(); run(); remember(input.value, true); });
      }
      if (set) {
        set.addEventListener("change", function () {
          var rest = input.value.replace(SET_TERM, " ").replace(/\s+/g, " ").trim();
          input.value = set.value ? (rest ? rest + " " : "") + "set:" + set.value : rest;
          run(); remember(input.value, true);
        });
      }
      if (sort) { sort.addEventListener("change", run); }
      if (view) { view.addEventListener("change", run); }
      if (random) {
        random.addEventListener("click", function () {
          if (!shown.length) { return; }
          window.location.href = root + shown[Math.floor(Math.random() * shown.length)].url;
        });
      }
      window.addEventListener("popstate", function () {
        input.value = new URL(window.location.href).searchParams.get("q") || "";
        run();
      });
      run();
      box.setAttribute("data-ready", "yes");
    });
  }

  /* "face (PNG)": the page's SVG face drawn on a canvas at twice its size, then saved */
  function pngButtons() {
    Array.prototype.forEach.call(document.querySelectorAll("button.cs-png"), function (button) {
      if (button.getAttribute("data-bound")) { return; }
      button.setAttribute("data-bound", "yes");
      button.addEventListener("click", function () {
        var img = new Image(), src = button.getAttribute("data-svg");
        img.onload = function () {
          var canvas = document.createElement("canvas"), scale = 2;
          canvas.width = img.naturalWidth * scale; canvas.height = img.naturalHeight * scale;
          var ctx = canvas.getContext("2d");
          ctx.scale(scale, scale);
          ctx.drawImage(img, 0, 0);
          canvas.toBlob(function (blob) {
            var a = document.createElement("a"), name = location.pathname.split("/").filter(Boolean).pop();
            a.href = URL.createObjectURL(blob); a.download = (name || "face") + ".png";
            document.body.appendChild(a); a.click(); a.remove();
            button.setAttribute("data-done", "yes");
          }, "image/png");
        };
        img.src = src;
      });
    });
  }

  /* the header search: a name for its dialog, and key:value queries sent to the finder */
  function headerSearch() {
    var dialog = document.querySelector(".md-search");
    if (dialog && !dialog.getAttribute("aria-label")) {
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", "Search the site");
    }
    var input = document.querySelector("input.md-search__input");
    if (!input || input.getAttribute("data-cs-bound")) { return; }
    input.setAttribute("data-cs-bound", "yes");
    input.addEventListener("keydown", function (e) {
      if (e.key !== "Enter" || !/(^|\s)-?[A-Za-z]+(<=|>=|!=|:|=|<|>)\S/.test(input.value)) { return; }
      var config = document.getElementById("__config"), base = ".";
      try { base = JSON.parse(config.textContent).base || "."; } catch (err) { base = "."; }
      e.preventDefault(); e.stopPropagation();
      window.location.href = base.replace(/\/?$/, "/") + "finder/?q=" + encodeURIComponent(input.value);
    }, true);
  }

  function startAll() { start(); pngButtons(); headerSearch(); }

  if (window.document$ && window.document$.subscribe) { window.document$.subscribe(startAll); }
  else if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", startAll); }
  else { startAll(); }
})();
