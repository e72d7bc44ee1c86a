"""The format itself: its grammar, its words (``spec``), its line rules and JSON header.

Everything that defines what a document is lives here; the readers and the writer only use it."""
