"""hunt41: file texts in triple quotes or backticks (jsonfix/literals.py) whose content holds
what looks like the rest of the document. Expected values by hand: the text the model pasted
between its outer quotes, or a refusal when two readings are honestly open; never a split."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    return [(f.file_path, f.content) for f in result.code.files] if result.usable else None


def _one(quotes: str, path: str, content: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": ' + quotes + content + quotes + "}]}"


@pytest.mark.parametrize(
    ("quotes", "path", "content"),
    [
        # valid Python: a string holding a piece of this very format (a test fixture, a
        # separator); read as a closer, a.py would be 'SEP = ' and a b.py would appear
        ('"""', "a.py", 'SEP = """}, {"path": "b.py", "content": """\nprint(SEP)\n'),
        # a README quoting code spans where a ', key: ' follows one: cut after the first span
        ("`", "README.md", "Use `path`, name: `x` here.\n"),
    ],
    ids=["python-separator", "readme-code-spans"],
)
def test_a_text_holding_what_looks_like_the_rest_is_not_split(
    quotes: str, path: str, content: str
) -> None:
    # what the model meant is one file; a reading into two is open, so refusing is right too
    assert _files(_one(quotes, path, content)) in (None, [(path, content)])


@pytest.mark.parametrize(
    "content",
    [
        '"Doc."\nx = 1\n',  # a one-quote docstring first (stdlib idlelib/filelist.py, lib2to3)
        '""\nx = 1\n',  # an empty string first: five quotes open the text
    ],
    ids=["one-quote-docstring", "empty-string-first"],
)
def test_a_triple_quoted_text_starting_with_a_quote_is_read_as_written(content: str) -> None:
    # """ + "Doc." makes four quotes; the text ends at a lone \n""" that no JSON string
    # reading closes: the model pasted the file between triple quotes
    assert _files(_one('"""', "a.py", content)) in (None, [("a.py", content)])


@pytest.mark.parametrize(
    "key",
    ["description", "title", "name", "message"],
)
def test_a_javascript_object_of_template_literals_is_read_whole(key: str) -> None:
    # an i18n strings module: each value a template literal; ',\n  <key>: `' after one of
    # them reads as the file object's next member, whose literal takes the outer closer
    content = "const strings = {\n  greeting: `hello`,\n  " + key + ": `A friendly app`,\n};\n"
    assert _files(_one("`", "a.js", content)) in (None, [("a.js", content)])


# npm's tiny-relative-date/translations/en-short.js, its lines a refusal still needs kept
_EN_SHORT = (
    "module.exports = {\n"
    "  monthsAgo: (months) => `${Math.round(months / 12 * 52)}w`,\n"
    '  yearsAgo: "{{time}}y",\n'
    '  overAYearAgo: "1y+",\n'
    '  secondsFromNow: "+{{time}}s",\n'
    '  aMinuteFromNow: "+1m",\n'
    '  minutesFromNow: "+{{time}}m",\n'
    '  anHourFromNow: "+1h",\n'
    '  hoursFromNow: "+{{time}}h",\n'
    '  aDayFromNow: "+1d",\n'
    '  daysFromNow: "+{{time}}d",\n'
    '  aWeekFromNow: "+1w",\n'
    '  weeksFromNow: "+{{time}}w",\n'
    "  aMonthFromNow: '+4w',\n"
    "  monthsFromNow: (months) => `+${Math.round(months / 12 * 52)}w`,\n"
    '  aYearFromNow: "+1y",\n'
    '  yearsFromNow: "+{{time}}y",\n'
    '  overAYearFromNow: "+1y+"\n'
)


def test_a_real_module_with_two_template_literals_in_backticks_is_read() -> None:
    assert _files(_one("`", "a.js", _EN_SHORT)) == [("a.js", _EN_SHORT)]


@pytest.mark.parametrize("key", ["summary", "message"])
def test_a_python_dict_of_triple_quoted_texts_is_read_whole(key: str) -> None:
    # prompt templates: '""",\n    "<key>": """' after the first value reads as the file
    # object's next member, whose literal takes the outer closer
    content = (
        'PROMPTS = {\n    "system": """\nYou are helpful.\n""",\n    "'
        + key
        + '": """\nAnswer briefly.\n""",\n}\n'
    )
    assert _files(_one('"""', "prompts.py", content)) in (None, [("prompts.py", content)])


@pytest.mark.parametrize(
    "content",
    [
        'QUERIES = {\n    "users": """\n        SELECT * FROM users\n    """,\n'
        '    "orders": """\n        SELECT * FROM orders\n    """,\n}\n',
        'PROMPTS = {\n    "system": """\nYou are helpful.\n""",\n'
        '    "user": """\nAnswer briefly.\n""",\n}\n',
    ],
    ids=["sql-queries", "prompts-user"],
)
def test_a_plain_python_dict_of_triple_quoted_texts_is_not_refused(content: str) -> None:
    assert _files(_one('"""', "a.py", content)) == [("a.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        "# CLI\n\n- `--port`, default: `8080`\n- `--host`\n",
        # npm's docs/content/commands/npm-fund.md, its browser line
        '* Default: macOS: `"open"`, Windows: `"start"`, Others: `"xdg-open"`\n',
    ],
    ids=["option-default", "npm-fund-browser"],
)
def test_a_plain_markdown_text_in_backticks_is_not_refused(content: str) -> None:
    assert _files(_one("`", "README.md", content)) == [("README.md", content)]


def test_thirty_two_small_modules_with_docstrings_in_triple_quotes_are_read() -> None:
    # a package of 32 small modules, each with a module and a function docstring: the
    # nested weighing of closers (each file's closer reads every later file) spends its
    # budget and the whole answer is refused as no-artifact
    modules = [
        (f"m{i}.py", f'"""Module {i}."""\n\ndef f{i}():\n    """Doc."""\n    return {i}\n')
        for i in range(32)
    ]
    answer = (
        '{"files": ['
        + ", ".join('{"path": "' + p + '", "content": """' + c + '"""}' for p, c in modules)
        + "]}"
    )
    assert _files(answer) == modules


@pytest.mark.parametrize(
    "content",
    ["``a`b`` is code.\n", "``code``\n"],
    ids=["double-span-with-backtick", "double-span-alone"],
)
def test_a_backtick_text_starting_with_a_double_backtick_span_is_read_as_written(
    content: str,
) -> None:
    # the outer backtick and the text's `` make three: no fence, the value of "content"
    assert _files(_one("`", "README.md", content)) in (None, [("README.md", content)])
