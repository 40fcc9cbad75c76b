// The browser's navigation, behind an object so tests can watch it (jsdom does not navigate).
export const browser = {
  /** Goes to a signed file link (the browser downloads it). */
  navigate(url: string): void {
    window.location.assign(url);
  },
  /** Opens a page of the app in a new tab. */
  openTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
  /** Hands text to the browser as a file. */
  saveText(text: string, fileName: string, type: string): void {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
