"""fix-prose142 (issue 20): notes that say a block is a part, in more words and languages, and
the readings beside them that stay whole (the guards of each rule)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from meant import files_of, refused
from test_hunt108_pagenotes import _css, _js, _jsx

from artifact_codec import parse_response


def _whole(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable, (result.status, result.diagnostics)
    assert len(files_of(result)) == 1


@pytest.mark.parametrize(
    ("shape", "comment"),
    [
        # a remark on the others (a word beside others, kinds and a state): the file's own
        pytest.param(_css, "/* 与其他样式相同的颜色 */", id="css-zh-same-colour-as-others"),
        pytest.param(_js, "// 他の関数と同じ引数を使う", id="js-ja-same-args-as-others"),
        # a heading of the others with no state
        pytest.param(_css, "/* 其他样式 */", id="css-zh-heading"),
        pytest.param(_jsx, "{/* 其他组件 */}", id="jsx-zh-heading"),
    ],
)
def test_east_asian_comment_not_a_note_of_the_rest(
    shape: Callable[[str], str], comment: str
) -> None:
    _whole(shape(comment))


@pytest.mark.parametrize(
    ("shape", "comment"),
    [
        pytest.param(_css, "/* 他のスタイルは変更なし */", id="css-ja-styles"),
        pytest.param(_jsx, "{/* 나머지 컴포넌트는 변경 없음 */}", id="jsx-ko-components"),
        pytest.param(_css, "/* 其它样式不变 */", id="css-zh-qita"),
    ],
)
def test_east_asian_note_of_the_rest_is_a_part(shape: Callable[[str], str], comment: str) -> None:
    refused(shape(comment))


_DOCKER = (
    "FROM python:3.12-slim\nWORKDIR /app\n{comment}\nRUN pip install -r requirements.txt\n"
    'CMD ["python", "app.py"]\n'
)


@pytest.mark.parametrize(
    "comment",
    [
        # a bracketed word over real instructions: a label of what follows, not a note
        pytest.param("# (optional) install dev tools", id="optional-label"),
        # a heading without brackets over the setup it names
        pytest.param("# the usual setup", id="usual-heading"),
    ],
)
def test_dockerfile_comment_over_real_instructions_stays_whole(comment: str) -> None:
    body = _DOCKER.format(comment=comment)
    result = parse_response(f"**Dockerfile**\n```dockerfile\n{body}```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("Dockerfile", body)]


def test_from_before_inside_a_manifest_stays_whole() -> None:
    """'from before' is a note as a document of its own; a remark on a key of a manifest that
    holds it is the file's own."""
    body = (
        "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n"
        "  # the port from before\n  ports:\n    - port: 80\n  selector:\n    app: web\n"
    )
    result = parse_response(f"**k8s/svc.yaml**\n```yaml\n{body}```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("k8s/svc.yaml", body)]


def test_portuguese_so_is_an_only_word_before_a_change_verb_only() -> None:
    """'só muda' (only changes) is an only-word; folded 'so' alone stays the English word."""
    from artifact_codec.ingest import note_words

    assert ("only", "só muda") in note_words.classify(["só", "muda"])
    assert note_words.classify(["so", "the", "rest"])[0][0] is None


_HEADER = 'export function Header({ title }) {\n  return <h1 className="header">{title}</h1>;\n}\n'


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("// Header component: renders the page title", id="describes-header"),
        pytest.param("/* Header shows the title */", id="header-shows"),
    ],
)
def test_a_top_comment_naming_the_component_bare_stays_whole(comment: str) -> None:
    """A real file's header naming its own component bare says nothing of a part."""
    body = f"{comment}\n{_HEADER}"
    result = parse_response(f"`src/Header.jsx`:\n\n```jsx\n{body}```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("src/Header.jsx", body)]
