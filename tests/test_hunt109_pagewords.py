"""hunt109: a page note for markup the page lacks, in words fix-pages97's table does not read:
a list closed by ``etc.`` (read so in YAML comments), a pointer to the previous version, the
verb ``stays`` alone, an ``=`` for the colon.

Expected by hand from what the model meant: the Vue component has a heading only; the comment
stands for the footer (and the other sections it lists) left out: a part, not usable (as
``<!-- footer unchanged -->`` and ``<!-- footer → unchanged -->`` are)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_VUE = (
    '<template>\n  <div class="page">\n    <h1>{{{{ title }}}}</h1>\n    {}\n  </div>\n'
    "</template>\n\n<script setup>\ndefineProps({{ title: String }})\n</script>\n"
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("<!-- footer etc. -->", id="one-name-etc"),
        pytest.param("<!-- nav, hero, footer, etc. -->", id="names-list-etc"),
        pytest.param("<!-- footer: see previous version -->", id="see-previous-version"),
        pytest.param("<!-- footer stays -->", id="stays-alone"),
        pytest.param("<!-- footer = unchanged -->", id="equals-for-colon"),
    ],
)
def test_a_page_note_in_other_words_is_a_part(note: str) -> None:
    content = _VUE.format(note)
    result = parse_response(native_answer("src/Page.vue", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_arrow_note_is_refused() -> None:
    content = _VUE.format("<!-- footer → unchanged -->")
    assert not parse_response(native_answer("src/Page.vue", content.rstrip("\n"))).usable
