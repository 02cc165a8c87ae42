"""What the wheel holds and where the installed game looks, without building anything:
pyproject.toml lists every package on disk and its asset patterns cover every file of
assets/; the game finds assets/ through importlib.resources (the package `game.assets`);
settings, data and the log live in the folders platformdirs names; `--version` names the
build and every rule set. tests/test_wheel.py builds and installs the wheel itself."""

from __future__ import annotations

import fnmatch
import importlib.resources
import sys
import tomllib
from pathlib import Path

import platformdirs
import pytest

ROOT = Path(__file__).resolve().parents[1]
APP = "elemental-mage-battle"


def _setuptools() -> dict:  # type: ignore[type-arg]
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_the_wheel_lists_every_package_on_disk() -> None:
    on_disk = {".".join(p.parent.relative_to(ROOT).parts)
               for top in ("engine", "game", "replays") for p in (ROOT / top).rglob("__init__.py")}
    assets = {"game.assets", *(f"game.assets.{p.name}" for p in (ROOT / "assets").iterdir()
                               if p.is_dir() and p.name != "__pycache__")}
    config = _setuptools()
    assert set(config["packages"]) == on_disk | assets, (
        "pyproject.toml's [tool.setuptools] packages must name every package and every folder of "
        "assets/ (one left out is left out of the wheel)")
    assert config["package-dir"] == {"game.assets": "assets"}
    assert (ROOT / "assets" / "__init__.py").is_file()


def test_the_asset_patterns_cover_every_file_of_assets() -> None:
    config = _setuptools()
    shipped, left_out = [], []
    for path in sorted((ROOT / "assets").rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.name == "__init__.py":
            continue
        package = ".".join(("game", *path.parent.relative_to(ROOT).parts))
        include = config["package-data"].get(package, []) + config["package-data"]["*"]
        exclude = config["exclude-package-data"].get(package, [])
        name = path.relative_to(ROOT / "assets").as_posix()
        included = any(fnmatch.fnmatch(path.name, p) for p in include)
        if included and not any(fnmatch.fnmatch(path.name, p) for p in exclude):
            shipped.append(name)
        else:
            left_out.append(name)
    assert left_out == ["sprites/_preview.png"], left_out
    for folder in ("sprites", "fonts", "sounds"):
        assert any(f.startswith(folder + "/") for f in shipped)
    assert {"fonts/OFL.txt", "fonts/README.md"} <= set(shipped)     # the fonts' licence travels with them


def test_the_game_finds_its_assets_through_importlib_resources() -> None:
    from game.shell import assets, resources, sound

    package = Path(str(importlib.resources.files("game.assets")))
    assert resources.root() == package
    assert (assets.SPRITES, assets.FONTS, sound.FOLDER) == (package / "sprites", package / "fonts", package / "sounds")
    # The editable install of ./scripts/test maps the package onto the checkout's assets/.
    assert package.resolve() == (ROOT / "assets").resolve()
    for name in ("sprites/manifest.json", "fonts/Galmuri11.ttf", "sounds/click.wav"):
        assert (package / name).is_file()


def test_without_the_package_the_folders_do_not_exist_and_one_line_says_why(monkeypatch, capsys) -> None:
    from game.shell import resources

    monkeypatch.setattr(resources, "PACKAGE", "game.no_such_assets")
    resources.folder.cache_clear()
    try:
        found = resources.folder("sounds")
        assert not found.exists()
        assert "not installed" in capsys.readouterr().err
    finally:
        resources.folder.cache_clear()


def test_settings_data_and_log_live_where_platformdirs_says(monkeypatch, tmp_path) -> None:
    from game.shell import logs, settings
    from replays import storage

    for name in ("EMB_CONFIG_DIR", "EMB_DATA_DIR", "EMB_LOG_DIR"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    assert settings.config_path() == Path(platformdirs.user_config_dir(APP)) / "settings.json"
    assert storage.data_dir() == Path(platformdirs.user_data_dir(APP))
    assert logs.log_path() == Path(platformdirs.user_log_dir(APP)) / "mage-battle.log"
    if sys.platform.startswith("linux"):
        assert logs.log_dir() == tmp_path / ".local" / "state" / APP / "log"
    monkeypatch.setenv("EMB_LOG_DIR", str(tmp_path / "logs"))
    assert logs.log_path() == tmp_path / "logs" / "mage-battle.log"


def test_the_log_keeps_what_a_session_writes_to_stderr(monkeypatch, tmp_path, capsys) -> None:
    from game.shell import logs

    monkeypatch.setenv("EMB_LOG_DIR", str(tmp_path))
    before = sys.stderr
    with logs.session() as path:
        pass
    assert not path.exists()                    # nothing said, no file
    with logs.session():
        print("mage-battle: sound off (test)", file=sys.stderr)
    assert sys.stderr is before
    assert "sound off (test)" in capsys.readouterr().err     # the console still gets it
    with pytest.raises(ZeroDivisionError):
        with logs.session():
            raise ZeroDivisionError("division by zero")
    text = path.read_text(encoding="utf-8")
    assert text.count("--- mage-battle ") == 2
    assert "mage-battle: sound off (test)\n" in text
    assert "Traceback" in text and "ZeroDivisionError" in text


def test_an_unwritable_log_leaves_the_console_alone(monkeypatch, tmp_path, capsys) -> None:
    from game.shell import logs

    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("EMB_LOG_DIR", str(tmp_path / "file"))
    with logs.session():
        print("one", file=sys.stderr)
        print("two", file=sys.stderr)
    err = capsys.readouterr().err
    assert "one\n" in err and "two\n" in err and err.count("not written") == 1


def test_version_names_the_build_and_every_rule_set(capsys) -> None:
    from engine.kernel import registry
    from engine.mage_battle.rules import RULE_SETS
    from game.cli import main as cli

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"mage-battle {version}"
    assert lines[1] == "rule sets:"
    for game in registry.games():
        default = game.default_rules()
        assert (f"  {game.game_id} {game.rules_version(default)} (default) "
                f"{game.rules_hash(default)[:12]}") in lines
    mage_lines = [line for line in lines if line.startswith("  mage_battle ")]
    assert [line.split()[1] for line in mage_lines] == [
        registry.get("mage_battle").rules_version(rules) for rules in RULE_SETS.values()]


def test_screenshot_needs_the_self_test(capsys) -> None:
    from game.cli import main as cli

    with pytest.raises(SystemExit):
        cli.main(["--screenshot", "x.png"])
    assert "--screenshot goes with --self-test" in capsys.readouterr().err
