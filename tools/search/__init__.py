"""Card search: the query language (:mod:`~cardsmith.tools.search.query`), the index
(:mod:`~tools.search.index`) and the ruleset's search hook (:mod:`~cardsmith.tools.search.api`)."""
