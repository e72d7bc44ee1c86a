"""Findings of a fifth attack on the lenient reader, after the label-note, elision and
command-effect rules: usable results whose files differ from what the model meant, and ordinary
answers the new rules refuse.

A "meant or refused" test passes when the answer is read as the model meant it or is not usable;
it fails when the answer comes back usable (clean, recovered or repaired) with other files than
the model meant, or with files that a command after them changes (the model meant the changed
files, which the answer does not hold: only a refusal is right). Found by hand probes of each
rule of ``docs/lenient.md`` and counted by ``benchmarks/hunt_hunt5-readers.py`` (real files
rendered as models write them).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, hybrid_doc, meant_or_refused

from artifact_codec import parse_response

APP = "def f():\n    return 1\n"
MANIFEST = '{\n  "name": "x",\n  "version": "1.0.0"\n}\n'
DELIMITER = "===FILE_CONTENT_BLOCK==="


def _after_end(command: str) -> str:
    """Our format's answer (app.py, package.json), then run instructions in a shell block."""
    doc = hybrid_doc(("app.py", APP), ("package.json", MANIFEST))
    return doc + "\nThen run:\n\n```bash\n" + command + "\n```\n"


# -- commands after the end marker that write a written file, read as changing nothing -------


@pytest.mark.parametrize(
    "command",
    [
        # the sed `w` command writes the file it names (sed without -i is "changes nothing")
        "sed -n 'w app.py' notes.txt",
        "sed 's/a/b/w app.py' notes.txt",
        # awk's own output redirection (awk without -i is "changes nothing")
        "awk '{print > \"app.py\"}' notes.txt",
        # options that name an output file
        "git diff --output=app.py",
        "tree -o app.py",
        "curl -sSLo app.py https://example.com/app.py",  # -o inside a group of short options
        # a writer handed its arguments by xargs
        "find . -name '*.py' | xargs rm",
        "ls *.py | xargs sed -i s/a/b/",
        "xargs -I{} sed -i s/a/b/ {} < list.txt",
        # rm spelled by its absolute path
        "/bin/rm app.py",
        # a command substitution runs its command
        "echo $(rm app.py)",
        "echo `rm app.py`",
        # a script fetched and run: may change any file
        "curl -sSL https://example.com/install.sh | sh",
        # a checkout of another start point replaces the working tree's files
        "git checkout -b fix origin/main",
        "git switch -c fix origin/fix",
        # cloning into the folder of the files
        "git clone https://example.com/repo.git .",
    ],
)
def test_command_after_end_marker_that_writes_a_written_file(command: str) -> None:
    """Class: silently wrong (commands after the end marker: effect table too narrow).
    Found by: hand probes of each row of "What a command may do to a written file" with commands
    that write through an option, an embedded command, a path, a pipe or a substitution.
    What happened: `recovered` with app.py and package.json as written and no `changed-after`:
    the commands' own writing (sed `w`, awk `>`, `--output=`, `-o` in `-sSLo`, `xargs rm`,
    `/bin/rm`, `$(...)`, `| sh`, a checkout of another commit) is not followed, so the user ends
    with other files than the answer holds.
    """
    result = parse_response(_after_end(command), finish_reason="stop")
    assert not result.usable, (command, result.status, files_of(result))


