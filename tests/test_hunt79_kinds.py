"""hunt79: the kind-noun modifier rule of fix-yaml43 (labels.prose_says_partial: "just the
updated workflow job:" names a part) against lead-ins as models write them.

Expected by hand from what the model meant: a lead-in naming the whole file of the block's kind
("just the updated workflow" followed by an adverb or a noun of the whole file) keeps the file;
one naming a part of it ("just the updated CI workflow job:") is a part (not usable)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

YML = (
    "name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: pytest\n"
)
HTML = (
    "<!DOCTYPE html>\n<html>\n<head>\n  <title>Home</title>\n</head>\n<body>\n"
    "  <h1>Welcome</h1>\n</body>\n</html>\n"
)
SQL = "CREATE TABLE users (\n    id INTEGER PRIMARY KEY,\n    email TEXT NOT NULL UNIQUE\n);\n"


@pytest.mark.parametrize(
    ("lead", "label", "lang", "body"),
    [
        pytest.param(
            "Here is just the updated workflow now:", "ci.yml", "yaml", YML, id="workflow-now"
        ),
        pytest.param(
            "Here is just the updated workflow below:", "ci.yml", "yaml", YML, id="workflow-below"
        ),
        pytest.param(
            "Here is just the updated workflow again:", "ci.yml", "yaml", YML, id="workflow-again"
        ),
        pytest.param(
            "Here is just the updated workflow itself:",
            "ci.yml",
            "yaml",
            YML,
            id="workflow-itself",
        ),
        pytest.param(
            "Here is just the updated workflow definition:",
            "ci.yml",
            "yaml",
            YML,
            id="workflow-definition",
        ),
        pytest.param(
            "Here is just the updated workflow yaml:", "ci.yml", "yaml", YML, id="workflow-yaml"
        ),
        pytest.param(
            "Here is just the updated homepage below:", "index.html", "html", HTML, id="html-below"
        ),
        pytest.param(
            "Here is just the updated schema now:", "schema.sql", "sql", SQL, id="sql-now"
        ),
    ],
)
def test_a_kind_noun_then_an_adverb_or_a_whole_noun_keeps_the_whole_file(
    lead: str, label: str, lang: str, body: str
) -> None:
    # _NOUN_AFTER takes any word before ":" or "." as the noun the kind noun modifies, so
    # "workflow now" / "workflow below" reads as a part named "now"; at 68df3761 all were kept.
    result = parse_response(f"{lead}\n\n**{label}**\n```{lang}\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(label, body)]


YJOB = (
    "test:\n  runs-on: ubuntu-latest\n  steps:\n"
    "    - uses: actions/checkout@v4\n    - run: pytest\n"
)


@pytest.mark.parametrize(
    "lead",
    [
        "Here is just the updated workflow job definition:",
        "Here is just the updated CI workflow job:",
        "Here is just the updated workflow's test job:",
    ],
    ids=["job-definition", "ci-workflow-job", "possessive"],
)
def test_a_kind_noun_modifying_a_part_in_another_spelling_is_a_part(lead: str) -> None:
    # One job of the workflow is shown (the block is a job's mapping): the kind noun modifies
    # the part noun after one more word, or after a name or a possessive.
    result = parse_response(f"{lead}\n\n**ci.yml**\n```yaml\n{YJOB}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
