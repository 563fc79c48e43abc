// Jest only. content-disposition 3 is ESM-only and the root jest.config.js does not transform it
// (its esmOnly list lacks it), so Jest cannot load @fastify/static's dependency. Node itself loads
// the real package. @fastify/static uses it only in reply.download(), which this server never calls;
// this stand-in builds the same header for the simple cases.
'use strict';

function create(filename, options = {}) {
  const type = options.type || 'attachment';
  if (filename === undefined) return type;
  const name = String(filename).split(/[\\/]/).pop();
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '?');
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

module.exports = { create };
