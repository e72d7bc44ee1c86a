"""Reading text straight from a model: ``parse_response`` and the readers it tries.

Transport checks, the lenient hybrid reader (a post-lexer of the strict one), legacy JSON,
Markdown-fenced files, and the checks on what was read (placeholders, edit blocks)."""
