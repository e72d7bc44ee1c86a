"""hunt109: an ``mkdocs.yml`` using the awesome-pages plugin, whose nav's ``- ...`` item is
the plugin's "the rest of the pages here" entry, refused as an elision.

fix-yaml98 reads ``...`` as an item as an elision in every YAML file. With ``awesome-pages``
listed under ``plugins:``, the nav's ``...`` is the plugin's own syntax (its ``... | flat``
and ``... | regex=...`` forms are read whole already): one reading. (Refused at BASE bbc0a3cb
too.)

Expected by hand from what the model meant: the whole ``mkdocs.yml``: usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_MKDOCS = (
    "site_name: Docs\ntheme:\n  name: material\nplugins:\n  - search\n  - awesome-pages\n"
    "nav:\n  - index.md\n{}\n  - about.md\n"
)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_MKDOCS.format("  - ..."), id="rest-entry"),
        pytest.param(_MKDOCS.format("  - Guides: guides\n  - ..."), id="rest-entry-after-section"),
    ],
)
def test_the_awesome_pages_rest_entry_is_whole(content: str) -> None:
    result = parse_response(native_answer("mkdocs.yml", content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [("mkdocs.yml", content)]


def test_guard_flat_rest_entry_is_whole() -> None:
    content = _MKDOCS.format("  - ... | flat")
    result = parse_response(native_answer("mkdocs.yml", content.rstrip("\n")))
    assert files_of(result) == [("mkdocs.yml", content)]
