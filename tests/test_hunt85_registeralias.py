"""hunt85-registeralias: IPython's API form of ``%alias_magic``,
``magics_manager.register_alias(NAME, TARGET)``, makes ``%NAME`` run the magic TARGET; a
later ``%zap rm data.csv`` with TARGET ``sx``/``system`` runs ``rm data.csv`` in the shell,
read as changing nothing.

Expected values by hand: as hunt84-aliasmagic's ``%alias_magic zap sx`` then ``%zap rm
data.csv`` (refused since fix-calls53), the cell removes data.csv: not usable.
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param(
            "ip = get_ipython()\nip.magics_manager.register_alias('zap', 'sx')\n%zap rm data.csv\n",
            id="register-alias-sx",
        ),
        pytest.param(
            "get_ipython().magics_manager.register_alias('zap', 'system', 'line')\n"
            "%zap rm data.csv\n",
            id="register-alias-system-line",
        ),
        pytest.param(
            "from IPython import get_ipython\n\nmm = get_ipython().magics_manager\n"
            "mm.register_alias('zap', 'sx')\nzap rm data.csv\n",
            id="register-alias-automagic",
        ),
    ],
)
def test_a_registered_alias_removing_data_csv_is_refused(cell: str) -> None:
    assert not run_after(APP_AND_DATA, cell).usable


def test_the_magic_form_is_refused() -> None:
    assert not run_after(APP_AND_DATA, "%alias_magic zap sx\n%zap rm data.csv\n").usable