@pytest.mark.parametrize(
    "command",
    ["npm run lint", "go run .", "npm test", "pytest", "python app.py", "npm install"],
)
def test_ordinary_run_instructions_after_end_marker(command: str) -> None:
    """Class: false refusal (rated, not a bug for every row).
    Found by: rendering ordinary run instructions after an answer
    (`benchmarks/hunt_hunt5-readers.py`, class after-run).
    What happened: `npm run lint` is refused (`changed-after`: the script name `lint` is in the
    "rewrites sources" words), although `npm run lint` is the ordinary way to *check* a project
    and most `lint` scripts (eslint without `--fix`) write nothing; the other commands are read.
    """
    result = parse_response(_after_end(command), finish_reason="stop")
    assert result.usable, (command, result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", APP), ("package.json", MANIFEST)]


def test_a_bare_make_after_end_marker_with_no_makefile_written_is_refused() -> None:
    """``make`` was in the list above until the task runners were read by what they define: the
    answer writes no Makefile, so what the default target runs (a formatter, a generator) is not
    known, and it may change app.py or package.json (``changed-after``), as ``make lint`` does."""
    result = parse_response(_after_end("make"), finish_reason="stop")
    assert not result.usable
    assert "changed-after" in [d.code for d in result.diagnostics]


# -- Markdown label notes outside both families ---------------------------------------------


@pytest.mark.parametrize(
    "note",
    [
        # the block is only part of the file
        "(new function)",
        "(updated function)",
        "(new method)",
        "(added helper)",
        "(updated class)",
        "(new section)",
        "(new code)",
        "(new lines)",
        "(the imports)",
        "(tail)",
        "(bottom of file)",
        "(append)",
        "(changes)",
        "(hunk)",
        "(modified part)",
        # the file comes in pieces
        "(part 1 of 2)",
        "(continued)",
        "(first half)",
        "(rest of file)",
        "(complete file except tests)",
        "- part 1 of 2",
        # the file has another path, or is to be deleted
        "(replaces main.py)",
        "(extracted from main.py)",
        "(copied from lib/a.py)",
        "(split from a.py)",
        "(from main.py)",
        "(in place of main.py)",
        # `was` with a name that is no "real path": a module name, a folder
        "(was main)",
        "(was `main`)",
        "(was utils/)",
        "(was in utils)",
        "(remove this file)",
        "(deleted)",
    ],
)
def test_label_note_outside_both_families(note: str) -> None:
    """Class: silently wrong (fix-labels4 note families: a deny list, not an allow list).
    Found by: hand probes of ``### `app.py` (note)`` with notes in neither family.
    What happened: `recovered`, the block written as the whole of app.py: any note not holding
    one of the listed partial/rename words is "harmless", so a note saying the block is one
    function, the tail, or that the file came from / replaces another path, or is deleted, is
    dropped and the fragment replaces the file.
    """
    body = "def g():\n    return 2\n"
    text = f"Here:\n\n### `app.py` {note}\n\n```python\n{body}```\n"
    meant_or_refused(parse_response(text), [])


@pytest.mark.parametrize(
    "first",
    ["# File: app.py (excerpt)", "# app.py (excerpt)", "# app.py -- only the changed part"],
)
def test_first_line_comment_with_partial_note(first: str) -> None:
    """Class: silently wrong (the `# File: app.py` first line under `src/app.py`).
    Found by: putting the partial-file notes that a label or a `PATH:` line refuses into the
    first-line comment naming the same file.
    What happened: `recovered`, src/app.py written with the comment kept as content; the note in
    the comment is not read, while the same note on the label gives `partial-file`.
    """
    body = first + "\nx = 1\n"
    text = f"Here:\n\n`src/app.py`\n\n```python\n{body}```\n"
    meant_or_refused(parse_response(text), [])


# -- `PATH:` comment marks -------------------------------------------------------------------


def _hybrid(path_line: str, body: str = "x = 1\n") -> str:
    return f'{{"total_files": 1}}\n{DELIMITER}\n{path_line}\n---\n{body}{DELIMITER}END\n'


@pytest.mark.parametrize(
    "path_line",
    [
        "PATH: app.py // new function",
        "PATH: app.py -- the imports",
        "PATH: app.py: tail",
        "PATH: app.py (new function)",
        "PATH: app.py - new function",
    ],
)
def test_path_comment_with_partial_note(path_line: str) -> None:
    """Class: silently wrong (`PATH: x.py: words` / `-- words` / `// words` unwrapping).
    Found by: the note probes of the label families, on the `PATH:` line.
    What happened: `recovered` with app.py (`path-unwrapped`): the words after the mark are
    dropped as a harmless note, though they say the block is one function or the imports.
    """
    meant_or_refused(parse_response(_hybrid(path_line)), [])


@pytest.mark.parametrize("path_line", ["PATH: app.py -> main.py", "PATH: app.py => main.py"])
def test_path_with_rename_arrow(path_line: str) -> None:
    """Class: silently wrong (`<- words` is unwrapped; `->`, `=>` are not, and are kept).
    Found by: trying the other arrows after the `<-` comment mark.
    What happened: `recovered` with one file named `app.py -> main.py` (spaces and arrow in the
    name): a rename written as a path, never a file the model meant.
    """
    meant_or_refused(parse_response(_hybrid(path_line)), [])


@pytest.mark.parametrize("path", ["docs/a: b.md", "docs/Q&A: intro.md", "music/AC -- DC.txt"])
def test_real_path_with_a_comment_mark_is_not_cut(path: str) -> None:
    """Class: silently wrong (a real path eaten by the `PATH: x: words` / `-- words` unwrapping).
    Found by: paths with `: ` and ` -- ` in them (`a -- b.py` without a folder is kept whole).
    What happened: `recovered` with a file `docs/a`, `docs/Q&A`, `music/AC`
    (`path-unwrapped`): the part after the mark was taken for a note, and the file is written
    under another path.
    """
    meant_or_refused(parse_response(_hybrid(f"PATH: {path}")), [(path, "x = 1\n")])


# -- elision phrases outside the family ----------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "# ---8<---",  # scissors: a snip mark
        "# 8<",
        "# . . .",  # only dots, spaced
        "# \u22ef",  # midline ellipsis
        "# identical to the original",
        "# left as-is",
        "# no other changes",
        "# nothing else changes",
        "# everything else stays",
        "# TODO: rest of implementation",
        "pass  # rest unchanged",
    ],
)
def test_elision_phrase_outside_the_family(line: str) -> None:
    """Class: silently wrong (`find_elision` phrase family too narrow).
    Found by: hand probes of elision comments models write, between two parts of a file.
    What happened: `recovered`, the file written with the comment as a line of code: the
    elided code is lost from the user's file.
    """
    body = f"import os\n\n{line}\n\ndef g():\n    return 2\n"
    meant_or_refused(parse_response(f"`app.py`\n\n```python\n{body}```\n"), [])


