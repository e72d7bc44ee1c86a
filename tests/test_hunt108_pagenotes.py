"""hunt108: a placeholder comment in CSS, JavaScript/JSX or SQL standing for the left-out rules,
functions, components or tables, in words the note table of issue 20 does not read.

English "/* other rules unchanged */", "// other functions unchanged" and "{/* other components
unchanged */}" refuse (the guards), and so does French "/* autres styles inchangés */". The same
note with a kind word of another language the table lacks ("règles", "Stile", "стили", "样式",
"组件"), and every SQL note of left-out tables, even in English, is not read.

Expected by hand: the file is sent with its first and last rule (function, component, table)
and a comment standing for the ones between: a part; writing it whole deletes them. Not usable.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from meant import refused


def _css(comment: str) -> str:
    return (
        "`styles.css`:\n\n```css\nbody {\n  margin: 0;\n}\n\n"
        f"{comment}\n\n.footer {{\n  color: #333;\n}}\n```\n"
    )


def _sql(comment: str) -> str:
    return (
        "`schema.sql`:\n\n```sql\nCREATE TABLE users (\n  id SERIAL PRIMARY KEY\n);\n\n"
        f"{comment}\n\nCREATE TABLE orders (\n  id SERIAL PRIMARY KEY\n);\n```\n"
    )


def _jsx(comment: str) -> str:
    return (
        "`src/App.jsx`:\n\n```jsx\nexport default function App() {\n  return (\n"
        f"    <div>\n      <Header />\n      {comment}\n      <Footer />\n    </div>\n"
        "  );\n}\n```\n"
    )


def _js(comment: str) -> str:
    return (
        "`src/api.js`:\n\n```js\nimport axios from 'axios';\n\n"
        "export const getUser = (id) => axios.get(`/users/${id}`);\n\n"
        f"{comment}\n\n"
        "export const getOrder = (id) => axios.get(`/orders/${id}`);\n```\n"
    )


def _refused(answer: str) -> None:
    refused(answer)


@pytest.mark.parametrize(
    ("shape", "comment"),
    [
        pytest.param(_css, "/* autres règles inchangées */", id="css-fr-regles"),
        pytest.param(_css, "/* restliche Stile unverändert */", id="css-de-stile"),
        pytest.param(_css, "/* остальные стили без изменений */", id="css-ru-stili"),
        pytest.param(_css, "/* 其余样式保持不变 */", id="css-zh-yangshi"),
        pytest.param(_jsx, "{/* 其余组件保持不变 */}", id="jsx-zh-zujian"),
        pytest.param(_js, "// 他の関数は変更なし", id="js-ja-kansuu"),
    ],
)
def test_page_note_with_a_kind_word_the_table_lacks(
    shape: Callable[[str], str], comment: str
) -> None:
    """hunt108-pagekinds."""
    _refused(shape(comment))


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("-- other tables unchanged", id="en-other-tables"),
        pytest.param("-- remaining tables unchanged", id="en-remaining-tables"),
        pytest.param("-- autres tables inchangées", id="fr"),
        pytest.param("-- restliche Tabellen unverändert", id="de"),
        pytest.param("-- остальные таблицы без изменений", id="ru"),
    ],
)
def test_sql_note_of_left_out_tables(comment: str) -> None:
    """hunt108-sqlnotes: a SQL `--` comment for left-out tables is read in no language."""
    _refused(_sql(comment))


@pytest.mark.parametrize(
    ("shape", "comment"),
    [
        pytest.param(_css, "/* other rules unchanged */", id="css-en"),
        pytest.param(_css, "/* autres styles inchangés */", id="css-fr-styles"),
        pytest.param(_jsx, "{/* other components unchanged */}", id="jsx-en"),
        pytest.param(_js, "// other functions unchanged", id="js-en"),
        pytest.param(_js, "// 其余函数不变", id="js-zh"),
        pytest.param(_sql, "-- ... reste inchangé ...", id="sql-fr-ellipsis"),
    ],
)
def test_guard_refused(shape: Callable[[str], str], comment: str) -> None:
    _refused(shape(comment))
