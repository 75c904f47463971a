/**
 * The floor the order path is compared with: a minimal Fastify server that group-commits what it
 * is sent into PostgreSQL and answers after the commit, and does nothing else (no session, no
 * validation beyond JSON, no matching, no ledger). Run as its own process by orders.bench.ts right
 * after the platform's run, on the same PostgreSQL, with the same client and workload, so that
 * the ratio between the two is measured on the same machine at the same time.
 *   DATABASE_URL=… PORT=… node --import tsx bench/support/groupCommitFloor.ts
 * One insert per batch (every order queued while the previous batch committed), one connection.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { pgArray } from '../../apps/server/src/platform/db/pgArray.js';

interface Pending {
  order: { client_order_id?: string; symbol?: string; side?: string; price?: string; quantity?: string };
  answer: (id: string | undefined) => void;
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: 'bench-floor' });
await client.connect();
await client.query(`create table if not exists bench_floor_orders (
  id bigserial primary key, client_order_id text not null, symbol text not null, side text not null,
  price numeric not null, quantity numeric not null, created_at timestamptz not null default now())`);

let queue: Pending[] = [];
let writing = false;

async function drain(): Promise<void> {
  writing = true;
  while (queue.length > 0) {
    const batch = queue;
    queue = [];
    const column = (pick: (order: Pending['order']) => string | undefined) => pgArray(batch.map((p) => pick(p.order) ?? ''));
    try {
      const result = await client.query<{ id: string }>(
        `insert into bench_floor_orders (client_order_id, symbol, side, price, quantity)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[]) returning id::text`,
        [column((o) => o.client_order_id), column((o) => o.symbol), column((o) => o.side), column((o) => o.price), column((o) => o.quantity)],
      );
      for (const [i, pending] of batch.entries()) pending.answer(result.rows[i]?.id);
    } catch {
      for (const pending of batch) pending.answer(undefined);
    }
  }
  writing = false;
}

const app = Fastify({ logger: false });
app.post('/api/web/placeOrder', (request, reply) => {
  const order = request.body as Pending['order'];
  queue.push({
    order,
    answer: (id) => void reply.send(id ? { code: 0, msg: '', data: { id } } : { code: 1, msg: 'not committed', data: null }),
  });
  if (!writing) void drain();
  return reply;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('floor listening');
process.on('SIGINT', () => {
  void app.close().then(() => client.end().then(() => process.exit(0)));
});
