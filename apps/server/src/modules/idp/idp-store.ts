import type { Database } from '../../db/client';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import { createIdpRepository, type IdpRepository } from './idp.repository';
import { createIdpSessionsRepository, type IdpSessionsRepository } from './idp-sessions.repository';

export type IdpStore = {
  accounts: IdpRepository;
  sessions: IdpSessionsRepository;
  /** Writes an audit entry (sign-in lockouts); inside transaction() it commits with the rest. */
  recordAudit(entry: AuditEntry): Promise<void>;
  /** Runs `action` in one transaction with both repositories bound to it. */
  transaction<T>(action: (store: IdpStore) => Promise<T>): Promise<T>;
};

export function createIdpStore(db: Database): IdpStore {
  return {
    accounts: createIdpRepository(db),
    sessions: createIdpSessionsRepository(db),
    recordAudit: (entry) => recordAudit(db, entry),
    transaction: (action) => db.transaction((tx) => action(createIdpStore(tx))),
  };
}
