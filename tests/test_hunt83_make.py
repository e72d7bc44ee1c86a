"""hunt83: attacks on fix-prose47's rule that a Makefile holds its targets and variables,
not its prerequisites (and a SQL file its tables).

Expected by hand: a part of a build file naming test and lint only as prerequisites, then
"The `test` and `lint` targets are unchanged.", is not usable (their recipes are lost); a
whole build file or migration whose targets/tables come from elsewhere stays usable and exact.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

_KEPT = "The `test` and `lint` targets are unchanged."
_MAKE_PART = ".PHONY: build test\n\nbuild:\n\tgo build ./...\n\nall: build test lint\n"
_JUST_PART = "build:\n    go build ./...\n\nall: build test lint\n"


def _answer(path: str, lang: str, content: str, sentence: str) -> str:
    return f"`{path}`:\n\n```{lang}\n{content}```\n\n{sentence}\n"


@pytest.mark.parametrize(
    ("path", "lang", "content"),
    [
        # build files of make's family the _MAKEFILE name pattern does not list
        pytest.param("Makefile.am", "makefile", _MAKE_PART, id="automake-makefile-am"),
        pytest.param("rules.make", "makefile", _MAKE_PART, id="dot-make-suffix"),
        pytest.param("justfile", "just", _JUST_PART, id="justfile"),
        pytest.param("Justfile", "just", _JUST_PART, id="justfile-capital"),
        # a Makefile whose "define HELP ... endef" text holds "test: ..." lines: no rules
        pytest.param(
            "Makefile",
            "makefile",
            "define HELP\ntest: run tests\nlint: run lint\nendef\n\nbuild:\n"
            "\tgo build ./...\n\nall: build test lint\n",
            id="define-block-text",
        ),
    ],
)
def test_a_build_file_part_naming_its_targets_kept_refuses(
    path: str, lang: str, content: str
) -> None:
    refused(_answer(path, lang, content, _KEPT))


@pytest.mark.parametrize(
    ("path", "lang", "content", "sentence"),
    [
        # whole: test and lint are rules "$(CHECKS):" defines
        pytest.param(
            "Makefile",
            "makefile",
            "CHECKS := test lint\n\n.PHONY: build $(CHECKS)\n\nbuild:\n\tgo build ./...\n\n"
            "$(CHECKS):\n\t./scripts/$@.sh\n",
            _KEPT,
            id="make-targets-from-variable",
        ),
        # whole: test and lint are common.mk's, which it includes and the answer does not write
        pytest.param(
            "Makefile",
            "makefile",
            "include common.mk\n\nbuild:\n\tgo build ./...\n\nall: build test lint\n",
            "The `test` and `lint` targets from `common.mk` are unchanged.",
            id="make-targets-of-included-file",
        ),
        # whole: a migration adds one table; the existing ones live in the database
        pytest.param(
            "migrations/002_invoices.sql",
            "sql",
            "CREATE TABLE invoices (\n  id INTEGER PRIMARY KEY,\n"
            "  user_id INTEGER REFERENCES users(id),\n"
            "  order_id INTEGER REFERENCES orders(id)\n);\n",
            "The existing `users` and `orders` tables are unchanged.",
            id="sql-migration-existing-tables",
        ),
    ],
)
def test_a_whole_build_file_or_migration_stays_usable(
    path: str, lang: str, content: str, sentence: str
) -> None:
    result = parse_response(_answer(path, lang, content, sentence))
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
