"""The wheel holds every package of the source tree: a sub-package left out of pyproject's list
installs fine and then fails to import (``pip install .`` is what the README and CI use)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _declared() -> set[str]:
    # the list of [tool.setuptools] (tomllib is 3.11+, and Python 3.10 is supported)
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    block = re.search(r"^packages = \[(.*?)^\]", text, re.MULTILINE | re.DOTALL)
    assert block is not None, "pyproject.toml: no packages = [...] list"
    return set(re.findall(r'"([\w.]+)"', block.group(1)))


def test_every_package_folder_is_in_the_wheel() -> None:
    source = ROOT / "artifact_codec"
    found = {
        ".".join(("artifact_codec", *init.parent.relative_to(source).parts))
        for init in source.rglob("__init__.py")
    }
    missing = sorted(found - _declared())
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"


def test_every_declared_package_exists() -> None:
    source = ROOT / "artifact_codec"
    folders = {"artifact_codec.grammars": ROOT / "grammars"}
    for name in _declared():
        folder = folders.get(name, source.joinpath(*name.split(".")[1:]))
        assert folder.is_dir(), f"{name} is declared in pyproject.toml but {folder} is missing"
