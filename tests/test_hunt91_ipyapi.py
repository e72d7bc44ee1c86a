"""hunt91: IPython magics and aliases defined by other APIs than the ones fix-calls65 weighs
(``register_alias``, ``define_macro``...): ``run_line_magic('alias', ...)``, a store into the
magics table.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
cell defines ``zap`` to run a shell line and then runs ``%zap`` on data.csv, which removes
it (``rm data.csv``): the answer is refused, as ``%alias zap rm %s`` is."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "ip = get_ipython()\nip.run_line_magic('alias', 'zap rm %s')\n%zap data.csv\n",
            id="run-line-magic-alias",
        ),
        pytest.param(
            "ip = get_ipython()\n"
            "ip.magics_manager.magics['line']['zap'] = ip.find_line_magic('sx')\n"
            "%zap rm data.csv\n",
            id="magics-table-store",
        ),
        pytest.param(
            "ip = get_ipython()\nip.run_line_magic('alias', 'zap rm %s')\n"
            "ip.run_line_magic('zap', 'data.csv')\n",
            id="run-line-magic-alias-called-by-api",
        ),
    ],
)
def test_a_magic_defined_by_another_api_is_weighed(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
