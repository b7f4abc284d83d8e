/** An id from the URL: a positive integer the API accepts (IdParams), or undefined for anything else. */
const MAX_ID = 2147483647;

export function routeId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
