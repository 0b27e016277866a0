import autocannon from 'autocannon';
import { startBenchApp, withThrowawayDatabase } from './bench-app';
const url = process.env.U!;
await withThrowawayDatabase(url, 'whole', async (dbUrl) => {
  const app = await startBenchApp({ kind: 'postgres', url: dbUrl });
  const req = { url: `${app.base}/api/v1/me`, headers: { authorization: `Bearer ${app.token}` }, connections: 50 };
  await autocannon({ ...req, duration: 3 });
  console.log('FROM', process.hrtime.bigint() / 1000n);
  const r = await autocannon({ ...req, duration: Number(process.env.S || 15) });
  console.log(r.requests.average, JSON.stringify(r.latency));
  await app.close();
});
