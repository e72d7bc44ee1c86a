"""hunt140: a foreign lead saying "only the <component / template>" in languages and forms
fix-lang163 does not read for these kinds: Russian "Только компонент Home:", "Только шаблон:",
Polish "Tylko komponent Home:", "Tylko szablon:", Chinese "只有模板部分",
Japanese
"テンプレートのみ:". Read today: "Nur die Home-Komponente:", "Nur das Template:", "只有 Home
组件". The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the block holds only the Home component of
app/page.jsx (Hero and Footer defined nowhere) or only the template of a Vue component; the
lead says it is that one part: written whole it deletes the rest (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_HOME = (
    "export default function Home() {\n  return (\n    <main>\n      <Hero />\n"
    "      <Footer />\n    </main>\n  );\n}\n"
)
_TEMPLATE = (
    '<template>\n  <form @submit.prevent="save">\n    <input v-model="name" />\n'
    "  </form>\n</template>\n"
)
_JSX = ("app/page.jsx", "jsx", _HOME)
_VUE = ("src/components/Form.vue", "vue", _TEMPLATE)


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("Только компонент Home:", _JSX, id="ru-tolko-komponent"),
        pytest.param("Tylko komponent Home:", _JSX, id="pl-tylko-komponent"),
        pytest.param("Только шаблон:", _VUE, id="ru-tolko-shablon"),
        pytest.param("Tylko szablon:", _VUE, id="pl-tylko-szablon"),
        pytest.param("只有模板部分：", _VUE, id="zh-zhiyou-muban"),  # noqa: RUF001
        pytest.param("テンプレートのみ:", _VUE, id="ja-tenpureto-nomi"),
        pytest.param("Лише шаблон:", _VUE, id="uk-lyshe-shablon"),
        # guards: read today
        pytest.param("Только разметка:", _JSX, id="guard-ru-razmetka"),
        pytest.param("Nur die Home-Komponente:", _JSX, id="guard-de-komponente"),
        pytest.param("Nur das Template:", _VUE, id="guard-de-template"),
    ],
)
def test_a_foreign_only_kind_lead_refuses(prose: str, target: tuple[str, str, str]) -> None:
    path, lang, body = target
    refused(f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n")