# -- the same effect table in the heredoc reader ---------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        "sed -n 'w app.py' notes.txt",
        "awk '{print > \"app.py\"}' notes.txt",
        "git diff --output=app.py",
        "curl -sSLo app.py https://example.com/app.py",
        "find . -name '*.py' | xargs rm",
        "/bin/rm app.py",
        "echo $(rm app.py)",
        "curl -sSL https://example.com/install.sh | sh",
        "git checkout -b fix origin/main",
    ],
)
def test_command_after_heredoc_that_writes_the_file(command: str) -> None:
    """Class: silently wrong (heredoc reader, `heredoc-changed` not given).
    Found by: the commands of the end-marker finding above, after a heredoc.
    What happened: `recovered` with app.py as the heredoc wrote it; the command then writes,
    deletes or replaces it when the script runs.
    """
    text = "```bash\ncat > app.py <<'EOF'\n" + APP + "EOF\n" + command + "\n```\n"
    meant_or_refused(parse_response(text), [])


# -- tool calls: a known argument whose words say the content is a part ----------------------


def test_write_call_whose_description_says_partial() -> None:
    """Class: silently wrong (tool calls: descriptions are "known" arguments, never read).
    Found by: probing write_file calls with extra arguments.
    What happened: `recovered`, the content written as the whole app.py although the call's
    own description says it is only the changed function (the label-note rule would refuse the
    same words as `partial-file`).
    """
    arguments = {"path": "app.py", "content": APP, "description": "only the changed function"}
    function = {"name": "write_file", "arguments": json.dumps(arguments)}
    text = json.dumps({"tool_calls": [{"type": "function", "function": function}]})
    meant_or_refused(parse_response(text), [])


# -- false refusals of the elision scan on real files ---------------------------------------


