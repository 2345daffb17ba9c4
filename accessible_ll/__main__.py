"""``python -m accessible_ll``."""

import sys

from accessible_ll.cli import main

sys.exit(main())
