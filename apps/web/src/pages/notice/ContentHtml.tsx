import type { CSSProperties } from 'react';

/**
 * Content the server rendered from Markdown and sanitised (announcements, banner pages, the desk's
 * preview), in the site's reading style with its tables and lists.
 */
export function ContentHtml({ html, lang, testId, style }: { html: string; lang?: string; testId: string; style?: CSSProperties }) {
  return (
    <article
      className="vx-doc vx-notice__body"
      data-testid={testId}
      lang={lang}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the Markdown and sanitises it (content/renderMarkdown.ts, with its property test); no script, handler or script URL can pass
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
