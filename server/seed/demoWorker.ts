/**
 * The demo store made in a worker thread of its own (seed/demoInWorker.ts):
 * the thousands of rows it writes, the objects they were built from and the
 * embedded database's instance it wrote them through all go with the thread
 * when it ends, instead of staying in the server's memory (issue 40).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { makeDemo, type DemoJob } from './demoInWorker';

parentPort?.postMessage(await makeDemo(workerData as DemoJob));
