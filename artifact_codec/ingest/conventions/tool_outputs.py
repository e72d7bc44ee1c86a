"""What a later tool output shows of a written file (fix-output169: hunt132/hunt139 output*).

A transcript writes ``a.py``, then runs a command (or a read tool) whose output shows the file's
state or content: missing (``test -f`` printing ``missing``, ``find`` printing nothing, ``git
status`` showing it renamed), empty (``wc -c`` ``0``, ``ls -l`` size 0, ``file``'s ``empty``), or
holding other lines (``head``, ``tail``, ``sed -n``, ``nl``, ``git diff``, a ``python -c`` print,
a read tool). Such an output says the file is not on disk as written: the reader refuses it.
An output that could be read two ways refuses too; a shown content cut short by the harness
(a truncation mark) is read as part of the file. A command that looks a name up elsewhere
(``which``, ``pip show``, ``ssh host ...``, ``docker exec``) says nothing of the local file.

:func:`disagreements` is the one reading; :mod:`.tool_calls` (JSON transcripts) and
:mod:`.cline` (printed Cline transcripts) call it with the files written before the call.
Every scan here is linear in the output (one pass over its lines, bounded regexes).
"""

from __future__ import annotations

import ast
import base64
import binascii
import fnmatch
import itertools
import re
import shlex
from collections.abc import Callable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from functools import partial

#: Files looked up by a name that is not a local path, or commands run on another machine: a
#: missing-file word in their output is about something else (hunt132-outputelsewhere).
_LOOKUPS = frozenset({"which", "whereis", "pip", "pip3", "npm", "apt", "apt-get", "brew", "hash"})
_REMOTE = frozenset({"ssh", "scp", "rsync", "sftp"})
_IN_CONTAINER = frozenset({"docker", "podman", "kubectl", "lxc", "nerdctl"})
#: A ``host:path`` operand (scp, rsync): paths under its folder are on the other host.
_HOST_PATH = re.compile(r"^(?:[\w.-]+@)?[\w.-]+:(/[^\s]*)$")

#: A line a harness prints where it cut a shown output short: ``... [output truncated]``,
#: ``[... 200 more lines]``, ``<truncated 50 lines>``, ``(output truncated)``.
_TRUNCATION = re.compile(
    r"(?i)^\W{0,8}(?:\.\.\.|\u2026)?\W{0,8}(?:(?:output\s+)?truncated\b|\d+\s+(?:more\s+)?"
    r"(?:lines?|characters?|chars|bytes)\s+(?:omitted|truncated|more|hidden)?|"
    r"\d+\s+more\s+lines?\b|truncated\s+\d+)[^\n]{0,80}$"
)
_COUNTED = re.compile(r"(\d+)\s+(?:more\s+)?lines?\b", re.I)
#: A harness's line about the command, not its output (``[Command finished with exit code
#: 0]``, ``Exit code: 0``, ``(exit status 0)``).
_EXIT_LINE = re.compile(
    r"(?i)^\s*[\[(]?\s*(?:command\s+finished\s+with\s+)?(?:exit(?:ed)?\s*(?:code|status)"
    r"|process\s+exited\s+with\s+code|return\s*code|the\s+command\s+completed\s+with\s+exit"
    r"\s+code)\s*[:=]?\s*-?\d+\.?\s*[\])]?\s*$|^\s*wall\s+time:\s*[\d.]+\s*\w{0,10}\s*$"
)
#: A tool's answer that says it ran and shows nothing (a harness's placeholder).
_BARE_SUCCESS = frozenset({"", "ok", "done", "success", "true", "completed"})
#: A harness's wrapper line at an output's ends (``Output:``, ``stdout:``, a fence).
_WRAPPER = re.compile(
    r"(?i)^\s*(?:```[\w+-]*|~~~|(?:std)?out(?:put)?:|stdout\s*:?|<output>|</output>)\s*$"
)
#: A harness's note appended to a tool's output (Claude Code's ``<system-reminder>``).
_REMINDER = re.compile(r"<system-reminder>.*?(?:</system-reminder>|\Z)", re.S)
#: (fix-outputs184: hunt143-readtools) Claude Code's Read answering with a note about the file
#: itself, not a harness's aside: it is empty (``Warning: the file exists but the contents are
#: empty.``), or has fewer lines than the offset read (``... The file has 5 lines.``).
_READ_EMPTY = re.compile(
    r"(?i)<system-reminder>\s{0,20}warning:\s{0,20}the\s+file\s+exists\s+but\s+(?:the|its)\s+"
    r"contents?\s+(?:are|is)\s+empty"
)
_READ_LINES = re.compile(
    r"(?i)<system-reminder>\s{0,20}warning:\s{0,20}the\s+file\s+exists\s+but\s+is\s+shorter\s+"
    r"than\s+the\s+provided\s+offset\s+\(\d{1,12}\)\.\s{0,20}the\s+file\s+has\s+(\d{1,12})\s+lines?"
)
#: A read tool's lead line (``Here's the result of running `cat -n` on a.py:``, ``Contents of
#: a.py, lines 1-2:``, SWE-agent's ``[File: /repo/a.py (2 lines total)]``, ``File: a.py``,
#: opencode's ``<file>``, a ``a.py:`` head), and its tail line (``</file>``, ``(End of file -
#: total 2 lines)``): a frame around the content, not a line of it.
_LEAD = re.compile(
    r"(?i)^(?:here'?s the (?:result|content|contents)\b[^\n]{0,300}:|contents?\s+of\s[^\n]{1,300}:"
    r"|\[file:\s[^\n]{1,300}\]|file:\s*\S[^\n]{0,300}|<file>|[\w./\\-]{1,300}\.\w{1,10}:)\s*$"
)
_TAIL = re.compile(r"(?i)^\s*(?:</file>|\(end\s+of\s+file\b[^\n]{0,120}\))\s*$")
#: bat's frame: its rules (``───┬───``), its ``│ File: a.py`` head, ``   1   │ x`` numbers.
_BAT_RULE = re.compile(r"^\s*[\u2500\u252c\u253c\u2534]{3,}[\u2500\u252c\u253c\u2534\s]*$")
_BAT_LINE = re.compile(r"^\s{0,12}\d{0,9}\s{0,12}\u2502 ?")
_BAT_HEAD = re.compile(r"^\s{0,12}\u2502\s*(?:File|STDIN|Size):")
#: Gemini CLI's record of a shell call (``Command: ...``, ``Stdout: <output>``, ``Stderr:``).
_GEMINI_TAIL = re.compile(r"\n\s*Stderr:[^\n]*(?:\n[A-Z][\w ]{0,30}:[^\n]*){0,12}\s*\Z")
#: ``tree``'s last line (``0 directories, 2 files``): its output is a listing.
_TREE_SUMMARY = re.compile(r"\d{1,9} director(?:y|ies), \d{1,9} files?")
#: (lead29) A ``tree`` entry: its rule (``├── ``, ``└── ``, ``|-- ``, ``\`-- `` of
#: ``--charset=ascii``), the bracketed columns of ``-h``/``-s``/``-p``/``-D``/``-u``
#: (``[  12]  ``), then the name (``-f``: its path, ``./a.py``).
_TREE_ENTRY = re.compile(
    r"^[\s\u2502|`]{0,400}(?:[\u251c\u2514]\u2500\u2500|[|`]--)[ \t\u00a0]"
    r"(?:[ \t]*\[[^\]\n]{0,120}\])?[ \t]*(\S[^\n]{0,300})$"
)
#: (fix-outputs191) A ``tree`` entry's bracketed columns (``[-rw-r--r--  12]``) before its name,
#: and a size shown for people (``2.1K``, ``3M``).
_TREE_BRACKET = re.compile(r"\[([^\]\n]{0,120})\][ \t]+\S")
_HUMAN_SIZE = re.compile(r"\d{1,20}(?:[.,]\d{1,3})?[kKMGTPE]")
#: (lead29) ``ls`` options naming files it does not list (``-I '*.py'``, ``--hide=x``).
_LS_HIDING = re.compile(r"^(?:-[A-Za-z]*I|--ignore|--hide)")
#: (fix-outputs184) Windows' ``tree /f``: its root line (``C:.``), a file of the folder it
#: lists (one level in: four characters, a rule or spaces, then the name).
_WIN_TREE_ROOT = re.compile(r"^[A-Za-z]:\.?$")
_WIN_TREE_FILE = re.compile(r"^[\u2502| ]   ([^\s\u2500-\u257f][^\n]{0,300})$")
#: ANSI colour escapes (``ls --color=always``).
_ANSI = re.compile(r"\x1b\[[0-9;?]{0,30}[A-Za-z]")
#: A line number before a shown line: ``     1\tx``, ``1→x``, ``1: x``, ``1| x``, ``L1: x``.
_NUMBERED = re.compile(r"^\s{0,12}L?\d{1,9}(?:\t|\u2192|:\s?|\|\s?|\s{1,2})")
#: A ``grep -n`` line (``3:x = 1``), or ``a.py:3:x = 1`` with the file's name.
_GREP_LINE = re.compile(r"^(?:[^:\s]{1,300}:)?\d{1,9}[:-]")

