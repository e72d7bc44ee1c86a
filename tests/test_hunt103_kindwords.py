"""hunt103: fix-yaml85's table of kind words holds "jobs", "steps", "Dienste", "servicios",
"étapes", ...; a note of the others of a kind it lacks in that language ("tâches", "Aufgaben",
"задания" for Ansible tasks, "valeurs", "Werte" for Helm values, "ressources", "Ressourcen",
"manifestes" for Kubernetes documents, "gestionnaires" for handlers) reads as the file's own
comment.

Expected by hand: each says the other tasks, values, resources or handlers are unchanged: the
block is a part of the file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

PLAY = (
    "- hosts: web\n  tasks:\n    - name: install nginx\n      apt:\n        name: nginx\n    %s\n"
)
VALUES = "image:\n  tag: '1.3'\n%s\n"
SERVICE = (
    "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n"
    "---\n%s\n"
)
HANDLERS = (
    "- hosts: web\n  tasks:\n    - name: conf\n      template: {src: a, dest: b}\n"
    "      notify: restart nginx\n  handlers:\n    - name: restart nginx\n"
    "      service: {name: nginx, state: restarted}\n    %s\n"
)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param("site.yml", PLAY % "# autres t\u00e2ches inchang\u00e9es", id="french-taches"),
        pytest.param(
            "site.yml", PLAY % "# restliche Aufgaben unver\u00e4ndert", id="german-aufgaben"
        ),
        pytest.param("site.yml", PLAY % "# остальные задания без изменений", id="russian-zadaniya"),
        pytest.param(
            "values.yaml", VALUES % "# autres valeurs inchang\u00e9es", id="french-valeurs"
        ),
        pytest.param(
            "values.yaml", VALUES % "# restliche Werte unver\u00e4ndert", id="german-werte"
        ),
        pytest.param(
            "k8s/app.yaml", SERVICE % "# autres ressources inchang\u00e9es", id="french-ressources"
        ),
        pytest.param(
            "k8s/app.yaml",
            SERVICE % "# restliche Manifeste unver\u00e4ndert",
            id="german-manifeste",
        ),
        pytest.param(
            "site.yml", HANDLERS % "# autres gestionnaires inchang\u00e9s", id="french-handlers"
        ),
    ],
)
def test_a_note_of_others_of_a_kind_the_table_lacks_is_a_part(path: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
