"""Content → records: YAML with positions, schema checks, the loader, the catalog and its cache."""
