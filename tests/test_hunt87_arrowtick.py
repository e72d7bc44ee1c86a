"""hunt87: attacks on fix-pages57's _template_strings: 'a backtick right after a tag's >
is JSX text' also reads the '>' of an arrow ('(n) => `${n} items`'), so the arrow's template
string opens no span and its closing backtick opens one running to the next template string,
over the JSX tree's note.

Expected by hand: the JSX note stands for the left-out Sidebar component / Header and Footer
(the same page with a function returning the template string is refused): not usable.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_APP = """import Sidebar from './Sidebar';
import Header from './Header';
import Footer from './Footer';
import Main from './Main';

const title = (n) => `${n} items`;

export default function App({ n }) {
  return (
    <div className="app">
      NOTE
      <Main title={title(n)} className={`main-${n}`} />
    </div>
  );
}
"""
_FUNCTION = "function (n) {\n  return `${n} items`;\n}"


def _page(note: str, arrow: str = "(n) => `${n} items`") -> str:
    return _APP.replace("NOTE", note).replace("(n) => `${n} items`", arrow)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_page("{/* Sidebar component unchanged */}"), id="component-note"),
        pytest.param(_page("{/* Header and Footer unchanged */}"), id="names-note"),
        pytest.param(
            _page("{/* Sidebar component unchanged */}", "(n) =>`${n} items`"), id="arrow-no-space"
        ),
        pytest.param(
            _page("{/* Header and Footer unchanged */}", "(n) =>\n  `${n} items`"),
            id="arrow-body-next-line",
        ),
    ],
)
def test_an_arrow_s_template_string_does_not_hide_the_tree_s_note(content: str) -> None:
    result = parse_response(native_answer("src/App.jsx", content.rstrip()))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("{/* Sidebar component unchanged */}", id="component-note"),
        pytest.param("{/* Header and Footer unchanged */}", id="names-note"),
    ],
)
def test_guard_a_function_s_template_string_leaves_the_note_read(note: str) -> None:
    content = _page(note, _FUNCTION)
    assert not parse_response(native_answer("src/App.jsx", content.rstrip())).usable
