// The machine a bench ran on, for the line above its table: cores, memory, Node and the load.
import os from 'node:os';

export function describeMachine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load}`;
}
