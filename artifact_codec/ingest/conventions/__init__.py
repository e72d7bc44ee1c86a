"""The conventions of model output, one module each, and THE table that tries them in order.

:data:`CONVENTIONS` is the one place a convention is added: write a module with its four
functions (:class:`~.answer.Convention`: ``present``, ``first``, ``open_at``, ``read``), put
its entry in the table, and its fixtures under ``tests/data/conventions/<tool>/``.

How an answer is read (:func:`read_conventions`):

1. ``strict`` first: a valid document costs one strict pass and nothing else.
2. Then each entry in the order of the table, skipping those whose markers are absent
   (``present``) or that find no structure (``first``). An entry whose structure starts inside
   another convention's content (``open_at`` of any other entry still in the running) is
   content, not structure, and is skipped: a test fixture holding delimiter lines inside a
   fenced file under its path, a README that shows Cline's tags, a heredoc inside a labelled
   script, a document or a code fence inside an edit block (the edited file holds them; the
   edit blocks are found once, before the entries are tried: ``Answer.edit_spans``). The
   first entry whose ``read`` returns a result wins; the edits it carries (edit blocks in
   its files, edits beside them) are in ``result.edits`` (:mod:`.edits`, :mod:`.results`).
3. When another tool's convention also holds files of its own, outside the winner's content
   (files written two ways in one answer; beside this library's own formats, files before
   the answer, and files or edits after its end marker), one of the two readings would lose
   files: the result is not usable
   (``mixed-conventions``), and the diagnostic names both. After the end marker, a code
   block the Markdown rules take for a file counts too (:func:`_file_after`: prose naming
   its path, plain or in backquotes, a first-line path comment, or a redefinition of a
   written file). Commands after the end marker that may change a file of the document
   (``sed -i``, ``mv``, a formatter: read as the script around heredocs is), and sentences
   there that tell to rename, move, delete, remove or replace one (:func:`_said_changed`),
   make it not usable too (``changed-after``).
4. Nothing found: ``no_artifact``.

The order is the precedence of disjoint readings: this library's own format first (an answer
that shows another convention as an example before the real answer is still read as ours),
then legacy JSON with files, then the tag conventions (their tags are explicit), the JSON tool
calls, heredocs, the Markdown family (the loosest), legacy JSON without files, and last the
slot of the edit conventions (:data:`~.edits.EDITS`: an answer of edits and no file, read by
the edit readers of :mod:`artifact_codec.ingest.edits` into ``result.edits``, status
``edit_blocks``).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import replace

from ...diagnostics import Diagnostic, Severity
from ...result import Format, ParseResult, Status
from ..normalize import answer_start
from .answer import Answer, Convention
from .bolt import BOLT
from .claude_artifacts import CLAUDE_ARTIFACTS
from .cline import CLINE
from .definitions import Definitions
from .edits import EDITS, find_edit_spans
from .fences import Fence, line_before, line_end, scan
from .heredoc import HEREDOC, changed_after
from .hybrid import HYBRID, STRICT
from .labels import (
    COMMENT_PATH,
    MAX_LABEL,
    label_parts,
    path_from_info,
    path_in_prose,
    valid_path,
)
from .legacy_json import LEGACY_JSON, LEGACY_JSON_EMPTY
from .markdown import MARKDOWN, file_definitions, redefined_file
from .openhands import OPENHANDS
from .tool_calls import TOOL_CALLS

__all__ = ["CONVENTIONS", "Answer", "Convention", "read_conventions"]

#: The conventions, in the order they are tried (see the module doc).
CONVENTIONS: tuple[Convention, ...] = (
    STRICT,
    HYBRID,
    LEGACY_JSON,
    CLINE,
    BOLT,
    OPENHANDS,
    CLAUDE_ARTIFACTS,
    TOOL_CALLS,
    HEREDOC,
    MARKDOWN,
    LEGACY_JSON_EMPTY,
    EDITS,  # the slot of the edit conventions
)

#: Other tools' file conventions: an answer should hold files in one of them only.
_OTHERS = frozenset(
    {"cline", "bolt", "openhands", "claude_artifacts", "tool_calls", "heredoc", "markdown"}
)


def read_conventions(answer: Answer) -> ParseResult:
    """The result of the first convention that reads ``answer`` (see the module doc)."""
    strict = STRICT.read(answer)
    if strict is not None:
        return strict
    answer.start = answer_start(answer.text, answer.notes)
    answer.edit_spans = find_edit_spans(answer)
    out: set[str] = {STRICT.name}  # entries that turned out to hold no structure
    for convention in CONVENTIONS[1:]:
        if convention.name in out or not convention.present(answer):
            continue
        pos = convention.first(answer)
        if pos is None and convention.explain is not None:
            convention.explain(answer)
        if pos is None or _inside_another(answer, convention, pos, out):
            out.add(convention.name)
            continue
        result = convention.read(answer)
        if result is None:
            out.add(convention.name)
            continue
        if result.code.files:
            _check_mixed(answer, convention, pos, result, out)
        return result
    answer.notes.add(
        "no-artifact",
        Severity.ERROR,
        "no files were found: neither delimiter blocks, nor a JSON object with files, nor "
        "code blocks with file paths",
        answer.start if answer.start < len(answer.text) else None,
    )
    return ParseResult(Status.NO_ARTIFACT, Format.NONE, diagnostics=answer.notes.finish())


def _inside_another(answer: Answer, convention: Convention, pos: int, out: set[str]) -> bool:
    """Whether ``pos`` lies inside the content of another convention still in the running.
    Only the text before ``pos`` is looked at (``open_at`` needs no more), so the check costs
    the length of what precedes the structure, not of the answer."""
    before = replace(answer, text=answer.text[:pos], cache={})
    for other in CONVENTIONS[1:]:
        if other.name in out or other.present is convention.present:
            continue
        if other.present(before) and other.open_at(before, pos):
            return True
    return False


def _check_mixed(
    answer: Answer, winner: Convention, start: int, result: ParseResult, out: set[str]
) -> None:
    """Files written in another convention beside the winner's would be lost: say so, and do
    not let the result be usable. Beside this library's own formats, only files BEFORE them
    and AFTER the end marker of the document read count (what lies between is their
    content); an answer may hold both only when one encloses the other."""
    # Beside our own format only the text around the answer matters: look at that alone (an
    # answer in our format costs no scan of its files by the other conventions).
    native = winner.name not in _OTHERS
    if not native:
        _say_mixed(answer, answer, winner, result, out, enclosing=winner)
        return
    before = replace(answer, text=answer.text[:start], cache={})
    if _say_mixed(answer, before, winner, result, out, enclosing=winner):
        return
    after = answer.after
    if after is not None and answer.text[after:].strip():
        # The text after the document, at its place (what precedes it blanked, line breaks
        # kept): the document is closed there, so nothing of it encloses what follows.
        text = answer.text
        blanked = _NOT_LINE_BREAK.sub(" ", text[:after]) + text[after:]
        rest = replace(answer, text=blanked, start=after, cache={}, notes=answer.notes.copy())
        if not _say_mixed(answer, rest, winner, result, out, enclosing=None):
            _say_file_in_prose(answer, after, winner, result)
            _say_changed_after(answer, after, result)


def _say_changed_after(answer: Answer, after: int, result: ParseResult) -> None:
    """Commands after the end marker (a shell block, a command quoted in prose) that may
    change a file of the document: the files are not what the answer leaves; not usable."""
    files = {f.file_path: f.content for f in result.code.files}
    changed = changed_after(answer, after, [f.file_path for f in result.code.files], files)
    said = None if changed else _said_changed(answer, after, result)
    if changed:
        _, message, line = changed[0]
    elif said is not None:
        message, line = said
    else:
        return
    result.diagnostics.append(Diagnostic("changed-after", Severity.ERROR, message, line))
    if result.status.usable:
        result.status = Status.REJECTED_FILES


# A sentence that tells to change a file: it starts (after a few words that lead into an
# instruction: "Also,", "Then", "You should", "In app.py,") with a verb that renames, moves,
# deletes, removes or replaces, or names a line of it ("Then replace line 3 of app.py with",
# "Line 3 of app.py should be"). Only the start of a sentence is matched (an instruction,
# not a description: "The new app.py replaces the old one" is no instruction).
_LEAD_IN = (
    r"(?:(?:also|then|now|finally|and|next|please|lastly|additionally|afterwards|oops|oh"
    r"|wait|so|but|one more thing|note|important|ps|p\.s\.|nb|in[ \t]+\S+)"
    r"[*_]*[ \t]*[,:]?[*_]*[ \t]+"
    r"|(?:you[ \t]+(?:should|must|need[ \t]+to|have[ \t]+to|will[ \t]+need[ \t]+to"
    r"|can(?:[ \t]+now)?|may(?:[ \t]+now)?)"
    r"|make[ \t]+sure[ \t]+to|don'?t[ \t]+forget[ \t]+to|remember[ \t]+to|be[ \t]+sure[ \t]+to)"
    r"[ \t]+)*"
)
_SAYS_CHANGE = re.compile(
    r"[^\w`]*" + _LEAD_IN + r"(?P<verb>renam\w*|move|delete|remove|replace|overwrite"
    r"|(?:change|edit|fix|update)[ \t]+line[ \t]+\d+|line[ \t]+\d+[ \t]+(?:of|in)\b"
    # a change made to a written file: "In app.py, change 'hi' to 'bye'", "Add `import os`
    # at the top of app.py", "Merge util.py into app.py" (the file named below)
    r"|(?P<edit>change|edit|modify|update|add|insert|append|prepend|merge|combine)\b"
    # the same in French, German, Spanish, Portuguese: "Supprimez util.py", "Lösche util.py"
    r"|supprim\w*|efface[rz]?|renomme[rz]?|l\u00f6sche\w*|entferne\w*|benenne\w*"
    r"|elimin[ae]\w*|borr[ae]\w*|renombr[ae]\w*|exclu[ai]\w*|apague\w*|remova\w*)",
    re.I,
)
# The same in the passive, anywhere in the sentence: "app.py should be renamed to main.py".
_SAYS_CHANGED = re.compile(
    r"\b(?:should|must|needs?[ \t]+to|has[ \t]+to|is[ \t]+to|can)[ \t]+(?:now[ \t]+|also[ \t]+)?"
    r"be[ \t]+(?P<verb>renamed|moved|deleted|removed|replaced|overwritten)\b"
    # "util.py can go", "util.py is no longer needed"
    r"|\b(?P<gone>can[ \t]+(?:now[ \t]+)?go"
    r"|(?:is|are)[ \t]+no[ \t]+longer[ \t]+(?:needed|used|required))\b",
    re.I,
)
# A file of the answer that the sentence calls the user's old copy ("The old app.py can be
# deleted"): the written file replaces it.
_OLD_COPY = frozenset({"old", "previous", "original", "existing", "current", "former"})
# A word of prose that names a file ("helpers.py", "src/app.ts").
_PATH_WORD = re.compile(r"[\w-]+(?:/[\w.-]+)*\.[A-Za-z]\w*|[\w.-]+/[\w./-]+")
# Advice to the user, not a correction of the answer: "Replace the key in config.py with
# your own", "If you do not need logging, delete log.py".
_ADVICE = re.compile(r"\b(?:your|yours|if|optionally)\b", re.I)
# A template the user copies under another name (`.env.example` renamed to `.env`).
_TEMPLATE = re.compile(r"(?i)\.(?:example|sample|template|dist|tpl)$|\.(?:example|sample)\.")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n[ \t]*\n|\n[ \t]*(?:[-*+]|\d+\.)[ \t]")
_PROSE_WORD = re.compile(r"[\w./@+~-]+")
# The words after a renamed or moved file that say where it goes.
_TO = frozenset({"to", "into", "as"})
# The longest start of a sentence looked at (an instruction's verb comes first).
_SENTENCE_HEAD = 300


def _said_changed(answer: Answer, after: int, result: ParseResult) -> tuple[str, int] | None:
    """Prose after the end marker (outside code blocks) that tells to change a file the
    document wrote (rename, move, delete, remove or replace it, or a line of it): the model
    meant other files than the answer holds. The message and its line, or None."""
    names: dict[str, str] = {}
    for f in result.code.files:
        names.setdefault(f.file_path.lower(), f.file_path)
        names.setdefault(f.file_path.rsplit("/", 1)[-1].lower(), f.file_path)
    text = answer.text
    pos = after
    gaps: list[tuple[int, int]] = []
    for fence in scan(text, after, nested=False):
        gaps.append((pos, fence.start))
        pos = fence.end
    gaps.append((pos, len(text)))
    last_named: str | None = None  # the file the sentence before named ("it")
    for start, stop in gaps:
        begin = start
        for end in [m.end() for m in _SENTENCE_END.finditer(text, start, stop)] + [stop]:
            sentence = text[begin:end]
            at, begin = begin, end
            head = sentence[:_SENTENCE_HEAD]
            words = [w.rstrip(".:").lower() for w in _PROSE_WORD.findall(sentence)]
            named = next((w for w in words if w in names), None)
            said = _SAYS_CHANGE.match(head) or _SAYS_CHANGED.search(head)
            if said is None or _ADVICE.search(sentence):
                last_named = named or last_named
                continue
            path = _changed_path(sentence, said, words, names, last_named)
            last_named = named or last_named
            if path is None or _TEMPLATE.search(path):
                continue
            line, _ = answer.notes.locate(at + said.start())
            return (
                f"after the document, line {line}, the answer tells to change {path} "
                f"({sentence.strip()[:80]!r}): the file as written is not what the model "
                "meant; write every file as it should be",
                line,
            )
    return None


def _changed_path(
    sentence: str,
    said: re.Match[str],
    words: list[str],
    names: dict[str, str],
    last_named: str | None,
) -> str | None:
    """The written file a sentence that tells to change a file (``said``: its verb) changes,
    or None: the first file named after the verb ("Remove `helpers.py`" changes no written
    file, whatever it names next), "it" for the file named before, else a written file the
    sentence names (not the user's old copy: "The old app.py can be deleted")."""
    verb = (said.group("verb") or "").lower() if "verb" in said.groupdict() else ""
    # (in the passive, "app.py should be renamed to main.py", the file comes before the verb)
    after_verb = "" if said.re is _SAYS_CHANGED else sentence[said.end() :]
    target: str | None = None
    for token in _PROSE_WORD.findall(after_verb):
        word = token.rstrip(".:,;").lower()
        if word == "it" and not said.groupdict().get("edit"):
            target = last_named
            break
        if word in names or _PATH_WORD.fullmatch(word):
            target = word if word in names else None
            if target is None:
                return None  # the object of the verb is no written file
            break
    if target is None:
        where = next((n for n, w in enumerate(words) if w in names), None)
        permitted = re.match(r"(?i)can\b", said.group())  # "can be deleted", not "must"
        if where is None or (permitted and where > 0 and words[where - 1] in _OLD_COPY):
            return None
        target = words[where]
        rest = words[where + 1 :]
    else:
        rest = [w.rstrip(".:,;").lower() for w in _PROSE_WORD.findall(after_verb)]
        rest = rest[next((n for n, w in enumerate(rest) if w in names or w == "it"), 0) :]
    if verb.startswith(("mov", "renam")) and not _TO.intersection(rest):
        return None  # "Move into the folder and run app.py" moves no file
    return names.get(target)


_NOT_LINE_BREAK = re.compile(r"[^\r\n]")


def _say_file_in_prose(answer: Answer, after: int, winner: Convention, result: ParseResult) -> None:
    """After the end marker of our own format, a fence that the Markdown rules would take for
    a file holds a file the document does not: prose introducing it as a file (``And add
    `b.py`:``, ``Create util.py with:``, ``Here is the fixed app.py``), a first-line comment
    naming a path (``# util.py``), or code that defines names of a written file again
    (``Fixed version:`` and ``def f``: a corrected version of it). It was not read, so the
    result says so and is not usable (reading it as a file would guess at where it ends and
    what it is; dropping it would lose a file or keep a superseded one)."""
    text = answer.text
    floor = after
    defined: list[tuple[str, str, Definitions]] | None = None  # (path, language, names)
    written = _WrittenLines([f.content for f in result.code.files])
    for fence in scan(text, after, nested=False):
        label = line_before(text, fence.start, floor)
        floor = fence.end
        if defined is None:  # once, not per block: the answer's files are read once
            defined = [
                (f.file_path, *file_definitions(f.file_path, f.content)) for f in result.code.files
            ]
        if written.quoted(text[fence.body : fence.close], whole=_fixed(text, label)):
            continue  # an explanation quoting lines of a written file: prose
        how = _file_after(text, fence, label, defined) or _named_below(text, fence)
        how = how or _correction(text, fence, label)
        if how is None:
            continue
        line, column = answer.notes.locate(fence.start)
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions",
                Severity.ERROR,
                f"the answer was read as {winner.name}, but after the document, line {line}, "
                f"{how}, which was not read (a Markdown file after the document); write every "
                "file in the document",
                line,
                column,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return
    block = _indented_file(answer, after, result, written)
    if block is not None:
        how, pos = block
        line, column = answer.notes.locate(pos)
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions",
                Severity.ERROR,
                f"the answer was read as {winner.name}, but after the document, line {line}, "
                f"{how}, which was not read; write every file in the document",
                line,
                column,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES


class _WrittenLines:
    """The lines of the written files (stripped, blanks left out), indexed by line: where
    each line stands in which file. Built once per answer, so weighing a block against every
    written file costs the block's length, not its length times the number of files."""

    # The most places of a block's rarest line a block is compared at (past it, the block is
    # taken for no quote: weighed as a possible file, the safe side).
    _MOST_PLACES = 16

    def __init__(self, files: Sequence[str]) -> None:
        self._files = files
        self._lines: list[list[str]] = []
        self._places: dict[str, list[tuple[int, int]]] = {}

    def _index(self) -> None:
        """Index the files' lines (on the first block weighed: most answers have none)."""
        self._lines = [[x.strip() for x in f.splitlines() if x.strip()] for f in self._files]
        for number, lines in enumerate(self._lines):
            for at, line in enumerate(lines):
                self._places.setdefault(line, []).append((number, at))
        self._files = ()

    def quoted(self, body: str, *, whole: bool = False) -> bool:
        """Whether a block's lines (blanks and indentation aside) are a run of consecutive
        lines of one written file: an explanation quoting it ("The key part of util.py
        is:"), not a file. A block that repeats the whole file is a quote too: read as the
        file, it gives the same file. A block that changes, adds or leaves out a line
        between two of the file's is no quote (a shorter rewrite of the file). ``whole``:
        only the whole file counts (under prose that calls the block a corrected version, a
        part of the file is its shorter rewrite)."""
        block = [x.strip() for x in body.splitlines() if x.strip()]
        if not block:
            return False
        if self._files:
            self._index()
        anchor, places = 0, None
        for n, line in enumerate(block):
            found = self._places.get(line)
            if found is None:
                return False
            if places is None or len(found) < len(places):
                anchor, places = n, found
        assert places is not None
        for number, at in places[: self._MOST_PLACES]:
            start = at - anchor
            lines = self._lines[number]
            if whole and (start != 0 or len(lines) != len(block)):
                continue
            if start >= 0 and lines[start : start + len(block)] == block:
                return True
        return False


# Prose after a block that names it as a file: "Save this as `conf.py`.", "Put it in app.py."
_NAMED_BELOW = re.compile(
    r"[ \t]*(?:save|put|store|write|place|name|call|paste)\b[^\r\n]{0,40}?[ \t](?:as|in|to|into)"
    r"[ \t]+[`*'\"]*(?P<path>[\w./-]+?)[`*'\"]*[.:!]?[ \t]*(?:\r?\n|$)",
    re.I,
)


def _named_below(text: str, fence: Fence) -> str | None:
    """How the prose line right below a block names it as a file, or None."""
    found = _NAMED_BELOW.match(text, fence.end)
    if found is None:
        return None
    path = found.group("path")
    if "." not in path.rsplit("/", 1)[-1] or not valid_path(path):
        return None
    return f"prose below a code block names it as the file {path!r}"


# Prose that introduces a block as a corrected version ("Oops, correction:", "Fixed
# version:"): a file of the answer written again, whatever names it defines.
_CORRECTION = re.compile(
    r"(?i)\b(?:correction|corrected|(?:fixed|updated|revised|correct) (?:version|code|script))\b"
)
# The same, said of a file by name ("Here is the fixed app.py:", "app.py, corrected:"): a
# block that leaves lines of the file out is then its shorter rewrite, not a quote of it.
_FIXED = re.compile(
    r"(?i)\b(?:correction|corrected|fixed|updated|revised|new version|rewritten|should be)\b"
)


def _fixed(text: str, label: tuple[int, int] | None) -> bool:
    """Whether the prose line above a block introduces it as a corrected version."""
    return label is not None and _FIXED.search(text, label[0], label[1]) is not None


# Blocks of commands, output or text: no file's new version.
_NOT_CODE = frozenset(
    {"bash", "sh", "shell", "zsh", "console", "terminal", "text", "txt", "output", "plaintext"}
    | {"powershell", "ps1", "cmd", "bat", "diff", "patch", "log"}
)


def _correction(text: str, fence: Fence, label: tuple[int, int] | None) -> str | None:
    """How prose introduces a code block as a corrected version of a file, or None."""
    language = fence.info.split(maxsplit=1)[0].lower() if fence.info.strip() else ""
    if label is None or not language or language in _NOT_CODE:
        return None
    if _CORRECTION.search(text[label[0] : label[1]]) is None:
        return None
    return "prose introduces a code block as a corrected version of a file"


# A line of prose ending with a colon, a blank line, then an indented code block.
# (One run of the line to its last colon: "[^\n]*\S[^\n]*:" would weigh every split of a
# long line without one, a quadratic cost; the words before the colon are checked after.)
_INDENTED_BLOCK = re.compile(r"^([^\r\n]*:)[ \t]*\r?\n[ \t]*\r?\n(?: {4}|\t)\S", re.M)


def _indented_file(
    answer: Answer, after: int, result: ParseResult, written_lines: _WrittenLines
) -> tuple[str, int] | None:
    """After the end marker, an indented code block under prose that introduces it as a file
    the answer writes ("util.py should be:"), outside fences: how, and where; or None."""
    text = answer.text
    written = {f.file_path.lower() for f in result.code.files} | {
        f.file_path.rsplit("/", 1)[-1].lower() for f in result.code.files
    }
    fences = [(fence.start, fence.end) for fence in scan(text, after, nested=False)]
    starts = [start for start, _ in fences]
    for found in _INDENTED_BLOCK.finditer(text, after):
        inside = bisect.bisect_right(starts, found.start()) - 1  # the fence before it
        if (inside >= 0 and found.start() < fences[inside][1]) or not found.group(1)[:-1].strip():
            continue
        named = path_in_prose(found.group(1), "python")
        if named is None or named.lower() not in written:
            continue
        body_start = text.find("\n", found.end(1)) + 1
        body_end = text.find("\n\n", body_start)
        body = text[body_start : body_end if body_end != -1 else len(text)]
        if written_lines.quoted(body, whole=_FIXED.search(found.group(1)) is not None):
            continue
        return f"prose introduces an indented code block as the file {named!r}", found.start()
    return None


def _file_after(
    text: str,
    fence: Fence,
    label: tuple[int, int] | None,
    defined: Sequence[tuple[str, str, Definitions]],
) -> str | None:
    """How a fence after the document is a file (for the diagnostic), or None when it is not
    one by the Markdown rules: prose or a label naming its path, a path in its info string or
    in its first-line comment, or a redefinition of a written file."""
    if label is not None:
        line = text[label[0] : label[1]]
        label_path = label_parts(line)
        # a bare label (`util.py:`); a label with words after it is prose, weighed above
        bare = label_path[0] if label_path is not None and not label_path[1] else None
        named = path_in_prose(line, fence.info, loose=True) or bare
        if named is not None:
            return f"prose introduces a code block as the file {named!r}"
    info_path, _ = path_from_info(fence.info)
    if info_path is not None:
        return f"a code block names the file {info_path!r} in its info string"
    if fence.body < fence.close:
        end, _ = line_end(text, fence.body, fence.close)
        named = _comment_path(text[fence.body : end]) if end - fence.body <= MAX_LABEL else None
        if named is not None:
            return f"a code block names the file {named!r} in its first-line comment"
    if path_from_info(fence.info)[1] != "citation":
        path = redefined_file(text, fence, defined)
        if path is not None:
            return (
                f"a code block without a path defines names of {path} again (it may be "
                f"a corrected version of {path})"
            )
    return None


# The comment marks a first line may start with (and the ones that close it on the line).
_COMMENT_MARKS = ("#", "//", "--", ";", "%", "/*", "<!--", "{/*")
_COMMENT_ENDS = ("*/}", "*/", "-->")


def _comment_path(line: str) -> str | None:
    """The path a first content line names as a comment: the Markdown reader's form
    (``# filename: x.py``) or a comment holding only a path with a suffix (``# util.py``,
    ``// src/app.ts``)."""
    found = COMMENT_PATH.fullmatch(line)
    if found is not None:
        named = found.group(2).strip("`'\"")
        return named if valid_path(named) else None
    stripped = line.strip()
    mark = next(
        (m for m in sorted(_COMMENT_MARKS, key=len, reverse=True) if stripped.startswith(m)), None
    )
    if mark is None:
        return None
    body = stripped[len(mark) :]
    for close in _COMMENT_ENDS:
        body = body.removesuffix(close)
    token = body.strip().strip("`'\"").rstrip(":")
    if not token or any(c.isspace() for c in token):
        return None
    return token if "." in token.rsplit("/", 1)[-1] and valid_path(token) else None


def _say_mixed(
    answer: Answer,
    seen: Answer,
    winner: Convention,
    result: ParseResult,
    out: set[str],
    *,
    enclosing: Convention | None,
) -> bool:
    """Whether files of another convention stand in ``seen`` (a view of ``answer``), outside
    every other convention's content (and ``enclosing``'s); then the result says so and is
    not usable."""
    # (after the document, edits count too: an edit of another file, written after it)
    names = _OTHERS if enclosing is not None else _OTHERS | {EDITS.name}
    for other in CONVENTIONS:
        if other.name not in names or other.name in out or other is winner:
            continue
        if not other.present(seen):
            continue
        pos = other.first(seen)
        if pos is None:
            continue
        if enclosing is not None and enclosing.open_at(answer, pos):
            continue
        if _inside_another(seen, other, pos, out):
            continue
        if enclosing is None:
            # After the document only files and edits count: "then run" and a command is
            # prose's business (a Cline <execute_command>, a bolt shell action).
            found = other.read(replace(seen, cache={}, notes=answer.notes.copy()))
            wrote = found is not None and (
                found.code.files
                or found.edits
                or found.partial_file is not None
                or found.status is Status.EDIT_BLOCKS
            )
            if not wrote:
                continue
        line, column = answer.notes.locate(pos)
        where = f"after the document, line {line}" if enclosing is None else f"line {line}"
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions",
                Severity.ERROR,
                f"the answer was read as {winner.name}, but it also holds "
                f"{'files' if enclosing is not None else 'files or edits'} as {other.name} "
                f"({where}), which were not read; write every file the same way",
                line,
                column,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return True
    return False
