"""Converting a legacy all-JSON response (``{"files": [{"file_path", "content"}, ...]}``) to a
document of the format: the library side of the CLI's ``dump`` command.

The JSON is repaired first (:func:`~artifact_codec.ingest.legacy.load_legacy_report`), then
serialized with :func:`~artifact_codec.write.serializer.dumps`. What cannot be converted raises
an :class:`~artifact_codec.errors.ArtifactCodecError` whose message says why.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import ArtifactCodecError
from ..format.header import has_lone_surrogate, holds_lone_surrogate
from ..ingest.legacy import LegacyResult, load_legacy, load_legacy_report
from .serializer import dumps

__all__ = ["LegacyDocument", "legacy_to_document"]

_LONE_SURROGATE_REFUSED = (
    "the JSON has lone surrogate escapes (such as \\ud800: half of a UTF-16 pair, not a "
    "character), which the format cannot hold; write the characters themselves"
)


class LegacyDocument(NamedTuple):
    """A converted legacy response: the ``document`` text, and the ``legacy`` reading of the
    JSON (its ``code``, and in ``legacy.repair`` every repair that was made)."""

    document: str
    legacy: LegacyResult


def legacy_to_document(text: str) -> LegacyDocument:
    """The document of the format that holds the legacy all-JSON response ``text``.

    Broken JSON is repaired the way models break it (unescaped quotes in code, raw newlines,
    trailing commas, prose or fences around it); the repairs are in ``legacy.repair``. Files
    damaged beyond repair are left out (a ``resynchronized`` repair names each).

    Raises :class:`~artifact_codec.errors.ArtifactDecodeError` when no usable JSON is found,
    when a file is invalid (the message names it), or when the response was cut off (the
    message names the cut-off file), and :class:`~artifact_codec.errors.ArtifactCodecError`
    when the metadata has no form in the format (NaN or an infinity; lone surrogate escapes).
    """
    legacy = load_legacy_report(text)
    if legacy.truncated:
        load_legacy(text)  # raises the error that names the cut-off file
    code = legacy.code
    # The legacy reader keeps lone surrogates (the lenient readers replace them afterwards);
    # in the metadata dumps would refuse them, in a content write them: refuse both here.
    metadata: list[object] = [code.task_id, code.project_id, code.setup_instructions]
    metadata += [code.dependencies, code.model_extra]
    metadata += [file.model_dump(exclude={"content"}) for file in code.files]
    if holds_lone_surrogate(metadata):
        raise ArtifactCodecError(_LONE_SURROGATE_REFUSED)
    try:
        document = dumps(legacy.code)
    except ValueError as error:  # NaN or infinity in the metadata: JSON has no form for them
        raise ArtifactCodecError(f"cannot be written in the format: {error}") from None
    if has_lone_surrogate(document):
        raise ArtifactCodecError(_LONE_SURROGATE_REFUSED)
    return LegacyDocument(document, legacy)
