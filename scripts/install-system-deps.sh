#!/usr/bin/env bash
# Installs what the end-to-end tests need from Debian's packages: Chromium (playwright-core drives
# it; downloaded browsers cannot work here), nginx with the brotli static module (the deploy
# config is tested through it) and a Java runtime for the Nu Html Checker (scripts/check-html.mjs).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
# The generated nginx config serves the offline copy's precompressed bundles with brotli_static.
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} from Debian's packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq -o DPkg::Lock::Timeout=300
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}"
