"""Talking to models: the format instructions, the retry loop and batches."""
