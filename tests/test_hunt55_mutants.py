"""hunt55-mutants: real stdlib modules with two top-level definitions in a row replaced by a
margin note naming them, as a model leaves code out ("# a and b unchanged"); 21 of 151 such
mutants (the first pair of each stdlib top-level module) read clean. Excerpts of the classes,
each cut to the lines that decide. Expected by hand: the two definitions are missing from the
file the model wrote: never usable."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "content",
    [
        # stdlib pickle.py: the module's own exception classes left out, while the module
        # imports the C accelerator's classes of the same names in a try/except ImportError
        pytest.param(
            "from copyreg import dispatch_table\n\n\n# PickleError and PicklingError unchanged\n\n\n"
            "class UnpicklingError(PickleError):\n    pass\n\n\n"
            "try:\n    from _pickle import PickleError, PicklingError\nexcept ImportError:\n    pass\n",
            id="stdlib-pickle-accelerator-import",
        ),
        # stdlib pprint.py: module functions pprint/pformat left out; PrettyPrinter has
        # methods of the same names
        pytest.param(
            "import sys\n\n\n# keep pprint and pformat\n\n\nclass PrettyPrinter:\n"
            "    def pprint(self, obj):\n        sys.stdout.write(self.pformat(obj))\n\n"
            "    def pformat(self, obj):\n        return repr(obj)\n",
            id="stdlib-pprint-methods-of-the-same-names",
        ),
        # stdlib pyclbr.py: a class named Function (a kind word capitalized) is read as the
        # kind of the next word, so the state is taken for a name
        pytest.param(
            "import sys\n\n\n# _Object and Function unchanged\n\n\nclass Class(_Object):\n    pass\n",
            id="stdlib-pyclbr-class-named-function",
        ),
        # stdlib subprocess.py: the section's comment kept, the note right under it
        pytest.param(
            "import os\n\n\n# Exception classes used by this module.\n"
            "# SubprocessError() and CalledProcessError() stay the same\n\n\n"
            "class TimeoutExpired(SubprocessError):\n    pass\n",
            id="stdlib-subprocess-under-the-section-comment",
        ),
        # stdlib csv.py: the note right above the code that registers the class left out
        pytest.param(
            "from _csv import register_dialect\n\n\n# Dialect and excel unchanged\n"
            'register_dialect("excel", excel)\n',
            id="stdlib-csv-above-the-code-using-them",
        ),
        # stdlib datetime.py (and 19 more of 108 class mutants: _pyio seek/tell, codecs
        # encode/reset, random seed/getstate, tarfile close/read...): a class's two methods
        # noted out, another class of the module has methods of the same names
        pytest.param(
            "class timedelta:\n    def __init__(self, days=0):\n        self._days = days\n\n"
            "    def __repr__(self):\n        return 'timedelta(%d)' % self._days\n\n"
            "    def __str__(self):\n        return '%d days' % self._days\n\n\n"
            "class date:\n    def __init__(self, year):\n        self._year = year\n\n"
            "    # keep __repr__ and __str__\n\n"
            "    def isoformat(self):\n        return '%04d' % self._year\n",
            id="stdlib-datetime-methods-of-another-class",
        ),
    ],
)
def test_a_stdlib_module_with_two_definitions_noted_out_is_never_usable(content: str) -> None:
    result = parse_response(native_answer("pkg/m.py", content))
    assert not result.usable, (result.status, [f.content for f in result.code.files])
