// The browser's navigation, behind an object so tests can watch it (jsdom does not navigate).
import { saveBlob } from '@/lib/saveBlob';

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
    saveBlob(new Blob([text], { type }), fileName);
  },
};
