import type { Database } from '../../db/client';
import { createIdpRepository, type IdpRepository } from './idp.repository';
import { createIdpSessionsRepository, type IdpSessionsRepository } from './idp-sessions.repository';

export type IdpStore = {
  accounts: IdpRepository;
  sessions: IdpSessionsRepository;
  /** Runs `action` in one transaction with both repositories bound to it. */
  transaction<T>(action: (store: IdpStore) => Promise<T>): Promise<T>;
};

export function createIdpStore(db: Database): IdpStore {
  return {
    accounts: createIdpRepository(db),
    sessions: createIdpSessionsRepository(db),
    transaction: (action) => db.transaction((tx) => action(createIdpStore(tx))),
  };
}
