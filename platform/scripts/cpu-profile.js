// Preload (NODE_OPTIONS=--require) of bench:polling's POLLING_BENCH_CPU_PROF: a V8 CPU profile of
// the whole process, written to CPU_PROFILE_DIR when the process exits (node 20 refuses
// --cpu-prof in NODE_OPTIONS). The in-process inspector session answers synchronously, so the
// profile can be taken in the 'exit' handler.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (node --require) */
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `platform-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
