"""Real processes for tests: hub processes and nginx in front of them. The `redis-server` and
free ports are the bench harness's (`bench.harness.processes`), so both start Redis one way.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

from bench.harness.processes import RedisServer, free_port

__all__ = ["HubProcess", "NginxServer", "RedisServer", "free_port"]


class HubProcess:
    """A hub in its own process, as an operator runs one: configured by its environment,
    stopped by a signal, judged by its exit code and what it logged."""

    def __init__(
        self,
        command: list[str],
        env: dict[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
    ) -> None:
        self.port = free_port()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("HUB_")}
        self.env.update(env or {})
        self.env["HUB_PORT"] = str(self.port)
        self.env.setdefault("HUB_HOST", "127.0.0.1")
        self.command = command
        self.cwd = cwd
        # Kept open for the life of this object: the process writes to it, `output()` reads it.
        self._log = tempfile.TemporaryFile(mode="w+b", prefix="hub-log-")  # noqa: SIM115
        self.process: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> HubProcess:
        self.process = subprocess.Popen(
            self.command,
            cwd=self.cwd,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            text=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"the hub exited with {self.process.returncode}:\n{self.output()}"
                )
            try:
                with urllib.request.urlopen(f"{self.url}/healthz", timeout=1) as reply:
                    if reply.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"the hub did not answer /healthz in {timeout}s:\n{self.output()}")

    def signal(self, number: int) -> None:
        assert self.process is not None
        self.process.send_signal(number)

    def wait(self, timeout: float = 30) -> int:
        assert self.process is not None
        return self.process.wait(timeout=timeout)

    def output(self) -> str:
        """What the process has written so far.

        Read with `pread`: the process shares this file's offset, and a `seek` here would
        move where its next line lands, over what it wrote before.
        """
        fd = self._log.fileno()
        return os.pread(fd, os.fstat(fd).st_size, 0).decode("utf-8", "replace")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)


NGINX_JS_MODULE = "/usr/lib/nginx/modules/ngx_http_js_module.so"


class NginxServer:
    """Debian's nginx in the foreground with a given configuration, on a free loopback port."""

    def __init__(self, config: str) -> None:
        binary = shutil.which("nginx") or (
            "/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx") else None
        )
        if binary is None or not os.path.exists(NGINX_JS_MODULE):
            raise RuntimeError(
                "nginx with its JavaScript module is not installed "
                "(apt-get install nginx libnginx-mod-http-js)"
            )
        self.binary = binary
        self.port = free_port()
        self.workdir = tempfile.mkdtemp(prefix="hub-nginx-")
        self.config_path = os.path.join(self.workdir, "nginx.conf")
        with open(self.config_path, "w") as file:
            file.write(config.replace("{port}", str(self.port)))
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        globals_ = f"daemon off; pid {self.workdir}/nginx.pid; error_log {self.workdir}/error.log;"
        self.process = subprocess.Popen(
            [self.binary, "-p", self.workdir, "-c", self.config_path, "-g", globals_],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"nginx exited:\n{self.errors()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"nginx did not listen on port {self.port}:\n{self.errors()}")

    def errors(self) -> str:
        path = os.path.join(self.workdir, "error.log")
        if not os.path.exists(path):
            return ""
        with open(path) as file:
            return file.read()

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None
