import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Burst } from './concurrent';
import type { LoadJob } from './orderLoad';

const HERE = dirname(fileURLToPath(import.meta.url));

/** One burst of `POST /api/orders` (or the job's `path`) from the load client's own process (orderLoad.ts), so it does not share the server's thread. */
export function loadFromChild(job: LoadJob): Promise<Burst> {
  return new Promise((resolve, reject) => {
    const child = fork(join(HERE, 'orderLoad.ts'), { execArgv: ['--import', 'tsx'] });
    child.once('message', (m) => resolve(m as Burst));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load client exited with ${code}`))));
    child.send(job);
  });
}
