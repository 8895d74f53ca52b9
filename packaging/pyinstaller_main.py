"""The bundle's entry point (packaging/parchis-desktop.spec): the game window.

The Expert thinks in a child process started with multiprocessing's ``spawn``;
in a frozen program that child is this same executable, and
``freeze_support()`` turns it into the worker instead of a second window.
"""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from parchis_desktop.app import main

    sys.exit(main())
