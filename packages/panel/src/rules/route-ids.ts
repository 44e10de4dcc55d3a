/**
 * The id in a page path (`/host/runner/{id}`): a positive whole number written plainly. Anything else ('abc', '0',
 * '-3', '1e3', '07', '12.5') names no record, so the page shows the not-found page without asking the server.
 */
export function parseRouteId(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^[1-9]\d*$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** An id a page can ask the server about (see parseRouteId). */
export function isRouteId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}