#: The commands that print a file whole, and those that print part of it.
_WHOLE_READERS = frozenset({"cat", "type", "bat", "batcat", "less", "more", "nl", "tac"})
_PART_READERS = frozenset({"head", "tail", "sed", "awk", "gawk", "grep", "egrep", "rg"})
_POWERSHELL_READERS = frozenset({"get-content", "gc"})
#: The part readers that may print nothing of a file that is not empty.
_FILTERS = frozenset({"sed", "awk", "gawk", "grep", "egrep", "rg"})
#: Options of the readers that take a value (``head -n 5``, ``grep -e x``).
_VALUED = {
    "head": frozenset({"-n", "-c", "--lines", "--bytes"}),
    "tail": frozenset({"-n", "-c", "--lines", "--bytes"}),
    "sed": frozenset({"-e", "-f", "-l"}),
    "awk": frozenset({"-f", "-v", "-F"}),
    "gawk": frozenset({"-f", "-v", "-F"}),
    "grep": frozenset({"-e", "-f", "-m", "-A", "-B", "-C"}),
    "egrep": frozenset({"-e", "-f", "-m", "-A", "-B", "-C"}),
    "rg": frozenset({"-e", "-f", "-m", "-A", "-B", "-C", "-g", "-t"}),
}
#: The readers' options and programs whose output is a value computed from the file, not
#: its lines (hunt143-outputtransforms): ``grep -c``/``-l``/``-o``/``-q``, a ``sed`` program
#: that is not addresses with ``p``/``d``/``q`` (``s///``, ``$=``), an ``awk`` program that
#: prints other than its lines (``{print $1}``), ``head -c``/``tail -c`` (a cut of bytes).
_TRANSFORM_FLAGS = {
    "grep": "clLoqZb",
    "egrep": "clLoqZb",
    "rg": "clLoqrb",
    "head": "c",
    "tail": "c",
}
_TRANSFORM_LONG = frozenset(
    {"--count", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet"}
    | {"--silent", "--replace", "--json", "--files", "--bytes", "--byte-offset", "--count-matches"}
)
_SED_ADDRESS = r"(?:\d{1,9}|\$|/[^/\n]{0,300}/I?)"
_SED_SELECTS = re.compile(
    r"\s*(?:" + _SED_ADDRESS + r"(?:\s*[,~]\s*(?:" + _SED_ADDRESS + r"|\+\d{1,9}))?)?"
    r"\s*!?\s*[pdqQ]?\s*"
)
_AWK_SELECTS = re.compile(r"\s*(?:[^{}]{0,300}?\s*(?:\{\s*print(?:\s+\$0)?\s*;?\s*\})?)\s*")
#: grep's options that print the file's name before each line, or its line number.
_GREP_NAMES = frozenset({"-H", "-r", "-R", "--with-filename", "--recursive"})
#: A ``python -c`` print of a file read whole.
_PY_READ = re.compile(
    r"""open\(\s*['"]([^'"\n]{1,300})['"][^)\n]{0,40}\)\.read\(\)|"""
    r"""Path\(\s*['"]([^'"\n]{1,300})['"]\s*\)\.read_text\([^)\n]{0,40}\)"""
)
#: Dump commands: an empty output of one shows the file empty.
_DUMPERS = frozenset({"xxd", "hexdump", "od", "hd", "base64"})
#: ``test -f a.py && echo A || echo B``, ``[ -s a.py ] && echo A || echo B``, ``if [ -f a.py ];
#: then echo A; else echo B; fi``.
_TEST = (
    r"(?:test|\[\[?)\s+(?P<not>!\s+)?-(?P<op>[efsrd])\s+['\"]?(?P<path>[\w./-]{1,300})['\"]?"
    r"\s*\]?\]?"
)
_ECHO = r"(?:echo|printf)\s+['\"]?(?P<{0}>[^'\"\s;|&]{{1,80}})['\"]?"
_TEST_ECHO = re.compile(
    r"\s*" + _TEST + r"\s*&&\s*" + _ECHO.format("yes") + r"\s*\|\|\s*" + _ECHO.format("no") + r"\s*"
)
_TEST_IF = re.compile(
    r"\s*if\s+"
    + _TEST
    + r"\s*;\s*then\s+"
    + _ECHO.format("yes")
    + r"\s*;\s*else\s+"
    + _ECHO.format("no")
    + r"\s*;\s*fi\s*"
)
_TEST_ONE = re.compile(r"\s*" + _TEST + r"\s*(?P<then>&&|\|\|)\s*" + _ECHO.format("said") + r"\s*")
_TEST_STATUS = re.compile(r"\s*" + _TEST + r"\s*;\s*echo\s+['\"]?\$\?['\"]?\s*")
#: ``ls``'s message of an operand it does not find (GNU's, BSD's).
_LS_NO_MATCH = re.compile(
    r"^(?:ls|dir|gls):\s+(?:cannot\s+access\s+)?(\S[^\n]{0,300}?):\s+No\s+such\s+file\s+or\s+"
    r"directory$"
)
#: ``ls -l`` lines (the size, the name).
_LS_LONG = re.compile(
    r"^[-lbcdps][-rwxsStT]{9}[.@+]?\s+\d+\s+\S+\s+\S+\s+(\d{1,20}(?:[.,]\d{1,3})?[kKMGTPE]?)\s+(?:\S+\s+\S+\s+\S+"
    r"|\d{4}-\d\d-\d\d\s+\d\d:\d\d(?::\d\d\S*)?(?:\s+[+-]\d{4})?)\s+(.+)$"
)
_COUNTS = re.compile(r"^\s*(\d+(?:\s+\d+){0,3})(?:\s+(\S.*))?$")
_STAT_SIZE = re.compile(r"(?i)\bsize:\s*(\d+)\b")
_FILE_EMPTY = re.compile(r"^(.+?):\s+empty\s*$")
#: ``git`` lines: a rename (``renamed: a.py -> b.py``, ``R  a.py -> b.py``, ``a.py => b.py``,
#: ``rename {a => b}/x.py``), a deletion (``delete mode 100644 a.py``), a diff's header.
_GIT_MOVED = re.compile(r"\s(?:->|=>)\s")
_GIT_BRACE = re.compile(
    r"([^\s{}]{0,300})\{([^{}\n]{0,300}?)\s?=>\s?([^{}\n]{0,300})\}([^\s{}]{0,300})"
)
_GIT_DELETE_MODE = re.compile(r"^\s*delete\s+mode\s+\d+\s+(.+?)\s*$")
_GIT_NAME_STATUS = re.compile(r"^[RDC]\d{0,3}\t(.+)$")
_DIFF_HEADER = re.compile(r"^diff --git (?:\"?a/)?(\S+?)\"? (?:\"?b/)?(\S+?)\"?\s*$")
_GIT_LISTS_GONE = re.compile(r"ls-files\b.*(?:--deleted|\s-d\b)|--diff-filter=\S*[DR]")
_PATHISH = re.compile(r"[\w./{}-]*\.\w+|[\w-]+/[\w./{}-]+")
#: Cmd's and others' messages of a missing file that name no path.
_GONE_PATHLESS = re.compile(
    r"(?i)the\s+system\s+cannot\s+find\s+the\s+(?:file|path)\s+specified|^\W*file\s+not\s+"
    r"found\W*$|could\s+not\s+find\s+(?:a\s+part\s+of\s+)?the\s+(?:file|path)\b"
)
#: Bash's ``type`` on a name it does not know (``bash: type: a.py: not found``).
_SHELL_TYPE = re.compile(r"(?:^|\s)type:\s")

#: (fix-outputs184: hunt143-output*) What a one-line program prints of a file (``python -c``,
#: ``node -e``, ``ruby -e``), each the whole of its code (its imports aside): the file's
#: content (``print(open('a.py').read())``, ``with open('a.py') as f: print(f.read())``,
#: ``console.log(fs.readFileSync('a.py', 'utf8'))``), its size (``os.path.getsize``,
#: ``fs.statSync(...).size``), whether it exists (``os.path.exists``: ``False``), the folder's
#: names (``os.listdir('.')``: a list's repr).
_Q = r"""\s*['"](?P<path>[^'"\n]{1,300})['"]\s*"""
_END = r"""(?:\s*,\s*(?:end|sep)\s*=\s*['"]{2})?\s*\)"""
_MODE = (
    r"""(?:,\s*(?:mode\s*=\s*)?['"]r?t?['"]\s*)?(?:,\s*encoding\s*=\s*['"][\w-]{1,20}['"]\s*)?"""
)
_PATH_OF = r"(?:pathlib\.)?Path\(" + _Q + r"\)"
_FS = r"""(?:require\(\s*['"](?:node:)?fs['"]\s*\)|fs)"""
_UTF8 = r""",\s*(?:['"]utf-?8['"]|\{\s*encoding\s*:\s*['"]utf-?8['"]\s*\})\s*"""
_PROGRAMS: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "python": (
        ("content", re.compile(r"print\(\s*open\(" + _Q + _MODE + r"\)\.read\(\)" + _END)),
        (
            "content",
            re.compile(r"sys\.stdout\.write\(\s*open\(" + _Q + _MODE + r"\)\.read\(\)\s*\)"),
        ),
        ("content", re.compile(r"print\(\s*" + _PATH_OF + r"\.read_text\([^()\n]{0,40}\)" + _END)),
        (
            "content",
            re.compile(
                r"with\s+open\(" + _Q + _MODE + r"\)\s+as\s+(?P<f>\w{1,40})\s*:\s*"
                r"(?:print\(\s*(?P=f)\.read\(\)" + _END + r"|sys\.stdout\.write\(\s*(?P=f)"
                r"\.read\(\)\s*\))"
            ),
        ),
        ("size", re.compile(r"print\(\s*os\.path\.getsize\(" + _Q + r"\)\s*\)")),
        (
            "size",
            re.compile(
                r"print\(\s*len\(\s*open\(" + _Q + r""",\s*(?:mode\s*=\s*)?['"]rb['"]\s*\)"""
                r"\.read\(\)\s*\)\s*\)"
            ),
        ),
        ("chars", re.compile(r"print\(\s*len\(\s*open\(" + _Q + _MODE + r"\)\.read\(\)\s*\)\s*\)")),
        (
            "lines",
            re.compile(r"print\(\s*len\(\s*open\(" + _Q + _MODE + r"\)\.readlines\(\)\s*\)\s*\)"),
        ),
        (
            "readlines",
            re.compile(r"print\(\s*open\(" + _Q + _MODE + r"\)\.readlines\(\)" + _END),
        ),
        *(
            (kind, re.compile(r"print\(\s*" + shape.format(read) + _END))
            for read in (r"open\(" + _Q + _MODE + r"\)\.read\(\)", _PATH_OF + r"\.read_text\(\)")
            for kind, shape in (("splitlines", r"{}\.splitlines\(\)"), ("repr", r"repr\({}\)"))
        ),
        (
            "lines",
            re.compile(
                r"print\(\s*sum\(\s*1\s+for\s+_\s+in\s+open\(" + _Q + _MODE + r"\)\s*\)\s*\)"
            ),
        ),
        ("size", re.compile(r"print\(\s*os\.stat\(" + _Q + r"\)\.st_size\s*\)")),
        ("size", re.compile(r"print\(\s*" + _PATH_OF + r"\.stat\(\)\.st_size\s*\)")),
        (
            "exists",
            re.compile(r"print\(\s*os\.path\.(?:exists|isfile|lexists)\(" + _Q + r"\)\s*\)"),
        ),
        ("exists", re.compile(r"print\(\s*" + _PATH_OF + r"\.(?:exists|is_file)\(\)\s*\)")),
        (
            "listing",
            re.compile(
                r"""print\(\s*(?:sorted\(\s*)?os\.listdir\(\s*(?:['"]\.?/?['"]\s*)?\)"""
                r"\s*\)?\s*\)"
            ),
        ),
    ),
    "node": (
        (
            "content",
            re.compile(
                r"(?:console\.log|process\.stdout\.write)\(\s*"
                + _FS
                + r"\.readFileSync\("
                + _Q
                + r"(?:"
                + _UTF8
                + r"\)|\)\.toString\(\s*\))\s*\)"
            ),
        ),
        ("size", re.compile(r"console\.log\(\s*" + _FS + r"\.statSync\(" + _Q + r"\)\.size\s*\)")),
        ("exists", re.compile(r"console\.log\(\s*" + _FS + r"\.existsSync\(" + _Q + r"\)\s*\)")),
        (
            "listing",
            re.compile(
                r"""console\.log\(\s*""" + _FS + r"""\.readdirSync\(\s*(?:['"]\.?/?['"]\s*)?\)"""
                r"\s*\)"
            ),
        ),
    ),
    "ruby": (
        ("content", re.compile(r"(?:puts|print)\s*\(?\s*File\.read\(" + _Q + r"\)\s*\)?")),
        ("size", re.compile(r"(?:puts|p)\s*\(?\s*File\.size\(" + _Q + r"\)\s*\)?")),
        ("exists", re.compile(r"(?:puts|p)\s*\(?\s*File\.(?:exist|file)\?\(" + _Q + r"\)\s*\)?")),
    ),
}
#: The statements before a program's print that print nothing (``import os;``, ``const fs =
#: require('fs');``).
_PROGRAM_HEAD = re.compile(
    r"""\s*(?:(?:import\s+[\w., ]{1,200}|from\s+[\w.]{1,100}\s+import\s+[\w., ]{1,200}"""
    r"""|(?:const|let|var)\s+fs\s*=\s*require\(\s*['"](?:node:)?fs['"]\s*\)|require\s+['"]\w{1,40}['"])"""
    r"""\s*[;\n]\s*)"""
)
#: A list's repr as Python or Node prints it: its quoted items.
_LISTED_ITEM = re.compile(r"'([^'\n]{0,300})'|\"([^\"\n]{0,300})\"")
#: cmd's ``dir`` lines (a date, a time, ``<DIR>`` or a size, the name) and its summary line;
#: PowerShell's ``Get-ChildItem`` table rows (a mode, a date, a time, a size, the name).
_DIR_ENTRY = re.compile(
    r"^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\s+\d{1,2}:\d\d(?:\s?[AaPp]\.?[Mm]\.?)?\s+"
    r"(<[A-Z]{2,10}>|[\d,.\u00a0\u202f']{1,20})\s+(\S[^\n]{0,300}?)\s*$"
)
_DIR_SUMMARY = re.compile(r"^\s*\d[\d,.\u00a0\u202f']{0,20}\s+File\(s\)", re.I)
_PS_ENTRY = re.compile(
    r"^[-dl][-a-zA-Z]{4,5}\s+\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\s+\d{1,2}:\d\d(?::\d\d)?"
    r"(?:\s?[AaPp][Mm])?\s+(?:(\d{1,20})\s+)?(\S[^\n]{0,300}?)\s*$"
)
_PS_HEADER = re.compile(r"^\s*Mode\s+LastWriteTime\s+Length\s+Name\s*$")
#: A dump's lines: xxd's (``00000000: 7820 3d20 310a  x = 1.``), ``hexdump -C``'s
#: (``00000000  78 20 3d 20 31 0a  |x = 1.|``, its last line the length).
_XXD_LINE = re.compile(r"^([0-9a-f]{8}):((?: [0-9a-f]{2,4}){1,16})(?:  |$)")
_HEXDUMP_LINE = re.compile(r"^([0-9a-f]{8})((?:  ?[0-9a-f]{2}){1,16})\s{1,60}\|")
_HEXDUMP_END = re.compile(r"^([0-9a-f]{8})$")
#: A truncation mark counting the characters (or bytes) it left out: ``[truncated 500
#: characters]``, ``... 500 more characters``, ``<500 chars omitted>``.
_CHARS_COUNTED = re.compile(
    r"(?i)(?:truncated\s+(\d{1,12})\s+(?:characters?|chars|bytes)\b|(\d{1,12})\s+(?:more\s+)?"
    r"(?:characters?|chars|bytes)\s+(?:omitted|truncated|more|hidden|left\s+out)\b|(\d{1,12})\s+more"
    r"\s+(?:characters?|chars|bytes)\b)"
)

