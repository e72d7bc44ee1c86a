"""hunt74: the YAML part rules (yaml_parts) against files as models write them.

Expected by hand: a part of a workflow (its needs: naming jobs it does not hold) is refused
as left-out code whatever its first lines; a whole file (every reference resolves, a comment
after a key, a flow mapping, a Windows path) is usable as written."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import Status, parse_response

_PART = """name: CI
on: [push]
jobs:
  deploy:
    needs: [build, test]
    runs-on: ubuntu-latest
    steps:
      - run: make deploy
"""


@pytest.mark.parametrize(
    "head",
    ["---\n", "# CI pipeline\n---\n"],
    ids=["document-start", "comment-then-document-start"],
)
def test_a_part_of_a_workflow_after_a_document_start_is_refused(head: str) -> None:
    # yamllint's house style opens every file with "---": the part is the same part.
    content = head + _PART
    result = parse_response(native_answer(".github/workflows/ci.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
    assert result.status is Status.EDIT_BLOCKS


def _assert_whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


_NEEDS_REMARK = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: make
  deploy:
    needs:  # wait for the build
      - build
    runs-on: ubuntu-latest
    steps:
      - run: make deploy
"""

_DEPENDS_REMARK = """services:
  web:
    image: nginx
    depends_on:  # start order
      - db
  db:
    image: postgres
"""

_DEPENDS_FLOW_MAPPING = """services:
  web:
    image: nginx
    depends_on: {db: {condition: service_healthy}}
  db:
    image: postgres
    healthcheck:
      test: ["CMD", "pg_isready"]
"""

_WINDOWS_MOUNT = """services:
  web:
    image: nginx
    volumes:
      - "C:/Users/me/site:/usr/share/nginx/html"
      - data:/data
volumes:
  data:
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        (".github/workflows/ci.yml", _NEEDS_REMARK),
        ("compose.yaml", _DEPENDS_REMARK),
        ("compose.yaml", _DEPENDS_FLOW_MAPPING),
        ("docker-compose.yml", _WINDOWS_MOUNT),
    ],
    ids=["needs-remark", "depends-on-remark", "depends-on-flow-mapping", "windows-mount"],
)
def test_a_whole_file_is_usable(path: str, content: str) -> None:
    _assert_whole(path, content)


_LINT_ONLY = """name: CI
on: [push]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: make lint
{note}
"""


@pytest.mark.parametrize(
    "note",
    [
        "  # test: unchanged\n  # deploy: unchanged",
        "  # test job (unchanged)",
        "  # (unchanged test job)",
        "  # (other jobs)",
        "  # [other jobs]",
        "  # <other jobs>",
        "  # existing jobs",
    ],
    ids=[
        "key-colon-unchanged",
        "job-parenthesized-state",
        "parenthesized-note",
        "other-jobs-parens",
        "other-jobs-brackets",
        "other-jobs-angles",
        "existing-jobs",
    ],
)
def test_a_note_for_jobs_left_out_refuses_the_part(note: str) -> None:
    # each note stands where the jobs the model did not write would be: a part of ci.yml
    content = _LINT_ONLY.format(note=note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_WORKFLOW_HEAD = """name: CI
on: [push]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: make lint
"""

_COMPOSE_HEAD = """services:
  web:
    image: nginx
    depends_on:
      - db
"""

_STEPS = """name: CI
on: [push]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
{note}
      - run: make lint
"""

_MANIFESTS = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 3
---
{note}
"""

_GITLAB = """stages:
  - build
  - test
build:
  stage: build
  script:
    - make
{note}
"""

