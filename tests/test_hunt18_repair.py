"""hunt18-repair: attacks on fix-repair21 (legacy_paths.join_path_keys and folder_of_answer,
legacy._files_after, the scalar/quote rules of scalars.py and quotes.py).

How: read the four commits, listed each rule, and for each asked what other reading a model's
answer may have: other spellings of a folder key (camelCase, ``folder_name``, ``subdirectory``),
folder values with dots (``..``, ``.config``, ``../shared``) or holding the whole path, a second
file object in a fence of its own after the answer; probes in /tmp, then the families of
``benchmarks/hunt_hunt18-repair.py``. Each test asserts what the model meant: usable only over
exactly the meant files (``meant_or_refused``), or not usable.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response
from artifact_codec.jsonfix.repair import repair_json_report


def _answer(answer: dict[str, Any]) -> str:
    return json.dumps(answer, indent=2)


# --- join_path_keys: folder keys the list does not hold --------------------------------------


@pytest.mark.parametrize(
    "key",
    ["folderPath", "directoryPath", "folder_name", "subdirectory", "parent_dir", "location"],
)
def test_a_folder_under_another_spelling_is_not_dropped(key: str) -> None:
    # {"filename": "App.tsx", "folderPath": "src/components"}: the file is
    # src/components/App.tsx; written at the root, CLEAN, the folder silently a field.
    item = {"filename": "App.tsx", key: "src/components", "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    meant_or_refused(result, [("src/components/App.tsx", "x")])


@pytest.mark.parametrize("key", ["projectDir", "rootDir", "baseDir", "output_dir"])
def test_an_answer_folder_under_another_spelling_is_not_dropped(key: str) -> None:
    # {"projectDir": "backend", "files": [{"path": "app.py"}]}: 'project_dir' refuses app.py
    # (not in the folder); its camelCase spelling writes app.py at the root (recovered).
    result = parse_response(
        _answer({key: "backend", "files": [{"path": "app.py", "content": "x"}]})
    )
    meant_or_refused(result, [("backend/app.py", "x")])


# --- join_path_keys: folder values ---------------------------------------------------------


def test_a_folder_that_holds_the_whole_path_is_not_joined_again() -> None:
    # {"filename": "a.py", "directory": "src/a.py"}: joined as src/a.py/a.py (recovered).
    item = {"filename": "a.py", "directory": "src/a.py", "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    meant_or_refused(result, [("src/a.py", "x")])


@pytest.mark.parametrize(
    ("folder", "path"),
    [
        ("github", ".github/workflows/ci.yml"),
        (".config", "config/a.py"),
        ("../shared", "shared/a.py"),
    ],
    ids=["dot-in-path", "dot-in-folder", "parent-folder"],
)
def test_a_path_outside_its_folder_but_for_dots_is_refused(folder: str, path: str) -> None:
    # 'path.lstrip("./")' strips every leading '.' and '/': '.config' and 'config/a.py' are
    # "in" one another; the path is kept (clean), the folder key silently dropped.
    item = {"path": path, "folder": folder, "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize("folder", ["..", "../"])
def test_a_parent_folder_key_is_not_ignored(folder: str) -> None:
    # {"filename": "a.py", "directory": ".."}: the file is ../a.py, outside the project;
    # the folder is skipped (its value is all dots and slashes) and a.py written (clean).
    item = {"filename": "a.py", "directory": folder, "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    assert not result.usable, (result.status, files_of(result))


# --- _files_after ----------------------------------------------------------------------------


def test_a_file_object_in_a_fence_after_the_answer_refuses_it() -> None:
    # The answer in one ```json fence, a last file in a second fence: the answer read alone
    # (repaired, a.py only); unfenced, the same text is refused by _files_after.
    text = (
        "```json\n"
        + _answer({"files": [{"path": "a.py", "content": "x"}]})
        + "\n```\n\nAnd the last file:\n\n```json\n"
        + _answer({"path": "b.py", "content": "y"})
        + "\n```\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x"), ("b.py", "y")])


def test_a_file_object_after_the_answer_unfenced_is_refused() -> None:
    # (holds: the rule's own case, and a list of file objects after it)
    for after in ({"path": "b.py", "content": "y"}, [{"path": "b.py", "content": "y"}]):
        text = _answer({"files": [{"path": "a.py", "content": "x"}]}) + "\n\n" + _answer(after)
        meant_or_refused(parse_response(text), [("a.py", "x"), ("b.py", "y")])


# --- checked and holding ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("item", "meant"),
    [
        ({"fileName": "a.py", "dirName": "src", "content": "x = 1"}, "src/a.py"),
        ({"filename": "a.py", "directory": "./src", "content": "x = 1"}, "src/a.py"),
        ({"name": ".env", "path": "config/", "content": "x = 1"}, "config/.env"),
        (
            {"name": "utils", "path": "src/utils/helpers.py", "content": "x = 1"},
            "src/utils/helpers.py",
        ),
    ],
    ids=["camel-dirname", "dot-slash-folder", "dotfile-name", "name-is-a-folder"],
)
def test_joins_that_hold(item: dict[str, str], meant: str) -> None:
    result = parse_response(_answer({"files": [item]}))
    assert result.usable
    assert files_of(result) == [(meant, "x = 1")]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("{_id: ObjectId('a\\'b\"c')}", {"_id": "a'b\"c"}),
        ('{"d": Date("x") /* ) , */ , "e": 1}', {"d": "x", "e": 1}),
        ('{"size": 13.3\u201d, "b": 2}', {"size": "13.3\u201d", "b": 2}),
        ('{"a": 10\u219220, "b": 1}', {"a": "10\u219220", "b": 1}),
    ],
    ids=["mongo-single-quote-escapes", "mongo-comment-with-closer", "inch-mark", "arrow"],
)
def test_scalar_rules_that_hold(text: str, meant: dict[str, Any]) -> None:
    assert json.loads(repair_json_report(text).text) == meant


# --- quotes.ClosingQuotes: a smart closing quote before ', “key”:' -------------------------


def test_smart_quoted_prose_in_a_smart_quoted_answer_keeps_its_words() -> None:
    # An answer written all in smart quotes (a chat client's rendering), a Markdown file whose
    # prose quotes two words: 'Say “hi”, “bye”: ok'. The rule ends the content at '“hi', the
    # rest read as an extra field {"bye": "ok”"} (repaired, no guess reported): the file
    # loses its words. The value after the "key" is a bare word ending in the closing quote
    # of the content, the sign that it was no member.
    text = "{“files”: [{“path”: “README.md”, “content”: “Say “hi”, “bye”: ok”}]}"
    meant_or_refused(parse_response(text), [("README.md", "Say “hi”, “bye”: ok")])


def test_a_one_line_answer_before_an_indented_file_list_is_not_dropped() -> None:
    # '{"files": [a.py]}' on one line, then the last file as an indented list '[{b.py}]': the
    # list is the longer value, kept alone (repaired, b.py only); the answer before it is
    # dropped as leading text, which _files_after (text after the answer) never looks at.
    text = (
        json.dumps({"files": [{"path": "a.py", "content": "x"}]})
        + "\n\n"
        + json.dumps([{"path": "b.py", "content": "y"}], indent=2)
        + "\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x"), ("b.py", "y")])


# --- rawcode.crlf_line_ends --------------------------------------------------------------------


def test_a_crlf_string_read_raw_reads_its_tab_escapes_too() -> None:
    # A Makefile with CRLF line ends whose writer escaped the CR and the recipe tabs but left
    # the LF raw and a regular expression's backslashes unescaped: read raw, the '\r' before
    # each LF is read as a CR (crlf_line_ends) but each '\t' stays a backslash and a 't' (the
    # recipe lines lose their tab: make fails). The '\r' escapes show a writer of JSON escapes.
    text = (
        '{"files": [{"path": "Makefile", "content": "build:\\r\n\\tgo build ./...\\r\n\\r\n'
        "check:\\r\n\\tgrep -E '[0-9]+\\.\\d+' VERSION\\r\n\"}]}"
    )
    meant = "build:\r\n\tgo build ./...\r\n\r\ncheck:\r\n\tgrep -E '[0-9]+\\.\\d+' VERSION\r\n"
    meant_or_refused(parse_response(text), [("Makefile", meant)])


# --- comments before structure (readings.closer_of_lost_opener's comment skip) ---------------


@pytest.mark.parametrize(
    "text",
    ['{"a": {"b": 1}} // note\n, "c": 2}', '{"a": {"b": 1}} /* x */, "c": 2}'],
    ids=["line-comment", "block-comment"],
)
def test_an_extra_closer_before_a_comment_keeps_the_members_after_it(text: str) -> None:
    # '{"a": {"b": 1}}\n, "c": 2}' is read as an extra '}' (c kept); with a comment after the
    # closer the document ends there and '"c": 2' is dropped as trailing text (a string-end
    # guess): the comment skip added for a lost opener's closer is not made for an extra one.
    assert json.loads(repair_json_report(text).text) == {"a": {"b": 1}, "c": 2}


# --- join_path_keys: more readings --------------------------------------------------------------


@pytest.mark.parametrize("folder", ["~/proj", "~", "$HOME/app"])
def test_a_home_folder_key_is_not_a_folder_in_the_project(folder: str) -> None:
    # folder_of_answer takes '~/...' beside 'files' as the project's place on the model's
    # machine (the paths relative to it); join_path_keys joins it into the path, a folder
    # literally named '~' (or '$HOME') in the project: '~/proj/a.py' (recovered).
    item = {"filename": "a.py", "directory": folder, "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    meant_or_refused(result, [("a.py", "x")])


def test_a_name_that_is_another_path_is_not_dropped() -> None:
    # {"name": "src/a.py", "path": "lib/a.py"}: two paths; 'name' with a '/' is no file name
    # (_FILE_NAME) so it is never weighed: lib/a.py written clean, the other path a field.
    item = {"name": "src/a.py", "path": "lib/a.py", "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    assert not result.usable, (result.status, files_of(result))


def test_a_name_beside_a_path_that_ends_with_it_and_a_slash_is_not_joined_again() -> None:
    # {"name": "a.py", "path": "src/a.py/"}: the path already names the file; joined into
    # src/a.py/a.py (recovered).
    item = {"name": "a.py", "path": "src/a.py/", "content": "x"}
    result = parse_response(_answer({"files": [item]}))
    meant_or_refused(result, [("src/a.py", "x")])


@pytest.mark.parametrize(
    "after",
    [
        "{'path': 'b.py', 'content': 'y'}",
        '{path: "b.py", content: "y"}',
        "{“path”: “b.py”, “content”: “y”}",
    ],
    ids=["single-quotes", "bare-keys", "smart-quotes"],
)
def test_a_file_object_after_the_answer_in_other_quotes_refuses_it(after: str) -> None:
    # _files_after looks for '"content":' in straight double quotes: the same last file written
    # in single quotes, with bare keys or in smart quotes (slips the repair layer reads
    # anywhere else) is dropped as trailing text, the answer usable without it (repaired).
    text = _answer({"files": [{"path": "a.py", "content": "x"}]}) + "\n\n" + after + "\n"
    meant_or_refused(parse_response(text), [("a.py", "x"), ("b.py", "y")])
