"""Native-format answers built by hand for the tests (the bytes a model writes, not dumps)."""

from __future__ import annotations


def native_answer(path: str, content: str) -> str:
    """One file in the native format: the header, one block, the end marker."""
    return (
        f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )
