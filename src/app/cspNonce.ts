// The server puts a fresh CSP nonce in <meta property="csp-nonce"> for each page load. Webpack adds
// it to the chunks it loads and styled-components to the <style> tags it injects, so the
// Content-Security-Policy needs neither 'unsafe-inline' nor 'unsafe-eval'.
declare let __webpack_nonce__: string | undefined;

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') {
  __webpack_nonce__ = nonce;
}

export {};
