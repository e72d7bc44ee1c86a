"""Hunt 30: ``<code>`` in a sentence after our document, read as the code span it renders as
(fix-comments24): inside an HTML element, ``&amp;`` and ``&gt;`` render as ``&`` and ``>``.
Expected values by hand: the files of the document (the command changes none of them)."""

from __future__ import annotations

import pytest
from meant import files_of, ours_then

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Run <code>python a.py &amp;&amp; echo ok</code>.", id="and-and"),
        pytest.param("Run <code>python a.py &gt; out.txt</code>.", id="redirect"),
    ],
)
def test_entities_in_a_code_element_are_the_characters_they_render(after: str) -> None:
    # the same sentences with the characters themselves (or backquotes) are recovered
    result = parse_response(ours_then(after))
    assert result.usable, result.diagnostics
    assert files_of(result) == [("a.py", "x = 1\n")]
