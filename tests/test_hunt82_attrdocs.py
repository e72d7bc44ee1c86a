"""hunt82: attribute docstrings (a string statement under a field, as Sphinx, pdoc and
mkdocstrings read them) are real documentation. fix-place46 reads a one-line string statement
that is no docstring, of the family's words, as a note of left-out code; a whole settings module
documenting an ``overwrite`` flag ("Existing files are kept.") is then refused. Expected by
hand: every file below is whole and meant as written (usable and exact); at BASE (68df3761) each
was usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_HEAD = '''"""Settings of the sync tool."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class SyncOptions:
    source: str = "."
    """The directory to copy from."""
'''


def _options(doc: str) -> str:
    """A whole settings module whose ``overwrite`` field is documented by ``doc``."""
    return (
        _HEAD
        + f'    overwrite: bool = False\n    """{doc}"""\n'
        + '    dry_run: bool = False\n    """Only print what would be copied."""\n'
    )


@pytest.mark.parametrize(
    "doc",
    [
        pytest.param("Files left untouched.", id="left-untouched"),
        pytest.param("Existing files are kept.", id="existing-kept"),
        pytest.param("Existing files are left unchanged.", id="existing-left-unchanged"),
        pytest.param("Keep existing files.", id="keep-existing"),
        pytest.param("Unchanged files are skipped.", id="unchanged-skipped"),
        # guards: phrasings the rule already leaves alone
        pytest.param("Files that exist are left as they are.", id="guard-left-as-they-are"),
        pytest.param("Timestamps are preserved.", id="guard-preserved"),
        pytest.param("Kept as is when None.", id="guard-kept-as-is"),
    ],
)
def test_an_attribute_docstring_keeps_a_whole_file_usable(doc: str) -> None:
    content = _options(doc)
    result = parse_response(native_answer("sync/options.py", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("sync/options.py", content)]
