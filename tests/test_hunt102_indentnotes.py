"""hunt102: notes in the indentation-based template languages (Pug, Haml, Slim) that the same
words in an HTML page's `<!-- -->` are read as: names of landmarks the page lacks ("header and
footer unchanged", "footer unchanged"), parts with a kind ("includes", "partials"), a line of
only dots, and a Ruby comment in a code line (`- # rest of the page unchanged`).

Expected by hand from what the model meant: the page holds no header nor footer, and the note
stands for the markup left out: a part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PUG = "html\n  body\n    h1 Hi\n    {note}\n    p Bye\n"
_HAML = "%html\n  %body\n    %h1 Hi\n    {note}\n    %p Bye\n"
_SLIM = "html\n  body\n    h1 Hi\n    {note}\n    p Bye\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "views/index.pug", _PUG.format(note="//- header and footer unchanged"), id="pug-names"
        ),
        pytest.param(
            "views/index.pug", _PUG.format(note="//- footer unchanged"), id="pug-landmark"
        ),
        pytest.param(
            "views/index.pug",
            _PUG.format(note="//- header and footer includes unchanged"),
            id="pug-includes",
        ),
        pytest.param("views/index.pug", _PUG.format(note="..."), id="pug-dots-line"),
        pytest.param(
            "app/views/home/index.html.haml",
            _HAML.format(note="-# header and footer partials unchanged"),
            id="haml-partials",
        ),
        pytest.param(
            "app/views/home/index.html.haml",
            _HAML.format(note="- # rest of the page unchanged"),
            id="haml-ruby-comment",
        ),
        pytest.param(
            "app/views/home/index.html.slim",
            _SLIM.format(note="/ footer unchanged"),
            id="slim-landmark",
        ),
        pytest.param(
            "app/views/home/index.html.slim",
            _SLIM.format(note="- # rest of the page unchanged"),
            id="slim-ruby-comment",
        ),
    ],
)
def test_an_indented_templates_note_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)


def test_pug_rest_guard() -> None:
    refused_native("views/index.pug", _PUG.format(note="//- rest of the page unchanged"))
