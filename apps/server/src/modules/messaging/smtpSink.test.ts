import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { listOutbox } from './listOutbox.js';
import { smtpMailSender } from './senders.js';
import { type SmtpSink, startSmtpSink } from './smtpSink.js';

let database: DatabaseHandle;
let sink: SmtpSink;
beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink(database.db, 0);
});
afterAll(async () => {
  await sink.close();
  await database.close();
});

it('delivers mail over real SMTP into the Outbox', async () => {
  const sender = smtpMailSender(database.db, {
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    from: 'Veritex <no-reply@veritex.local>',
    recordDeliveries: false,
  });
  await sender.send({ to: 'reader@example.com', subject: '123456 is your code', text: 'Your code is 123456.\n\nΚωδικός: ünïcödé' });
  const { items } = await listOutbox(database.db, { channel: 'email', recipient: 'reader@', page: 1, pageSize: 10 });
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ recipient: 'reader@example.com', subject: '123456 is your code', source: 'smtp-sink' });
  expect(items[0]?.body).toContain('Κωδικός: ünïcödé');
});
