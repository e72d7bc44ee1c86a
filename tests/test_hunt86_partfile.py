"""hunt86: fix-yaml55's _KIND_MODIFIES reads a kind noun then a part noun as a part of the block's
file; but the part noun often names the block's own file (an Ansible role's tasks/main.yml, a
header partial, css/header.css).

Expected by hand: each block is a whole file, named by its path, whose content is exactly what
the lead-in names ("the playbook tasks file" over roles/web/tasks/main.yml): usable and exact.
At 68df3761 each was usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

TASKS = (
    "---\n- name: Install nginx\n  ansible.builtin.apt:\n    name: nginx\n    state: present\n\n"
    "- name: Start nginx\n  ansible.builtin.service:\n    name: nginx\n    state: started\n"
)
HANDLERS = (
    "---\n- name: Restart nginx\n  ansible.builtin.service:\n    name: nginx\n"
    "    state: restarted\n"
)
HEADER = (
    '<header class="site-header">\n  <nav>\n    <a href="/">Home</a>\n'
    '    <a href="/about">About</a>\n  </nav>\n</header>\n'
)
CSS = ".site-header {\n  display: flex;\n  padding: 1rem;\n}\n"


@pytest.mark.parametrize(
    ("lead", "path", "lang", "body"),
    [
        pytest.param(
            "Here is just the updated playbook tasks file:",
            "roles/web/tasks/main.yml",
            "yaml",
            TASKS,
            id="tasks-file",
        ),
        pytest.param(
            "Here is just the updated playbook tasks:",
            "roles/web/tasks/main.yml",
            "yaml",
            TASKS,
            id="tasks",
        ),
        pytest.param(
            "Here is just the updated playbook handlers file:",
            "roles/web/handlers/main.yml",
            "yaml",
            HANDLERS,
            id="handlers-file",
        ),
        pytest.param(
            "Here is just the updated template header partial:",
            "templates/partials/header.html",
            "html",
            HEADER,
            id="header-partial",
        ),
        pytest.param(
            "Here is just the updated page header include:",
            "templates/includes/header.html",
            "html",
            HEADER,
            id="header-include",
        ),
        pytest.param(
            "Here is just the updated template header:",
            "templates/header.html",
            "html",
            HEADER,
            id="template-header",
        ),
        pytest.param(
            "Here is just the updated stylesheet header styles:",
            "css/header.css",
            "css",
            CSS,
            id="header-styles",
        ),
    ],
)
def test_a_part_noun_naming_the_blocks_own_file_keeps_it_whole(
    lead: str, path: str, lang: str, body: str
) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```{lang}\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
