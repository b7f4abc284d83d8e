/**
 * The institution screens' paths in the contract's spelling ("instituition"). The other
 * spelling of the second reading ("institution") redirects to these with its id.
 */
export const INSTITUTION_PATHS = {
  list: '/instituition-list',
  add: '/add-instituition',
  edit: (id: number) => `/add-instituition/${id}`,
  view: (id: number) => `/instituition-view/${id}`,
};

/** `/institution-view/7` → `/instituition-view/7`; any other path is its own. */
export function contractSpelling(pathname: string): string {
  return pathname.replace(
    /^\/(add-)?institution(?=[-/]|$)/,
    (_m, add: string | undefined) => `/${add ?? ''}instituition`,
  );
}
