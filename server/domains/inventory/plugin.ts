import fp from 'fastify-plugin';
import { countRoutes } from './countRoutes';
import { stockFromForm } from './engineHooks';
import { inventoryRoutes } from './routes';
import { tillInventoryRoutes } from './tillRoutes';
import { transferRoutes } from './transferRoutes';

export default fp(
  async (app) => {
    // A product's or variant's stock typed in its form goes through the ledger (every engine write, in its transaction).
    app.registry.addWriteHooks(stockFromForm);
    await app.register(inventoryRoutes, { prefix: '/api/inventory' });
    await app.register(transferRoutes, { prefix: '/api' });
    await app.register(tillInventoryRoutes, { prefix: '/api/inventory' });
    await app.register(countRoutes, { prefix: '/api/stock-counts' });
  },
  { name: 'inventory', dependencies: ['audit'] },
);
