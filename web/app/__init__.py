"""Speeltafel's page: the PyScript front end (see main.py for the start-up)."""