@pytest.mark.parametrize(
    ("path", "body"),
    [
        # Node's own docs (nodejs/contributing/using-internal-errors.md): an example in a fence
        (
            "docs/errors.md",
            "# Errors\n\nThen replace the error:\n\n```js\n"
            "const { FOO } = require('internal/errors').codes;\n// ...\n"
            "const err = new FOO(type);\n```\n",
        ),
        # libwww-perl's HTTP/Response.pm: an example in the POD, not the module's code
        (
            "lib/HTTP/Response.pm",
            "package HTTP::Response;\n\n1;\n\n__END__\n\n=head1 SYNOPSIS\n\n"
            "    # ...\n    $response = $ua->request($request);\n\n=cut\n",
        ),
    ],
)
def test_example_elision_in_documentation_is_content(path: str, body: str) -> None:
    """Class: false refusal (elision scan reads examples inside documentation).
    Found by: rendering every file of the real-file pool as a labelled fence (442 files, 3
    refused, all `elided-code`; the third, File/MimeInfo/Applications.pm, is a real `# ...` in
    code and left out).
    What happened: `edit_blocks` (`elided-code` at the `// ...` / `# ...` line): the dots are in
    a code example of a Markdown page and in Perl POD after `__END__`, which are never code
    of the file itself, so the file is whole.
    """
    ticks = "````" if "```" in body else "```"
    text = f"`{path}`\n\n{ticks}\n{body}{ticks}\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


# -- false refusals: real paths and ordinary prose after the answer -------------------------

PAGE = "export default function Page() {\n  return null;\n}\n"


@pytest.mark.parametrize(
    ("label", "path"),
    [
        ("`app/(auth)/login/page.tsx`", "app/(auth)/login/page.tsx"),  # Next.js route group
        ("### `app/(marketing)/page.tsx`", "app/(marketing)/page.tsx"),
        ("`src/pages/[id].tsx`", "src/pages/[id].tsx"),  # Next.js dynamic route
        ("`pages/[...slug].tsx`", "pages/[...slug].tsx"),  # catch-all route
        ("### app/[locale]/page.tsx", "app/[locale]/page.tsx"),
    ],
)
def test_next_js_route_path_in_a_label(label: str, path: str) -> None:
    """Class: false refusal (Markdown label reader, a real path refused).
    Found by: labels holding parentheses and brackets, after the label-note rules.
    What happened: `no_artifact` (`fence-without-path`): a Next.js app-router path, with a
    `(group)` folder or a `[param]` segment, is not taken for a label at all (the hybrid
    reader accepts the same paths on a `PATH:` line). Every Next.js answer in Markdown fails.
    """
    text = f"Here:\n\n{label}\n\n```tsx\n{PAGE}```\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, PAGE)]


@pytest.mark.parametrize(
    "after",
    [
        "Run `app.py`:\n\n```\npython app.py\n```\n",
        "Expected output of `app.py`:\n\n```\n1\n```\n",
        "`package.json` scripts let you run:\n\n```\nnpm start\n```\n",
    ],
)
def test_prose_naming_a_written_file_after_end_marker(after: str) -> None:
    """Class: false refusal (a fence introduced by a path in prose after our end marker).
    Found by: ordinary closing remarks after an answer, naming one of its files.
    What happened: `rejected_files` (`mixed-conventions`): a bare fence holding a command or
    an output, under prose that names a file the document already wrote, is read as another
    version of that file.
    """
    doc = hybrid_doc(("app.py", APP), ("package.json", MANIFEST))
    result = parse_response(doc + "\n" + after, finish_reason="stop")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", APP), ("package.json", MANIFEST)]


