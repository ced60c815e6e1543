"""mkdocs hook used by ``cardsmith serve``: regenerate the pages from the content packs.

mkdocs reloads its config before every rebuild (a content file changed, or a generated page);
``on_config`` then reloads the packs listed in ``cardsmith-serve.json`` next to ``mkdocs.yml``,
rewrites only the pages whose text changed and refreshes the nav, so live reload settles after
one extra pass.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tools.publish.indexes import nav, reference_pages
from tools.publish.plan import SitePlan
from tools.publish.site import load_catalog, write_docs


def on_config(config: Any) -> Any:
    """Regenerate the docs dir and nav from the packs before mkdocs builds."""
    settings = Path(config.config_file_path).parent / "cardsmith-serve.json"
    packs = [Path(p) for p in json.loads(settings.read_text(encoding="utf-8"))["packs"]]
    catalog, _ = load_catalog(packs)
    plan = SitePlan.build(catalog, packs)
    write_docs(plan, Path(config.docs_dir))
    config["nav"] = nav(plan, [p for p, _ in reference_pages()])
    return config
