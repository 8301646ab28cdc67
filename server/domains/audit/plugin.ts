import fp from 'fastify-plugin';
import { auditWrites } from './engineHooks';

export default fp(
  async (app) => {
    // Every engine write of every resource appends to the audit log in its own transaction.
    app.registry.addWriteHooks(auditWrites);
  },
  { name: 'audit' },
);