@pytest.mark.parametrize("prose", ["e.g:", "i.e:", "Usage:\n\ne.g:"])
def test_abbreviation_with_colon_is_not_a_path_label(prose: str) -> None:
    """Class: silently wrong (Markdown label reader: `name:` label form takes an abbreviation).
    Found by: ``benchmarks/hunt_hunt5-readers.py`` class md-route: the outer Next.js label was
    refused, and inside the outer fence npm's libnpmfund README (``e.g:`` above a ```` ```js ````
    example) was read.
    What happened: `recovered` with one file named `e.g` holding the example; `e.g:` is prose
    before an example, not a file name (no model names a file `e.g`).
    """
    text = f"{prose}\n\n```js\nnormalizeFunding('http://example.com')\n```\n"
    meant_or_refused(parse_response(text, finish_reason="stop"), [])


# -- unlabelled corrections the definition scan does not see --------------------------------


@pytest.mark.parametrize(
    ("path", "first", "second", "lang"),
    [
        # C function with its brace on the next line (GNU / Allman style)
        (
            "app.c",
            "int tax(int x)\n{\n    return x;\n}\n",
            "int tax(int x)\n{\n    return 2;\n}\n",
            "",
        ),
        # Go method with a receiver
        (
            "main.go",
            "package main\n\nfunc (s *S) Run() error {\n\treturn nil\n}\n",
            "func (s *S) Run() error {\n\treturn err\n}\n",
            "",
        ),
        # a Python method corrected alone, indented as in its class
        (
            "app.py",
            "class A:\n    def f(self):\n        return 1\n",
            "    def f(self):\n        return 2\n",
            "",
        ),
        # files with no definitions at all: the whole file again
        ("a.css", "body {\n  color: red;\n}\n", "body {\n  color: blue;\n}\n", ""),
        ("a.json", '{\n  "a": 1\n}\n', '{\n  "a": 2\n}\n', ""),
        ("a.yml", "name: x\nversion: 1\n", "name: x\nversion: 2\n", ""),
        ("a.sql", "CREATE TABLE t (a int);\n", "CREATE TABLE t (a text);\n", ""),
        # a `text` fence is no language either
        ("app.py", "def f():\n    return 1\n", "def f():\n    return 2\n", "text"),
        (
            "a.js",
            "export function f() {\n  return 1;\n}\n",
            "export function f() {\n  return 2;\n}\n",
            "text",
        ),
    ],
)
def test_unlabelled_correction_not_seen(path: str, first: str, second: str, lang: str) -> None:
    """Class: silently wrong (fix-md4 unlabelled corrections: the definition scan too narrow).
    Found by: hand probes of `Fixed version:` and an unlabelled fence after a labelled file,
    per language and fence info string.
    What happened: `recovered` with the FIRST version (`fence-without-path` only): a C function
    with its brace on the next line, a Go method, an indented Python method, a file without
    definitions (CSS, JSON, YAML, SQL), or a correction in a ```` ```text ```` fence is not
    taken for a redefinition, so the superseded file is written.
    """
    text = f"`{path}`\n\n```\n{first}```\n\nFixed version:\n\n```{lang}\n{second}```\n"
    meant_or_refused(parse_response(text, finish_reason="stop"), [])


@pytest.mark.parametrize("command", ['bash -lc "rm app.py"', "rm -rf ~/proj"])
def test_command_after_heredoc_in_a_made_folder(command: str) -> None:
    """Class: silently wrong (heredoc reader: inline code behind grouped options; `~` paths).
    Found by: hand probes of the prefixes and paths after `mkdir -p proj && cd proj`.
    What happened: `recovered` with proj/app.py. `bash -c 'rm app.py'` is read (inline code),
    but `bash -lc` (the same `-c` grouped with `-l`) is not; `rm -rf ~/proj` deletes the
    folder the files went to when the script runs from the home folder (where the folder is not
    known, `~` may be it: a `cd ~` is refused for the same reason).
    """
    text = "```bash\nmkdir -p proj && cd proj\ncat > app.py <<'EOF'\n" + APP + "EOF\n"
    text += command + "\n```\n"
    meant_or_refused(parse_response(text), [])


# -- files after our end marker that the mixed-conventions rule does not see ----------------

UTIL = "def u():\n    return 3\n"


