import { type BroadcastView, broadcastAudienceSchema, LANGUAGES, type Lang } from '@veritex/shared';
import type { broadcasts } from './schema.js';

type BroadcastRow = typeof broadcasts.$inferSelect;

export function broadcastView(row: BroadcastRow): BroadcastView {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    audience: broadcastAudienceSchema.parse(row.audience),
    title: row.texts.en?.title ?? '',
    languages: LANGUAGES.filter((lang: Lang) => row.texts[lang] !== undefined),
    send_at: row.sendAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
    announcement_id: row.announcementId === null ? null : String(row.announcementId),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    cancelled_by: row.cancelledBy,
  };
}
