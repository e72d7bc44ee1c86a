"""hunt55-place: where a margin note counts (placeholders._alone_at_margin,
_among_definitions, _OPENS_DEFINITION, _MARGIN_NAMES's indents; fix-margin35) attacked with
notes where models write them and the rules do not look: right under the close of the last
member, indented by a tab, two notes stacked, under a shebang, and among a class's or
struct's fields (the members left out are fields, not methods). Expected by hand: the names
are defined nowhere in the file, the code is left out: never usable."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "a.js",
            "export class A {\n  f() {\n    return 1;\n  }\n  // g and k unchanged\n}\n",
            id="js-last-member-right-under-the-close",
        ),
        pytest.param(
            "m.py",
            "class A:\n\tdef f(self):\n\t\treturn 1\n\n\t# g and k unchanged\n\n\tdef h(self):\n\t\treturn 3\n",
            id="py-tab-indented-class",
        ),
        pytest.param(
            "m.py",
            "import os\n\n\ndef f():\n    return 1\n\n\n# g and k unchanged\n# m and n unchanged\n\n\n"
            "def h():\n    return 3\n",
            id="py-two-notes-stacked",
        ),
        pytest.param(
            "m.py",
            "#!/usr/bin/env python3\n# g and k unchanged\n\n\ndef h():\n    return 3\n",
            id="py-under-a-shebang",
        ),
        pytest.param(
            "m.py",
            "from dataclasses import dataclass\n\n\n@dataclass\nclass User:\n    id: int\n\n"
            "    # name and email unchanged\n\n    created: str\n",
            id="py-dataclass-fields",
        ),
        pytest.param(
            "m.py",
            "import enum\n\n\nclass Color(enum.Enum):\n    RED = 1\n\n    # GREEN and BLUE unchanged\n\n"
            "    BLACK = 9\n",
            id="py-enum-members",
        ),
        pytest.param(
            "a.ts",
            "export interface User {\n  id: number;\n\n  // name and email unchanged\n\n  created: Date;\n}\n",
            id="ts-interface-fields",
        ),
        pytest.param(
            "User.java",
            "public class User {\n    private int id;\n\n    // name and email unchanged\n\n"
            "    private Date created;\n}\n",
            id="java-fields",
        ),
        pytest.param(
            "User.cs",
            "public class User\n{\n    public int Id { get; set; }\n\n    // Name and Email unchanged\n\n"
            "    public DateTime Created { get; set; }\n}\n",
            id="cs-properties",
        ),
        pytest.param(
            "m.go",
            "package m\n\ntype User struct {\n\tID int\n\n\t// Name and Email unchanged\n\n\tCreated time.Time\n}\n",
            id="go-struct-fields",
        ),
    ],
)
def test_a_note_where_models_write_it_is_never_usable(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, [f.content for f in result.code.files])


def test_control_the_last_member_note_between_blank_lines_is_refused() -> None:
    content = "export class A {\n  f() {\n    return 1;\n  }\n\n  // g and k unchanged\n}\n"
    assert not parse_response(native_answer("a.js", content)).usable
