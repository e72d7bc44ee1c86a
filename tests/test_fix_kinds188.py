"""fix-kinds188 (issue 20): a short lead naming one piece of the file by its kind, and the
foreign part leads. A kind the path names ("Just the hook:" over src/hooks/useToggle.js) over
a block holding the file's head is the whole file; a statement of which piece changed ("Only
the template changed:") over a block holding more than that piece names the change; the
one-kind lead dressed, cut or one line above another; the foreign words of "only", nouns of a
part and kinds; a foreign lead adding the block to an existing file; the whole file named
first, then the rest unchanged ("Vollständige Datei (Rest unverändert):"). Expected by hand:
each block below is what its id says (a part of a larger file, or the whole file)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]

_VUE_PART = (
    "src/components/Card.vue",
    "vue",
    "<template>\n  <div>{{ title }}</div>\n</template>\n",
)
_VUE_WHOLE = (
    "src/components/Card.vue",
    "vue",
    "<template>\n  <div>{{ title }}</div>\n</template>\n\n<script setup>\n"
    "defineProps(['title'])\n</script>\n\n<style scoped>\ndiv { color: red; }\n</style>\n",
)
_VIEW_CUT = ("blog/views.py", "python", "def index(request):\n    return HttpResponse('hi')\n")
_VIEW_WHOLE = (
    "blog/views.py",
    "python",
    "from django.http import HttpResponse\n\n\n"
    "def index(request):\n    return HttpResponse('hi')\n",
)
_HOOK_WHOLE = (
    "src/hooks/useCounter.ts",
    "ts",
    "import { useState } from 'react';\n\nexport function useCounter() {\n"
    "  const [n, set] = useState(0);\n  return [n, () => set(n + 1)] as const;\n}\n",
)
_HOOK_ELSEWHERE = (
    "src/components/Counter.tsx",
    "tsx",
    "import { useState } from 'react';\n\nexport function useCounter() {\n"
    "  const [n, set] = useState(0);\n  return [n, () => set(n + 1)] as const;\n}\n",
)
_ROUTE = (
    "server.js",
    "javascript",
    "app.get('/users', async (req, res) => {\n  res.json(await listUsers());\n});\n",
)
_SCRIPT_PART = (
    "src/components/Card.vue",
    "vue",
    "<script setup>\ndefineProps(['title'])\n</script>\n",
)
_TEST = (
    "tests/test_cli.py",
    "python",
    "from cli import Cli\n\n\ndef test_parse_args_empty():\n    assert Cli().parse_args([])\n",
)
_COLORSYS_PART = ("colorsys.py", "python", _HSV)
_COLORSYS = ("colorsys.py", "python", _SRC)


def _answer(prose: str, target: tuple[str, str, str]) -> str:
    path, lang, body = target
    return f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        # a statement of change over the piece alone reads two ways
        pytest.param("Only the template changed:", _VUE_PART, id="changed-over-the-piece"),
        # a kind the path names, but the block lacks the file's head (its import)
        pytest.param("Only the view:", _VIEW_CUT, id="view-without-head"),
        # a kind the path does not name
        pytest.param("Just the hook:", _HOOK_ELSEWHERE, id="hook-in-a-component-file"),
        # a qualifier: one view among others
        pytest.param("Only the view I changed:", _VIEW_WHOLE, id="view-i-changed"),
        # dressed and cut
        pytest.param("> Only the route:", _ROUTE, id="quoted-route"),
        pytest.param("Sure! Just the <script setup>:", _SCRIPT_PART, id="sure-script-tag"),
        pytest.param("_Only the /users endpoint:_", _ROUTE, id="underscored-endpoint"),
        pytest.param("OK \u2014 the endpoint only:", _ROUTE, id="dash-endpoint-only"),
        # foreign words of only, nouns of a part, kinds
        pytest.param("Vaid HSV osa:", _COLORSYS_PART, id="et-vaid-osa"),
        pytest.param("Jenom HSV-část:", _COLORSYS_PART, id="cs-jenom-compound"),
        pytest.param("Iba zmenená časť:", _COLORSYS_PART, id="sk-iba-zmenena"),
        pytest.param("Tik pakeista dalis:", _COLORSYS_PART, id="lt-tik-pakeista"),
        pytest.param("Nur der Endpunkt:", _ROUTE, id="de-endpunkt-bare"),
        pytest.param("Solo el bucle:", _ROUTE, id="es-bucle"),
        # foreign: add into an existing file
        pytest.param("Füge diese Funktion zur bestehenden Datei hinzu:", _TEST, id="de-add-fn"),
        pytest.param("Ajoutez ce test au fichier existant :", _TEST, id="fr-ajoutez"),
        # the whole named, then the rest, but the whole is negated or of code
        pytest.param(
            "Nicht die vollständige Datei (Rest unverändert):", _COLORSYS_PART, id="de-nicht"
        ),
        pytest.param(
            "Der komplette Code (Rest unverändert):", _COLORSYS_PART, id="de-code-not-file"
        ),
        pytest.param(
            "Vollständige Datei (nur die HSV-Funktionen):", _COLORSYS_PART, id="de-then-only"
        ),
        # a partial listing named bare (hunt147-leadpart's, in Markdown)
        pytest.param("Partial update:", _COLORSYS_PART, id="partial-update"),
        pytest.param("Truncated for brevity:", _COLORSYS_PART, id="truncated-for-brevity"),
        pytest.param("Abridged listing for space:", _COLORSYS_PART, id="abridged-for-space"),
    ],
)
def test_a_lead_naming_a_piece_refuses(prose: str, target: tuple[str, str, str]) -> None:
    refused(_answer(prose, target))


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("Only the template changed:", _VUE_WHOLE, id="changed-over-the-sfc"),
        pytest.param("Just the style section differs.", _VUE_WHOLE, id="style-differs"),
        pytest.param("Just the hook:", _HOOK_WHOLE, id="hook-in-hooks-dir"),
        pytest.param("Only the view:", _VIEW_WHOLE, id="view-with-head"),
        pytest.param("Just the component:", _VUE_WHOLE, id="component-sfc"),
        pytest.param(
            "Füge diese Datei zum bestehenden Projekt hinzu:", _TEST, id="de-add-to-project"
        ),
        pytest.param("Komplette Datei, Rest wie gehabt:", _COLORSYS, id="de-komplette-comma"),
        pytest.param("Le fichier complet (le reste est inchangé) :", _COLORSYS, id="fr-le-fichier"),
        pytest.param("Bare bones version:", _COLORSYS, id="en-bare-bones"),
    ],
)
def test_a_lead_over_the_whole_file_stays_usable(prose: str, target: tuple[str, str, str]) -> None:
    path, _, body = target
    result = parse_response(_answer(prose, target))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("Only the route:\nIt awaits listUsers now.", _ROUTE, id="route-above"),
        pytest.param("Nur der geänderte Teil:\nDie Rundung ist neu.", _COLORSYS_PART, id="de"),
        pytest.param("Tylko część HSV:\nPoprawiłem zaokrąglanie.", _COLORSYS_PART, id="pl"),
    ],
)
def test_a_lead_above_another_line_refuses(prose: str, target: tuple[str, str, str]) -> None:
    refused(_answer(prose, target))
