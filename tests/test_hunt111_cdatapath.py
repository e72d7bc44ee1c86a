"""hunt111-cdatapath: a Cline ``<path>`` holding a CDATA section beside plain text
(``<![CDATA[src/]]>a.py``, ``src/<![CDATA[a.py]]>``). An XML reader reads the text
``src/a.py`` (as fix-agent102 reads a path written as one CDATA section); the other reading is
the path with the CDATA markup in it, no file the model named. Expected by hand: ``src/a.py``
``x = 1``, or refused; never a file named ``<![CDATA[src/]]>a.py``.
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "path",
    [
        pytest.param("<![CDATA[src/]]>a.py", id="cdata-then-text"),
        pytest.param("src/<![CDATA[a.py]]>", id="text-then-cdata"),
        pytest.param("<![CDATA[src/]]><![CDATA[a.py]]>", id="two-sections"),
    ],
)
def test_a_path_with_a_cdata_section_is_its_text(path: str) -> None:
    text = f"<write_to_file>\n<path>{path}</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"
    meant_or_refused(parse_response(text), [("src/a.py", "x = 1\n")])
