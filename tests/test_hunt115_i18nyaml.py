"""hunt115: a whole Rails locale file (config/locales/*.yml) whose translation VALUE says, to
the user of the app, that the rest of the settings stayed ('其余保持不变', 'その他は変更なし',
'나머지는 변경 없음', '其余省略'). The value is the app's text, a plain YAML scalar under its key,
no note of the model: the file is whole.

Expected by hand: the answer is usable and writes the locale file exactly as sent. The same
value quoted, or in English ('The rest is unchanged'), is read whole already; the unquoted CJK
value is refused as an edit that leaves code out (a false refusal).
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _locale(lang: str, title: str, saved: str, partial: str) -> str:
    return (
        f"{lang}:\n  settings:\n    title: {title}\n    saved: {saved}\n"
        f"    partial_update: {partial}\n    cancel: OK\n"
    )


def _assert_written_whole(path: str, content: str) -> None:
    result = parse_response(f"`{path}`:\n\n```yaml\n{content}```\n")
    assert result.usable, result.status
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "config/locales/zh-CN.yml",
            _locale("zh-CN", "设置", "设置已保存", "其余保持不变"),
            id="zh-cn",
        ),
        pytest.param(
            "config/locales/zh-TW.yml",
            _locale("zh-TW", "設定", "設定已儲存", "其餘保持不變"),
            id="zh-tw",
        ),
        pytest.param(
            "config/locales/ja.yml",
            _locale("ja", "設定", "保存しました", "その他は変更なし"),
            id="ja",
        ),
        pytest.param(
            "config/locales/ko.yml",
            _locale("ko", "설정", "저장되었습니다", "나머지는 변경 없음"),
            id="ko",
        ),
        pytest.param(
            "config/locales/zh-CN.yml",
            _locale("zh-CN", "设置", "设置已保存", "其余省略"),
            id="zh-omitted",
        ),
    ],
)
def test_a_locale_value_saying_the_rest_stayed_is_app_text(path: str, content: str) -> None:
    _assert_written_whole(path, content)


def test_guard_the_same_value_quoted_is_whole() -> None:
    content = _locale("zh-CN", "设置", "设置已保存", '"其余保持不变"')
    _assert_written_whole("config/locales/zh-CN.yml", content)
