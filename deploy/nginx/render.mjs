#!/usr/bin/env node
// The front's nginx configuration (deploy/README.md), rendered from a few settings so that the
// cluster command, CI's `nginx -t` check and a production host all use the same text:
//
//   node deploy/nginx/render.mjs --sites 127.0.0.1:3001,127.0.0.1:3002 \
//     --platforms 127.0.0.1:4001,127.0.0.1:4002 --root /opt/casino > /etc/casino/nginx.conf
//
// (every option below as --kebab-case; lists comma-separated; the refresh secret is read from the
// environment variable REVALIDATE_SECRET, never from the command line).
//
// What the front does (docs/decisions.md#front):
// - one public address in front of N site instances (Next's own server) and M platform instances,
//   kept-alive upstream connections, passive health checks (max_fails/fail_timeout);
// - a request that failed on one instance is tried on another when that is safe: any request that
//   never reached an instance, a GET/HEAD, and a money call carrying an Idempotency-Key (the
//   platform answers a retried key with the first result), and the sandbox bank's decision (it
//   answers the same decision again as the first time); never another POST once sent;
// - /_next/static/ and public/ from disk (immutable caching for the build's hashed files);
// - compression: gzip for every text answer, gzip_static for files compressed after the build;
//   the site is asked for gzip and its pre-rendered pages are kept compressed (gunzip for the rare
//   client that cannot take gzip), so a page is compressed once per version;
// - the pre-rendered pages cached as long as the site's Cache-Control says (s-maxage), served stale
//   while one request refreshes them (no stampede), replaced at once when the site, after a content
//   change, asks for a page with `x-front-refresh: <REVALIDATE_SECRET>`;
// - never cached: /api/* (the platform) and anything asked with the player's session cookie;
// - the client's address passed on as X-Forwarded-For and X-Real-IP from the connection (or from a
//   trusted CDN/load balancer in front, set_real_ip_from), replacing whatever the client sent;
// - one id per request (docs/decisions.md#request-id): nginx's $request_id, or the X-Request-Id of
//   that same trusted CDN/load balancer, passed to the instances, written in the JSON access log and
//   answered in X-Request-Id;
// - /metrics refused on the public address; nginx's own counters (stub_status) on an internal
//   listener for prometheus-nginx-exporter (deploy/README.md#monitoring).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

export const DEFAULTS = {
  /** Public listen address (port, or address:port). */
  listen: '80',
  serverName: '_',
  /** TLS at the front: {certificate, key, listen}; the plain listen address then redirects to https. */
  tls: null,
  /**
   * One more plain-http address of the public server, for the instances' own calls to the front
   * (the platform's SITE_REVALIDATE_URL, the sites' FRONT_URL) when the public one is TLS only;
   * null = none.
   */
  internalListen: null,
  /** Site instances (Next's own server), address:port each. */
  sites: [],
  /** Platform instances, address:port each. */
  platforms: [],
  /** Where the site instances' server-side calls reach the platforms (PLATFORM_URL); null = none. */
  platformListen: '127.0.0.1:4000',
  /** The site's folder (public/ and the build's static files). */
  root: '/opt/casino',
  distDir: '.next',
  /**
   * The folder /_next/static/ is served from: null = the build's own (root/distDir/static); a
   * release keeps the previous builds' files in one (deploy/static-store.mjs).
   */
  staticDir: null,
  cacheDir: '/var/cache/nginx/casino',
  cacheSize: '1g',
  /** Temporary files (request bodies, large answers). */
  tempDir: '/var/lib/nginx/casino',
  pidFile: '/run/casino-front.pid',
  errorLog: '/var/log/nginx/casino.error.log',
  /** A file, 'stdout'/'stderr', or 'off': one JSON line per request (the front_json format below). */
  accessLog: '/var/log/nginx/casino.access.log',
  /**
   * nginx's own counters (stub_status at /stub_status) for prometheus-nginx-exporter: an
   * address:port that is not public (127.0.0.1 by default); null = none.
   */
  statusListen: '127.0.0.1:8082',
  /** The workers' user (when nginx starts as root); null = nginx's own default. */
  user: null,
  workerProcesses: 'auto',
  workerConnections: 4096,
  /** false: nginx stays in the foreground (systemd Type=exec, `npm run cluster`). */
  daemon: false,
  /** REVALIDATE_SECRET: the value of x-front-refresh that refreshes a cached page; null = none. */
  refreshSecret: null,
  /** Addresses/CIDRs of a CDN or load balancer in front whose X-Forwarded-For (and X-Request-Id) is believed. */
  realIpFrom: [],
  /** The platform's session cookie (accounts config). */
  sessionCookie: 'casino_session',
  /** The platform's largest body: 5 files of 2 MiB (documents) and the form fields. */
  platformBodyMax: '11m',
  /** The site takes no bodies but the revalidation notice (16 kB). */
  siteBodyMax: '64k',
};

