"""fix-kinds176 (issue 20): a short lead naming ONE piece of the file by its kind (a section
of a component, a component, a route, a method, a test, code named by what it does) or by
its name, or saying the block is to be ADDED into a file that exists, makes the block a part
(refused); so do the foreign leads of "only the part", "the rest untouched", "a piece of the
code" and "only the component / template" in the languages of note_words' tables. Expected
by hand: each block below holds one piece of a larger file (or, in the guards, the whole
file under an ordinary lead)."""

from __future__ import annotations

import pytest
from meant import files_of, refused
from native_answers import native_answer

from artifact_codec import parse_response

_VUE = (
    "src/components/Card.vue",
    "vue",
    '<template>\n  <div class="card">{{ title }}</div>\n</template>\n',
)
_JSX = (
    "src/pages/Landing.jsx",
    "jsx",
    "export default function Landing() {\n  return <main><Banner /><Pricing /></main>;\n}\n",
)
_ROUTE = (
    "server.js",
    "javascript",
    "app.get('/users', async (req, res) => {\n  res.json(await listUsers());\n});\n",
)
_METHOD = (
    "cli.py",
    "python",
    "class Cli:\n    def parse_args(self, argv):\n        return self.parser.parse_args(argv)\n",
)
_TEST = (
    "tests/test_cli.py",
    "python",
    "from cli import Cli\n\n\ndef test_parse_args_empty():\n    assert Cli().parse_args([])\n",
)
_HSV = (
    "colorsys_extra.py",
    "python",
    "def rgb_to_hsv(r, g, b):\n    return convert(r, g, b)\n",
)


def _answer(prose: str, target: tuple[str, str, str]) -> str:
    path, lang, body = target
    return f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("Only the template section:", _VUE, id="en-template-section"),
        pytest.param("The template only:", _VUE, id="en-template-only"),
        pytest.param("Just the <template>:", _VUE, id="en-template-tag"),
        pytest.param("Here's just the template block:", _VUE, id="en-heres-template-block"),
        pytest.param("The template (script and style unchanged):", _VUE, id="en-paren-state"),
        pytest.param("Only the page component:", _JSX, id="en-component"),
        pytest.param("Just the default export:", _JSX, id="en-default-export"),
        pytest.param("The JSX only:", _JSX, id="en-jsx-only"),
        pytest.param("Only the /users endpoint:", _ROUTE, id="en-endpoint"),
        pytest.param("Just the GET /users route:", _ROUTE, id="en-method-route"),
        pytest.param("Only parse_args():", _METHOD, id="en-call"),
        pytest.param("parse_args only:", _METHOD, id="en-name-only"),
        pytest.param("Just the parser loop:", _METHOD, id="en-loop"),
        pytest.param("The class, trimmed to parse_args:", _METHOD, id="en-trimmed-to"),
        pytest.param("The single method I changed:", _METHOD, id="en-single-method"),
        pytest.param("Add this test to the existing test file:", _TEST, id="en-add-existing"),
        pytest.param("Append these tests to the file:", _TEST, id="en-append-tests"),
        pytest.param("Insert this right below test_parse_args:", _TEST, id="en-insert-below"),
        pytest.param("Add this test to `tests/test_cli.py`:", _TEST, id="en-add-own-path"),
        pytest.param("Just test_parse_args_empty:", _TEST, id="en-just-test-name"),
        # foreign: only the part, the rest untouched, a piece of the code, only a kind
        pytest.param("Solo la parte modificada:", _HSV, id="es-solo-la-parte"),
        pytest.param("Só a parte alterada:", _HSV, id="pt-so-a-parte-alterada"),
        pytest.param("Nur der geänderte Teil:", _HSV, id="de-nur-teil"),
        pytest.param("Alleen het RGB-gedeelte:", _HSV, id="nl-gedeelte"),
        pytest.param("Jen části s HSV:", _HSV, id="cs-jen-casti"),
        pytest.param("HSV 부분만 보여드립니다:", _HSV, id="ko-bubun-man"),
        pytest.param("Reszty pliku nie ruszałem.", _HSV, id="pl-reszty-pliku"),
        pytest.param("Zbytku jsem se nedotkla.", _HSV, id="cs-nedotkla"),
        pytest.param("Resten har jeg ikke rørt.", _HSV, id="no-ikke-rort"),
        pytest.param("Den Rest änderte ich nicht.", _HSV, id="de-aenderte-nicht"),
        pytest.param("Resto sin tocar:", _HSV, id="es-sin-tocar"),
        pytest.param("剩下的没动：", _HSV, id="zh-shengxia"),  # noqa: RUF001
        pytest.param("Fragment modułu:", _HSV, id="pl-fragment-modulu"),
        pytest.param("Quellcodeauszug:", _HSV, id="de-quellcodeauszug"),
        pytest.param("Ukázka z kódu:", _HSV, id="cs-ukazka"),
        pytest.param("ファイルの一部:", _HSV, id="ja-file-no-ichibu"),
        pytest.param("代码的一部分：", _HSV, id="zh-yibufen"),  # noqa: RUF001
        pytest.param("Только шаблон компонента:", _VUE, id="ru-shablon"),
        pytest.param("Tylko komponent Landing:", _JSX, id="pl-komponent"),
        pytest.param("Jen šablona:", _VUE, id="cs-sablona"),
        pytest.param("템플릿만:", _VUE, id="ko-tempeulit-man"),
    ],
)
def test_a_lead_naming_one_piece_refuses(prose: str, target: tuple[str, str, str]) -> None:
    refused(_answer(prose, target))


