"""hunt96: fix-yaml70's bracketed-others note ("a comment whose whole text is one note in
brackets ... in every file kind") against files that head each group of items with a bracketed
comment, the last group headed "(other ...)" / "[Other ...]": the items are right under it.

Expected by hand: the file heads its groups so (an earlier heading in the same brackets over its
own items), and the bracketed words head the items right under them; nothing is left out: the
whole file, usable and exact (a judgment call: the model's convention is visible in the file)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

CASES = [
    pytest.param(
        ".pre-commit-config.yaml",
        "yaml",
        "repos:\n  # (formatters)\n  - repo: https://github.com/psf/black\n    rev: 24.8.0\n"
        "    hooks:\n      - id: black\n  # (other hooks)\n"
        "  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.11.0\n"
        "    hooks:\n      - id: mypy\n",
        id="pre-commit-repos",
    ),
    pytest.param(
        ".github/workflows/ci.yml",
        "yaml",
        "name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n"
        "      # (database settings)\n      DATABASE_URL: postgres://localhost/test\n"
        "      # (other variables)\n      TZ: UTC\n      PYTHONHASHSEED: '0'\n"
        "    steps:\n      - uses: actions/checkout@v4\n      - run: pytest\n",
        id="workflow-env",
    ),
    pytest.param(
        "config.ini",
        "ini",
        "[app]\n; (network options)\nhost = 0.0.0.0\nport = 8000\n"
        "; (other options)\ndebug = false\nworkers = 4\n",
        id="ini-options",
    ),
    pytest.param(
        "docker-compose.yml",
        "yaml",
        "services:\n  # (application services)\n  web:\n    build: .\n"
        "    depends_on:\n      - db\n  # (other services)\n  db:\n    image: postgres:16\n",
        id="compose-services",
    ),
    pytest.param(
        ".env.example",
        "",
        "# [Database settings]\nDATABASE_URL=postgres://localhost/app\n\n"
        "# [Other settings]\nDEBUG=false\nLOG_LEVEL=info\n",
        id="env-example-sections",
    ),
    pytest.param(
        "src/config.js",
        "js",
        "// (required exports)\nexport const apiUrl = '/api';\n\n"
        "// (other exports)\nexport const timeout = 5000;\nexport const retries = 3;\n",
        id="js-exports",
    ),
]


@pytest.mark.parametrize(("path", "lang", "body"), CASES)
def test_a_bracketed_heading_over_its_items_keeps_the_whole_file(
    path: str, lang: str, body: str
) -> None:
    result = parse_response(f"Here is the complete file:\n\n**{path}**\n```{lang}\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
