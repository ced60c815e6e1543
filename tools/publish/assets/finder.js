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
      case "prefix": return typeof found === "string" && found.indexOf(v) === 0;
      case "null": return found === null;
    }
    return false;
  }

  function termMatches(node, card, f) {
    var v = node.value;
    if (f.types.length && f.types.indexOf(card.type) < 0) { return false; }
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

  function search(query, index, keys) {
    var tree = parseQuery(query, keys);
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

  function start() {
    var box = document.getElementById("cs-finder");
    if (!box || box.getAttribute("data-ready")) { return; }
    box.setAttribute("data-ready", "loading");
    var root = box.getAttribute("data-root") || "./";
    var input = box.querySelector("#cs-q");
    function load(name) { return fetch(root + "assets/" + name).then(function (r) { return r.json(); }); }
    Promise.all([load("cards.json"), load("search.json")]).then(function (loaded) {
      var index = loaded[0], keys = new Keys(loaded[1]);
      function run(push) {
        var q = input.value, cards = [], error = null;
        try { cards = search(q, index, keys); } catch (e) {
          if (e instanceof SearchError) { error = e.message; } else { throw e; }
        }
        cards.sort(function (a, b) { return a.name.localeCompare(b.name); });
        render(box, root, cards, error);
        var url = new URL(window.location.href);
        if (q) { url.searchParams.set("q", q); } else { url.searchParams.delete("q"); }
        if (push && url.href !== window.location.href) { history.replaceState(null, "", url.href); }
      }
      var initial = typeof window.__csQuery === "string" ? window.__csQuery
        : new URL(window.location.href).searchParams.get("q");
      input.value = initial || "";
      input.addEventListener("input", function () { run(true); });
      run(true);
      box.setAttribute("data-ready", "yes");
    });
  }

  if (window.document$ && window.document$.subscribe) { window.document$.subscribe(start); }
  else if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
  else { start(); }
})();
