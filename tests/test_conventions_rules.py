"""The rules of the conventions' table, each against inputs written for it: a fixture holding
this library's format inside a fenced file stays content (never takes over the answer), files
that elide code are edits in every convention, absolute paths need a root, the structure of one
convention inside another's content is content, and every reader is linear."""

from __future__ import annotations

import random

import convention_renderings as bed
import pytest
import renderings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec import GeneratedCode, GeneratedFile, Status, dumps, parse_response

CORPUS = renderings.corpus()
D = "===FILE_CONTENT_BLOCK==="


def _settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def _files(result: object) -> list[tuple[str, str]]:
    return [(file.file_path, file.content) for file in result.code.files]  # type: ignore[attr-defined]


# -- a file holding this library's own format is content ------------------------------


@_settings(40)
@given(
    st.lists(st.integers(0, len(CORPUS) - 1), min_size=1, max_size=3),
    st.integers(0, 3),
    st.sampled_from(["markdown", "devika", "v0", "cline", "bolt", "openhands", "heredoc"]),
    st.integers(0, 2**32 - 1),
)
def test_a_file_holding_the_native_format_stays_content(
    picks: list[int], where: int, convention: str, seed: int
) -> None:
    fixture_code = GeneratedCode(
        task_id="fixture", files=[GeneratedFile(file_path="inner.py", content="x = 1\n")]
    )
    fixture = ("tests/fixtures/answer.txt", dumps(fixture_code))
    files = [(f"src/f{n}.py", CORPUS[i].content) for n, i in enumerate(picks)]
    files.insert(min(where, len(files)), fixture)
    text, meant = bed._render_text(convention, files, random.Random(seed), "careful")[:2]
    # (The paths the model meant: a heredoc script may cd into a folder first.)
    assert [content for _, content in meant] == [content for _, content in files]
    options = {"root": "/workspace"} if convention == "openhands" else {}
    result = parse_response(text, **options)
    assert result.status.usable, [d.code for d in result.diagnostics]
    assert _files(result) == meant
    assert result.format.value == bed.CONVENTIONS[convention]


def test_the_native_format_in_a_fence_under_a_path_with_three_real_files() -> None:
    # The case of the issue: 3 real files and a fixture; only the fixture's inner file came back.
    doc = dumps(GeneratedCode(files=[GeneratedFile(file_path="inner.py", content="x = 1\n")]))
    text = (
        "### src/app.py\n```python\nprint('app')\n```\n\n"
        f"### tests/fixture.txt\n```\n{doc}```\n\n"
        "### src/b.py\n```python\nb = 2\n```\n\n### README.md\n```markdown\n# app\n```\n"
    )
    result = parse_response(text)
    assert result.status is Status.RECOVERED
    assert [path for path, _ in _files(result)] == [
        "src/app.py",
        "tests/fixture.txt",
        "src/b.py",
        "README.md",
    ]
    assert _files(result)[1][1] == doc


def test_a_fenced_answer_in_the_native_format_is_still_ours() -> None:
    # An unlabelled fence around a whole hybrid answer is the answer, not a Markdown file.
    code = GeneratedCode(files=[GeneratedFile(file_path="a.py", content="x = 1\n")])
    result = parse_response(f"Here:\n```\n{dumps(code)}```\n")
    assert result.format.value == "hybrid"
    assert result.code == code


# -- files that elide code are edits, in every convention -----------------------------

_ELISIONS = ["// ...existing code...", "# ... rest unchanged ...", "    # ... existing code ..."]


@_settings(40)
@given(
    st.sampled_from(sorted(bed.CONVENTIONS)),
    st.integers(0, len(CORPUS) - 1),
    st.sampled_from(_ELISIONS),
    st.integers(0, 2**32 - 1),
)
def test_a_file_that_elides_code_is_never_a_usable_file(
    convention: str, pick: int, elision: str, seed: int
) -> None:
    content = CORPUS[pick].content
    lines = content.split("\n")
    at = random.Random(seed).randrange(len(lines))
    path = "src/app.js" if elision.startswith("//") else "src/app.py"
    partial = "\n".join([*lines[:at], elision, *lines[at:]])
    files = [(path, partial), ("src/other.txt", "plain\n")]
    text, meant, options, _ = bed._render_text(convention, files, random.Random(seed), "careful")
    result = parse_response(text, **options)
    assert path not in [file.file_path for file in result.code.files]
    assert not result.status.usable
    # (refused as elided, or for a layout read two ways before the elision is weighed: a
    # bolt answer whose elision line shifts its actions, bolt/0/"# ... existing code ..."/1)
    assert {"elided-code", "ambiguous-fence", "ambiguous-tag", "ambiguous-layout"} & {
        d.code for d in result.diagnostics
    }
    kept = parse_response(text, allow_elisions=True, **options)
    if kept.status.usable:  # the caller opted out: the file is kept, with a warning
        assert _files(kept) == meant
        assert "placeholder" in [d.code for d in kept.diagnostics]


