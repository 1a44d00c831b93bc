// locales/en.json and fr.json stay the only files anyone edits. At build time they are split by
// top-level namespace into these groups (build-tools/locale-catalogs.ts), one chunk per language
// and group, so a screen downloads only its own language and namespaces (issue 18, JS budget).

/** The group every screen needs; loaded before the first render. */
export const BASE_GROUP = 'base';

/**
 * Namespaces that load with the screens using them. A top-level namespace not listed here goes
 * into `base`: a new one is never missing, it only costs first-paint bytes until it is listed.
 */
export const NAMESPACE_GROUPS = {
  auth: 'auth',
  chat: 'chat',
  questionnaire: 'chat',
  legis: 'chat',
  caselaw: 'caselaw',
  documents: 'documents',
  legalForms: 'legalForms',
  lawyerMarketplace: 'lawyerMarketplace',
  billing: 'billing',
  admin: 'admin',
  profile: 'profile',
} as const satisfies Record<string, string>;

export type CatalogGroup =
  typeof BASE_GROUP | (typeof NAMESPACE_GROUPS)[keyof typeof NAMESPACE_GROUPS];

export const CATALOG_GROUPS: readonly CatalogGroup[] = [
  BASE_GROUP,
  ...new Set(Object.values(NAMESPACE_GROUPS)),
];

type Catalog = Record<string, unknown>;

export function findNamespaceGroup(namespace: string): CatalogGroup {
  return Object.hasOwn(NAMESPACE_GROUPS, namespace)
    ? NAMESPACE_GROUPS[namespace as keyof typeof NAMESPACE_GROUPS]
    : BASE_GROUP;
}

/** One catalog per group, each holding whole top-level namespaces; every group is present. */
export function splitCatalog(catalog: Catalog): Record<CatalogGroup, Catalog> {
  const groups = Object.fromEntries(CATALOG_GROUPS.map((group) => [group, {}])) as Record<
    CatalogGroup,
    Catalog
  >;
  for (const [namespace, value] of Object.entries(catalog)) {
    groups[findNamespaceGroup(namespace)][namespace] = value;
  }
  return groups;
}
