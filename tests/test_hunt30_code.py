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


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Run <code>python a.py &gt; a.py</code>.", id="named"),
        pytest.param("Run <code>echo 1 &#62; a.py</code>.", id="numbered"),
        pytest.param("Run <code>sed -i s/x/y/ a.py &amp;&amp; echo ok</code>.", id="sed"),
    ],
)
def test_a_command_in_entities_that_changes_a_file_is_still_weighed(after: str) -> None:
    # (fix-comments25) the references read as their characters: a command that writes a.py
    # after the document is seen as one, and the answer refused as before
    assert not parse_response(ours_then(after)).usable


def test_a_reference_that_renders_a_backquote_keeps_the_element_as_typed() -> None:
    from artifact_codec.ingest.conventions.heredoc import code_elements

    assert code_elements("Run <code>a &amp;&amp; b</code>.") == "Run `a && b`."
    assert code_elements("Run <code>a &#96; b</code>.") == "Run `a &#96; b`."
