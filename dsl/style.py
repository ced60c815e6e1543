"""The two styles of one writer: canonical effect text (``cardsmith fmt``) and English card
text. A ruleset's writer asks its style where the two differ, so one function per node serves
both the printer and the renderer."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """How a writer spells what both writers say: canonical effect text (``cardsmith fmt``)
    or English card text."""

    english: bool

    def cap(self, word: str) -> str:
        """A keyword as each style writes it: ``fear`` / ``Fear``."""
        return word.capitalize() if self.english else word

    def pick(self, canonical: str, english: str) -> str:
        """One of two spellings, as the style writes it."""
        return english if self.english else canonical

    def head(self, text: str) -> str:
        """A block's header: a sentence starts with a capital (``From now on``)."""
        return text[:1].upper() + text[1:] if self.english else text

    def end(self, text: str) -> str:
        """A finished simple statement: a sentence ends with a full stop, a line does not."""
        return text + "." if self.english else text


CANONICAL = Style(english=False)
ENGLISH = Style(english=True)
