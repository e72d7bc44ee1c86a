"""hunt63: a lead-in or trailer saying the block is one part of a file of a kind, read as the
whole file: a kind noun of labels._KIND_NOUNS used as a modifier of the part ("the workflow
job", "the stylesheet rules": the last word names the part), or the file named by its own name
or a bare dot-name that _FILE_NAMED does not read ("the Dockerfile", ".env"). Expected by hand:
the block is one part of its file, so the answer is not usable (partial-file)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

YJOB = (
    "test:\n  runs-on: ubuntu-latest\n  steps:\n"
    "    - uses: actions/checkout@v4\n    - run: pytest\n"
)
SQL = "CREATE TABLE users (\n    id INTEGER PRIMARY KEY,\n    email TEXT NOT NULL UNIQUE\n);\n"
CSS = ".btn {\n  color: #fff;\n  background: #0a7;\n}\n"


@pytest.mark.parametrize(
    ("lead", "label", "lang", "body"),
    [
        pytest.param(
            "Update the workflow job as follows:",
            ".github/workflows/ci.yml",
            "yaml",
            YJOB,
            id="workflow-job",
        ),
        pytest.param(
            "Replace the pipeline step with this:", "ci.yml", "yaml", YJOB, id="pipeline-step"
        ),
        pytest.param(
            "Here is just the updated workflow job:", "ci.yml", "yaml", YJOB, id="just-workflow-job"
        ),
        pytest.param(
            "Update the schema table as follows:", "db/schema.sql", "sql", SQL, id="schema-table"
        ),
        pytest.param(
            "Update the stylesheet rule like this:", "site.css", "css", CSS, id="stylesheet-rule"
        ),
    ],
)
def test_a_kind_noun_before_the_part_noun_names_a_part(
    lead: str, label: str, lang: str, body: str
) -> None:
    result = parse_response(f"{lead}\n\n**{label}**\n```{lang}\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("after", "label", "lang", "body"),
    [
        pytest.param(
            "Nothing else in the Dockerfile changes.",
            "Dockerfile",
            "dockerfile",
            "RUN pip install --no-cache-dir -r requirements.txt\n",
            id="the-dockerfile",
        ),
        pytest.param(
            "Nothing else in the Makefile changes.",
            "Makefile",
            "makefile",
            "test:\n\tpytest -q\n",
            id="the-makefile",
        ),
        pytest.param("Nothing else in .env changes.", ".env", "bash", "DEBUG=0\n", id="bare-env"),
        pytest.param(
            "Everything else in the workflow stays the same.",
            "ci.yml",
            "yaml",
            YJOB,
            id="the-workflow",
        ),
        pytest.param(
            "Everything else in the stylesheet stays the same.",
            "site.css",
            "css",
            CSS,
            id="the-stylesheet",
        ),
    ],
)
def test_the_rest_of_a_file_named_by_its_kind_or_own_name(
    after: str, label: str, lang: str, body: str
) -> None:
    answer = f"Here is the change.\n\n**{label}**\n```{lang}\n{body}```\n\n{after}\n"
    result = parse_response(answer)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
