"""fix-refusals39: the counterparts of the false refusals fixed (hunt63/hunt65): what each new
reading lets through is only what it names; a part of a file said so is still refused.
Expected by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

PART = "import os\n\n\ndef f():\n    return g() + k() + len(os.getenv('HOME', ''))\n"
WHOLE = "import os\n\nBASE = os.getcwd()\nDEBUG = True\n\n\ndef main():\n    print(BASE, DEBUG)\n"


def _md(path: str, lang: str, content: str) -> str:
    return f"`{path}`:\n\n```{lang}\n{content}```\n"


@pytest.mark.parametrize(
    "after",
    [
        # a shell file's own comment block after it still speaks of it
        pytest.param("```bash\n# the rest of the file stays the same\n```", id="bash-note-of-sh"),
        # a reading of one part with no colon after it, no later time
        pytest.param("You only need to change this function.", id="only-this-function"),
    ],
)
def test_a_note_after_a_part_still_refuses_it(after: str) -> None:
    path, lang = ("setup.sh", "bash") if "bash" in after else ("app.py", "python")
    body = "echo hi\n" if lang == "bash" else WHOLE
    refused(_md(path, lang, body) + "\n" + after + "\n")


@pytest.mark.parametrize(
    "sentence",
    [
        # kept in the file that IS sent: its part
        pytest.param("`g()` and `k()` are unchanged in `app.py`.", id="in-the-sent-file"),
        # a string the file reads does not hold names it calls
        pytest.param("`g()` and `k()` are unchanged.", id="calls-beside-a-string"),
        # still needed, so kept: not dropped
        pytest.param("`g()` and `k()` are still needed and unchanged.", id="not-dropped"),
    ],
)
def test_code_the_part_calls_kept_still_refuses_it(sentence: str) -> None:
    refused(_md("app.py", "python", PART) + "\n" + sentence + "\n")


def test_fields_of_a_class_the_part_shows_still_refuse_it() -> None:
    part = "from dataclasses import dataclass\n\n\n@dataclass\nclass User:\n    name: str\n"
    sentence = "The `user_id` and `email` fields stay the same."
    refused(_md("models.py", "python", part) + "\n" + sentence + "\n")


def test_a_relative_import_from_a_sent_module_lacking_the_names_refuses() -> None:
    # pkg/app.py takes g and k from pkg/helpers.py, which is sent without them
    app = "from .helpers import g, k\n\n\ndef f():\n    return g() + k()\n"
    helpers = "def h():\n    return 1\n"
    answer = _md("pkg/app.py", "python", app) + _md("pkg/helpers.py", "python", helpers)
    refused(answer + "\n`g()` and `k()` are unchanged.\n")


def test_a_member_of_a_module_not_sent_is_no_code_of_the_file() -> None:
    # app.py imports helpers (not sent) and calls helpers.g(): nothing of app.py is left out
    app = "import helpers\n\n\ndef f():\n    return helpers.g() + helpers.k()\n"
    result = parse_response(
        _md("app.py", "python", app) + "\n`helpers.g()` and `helpers.k()` are unchanged.\n"
    )
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", app)]


_AUTOGEN = "Here is the module.\n\n```python\n# filename: util.py\n{module}```\n\nUsage:\n\n{usage}"


@pytest.mark.parametrize(
    ("module", "block"),
    [
        # a temporary folder made, then the answer's own file written: util.py changes
        pytest.param(
            "def f():\n    return 1\n",
            "import tempfile\nd = tempfile.mkdtemp()\nopen('util.py', 'w').write(d)\n",
            id="mkdtemp-then-write",
        ),
        # super().__init__ of a library class that opens its argument for writing
        pytest.param(
            "def f():\n    return 1\n",
            "import logging\n\n\nclass H(logging.FileHandler):\n    def __init__(self):\n"
            "        super().__init__('util.py', mode='w')\n\n\nH()\n",
            id="super-of-a-library-class",
        ),
        # a relative import that is not the first statement: what runs before it is weighed
        pytest.param(
            "import os\nos.remove('util.py')\nfrom .models import User\n",
            "import util\n",
            id="relative-import-after-a-removal",
        ),
    ],
)
def test_a_block_that_may_change_the_module_is_still_refused(module: str, block: str) -> None:
    refused(_AUTOGEN.format(module=module, usage=f"```python\n{block}```\n"))


def test_a_program_named_like_a_fixer_that_writes_is_still_refused() -> None:
    module = "open('fix.py', 'a').write('# x')\n"
    answer = _AUTOGEN.format(module=module, usage="```sh\npython fix.py\n```\n").replace(
        "util.py", "fix.py"
    )
    refused(answer)


def test_bare_calls_in_the_named_file_are_not_held_by_a_module_it_imports_whole() -> None:
    # app.py imports helpers as a module but calls bare g() and k(), which it lacks: the
    # sentence keeps app.py's own g and k, left out (helpers.g is no bare g)
    app = "import helpers\n\n\ndef f():\n    return g() + k() + helpers.h()\n"
    helpers = "def g():\n    return 1\n\n\ndef k():\n    return 2\n\n\ndef h():\n    return 3\n"
    answer = _md("app.py", "python", app) + _md("helpers.py", "python", helpers)
    refused(answer + "\nIn `app.py`, `g()` and `k()` are unchanged.\n")
