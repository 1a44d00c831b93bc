const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else cannot exist, and must not reach a uuid comparison. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
