#!/usr/bin/env bash
# Installs what the cluster runs on, from Debian, as scripts/bootstrap.sh installs chromium:
# PostgreSQL (with Debian's cluster tools: pg_createcluster, pg_ctlcluster) and HAProxy.
# Sourced after scripts/bootstrap.sh (its `log` and `as_root`). A failed install stops the caller.
if [ ! -x /usr/bin/pg_createcluster ] || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 ||
  [ ! -x /usr/sbin/haproxy ]; then
  log "installing Debian's postgresql and haproxy for the cluster"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql haproxy >/dev/null
fi
