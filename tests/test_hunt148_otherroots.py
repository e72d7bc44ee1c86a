"""hunt148-otherroots: fix-marks183 reads an absolute or home path ending in a written path
(``/home/me/project/A.PY``, ``~/a.py``) as another spelling of it; a removal of a copy of the
same name at another place the words name (a stale copy in /tmp, a download, a backup, an
install in /usr/local/bin, a cache, a USB stick, an old project) refuses a.py, which the base
kept.

Expected by hand: a.py ``x = 1`` is written, then the assistant says it removed a copy of
a.py elsewhere (the words say which): a.py stays usable, exactly as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("I removed the stale copy at /tmp/a.py."), id="tmp-copy"),
    pytest.param(
        said("I deleted ~/Downloads/a.py, your old download.", "anthropic"), id="download"
    ),
    pytest.param(said("I deleted /var/backups/a.py.", "cline"), id="var-backups"),
    pytest.param(said("I removed the stale install at /usr/local/bin/a.py."), id="usr-local"),
    pytest.param(said("I deleted ~/.cache/a.py.", "responses"), id="cache"),
    pytest.param(
        said("I deleted the copy on the USB stick, /mnt/usb/a.py.", "anthropic"), id="usb"
    ),
    pytest.param(said("I deleted /home/me/old-project/a.py.", "cline"), id="old-project"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_copy_elsewhere_removed_keeps_the_file(answer: str) -> None:
    assert kept(answer)
