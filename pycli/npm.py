"""npm packages at a pinned version, checked against their pinned sha512.

The one way rulecheck takes anything from npm (the web bundle's runtime,
pycli/web.py; the Flesh and Blood card data, scripts/make_fab_cards.py):
``npm pack NAME@VERSION`` into a cache folder, and the tarball's sha512
compared with the integrity string pinned in the code before anything in it
is read. A tarball already in the cache is checked again on every use, so a
changed file is never used. Nothing is fetched at run time, and the
repository holds no copy of a package.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path


class PackageError(Exception):
    """A package could not be fetched, or is not the one pinned."""


def cache_dir() -> Path:
    """$RULECHECK_CACHE/npm, else the user's cache folder's rulecheck/npm."""
    if os.environ.get("RULECHECK_CACHE"):
        return Path(os.environ["RULECHECK_CACHE"]) / "npm"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "rulecheck" / "npm"


def integrity(path: Path) -> str:
    """The npm integrity string of a file: sha512-<base64 digest>."""
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def tarball(name: str, version: str, pinned: str, cache: Path | None = None) -> Path:
    """The package's tarball, fetched with ``npm pack`` into the cache if it
    is not there, and checked against ``pinned``. Raises PackageError."""
    folder = cache or cache_dir()
    target = folder / f"{name.replace('/', '+')}-{version}.tgz"
    if not target.is_file():
        if shutil.which("npm") is None:
            raise PackageError(f"npm is needed to fetch {name}@{version} (scripts/setup.sh installs it)")
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder) as tmp:
            done = subprocess.run(["npm", "pack", f"{name}@{version}", "--json", "--silent"],
                                  cwd=tmp, capture_output=True, text=True, stdin=subprocess.DEVNULL)
            if done.returncode != 0:
                last = (done.stderr.strip().splitlines() or ["no message"])[-1]
                raise PackageError(f"npm pack {name}@{version} failed: {last}")
            packed = Path(tmp) / json.loads(done.stdout)[0]["filename"]
            found = integrity(packed)
            if found != pinned:
                raise PackageError(f"{name}@{version}: integrity {found} is not the pinned {pinned}")
            packed.replace(target)
    found = integrity(target)
    if found != pinned:
        raise PackageError(f"{target}: integrity {found} is not the pinned {pinned}")
    return target


def extract(tgz: Path, members: dict[str, Path]) -> None:
    """Write the tarball's files ``members`` (path in the package, without
    its leading ``package/``) to the paths given. Raises PackageError for a
    file the package does not hold."""
    with tarfile.open(tgz) as tar:
        for inside, dest in members.items():
            try:
                member = tar.getmember(f"package/{inside}")
            except KeyError:
                raise PackageError(f"{tgz.name} holds no {inside}") from None
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(tar.extractfile(member).read())
