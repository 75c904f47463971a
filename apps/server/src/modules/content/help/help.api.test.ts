import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, LANGUAGES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../testing/callers.js';
import { fundedUser } from '../../../testing/funds.js';
import { createTestApp, type TestApp } from '../../../testing/testApp.js';
import { seedHelpCentre } from './seedHelpCentre.js';

/**
 * Issue 16, the help centre: the seeded articles, search in the reader's language (scripts without
 * spaces included), the English fallback and its flag, "was this helpful" (one vote per user or
 * browser, changeable, idempotent), unpublished articles hidden, the content desk's audited writes,
 * and Markdown sanitised from the desk to the reader.
 */

let t: TestApp;
let editor: string;
let n = 0;
const requestId = () => `helpreq${n++}x${Date.now()}`;
type Params = Record<string, string>;

const web = (name: string, params: Params = {}, options: { lang?: string; token?: string } = {}) => t.call(name, params, options);
const desk = (name: string, params: Params = {}, token = editor) => t.call(name, params, { scope: 'admin', token });
const save = (params: Params, token = editor) => desk('helpSaveArticle', { request_id: requestId(), ...params }, token);
const publish = (id: string, published = true) => desk('helpPublishArticle', { id, published: String(published), request_id: requestId() });

async function categoryId(key: string): Promise<string> {
  const found = await t.services.db.execute<{ id: string }>(sql`select id::text as id from help_categories where key = ${key}`);
  const id = found.rows[0]?.id;
  if (!id) throw new Error(`no category ${key}`);
  return id;
}

async function articleId(key: string): Promise<string> {
  const found = await t.services.db.execute<{ id: string }>(sql`select id::text as id from help_articles where key = ${key}`);
  const id = found.rows[0]?.id;
  if (!id) throw new Error(`no article ${key}`);
  return id;
}

async function auditActions(target: string): Promise<string[]> {
  const rows = await t.services.db.execute<{ action: string }>(sql`select action from audit_log where target = ${target} order by id`);
  return rows.rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await staffToken(t, 'content');
});
afterAll(() => t.close());

describe('the seeded help centre', () => {
  it('lists six categories with their articles and the popular ones, in the reader’s language', async () => {
    const en = await web('getTextsList');
    expect(en.body.code).toBe(0);
    expect(en.body.data.categories).toHaveLength(6);
    for (const category of en.body.data.categories) expect(category.articles.length).toBeGreaterThanOrEqual(2);
    expect(en.body.data.popular.length).toBeGreaterThan(0);
    expect(en.body.data.total).toBeGreaterThanOrEqual(12);
    const jp = await web('getTextsList', {}, { lang: 'jp' });
    expect(jp.body.data.categories[0].name).toBe('入金と出金');
    expect(jp.body.data.categories[0].articles.every((article: { fallback: boolean }) => !article.fallback)).toBe(true);
  });

  it('pages one category’s articles', async () => {
    const funds = await categoryId('funds');
    const page = await web('getTextsList', { category_id: funds, page: '1', page_size: '1' });
    expect(page.body.data.category).toMatchObject({ id: funds, icon: 'wallet' });
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.total).toBe(2);
  });

  it('states the real withdrawal rules and links related articles, never itself', async () => {
    const id = await articleId('how-to-withdraw');
    const article = await web('getHelpArticle', { id });
    expect(article.body.code).toBe(0);
    expect(article.body.data.html).toContain('24 hours');
    expect(article.body.data.html).toContain('100 – 200,000 USDT');
    const related = article.body.data.related.map((item: { id: string }) => item.id);
    expect(related).toContain(await articleId('how-to-deposit'));
    expect(related).toContain(await articleId('account-security'));
    expect(related).not.toContain(id);
  });
});

