import { isLang } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { searchColumns } from './helpSearchText.js';
import { helpArticles, helpArticleTexts, helpCategories } from './schema.js';
import { HELP_SEED_CATEGORIES } from './seed/categories.js';
import { HELP_SEED_TEXTS } from './seed/texts.js';

/**
 * Seeds the help centre (categories, published articles, their 13 languages). Idempotent: rows
 * are found again by key; what staff changed is kept (an article staff have saved gets no seeded
 * text back, not even a language they removed).
 */
export async function seedHelpCentre(db: DbOrTx): Promise<void> {
  for (const [categoryIndex, category] of HELP_SEED_CATEGORIES.entries()) {
    await db
      .insert(helpCategories)
      .values({ key: category.key, icon: category.icon, sort: (categoryIndex + 1) * 10, name: category.name, description: category.description })
      .onConflictDoNothing({ target: helpCategories.key });
    const [categoryRow] = await db.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.key, category.key));
    if (!categoryRow) continue;
    for (const [articleIndex, article] of category.articles.entries()) {
      await db
        .insert(helpArticles)
        .values({ key: article.key, categoryId: categoryRow.id, sort: (articleIndex + 1) * 10, tags: article.tags, published: true })
        .onConflictDoNothing({ target: helpArticles.key });
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.key, article.key));
      if (!row || row.updatedBy !== null) continue;
      for (const [lang, texts] of Object.entries(HELP_SEED_TEXTS)) {
        const text = texts?.[article.key];
        if (!isLang(lang) || !text) continue;
        const keywords = text.keywords ?? '';
        await db
          .insert(helpArticleTexts)
          .values({ articleId: row.id, lang, title: text.title, body: text.body, keywords, ...searchColumns({ ...text, keywords }) })
          .onConflictDoNothing();
      }
    }
  }
}
