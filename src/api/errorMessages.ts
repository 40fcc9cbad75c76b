// i18n keys (namespace 'errors') for failures that come with no server message (part 1 §8).
export const errorMessageKeys = {
  network: 'errors:network',
  generic: 'errors:generic',
  unexpected: 'errors:unexpected',
} as const;
