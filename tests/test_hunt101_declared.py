"""hunt101: false refusals: a whole file whose note over a member names members the file
DEFINES in shapes fix-heads83's index does not read.

A comment over a method naming members of its own type that the file defines right there (C#
auto-properties ``public string Name { get; set; }``, a Kotlin data class's and a Scala case
class's constructor properties, a Java record's components, PHP constructor promotion, Swift's
``init()`` and ``deinit``, a TypeScript enum's members, a Rust ``macro_rules!``) says they are
unchanged: all are in the file. At BASE (73979a35) each was kept; the sound rule ("every name
DEFINED or code left out") with an index that misses these shapes refuses it.

Expected by hand from what the model meant: the whole file, usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/User.cs",
            "public class User\n{\n    public string Name { get; set; }\n"
            "    public string Email { get; set; }\n\n    // Name and Email unchanged\n"
            "    public User Touch()\n    {\n        return this;\n    }\n}\n",
            id="csharp-auto-properties",
        ),
        pytest.param(
            "src/User.kt",
            "data class User(val name: String, val email: String, val seen: Long) {\n"
            "    // name and email unchanged\n    fun touch(now: Long) = copy(seen = now)\n}\n",
            id="kotlin-data-class-properties",
        ),
        pytest.param(
            "src/User.scala",
            "final case class User(name: String, email: String, seen: Long) {\n"
            "  // name and email unchanged\n  def touched(now: Long): User = copy(seen = now)\n}\n",
            id="scala-case-class-fields",
        ),
        pytest.param(
            "src/Point.java",
            "public record Point(int x, int y, int z) {\n    // x and y unchanged\n"
            "    public Point withZ(int nz) {\n        return new Point(x, y, nz);\n    }\n}\n",
            id="java-record-components",
        ),
        pytest.param(
            "src/User.php",
            "<?php\n\nfinal class User\n{\n    public function __construct(\n"
            "        public readonly string $name,\n        public readonly string $email,\n"
            "        public int $seen = 0,\n    ) {}\n\n    // name and email unchanged\n"
            "    public function touch(int $now): static\n    {\n"
            "        return new static($this->name, $this->email, $now);\n    }\n}\n",
            id="php-promoted-properties",
        ),
        pytest.param(
            "Sources/Conn.swift",
            "final class Conn {\n    var open = false\n\n    init() {\n"
            "        open = true\n    }\n\n"
            "    deinit {\n        open = false\n    }\n\n    // init and deinit unchanged\n"
            "    func reset() {\n        open = false\n    }\n}\n",
            id="swift-init-deinit",
        ),
        pytest.param(
            "src/state.ts",
            "export enum State {\n  Idle,\n  Busy,\n  Done,\n}\n\n// Idle and Done unchanged\n"
            "export function next(s: State): State {\n"
            "  return s === State.Busy ? State.Done : s;\n}\n",
            id="ts-enum-members",
        ),
        pytest.param(
            "src/lib.rs",
            "macro_rules! check {\n    ($e:expr) => {\n        assert!($e)\n    };\n}\n\n"
            "// check and debug_assert unchanged\npub fn run(x: i32) {\n    check!(x > 0);\n"
            "    debug_assert!(x < 100);\n}\n",
            id="rust-macro-rules",
        ),
    ],
)
def test_a_note_naming_members_the_file_defines_is_a_whole_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
