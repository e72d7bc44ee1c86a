"""fix-labels27: rules added for hunt37's findings that its tests do not pin down alone.

Expected values by hand, from what the model meant."""

from __future__ import annotations

from meant import files_of

from artifact_codec import parse_response

F = "```"


def test_a_bulleted_label_without_its_block_between_two_files_is_refused() -> None:
    # the same list of files with bullets: b.py's content never came
    answer = (
        f"- **app.py**\n\n{F}python\nprint(1)\n{F}\n\n- **b.py**\n\n"
        f"- **c.py**\n\n{F}python\nx = 3\n{F}\n"
    )
    result = parse_response(answer)
    assert not result.usable, files_of(result)
    assert any(d.code == "missing-content" for d in result.diagnostics)


def test_an_item_of_another_list_between_two_files_is_no_missing_file() -> None:
    # a bullet under numbered files is a note of another list (a file it points to), not an
    # item of the list of files: both files are written as labelled
    answer = (
        f"1. **app.py**\n\n{F}python\nprint(1)\n{F}\n\n- **docs.md**\n\n"
        f"2. **c.py**\n\n{F}python\nx = 3\n{F}\n"
    )
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n"), ("c.py", "x = 3\n")]


def test_a_short_label_in_a_language_known_to_differ_stays_a_mention() -> None:
    # python and bash are both in the one language table and differ: "File `app.py`" over a
    # bash block that runs it mentions the file
    answer = f"**app.py**\n{F}python\nprint(1)\n{F}\n\nFile `app.py`\n{F}bash\npython app.py\n{F}\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


UTIL = "def slugify(text):\n    return '-'.join(text.lower().split())\n"


def test_a_block_importing_a_written_file_and_defining_its_names_is_a_new_version() -> None:
    # it imports util and defines slugify again: which slugify is meant is not written
    block = "from util import slugify\n\ndef slugify(text):\n    return text\n"
    answer = f"**util.py**\n{F}python\n{UTIL}{F}\n\nTo use `util.py`:\n{F}python\n{block}{F}\n"
    result = parse_response(answer)
    assert not result.usable, files_of(result)


def test_a_script_importing_a_module_of_the_same_last_name_is_a_new_version() -> None:
    # path.py written, then a new version of it that imports os.path: os.path is not the
    # module path.py is, so the block is no usage of it (a new version: refused)
    first, second = "print(1)\n", "import os.path\nprint(os.path.sep)\n"
    answer = (
        f"**path.py**\n{F}python\n{first}{F}\n\nNow update `path.py`:\n{F}python\n{second}{F}\n"
    )
    result = parse_response(answer)
    assert not result.usable, files_of(result)


def test_a_javascript_usage_of_a_written_module_is_plain() -> None:
    util = "export function slugify(text) {\n  return text.toLowerCase();\n}\n"
    usage = "const { slugify } = require('./util');\nconsole.log(slugify('A'));\n"
    answer = f"**util.js**\n{F}js\n{util}{F}\n\nTo use `util.js`:\n{F}js\n{usage}{F}\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("util.js", util)]


def test_an_explained_quote_with_a_changed_line_and_a_comment_is_a_new_version() -> None:
    # the line before the comment is no line of app.py (argv[1]): the block changes it
    src = "import sys\n\nprint(sys.argv)\n"
    quote = "print(sys.argv[1])  # the args\n"
    answer = (
        f"**app.py**\n{F}python\n{src}{F}\n\nThe key part of `app.py` is:\n{F}python\n{quote}{F}\n"
    )
    result = parse_response(answer)
    assert not result.usable, files_of(result)


def test_a_line_of_many_closes_in_one_code_span_is_read_in_linear_time() -> None:
    # hostile: an inline opener its paragraph does not close, then one code span holding
    # many "-->": each close is weighed once
    import time

    def took(n: int) -> float:
        answer = (
            "Comments start with <!-- here.\n\n"
            f"**index.html**\n{F}html\n<p>x</p>\n{F}\n\n"
            "Close with `" + "--> " * n + "`.\n"
        )
        begin = time.perf_counter()
        parse_response(answer)
        return time.perf_counter() - begin

    took(1000)
    assert took(40000) < 20 * took(4000) + 0.5


def test_a_close_after_a_code_span_on_a_later_line_still_closes_the_opener() -> None:
    # the --> stands outside the span: read as the close, the file lies in the comment
    page = "<p>Hi</p>\n"
    answer = (
        "HTML comments start with <!-- and end later.\n\n"
        f"**index.html**\n{F}html\n{page}{F}\n\nSee `x` -->.\n"
    )
    result = parse_response(answer)
    assert not result.usable, files_of(result)
    assert any(d.code == "file-in-comment" for d in result.diagnostics)


def test_an_explained_quote_elided_with_dots_is_plain() -> None:
    # open: a quote of app.py with "..." for the lines left out is no exact run of its lines
    src = "import os\nimport sys\n\nprint(os.getcwd())\nprint(sys.argv)\nprint(os.sep)\n"
    quote = "import os\n...\nprint(sys.argv)\n"
    answer = (
        f"**app.py**\n{F}python\n{src}{F}\n\nThe key part of `app.py` is:\n{F}python\n{quote}{F}\n"
    )
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", src)]
