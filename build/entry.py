"""The script PyInstaller freezes (see ``installer.spec``): it only imports the package.

Kept outside ``game/`` so the frozen program starts the same way an installed one does, with
``game`` imported as a package (relative imports and ``game.__main__`` work as usual).
"""

import sys

from game.launcher import main

if __name__ == "__main__":
    sys.exit(main())
