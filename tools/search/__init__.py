"""Card search: the query language (:mod:`~tools.search.query`), the index
(:mod:`~tools.search.index`) and the ruleset's search hook (:mod:`~tools.search.api`)."""