def test_dumps_marks_a_real_file_with_an_elision_line_verbatim() -> None:
    code = GeneratedCode(
        files=[GeneratedFile(file_path="a.py", content="x = 1\n# rest of the file unchanged\n")]
    )
    text = dumps(code)
    assert "VERBATIM: yes" in text
    assert parse_response(text).code == code
    assert parse_response("Sure:\n" + text).code == code


# -- absolute paths and the root ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<write_to_file>\n<path>/workspace/a.py</path>\n<content>\nx = 1\n</content>\n"
        "</write_to_file>\n",
        '{"type": "tool_use", "name": "Write", "input": {"file_path": "/workspace/a.py", '
        '"content": "x = 1\\n"}}\n',
        "```python\n# filepath: /workspace/a.py\nx = 1\n```\n",
        "cat > /workspace/a.py <<'EOF'\nx = 1\nEOF\n",
        '<boltArtifact id="a" title="a">\n<boltAction type="file" filePath="/workspace/a.py">\n'
        "x = 1\n</boltAction>\n</boltArtifact>\n",
    ],
)
def test_absolute_paths_need_the_root(text: str) -> None:
    refused = parse_response(text)
    assert not refused.status.usable
    assert "unsafe-path" in [d.code for d in refused.diagnostics]
    assert refused.code.files == []
    read = parse_response(text, root="/workspace")
    assert read.status is Status.RECOVERED
    assert _files(read) == [("a.py", "x = 1\n")]
    outside = parse_response(text, root="/elsewhere")
    assert not outside.status.usable


# -- one convention inside another's content ----------------------------------------------------


def test_a_readme_showing_cline_tags_is_a_markdown_file() -> None:
    readme = "# Tools\n\n<write_to_file>\n<path>a.txt</path>\n<content>\nhi\n</content>\n"
    readme += "</write_to_file>\n"
    text = f"### README.md\n````markdown\n{readme}````\n\n### a.py\n```python\nx = 1\n```\n"
    result = parse_response(text)
    assert result.format.value == "markdown"
    assert _files(result) == [("README.md", readme), ("a.py", "x = 1\n")]


def test_a_cline_file_holding_a_markdown_answer_is_a_cline_file() -> None:
    inner = "### a.py\n```python\nx = 1\n```\n"
    text = f"<write_to_file>\n<path>docs/example.md</path>\n<content>\n{inner}</content>\n"
    text += "</write_to_file>\n"
    result = parse_response(text)
    assert result.format.value == "cline"
    assert _files(result) == [("docs/example.md", inner)]


def test_a_heredoc_inside_a_labelled_script_is_the_script() -> None:
    script = "#!/bin/sh\ncat > /etc/motd <<'EOF'\nhello\nEOF\n"
    result = parse_response(f"**setup.sh**\n```bash\n{script}```\n")
    assert result.format.value == "markdown"
    assert _files(result) == [("setup.sh", script)]


def test_files_in_two_conventions_are_not_usable() -> None:
    text = "### a.py\n```python\nx = 1\n```\n\n<write_to_file>\n<path>b.py</path>\n"
    text += "<content>\ny = 2\n</content>\n</write_to_file>\n"
    result = parse_response(text)
    assert not result.status.usable
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


# -- linear time -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "unit",
    [
        "### a{i}.py\n```python\nx = 1\n```\n\n",  # many Markdown files
        "```\n",  # fence lines only
        "````\n```bash\n",  # nested openers that never close
        "<write_to_file>\n<path>a{i}.py</path>\n<content>\nx\n</content>\n</write_to_file>\n",
        "<write_to_file>\n",  # calls that never close
        '<boltArtifact id="a" title="a">\n<boltAction type="file" filePath="a{i}.py">\nx\n',
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n",
        "cat > a{i}.py <<'EOF'\nx\nEOF\n",
        "cat > a.py <<'EOF'\n",  # heredocs that never end
        '<tool_call>\n{{"name": "write_file", '
        '"arguments": {{"path": "a{i}.py", "content": "x"}}}}\n</tool_call>\n',
        "{{\n",  # JSON that never closes
        "File: `a{i}.py`:\n",  # labels without fences
    ],
)
def test_every_convention_reads_in_linear_time(unit: str) -> None:
    def make(count: int) -> str:
        return "".join(unit.format(i=i) for i in range(count))

    assert_linear(make, parse_response, 200)