Names = Callable[[str], AbstractSet[str]]


def said_text(said: object) -> str | None:
    """The text a tool's answer prints (a string; the text parts of a content list; an
    object's ``output``/``stdout``/``content``/``text``/``result``), or None when its shape is
    not one of these."""
    if isinstance(said, str):
        return said
    if isinstance(said, list):
        parts = [said_text(part) for part in said[:50]]
        if any(part is None for part in parts):
            return None
        return "".join(part for part in parts if part is not None)
    if isinstance(said, dict):
        if said.get("type") not in (None, "text", "output_text", "tool_result"):
            return None
        for key in ("stdout", "output", "content", "text", "result"):
            if key in said:
                return said_text(said[key])
    return None


def _commands(script: str) -> list[list[list[str]]] | None:
    """The script's command lists (split at ``&&``, ``||``, ``;``, new lines) as pipelines of
    words, or None when it cannot be split (a quote left open, a substitution)."""
    if "$(" in script or "`" in script or "<<" in script or len(script) > 4096:
        return None
    lexer = shlex.shlex(script, posix=True, punctuation_chars=";&|<>")
    lexer.whitespace = " \t\r"
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:
        return None
    lists: list[list[list[str]]] = [[[]]]
    for token in tokens:
        if token in ("&&", "||", ";", "\n", ";;", "&"):
            lists.append([[]])
        elif token == "|":
            lists[-1].append([])
        elif "\n" in token and not token.strip():
            lists.append([[]])
        else:
            lists[-1][-1].append(token)
    return [list(pipe) for pipe in lists if any(pipe)]


def _without_redirections(words: list[str]) -> tuple[list[str], bool]:
    """The words of a command without its redirections (``2>&1``, ``2> /dev/null``), and
    whether its output goes to a file (``> out``)."""
    kept: list[str] = []
    to_file = False
    skip = False
    for n, word in enumerate(words):
        if skip:
            skip = False
            continue
        if word in (">", ">>", ">&", "<", "&>"):
            target = words[n + 1] if n + 1 < len(words) else ""
            prev = kept[-1] if kept else ""
            fd = prev if prev.isdigit() else "1"
            if fd.isdigit() and prev.isdigit():
                kept.pop()
            if word != "<" and fd == "1" and target not in ("/dev/stdout", "/dev/tty", "2"):
                to_file = True
            if word == "<":
                kept.append(target)  # (``wc -c < a.py``: the file read)
            skip = True
            continue
        kept.append(word)
    return kept, to_file


def _operands(words: list[str], *, program: bool) -> list[str]:
    """A reader's file operands: the words after its name that are no option nor an option's
    value; the first one is its program when ``program`` (``sed -n 1p``, ``awk 1``,
    ``grep x``) and no ``-e``/``-f`` gave it."""
    found: list[str] = []
    given = False
    skip = False
    valued = _VALUED.get(words[0].rsplit("/", 1)[-1], frozenset())
    for word in words[1:]:
        if skip:
            skip = False
            continue
        if word.startswith("-") and len(word) > 1:
            if word in valued:
                skip = True
                given = given or word in ("-e", "-f")
            continue
        found.append(word)
    if program and not given and found:
        found = found[1:]
    return found


