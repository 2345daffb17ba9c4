"""accessible_ll: Love Letter for screen-reader, braille and keyboard players."""

__version__ = "0.1.0"
