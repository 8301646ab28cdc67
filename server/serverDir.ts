/**
 * The server's own folder: `server/` when it runs from the TypeScript
 * source, `dist-server/` once compiled (scripts/build-server.ts), which
 * holds the same files the server reads at run time in the same places
 * (`db/migrations`, `db/sql`, `domains/<name>/sql`, the domains' plugins).
 * It must stay a file at the top of `server/`: compiled, it lands in
 * `main.js` or in a chunk beside it, whose folder is `dist-server/`.
 */
export const SERVER_DIR = import.meta.dirname;
