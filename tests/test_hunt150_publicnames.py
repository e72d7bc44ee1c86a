"""hunt150 (issue 20): fix-en186 reads "Only `slugify()` changed; `unslug()` and `SEP` stay the
same." as keeping the whole file only when the sentence names every PUBLIC name the block
defines (``_all_named_some_kept``: every name not starting with "_"). In the languages whose
privacy is not spelled with "_", a private helper counts as public: a JS/TS function the module
does not export, a Go function in lower case (unexported), a Rust ``fn`` without ``pub``, a Java,
C# or Kotlin ``private`` method. The sentence never names it, and the whole file is refused
as a part. The base (3dfe17cf) refused these too (not regressions).

Expected by hand: each block is the whole module (every function it calls defined, its public
API ``slugify``, ``unslug`` and the separator, all named in the sentence); the helper ``clean``
is private. The file is written as sent."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_SENTENCE = "Only `slugify()` changed; `unslug()` and `SEP` stay the same."

_CASES = [
    pytest.param(
        "src/slug.js",
        "js",
        "export const SEP = '-';\n\nfunction clean(s) {\n  return s.trim();\n}\n\n"
        "export function slugify(s) {\n  return clean(s).toLowerCase().split(' ').join(SEP);\n"
        "}\n\nexport function unslug(s) {\n  return s.split(SEP).join(' ');\n}\n",
        id="js-not-exported",
    ),
    pytest.param(
        "slug/slug.go",
        "go",
        'package slug\n\nimport "strings"\n\nconst SEP = "-"\n\nfunc clean(s string) string {\n'
        "\treturn strings.TrimSpace(s)\n}\n\nfunc slugify(s string) string {\n"
        '\treturn strings.ReplaceAll(strings.ToLower(clean(s)), " ", SEP)\n}\n\n'
        'func unslug(s string) string {\n\treturn strings.ReplaceAll(s, SEP, " ")\n}\n',
        id="go-lower-case",
    ),
    pytest.param(
        "src/slug.rs",
        "rust",
        'pub const SEP: &str = "-";\n\nfn clean(s: &str) -> String {\n'
        "    s.trim().to_lowercase()\n}\n\npub fn slugify(s: &str) -> String {\n"
        "    clean(s).replace(' ', SEP)\n}\n\npub fn unslug(s: &str) -> String {\n"
        '    s.replace(SEP, " ")\n}\n',
        id="rust-no-pub",
    ),
    pytest.param(
        "src/Slug.java",
        "java",
        'package app;\n\npublic final class Slug {\n    public static final String SEP = "-";\n\n'
        "    private static String clean(String s) {\n        return s.trim();\n    }\n\n"
        "    public static String slugify(String s) {\n"
        '        return clean(s).toLowerCase().replace(" ", SEP);\n    }\n\n'
        "    public static String unslug(String s) {\n"
        '        return s.replace(SEP, " ");\n    }\n}\n',
        id="java-private",
    ),
    pytest.param(
        "Slug.cs",
        "csharp",
        'public static class Slug\n{\n    public const string SEP = "-";\n\n'
        "    private static string Clean(string s)\n    {\n        return s.Trim();\n    }\n\n"
        "    public static string slugify(string s)\n    {\n"
        '        return Clean(s).ToLower().Replace(" ", SEP);\n    }\n\n'
        "    public static string unslug(string s)\n    {\n"
        '        return s.Replace(SEP, " ");\n    }\n}\n',
        id="csharp-private",
    ),
    pytest.param(
        "src/slug.ts",
        "ts",
        "export const SEP = '-';\n\nfunction clean(s: string): string {\n  return s.trim();\n}\n\n"
        "export function slugify(s: string): string {\n"
        "  return clean(s).toLowerCase().split(' ').join(SEP);\n}\n\n"
        "export function unslug(s: string): string {\n  return s.split(SEP).join(' ');\n}\n",
        id="ts-not-exported",
    ),
]


@pytest.mark.parametrize(("path", "language", "body"), _CASES)
def test_a_private_helper_need_not_be_named(path: str, language: str, body: str) -> None:
    result = parse_response(f"{_SENTENCE}\n\n`{path}`:\n\n```{language}\n{body}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [(path, body)]
