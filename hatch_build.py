"""Build hook: compile the gettext catalogs so every wheel carries its .mo files."""

from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CompileCatalogs(BuildHookInterface):
    """Compile locales/*/LC_MESSAGES/*.po into .mo files before the wheel is built."""

    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po_path in Path(self.root, "locales").glob("*/LC_MESSAGES/*.po"):
            with po_path.open("rb") as po_file:
                catalog = read_po(po_file)
            with po_path.with_suffix(".mo").open("wb") as mo_file:
                write_mo(mo_file, catalog)