describe('search in the reader’s language', () => {
  it('finds an English article by a word of its title first, with the word marked', async () => {
    const found = await web('searchHelp', { q: 'withdraw' });
    expect(found.body.code).toBe(0);
    expect(found.body.data.items[0].id).toBe(await articleId('how-to-withdraw'));
    expect(found.body.data.items[0].title_parts).toContainEqual({ text: 'withdraw', hit: true });
  });

  it('needs every word and ignores case and accents', async () => {
    const both = await web('searchHelp', { q: 'LIQUIDATION Maintenance' });
    expect(both.body.data.items.map((item: { id: string }) => item.id)).toEqual([await articleId('leveraged-contracts')]);
    const none = await web('searchHelp', { q: 'liquidation zzzqqq' });
    expect(none.body.data).toEqual({ items: [], total: 0 });
  });

  it('finds seeded articles in Japanese, Chinese, Thai and Arabic by a word without spaces around it', async () => {
    const withdraw = await articleId('how-to-withdraw');
    for (const [lang, word] of [
      ['jp', '出金'],
      ['zh', '提现'],
      ['th', 'ถอน'],
      ['ar', 'السحب'],
    ] as const) {
      const found = await web('searchHelp', { q: word }, { lang });
      expect(found.body.code, lang).toBe(0);
      expect(
        found.body.data.items.map((item: { id: string }) => item.id),
        lang,
      ).toContain(withdraw);
      expect(found.body.data.items[0].fallback, lang).toBe(false);
    }
  });

  it('finds an article for every suggested search the page offers, in every language', async () => {
    for (const lang of LANGUAGES) {
      const file = join(import.meta.dirname, '../../../../../../packages/i18n/src/locales', lang, 'content.json');
      const suggestions: Record<string, string> = JSON.parse(readFileSync(file, 'utf8')).help.suggest;
      for (const query of Object.values(suggestions)) {
        const found = await web('searchHelp', { q: query }, { lang });
        expect(found.body.data.total, `${lang}: ${query}`).toBeGreaterThan(0);
        expect(found.body.data.items[0].fallback, `${lang}: ${query}`).toBe(false);
      }
    }
  });

  it('refuses an empty query', async () => {
    const empty = await web('searchHelp', { q: '  ' });
    expect(empty.body.code).toBe(ERROR_CODES.help_query_empty);
  });
});

