"""Print-and-play sheets: ``cardsmith print PACK --out cards.pdf`` (see ``docs/printing.md``).

:mod:`~cardsmith.tools.printing.api` is the ruleset hook (what prints, at what size, faces, backs);
:mod:`~tools.printing.layout` the sheet geometry; :mod:`~tools.printing.sheets` the page plan;
:mod:`~cardsmith.tools.printing.pdf` the PDF drawing (ReportLab, faces converted by svglib);
:mod:`~cardsmith.tools.printing.run` the command's pipeline.
"""
