import { renderMarkdown } from '../renderMarkdown.js';

/** admin/helpPreview: the Markdown as readers will get it, rendered and sanitised by the same function, nothing saved. */
export function previewHelpMarkdown(options: { body: string }): { html: string } {
  return { html: renderMarkdown(options.body) };
}
