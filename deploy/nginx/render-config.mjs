#!/usr/bin/env node
// Writes hiroba.conf.template with its places filled, to stdout:
//   node deploy/nginx/render-config.mjs --root /srv/hiroba --listen 80 \
//     --api 127.0.0.1:3001 --api 127.0.0.1:3002 [--server-name example.jp] > /etc/nginx/conf.d/hiroba.conf
// The scale-out test renders the same template (api-server/test/scale-out.test.ts).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export function renderNginxConfig({ root, listen, api, serverName = '_' }) {
  if (!root || !listen || api.length === 0) throw new Error('--root, --listen and at least one --api are needed');
  const template = readFileSync(new URL('./hiroba.conf.template', import.meta.url), 'utf8');
  const places = {
    ROOT: root.replace(/\/+$/, ''),
    LISTEN: String(listen),
    SERVER_NAME: serverName,
    // A server that fails twice is left out for 10 s, then tried again.
    API_SERVERS: api.map((address) => `    server ${address} max_fails=2 fail_timeout=10s;`).join('\n'),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in places)) throw new Error(`unknown place {{${name}}}`);
    return places[name];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { root: { type: 'string' }, listen: { type: 'string' }, api: { type: 'string', multiple: true, default: [] }, 'server-name': { type: 'string' } },
  });
  process.stdout.write(renderNginxConfig({ root: values.root, listen: values.listen, api: values.api, serverName: values['server-name'] }));
}
