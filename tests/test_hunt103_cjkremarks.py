"""hunt103: fix-yaml85 reads a Chinese or Japanese config comment as a note of items left out
when it holds a word of others (其他, 他の) and a word of state (不变, 同じ) anywhere in it;
real remarks in whole files say more than that: "端口保持不变, 其他服务依赖它" (the port stays
the same, other services depend on it), "他のサービスと同じ設定" (the same settings as the other
services), "他のコンテナからも同じポートで接続" (other containers connect on the same port).

Expected by hand: each is a remark on the db service's next key; the Compose file is whole
(db and web, the volume declared); usable, written exactly. The English, German, French,
Spanish and Russian remarks of the same sense already stay whole (guards)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

COMPOSE = """services:
  db:
    image: postgres:16
    %s
    ports:
      - "5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    build: .
    depends_on: [db]
volumes:
  pgdata:
"""


def _whole(comment: str) -> None:
    body = COMPOSE % comment
    answer = f"Here is the complete file:\n\n**docker-compose.yml**\n```yaml\n{body}```\n"
    result = parse_response(answer)
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("docker-compose.yml", body)]


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# 端口保持不变\uff0c其他服务依赖它", id="zh-port-unchanged-others-depend"),
        pytest.param("# 他のサービスと同じ設定", id="ja-same-settings-as-others"),
        pytest.param(
            "# 其他服务通过该端口连接数据库\uff0c请勿更改\uff08保持不变\uff09",
            id="zh-others-connect-keep",
        ),
        pytest.param("# 他のコンテナからも同じポートで接続", id="ja-others-same-port"),
        pytest.param("# 与其他服务相同的重启策略\uff08不变\uff09", id="zh-same-policy-as-others"),
    ],
)
def test_a_cjk_remark_naming_others_and_a_state_keeps_the_file_whole(comment: str) -> None:
    _whole(comment)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# Port stays unchanged: other services connect to it", id="en"),
        pytest.param("# andere Dienste erwarten denselben Port (unverändert)", id="de"),
        pytest.param("# les autres services utilisent ce port, inchangé", id="fr"),
        pytest.param("# порт без изменений, остальные сервисы подключаются к нему", id="ru"),
    ],
)
def test_guard_remarks_in_other_languages_stay_whole(comment: str) -> None:
    _whole(comment)
