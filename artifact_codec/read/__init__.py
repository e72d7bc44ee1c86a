"""The strict reader of the format: the lexer, the Lark parse and the model build.

``loads`` and the streaming ``StreamParser`` are this one reader, fed at once or in pieces."""
