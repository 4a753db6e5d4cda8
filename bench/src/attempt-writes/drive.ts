// Runs one load job in a child process (see load-client.ts) and returns its figures.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, LoadJob, LoadResult } from './protocol.ts';

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export function drive(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // tsx runs the TypeScript child as it runs the bench itself.
    const child = fork(CLIENT, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    child.once('message', (msg: ChildMessage) => {
      settled = true;
      if (msg.type === 'result') resolve(msg.result);
      else reject(new Error(`load generator failed: ${msg.message}`));
    });
    child.once('error', (err) => {
      if (!settled) reject(err);
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with ${code} before answering`));
    });
    child.send(job);
  });
}
