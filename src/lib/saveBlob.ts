// Hands a file made or fetched in the page to the browser as a download: an object URL clicked
// as a hidden download link, freed afterwards. The one way the app saves files it holds.

/** Long enough for the browser to have taken the file; then the memory is released. */
const REVOKE_AFTER_MS = 60_000;

/** Saves the file behind an object URL, then revokes the URL. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function saveBlob(blob: Blob, fileName: string): void {
  saveObjectUrl(URL.createObjectURL(blob), fileName);
}
