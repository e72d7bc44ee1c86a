"""hunt108: a whole small module whose code comment, in Chinese, Japanese or Korean, speaks of
what the code does with a word of the note table's CJK substrings (不变 "unchanged", 省略
"omitted", 동일 "same") (false refusals).

The CJK words are matched as substrings (no spaces between words): "路径保持不变" (the path
stays unchanged: what the function returns), "省略时使用默认值" (when omitted, use the
default), "위와 동일하지만 Windows용" (same as above but for Windows) read as a note that code
was left out. The English comments stay code (the guards).

Expected by hand: paths.py is a whole module (one import, one function with two returns and
the comment between); write it exactly.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _module(comment: str) -> str:
    return (
        "import os\n\n\ndef normalize(path):\n"
        '    if os.name == "nt":\n'
        '        return path.replace("\\\\", "/")\n'
        f"    {comment}\n    return path\n"
    )


def _written_whole(comment: str) -> None:
    content = _module(comment)
    result = parse_response(f"`paths.py`:\n\n```python\n{content}```\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("paths.py", content)]


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# POSIX 路径保持不变", id="zh-posix-path-unchanged"),
        pytest.param("# 路径保持不变", id="zh-path-unchanged"),
        pytest.param("# 非 Windows 系统：路径不变", id="zh-non-windows-path-unchanged"),  # noqa: RUF001
        pytest.param("# 文件路径不变", id="zh-file-path-unchanged"),
        pytest.param("# 省略时使用默认值", id="zh-when-omitted-default"),
        pytest.param("# 省略時はデフォルト値を使う", id="ja-when-omitted-default"),
        pytest.param("# 생략하면 기본값 사용", id="ko-when-omitted-default"),
        pytest.param("# 위와 동일하지만 Windows용", id="ko-same-as-above-for-windows"),
    ],
)
def test_cjk_code_comment_in_a_whole_module(comment: str) -> None:
    """hunt108-cjkcode."""
    _written_whole(comment)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# the path stays unchanged", id="en-path-unchanged"),
        pytest.param("# when omitted, use the default", id="en-when-omitted"),
        pytest.param("# same as above but for Windows", id="en-same-as-above"),
        pytest.param("# 与上面相同，但用于 Windows", id="zh-same-as-above"),  # noqa: RUF001
        pytest.param("# 其余字符保持原样", id="zh-other-chars-as-is"),
        pytest.param("# Même chose que ci-dessus, mais pour Windows", id="fr-same-as-above"),
        pytest.param("# Wie oben, aber für Windows", id="de-wie-oben"),
    ],
)
def test_guard_code_comment_kept(comment: str) -> None:
    _written_whole(comment)
