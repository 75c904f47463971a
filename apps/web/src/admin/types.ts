import type { SessionView } from '@veritex/shared';

/** Shapes of the `/api/admin/*` answers (docs/api.md, "Staff console"). Ids are strings, times ISO 8601. */

export interface Staff {
  id: string;
  username: string;
  roles: string[];
}

export interface StaffLoginAnswer {
  token: string;
  staff: Staff;
}

export type UserStatus = 'active' | 'disabled';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface UserRow {
  id: string;
  account: string;
  email: string;
  phone: string;
  nationality: string;
  status: UserStatus;
  invitation_code: string;
  created_at: string;
}

/** The session shape of `web/getInfo` plus what only staff see; unknown extra fields are shown as they come. */
export interface UserDetail extends SessionView {
  status: UserStatus;
  failed_login_count: number;
  locked_until: string | null;
  inviter_id: string | null;
  [extra: string]: unknown;
}

export interface UserSession {
  id: string;
  created_at: string;
  last_seen_at?: string | null;
  expires_at?: string | null;
  ip?: string;
  user_agent?: string;
}

export interface UserAnswer {
  user: UserDetail;
  sessions: UserSession[];
}

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  source: string;
  created_at: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  staff_username: string;
  action: string;
  target: string;
  details: unknown;
  ip: string;
  prev_hash: string;
  hash: string;
}

export interface AuditVerifyAnswer {
  ok: boolean;
  checked: number;
  first_bad_id: string | null;
}

export interface Setting {
  key: string;
  value: unknown;
  /** null for a default that nobody has changed yet. */
  updated_at: string | null;
  updated_by: string;
}
