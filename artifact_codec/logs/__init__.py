"""Reading evaluation logs of model answers into tables (the ``log`` command, dask)."""