def _content_lines(content: str) -> list[str]:
    lines = [line.rstrip() for line in content.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _shown(text: str) -> tuple[list[str], list[tuple[list[str], int | None]]]:
    """The lines an output shows before a harness's truncation mark (without a harness's
    exit line or a read tool's lead line, blank lines at its ends), and after each mark
    the lines it shows and the lines the mark says it left out (``[... 200 more lines]``;
    None when it does not count them)."""
    parts: list[tuple[list[str], int | None]] = []
    lines: list[str] = []
    for line in text.splitlines():
        if _TRUNCATION.match(line.strip()):
            counted = _COUNTED.search(line)
            parts.append(([], int(counted.group(1)) if counted is not None else None))
            continue
        at_start = not lines and not parts
        if _EXIT_LINE.match(line) or (at_start and _LEAD.match(line.strip())):
            continue
        if at_start and _WRAPPER.match(line):
            continue
        (parts[-1][0] if parts else lines).append(line.rstrip())
    last = parts[-1][0] if parts else lines
    while last and (not last[-1] or _WRAPPER.match(last[-1]) or _TAIL.match(last[-1])):
        last.pop()
    for shown in [lines] + [part[0] for part in parts]:
        while shown and not shown[-1]:
            shown.pop()
        while shown and not shown[0]:
            shown.pop(0)
    return lines, parts


def _unnumbered(lines: list[str], pattern: re.Pattern[str]) -> list[str]:
    """``lines`` without their line numbers when every line that is not blank has one."""
    full = [line for line in lines if line.strip()]
    if full and all(pattern.match(line) for line in full):
        return [pattern.sub("", line, count=1).rstrip() for line in lines]
    return lines


def _unframed(text: str) -> str:
    """``text`` without a harness's frame around a command's output: Gemini CLI's record
    (``Command:``... ``Stdout: <output>`` ... ``Stderr:``...), bat's box (its rules, its
    ``File:`` head, the numbers before ``│``)."""
    if text.startswith("Command: ") and "\nStdout: " in text:
        shown = text.split("\nStdout: ", 1)[1]
        shown = _GEMINI_TAIL.sub("", shown)
        return "" if shown.strip() == "(empty)" else shown
    lines = text.splitlines()
    first = next((line for line in lines if line.strip()), "")
    if _BAT_RULE.match(first):
        return "\n".join(
            _BAT_LINE.sub("", line, count=1)
            for line in lines
            if not _BAT_RULE.match(line) and not _BAT_HEAD.match(line)
        )
    return text


def _shows_other(content: str, text: str, *, whole: bool, numbered: bool) -> bool:
    """Whether ``text`` (a reader's output of the file) shows other lines than ``content``
    in every reading of it: as printed (a file whose lines look like a frame or line numbers
    shown exactly), and without the harness's frame (:func:`_unframed`, :func:`_shown`) and,
    when the reader numbers its lines (``numbered``), without their numbers."""
    raw = [line.rstrip() for line in text.splitlines()]
    while raw and not raw[-1]:
        raw.pop()
    readings: list[tuple[list[str], list[tuple[list[str], int | None]]]] = [
        (raw, []),
        _shown(_unframed(text)),
    ]
    if numbered:
        readings += [
            (
                _unnumbered(lines, _NUMBERED),
                [(_unnumbered(part, _NUMBERED), n) for part, n in parts],
            )
            for lines, parts in readings
        ]
    marks = [line for line in text.splitlines() if _TRUNCATION.match(line.strip())]
    counted = _CHARS_COUNTED.search(marks[0]) if len(marks) == 1 and whole else None
    chars = int(next(n for n in counted.groups() if n)) if counted is not None else None
    return all(
        _reading_differs(content, lines, parts, whole=whole, chars=chars)
        for lines, parts in readings
    )


def _reading_differs(
    content: str,
    lines: list[str],
    parts: list[tuple[list[str], int | None]],
    *,
    whole: bool,
    chars: int | None = None,
) -> bool:
    """Whether one reading of an output (the lines before a truncation mark, and after each
    mark its lines and the count it gives) shows other lines than ``content``: a whole
    reader's output not the content (a truncated one: its first lines, then after each mark
    lines of it, its last ones after the last mark, a count of the lines left out that the
    content has), a part reader's holding a line the content has not. (fix-outputs184:
    hunt143-outputsizes) ``chars``: the characters (or bytes) the one mark of the output says
    it left out; the lines shown and those make the content's length, give or take a line
    end a line."""
    wanted = _content_lines(content)
    have = set(wanted)
    if not whole:
        shown = lines + [line for part, _ in parts for line in part]
        if not any(line.strip() for line in shown):
            return bool(wanted) and not parts
        return any(line.strip() and line not in have for line in shown)
    if not parts:
        return lines != wanted
    if lines != wanted[: len(lines)]:
        return True
    last, count = parts[-1]
    if last and last != wanted[len(wanted) - len(last) :]:
        return True
    if len(parts) == 1 and not last and count is not None:
        return abs(len(lines) + count - len(wanted)) > 1
    if len(parts) == 1 and chars is not None:
        length = sum(len(line) + 1 for line in lines + last) + chars
        sizes = (len(content), len(content.encode("utf-8", "surrogatepass")))
        if min(abs(length - size) for size in sizes) > 2 + len(wanted):
            return True
    return any(line.strip() and line not in have for part, _ in parts for line in part)


def _transforms(name: str, words: list[str]) -> bool:
    """Whether a reader's output is a value computed from the file (:data:`_TRANSFORM_FLAGS`),
    not lines of it."""
    flags = _TRANSFORM_FLAGS.get(name, "")
    for word in words[1:]:
        if word in _TRANSFORM_LONG or word.split("=", 1)[0] in _TRANSFORM_LONG:
            return True
        short = word.startswith("-") and not word.startswith("--")
        if short and any(flag in flags for flag in word[1:]):
            return True
    if name in ("sed", "awk", "gawk"):
        given = [words[n + 1] for n, word in enumerate(words[:-1]) if word == "-e"]
        programs = given or _operands(words, program=False)[:1]
        if any(word == "-f" for word in words) or not programs:
            return True
        for program in programs:
            if len(program) > 300:
                return True
            if name == "sed" and not all(
                _SED_SELECTS.fullmatch(part) for part in program.replace("\n", ";").split(";")
            ):
                return True
            if name != "sed" and ("$" in program.replace("$0", "") or "printf" in program):
                return True
            if name != "sed" and not _AWK_SELECTS.fullmatch(program):
                return True
    return False


def _grep_shown(text: str, words: list[str], path: str, names: Names) -> str:
    """A ``grep``'s output as the lines of ``path`` it shows: without the file's name before
    each line when grep prints it (:data:`_GREP_NAMES`, several files), the lines of other
    files left out, without the line number when ``-n`` asks for it."""
    flags = "".join(word[1:] for word in words[1:] if word[:1] == "-" and word[1:2] != "-")
    operands = _operands(words, program=True)
    with_name = "h" not in flags and (
        bool(set(words[1:]) & _GREP_NAMES)
        or any(flag in flags for flag in "HrR")
        or len(operands) > 1
    )
    with_number = "n" in flags or "--line-number" in words
    kept: list[str] = []
    for line in text.splitlines():
        if with_name and line.strip() == "--":
            continue
        if with_name and ":" in line:
            head, rest = line.split(":", 1)
            if path not in names(head):
                if names(head) or _PATHISH.fullmatch(head):
                    continue  # (a line of another file)
                rest = line
            line = rest
        if with_number:
            line = re.sub(r"^\d{1,9}[:-]", "", line, count=1)
        kept.append(line)
    return "\n".join(kept)


def _size_differs(size: int, content: str) -> bool:
    """Whether a byte size shown is none the content may have (with or without its last
    newline, with CRLF line ends)."""
    data = content.encode("utf-8", "surrogatepass")
    bare = data.rstrip(b"\n")
    return size not in {len(data), len(bare), len(bare) + 1, len(data.replace(b"\n", b"\r\n"))}


def _human_differs(shown: str, content: str) -> bool:
    """(fix-outputs191: hunt147-outsizes) Whether a size ``ls -lh`` shows (``2.1K``, ``3M``;
    ``--si``: ``2.2k``) is none the content may have: its number a unit of 1000 or 1024 bytes
    to a power, give or take its last digit (rounded up or to the nearest)."""
    number, unit = shown[:-1].replace(",", "."), shown[-1].upper()
    power = "KMGTPE".index(unit) + 1
    step = 0.1 if "." in number else 1.0
    low, high = (float(number) - step) * 1000**power, (float(number) + step) * 1024**power
    data = content.encode("utf-8", "surrogatepass")
    bare = data.rstrip(b"\n")
    sizes = (len(data), len(bare), len(bare) + 1, len(data.replace(b"\n", b"\r\n")))
    return not any(low <= size <= high for size in sizes)


def _count_differs(kind: str, count: int, content: str) -> bool:
    if kind == "c":
        return _size_differs(count, content)
    if kind == "m":
        return count not in {len(content), len(content.rstrip("\n")), len(content) + 1}
    if kind == "w":
        return count != len(content.split())
    newlines = content.count("\n")
    return count not in {newlines, newlines + 1, len(content.rstrip("\n").split("\n"))}


#: (lead29) ``tree`` options that change only how an entry is shown, or how deep it goes.
_TREE_SHOWING = frozenset(
    {"-a", "-h", "-s", "-f", "-p", "-D", "-C", "-n", "-u", "-g", "-F", "-Q", "-N", "-v", "-r"}
)


def _tree_patterns(words: list[str]) -> list[str] | None:
    """(lead29) The ``-P`` patterns of a ``tree`` of the working folder (an empty list: it
    lists every file), or None for a ``tree`` that may leave a file out otherwise (``-I``,
    ``-d``, ``--gitignore``, another folder, an option the reader does not know)."""
    patterns: list[str] = []
    at = 1
    while at < len(words):
        word = words[at].strip("'\"")
        if word in (".", "./") or word in _TREE_SHOWING or word.startswith("--charset"):
            at += 1
        elif word in ("-L", "-P") and at + 1 < len(words):
            argument = words[at + 1].strip("'\"")
            if word == "-L" and not argument.isdigit():
                return None
            if word == "-P":
                patterns.extend(argument.split("|"))
            at += 2
        else:
            return None
    return patterns


def _counts_differ(kinds: list[str], counts: list[int], content: str) -> bool:
    return any(
        _count_differs(kind, count, content) for kind, count in zip(kinds, counts, strict=True)
    )


def _du_empty(size: int, content: str) -> bool:
    return size == 0 and bool(content)


def _wc_kinds(words: list[str]) -> list[str]:
    flags = "".join(word[1:] for word in words[1:] if word.startswith("-") and word[1:2] != "-")
    longs = {"--bytes": "c", "--chars": "m", "--lines": "l", "--words": "w"}
    flags += "".join(longs.get(word, "") for word in words[1:])
    kinds = [kind for kind in "lwmc" if kind in flags]
    return kinds or ["l", "w", "c"]


def disagreements(
    script: str | None,
    read: tuple[str, bool] | None,
    text: str,
    contents: Mapping[str, object],
    names: Names,
    *,
    edited: bool,
    moved: bool = False,
) -> Iterator[tuple[AbstractSet[str], str]]:
    """The written files (``contents``: path -> content written) a call's output ``text``
    shows missing, empty, moved or holding other content, each with what showed it.
    ``script``: the shell script the call ran; ``read``: the path a read tool read and
    whether it read a part of it (an offset, a range); ``names``: the written files a word
    may name; ``edited``: an edit after the writes (the content is not known then: no
    content is compared)."""
    warned = (_READ_EMPTY.search(text), _READ_LINES.search(text)) if read is not None else None
    text = _ANSI.sub("", _REMINDER.sub("", text))
    if read is not None:
        for name in names(read[0]):
            content = contents.get(name)
            if isinstance(content, str) and not edited and warned is not None:
                empty, counted = warned
                if (empty is not None and content.strip()) or (
                    counted is not None and _count_differs("l", int(counted.group(1)), content)
                ):
                    yield {name}, "the read tool's warning of the file's length"
                    continue
            if (
                isinstance(content, str)
                and not edited
                and text.strip().lower().rstrip(".!") not in _BARE_SUCCESS
                and _shows_other(content, text, whole=False, numbered=True)
            ):
                yield {name}, "the read tool's output"
        return
    if script is None:
        return
    lists = _commands(script)
    if lists is None:
        return
    yield from _script_disagreements(
        script, lists, text, contents, names, edited=edited, moved=moved
    )


def elsewhere(script: str) -> tuple[bool, tuple[str, ...]]:
    """Whether ``script`` is one command that looks a name up or runs on another machine
    (its missing-file words are about something else), and the remote folders its
    ``host:path`` operands name."""
    lists = _commands(script)
    if lists is None:
        return False, ()
    remote = tuple(
        found.group(1).rstrip("/") + "/"
        for pipes in lists
        for words in pipes
        for word in words
        if (found := _HOST_PATH.match(word)) is not None
    )
    if len(lists) != 1 or len(lists[0]) != 1 or not lists[0][0]:
        return False, remote
    words = lists[0][0]
    first = words[0].rsplit("/", 1)[-1]
    if first == "command" and "-v" in words[1:2]:
        return True, remote
    if first in _LOOKUPS or first in _REMOTE:
        return True, remote
    if first in _IN_CONTAINER and any(word in ("exec", "run", "cp") for word in words[1:3]):
        mounted = any(word == "-v" or "--volume" in word for word in words)
        return "run" not in words[1:3] or not mounted, remote
    if first == "git" and "show" in words[1:3] and any(":" in word for word in words[2:]):
        return True, remote  # (``git show HEAD~1:a.py``: the file of a commit)
    return False, remote


def _script_disagreements(
    script: str,
    lists: list[list[list[str]]],
    text: str,
    contents: Mapping[str, object],
    names: Names,
    *,
    edited: bool,
    moved: bool,
) -> Iterator[tuple[AbstractSet[str], str]]:
    printing = [
        pipe
        for pipe in lists
        if pipe[0] and pipe[0][0] not in ("cd", "pushd", "popd", "export", "set", "Set-Location")
    ]
    flat = [word for pipe in lists for words in pipe for word in words]
    is_git = bool(flat) and any(words and words[0] == "git" for pipe in lists for words in pipe)
    lines = text.splitlines()
    if is_git:
        yield from _git(flat, lines, names, contents, edited=edited)
    for pathless in lines if len(lines) < 50 else ():
        if _GONE_PATHLESS.search(pathless):
            for word in flat[1:]:
                if not word.startswith("-"):
                    found = names(word)
                    if found:
                        yield found, f"the tool's output {pathless.strip()[:80]!r}"
    test = (
        _TEST_ECHO.fullmatch(script)
        or _TEST_IF.fullmatch(script)
        or _TEST_STATUS.fullmatch(script)
        or _TEST_ONE.fullmatch(script)
    )
    if test is not None:
        yield from _tested(test, text, contents, names)
        return
    if len(printing) > 1:
        echoed = _between_echoes(script, printing, text)
        if echoed is None:
            return
        printing, text = [echoed[0]], echoed[1]
        lines = text.splitlines()
    if len(printing) != 1:
        return
    pipe = printing[0]
    stripped = [_without_redirections(words) for words in pipe]
    if any(to_file for _, to_file in stripped):
        return
    commands = [words for words, _ in stripped if words]
    if not commands:
        return
    first = commands[0]
    name = first[0].rsplit("/", 1)[-1]
    lowered = name.lower()
    moved = moved or any(pipe[0][:1] in (["cd"], ["pushd"]) for pipe in lists if pipe[0])
    program = _program(name, first)
    if len(commands) == 1:
        yield from _state(name, first, lines, text, contents, names, edited=edited, moved=moved)
        if program is not None and program[0] != "content":
            yield from _program_state(*program, text, contents, names, edited=edited, moved=moved)
    counted = _counted_pipe(commands) if len(commands) == 2 else None
    if counted is not None:
        yield from _state("wc", counted, lines, text, contents, names, edited=edited, moved=moved)
        return
    if edited:
        return
    read: list[str] = []
    whole = numbered = False
    shape: Callable[[str], str] | None = None
    if lowered in _WHOLE_READERS or lowered in _POWERSHELL_READERS:
        if lowered == "type" and _SHELL_TYPE.search(text):
            return  # (bash's ``type``: about a command's name)
        read = _operands(first, program=False)
        whole = not (
            lowered in _POWERSHELL_READERS
            and any(
                word.lower() in ("-head", "-tail", "-totalcount", "-first", "-last")
                for word in first
            )
        )
        numbered = lowered == "nl" or "-n" in first
        if lowered == "cat":
            shown_as = _cat_display(first)
            if shown_as is None:
                return  # (an option the reader does not weigh)
            shape, numbered = shown_as
    elif name in _PART_READERS and not (name == "sed" and any(w.startswith("-i") for w in first)):
        if _transforms(name, first):
            return  # (a value computed from the file: ``grep -c``, ``sed s///``)
        read = _operands(first, program=name not in ("head", "tail"))
    elif program is not None:
        if program[0] != "content" or program[1] is None:
            return
        read, whole = [program[1]], True
    elif name == "strings" and len(first) == 2 and not first[1].startswith("-"):
        read, shape = [first[1]], _strings_runs  # (its runs, in part: a line no run of it)
    elif name.startswith("python") and "-c" in first:
        code = first[first.index("-c") + 1] if first.index("-c") + 1 < len(first) else ""
        opened = _PY_READ.search(code)
        before = code[: opened.start()].rstrip() if opened is not None else ""
        after = code[opened.end() :].lstrip() if opened is not None else ""
        if before.endswith(("print(", "write(")) and after.startswith((")", ",")):
            read, whole = [opened.group(1) or opened.group(2)] if opened else [], True
    if len(read) != 1 or (not text.strip() and name in _FILTERS):
        return  # (a filter may print nothing of a file: ``grep -n TODO a.py``)
    for later in commands[1:]:
        later_name = later[0].rsplit("/", 1)[-1]
        if later_name == "tee" and not any(
            names(word) for word in later[1:] if not word.startswith("-")
        ):
            continue  # (fix-outputs191: ``| tee /dev/null``, ``| tee log``: its input printed)
        if later_name not in _PART_READERS and later_name not in _WHOLE_READERS:
            return  # (piped to a command that is no reader: ``| wc -l``)
        if _transforms(later_name, later):
            return
        whole = whole and later_name in _WHOLE_READERS
        numbered = numbered or later_name == "nl" or (later_name == "cat" and "-n" in later)
        if later_name in ("grep", "egrep", "rg") and "n" in "".join(later[1:]).replace("-", ""):
            numbered = True
    for found_name in names(read[0]):
        content = contents.get(found_name)
        if not isinstance(content, str):
            continue
        content = shape(content) if shape is not None else content
        pattern_lines = (
            _grep_shown(text, first, found_name, names) if name in ("grep", "egrep", "rg") else text
        )
        if _shows_other(content, pattern_lines, whole=whole, numbered=numbered):
            yield {found_name}, f"the output of {' '.join(first)[:80]!r}"


#: (fix-outputs191) ``cat``'s long options as its short ones.
_CAT_LONG = {
    "--show-all": "A",
    "--show-ends": "E",
    "--show-tabs": "T",
    "--show-nonprinting": "v",
    "--number": "n",
    "--number-nonblank": "b",
    "--squeeze-blank": "s",
}


def _cat_display(words: list[str]) -> tuple[Callable[[str], str] | None, bool] | None:
    """(fix-outputs191) How ``cat``'s options show a text (``-A``/``-E``/``-e``: a ``$`` at each
    line's end, ``-T``/``-t``: a tab as ``^I``, ``-s``: blank lines squeezed), and whether it
    numbers its lines (``-n``, ``-b``); None for an option the reader does not know, or
    ``-v``'s notation asked of a text with a control or non-ASCII character (not computed)."""
    flags = ""
    for word in words[1:]:
        if word.startswith("--"):
            if word not in _CAT_LONG:
                return None
            flags += _CAT_LONG[word]
        elif word.startswith("-") and len(word) > 1:
            flags += word[1:]
    if not set(flags) <= set("AETevtnbsu"):
        return None
    numbered = bool(set(flags) & {"n", "b"})
    if not set(flags) & set("AETevts"):
        return None, numbered

    def shown(content: str) -> str:
        if set(flags) & set("Aevt") and re.search(r"[^\t\n\x20-\x7e]", content):
            return "\x00"  # (``-v``'s notation, not computed: no line of it matches)
        lines = content.split("\n")
        if "s" in flags:
            lines = [ln for n, ln in enumerate(lines) if ln or n == 0 or lines[n - 1]]
        if set(flags) & set("ATt"):
            lines = [ln.replace("\t", "^I") for ln in lines]
        if set(flags) & set("AEe"):
            last = lines.pop() if lines and not lines[-1] else None
            lines = [ln + "$" for ln in lines] + ([last] if last is not None else [])
        return "\n".join(lines)

    return shown, numbered


def _strings_runs(content: str) -> str:
    """(fix-outputs191: hunt147-outreaders) What ``strings`` prints of a text: its runs of at
    least four printable ASCII characters (a tab is one), one a line."""
    runs = re.findall(r"[\t\x20-\x7e]{4,}", content)
    return "".join(run + "\n" for run in runs)


def _echoed(pipe: list[list[str]]) -> str | None:
    """(fix-outputs184) The text a plain ``echo`` prints (its words, no option, no variable, no
    escape, no glob), or a ``printf`` of a format with no ``%``; None for another command."""
    if len(pipe) != 1:
        return None
    words, to_file = _without_redirections(pipe[0])
    if to_file or not words:
        return None
    plain = not any(char in word for word in words[1:] for char in "$\\*?[`")
    if (
        words[0] == "echo"
        and plain
        and not re.fullmatch(r"-[neE]{1,3}", words[1:2][0] if words[1:] else "")
    ):
        return " ".join(words[1:]) + "\n"
    if words[0] == "printf" and len(words) == 2 and "%" not in words[1] and "$" not in words[1]:
        printed = words[1].replace("\\n", "\n")
        return None if "\\" in printed else printed
    return None


def _between_echoes(
    script: str, printing: list[list[list[str]]], text: str
) -> tuple[list[list[str]], str] | None:
    """(fix-outputs184: hunt143-outputreads) A call of one printing command between plain
    ``echo``s run one after the other (``echo '--- a.py ---' && cat a.py``, ``cat a.py; echo``):
    that command and its output, the echoes' text taken off its ends; None for another call or
    an output that does not begin and end with the echoes' text."""
    if re.search(r"\|\||(?<![&>])&(?![&>])", script) is not None:
        return None  # (``echo x || cat a.py``, a command run in the background)
    echoed = [_echoed(pipe) for pipe in printing]
    others = [n for n, said in enumerate(echoed) if said is None]
    if len(others) != 1:
        return None
    at = others[0]
    before = "".join(said or "" for said in echoed[:at])
    after = "".join(said or "" for said in echoed[at + 1 :])
    if not text.startswith(before):
        return None
    shown = text[len(before) :]
    if after.strip():
        bare, tail = shown.rstrip("\n"), after.rstrip("\n")
        if not bare.endswith(tail):
            return None
        shown = bare[: len(bare) - len(tail)]
    return printing[at], shown


def _counted_pipe(commands: list[list[str]]) -> list[str] | None:
    """(fix-outputs184: hunt143-outputsizes) A pipe that counts one file as ``wc`` of it:
    ``cat a.py | wc -l``; ``wc -c a.py | awk '{print $1}'`` (its first count alone)."""
    first, second = commands
    cat = first[0] == "cat" and len(first) == 2 and not first[1].startswith("-")
    if cat and second[0] == "wc" and all(word.startswith("-") for word in second[1:]):
        return [*second, first[1]]
    awk_first = second[0] in ("awk", "gawk") and second[1:] in ([" {print $1}"], ["{print $1}"])
    if first[0] == "wc" and awk_first:
        files = [word for word in first[1:] if not word.startswith("-")]
        if len(files) == 1:
            return ["wc", "-" + _wc_kinds(first)[0], files[0]]
    return None


def _program(name: str, words: list[str]) -> tuple[str, str | None] | None:
    """(fix-outputs184: hunt143-output*) What one command running a one-line program prints of
    a file (:data:`_PROGRAMS`: ``python -c``, ``node -e``, ``ruby -e``): ``(kind, path)``, the
    path None for the folder's names; ``perl -ne print a.py``, ``perl -pe 1 a.py`` and ``cut
    -c1- a.py`` print the file whole; None for another command."""
    lowered = name.lower().removesuffix(".exe")
    if lowered == "perl":
        program = words[2].strip().rstrip(";").strip() if len(words) == 4 else "-"
        if not words[3:4] or words[3].startswith("-"):
            return None
        if (words[1] == "-ne" and program in ("print", "print $_")) or (
            words[1] == "-pe" and program in ("", "1")
        ):
            return "content", words[3]
        return None
    if lowered == "cut":
        spec, files, n = "", [], 1
        while n < len(words):
            word = words[n]
            if word in ("-c", "-b", "-f", "-d"):
                spec = words[n + 1] if word != "-d" and n + 1 < len(words) else spec
                n += 2
                continue
            if word[:2] in ("-c", "-b", "-f"):
                spec = word[2:]
            elif word.startswith("-") and not word.startswith("-d"):
                return None
            elif not word.startswith("-"):
                files.append(word)
            n += 1
        return ("content", files[0]) if spec == "1-" and len(files) == 1 else None
    family = (
        "python"
        if re.fullmatch(r"python(?:\d(?:\.\d{1,2})?)?", lowered)
        else "node"
        if lowered in ("node", "nodejs")
        else "ruby"
        if lowered == "ruby"
        else None
    )
    flag = "-c" if family == "python" else "-p" if "-p" in words and family == "node" else "-e"
    if family is None or flag not in words or words.index(flag) != len(words) - 2:
        return None
    if not all(word.startswith("-") for word in words[1 : words.index(flag)]):
        return None
    code = words[-1]
    pos = 0
    while (head := _PROGRAM_HEAD.match(code, pos)) is not None and head.end() > pos:
        pos = head.end()
    body = code[pos:].strip().rstrip(";").strip()
    if family == "node" and flag == "-p":
        body = f"console.log({body})"  # (``node -p``: the value of the expression printed)
    for kind, pattern in _PROGRAMS[family]:
        found = pattern.fullmatch(body)
        if found is not None:
            return kind, found.groupdict().get("path")
    return None


#: (fix-outputs191: hunt147-outreaders) What a program printing a value of the file read
#: whole prints of a content (Python's text mode reads CRLF as LF): ``readlines()``'s list,
#: ``splitlines()``'s, the ``repr`` of the text.
_PRINTED_VALUES: dict[str, Callable[[str], object]] = {
    "readlines": lambda content: re.findall(r"[^\n]*\n|[^\n]+$", content),
    "splitlines": lambda content: content.splitlines(),
    "repr": lambda content: content,
}


def _literal(said: str) -> object:
    """The Python literal ``said`` prints (a list of strings, a string), or None when it is
    not one (a harness cut it short, another shape)."""
    if len(said) > 200_000 or said[:1] not in ("[", "'", '"'):
        return None
    try:
        value = ast.literal_eval(said)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return value
    return value if isinstance(value, str) else None


def _program_state(
    kind: str,
    path: str | None,
    text: str,
    contents: Mapping[str, object],
    names: Names,
    *,
    edited: bool,
    moved: bool,
) -> Iterator[tuple[AbstractSet[str], str]]:
    """(fix-outputs184) What a one-line program's output (:func:`_program`) shows of a written
    file that it cannot be as written: a size it has not, ``False`` for its existence, a list
    of the folder's names without it."""
    said = text.strip()
    where = f"the program's output {said[:80]!r}"
    counts = {"size": "c", "chars": "m", "lines": "l"}
    if kind in counts and path is not None and said.isdigit():
        for found in names(path):
            content = contents.get(found)
            counted = isinstance(content, str) and _count_differs(counts[kind], int(said), content)
            if counted and not edited:
                yield {found}, where
    elif kind in _PRINTED_VALUES and path is not None and not edited:
        value = _literal(said)
        for found in names(path):
            content = contents.get(found)
            read = content.replace("\r\n", "\n") if isinstance(content, str) else None
            if (
                read is not None
                and value is not None
                and _PRINTED_VALUES[kind](read.replace("\r", "\n")) != value
            ):
                yield {found}, where
    elif kind == "exists" and path is not None and said.lower() == "false" and not moved:
        for found in names(path):
            if found in contents:
                yield {found}, where
    elif kind == "listing" and not moved and said.startswith("[") and said.endswith("]"):
        inside = said[1:-1]
        listed = {a or b for a, b in _LISTED_ITEM.findall(inside)}
        if _LISTED_ITEM.sub("", inside).strip(", \n\t"):
            return  # (not a list of names only)
        for found in contents:
            if "/" not in found and found not in listed:
                yield {found}, f"{where}, which does not list it"


def _windows_listing(
    words: list[str], lines: list[str], *, moved: bool
) -> tuple[list[tuple[str, int | None]], bool] | None:
    """(fix-outputs184: hunt143-outputlists) cmd's ``dir`` output (its ``File(s)`` line) or
    PowerShell's ``Get-ChildItem`` table (its ``Mode LastWriteTime Length Name`` head): each
    entry's name and size (None for a folder), and whether it lists the whole working folder
    (no operand, no option but ``/o``'s order or ``-Force``); ``dir /b``'s names, one a line;
    None for another output."""
    operands = [word for word in words[1:] if not word.startswith(("/", "-"))]
    options = [word.lower() for word in words[1:] if word.startswith(("/", "-"))]
    here = not moved and operands in ([], ["."], [".\\"], ["./"])
    if words[0].lower() == "dir" and "/b" in options and len(lines) < 5000:
        bare = [line.strip() for line in lines if line.strip()]
        if not bare or any(char in line for line in bare for char in ":\\/"):
            return None  # (``File Not Found``'s line aside: only names, one a line)
        whole = here and all(option == "/b" or option.startswith("/o") for option in options)
        return [(line, None) for line in bare], whole
    cmd = any(_DIR_SUMMARY.match(line) for line in lines[:5000])
    table = not cmd and any(_PS_HEADER.match(line) for line in lines[:5000])
    if not (cmd or table):
        return None
    entries: list[tuple[str, int | None]] = []
    for line in lines[:5000]:
        found = (_DIR_ENTRY if cmd else _PS_ENTRY).match(line.strip())
        if found is None:
            continue
        digits = re.sub(r"[,.\u00a0\u202f']", "", found.group(1) or "")
        entries.append((found.group(2), int(digits) if digits.isdigit() else None))
    whole = (
        bool(entries)
        and here
        and all(option.startswith("/o") or option == "-force" for option in options)
    )
    return entries, whole


def _dumped(name: str, words: list[str], lines: list[str]) -> bytes | None:
    """(fix-outputs184: hunt143-outputsizes) The bytes a dump of one file shows: ``xxd a.py``'s
    lines, ``hexdump -C a.py``'s (``hd a.py``), each at the offset the lines before end at;
    None for another command or output (a ``*`` of lines left out, a line of another shape)."""
    if len(lines) <= 5000 and len(words) == 3 and words[1] in ("-c", "-p", "-w0"):
        if name == "od" and words[1] == "-c":
            return _od_chars(lines)
        if (name, words[1]) in (("xxd", "-p"), ("base64", "-w0")):
            return _plain_dump(name, lines)
    if name == "base64" and len(words) == 2 and len(lines) <= 5000:
        return _plain_dump(name, lines)
    xxd = name == "xxd" and len(words) == 2
    hexdump = (name == "hexdump" and words[1:2] == ["-C"] and len(words) == 3) or (
        name == "hd" and len(words) == 2
    )
    if not (xxd or hexdump) or len(lines) > 5000:
        return None
    data = bytearray()
    for line in lines:
        if not line.strip():
            continue
        if hexdump and (end := _HEXDUMP_END.match(line.strip())) is not None:
            if int(end.group(1), 16) != len(data):
                return None
            continue
        found = (_XXD_LINE if xxd else _HEXDUMP_LINE).match(line)
        if found is None or int(found.group(1), 16) != len(data):
            return None
        digits = found.group(2).replace(" ", "")
        if len(digits) % 2:
            return None
        data += bytes.fromhex(digits)
    return bytes(data)


#: (fix-outputs191: hunt147-outdumps) ``od -c``'s escapes of a byte.
_OD_ESCAPES = {"\\0": 0, "\\a": 7, "\\b": 8, "\\t": 9, "\\n": 10, "\\v": 11, "\\f": 12, "\\r": 13}


def _od_chars(lines: list[str]) -> bytes | None:
    """The bytes ``od -c a.py`` shows: each line its octal offset then a field of four
    characters a byte (the character, an escape, three octal digits; blank: a space), the
    bytes a line holds given by the next line's offset, the last line the length alone; None
    for another output (a ``*`` of lines left out, a multibyte character's ``**``)."""
    rows: list[tuple[int, str]] = []
    for line in lines:
        if not line.strip():
            continue
        found = re.match(r"[0-7]{7,11}(?= |$)", line)
        if found is None:
            return None
        rows.append((int(found.group(0), 8), line[found.end() :].rstrip()))
    if not rows or rows[-1][1]:
        return None
    data = bytearray()
    for (offset, fields), (following, _) in itertools.pairwise(rows):
        count = following - offset
        if offset != len(data) or not 0 < count <= 32 or len(fields) > 4 * count:
            return None
        fields = fields.ljust(4 * count)
        for at in range(0, 4 * count, 4):
            field = fields[at : at + 4]
            shown = field.strip()
            if not shown and field == "    ":
                data.append(32)
            elif len(shown) == 1 and 32 < ord(shown) < 127 and field[:3] == "   ":
                data.append(ord(shown))
            elif shown in _OD_ESCAPES:
                data.append(_OD_ESCAPES[shown])
            elif re.fullmatch(r"[0-3][0-7]{2}", shown):
                data.append(int(shown, 8))
            else:
                return None
    return bytes(data) if rows[-1][0] == len(data) else None


def _plain_dump(name: str, lines: list[str]) -> bytes | None:
    """The bytes of ``xxd -p``'s hex lines or ``base64``'s lines; None for another output."""
    joined = "".join(line.strip() for line in lines)
    alphabet = r"[0-9a-f]*" if name == "xxd" else r"[A-Za-z0-9+/]*={0,2}"
    if not joined or re.fullmatch(alphabet, joined) is None:
        return None
    try:
        return bytes.fromhex(joined) if name == "xxd" else base64.b64decode(joined, validate=True)
    except (ValueError, binascii.Error):
        return None


def _dump_differs(dumped: bytes, content: str) -> bool:
    data = content.encode("utf-8", "surrogatepass")
    bare = data.rstrip(b"\n")
    return dumped not in {data, bare, bare + b"\n", data.replace(b"\n", b"\r\n")}


def _tested(
    test: re.Match[str], text: str, contents: Mapping[str, object], names: Names
) -> Iterator[tuple[AbstractSet[str], str]]:
    """A ``test``/``[`` of a written file whose printed answer says false (``missing``,
    ``1``): the file is missing, or empty for ``-s``."""
    said = text.strip()
    answers: dict[str, bool]
    if "then" in test.groupdict():
        answers = {test.group("said"): test.group("then") == "&&", "": test.group("then") != "&&"}
    elif "yes" in test.groupdict():
        answers = {test.group("no"): False, test.group("yes"): True}
    else:
        answers = {"1": False, "0": True}
    held = answers.get(said)
    if held is not None and held != bool(test.group("not")):
        return  # (the file is there, and not empty for ``-s``)
    for name in names(test.group("path")):
        if name in contents:
            yield {name}, f"the test of {test.group('path')!r} answering {said[:40]!r}"


def _state(
    name: str,
    words: list[str],
    lines: list[str],
    text: str,
    contents: Mapping[str, object],
    names: Names,
    *,
    edited: bool,
    moved: bool,
) -> Iterator[tuple[AbstractSet[str], str]]:
    """One command printing the state of files: ``wc``, ``ls``, ``du``, ``stat``, ``file``,
    ``find``, a dump (``xxd``); what it shows of a written file that the content written
    cannot have (a size, an empty file, the file absent)."""
    operands = [word for word in words[1:] if not word.startswith("-")]
    where = f"the output of {' '.join(words)[:80]!r}"

    def sized(
        found: AbstractSet[str], differs: Callable[[str], bool]
    ) -> Iterator[tuple[AbstractSet[str], str]]:
        for path in found:
            content = contents.get(path)
            if isinstance(content, str) and not edited and differs(content):
                yield {path}, where

    listing = (
        _windows_listing(words, lines, moved=moved)
        if name.lower() in ("dir", "ls", "get-childitem", "gci")
        else None
    )
    if listing is not None:
        entries, whole = listing
        for entry, size in entries:
            if size is not None:
                yield from sized(names(entry), partial(_size_differs, size))
        folded = {entry.lower() for entry, _ in entries}
        for path in contents if whole else ():
            if "/" not in path and path.lower() not in folded:
                yield {path}, f"{where}, which does not list it"
        return
    dumped = _dumped(name, words, lines) if text.strip() else None
    if dumped is not None:
        for word in operands:
            yield from sized(names(word), partial(_dump_differs, dumped))
        return
    if name == "wc":
        kinds = _wc_kinds(words)
        for line in lines[:200]:
            match = _COUNTS.match(line)
            if match is None:
                continue
            counts = [int(count) for count in match.group(1).split()]
            target = match.group(2) or (operands[0] if len(operands) == 1 else "")
            if len(counts) != len(kinds) or not target or target == "total":
                continue
            yield from sized(
                names(target),
                partial(_counts_differ, kinds, counts),
            )
    elif name in ("ls", "dir"):
        for line in lines[:500]:
            match = _LS_LONG.match(line.strip())
            if match is not None:
                listed_size = match.group(1)
                shown = match.group(2).split(" -> ")[0].strip().strip("'\"")
                if shown.rstrip("/") not in (".", ".."):
                    yield from sized(
                        names(shown),
                        partial(_size_differs, int(listed_size))
                        if listed_size.isdigit()
                        else partial(_human_differs, listed_size),
                    )
        short = "".join(word[1:] for word in words[1:] if word[:1] == "-" and word[1:2] != "-")
        if "s" in short and "l" not in short:  # (``ls -s``: blocks; none: the file is empty)
            for line in lines[:500]:
                blocks = line.split(None, 1)
                if len(blocks) == 2 and blocks[0] == "0":
                    yield from sized(names(blocks[1].strip()), partial(_du_empty, 0))
        globs = [word for word in operands if word not in (".", "./")]
        listed = (
            not moved
            and all("/" not in word and any(c in word for c in "*?[") for word in globs)
            and not any(_LS_HIDING.match(word) for word in words[1:])
        )
        for line in lines[:200] if listed else ():
            # (fix-outputs191: hunt147-outlistings) the shell gave ls the glob as written: no
            # file of the folder matches it
            missing = _LS_NO_MATCH.match(line.strip())
            glob = missing.group(1).strip("'\"") if missing is not None else ""
            if glob in globs and any(char in glob for char in "*?["):
                for path in contents:
                    if "/" not in path and fnmatch.fnmatchcase(path, glob):
                        yield {path}, f"{where}, which finds nothing its glob matches"
        if listed and text.strip() and not text.lstrip().startswith(("ls:", "dir:", "total 0")):
            tokens = {
                token.strip("'\"*/@=|").removeprefix("./")
                for token in text.replace(",", " ").split()
            }
            for path in contents:
                matched = not globs or any(fnmatch.fnmatchcase(path, glob) for glob in globs)
                if "/" not in path and matched and path not in tokens:
                    yield {path}, f"{where}, which does not list it"
    elif name.lower() == "tree" and not moved and [w.lower() for w in words[1:]] == ["/f"]:
        # (fix-outputs184) Windows' ``tree /f``: after its root line (``C:.``), the working
        # folder's files one level in (``    a.py``, ``│   a.py``), its folders' deeper
        roots = [n for n, line in enumerate(lines[:5000]) if _WIN_TREE_ROOT.match(line.strip())]
        if len(roots) == 1 and len(lines) < 5000:
            tokens = {
                found.group(1).strip()
                for line in lines[roots[0] + 1 :]
                if (found := _WIN_TREE_FILE.match(line)) is not None
            }
            for path in contents:
                if "/" not in path and path.lower() not in {t.lower() for t in tokens}:
                    yield {path}, f"{where}, which does not list it"
    elif name == "tree" and not moved and (patterns := _tree_patterns(words)) is not None:
        with_sizes = bool({"-s", "-h"} & set(words)) and "-D" not in words
        for line in lines[:5000] if with_sizes else ():
            # (fix-outputs191: hunt147-outsizes) ``tree -s``/``-h``: the size in its brackets
            tree_row = _TREE_ENTRY.match(line)
            bracket = _TREE_BRACKET.search(line) if tree_row is not None else None
            shown_size = (
                bracket.group(1).split()[-1] if bracket and bracket.group(1).split() else ""
            )
            if tree_row is not None and (shown_size.isdigit() or _HUMAN_SIZE.fullmatch(shown_size)):
                yield from sized(
                    names(tree_row.group(1).strip().removeprefix("./").rstrip("*/=@|")),
                    partial(_size_differs, int(shown_size))
                    if shown_size.isdigit()
                    else partial(_human_differs, shown_size),
                )
        tokens = {
            found.group(1).strip().removeprefix("./").rstrip("*/=@|")
            for line in lines
            if (found := _TREE_ENTRY.match(line)) is not None
        }
        summary = text.strip().rsplit("\n", 1)[-1]
        if _TREE_SUMMARY.fullmatch(summary) and len(lines) < 5000:
            for path in contents:
                matched = not patterns or any(fnmatch.fnmatchcase(path, p) for p in patterns)
                if "/" not in path and matched and path not in tokens:
                    yield {path}, f"{where}, which does not list it"
    elif name == "du":
        exact = any(word in ("-b", "--bytes") for word in words)
        for line in lines[:200]:
            parts = line.split(None, 1)
            if len(parts) == 2 and parts[0].isdigit():
                size = int(parts[0])
                yield from sized(
                    names(parts[1].strip()),
                    partial(_size_differs, size) if exact else partial(_du_empty, size),
                )
    elif name in ("stat", "gstat"):
        formatted = any("%s" in word or "%z" in word for word in words)
        said = text.strip()
        sizes = [int(found.group(1)) for found in _STAT_SIZE.finditer(text)]
        if formatted and said.isdigit():
            sizes = [int(said)]
        format_words = [word for word in words if "%s" in word]
        leading = said.split(None, 1)[0] if said else ""
        if (
            format_words
            and format_words[0].rsplit("=", 1)[-1].lstrip("'\"").startswith("%s ")
            and leading.isdigit()
        ):
            sizes = [int(leading)]  # (``stat -c '%s %n' a.py`` printing ``0 a.py``)
        if len([word for word in operands if "%" not in word]) == 1 and len(sizes) == 1:
            target = operands[-1]
            yield from sized(names(target), partial(_size_differs, sizes[0]))
    elif name == "file":
        for line in lines[:200]:
            match = _FILE_EMPTY.match(line.strip())
            if match is not None:
                yield from sized(names(match.group(1)), lambda content: bool(content.strip()))
    elif name in _DUMPERS and not text.strip().strip("0*\n "):
        for word in operands:
            yield from sized(names(word), lambda content: bool(content))
    elif name == "find":
        yield from _found(words, lines, contents, names, moved=moved, where=where)


#: (fix-outputs191: hunt147-outexcluded) ``find`` words after which its output is no list of
#: what its tests match: a negation, an alternative, a pruned tree, an action that prints
#: other than the names (or runs a command).
_FIND_OTHER = frozenset(
    {"!", "-not", "-o", "-or", ",", "(", ")", "\\(", "\\)", "-prune", "-print0", "-printf"}
    | {"-fprint", "-fprint0", "-fprintf", "-fls", "-exec", "-execdir", "-ok", "-okdir", "-quit"}
)
#: ``find -size`` values no file but an empty one has (``0``, ``0c``, ``-1c``, ``-1k``).
_FIND_EMPTY_SIZE = re.compile(r"(?:0|-1)[bcwkMG]?")


def _found(
    words: list[str],
    lines: list[str],
    contents: Mapping[str, object],
    names: Names,
    *,
    moved: bool,
    where: str,
) -> Iterator[tuple[AbstractSet[str], str]]:
    """What ``find``'s output shows of the written files: a path it prints for ``-empty``
    (``-size 0``) whose content is not empty; a file its tests match that it does not print
    (the working folder's files, ``-maxdepth``/``-mindepth``, ``-type f``, ``-name``); a name
    looked for that it does not print. Nothing for an expression with a negation, an
    alternative or another action (:data:`_FIND_OTHER`)."""
    rest = [word.strip("'\"") for word in words[1:]]
    if any(word in _FIND_OTHER for word in rest):
        return
    shown_paths = {line.strip().removeprefix("./") for line in lines}
    tail = rest[1:] if rest[:1] in (["."], ["./"]) else rest
    plain = (not rest or rest[0] in (".", "./") or rest[0].startswith("-")) and not moved
    globs: list[tuple[str, str]] = []
    depths = [0, 1 << 30]
    known = empty = False
    at = 0
    while at < len(tail):
        word, value = tail[at], tail[at + 1] if at + 1 < len(tail) else None
        if word in ("-print", "-a", "-and"):
            at += 1
            continue
        if word == "-empty" or (
            word == "-size" and value and _FIND_EMPTY_SIZE.fullmatch(value) is not None
        ):
            empty = True
        elif value is None:
            known = True
        elif word in ("-name", "-iname"):
            globs.append((word, value))
        elif word in ("-maxdepth", "-mindepth") and value.isdigit():
            depths[word == "-maxdepth"] = int(value)
        elif word != "-type" or value != "f":
            known = True  # (a test the reader does not weigh: one word, or more)
            at += 1
            continue
        at += 1 if word == "-empty" else 2
    if empty:
        for line in lines[:5000]:
            found = names(line.strip().removeprefix("./")) if line.strip() else set()
            for path in found:
                content = contents.get(path)
                if isinstance(content, str) and content:
                    yield {path}, f"{where}, which finds it empty"
        return
    if plain and not known:
        for path in contents:
            base = path.rsplit("/", 1)[-1]
            deep = depths[0] <= path.count("/") + 1 <= depths[1]
            matched = all(
                fnmatch.fnmatchcase(base.lower(), glob.lower())
                if test == "-iname"
                else fnmatch.fnmatchcase(base, glob)
                for test, glob in globs
            )
            if deep and matched and path not in shown_paths:
                yield {path}, f"{where}, which does not find it"
        return
    for n, word in enumerate(words[:-1]):
        if word not in ("-name", "-iname", "-path", "-wholename"):
            continue
        wanted = words[n + 1].strip("'\"")
        if any(char in wanted for char in "*?["):
            continue
        base = wanted.rsplit("/", 1)[-1]
        shown = any(line.strip().rstrip("/").endswith(base) for line in lines)
        for path in contents:
            if path.rsplit("/", 1)[-1] == base and not shown:
                yield {path}, f"{where}, which does not find it"


def _git(
    words: list[str],
    lines: list[str],
    names: Names,
    contents: Mapping[str, object],
    *,
    edited: bool,
) -> Iterator[tuple[AbstractSet[str], str]]:
    """``git`` output showing a written file renamed or deleted: a status line with ``->``,
    a stat line with ``=>``, ``delete mode``, a diff of it deleted or renamed, a list of the
    deleted files (``ls-files --deleted``, ``--diff-filter=D``)."""
    listing = bool(_GIT_LISTS_GONE.search(" ".join(words)))
    #: ``git diff`` shows the work tree's lines (``+``, context); ``git show``/``log`` a commit's
    #: (not the index's, ``--cached``/``--staged``, nor two commits', ``HEAD~1 HEAD``, ``a..b``)
    operands = [word for word in words[2:] if not word.startswith("-") and word != "--"]
    revisions = (
        words[2 : words.index("--")]
        if "--" in words
        else [word for word in operands if not names(word)]
    )
    revisions = [word for word in revisions if not word.startswith("-")]
    worktree = (
        "diff" in words[1:3]
        and not any(w in ("show", "log", "--cached", "--staged") for w in words)
        and len(revisions) < 2
        and not any(".." in word for word in revisions)
    )
    header: list[str] = operands[-1:] if "diff" in words[1:2] else []
    have: dict[str, set[str]] = {}
    hunk = False
    for full in lines[:5000]:
        line = full[:2000]
        found: set[str] = set()
        if hunk and worktree and line[:1] in ("+", " ") and not line.startswith("+++"):
            for path in names(header[-1]) if header else set():
                content = contents.get(path)
                if isinstance(content, str) and not edited:
                    if path not in have:
                        have[path] = set(_content_lines(content))
                    if line[1:].rstrip() not in have[path]:
                        found.add(path)
            if found:
                yield found, f"the diff's line {line.strip()[:80]!r}"
            continue
        hunk = (hunk and not line.startswith("diff ")) or line.startswith("@@")
        if _GIT_MOVED.search(line):
            found |= _moved_from(line, names)
        elif (deleted := _GIT_DELETE_MODE.match(line)) is not None:
            found |= names(deleted.group(1))
        elif (status := _GIT_NAME_STATUS.match(line)) is not None:
            for part in status.group(1).split("\t")[: 1 if line.startswith("R") else None]:
                found |= names(part)
        elif (diff := _DIFF_HEADER.match(line)) is not None:
            header = [diff.group(1), diff.group(2)]
            if diff.group(1) != diff.group(2):
                found |= names(diff.group(1)) | names(diff.group(2))
        elif line.startswith(("deleted file mode", "rename from", "rename to", "copy to")):
            for part in header:
                found |= names(part)
        elif listing and line.strip():
            found |= names(line.strip())
        if found:
            yield found, f"the tool's output {line.strip()[:80]!r}"


def _moved_from(line: str, names: Names) -> set[str]:
    """The written files a git line shows renamed away: the paths before its ``->``/``=>``
    (``renamed: a.py -> b.py``; ``src/{a.py => b.py}``: ``src/a.py``), not the one a file
    was renamed to (``renamed: old.py -> a.py`` leaves ``a.py`` there)."""
    found: set[str] = set()
    to: set[str] = set()
    for brace in _GIT_BRACE.finditer(line):
        head, old, new, tail = brace.groups()
        found |= names(head + old.strip() + tail)
        to |= names(head + new.strip() + tail)
    left, right = [*_GIT_MOVED.split(line, 1), ""][:2]
    if "{" not in line:
        for word in _PATHISH.findall(left):
            found |= names(word)
        for word in _PATHISH.findall(right):
            to |= names(word)
    return found - to