@pytest.mark.parametrize(
    "after",
    [
        "Create util.py with:\n\n```python\n" + UTIL + "```\n",
        "Put this in util.py:\n```\n" + UTIL + "```\n",
        "And replace app.py with:\n```python\n" + UTIL + "```\n",
        "Here is the fixed app.py\n```python\n" + UTIL + "```\n",
        "```python\n# util.py\n" + UTIL + "```\n",
        # a corrected version of a written file (redefines its `f`), no path at all
        "Oops, `f` should return 2:\n```python\ndef f():\n    return 2\n```\n",
        "Fixed version:\n```python\ndef f():\n    return 2\n```\n",
    ],
)
def test_file_after_end_marker_not_seen(after: str) -> None:
    """Class: silently wrong (a fence introduced by a path in prose after our end marker).
    Found by: hand probes of the ways prose introduces a file after an answer.
    What happened: `recovered` with app.py as the document wrote it, no `mixed-conventions`:
    the path is only seen in backquotes (``Update `app.py`:`` is refused), not written plain
    (`Create util.py with:`); a first-line `# util.py` without `file:` is not seen; and a
    correction redefining the document's own `f` is not read as another version of app.py
    (the unlabelled-version rule is not applied after the end marker). The user loses util.py
    or gets the superseded app.py.
    """
    doc = hybrid_doc(("app.py", APP))
    meant_or_refused(parse_response(doc + "\n" + after, finish_reason="stop"), [])


@pytest.mark.parametrize(
    ("path", "lang", "line"),
    [
        ("App.vue", "vue", "<!-- ... existing template ... -->"),
        ("App.svelte", "svelte", "<!-- ... existing markup ... -->"),
        ("config.toml", "toml", "# ... existing config ..."),
        ("setup.ini", "ini", "; ... rest unchanged"),
        ("paper.tex", "latex", "% ... rest unchanged"),
        ("lib.rs", "rust", "/// ... existing code ..."),
        ("page.jinja", "jinja", "{# ... existing code ... #}"),
        ("show.erb", "erb", "<%# ... existing code ... %>"),
        ("init.el", "elisp", ";; ... existing code ..."),
    ],
)
def test_elision_in_other_comment_syntax(path: str, lang: str, line: str) -> None:
    """Class: silently wrong (`find_elision`: the comment syntaxes it knows).
    Found by: the family's own phrases (`... existing code ...`, `... rest unchanged`) in the
    comments of other languages; the same line in `.html`, `.lua`, `.sql`, `.yaml` is refused.
    What happened: `recovered`, the file written with the elision line as content (Vue and
    Svelte `<!-- -->`, TOML `#` with `config`, INI `;`, LaTeX `%`, Rust `///`, Jinja `{# #}`,
    ERB `<%# %>`, Lisp `;;`).
    """
    body = f"first\n{line}\nlast\n"
    meant_or_refused(
        parse_response(f"`{path}`\n\n```{lang}\n{body}```\n", finish_reason="stop"), []
    )


@pytest.mark.parametrize(
    ("lang", "command"),
    [
        ("powershell", "Remove-Item app.py"),
        ("powershell", "Set-Content app.py 'x'"),
        ("cmd", "del app.py"),
        ("bat", "copy /Y x.py app.py"),
        ("fish", "rm app.py"),
    ],
)
def test_other_shell_block_after_end_marker(lang: str, command: str) -> None:
    """Class: silently wrong (commands after the end marker: only sh-family blocks are read).
    Found by: the same `rm app.py` in every shell's fence after an answer (`sh`, `zsh`,
    `shell`, `console`, a bare fence are refused with `changed-after`).
    What happened: `recovered` with app.py, no `changed-after`: a PowerShell, cmd or fish
    block (the run instructions of answers for Windows users) is not read for commands,
    though it deletes or overwrites the file.
    """
    doc = hybrid_doc(("app.py", APP))
    text = doc + f"\nThen:\n\n```{lang}\n{command}\n```\n"
    meant_or_refused(parse_response(text, finish_reason="stop"), [])
