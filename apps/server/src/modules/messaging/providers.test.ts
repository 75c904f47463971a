import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { listOutbox } from './listOutbox.js';
import { httpSmsSender, smtpMailSender } from './senders.js';
import { type SmtpSink, startSmtpSink } from './smtpSink.js';

let database: DatabaseHandle;
let relay: DatabaseHandle;
let sink: SmtpSink;
let smsProvider: Server;
const smsRequests: Array<{ authorization: string | undefined; body: unknown }> = [];
let smsStatus = 200;

beforeAll(async () => {
  database = await createTestDatabase();
  // Stands in for a real SMTP server: a sink writing to a database of its own.
  relay = await createTestDatabase();
  sink = await startSmtpSink(relay.db, 0);
  smsProvider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      smsRequests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.statusCode = smsStatus;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await sink.close();
  await new Promise((resolve) => smsProvider.close(resolve));
  await relay.close();
  await database.close();
});

it('with a real SMTP server, delivers the mail and keeps a delivery record without the code', async () => {
  const sender = smtpMailSender(database.db, {
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    from: 'Veritex <no-reply@veritex.local>',
    recordDeliveries: true,
  });
  await sender.send({ to: 'user@example.com', subject: '654321 is your code', text: 'Your code is 654321.' });
  const delivered = await listOutbox(relay.db, { recipient: 'user@', page: 1, pageSize: 5 });
  expect(delivered.items[0]?.body).toContain('654321');
  const record = await listOutbox(database.db, { recipient: 'user@', page: 1, pageSize: 5 });
  expect(record.items[0]).toMatchObject({ source: 'smtp', subject: '•••••• is your code', body: 'Your code is ••••••.' });
});

it('posts SMS to the HTTP provider with its key, and records a redacted delivery', async () => {
  const port = (smsProvider.address() as AddressInfo).port;
  const sender = httpSmsSender(database.db, { providerUrl: `http://127.0.0.1:${port}/send`, apiKey: 'k-123' });
  await sender.send({ to: '+447911123456', text: '[Veritex] Your code is 112233.' });
  expect(smsRequests.at(-1)).toEqual({ authorization: 'Bearer k-123', body: { to: '+447911123456', text: '[Veritex] Your code is 112233.' } });
  const record = await listOutbox(database.db, { channel: 'sms', page: 1, pageSize: 5 });
  expect(record.items[0]).toMatchObject({ source: 'sms-http', recipient: '+447911123456', body: '[Veritex] Your code is ••••••.' });

  smsStatus = 503;
  await expect(sender.send({ to: '+447911123456', text: 'x 000000' })).rejects.toThrow(/503/);
});
