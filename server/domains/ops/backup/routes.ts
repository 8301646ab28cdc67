import type { FastifyPluginAsync } from 'fastify';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL } from '../../../../common/permissions';
import { ApiError, msg } from '../../../engine/errors';
import { errorsFor } from '../../../engine/errorSchema';
import { appendAudit } from '../../audit';
import { backupFileName, backupRunning, makeBackup } from './makeBackup';

/**
 * POST /api/admin/backup: the running store's backup file, made inside the
 * process (the embedded database is opened by one process only, so
 * `npm run backup` asks the server when one is running). Owners only (the
 * role holding every permission): a backup is every customer's data and
 * every password hash. Audited.
 */
export const backupRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  app.post(
    '/backup',
    {
      // Owners only: the guard answers anyone else 403 owner_only.
      config: { auth: ALL },
      schema: {
        tags: ['operations'],
        summary: 'A backup of the store (database and uploads) as one .tar.gz file; owners only',
        response: {
          200: {
            description: 'shop-<time>.tar.gz: manifest.json, database.sql, uploads/',
            content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorsFor(401, 403, 409),
        },
      },
    },
    async (req, reply) => {
      if (backupRunning()) throw new ApiError(409, msg('backup_running'));
      const dir = await mkdtemp(join(tmpdir(), 'api-backup-'));
      const name = backupFileName();
      const file = join(dir, name);
      try {
        const manifest = await makeBackup(app.db, opts.dataDir, file);
        await appendAudit(app.db.db, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'backup',
          action: 'backup',
          label: `${name}: ${manifest.files.length} files`,
        });
      } catch (err) {
        await rm(dir, { recursive: true, force: true });
        throw err;
      }
      const stream = createReadStream(file);
      stream.once('close', () => void rm(dir, { recursive: true, force: true }));
      return reply.type('application/gzip').header('Content-Disposition', `attachment; filename="${name}"`).send(stream);
    },
  );
};
