"""hunt17-legacy: attacks on fix-legacy14 (0008635, f853f3c, 1e1edda) and the lead's
``closing._names_with_values`` (c72406f): legacy all-JSON answers whose other keys, or a JSON
value or a second answer after them, say the files differ from what ``files`` holds.

How searched: for each rule the commits added (a path that is no string, bare paths in paired
marks by Unicode category, ``_described``/``_prose``/``_VERSION_RANGE`` for other keys,
``_command_key`` and code spans, ``closing._holds_text``/``json_edit`` for JSON after the
answer, ``document._intro_of_replaced`` for two answers), hand-written probes in /tmp asking
"is there another reading?": edits spelled as verb keys, JSON Patch of the answer itself, prose
(not code spans) in other keys, the intro of a correction that names the earlier answer,
quotation marks of other languages in either direction, and ordinary descriptions, pins and
summaries a model writes beside files. ``benchmarks/hunt_hunt17-legacy.py`` counts the
families. Expected values written by hand from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]
_AS_WRITTEN = [("src/a.py", "x = 1\n")]


def _legacy(files: list[dict[str, str]] | None = None, **others: Any) -> str:
    return json.dumps({"files": _A if files is None else files, **others}, indent=2)


def _refused(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))


def _usable_as(text: str, meant: list[tuple[str, str]]) -> None:
    result = parse_response(text)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == meant


# --- wrong results -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "after",
    [
        {"delete": ["src/a.py"]},
        {"remove": "src/a.py"},
        {"rename": "src/a.py -> src/b.py"},
        {"mv": ["src/a.py", "src/b.py"]},
        {"action": "delete", "files": ["src/a.py"]},
        {"status": "moved", "files": ["src/a.py", "src/b.py"]},
    ],
    ids=["delete-list", "remove-str", "rename-arrow", "mv-row", "action-delete-list", "moved-list"],
)
def test_a_json_value_after_the_answer_whose_key_or_status_says_a_file_goes(after: Any) -> None:
    # closing._holds_text sees a file going only as a status key's value beside a path
    # string; a verb key over a path (list) or a status beside a list of paths is a "report"
    _refused(_legacy() + "\n\n" + json.dumps(after) + "\n")


def test_a_json_patch_of_the_answer_after_it_is_weighed() -> None:
    # RFC 6902 patch of the answer document: files[0].content becomes "x = 2\n"
    patch = [{"op": "replace", "path": "/files/0/content", "value": "x = 2\n"}]
    meant_or_refused(parse_response(_legacy() + "\n\n" + json.dumps(patch) + "\n"), [])


@pytest.mark.parametrize(
    "note",
    [
        "Also delete src/a.py afterwards.",
        "Rename src/a.py to src/main.py before running.",
        "Afterwards, run sed -i s/1/2/ src/a.py to switch it.",
        "Then change x to 2 in src/a.py.",
    ],
    ids=["delete", "rename", "sed-unquoted", "change"],
)
def test_prose_in_another_key_that_changes_a_held_file_is_weighed_as_prose_after(
    note: str,
) -> None:
    # the same sentence after the answer is refused (changed-after); in "notes" only its
    # code spans are weighed
    _refused(_legacy(notes=note))


def test_a_correction_whose_intro_names_the_previous_answer_is_not_dropped() -> None:
    draft = json.dumps({"files": [{"file_path": "app.py", "content": "x = 1\n"}]}, indent=2)
    fixed = json.dumps({"files": [{"file_path": "main.py", "content": "x = 2\n"}]}, indent=2)
    text = (
        f"Here:\n\n{draft}\n\nSorry, my previous answer had a bug. Here it is again:\n\n{fixed}\n"
    )
    meant_or_refused(parse_response(text), [("main.py", "x = 2\n")])


@pytest.mark.parametrize(
    "path",
    ["\u00bbsrc/a.js\u00ab", "\u201asrc/a.js\u2018", "\uff1csrc/a.js\uff1e"],
    ids=["guillemets-reversed", "german-single", "fullwidth-angle"],
)
def test_a_bare_path_in_marks_that_pair_the_other_way_round_is_refused(path: str) -> None:
    # guillemets reversed (Danish, German: Pf ... Pi), German single low-9 and left single
    # marks (Ps ... Pi), fullwidth less/greater-than signs (Sm ... Sm)
    meant_or_refused(
        parse_response('{"files": [{"file_path": ' + path + ', "content": "x"}]}'),
        [("src/a.js", "x")],
    )


def test_a_line_of_code_in_plain_words_under_a_held_path_is_no_description() -> None:
    # _described: two plain words under a held path whose text is code read as a description
    _refused(_legacy(append={"src/a.py": "import sys"}))


def test_a_json_report_in_a_fence_that_gives_another_value_is_weighed() -> None:
    # outside a fence {"src/a.py": {"x": 2}} is weighed as x = 2 against the file (refused);
    # in a json fence after the answer it is not
    text = _legacy() + "\n\n```json\n" + json.dumps({"src/a.py": {"x": 2}}) + "\n```\n"
    _refused(text)


def test_steps_as_a_list_in_another_key_that_edit_a_held_file_are_weighed() -> None:
    # same class as the prose above: a list of steps, none starting with a command
    _refused(_legacy(instructions=["Open src/a.py", "Replace x = 1 with x = 2"]))


def test_file_text_of_plain_words_under_a_path_line_in_notes_is_a_second_reading() -> None:
    # _prose: "src/a.py:" and "import os" are plain words, so the lines read as prose,
    # not as src/a.py's text given again
    _refused(_legacy(notes="src/a.py:\nimport os\nimport sys"))


def test_a_make_target_that_rewrites_a_held_file_is_weighed() -> None:
    # _command_key: "make" is no word of a command key; under "run" the same is refused
    _refused(_legacy(makeTargets={"fix": "2to3 -w src/a.py"}))


@pytest.mark.parametrize(
    "intro",
    [
        "For reference, the original code before my fix:",
        "Here's what it looked like before the update:",
        "Old version (now replaced):",
        "For comparison, the code as it was:",
        "This is what you had:",
    ],
    ids=["before-my-fix", "before-the-update", "now-replaced", "as-it-was", "what-you-had"],
)
def test_an_original_quoted_after_the_answer_is_not_taken_as_the_correction(intro: str) -> None:
    # _intro_of_replaced gives way to any word of a new version ("fix", "update", "now") and
    # knows no other words; then the last answer (the original) is taken and the answer
    # before it is not weighed
    new = json.dumps({"files": [{"file_path": "app.py", "content": "x = 2\n"}]}, indent=2)
    old = json.dumps({"files": [{"file_path": "app.py", "content": "x = 1\n"}]}, indent=2)
    text = f"Here is the updated code:\n\n{new}\n\n{intro}\n\n{old}\n"
    meant_or_refused(parse_response(text), [("app.py", "x = 2\n")])


@pytest.mark.parametrize(
    "others",
    [
        {"files_to_delete": ["src/a.py"]},
        {"deleted": [{"file_path": "src/a.py"}]},
        {"removed_files": [{"path": "src/a.py", "reason": "unused"}]},
    ],
    ids=["path-list", "file-objects", "objects-with-reason"],
)
def test_another_key_that_deletes_a_held_file_is_weighed(others: dict[str, Any]) -> None:
    # "Also delete src/a.py." after the answer is refused; under a key the walk sees only
    # file text and commands, not a path listed under a key that says it goes
    _refused(_legacy(**others))


# --- false refusals ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "packages",
    [
        {"socket.io": "4.7.2"},
        {"chart.js": "4.4.0", "react": "18.2.0"},
        {"zope.interface": "6.1"},
        {"backports.zoneinfo": "~=0.2.1"},
    ],
    ids=["npm-exact", "npm-exact-two", "pypi-exact", "pep440-compatible"],
)
def test_an_exact_pin_of_a_dotted_package_is_no_file_text(packages: dict[str, str]) -> None:
    _usable_as(_legacy(packages=packages), _AS_WRITTEN)


@pytest.mark.parametrize(
    "description",
    [
        "Entrypoint",
        "The entry-point module",
        "Main module (CLI)",
        "Módulo principal",
        "Sets `x` to 1",
    ],
    ids=["one-word", "hyphen", "parentheses", "accents", "code-span"],
)
def test_an_ordinary_description_of_a_held_file_leaves_it_usable(description: str) -> None:
    _usable_as(_legacy(file_descriptions={"src/a.py": description}), _AS_WRITTEN)


def test_a_description_of_a_file_not_written_leaves_the_answer_usable() -> None:
    _usable_as(_legacy(file_descriptions={"src/b.py": "Helper module, unchanged"}), _AS_WRITTEN)


def test_a_description_of_requirements_txt_leaves_it_usable() -> None:
    files = [
        {"file_path": "requirements.txt", "content": "flask\nrequests\n"},
        {"file_path": "app.py", "content": "import flask\n"},
    ]
    descriptions = {"requirements.txt": "Python dependencies", "app.py": "Flask app"}
    _usable_as(
        _legacy(files, file_descriptions=descriptions),
        [("requirements.txt", "flask\nrequests\n"), ("app.py", "import flask\n")],
    )


def test_a_multi_line_explanation_naming_a_held_file_leaves_it_usable() -> None:
    explanation = "I created src/a.py.\n\nIt sets x = 1 so the tests pass."
    _usable_as(_legacy(explanation=explanation), _AS_WRITTEN)


def test_a_project_tree_as_nested_objects_leaves_it_usable() -> None:
    _usable_as(_legacy(structure={"src": {"a.py": "main module"}}), _AS_WRITTEN)


@pytest.mark.parametrize(
    ("content", "report"),
    [("DEBUG = True\n", {"DEBUG": True}), ("NAME = None\n", {"NAME": None})],
    ids=["true", "null"],
)
def test_a_report_of_a_python_constant_in_json_spelling_leaves_it_usable(
    content: str, report: dict[str, object]
) -> None:
    # closing._names_with_values weighs {"DEBUG": true} as DEBUG = true; the file says True
    text = _legacy([{"file_path": "src/a.py", "content": content}])
    _usable_as(
        text + "\n\nSummary: " + json.dumps({"src/a.py": report}) + "\n", [("src/a.py", content)]
    )


@pytest.mark.parametrize(
    "after",
    [
        "And a tsconfig for later:\n\n```json\n{}\n```\n",
        "Example response:\n\n{}\n",
    ],
    ids=["fenced-config", "example-response"],
)
def test_a_longer_json_example_after_a_short_answer_leaves_the_answer(after: str) -> None:
    # the longest JSON value is taken as the document, though only the answer has the
    # legacy keys: the result holds no files (no_artifact)
    value = {"compilerOptions": {"target": "ES2022", "module": "NodeNext", "strict": True}}
    value["compilerOptions"].update({"outDir": "dist", "rootDir": "src", "esModuleInterop": True})
    text = _legacy() + "\n\n" + after.format(json.dumps(value, indent=2))
    _usable_as(text, _AS_WRITTEN)


@pytest.mark.parametrize(
    "snippet",
    [
        {"name": "demo", "main": "src/a.py", "private": True},
        {"builds": [{"src": "src/a.py", "use": "@vercel/python"}]},
    ],
    ids=["package-main", "vercel-builds"],
)
def test_a_config_snippet_naming_a_written_file_in_a_fence_leaves_it_usable(
    snippet: dict[str, Any],
) -> None:
    # closing.json_edit: a path among an object's strings beside another string member
    # that is no status is read as an edit of the file ({"from": ..., "to": ...})
    text = _legacy() + "\n\nAdd this to your config:\n\n```json\n" + json.dumps(snippet) + "\n```\n"
    _usable_as(text, _AS_WRITTEN)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("next_steps", ["Review src/a.py"]),
        ("tasks", ["Write tests for src/a.py"]),
        ("run_instructions", "Run src/a.py with Python 3.11."),
        ("build", {"entry": "src/a.py", "tool": "pyinstaller"}),
    ],
    ids=["next-steps", "tasks", "run-instructions", "build-entry"],
)
def test_prose_or_a_path_under_a_key_named_for_commands_leaves_it_usable(
    key: str, value: Any
) -> None:
    # _command_key: every string under the key is a command; a sentence (or a path) naming
    # a held file is then an unknown command that names it
    _usable_as(_legacy(**{key: value}), _AS_WRITTEN)


# --- twins of the rules that fixed the false refusals above (fix-legacy18) ---------------


@pytest.mark.parametrize(
    "packages",
    [
        {"src/version.py": "1.0"},  # a path with a folder: no package's name
        {"src/VERSION": "1.2.3"},
        {"zope.interface": "x = 2"},  # no version by PEP 440's grammar
        {"socket.io": "4.7.2\nx = 2"},
        {"VERSION.txt": "1.2.3"},  # a kind of file (stdlib's table) and no dependency map
        {"chart.js": "4.4.0", "src/b.js": "x = 2"},  # a sibling that is no version
    ],
    ids=["path-py", "path-version-file", "not-a-version", "two-lines", "txt", "not-a-map"],
)
def test_a_pin_under_a_path_or_no_pin_under_a_package_stays_refused(
    packages: dict[str, str],
) -> None:
    _refused(_legacy(packages=packages))


def test_an_exact_pin_named_like_a_file_the_answer_writes_stays_refused() -> None:
    # "chart.js" alone in an answer that writes .js files may be a file's text
    files = [{"file_path": "src/a.js", "content": "x = 1\n"}]
    _refused(_legacy(files, packages={"chart.js": "4.4.0"}))


@pytest.mark.parametrize(
    "description",
    ["x = 2", "`x = 2`", "print(x)", "import sys", "pass", "x = 2  # Main module (CLI)"],
    ids=["assignment", "code-span-only", "call", "import", "pass", "code-with-comment"],
)
def test_a_description_that_is_python_text_of_a_held_python_file_stays_refused(
    description: str,
) -> None:
    # Python's parser reads each as a statement: the file's changed text, not words about it
    _refused(_legacy(file_descriptions={"src/a.py": description}))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("src/b.py", "x = 2"),
        ("src/b.py", "import os"),
        ("src/b.json", '{"a": 1}'),
        ("notes.txt", "Remember the milk"),  # no grammar asked: may be the file's text
        ("README.md", "My project"),
    ],
    ids=["py-assignment", "py-import", "json", "txt-words", "markdown-words"],
)
def test_text_of_a_file_not_written_that_its_grammar_reads_stays_refused(
    path: str, text: str
) -> None:
    _refused(_legacy(file_descriptions={path: text}))


@pytest.mark.parametrize(
    "text",
    ["flask==3.0", "requests", "flask[async] >= 3.0 ; python_version > '3.8'", "-r base.txt"],
    ids=["pin", "name", "extras-marker", "option"],
)
def test_a_requirement_line_under_a_held_requirements_file_stays_refused(text: str) -> None:
    files = [{"file_path": "requirements.txt", "content": "flask\n"}]
    _refused(_legacy(files, file_descriptions={"requirements.txt": text}))


@pytest.mark.parametrize(
    "tree",
    [{"src": {"a.py": "x = 2"}}, {"src/": {"a.py": "import os"}}, {"src": {"b.py": "x = 2"}}],
    ids=["held-changed", "folder-slash", "not-written"],
)
def test_file_text_in_a_project_tree_stays_refused(tree: dict[str, Any]) -> None:
    _refused(_legacy(structure=tree))


@pytest.mark.parametrize(
    "explanation",
    [
        "I changed src/a.py.\nx = 2",
        "Updated src/a.py:\nX = 2.",  # ends with a full stop, but Python reads it
        "--- a/src/a.py\n+++ b/src/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2",
        "I created src/a.py.\n\nThen delete src/a.py.",
    ],
    ids=["code-line", "code-with-stop", "diff", "sentence-that-deletes"],
)
def test_a_multi_line_text_with_code_or_a_change_of_a_held_file_stays_refused(
    explanation: str,
) -> None:
    _refused(_legacy(explanation=explanation))


@pytest.mark.parametrize(
    "step",
    [
        "sed -i s/1/2/ src/a.py",
        "Rename src/a.py to src/b.py",
        "Delete src/a.py",
        "Run `sed -i s/1/2/ src/a.py`",
        "Echo x = 2 > src/a.py",  # cmd.exe reads Echo as echo
        "Del src/a.py",
        "Copy src/b.py src/a.py",
        "Type src/b.py > src/a.py",
    ],
    ids=["sed", "rename", "delete", "code-span", "echo-cmd", "del-cmd", "copy-cmd", "type-cmd"],
)
def test_a_step_under_a_key_named_for_commands_that_changes_a_held_file_stays_refused(
    step: str,
) -> None:
    _refused(_legacy(next_steps=[step]))


_CONFIG = {"compilerOptions": {"target": "ES2022", "module": "NodeNext", "strict": True}}
_CONFIG["compilerOptions"].update({"outDir": "dist", "rootDir": "src", "esModuleInterop": True})


@pytest.mark.parametrize(
    "after",
    [
        {"src/a.py": "x = 2", **_CONFIG},  # a held path's new text: weighed after the answer
        {"scripts": {"fix": "sed -i s/1/2/ src/a.py"}, **_CONFIG},
        {"delete": ["src/a.py"], **_CONFIG},
        {"file_path": "src/b.py", "content": "y = 2\n" * 20},  # a file: the longest kept
        [{"file_path": "src/b.py", "content": "y = 2\n" * 20}],
    ],
    ids=["held-path", "command", "delete", "file-object", "file-list"],
)
def test_a_longer_json_value_after_the_answer_that_changes_or_adds_a_file_stays_refused(
    after: Any,
) -> None:
    # jsonfix.document takes the one answer over a longer value after it only when that
    # value has none of the answer's keys and names no file; the reader weighs it then
    _refused(_legacy() + "\n\nAlso:\n\n" + json.dumps(after, indent=2) + "\n")


def test_a_dotfile_key_with_text_beside_files_is_weighed() -> None:
    # the model meant a file .nvmrc holding 18.17.0, which the result does not hold
    _refused(_legacy(config_files={".nvmrc": "18.17.0"}))


# --- checked and holding (regression tests) ------------------------------------------------


@pytest.mark.parametrize(
    "after",
    [{"renames": {"src/a.py": "src/b.py"}}, {"moved_to": "src/b.py", "file": "src/a.py"}],
    ids=["path-key", "members"],
)
def test_renames_as_path_keys_or_from_to_members_after_the_answer_are_refused(after: Any) -> None:
    _refused(_legacy() + "\n\nResult: " + json.dumps(after) + "\n")


@pytest.mark.parametrize(
    "intro",
    ["Oops, the earlier version was missing a line:", "Ignore the earlier answer:"],
    ids=["earlier-version", "ignore-earlier"],
)
def test_a_correction_of_the_same_file_after_an_intro_naming_the_earlier_one_is_refused(
    intro: str,
) -> None:
    draft = json.dumps({"files": [{"file_path": "app.py", "content": "x = 1\n"}]}, indent=2)
    fixed = json.dumps({"files": [{"file_path": "app.py", "content": "x = 2\n"}]}, indent=2)
    meant_or_refused(parse_response(f"{draft}\n\n{intro}\n\n{fixed}\n"), [("app.py", "x = 2\n")])


@pytest.mark.parametrize(
    "path",
    ["\u201ea.js\u201c", "\u201da.js\u201d", "\u2019a.js\u2019"],
    ids=["low", "swedish", "single"],
)
def test_smart_quotes_around_a_path_read_as_quotes(path: str) -> None:
    _usable_as('{"files": [{"file_path": ' + path + ', "content": "x"}]}', [("a.js", "x")])
