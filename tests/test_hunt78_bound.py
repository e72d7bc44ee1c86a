"""hunt78: a note of names right above a definition (fix-pages42) where the names are bound in
another file: the same Go package, a C header the file includes, a PHP file it requires.

Expected by hand: the functions live in the other file (defining them again would not compile),
so the note is a remark on them, the file is whole: usable, exact."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _native(*files: tuple[str, str]) -> str:
    text = f'{{"total_files": {len(files)}}}\n\n'
    for path, content in files:
        text += f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{content}"
    return text + "===FILE_CONTENT_BLOCK===END\n"


@pytest.mark.parametrize(
    "files",
    [
        pytest.param(
            (
                (
                    "main.go",
                    'package main\n\nimport "os"\n\n// parseArgs and run unchanged\n'
                    "func main() {\n\tos.Exit(run(parseArgs(os.Args[1:])))\n}\n",
                ),
                (
                    "cli.go",
                    "package main\n\nfunc parseArgs(a []string) []string { return a }\n\n"
                    "func run(a []string) int { return len(a) }\n",
                ),
            ),
            id="go-same-package",
        ),
        pytest.param(
            (
                (
                    "calc_test.go",
                    'package calc\n\nimport "testing"\n\n// Add and Sub unchanged\n'
                    "func TestOps(t *testing.T) {\n\tif Add(1, 2) != 3 || Sub(3, 1) != 2 {\n"
                    '\t\tt.Fatal("bad")\n\t}\n}\n',
                ),
            ),
            id="go-test-file",
        ),
        pytest.param(
            (
                (
                    "main.c",
                    '#include "util.h"\n\n/* init and cleanup unchanged */\nint main(void) {\n'
                    "    init();\n    cleanup();\n    return 0;\n}\n",
                ),
                ("util.h", "void init(void);\nvoid cleanup(void);\n"),
            ),
            id="c-header-prototypes",
        ),
        pytest.param(
            (
                (
                    "index.php",
                    "<?php\nrequire __DIR__ . '/lib.php';\n\n// render and redirect unchanged\n"
                    "function handle() {\n    render();\n    redirect();\n}\n",
                ),
                ("lib.php", "<?php\nfunction render() {}\nfunction redirect() {}\n"),
            ),
            id="php-required-file",
        ),
    ],
)
def test_a_note_of_callees_bound_in_another_file_keeps_the_file_whole(
    files: tuple[tuple[str, str], ...],
) -> None:
    result = parse_response(_native(*files))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == list(files)
