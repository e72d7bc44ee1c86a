"""The JSON repair layer: ``repair_json``, ``extract_json`` and the legacy file resync."""
