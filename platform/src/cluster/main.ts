/** `tsx platform/src/cluster/main.ts <port> <upstream-url>...`: the balancer of scripts/run.mjs. */
import { startBalancer } from './balancer';

const [port, ...upstreams] = process.argv.slice(2);
startBalancer(upstreams, Number(port)).then(
  (b) => {
    console.log(`[balancer] ${b.url} → ${upstreams.join(', ')}`);
    const stop = () => void b.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
