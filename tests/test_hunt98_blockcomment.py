"""Hunt 98: a legacy answer whose content string holds unescaped code opening with a call whose
first argument is a string holding a C-style block comment: ``printf("/* %s */", name);``,
``out.write("/* generated */");``, ``print("/* theme */")`` (a generator of C, CSS or JS). The
JSON view closes the content at the code's first quote and reads ``/* ... */`` as a JSON comment;
the rest is stray text. By hand: the model meant the whole line with its quotes (and every file
of the answer), or the answer is refused; never a file holding ``printf(`` alone, and never an
answer whose later files are left out while it stays usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_PRETTY = (
    '{\n  "files": [\n    {\n      "path": "%s",\n      "content": %s\n    },\n'
    '    {\n      "path": "b.txt",\n      "content": "B\\n"\n    }\n  ]\n}'
)


def _answer(path: str, content: str, shape: str) -> str:
    if shape == "one":
        return '{"files": [{"path": "' + path + '", "content": ' + content + "}]}"
    if shape == "pretty":
        return _PRETTY % (path, content)
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("path", "content", "meant", "shape"),
    [
        pytest.param(
            "a.c",
            '"printf("/* %s */", name);\\n"',
            'printf("/* %s */", name);\n',
            "two",
            id="c-printf-two-files",
        ),
        pytest.param(
            "a.c",
            '"printf("/* %s */", name);\\n"',
            'printf("/* %s */", name);\n',
            "one",
            id="c-printf-one-file",
        ),
        pytest.param(
            "a.js",
            '"out.write("/* generated */");\\n"',
            'out.write("/* generated */");\n',
            "two",
            id="js-write-banner-drops-b",
        ),
        pytest.param(
            "a.js",
            '"out.write("/* generated */");\\n"',
            'out.write("/* generated */");\n',
            "one",
            id="js-write-banner-one-file",
        ),
        pytest.param(
            "gen.py",
            '"print("/* theme */")\\n"',
            'print("/* theme */")\n',
            "two",
            id="py-print-css-comment",
        ),
        pytest.param(
            "a.c",
            '"puts("/**/");\\n"',
            'puts("/**/");\n',
            "two",
            id="c-puts-empty-comment",
        ),
        pytest.param(
            "gen.py",
            '"print("/* theme */")\\nprint("body { margin: 0 }")\\n"',
            'print("/* theme */")\nprint("body { margin: 0 }")\n',
            "pretty",
            id="py-css-generator-pretty",
        ),
    ],
)
def test_a_block_comment_in_a_code_string_cuts_no_file(
    path: str, content: str, meant: str, shape: str
) -> None:
    result = parse_response(_answer(path, content, shape))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    expected = {path: meant} if shape == "one" else {path: meant, "b.txt": "B\n"}
    assert files == expected, files
