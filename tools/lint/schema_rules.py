"""S1xx rules: the file against its kind's schema (missing, mistyped, unknown or out-of-range
properties).

All findings come from :mod:`tools.content.schema_check` through the loader; these classes give
each code its documentation and examples. The file rules (S0xx, S110) are in
:mod:`cardsmith.tools.lint.file_rules`.
"""

from __future__ import annotations

from cardsmith.tools.lint import LoaderRule, register


@register
class S100(LoaderRule):
    """A required property is missing.

    Fail:

        kind: card
        id: grab
        name: Grab
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S100"
    name = "missing-property"


@register
class S101(LoaderRule):
    """A value has the wrong type (a string where a number belongs, ...).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: one
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S101"
    name = "wrong-type"


@register
class S102(LoaderRule):
    """A property the schema does not know (often a typo: the hint suggests the closest).

    Fail:

        kind: card
        id: grab
        name: Grab
        cots: 1
        cost: 1
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S102"
    name = "unknown-property"


@register
class S103(LoaderRule):
    """A value outside the allowed set (an unknown element, terrain, speed, ...).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
        speed: quick

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
        speed: fast
    """

    code = "S103"
    name = "value-not-allowed"


@register
class S104(LoaderRule):
    """A number or list outside its allowed range.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: -1
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 0
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S104"
    name = "out-of-range"


@register
class S199(LoaderRule):
    """Any other schema violation (an id that is not a lower-case slug, ...).

    Fail:

        kind: card
        id: Grab 1
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S199"
    name = "schema"
