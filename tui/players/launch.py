"""``degaine board``: run the players' board on the GM's store."""

import os
import sys
from pathlib import Path

from i18n import _
from rules.errors import RuleError
from rules.store_file import check_followable
from tui.launch import prepare_environment
from tui.paths import default_db_path


def launch_board(db: str | None = None, theme: str | None = None) -> int:
    prepare_environment()
    from tui.driver import EofAwareDriver
    from tui.players.app import PlayersApp

    path = Path(db) if db else default_db_path()
    try:
        check_followable(path)
    except RuleError as error:  # the store's own words: which file, and what is wrong
        sys.stderr.write(_("degaine: {message}").format(message=error.message) + "\n")
        return 2
    # A board served to a browser (degaine share --web) runs under the driver named by
    # TEXTUAL_DRIVER (tui.share.board_driver): the server that started it speaks its protocol.
    served = "TEXTUAL_DRIVER" in os.environ
    app = PlayersApp(
        path,
        theme_name=theme,
        driver_class=EofAwareDriver if sys.platform != "win32" and not served else None,
    )
    app.run(mouse=False)
    return app.return_code or 0