_PARTS = {
    # a key whose body is a note: the job/service the model did not write again
    "job-key-remark-unchanged": (
        ".github/workflows/ci.yml",
        _WORKFLOW_HEAD + "  test:  # unchanged\n",
    ),
    "job-key-remark-same": (
        ".github/workflows/ci.yml",
        _WORKFLOW_HEAD + "  test: # same as before\n",
    ),
    "job-key-remark-dots": (".github/workflows/ci.yml", _WORKFLOW_HEAD + "  test: # ...\n"),
    "job-key-dots": (".github/workflows/ci.yml", _WORKFLOW_HEAD + "  test: ...\n"),
    "job-key-dots-below": (".github/workflows/ci.yml", _WORKFLOW_HEAD + "  test:\n    ...\n"),
    "job-key-empty-mapping-remark": (
        ".github/workflows/ci.yml",
        _WORKFLOW_HEAD + "  test: {}  # unchanged\n",
    ),
    "service-key-remark": ("compose.yaml", _COMPOSE_HEAD + "  db:  # unchanged\n"),
    "service-key-dots": ("compose.yaml", _COMPOSE_HEAD + "  db: ...\n"),
    "service-key-empty-mapping-remark": ("compose.yaml", _COMPOSE_HEAD + "  db: {}  # unchanged\n"),
    # a note for one job, the kind in the singular
    "one-job-unchanged": (".github/workflows/ci.yml", _WORKFLOW_HEAD + "  # test job unchanged\n"),
    "one-job-colon-unchanged": (
        ".github/workflows/ci.yml",
        _WORKFLOW_HEAD + "  # deploy job: unchanged\n",
    ),
    # a note among steps for steps no step is named
    "setup-steps": (
        ".github/workflows/ci.yml",
        _STEPS.format(note="      # setup steps unchanged"),
    ),
    "install-step": (
        ".github/workflows/ci.yml",
        _STEPS.format(note="      # install step unchanged"),
    ),
    "named-steps": (
        ".github/workflows/ci.yml",
        _STEPS.format(note="      # setup-python and cache steps unchanged"),
    ),
    # a manifest's document that is a note
    "manifest-one-kind": ("k8s/app.yaml", _MANIFESTS.format(note="# Service unchanged")),
    "manifest-colon": ("k8s/app.yaml", _MANIFESTS.format(note="# Service: unchanged")),
    "manifest-parenthesized": ("k8s/app.yaml", _MANIFESTS.format(note="# (Service and Ingress)")),
    # GitLab CI: the stage's job left out
    "gitlab-job-unchanged": (".gitlab-ci.yml", _GITLAB.format(note="# test job unchanged")),
    "gitlab-key-colon": (".gitlab-ci.yml", _GITLAB.format(note="# test: unchanged")),
    "gitlab-parenthesized": (".gitlab-ci.yml", _GITLAB.format(note="# (test job)")),
}


@pytest.mark.parametrize(("path", "content"), list(_PARTS.values()), ids=list(_PARTS))
def test_a_part_with_a_note_for_what_it_left_out_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_MORE_PARTS = {
    "flow-matrix-over-lines": (
        ".github/workflows/ci.yml",
        """name: CI
on: push
jobs:
  test:
    needs: build
    strategy:
      matrix:
        python: [
          "3.11", "3.12",
        ]
    runs-on: ubuntu-latest
    steps:
      - run: make test
""",
    ),
    "flow-needs-over-lines": (
        ".github/workflows/ci.yml",
        """name: CI
on: push
jobs:
  deploy:
    needs: [
      build,
      test,
    ]
    runs-on: ubuntu-latest
    steps:
      - run: make deploy
""",
    ),
    "document-end-marker": (".github/workflows/ci.yml", _PART + "...\n"),
    "compose-document-start": (
        "compose.yaml",
        "---\nservices:\n  web:\n    image: web\n    depends_on: [db]\n",
    ),
}


@pytest.mark.parametrize(("path", "content"), list(_MORE_PARTS.values()), ids=list(_MORE_PARTS))
def test_a_part_whose_reference_dangles_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_MORE_WHOLE = {
    "compose-alias-depends-on": (
        "compose.yaml",
        """x-deps: &deps
  - db
  - cache
services:
  web:
    image: web
    depends_on: *deps
  worker:
    image: worker
    depends_on: *deps
  db:
    image: postgres
  cache:
    image: redis
""",
    ),
    "workflow-alias-needs": (
        ".github/workflows/ci.yml",
        """name: CI
on: push
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: make
  test:
    needs: &after-build [build]
    runs-on: ubuntu-latest
    steps:
      - run: make test
  lint:
    needs: *after-build
    runs-on: ubuntu-latest
    steps:
      - run: make lint
""",
    ),
    # (fix-ci129) a whole Deployment holds spec.selector and spec.template (the API requires
    # them; one without is a part, hunt109-cischema)
    "manifest-note-over-written-documents": (
        "k8s/app.yaml",
        """apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 3
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: web:2
---
# Service and Ingress unchanged
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
    - port: 80
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: web
""",
    ),
}


@pytest.mark.parametrize(("path", "content"), list(_MORE_WHOLE.values()), ids=list(_MORE_WHOLE))
def test_a_whole_file_with_aliases_or_notes_over_what_it_holds_is_usable(
    path: str, content: str
) -> None:
    _assert_whole(path, content)


