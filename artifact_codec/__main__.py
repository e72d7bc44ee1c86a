"""``python -m artifact_codec`` runs the command line."""

from .cli import main

main()
