/* cardsmith card finder: the query language of tools/search.py, in the browser.
 *
 * Keep this file and tools/search.py in step: tests/publish/search_cases.json is run against
 * both (pytest for Python, tests/browser/test_site.py for this file).
 * The index (assets/cards.json) holds power cards, fear cards and spirits ("type").
 * Results are built with DOM methods and textContent only: card text is never parsed as HTML.
 */
(function () {
  "use strict";

  var KEYS = {
    name: "name", n: "name", el: "el", element: "el", e: "el", cost: "cost", speed: "speed",
    kind: "kind", o: "o", oracle: "o", text: "o", spirit: "spirit", range: "range",
    t: "target", target: "target", verb: "verb"
  };
  var NUMERIC = { cost: true, range: true };
  var TERM = /^([A-Za-z]+)(<=|>=|!=|:|=|<|>)/;

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

  function term(tok) {
    var value = tok.value.toLowerCase();
    if (!tok.key) { return { key: "name", op: ":", value: value }; }
    var key = KEYS[tok.key];
    if (!key || !Object.prototype.hasOwnProperty.call(KEYS, tok.key)) {
      throw new SearchError("unknown key '" + tok.key + "'");
    }
    if (tok.op !== ":" && tok.op !== "=" && !NUMERIC[key]) {
      throw new SearchError(tok.key + " takes ':' not '" + tok.op + "'");
    }
    if (key === "cost" && !/^\d+$/.test(value)) {
      throw new SearchError("cost needs a number, not '" + tok.value + "'");
    }
    if (key === "range" && tok.op !== ":" && tok.op !== "=" && !/^\d+$/.test(value)) {
      throw new SearchError("range" + tok.op + " needs a number, not '" + tok.value + "'");
    }
    return { key: key, op: tok.op === ":" ? "=" : tok.op, value: value };
  }

  function parseQuery(q) {
    var tokens = tokenize(q), pos = 0;
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
      var tok = tokens[pos++];
      if (tok.type === "NOT") {
        if (!peek()) { throw new SearchError("nothing after '-'"); }
        return { not: parseUnary() };
      }
      if (tok.type === "(") {
        var inner = parseOr();
        if (!peek() || peek().type !== ")") { throw new SearchError("unclosed parenthesis"); }
        pos++;
        return inner;
      }
      return term(tok);
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

  function termMatches(node, card) {
    var v = node.value, op = node.op;
    switch (node.key) {
      case "name": return card.name.toLowerCase().indexOf(v) >= 0;
      case "el": return card.elements.indexOf(v) >= 0;
      case "cost": return typeof card.cost === "number" && compare(card.cost, op, parseInt(v, 10));
      case "speed": return card.speed === v;
      case "kind": return card.kind === v || card.type === v;
      case "o": return card.text.toLowerCase().indexOf(v) >= 0;
      case "spirit":
        return !!card.spirit && (card.spirit.name.toLowerCase().indexOf(v) >= 0 ||
                                 card.spirit.id === v);
      case "range":
        if (card.type !== "power") { return false; }
        if (/^\d+$/.test(v)) { return !!card.range && compare(card.range.distance, op, parseInt(v, 10)); }
        if (v === "none") { return card.range === null; }
        return !!card.range && card.range.from.indexOf(v) === 0;
      case "target":
        return card.target.indexOf(v) >= 0 || card.target_text.toLowerCase().indexOf(v) >= 0;
      case "verb": return card.verbs.indexOf(v) >= 0;
    }
    return false;
  }

  function matches(tree, card) {
    if (tree.and) { return tree.and.every(function (t) { return matches(t, card); }); }
    if (tree.or) { return tree.or.some(function (t) { return matches(t, card); }); }
    if (tree.not) { return !matches(tree.not, card); }
    return termMatches(tree, card);
  }

  function search(query, index) {
    var tree = parseQuery(query);
    return index.filter(function (card) { return matches(tree, card); });
  }

  window.cardsmithSearch = { search: search, parseQuery: parseQuery, SearchError: SearchError };

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
      var badge, meta;
      if (card.type === "power") {
        badge = el("span", "cs-result-cost", card.cost === null ? "?" : String(card.cost));
        badge.title = "cost";
        meta = card.speed + " · " + card.kind + (card.spirit ? " · " + card.spirit.name : "") +
          " · " + card.range_text + " · " + card.target_text;
      } else {
        badge = el("span", "cs-result-badge");
        var img = el("img");
        img.src = root + "assets/icons/" + (card.type === "fear" ? "fear" : "presence") + ".svg";
        img.alt = card.type; img.width = 22; img.height = 22;
        badge.appendChild(img);
        badge.title = card.type === "fear" ? "fear card" : "spirit";
        meta = card.summary;
      }
      var els = el("span", "cs-result-els");
      card.elements.forEach(function (e) { els.appendChild(iconFor(root, e)); });
      li.appendChild(badge); li.appendChild(a); li.appendChild(els);
      li.appendChild(el("span", "cs-result-meta", meta));
      list.appendChild(li);
    });
  }

  function start() {
    var box = document.getElementById("cs-finder");
    if (!box || box.getAttribute("data-ready")) { return; }
    box.setAttribute("data-ready", "loading");
    var root = box.getAttribute("data-root") || "./";
    var input = box.querySelector("#cs-q");
    fetch(root + "assets/cards.json").then(function (r) { return r.json(); }).then(function (index) {
      function run(push) {
        var q = input.value, cards = [], error = null;
        try { cards = search(q, index); } catch (e) {
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
