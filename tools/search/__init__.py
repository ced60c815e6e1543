"""Card search: the Scryfall-style query language of ``cardsmith search`` and the site's finder."""
