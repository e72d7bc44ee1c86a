"""hunt129: more of hunt129-otherheads: a remark of names over an F# ``let`` or an Objective-C
method (fix-scope133's ``_OTHER_HEADS``) in a file that binds the names by a form the
definitions index does not read: F# ``open Store`` and ``let mutable validate = fun f -> ...``;
an Objective-C class with a superclass (``@interface Form : BaseForm``: ``[self validate]``
may reach an inherited method) or ``@property`` lines whose getters are the names.

Expected by hand from what the model meant: the note says the calls are kept; the names are
bound in the file (or inherited from the base class the file names): the file is whole, written
exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_FS = "// validate and save unchanged\nlet submit f =\n    validate f\n    save f\n"
_OC = (
    "// validate and save unchanged\n- (void)submit {\n    [self validate];\n    [self save];\n}\n"
    "\n@end\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/Form.fs", "module Form\n\nopen Store\n\n" + _FS, id="fsharp-open"),
        pytest.param(
            "src/Form.fs",
            "module Form\n\nlet mutable validate = fun f -> ()\nlet mutable save = fun f -> ()\n\n"
            + _FS,
            id="fsharp-let-mutable",
        ),
        pytest.param(
            "src/Form.m",
            "@interface Form : BaseForm\n@end\n\n@implementation Form\n\n" + _OC,
            id="objc-superclass",
        ),
        pytest.param(
            "src/Form.m",
            "@interface Form : NSObject\n@property (nonatomic) BOOL validate;\n"
            "@property (nonatomic) BOOL save;\n@end\n\n@implementation Form\n\n"
            "// validate and save unchanged\n- (void)submit {\n"
            '    if ([self validate] && [self save]) {\n        NSLog(@"ok");\n    }\n}\n\n@end\n',
            id="objc-property-getter",
        ),
    ],
)
def test_names_bound_by_another_form_keep_the_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