@pytest.mark.parametrize(
    "line",
    [
        "# Same as above, but use the destringizer for node remapping.",
        "# existing code which depends on empty_like returning an array",
        "# Keep the rest of eval_kwargs in case another call needs them",
    ],
)
def test_a_real_comment_that_starts_like_a_placeholder_is_only_a_warning(line: str) -> None:
    # Real comments of installed packages (networkx, numpy, sympy): the file stays usable.
    content = f"x = 1\n{line}\ny = 2\n"
    result = parse_response(f"### a.py\n```python\n{content}```\n")
    assert result.status is Status.RECOVERED
    assert _files(result) == [("a.py", content)]
    assert "placeholder" in [d.code for d in result.diagnostics]
    assert "elided-code" not in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    ("line", "elided"),
    [
        ("# ... rest unchanged ...", True),
        ("## \u2026 existing code \u2026", True),
        ("  # ... rest of the file ...", True),
        ("## Existing code", False),  # a real heading
        ("# Rest of the tests", False),
        ("# ... and the rest of the story", False),  # a heading that goes on: a warning only
    ],
)
def test_a_markdown_heading_is_an_elision_only_after_dots(line: str, elided: bool) -> None:
    # Found by the test bed (tests/renderings.py, elided_file): a README whose middle is a
    # "# ... rest unchanged ..." line was read as a whole file.
    content = f"# Title\n\nText.\n\n{line}\n\nMore text.\n"
    result = parse_response(f"### README.md\n````markdown\n{content}````\n")
    codes = [d.code for d in result.diagnostics]
    if elided:
        assert result.status is Status.EDIT_BLOCKS, codes
        assert "elided-code" in codes
        assert _files(result) == []
    else:
        assert result.status is Status.RECOVERED, codes
        assert _files(result) == [("README.md", content)]
        assert "elided-code" not in codes


@pytest.mark.parametrize(
    ("tail", "usable"),
    [
        ("\nOops, corrected version:\n\n### lib/app.py\n", False),
        ("\nOops, corrected version:\n\nFile: li", False),  # cut inside the path
        ("\nOops, corrected version:\n\n`lib/ap", False),  # ... and inside its backticks
        ("\nThe tests:\n\n```python\n", False),
        ("\nLet me know if you need anything else!\n", True),
        ("\nLet me know if", True),
    ],
)
def test_a_document_then_markdown_cut_where_a_file_begins_is_not_usable(
    tail: str, usable: bool
) -> None:
    # Found by benchmarks/testbed_counts.py (draft + truncate): a complete draft document,
    # then the corrected answer in Markdown, cut off at its first file's label, was read as
    # the draft's files.
    draft = dumps(GeneratedCode(files=[GeneratedFile(file_path="lib/app.py", content="x = 1\n")]))
    result = parse_response("Here is a first version:\n\n" + draft + tail, finish_reason="length")
    codes = [d.code for d in result.diagnostics]
    assert result.status.usable is usable, codes
    assert ("several-documents" in codes) is not usable
    stopped = parse_response("Here is a first version:\n\n" + draft + tail, finish_reason="stop")
    if "### lib/app.py" in tail:
        # Not cut, but the prose after the document names the written file as the heading of
        # its corrected version: the draft as written may not be what the model meant.
        assert not stopped.status.usable
        assert "changed-after" in [d.code for d in stopped.diagnostics]
    else:
        assert stopped.status.usable  # a stop proves nothing was cut: the prose is prose


@pytest.mark.parametrize("path", ["__init__.py", "pkg/__main__.py", "__tests__/a.test.js"])
@pytest.mark.parametrize("label", bed._LABELS)
def test_dunder_paths_survive_every_label_style(path: str, label: str) -> None:
    text = label.format(p=path, n=1) + "\n```python\nx = 1\n```\n"
    result = parse_response(text)
    assert _files(result) == [(path, "x = 1\n")], [d.code for d in result.diagnostics]


def test_stray_closing_tags_after_a_later_command_still_refuse_the_cut_file() -> None:
    # Found by benchmarks/convention_counts.py: a file holding a call example with one closing
    # tag too many ends its call early; a command call in the file then reads as a call of its
    # own, and the file's own closing tags only show up after it.
    inner = (
        "<write_to_file>\n<path>x.py</path>\n</write_to_file>\n<content>\nx = 1\n</content>\n"
        "</write_to_file>\n\n<execute_command>\n<command>npm test</command>\n</execute_command>\n"
        "More text.\n"
    )
    text = f"<write_to_file>\n<path>doc.md</path>\n<content>\n{inner}</content>\n</write_to_file>\n"
    result = parse_response(text)
    assert not result.status.usable
    assert "doc.md" not in [file.file_path for file in result.code.files]
    assert "ambiguous-tag" in [d.code for d in result.diagnostics]