/**
 * The passive health check: one failure (a refused connection, a timeout, a retried 5xx) takes an
 * instance out of a worker's rotation for FAIL_TIMEOUT_S seconds, then one request tries it again.
 * A rolling restart waits this long after an instance is ready before stopping the next one
 * (deploy/cluster.mjs, docs/decisions.md#rolling-restart).
 */
export const FAIL_TIMEOUT_S = 5;

const ADDRESS = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$|^\d{1,5}$/;
const SAFE_PATH = /^\/[\w./@+-]*$/;
const SECRET = /^[A-Za-z0-9._~+/=-]{8,200}$/;
const CIDR = /^[0-9a-fA-F:.]+(?:\/\d{1,3})?$/;

function check(settings) {
  const problems = [];
  const need = (ok, message) => ok || problems.push(message);
  need(settings.sites.length > 0, 'at least one site instance (sites)');
  need(settings.platforms.length > 0, 'at least one platform instance (platforms)');
  const optional = [settings.platformListen, settings.internalListen, settings.statusListen].filter(Boolean);
  for (const address of [settings.listen, ...settings.sites, ...settings.platforms, ...optional]) {
    need(ADDRESS.test(String(address)), `an address or port, not '${address}'`);
  }
  for (const key of ['root', 'cacheDir', 'tempDir', 'pidFile', ...(settings.staticDir ? ['staticDir'] : [])])
    need(SAFE_PATH.test(settings[key]), `${key} must be an absolute path of plain characters, not '${settings[key]}'`);
  for (const key of ['errorLog', 'accessLog'])
    need(['stderr', 'stdout', 'off'].includes(settings[key]) || SAFE_PATH.test(settings[key]), `${key}: a path, stderr, stdout or off`);
  need(/^[\w.-]+$/.test(settings.distDir), `distDir: a folder name, not '${settings.distDir}'`);
  need(
    settings.refreshSecret === null || SECRET.test(settings.refreshSecret),
    'the refresh secret (REVALIDATE_SECRET): 8-200 characters of A-Z a-z 0-9 . _ ~ + / = -',
  );
  need(
    settings.realIpFrom.every((cidr) => CIDR.test(cidr)),
    'realIpFrom: addresses or CIDRs',
  );
  need(
    settings.statusListen === null || /^(?:\[[0-9a-fA-F:.]+\]|[\d.]+|localhost):\d{1,5}$/.test(String(settings.statusListen)),
    `statusListen: an address:port that is not public (127.0.0.1:8082), not '${settings.statusListen}'`,
  );
  need(settings.user === null || /^[a-z_][\w-]*$/.test(settings.user), 'user: a user name');
  need(/^[A-Za-z_][\w]*$/.test(settings.sessionCookie), 'sessionCookie: a cookie name');
  if (settings.tls) {
    need(SAFE_PATH.test(settings.tls.certificate ?? '') && SAFE_PATH.test(settings.tls.key ?? ''), 'tls: certificate and key paths');
    need(ADDRESS.test(String(settings.tls.listen ?? '443')), 'tls.listen: an address or port');
  }
  if (problems.length > 0) throw new Error(`nginx configuration: ${problems.join('; ')}`);
}

/** What an X-Request-Id may look like to be passed on (as the instances check it). */
const REQUEST_ID_PATTERN = '[\\w.:-]{8,128}';

const logTarget = (value) => (value === 'stdout' ? '/dev/stdout' : value === 'stderr' ? 'stderr' : value);

/**
 * The headers every proxied request carries (a location that sets any must repeat them all: nginx's
 * inheritance). `requestId`: the variable holding the request's id.
 */
