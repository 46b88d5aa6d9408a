/**
 * The id of the route a path renders (`routes/home`, `routes/game-details`…), for the request log and
 * the metrics' labels, from the server build's route manifest. React Router's data requests
 * (`/path.data`, `/_root.data` for `/`) are the route of their page. `matchRoutes` is React Router's,
 * passed in so that server.mjs loads React Router only after NODE_ENV is set.
 */
const MEMO_LIMIT = 5000;

export function createRouteIds(routes, matchRoutes) {
  const children = new Map();
  for (const route of Object.values(routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const tree = (parentId) =>
    (children.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) => ({
      id,
      path,
      index,
      caseSensitive,
      children: tree(id),
    }));
  const top = tree(undefined);
  // Matching ranks every branch each call: a page's path is matched once (game pages are thousands,
  // the memo is bounded and starts again when full).
  const memo = new Map();
  return (pathname) => {
    let id = memo.get(pathname);
    if (id !== undefined) return id;
    let path = pathname;
    if (path === '/_root.data') path = '/';
    else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
    id = matchRoutes(top, path)?.at(-1)?.route.id ?? 'unmatched';
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(pathname, id);
    return id;
  };
}
