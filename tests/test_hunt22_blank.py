"""Hunt 22: blank lines next to a delimiter line and the fields (issue 20, class 4).

Expected values by hand from what the model meant.
"""

from __future__ import annotations

from meant import meant_or_refused

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
_A = f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 1\n\n'


# The model opened a third block (a delimiter line, then a blank line) and ended the answer
# instead: a delimiter line with nothing after it but blank lines and the end marker. It meant
# a.py and b.py as written; a line starting with the delimiter cannot be a line of b.py (b.py's
# content runs up to the next line that starts with the delimiter), yet it is kept there
# (delimiter-in-content, recovered).
def test_a_stray_delimiter_line_before_the_end_marker_is_not_content() -> None:
    text = _A + f"{D}\nPATH: b.py\n---\ny = 2\n\n{D}\n\n{D}END\n"
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


# The model wrote the fields and then a blank line instead of `---` (as a mail or HTTP header
# ends): run.sh is the script from its shebang. Read as "content starts at the first line that
# is not a field", the blank line becomes the script's first line and the shebang its second,
# where the kernel does not look for it (`./run.sh` runs it with the caller's shell); the
# warning (missing-separator) does not name the other reading.
def test_a_blank_line_in_place_of_the_separator_is_not_the_file_s_first_line() -> None:
    text = _A + f"{D}\nPATH: run.sh\n\n#!/bin/bash\nset -euo pipefail\necho hi\n\n{D}END\n"
    meant = [("a.py", "x = 1\n"), ("run.sh", "#!/bin/bash\nset -euo pipefail\necho hi\n")]
    meant_or_refused(parse_response(text), meant)


def test_blank_lines_between_the_delimiter_and_the_fields_are_skipped() -> None:
    # (the control: blank-after-delimiter)
    text = _A + f"{D}\n\nPATH: b.py\n---\ny = 2\n\n{D}END\n"
    result = parse_response(text)
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", "x = 1\n"),
        ("b.py", "y = 2\n"),
    ]