def test_prose_saying_the_other_jobs_stay_keeps_the_part_from_being_written() -> None:
    # the answer's own words: the file shown holds the lint job only, test and deploy stay
    # in the existing file; writing ci.yml as shown deletes them
    body = _WORKFLOW_HEAD
    answer = (
        "Here is the updated workflow; the test and deploy jobs stay as they are, only lint "
        f"changed:\n\n**.github/workflows/ci.yml**\n```yaml\n{body}```\n"
    )
    result = parse_response(answer)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_note_naming_written_services_by_their_image_is_usable() -> None:
    # db (postgres) and redis are written in full under the note; web's depends_on resolves
    _assert_whole(
        "compose.yaml",
        """services:
  web:
    image: web
    depends_on: [db, redis]
  # Postgres and Redis unchanged
  db:
    image: postgres:16
  redis:
    image: redis:7
""",
    )


_LINT_JOB = """name: CI
on: push
jobs:{after_jobs}
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: make lint{after_step}
"""

_NOTES_ELSEWHERE = {
    "after-jobs-key": _LINT_JOB.format(
        after_jobs="  # test and deploy jobs unchanged", after_step=""
    ),
    "after-jobs-key-sentence": _LINT_JOB.format(
        after_jobs="  # only lint changed; test and deploy unchanged", after_step=""
    ),
    "after-last-step": _LINT_JOB.format(
        after_jobs="", after_step="  # test and deploy jobs unchanged"
    ),
    "tab-indented-line": _LINT_JOB.format(after_jobs="", after_step="")
    + "\t# test and deploy jobs unchanged\n",
}


@pytest.mark.parametrize("content", list(_NOTES_ELSEWHERE.values()), ids=list(_NOTES_ELSEWHERE))
def test_a_note_in_another_place_refuses_the_part(content: str) -> None:
    result = parse_response(native_answer(".github/workflows/ci.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_compose_part_whose_volumes_section_is_a_note_is_refused() -> None:
    # web mounts the named volume data; the top-level volumes: that declares it is the note
    content = (
        "services:\n  web:\n    image: web\n    volumes:\n      - data:/data\n# volumes unchanged\n"
    )
    result = parse_response(native_answer("compose.yaml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_BOTH_JOBS = """name: CI
on: push
jobs:{after_jobs}
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4  # checkout step
{between}
      - run: make lint{after_step}
  test:
    runs-on: ubuntu-latest
    steps:
      - run: make test  # unit tests only
"""

_REMARKS_ON_WRITTEN = {
    # remarks and labels on what the file holds: no note for anything left out
    "job-note-over-its-job": _BOTH_JOBS.format(after_jobs="", between="", after_step="").replace(
        "  lint:\n", "  # lint job unchanged\n  lint:\n"
    ),
    "remark-after-jobs": _BOTH_JOBS.format(
        after_jobs="  # all jobs run on ubuntu", between="", after_step=""
    ),
    "remark-naming-written-jobs": _BOTH_JOBS.format(
        after_jobs="  # lint and test jobs unchanged", between="", after_step=""
    ),
    "remark-after-a-step": _BOTH_JOBS.format(
        after_jobs="", between="", after_step="  # the lint step (unchanged)"
    ),
    "bracketed-label-over-a-step": _BOTH_JOBS.format(
        after_jobs="", between="      # (optional step)", after_step=""
    ),
    "existing-jobs-header": _BOTH_JOBS.format(after_jobs="", between="", after_step="").replace(
        "  test:\n", "  # existing jobs\n  test:\n"
    ),
}


@pytest.mark.parametrize(
    "content", list(_REMARKS_ON_WRITTEN.values()), ids=list(_REMARKS_ON_WRITTEN)
)
def test_remarks_on_written_jobs_leave_the_file_usable(content: str) -> None:
    _assert_whole(".github/workflows/ci.yml", content)


def test_notes_over_many_jobs_are_read_in_linear_time() -> None:
    # every job under a note of its own: the file is read once, not once per comment line
    from timing import assert_linear

    from artifact_codec.ingest.placeholders import _yaml_note

    def make(n: int) -> str:
        return "on: push\njobs:\n" + "".join(
            f"  # j{i} job unchanged\n  j{i}:\n    runs-on: x  # a step\n" for i in range(n)
        )

    # (a new string each run: the reader's cache is by the content)
    assert_linear(make, lambda content: _yaml_note(content + "\n"), 200)
