import { describe, expect, it } from 'vitest';
import { BASE_GROUP, CATALOG_GROUPS, splitCatalog } from './catalog-groups';
import en from './locales/en.json';

describe('splitCatalog', () => {
  it('puts each namespace in exactly one group and loses nothing', () => {
    const groups = splitCatalog(en);
    const namespaces = Object.values(groups).flatMap((group) => Object.keys(group));
    expect(namespaces.sort()).toEqual(Object.keys(en).sort());
    expect(Object.assign({}, ...Object.values(groups))).toEqual(en);
  });

  it('keeps the big screen namespaces out of the base group of every first paint', () => {
    const base = splitCatalog(en)[BASE_GROUP];
    for (const namespace of ['admin', 'auth', 'billing', 'caselaw', 'chat', 'legalForms']) {
      expect(base).not.toHaveProperty(namespace);
    }
  });

  it('sends a namespace nobody listed to the base group, so its keys are never missing', () => {
    const groups = splitCatalog({ brandNewScreen: { title: 'New' }, chat: { send: 'Send' } });
    expect(groups[BASE_GROUP]).toEqual({ brandNewScreen: { title: 'New' } });
    expect(groups.chat).toEqual({ chat: { send: 'Send' } });
    expect(Object.keys(groups).sort()).toEqual([...CATALOG_GROUPS].sort());
  });
});
