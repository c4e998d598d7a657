# Production image: one single-process hub. Configure it with the HUB_* variables
# (HUB_MONGO_URL, HUB_REDIS_URL, HUB_JWT_SECRET, HUB_INTERNAL_TOKEN, ...); see
# docs/operations.md. `docker stop` drains it (SIGTERM): give it longer than HUB_DRAIN_SECONDS.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore \
    HUB_HOST=0.0.0.0 \
    HUB_PORT=8080 \
    HUB_DEV=0

WORKDIR /app

# Dependencies first, at the versions in constraints.txt: this layer is rebuilt only when
# they change, not on every change to the source. uvloop is left out: the benchmarks have
# not shown it to help (docs/performance.md).
COPY setup.cfg constraints.txt ./
RUN pip install -c constraints.txt $(python -c "import configparser; c = configparser.ConfigParser(); c.read('setup.cfg'); print(' '.join(c['options']['install_requires'].split()))")

COPY pyproject.toml README.md run.py ./
COPY hub ./hub
COPY actors ./actors
COPY handlers ./handlers
COPY storage ./storage
# The intent model is built with the source (`storefront-hub build-model`), not in the image:
# the image only refuses to build when the shipped model does not match the corpus.
RUN pip install --no-deps . && storefront-hub build-model --check \
    && useradd --system --uid 10001 --home-dir /app hub

USER hub
EXPOSE 8080
# A start (imports, the shipped model, the catalogue's index, MongoDB's indexes) takes a few
# seconds on an idle machine and several times that on a loaded 2-core one: failures in the
# first two minutes do not count, and then a minute of failed probes (6 x 10 s) is needed
# before the hub is called unhealthy. The probe itself starts Python, which under load can
# take seconds, hence its own generous timeout.
HEALTHCHECK --interval=10s --timeout=10s --start-period=120s --retries=6 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('HUB_PORT', '8080'), timeout=8)" || exit 1

CMD ["storefront-hub", "serve"]
