"""Hunt 76: ``mix cmd`` given its command as one quoted word inside ``mix do`` (fix-hunt72-40
reads ``mix cmd COMMAND`` as the command it runs).

Expected by hand: ``mix do compile, cmd "rm lib/app.ex"``: mix cmd joins its arguments and
hands them to the shell (Mix.Tasks.Cmd: ``Mix.shell().cmd(Enum.join(args, " "))``), so the
one word ``rm lib/app.ex`` runs rm on lib/app.ex, as ``mix do compile, cmd rm lib/app.ex``
(refused) does; what the model meant is that deletion. Never usable.
"""

from __future__ import annotations

import pytest
from meant import refused

_FILES = (
    "mix.exs\n```elixir\ndefmodule App.MixProject do\n  use Mix.Project\n"
    '  def project, do: [app: :app, version: "0.1.0"]\nend\n```\n\n'
    "lib/app.ex\n```elixir\ndefmodule App do\n  def hi, do: :hi\nend\n```\n\n"
)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param('mix do compile, cmd "rm lib/app.ex"', id="in-mix-do"),
        pytest.param('mix cmd "rm lib/app.ex"', id="double-quoted"),
        pytest.param("mix cmd 'rm lib/app.ex'", id="single-quoted"),
    ],
)
def test_mix_cmd_given_one_quoted_command(command: str) -> None:
    refused(_FILES + f"Then:\n\n```bash\n{command}\n```\n")
