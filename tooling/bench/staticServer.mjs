// A tiny static HTTP server for the floor's copy (staticFloor.mjs): it answers exactly the files
// the copy recorded, with the headers and content encoding the live origin sent for each.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The encoding to send: the first of `available` (in the order the live origin preferred) that
 * the request's Accept-Encoding allows, or null for the identity bytes. `q=0` refuses one.
 */
export const chooseEncoding = (acceptEncoding, available) => {
  const accepted = new Map(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.find((param) => param.startsWith('q='));
        return [name.toLowerCase(), q ? Number(q.slice(2)) : 1];
      }),
  );
  const allowed = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return available.find(allowed) ?? null;
};

/**
 * Serves one origin's copy: `dir/manifest.json` maps a request path (with its query) to
 * `{ headers, identity, encoded: { br: file, ... } }`, files relative to `dir`.
 * @param {{ dir: string, port: number, host?: string }} options
 * @returns {Promise<http.Server>}
 */
export const startStaticServer = ({ dir, port, host = '127.0.0.1' }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const read = (file) => fs.readFileSync(path.join(dir, file));
  const files = new Map(
    Object.entries(manifest).map(([url, entry]) => [
      url,
      {
        headers: entry.headers,
        identity: read(entry.identity),
        encoded: Object.entries(entry.encoded ?? {}).map(([name, file]) => [name, read(file)]),
      },
    ]),
  );
  const server = http.createServer((request, response) => {
    const file =
      files.get(request.url ?? '/') ?? files.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not in the copy');
      return;
    }
    const encoding = chooseEncoding(
      request.headers['accept-encoding'],
      file.encoded.map(([name]) => name),
    );
    const body = encoding ? file.encoded.find(([name]) => name === encoding)[1] : file.identity;
    response.writeHead(200, {
      ...file.headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(file.encoded.length ? { Vary: 'Accept-Encoding' } : {}),
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};
