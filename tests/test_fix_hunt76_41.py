"""fix-hunt76-41: rules added for what hunt76 found (expected values by hand)."""

from __future__ import annotations

from artifact_codec.format.paths import shown_key


def test_a_capital_greek_nu_is_shown_as_n_not_v() -> None:
    # Capital Nu shows N: mapped before case folding, it is not its folded small nu (a v).
    assert shown_key("src/\u039dew.py") == "src/new.py"
    assert shown_key("src/\u039dew.py") != shown_key("src/vew.py")
    # the small nu still shows v
    assert shown_key("src/\u03bdew.py") == "src/vew.py"


def test_a_whole_cyrillic_capital_name_is_shown_as_its_latin_look() -> None:
    assert shown_key("\u0410\u0412\u0421.py") == "abc.py"
