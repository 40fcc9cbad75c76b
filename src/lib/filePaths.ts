// Paths of the files tree (the files screen, 'Datos y Reportes'), shared by the client and the
// server: pure functions, no imports. A path is relative to the tree's root; folders end in '/'.
// Each customer's files live under a folder named after its legal name; a user without a
// customer falls back to 'default'.

export const DEFAULT_FILE_FOLDER = 'default';

/** 'Grupo Demo S.A. de C.V.' -> 'Grupo Demo S.A. de C.V./'; null -> 'default/'. */
export function defaultFilePrefix(legalName: string | null | undefined): string {
  // A '/' or '\' in a legal name would split it into two folders; control characters and
  // surrounding spaces are not valid in a path segment.
  const folder = (legalName ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[/\\]/g, '-')
    .trim();
  return `${folder === '' || folder === '.' || folder === '..' ? DEFAULT_FILE_FOLDER : folder}/`;
}

/** 'a/b/' -> ['a', 'b']. */
export function pathSegments(prefix: string): string[] {
  return prefix.split('/').filter((segment) => segment !== '');
}

/** The folder paths from `root` down to `prefix` (each ending in '/'), or null if outside it. */
export function foldersBelow(
  root: string,
  prefix: string,
): { name: string; path: string }[] | null {
  if (!prefix.startsWith(root)) return null;
  let path = root;
  return pathSegments(prefix.slice(root.length)).map((name) => {
    path = `${path}${name}/`;
    return { name, path };
  });
}
