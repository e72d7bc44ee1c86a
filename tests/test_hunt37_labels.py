"""hunt37: attacks on fix-labels26's short labels (``File `b.py` ``), a written file introduced
again, and list-item dangling labels.

Expected values by hand, from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

F = "```"
APP = f"**app.py**\n{F}python\nprint(1)\n{F}\n\n"


@pytest.mark.parametrize(
    ("line", "info", "body"),
    [
        # the fence's word names the path's language under another spelling than its suffix:
        # the language agrees, so the short line is the label of the block below
        pytest.param("File `README.md`", "markdown", "# Title\n\nHello\n", id="md-markdown"),
        pytest.param("File `main.h`", "cpp", "int f();\n", id="h-cpp"),
        pytest.param("File `index.htm`", "html", "<p>x</p>\n", id="htm-html"),
        pytest.param("File `run.ps1`", "powershell", "Write-Host hi\n", id="ps1-powershell"),
        pytest.param("Then `b.pl`", "perl", "print 1;\n", id="pl-perl"),
        pytest.param("File `setup.cfg`", "ini", "[metadata]\nname = x\n", id="cfg-ini"),
        pytest.param("File `nginx.conf`", "nginx", "events {}\n", id="conf-nginx"),
        pytest.param("File `.env`", "bash", "DEBUG=1\n", id="env-bash"),
        pytest.param("File `App.vue`", "html", "<template><p>x</p></template>\n", id="vue-html"),
        pytest.param("File `tsconfig.json`", "jsonc", '{"strict": true}\n', id="json-jsonc"),
        pytest.param("File `index.html`", "jinja", "<p>{{ name }}</p>\n", id="html-jinja"),
        pytest.param("File `Dockerfile.dev`", "dockerfile", "FROM python\n", id="dev-dockerfile"),
        pytest.param("File `.bashrc`", "bash", "export A=1\n", id="bashrc-bash"),
    ],
)
def test_a_short_label_over_its_language_spelled_otherwise_keeps_the_file(
    line: str, info: str, body: str
) -> None:
    # "File `README.md`" above a ```markdown block: the model's second file; usable over
    # app.py alone loses it (refusing, as for "File `b.py`" over ```python, is fine)
    path = line.split("`")[1]
    result = parse_response(APP + f"{line}\n{F}{info}\n{body}{F}\n")
    meant_or_refused(result, [("app.py", "print(1)\n"), (path, body)])


UTIL = "def slugify(text):\n    return '-'.join(text.lower().split())\n"
USAGE = "from util import slugify\nprint(slugify('A B'))\n"


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("To use `util.py`:", id="to-use"),
        pytest.param("How to use `util.py`:", id="how-to-use"),
        pytest.param("Using `util.py`:", id="using"),
    ],
)
def test_a_usage_snippet_under_a_line_naming_a_written_file_is_plain(line: str) -> None:
    # the block imports util and calls it, defining none of util.py's names: a usage
    # example, no new version of util.py (refused unlabelled-version today)
    answer = f"**util.py**\n{F}python\n{UTIL}{F}\n\n{line}\n{F}python\n{USAGE}{F}\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("util.py", UTIL)]


@pytest.mark.parametrize(
    "notes",
    [
        pytest.param("\n   Notes:\n   - entry point\n", id="notes-sublist"),
        pytest.param("   - entry point\n", id="sublist-under-fence"),
    ],
)
def test_a_numbered_list_of_files_cut_after_a_sub_item_is_cut(notes: str) -> None:
    # item 1 is app.py's label with its block (and a sub-list of notes under it); the answer
    # ends on item 2's label: a series of labels cut before tests.py's block (finish reason
    # unknown). The line before item 2 is a sub-item of item 1, no list of files without
    # blocks: usable over app.py alone loses tests.py
    answer = f"1. **app.py**\n\n   {F}python\n   print(1)\n   {F}\n{notes}\n2. **tests.py**\n"
    result = parse_response(answer)
    meant_or_refused(result, [("app.py", "print(1)\n"), ("tests.py", "?")])


@pytest.mark.parametrize("line", ["Then `README.md`", "Updated `README.md`"])
def test_a_second_version_under_a_short_line_in_its_language_spelled_otherwise(line: str) -> None:
    # README.md written, then a short line naming it over a ```markdown block that is not a
    # run of its lines: a new version (two versions: refused), never the first one kept stale
    first, second = "# Title\n\nHello\n", "# Title\n\nHello, world\n"
    answer = f"**README.md**\n{F}markdown\n{first}{F}\n\n{line}\n{F}markdown\n{second}{F}\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))


def test_an_answer_ending_on_see_also_after_a_stop_is_not_cut() -> None:
    # as "See `NOTES.md`" (test_fix_labels26): the model said it stopped, and "See also"
    # points to a file, it creates none
    result = parse_response(APP + "See also `docs.md`\n", finish_reason="stop")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "line",
    [
        # "## 2) `b.py`" and "File: `b.py` (new)" are read as b.py's label today; the same
        # label said another way loses b.py
        pytest.param("### Step 2 `b.py`", id="heading-step"),
        pytest.param("### Step 2 — `b.py`", id="heading-step-dash"),
        pytest.param("**Step 2** `b.py`", id="bold-step"),
        pytest.param("Step 2 - `b.py`", id="step-dash"),
        pytest.param("File `b.py` (new)", id="file-new"),
        pytest.param("File `b.py` 👇", id="file-pointing"),
    ],
)
def test_a_label_said_another_way_keeps_or_refuses_the_file(line: str) -> None:
    # the block below is b.py in its language, right under a short line naming it: usable
    # over app.py alone loses b.py (refusing it, unread-path, is fine)
    result = parse_response(APP + f"{line}\n{F}python\nx = 2\n{F}\n")
    meant_or_refused(result, [("app.py", "print(1)\n"), ("b.py", "x = 2\n")])


S1 = "#!/bin/sh\nset -e\npip install -r requirements.txt\n"
S2 = "#!/bin/sh\nset -eu\npip install -r requirements.txt\n"


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("File `setup.sh` (updated)", id="file-updated"),
        pytest.param("### Step 2 `setup.sh`", id="heading-step"),
        pytest.param("`setup.sh` again", id="again"),
        pytest.param("Fixed `setup.sh` 👇", id="fixed-pointing"),
        pytest.param("**Fix** `setup.sh`", id="bold-fix"),
    ],
)
def test_a_second_version_of_a_script_under_a_short_line_is_not_kept_stale(line: str) -> None:
    # setup.sh written, then a line naming it over a new version (set -eu): the script
    # defines no names, so only the line says it is setup.sh again; the first one kept
    # (usable) is stale. Refusing (two versions) or keeping the second is fine.
    answer = f"**setup.sh**\n{F}bash\n{S1}{F}\n\n{line}\n{F}bash\n{S2}{F}\n"
    result = parse_response(answer)
    meant_or_refused(result, [("setup.sh", S2)])


SRC = "import os\nimport sys\n\nprint(os.getcwd())\nprint(sys.argv)\nprint(os.sep)\n"


@pytest.mark.parametrize(
    ("line", "quote"),
    [
        # a quoted line with a comment the model added to explain it
        pytest.param(
            "The key part of `app.py` is:", "print(sys.argv)  # the args\n", id="added-comment"
        ),
        pytest.param("Note how `app.py` works:", "print(sys.argv)  # the args\n", id="note-how"),
    ],
)
def test_an_explained_quote_with_a_comment_added_is_plain(line: str, quote: str) -> None:
    # the line explains a quote of app.py (explains_quote), and the block is app.py's line
    # with a comment added: no new version (refused unlabelled-version today, as the block
    # is not an exact run of app.py's lines)
    answer = f"**app.py**\n{F}python\n{SRC}{F}\n\n{line}\n{F}python\n{quote}{F}\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", SRC)]


def test_a_next_label_as_a_list_item_after_a_summary_item_is_cut() -> None:
    # "**Next:** `tests.py`" at the end is a label cut before its block (finish unknown);
    # as a list item after a summary item it says the same: usable over app.py loses tests.py
    result = parse_response(APP + "Changes:\n- added logging\n- **Next:** `tests.py`\n")
    meant_or_refused(result, [("app.py", "print(1)\n"), ("tests.py", "?")])


def test_a_numbered_label_without_its_block_between_two_files_is_not_skipped() -> None:
    # item 2 labels b.py and item 3 comes with no block for it: b.py's content is missing;
    # usable over app.py and c.py loses b.py (refusing is fine)
    answer = (
        f"1. **app.py**\n\n{F}python\nprint(1)\n{F}\n\n2. **b.py**\n\n"
        f"3. **c.py**\n\n{F}python\nx = 3\n{F}\n"
    )
    result = parse_response(answer)
    meant_or_refused(result, [("app.py", "print(1)\n"), ("b.py", "?"), ("c.py", "x = 3\n")])
