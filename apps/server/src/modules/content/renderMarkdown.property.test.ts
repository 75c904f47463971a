import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown.js';

/**
 * Issue 16: whatever staff type, the HTML readers get has no script, no event handler and no
 * `javascript:` (or other script-carrying) URL. The generator mixes ordinary Markdown with the
 * usual attack pieces (script and SVG tags, handlers, obfuscated schemes, HTML entities, Markdown
 * links and images whose target is a script) in every order.
 */

const ATTACKS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1) )',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](http://tracker.example/pixel.png)',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
];

const PROSE = [
  '## Deposits',
  'Deposits are credited after **one** confirmation.',
  '- a list item',
  '1. first',
  '> a quote',
  '`code`',
  '| a | b |\n|---|:-:|\n| 1 | 2 |',
  '[the fees](https://veritex.example/fees)',
  '[our page](/help)',
  '![logo](https://veritex.example/logo.png)',
  'mail support@veritex.example',
  '---',
];

const piece = fc.oneof(fc.constantFrom(...ATTACKS), fc.constantFrom(...PROSE), fc.string({ maxLength: 20 }));
const documentOf = fc.array(piece, { maxLength: 12 }).chain((pieces) => fc.constantFrom('\n\n', '\n', ' ', '').map((separator) => pieces.join(separator)));

/** The output's real tags: typed HTML reaches the output as text, its "<" escaped as "&lt;". */
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]);
}

/** Every URL in an href or src attribute of a real tag. */
function urlsOf(html: string): string[] {
  return tagsOf(html).flatMap((tag) => [...tag.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi)].map((match) => match[1] ?? ''));
}

describe('rendering Markdown', () => {
  it('never lets a script, an event handler or a script URL through', () => {
    fc.assert(
      fc.property(documentOf, (source) => {
        const html = renderMarkdown(source);
        expect(html).not.toMatch(/<\s*(script|svg|iframe|math|form|object|embed|style|body)\b/i);
        for (const tag of tagsOf(html)) {
          // An attribute named on… inside a real tag (text that merely mentions "onerror" is harmless).
          expect(tag).not.toMatch(/\son\w+\s*=/i);
          expect(tag).not.toMatch(/\sstyle\s*=\s*"[^"]*url\(/i);
        }
        for (const url of urlsOf(html)) expect(url).toMatch(/^(https:\/\/|http:\/\/|mailto:|\/|#|[^:]*$)/i);
      }),
      { seed: 16, numRuns: 500 },
    );
  });

  it('renders ordinary Markdown: headings, emphasis, lists, tables, links and images', () => {
    const html = renderMarkdown(
      [
        '## Withdrawals',
        'Fees are **1 USDT** per withdrawal.',
        '- daily limit\n- hours 12–24',
        '| a | b |\n|---|:-:|\n| 1 | 2 |',
        'See [the rules](/help) or [an outside page](https://example.org).',
        '![chart](https://veritex.example/chart.png)',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Withdrawals</h2>');
    expect(html).toContain('<strong>1 USDT</strong>');
    expect(html).toContain('<li>daily limit</li>');
    expect(html).toContain('<td style="text-align:center">2</td>');
    expect(html).toContain('<a href="/help">the rules</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">an outside page</a>');
    expect(html).toContain('<img src="https://veritex.example/chart.png" alt="chart" />');
  });

  it('shows typed HTML as text instead of obeying it, and drops script links and insecure images', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(renderMarkdown('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>\n');
    expect(renderMarkdown('![x](http://tracker.example/p.png)')).not.toContain('tracker.example/p.png"');
  });
});