function proxyHeaders(extra = [], requestId = '$front_request_id') {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    // The client is the connection's peer (or what a trusted CDN said, realip): never what it wrote.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host;',
    // Only the front uses it; an instance never sees the secret.
    'proxy_set_header X-Front-Refresh "";',
    // The request's id (never what an untrusted client wrote): every instance logs it.
    `proxy_set_header X-Request-Id ${requestId};`,
    ...extra,
  ];
}

/** Every answer of the public server names its request (a location with its own add_header repeats it). */
const ANSWER_ID = 'add_header X-Request-Id $front_request_id always;';

/** Lines (each may hold several, from a nested block) indented by `indent` spaces. */
const block = (indent, lines) =>
  lines
    .flatMap((line) => line.split('\n'))
    .map((line) => (line ? `${' '.repeat(indent)}${line}` : ''))
    .join('\n');

/** The nginx.conf text for `options` (over DEFAULTS). Throws on a bad setting. */
export function renderNginxConfig(options) {
  const s = { ...DEFAULTS, ...options };
  check(s);
  const tries = Math.max(s.sites.length, s.platforms.length, 2);
  const upstream = (name, servers, keepalive) => [
    `upstream ${name} {`,
    // One failure takes an instance out for FAIL_TIMEOUT_S; then one request tries it again.
    ...servers.map((server) => `    server ${server} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`),
    `    keepalive ${keepalive};`,
    // Below the site's own keep-alive (65 s; the platform sets none): the front closes first.
    '    keepalive_timeout 50s;',
    '    keepalive_requests 10000;',
    '}',
  ];

  // `players`: a player's requests (session cookie) are answered and kept like a visitor's.
  const siteCache = ({ players = false } = {}) => [
    'proxy_pass http://casino_site;',
    // The site compresses a page once; the front keeps it compressed (gunzip for the rest).
    ...proxyHeaders(['proxy_set_header Accept-Encoding gzip;']),
    'proxy_cache pages;',
    'proxy_cache_key $request_uri;',
    // Validity from the site's Cache-Control (s-maxage, stale-while-revalidate): nothing without it
    // is kept. One entry per URL: every entry is what the site sent for gzip, whatever Vary says.
    'proxy_ignore_headers Vary;',
    'proxy_cache_lock on;',
    'proxy_cache_lock_timeout 10s;',
    'proxy_cache_lock_age 10s;',
    'proxy_cache_use_stale error timeout invalid_header updating http_500 http_502 http_503 http_504;',
    'proxy_cache_background_update on;',
    // A player's requests (session cookie) are answered by the site and never stored; the site's
    // refresh after a content change replaces the stored page.
    ...(players
      ? ['proxy_cache_bypass $front_refresh;']
      : [`proxy_cache_bypass $front_refresh $cookie_${s.sessionCookie};`, `proxy_no_cache $cookie_${s.sessionCookie};`]),
    // A page the site could not render is rendered again by the other instance: a site answers 500
    // for a page when its data function's platform call failed (a platform instance that died or
    // answered late, CmsUnavailableError) and no good copy of the page exists yet (its first render,
    // or a player's request, which never comes from a cache). Only GET and HEAD come here to be
    // retried (nginx never sends a POST twice), and rendering a page again changes nothing.
    'proxy_next_upstream error timeout http_500 http_502 http_503 http_504;',
    'add_header X-Cache-Status $upstream_cache_status always;',
    ANSWER_ID,
  ];

  const platform = (extra = []) => [
    'proxy_pass http://casino_platform$platform_uri;',
    ...proxyHeaders(),
    `client_max_body_size ${s.platformBodyMax};`,
    ...extra,
  ];

  const locations = [
    "# Metrics are the operator's, on each process's internal port: never through the public address.",
    'location ~ ^/(?:api/(?:cms/|site/)?)?metrics(?:/|$) {',
    '    return 404;',
    '}',
    '',
    "# The build's hashed files: never change under their name.",
    'location /_next/static/ {',
    `    alias ${s.staticDir ?? path.posix.join(s.root, s.distDir, 'static')}/;`,
    '    gzip_static on;',
    '    access_log off;',
    '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
    '    add_header X-Content-Type-Options nosniff always;',
    `    ${ANSWER_ID}`,
    '}',
    '',
    '# public/ from disk (its names do not change with a build: a day, then revalidated); every other',
    '# path goes to the site, through the page cache.',
    'location / {',
    `    root ${path.posix.join(s.root, 'public')};`,
    '    try_files $uri @site;',
    '    gzip_static on;',
    '    add_header Cache-Control "public, max-age=86400" always;',
    '    add_header X-Content-Type-Options nosniff always;',
    `    ${ANSWER_ID}`,
    '}',
    '',
    'location @site {',
    block(4, siteCache()),
    '}',
    '',
    "# The image optimizer's answers: the same picture whoever asks (one format, WebP, made from the",
    "# platform's WebP art), so kept by their Cache-Control for players too.",
    'location /_next/image {',
    block(4, siteCache({ players: true })),
    '}',
    '',
    "# The site's own API (health, the revalidation notice): never cached; the notice is safe to repeat.",
    'location /api/site/ {',
    '    proxy_pass http://casino_site;',
    block(4, proxyHeaders()),
    `    client_max_body_size ${s.siteBodyMax};`,
    '    proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;',
    '}',
    '',
    "# The platform (the browser's /api and /api/cms): never cached. A POST is tried on another",
    '# instance only when it never reached the first.',
    'location /api/ {',
    block(4, platform()),
    '}',
    '',
    '# Money calls: with an Idempotency-Key, also retried after being sent (the platform answers the',
    '# key with its first result); without one, as any other POST. Not after a 503: a platform answers',
    '# it when the database they share is away, which another instance would answer too, and counting',
    '# it as a failure would leave the front no instance at all (502) once the database is back.',
    'location ~ ^/api/(?:payment/(?:initDeposit|confirmDeposit|withdraw)|sandbox/slot/[^/]+/spin)$ {',
    '    error_page 418 = @platform_once;',
    '    if ($http_idempotency_key = "") { return 418; }',
    block(4, platform(['proxy_next_upstream error timeout http_502 http_504 non_idempotent;'])),
    '}',
    '',
    'location @platform_once {',
    block(4, platform()),
    '}',
    '',
    "# The sandbox bank's decision (a form POST naming its deposit or login by token): the bank takes",
    '# it once and answers the same decision again as the first time, so it is retried after being sent.',
    'location ~ ^/api/sandbox/bank/(?:deposit|login)/[^/]+$ {',
    block(4, platform(['proxy_next_upstream error timeout http_502 http_504 non_idempotent;'])),
    '}',
  ];

  const publicServer = (listenLines, extra = []) => [
    'server {',
    ...listenLines.map((line) => `    ${line}`),
    `    server_name ${s.serverName};`,
    `    client_max_body_size ${s.siteBodyMax};`,
    `    ${ANSWER_ID}`,
    '    set $log_request_id $front_request_id;',
    ...extra.map((line) => `    ${line}`),
    '',
    block(4, locations),
    '}',
  ];

  const servers = [];
  if (s.tls) {
    servers.push(
      'server {',
      `    listen ${s.listen};`,
      `    server_name ${s.serverName};`,
      '    return 301 https://$host$request_uri;',
      '}',
      '',
      ...publicServer(
        [`listen ${s.tls.listen ?? '443'} ssl http2;`, ...(s.internalListen ? [`listen ${s.internalListen};`] : [])],
        [
          `ssl_certificate ${s.tls.certificate};`,
          `ssl_certificate_key ${s.tls.key};`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
          'ssl_session_cache shared:casino_tls:10m;',
          'ssl_session_timeout 1d;',
        ],
      ),
    );
  } else {
    servers.push(...publicServer([`listen ${s.listen};`, ...(s.internalListen ? [`listen ${s.internalListen};`] : [])]));
  }
  if (s.platformListen) {
    servers.push(
      '',
      "# The platform for the site instances' own calls (their PLATFORM_URL): never public. A call made",
      "# while a site renders a page carries that page's request id.",
      'server {',
      `    listen ${s.platformListen};`,
      '    set $log_request_id $site_request_id;',
      '    location / {',
      '        proxy_pass http://casino_platform;',
      block(8, proxyHeaders([], '$site_request_id')),
      `        client_max_body_size ${s.platformBodyMax};`,
      // A page's data calls (GET) are tried on another platform instance when one died or does not
      // answer; a POST only when it never reached one. Not on the platform's own 5xx answers: this
      // server shares the upstream's failure count with the public /api, and a 503 the platform
      // means for one call must not take a live instance out of every player's rotation.
      '        proxy_next_upstream error timeout;',
      '    }',
      '}',
    );
  }

  if (s.statusListen) {
    servers.push(
      '',
      "# nginx's own counters for prometheus-nginx-exporter (-nginx.scrape-uri http://ADDRESS/stub_status): never public.",
      'server {',
      `    listen ${s.statusListen};`,
      '    access_log off;',
      '    location = /stub_status {',
      '        stub_status;',
      '    }',
      '    location / {',
      '        return 404;',
      '    }',
      '}',
    );
  }

  const lines = [
    '# Rendered by deploy/nginx/render.mjs; edit the settings, not this file (deploy/README.md).',
    ...(s.user ? [`user ${s.user};`] : []),
    `worker_processes ${s.workerProcesses};`,
    `pid ${s.pidFile};`,
    `error_log ${logTarget(s.errorLog)} warn;`,
    ...(s.daemon ? [] : ['daemon off;']),
    '',
    'events {',
    `    worker_connections ${s.workerConnections};`,
    '}',
    '',
    'http {',
    block(4, [
      'types {',
      '    text/html html htm;',
      '    text/css css;',
      '    text/plain txt;',
      '    text/xml xml;',
      '    application/javascript js mjs;',
      '    application/json json map;',
      '    application/manifest+json webmanifest;',
      '    image/svg+xml svg svgz;',
      '    image/png png;',
      '    image/jpeg jpg jpeg;',
      '    image/webp webp;',
      '    image/avif avif;',
      '    image/x-icon ico;',
      '    font/woff woff;',
      '    font/woff2 woff2;',
      '}',
      'default_type application/octet-stream;',
      'server_tokens off;',
      'sendfile on;',
      'tcp_nopush on;',
      'keepalive_timeout 65s;',
      'keepalive_requests 1000;',
      'client_header_timeout 15s;',
      'client_body_timeout 30s;',
      'send_timeout 30s;',
      `client_body_temp_path ${s.tempDir}/body;`,
      `proxy_temp_path ${s.tempDir}/proxy;`,
      `fastcgi_temp_path ${s.tempDir}/fastcgi;`,
      `uwsgi_temp_path ${s.tempDir}/uwsgi;`,
      `scgi_temp_path ${s.tempDir}/scgi;`,

      '',
      ...(s.realIpFrom.length > 0
        ? [
            '# A CDN or load balancer in front: its X-Forwarded-For names the client.',
            ...s.realIpFrom.map((cidr) => `set_real_ip_from ${cidr};`),
            'real_ip_header X-Forwarded-For;',
            'real_ip_recursive on;',
            '',
          ]
        : []),
      'gzip on;',
      'gzip_comp_level 5;',
      'gzip_min_length 512;',
      'gzip_vary on;',
      'gzip_proxied any;',
      'gzip_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;',
      'gunzip on;',
      '',
      '# Timeouts: connecting fails fast (another instance is tried); an answer may take 30 s, as',
      "# Next's own proxy allows.",
      'proxy_connect_timeout 2s;',
      'proxy_send_timeout 30s;',
      'proxy_read_timeout 30s;',
      `proxy_next_upstream_tries ${tries};`,
      'proxy_next_upstream_timeout 10s;',
      'proxy_buffers 16 32k;',
      'proxy_busy_buffers_size 64k;',
      '',
      '# The refresh secret is a map key: room for keys longer than the default bucket holds.',
      'map_hash_bucket_size 128;',
      'map $http_x_front_refresh $front_refresh {',
      '    default 0;',
      ...(s.refreshSecret ? [`    "${s.refreshSecret}" 1;`] : []),
      '}',
      '# /api/x → /x and /api/cms/x → /cms/x, as sent (encoded path and query untouched).',
      'map $request_uri $platform_uri {',
      '    default /;',
      '    ~^/api(/.*)$ $1;',
      '}',
      '',
      "# The request's id: a trusted proxy's X-Request-Id (realIpFrom, as for X-Forwarded-For) when it",
      "# looks like one, else nginx's own (32 hex digits). A site's call on the internal platform",
      '# address carries the id of the page it renders.',
      'geo $realip_remote_addr $request_id_trusted {',
      '    default 0;',
      ...s.realIpFrom.map((cidr) => `    ${cidr} 1;`),
      '}',
      'map "$request_id_trusted:$http_x_request_id" $front_request_id {',
      '    default $request_id;',
      `    "~^1:(?<given>${REQUEST_ID_PATTERN})$" $given;`,
      '}',
      'map $http_x_request_id $site_request_id {',
      '    default $request_id;',
      `    "~^(?<given>${REQUEST_ID_PATTERN})$" $given;`,
      '}',
      "# The instances name it in their answers too: one header, the front's.",
      'proxy_hide_header X-Request-Id;',
      '',
      "# The access log: one JSON line per request, with its id and the page cache's answer. The path",
      "# without its query (a verification code travels in one) and without the sandbox bank's and",
      "# slot's tokens (a path segment).",
      'map $request_uri $log_path {',
      '    "~^(?<head>(?:/api)?/sandbox/(?:slot|bank/deposit|bank/login)/)[^/?]+(?<tail>[^?]*)" "${head}:token${tail}";',
      '    "~^(?<head>[^?]*)" $head;',
      '}',
      'log_format front_json escape=json \'{"time":"$time_iso8601","reqId":"$log_request_id","client":"$remote_addr",\'',
      '    \'"method":"$request_method","path":"$log_path","status":$status,"bytes":$body_bytes_sent,\'',
      '    \'"seconds":$request_time,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status",\'',
      '    \'"upstreamSeconds":"$upstream_response_time","cache":"$upstream_cache_status","worker":$pid}\';',
      s.accessLog === 'off' ? 'access_log off;' : `access_log ${logTarget(s.accessLog)} front_json;`,

      '',
      `proxy_cache_path ${s.cacheDir} levels=1:2 keys_zone=pages:20m max_size=${s.cacheSize} inactive=1d use_temp_path=off;`,
      '',
      ...upstream('casino_site', s.sites, 32),
      '',
      ...upstream('casino_platform', s.platforms, 64),
      '',
      ...servers,
    ]),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** Settings from command-line flags (--sites a,b --root /x ...) and REVALIDATE_SECRET. */
export function settingsFromArgs(argv, env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
      'tls-listen': { type: 'string' },
      sites: { type: 'string' },
      platforms: { type: 'string' },
      'platform-listen': { type: 'string' },
      'internal-listen': { type: 'string' },
      root: { type: 'string' },
      'dist-dir': { type: 'string' },
      'static-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
      'cache-size': { type: 'string' },
      'temp-dir': { type: 'string' },
      'pid-file': { type: 'string' },
      'error-log': { type: 'string' },
      'access-log': { type: 'string' },
      'status-listen': { type: 'string' },
      user: { type: 'string' },
      'worker-processes': { type: 'string' },
      daemon: { type: 'boolean' },
      'real-ip-from': { type: 'string' },
    },
  });
  const list = (value) =>
    value
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : undefined;
  const settings = {
    listen: values.listen,
    serverName: values['server-name'],
    tls: values['tls-certificate']
      ? { certificate: values['tls-certificate'], key: values['tls-key'], listen: values['tls-listen'] ?? '443' }
      : undefined,
    sites: list(values.sites),
    platforms: list(values.platforms),
    platformListen: values['platform-listen'] === 'none' ? null : values['platform-listen'],
    internalListen: values['internal-listen'],
    root: values.root,
    distDir: values['dist-dir'],
    staticDir: values['static-dir'],
    cacheDir: values['cache-dir'],
    cacheSize: values['cache-size'],
    tempDir: values['temp-dir'],
    pidFile: values['pid-file'],
    errorLog: values['error-log'],
    accessLog: values['access-log'],
    statusListen: values['status-listen'] === 'none' ? null : values['status-listen'],
    user: values.user,
    workerProcesses: values['worker-processes'],
    daemon: values.daemon,
    realIpFrom: list(values['real-ip-from']),
    refreshSecret: env.REVALIDATE_SECRET || undefined,
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(renderNginxConfig(settingsFromArgs(process.argv.slice(2))));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