describe('an article written by the content desk', () => {
  let id: string;
  beforeAll(async () => {
    const saved = await save({
      category_id: await categoryId('safety'),
      tags: 'p2p,phishing',
      title_en: 'Spotting a fake merchant',
      body_en: 'A **fake merchant** asks you to pay outside the order. Report it.',
      title_jp: '偽の加盟店を見分ける',
      body_jp: '偽の加盟店は注文の外での支払いを求めます。すぐに報告してください。',
      title_ar: 'كيف تكشف التاجر المزيف',
      body_ar: 'يطلب التاجر المزيف منك الدفع خارج الطلب. أبلغ عنه فورًا.',
    });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({ published: false, languages: ['ar', 'en', 'jp'], tags: ['p2p', 'phishing'] });
    id = saved.body.data.id;
  });

  it('is invisible to readers until published', async () => {
    expect((await web('getHelpArticle', { id })).body.code).toBe(ERROR_CODES.not_found);
    expect((await web('searchHelp', { q: 'spotting a fake' })).body.data.total).toBe(0);
    const list = await web('getTextsList');
    const titles = list.body.data.categories.flatMap((category: { articles: Array<{ title: string }> }) => category.articles.map((a) => a.title));
    expect(titles).not.toContain('Spotting a fake merchant');
    const user = await fundedUser(t, 'unpublished-voter@help.test', 0n);
    expect((await web('voteHelp', { id, helpful: 'true', request_id: requestId() }, { token: user.token })).body.code).toBe(ERROR_CODES.not_found);
  });

  it('is found in Japanese and Arabic once published, and only in the reader’s text', async () => {
    expect((await publish(id)).body.data.published).toBe(true);
    const jp = await web('searchHelp', { q: '偽の加盟店' }, { lang: 'jp' });
    expect(jp.body.data.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(jp.body.data.items[0].title_parts).toEqual([
      { text: '偽の加盟店', hit: true },
      { text: 'を見分ける', hit: false },
    ]);
    const ar = await web('searchHelp', { q: 'المزيف' }, { lang: 'ar' });
    expect(ar.body.data.items.map((item: { id: string }) => item.id)).toContain(id);
    // An English reader reads the English text, so the Japanese word is not in it.
    const en = await web('searchHelp', { q: '偽の加盟店' }, { lang: 'en' });
    expect(en.body.data.total).toBe(0);
  });

  it('falls back to English with the flag set where a language is missing, and searches that English text', async () => {
    const kr = await web('getHelpArticle', { id }, { lang: 'kr' });
    expect(kr.body.data).toMatchObject({ lang: 'en', fallback: true, title: 'Spotting a fake merchant' });
    expect(kr.body.data.html).toContain('<strong>fake merchant</strong>');
    const jp = await web('getHelpArticle', { id }, { lang: 'jp' });
    expect(jp.body.data).toMatchObject({ lang: 'jp', fallback: false, title: '偽の加盟店を見分ける' });
    const krSearch = await web('searchHelp', { q: 'spotting a fake' }, { lang: 'kr' });
    expect(krSearch.body.data.items[0]).toMatchObject({ id, fallback: true });
  });

  it('is gone from readers again when unpublished', async () => {
    await publish(id, false);
    expect((await web('getHelpArticle', { id }, { lang: 'jp' })).body.code).toBe(ERROR_CODES.not_found);
    expect((await web('searchHelp', { q: '偽の加盟店' }, { lang: 'jp' })).body.data.total).toBe(0);
    await publish(id, true);
  });

  it('has every staff write in the audit log, and only the content role may write', async () => {
    expect(await auditActions(`help_article:${id}`)).toEqual(['help.saveArticle', 'help.publishArticle', 'help.publishArticle', 'help.publishArticle']);
    const support = await staffToken(t, 'support');
    const refused = await save({ id, category_id: await categoryId('safety'), title_en: 'x', body_en: 'y' }, support);
    expect(refused.body.code).toBe(ERROR_CODES.forbidden);
    const category = await desk('helpSaveCategory', { icon: 'gift', sort: '70', name_en: 'Promotions', name_fr: 'Promotions', request_id: requestId() });
    expect(category.body.code).toBe(0);
    expect(await auditActions(`help_category:${category.body.data.id}`)).toEqual(['help.saveCategory']);
    expect((await desk('helpDeleteCategory', { id: category.body.data.id, request_id: requestId() })).body.code).toBe(0);
    expect((await desk('helpDeleteCategory', { id: await categoryId('safety'), request_id: requestId() })).body.code).toBe(ERROR_CODES.help_category_not_empty);
  });

  it('requires English, and a translation with both a title and a body', async () => {
    const noEnglish = await save({ category_id: await categoryId('safety'), title_fr: 'Titre', body_fr: 'Texte' });
    expect(noEnglish.body.code).toBe(ERROR_CODES.help_english_required);
    const half = await save({ category_id: await categoryId('safety'), title_en: 'T', body_en: 'B', title_de: 'Nur ein Titel' });
    expect(half.body).toMatchObject({ code: ERROR_CODES.invalid_input, data: { field: 'texts.de.body' } });
  });
});

describe('seeding again', () => {
  it('adds nothing twice and keeps what staff changed, a removed translation included', async () => {
    const count = async () => (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from help_article_texts`)).rows[0]?.n;
    const before = await count();
    const id = await articleId('earn-products');
    const english = await desk('helpDeskArticle', { id });
    const saved = await save({
      id,
      category_id: english.body.data.category_id,
      tags: english.body.data.tags.join(','),
      title_en: 'Earn, edited by staff',
      body_en: english.body.data.texts.en.body,
    });
    expect(saved.body.data.languages).toEqual(['en']);
    await seedHelpCentre(t.services.db);
    const after = await desk('helpDeskArticle', { id });
    expect(after.body.data).toMatchObject({ title: 'Earn, edited by staff', languages: ['en'] });
    expect(await count()).toBe((before ?? 0) - 12);
  });
});

describe('was this helpful', () => {
  let id: string;
  beforeAll(async () => {
    id = await articleId('spot-orders');
  });

  async function counts(): Promise<{ helpful: number; not_helpful: number }> {
    const row = await desk('helpDeskArticle', { id });
    return { helpful: row.body.data.helpful, not_helpful: row.body.data.not_helpful };
  }

  it('keeps one vote per signed-in user, changeable, and a repeated request answers the first answer', async () => {
    const user = await fundedUser(t, 'voter@help.test', 0n);
    const first = requestId();
    expect((await web('voteHelp', { id, helpful: 'true', request_id: first }, { token: user.token })).body.data).toEqual({ id, my_vote: true });
    expect((await web('voteHelp', { id, helpful: 'true', request_id: requestId() }, { token: user.token })).body.code).toBe(0);
    expect(await counts()).toEqual({ helpful: 1, not_helpful: 0 });
    expect((await web('voteHelp', { id, helpful: 'false', request_id: requestId() }, { token: user.token })).body.data.my_vote).toBe(false);
    expect(await counts()).toEqual({ helpful: 0, not_helpful: 1 });
    // The same request id with other content is refused; with the same content it answers as before.
    expect((await web('voteHelp', { id, helpful: 'false', request_id: first }, { token: user.token })).body.code).toBe(ERROR_CODES.request_id_reused);
    expect((await web('voteHelp', { id, helpful: 'true', request_id: first }, { token: user.token })).body.data.my_vote).toBe(true);
    expect(await counts()).toEqual({ helpful: 0, not_helpful: 1 });
    const article = await web('getHelpArticle', { id }, { token: user.token });
    expect(article.body.data.my_vote).toBe(false);
  });

  it('keeps one vote per visitor browser, and needs a browser id from a visitor', async () => {
    const browser = 'browser-0123456789abcdef';
    await web('voteHelp', { id, helpful: 'true', browser_id: browser, request_id: requestId() });
    await web('voteHelp', { id, helpful: 'true', browser_id: browser, request_id: requestId() });
    expect(await counts()).toEqual({ helpful: 1, not_helpful: 1 });
    expect((await web('getHelpArticle', { id, browser_id: browser })).body.data.my_vote).toBe(true);
    expect((await web('getHelpArticle', { id })).body.data.my_vote).toBeNull();
    const anonymous = await web('voteHelp', { id, helpful: 'true', request_id: requestId() });
    expect(anonymous.body).toMatchObject({ code: ERROR_CODES.invalid_input, data: { field: 'browser_id' } });
  });
});

describe('popular articles follow the reader’s language', () => {
  it('counts reads per language', async () => {
    const delivery = await articleId('delivery-contracts');
    for (let i = 0; i < 5; i++) await web('getHelpArticle', { id: delivery }, { lang: 'th' });
    const th = await web('getTextsList', {}, { lang: 'th' });
    expect(th.body.data.popular[0]).toMatchObject({ id: delivery, fallback: false });
    const el = await web('getTextsList', {}, { lang: 'el' });
    expect(el.body.data.popular[0].id).not.toBe(delivery);
  });
});

describe('Markdown from the desk reaches readers sanitised', () => {
  const HOSTILE = [
    '# Title',
    '<script>alert(1)</script>',
    '[click](javascript:alert(2))',
    '<img src=x onerror=alert(3)>',
    '<svg onload=alert(4)><circle/></svg>',
    '![pic](javascript:alert(5))',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==)',
    '<a href="javascript:alert(7)" onclick="alert(8)">x</a>',
  ].join('\n\n');

  function expectClean(html: string): void {
    // Escaped text may spell the attack out (`&lt;script&gt;` is harmless); no tag may carry it.
    expect(html).not.toMatch(/<script|<svg|<iframe/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/<[a-z][^>]*(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
  }

  it('strips scripts, handlers and script URLs in the preview and in the published article', async () => {
    const preview = await desk('helpPreview', { body: HOSTILE });
    expect(preview.body.code).toBe(0);
    expect(preview.body.data.html).toContain('<h1>Title</h1>');
    expectClean(preview.body.data.html);
    const saved = await save({ category_id: await categoryId('safety'), title_en: 'Hostile', body_en: HOSTILE });
    await publish(saved.body.data.id);
    const article = await web('getHelpArticle', { id: saved.body.data.id });
    expect(article.body.code).toBe(0);
    expectClean(article.body.data.html);
    // The desk reads back exactly what was typed: only readers' HTML is sanitised.
    const back = await desk('helpDeskArticle', { id: saved.body.data.id });
    expect(back.body.data.texts.en.body).toBe(HOSTILE);
  });
});
