import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff write content (texts, help articles, announcements) in Markdown; readers get HTML that
 * cannot carry a script. Two independent layers, so that a gap in one is not a hole:
 * 1. markdown-it with raw HTML off: a `<script>` typed into an article is escaped as text, and its
 *    link validator refuses `javascript:`, `vbscript:`, `file:` and `data:` URLs;
 * 2. sanitize-html over the result with an allowlist of the tags Markdown produces, no attributes
 *    but links' `href`/`title` and images' `src`/`alt`/`title`, http(s) and mailto links only, and
 *    images only from https or the site itself (relative). Links to other sites open without the
 *    opener and without our referrer.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['style'], td: ['style'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
    },
  },
};

/** Markdown (as staff typed it) → HTML safe to insert into a page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}
