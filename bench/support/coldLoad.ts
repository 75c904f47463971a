/**
 * What one cold page load costs on the wire: a fresh browser context (empty HTTP cache, no
 * service worker), Chromium's own network events over CDP, the page left until the network is
 * idle. `transferredBytes` is what came over the connection (headers and compressed bodies,
 * CDP's `encodedDataLength`), `decodedBytes` the bodies after decompression. WebSocket frames
 * and `data:` URLs are not requests and are not counted. Used by bench/pageWeight.ts and by
 * the browser test's size budget (e2e/pageWeight.e2e.ts).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export interface TypeWeight {
  requests: number;
  transferredBytes: number;
  decodedBytes: number;
}

export interface ColdLoad {
  path: string;
  requests: number;
  transferredBytes: number;
  decodedBytes: number;
  /** By Chromium's resource type: Document, Script, Stylesheet, Image, Font, Fetch, XHR, Other. */
  byType: Record<string, TypeWeight>;
  /** Static text files (scripts, styles, documents, SVG) that arrived without a content-encoding. */
  uncompressed: string[];
  /** The ten biggest responses (path, bytes on the wire, bytes decoded), where to look first when a page grows. */
  largest: Array<{ path: string; transferredBytes: number; decodedBytes: number }>;
}

interface RequestRecord {
  url: string;
  type: string;
  encoding: string;
  mimeType: string;
  decodedBytes: number;
  transferredBytes: number;
}

export interface ColdLoadOptions {
  /** JavaScript run in the page before its own scripts (e.g. a session token put in localStorage). */
  initScript?: string;
  context?: BrowserContextOptions;
  /** What the page shows once it is usable; the load is measured after it appears and the network is idle. */
  readySelector?: string;
}

const TEXT_TYPES = /javascript|css|html|svg|json/;

export async function measureColdLoad(browser: Browser, url: string, options: ColdLoadOptions = {}): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...options.context });
  try {
    if (options.initScript) await context.addInitScript({ content: options.initScript });
    const page = await context.newPage();
    const records = await recordRequests(page, async () => {
      await page.goto(url, { waitUntil: 'load' });
      if (options.readySelector) await page.locator(options.readySelector).first().waitFor();
      // Lazy chunks, data and icons follow the first render; polling calls may never stop, so idle is best effort.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    });
    return summarise(new URL(url).pathname, records);
  } finally {
    await context.close();
  }
}

async function recordRequests(page: Page, load: () => Promise<void>): Promise<RequestRecord[]> {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', encoding: '', mimeType: '', decodedBytes: 0, transferredBytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.type = event.type;
    record.mimeType = event.response.mimeType;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    record.encoding = headers['content-encoding'] ?? '';
  });
  cdp.on('Network.dataReceived', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.transferredBytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await load();
  await cdp.detach();
  return [...requests.values()];
}

function summarise(path: string, records: RequestRecord[]): ColdLoad {
  const byType: Record<string, TypeWeight> = {};
  let transferredBytes = 0;
  let decodedBytes = 0;
  const uncompressed: string[] = [];
  for (const record of records) {
    const entry = byType[record.type] ?? { requests: 0, transferredBytes: 0, decodedBytes: 0 };
    byType[record.type] = entry;
    entry.requests++;
    entry.transferredBytes += record.transferredBytes;
    entry.decodedBytes += record.decodedBytes;
    transferredBytes += record.transferredBytes;
    decodedBytes += record.decodedBytes;
    const isStatic = !new URL(record.url).pathname.startsWith('/api/');
    // Bodies under a kilobyte are not worth compressing (the server leaves them as they are).
    if (isStatic && record.decodedBytes > 1024 && !record.encoding && TEXT_TYPES.test(record.mimeType)) uncompressed.push(new URL(record.url).pathname);
  }
  const largest = [...records]
    .sort((a, b) => b.decodedBytes - a.decodedBytes)
    .slice(0, 10)
    .map((record) => ({ path: new URL(record.url).pathname, transferredBytes: record.transferredBytes, decodedBytes: record.decodedBytes }));
  return { path, requests: records.length, transferredBytes, decodedBytes, byType, uncompressed, largest };
}
