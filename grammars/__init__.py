"""The Lark grammars of the artifact format, shipped as package data (``*.lark``)."""
