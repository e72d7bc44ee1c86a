"""hunt92-prefixfr: a package manager or make told the folder by an option (``npm --prefix
web``, ``npm run build --prefix web``, ``yarn --cwd web``, ``pnpm -C web`` / ``--dir web``,
``bun --cwd web``, ``make -f web/Makefile``) running a script or target of the answer's own
web/package.json or web/Makefile that only prints (``echo ok``).

Expected values by hand: the script runs ``echo ok`` and changes no file, so the answer
(app.js, web/index.js, web/package.json or web/Makefile) is usable and exact, as ``cd web &&
npm run build``, ``(cd web && npm run build)`` and ``make -C web build`` are.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_BASE = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_PKG_TEXT = '{\n  "scripts": {\n    "build": "echo ok",\n    "clean": "rm -f index.js"\n  }\n}\n'
_MK_TEXT = "build:\n\techo ok\n\nclean:\n\trm -f index.js\n"
_PKG = f"web/package.json\n```json\n{_PKG_TEXT}```\n\n"
_MK = f"web/Makefile\n```makefile\n{_MK_TEXT}```\n\n"


def _kept(extra: str, command: str) -> bool:
    result = parse_response(_BASE + extra + f"Run it:\n\n```bash\n{command}\n```\n")
    meant = [("app.js", "console.log(1)\n"), ("web/index.js", "console.log(2)\n")]
    meant += [("web/package.json", _PKG_TEXT)] if extra == _PKG else [("web/Makefile", _MK_TEXT)]
    return result.usable and files_of(result) == meant


@pytest.mark.parametrize(
    ("extra", "command"),
    [
        pytest.param(_PKG, "npm --prefix web run build", id="npm-prefix"),
        pytest.param(_PKG, "npm run build --prefix web", id="npm-prefix-after"),
        pytest.param(_PKG, "yarn --cwd web build", id="yarn-cwd"),
        pytest.param(_PKG, "pnpm -C web build", id="pnpm-C"),
        pytest.param(_PKG, "pnpm --dir web run build", id="pnpm-dir"),
        pytest.param(_PKG, "bun --cwd web run build", id="bun-cwd"),
        pytest.param(_MK, "make -f web/Makefile build", id="make-f"),
    ],
)
def test_a_printing_script_run_in_a_named_folder_keeps_the_files(extra: str, command: str) -> None:
    assert _kept(extra, command)


@pytest.mark.parametrize(
    ("extra", "command"),
    [
        pytest.param(_PKG, "cd web && npm run build", id="cd-npm"),
        pytest.param(_PKG, "(cd web && npm run build)", id="subshell-npm"),
        pytest.param(_MK, "make -C web build", id="make-C"),
    ],
)
def test_the_listed_folder_changes_keep_the_files(extra: str, command: str) -> None:
    assert _kept(extra, command)
