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
