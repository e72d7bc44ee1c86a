"""hunt145: fix-kinds176's one-kind lead (:func:`labels._one_kind_lead`) takes fix-lead162's
tail of change (:data:`labels._LEAD_PART_TAIL`: "changed", "differs", "was updated"), so a
STATEMENT of which piece changed ("Only the template changed:", "Just the default export
changed.", "Only parse_args() changed.") above, or (fix-en175's note) right after, the WHOLE
file is read as "only the template" and refused. The base 6056e91f wrote each: false
refusals, regressions of fix-kinds176 / fix-en175 (the part-noun statement is
hunt140-changedstatement, open).

Expected by hand from what the model meant: the lead or note says which piece changed; the
block is the whole file (the Vue component with its template and script, the page with its
imports, the module with its import and the whole class): usable, written as sent."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_VUE = (
    "src/components/Card.vue",
    "vue",
    "<template>\n  <div>{{ title }}</div>\n</template>\n\n<script setup>\n"
    "defineProps(['title'])\n</script>\n",
)
_JSX = (
    "src/pages/Landing.jsx",
    "jsx",
    "import Banner from './Banner';\nimport Pricing from './Pricing';\n\n"
    "export default function Landing() {\n  return <main><Banner /><Pricing /></main>;\n}\n",
)
_CLI = (
    "cli.py",
    "python",
    "import argparse\n\n\nclass Cli:\n    def __init__(self):\n"
    "        self.parser = argparse.ArgumentParser()\n\n    def parse_args(self, argv):\n"
    "        return self.parser.parse_args(argv)\n",
)


@pytest.mark.parametrize(
    ("words", "where", "target"),
    [
        pytest.param("Only the template changed:", "above", _VUE, id="template-above"),
        pytest.param("Only the template changed.", "below", _VUE, id="template-below"),
        pytest.param("Only the template section differs:", "above", _VUE, id="section-differs"),
        pytest.param("Just the default export changed:", "above", _JSX, id="export-above"),
        pytest.param("Just the default export changed.", "below", _JSX, id="export-below"),
        pytest.param("Only parse_args() changed:", "above", _CLI, id="name-above"),
        pytest.param("Only parse_args() changed.", "below", _CLI, id="name-below"),
        pytest.param("Only the parse_args method was updated.", "below", _CLI, id="method-updated"),
        # guards: read right today
        pytest.param(
            "The single method I changed is parse_args.", "below", _CLI, id="guard-single-is"
        ),
        pytest.param(
            "Only the script changed; the template is the same.", "below", _VUE, id="guard-both"
        ),
    ],
)
def test_a_statement_of_which_piece_changed_keeps_the_whole_file(
    words: str, where: str, target: tuple[str, str, str]
) -> None:
    path, lang, body = target
    block = f"`{path}`:\n\n```{lang}\n{body}```\n"
    answer = f"{words}\n\n{block}" if where == "above" else f"{block}\n{words}\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]
