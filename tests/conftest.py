"""Make the checkout's packages win over same-named test folders.

``tests/dsl``, ``tests/engine`` and ``tests/lint`` have no ``__init__.py``; when pytest puts
``tests/`` on ``sys.path`` (rootdir-relative "prepend" imports) they would be picked up as
namespace packages named ``dsl``/``engine`` before the editable install's finder runs. Putting
the repository root on ``sys.path`` lets the real (regular) packages win.
"""

from __future__ import annotations

import sys
from pathlib import Path

_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)
