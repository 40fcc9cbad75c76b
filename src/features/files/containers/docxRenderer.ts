// Renders a Word document (docx) with docx-preview. Its styles are rendered apart and added
// back with the page's CSP nonce, since the Content-Security-Policy refuses <style> elements
// without it. Loaded only when a docx is previewed.
import type { DocumentRenderer } from '../model/previewContent';

function cspNonce(): string | undefined {
  const value = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  return value && value !== '__CSP_NONCE__' ? value : undefined;
}

export const renderDocx: DocumentRenderer = async (data, container) => {
  const { renderAsync } = await import(/* webpackChunkName: "docx-preview" */ 'docx-preview');
  const body = document.createElement('div');
  const styles = document.createElement('div');
  await renderAsync(data, body, styles, {
    inWrapper: true,
    ignoreLastRenderedPageBreak: true,
    experimental: false,
    useBase64URL: true,
  });
  const nonce = cspNonce();
  for (const style of Array.from(styles.querySelectorAll('style'))) {
    const copy = document.createElement('style');
    if (nonce) copy.nonce = nonce;
    copy.textContent = style.textContent;
    container.append(copy);
  }
  container.append(...Array.from(body.childNodes));
};