_WHOLE_VUE = (
    "src/components/Card.vue",
    "vue",
    "<template>\n  <div>{{ title }}</div>\n</template>\n\n<script setup>\n"
    "defineProps(['title'])\n</script>\n",
)
_SCRIPT = ("deploy.sh", "bash", "#!/bin/sh\nset -e\nrsync -a dist/ host:/srv/\n")
_PAGE = (
    "index.html",
    "html",
    "<!DOCTYPE html>\n<html>\n<body>\n  <h1>Hi</h1>\n</body>\n</html>\n",
)
_OWN = (
    "src/tokenizer.py",
    "python",
    "def tokenize(text):\n    return text.split()\n",
)
_HOME = (
    "src/components/Home.jsx",
    "jsx",
    "export default function Home() {\n  return <main>Hi</main>;\n}\n",
)
_ENV = ("tests/test_new.py", "python", "def test_one():\n    assert 1\n")


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("Here's the Card component:", _WHOLE_VUE, id="component"),
        pytest.param("Here is the updated component:", _WHOLE_VUE, id="updated-component"),
        pytest.param("Just the script:", _SCRIPT, id="script-file"),
        pytest.param("Only the template:", _PAGE, id="template-is-the-page"),
        pytest.param("Just the tokenizer:", _OWN, id="its-own-name"),
        pytest.param("Only the Home component:", _HOME, id="component-file-named"),
        pytest.param("Add this file to your project:", _ENV, id="add-file-to-project"),
        pytest.param("Add a new test file:", _ENV, id="add-new-file"),
        pytest.param("Put this in a new file:", _ENV, id="put-in-new-file"),
        pytest.param("Hier die komplette Datei:", _ENV, id="de-komplette-datei"),
        pytest.param("Voici le fichier complet :", _ENV, id="fr-fichier-complet"),
        pytest.param("Aqui está o arquivo completo:", _ENV, id="pt-arquivo-completo"),
        pytest.param("完整代码：", _ENV, id="zh-wanzheng"),  # noqa: RUF001
        pytest.param("So here it is:", _ENV, id="en-so-is-no-only"),
    ],
)
def test_an_ordinary_lead_over_the_whole_file_stays_usable(
    prose: str, target: tuple[str, str, str]
) -> None:
    path, _, body = target
    result = parse_response(_answer(prose, target))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


_PAGE_JSX = (
    "export default function Home() {\n  return (\n    <main>\n      {/* NOTE */}\n"
    "      <Footer />\n    </main>\n  );\n}\n\n"
    "function Footer() {\n  return <footer>bye</footer>;\n}\n"
)


@pytest.mark.parametrize(
    ("note", "usable"),
    [
        # a compound of a name and a kind is that name: the page holds it, a remark
        pytest.param("Footer-Bereich wie gehabt", True, id="de-footer-bereich"),
        pytest.param("Footer-Komponente unverändert", True, id="de-footer-komponente"),
        # the page lacks it: a note for the section left out
        pytest.param("Sidebar-Bereich wie gehabt", False, id="de-sidebar-bereich"),
        pytest.param("Navigation-Block unverändert", False, id="de-navigation-block"),
    ],
)
def test_a_compound_section_note_is_read_by_its_name(note: str, usable: bool) -> None:
    content = _PAGE_JSX.replace("NOTE", note)
    result = parse_response(native_answer("app/page.jsx", content.rstrip("\n")))
    if usable:
        assert result.usable, (result.status, [d.code for d in result.diagnostics])
        assert files_of(result) == [("app/page.jsx", content)]
    else:
        assert not result.usable, (result.status, files_of(result))
