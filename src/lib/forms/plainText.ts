// What a text field of the API may hold, for the server's validators and the client's form
// checks alike (the contract's `plainText` keyword, see server/contract/jsonSchema.ts): no C0
// or C1 control character (a bell, an escape sequence, a NUL PostgreSQL cannot store) and no
// bidirectional embedding, override or isolate (U+202A-U+202E, U+2066-U+2069), which make a
// name read otherwise than it is written. Tab and line breaks only in a multi-line field.

/** The contract's `plainText` values: one line, or several (tab and line breaks allowed). */
export type PlainTextRule = 'line' | 'lines';

/** A character a one-line field refuses (a RegExp source, for ajv's generated code too). */
const NOT_IN_LINE = '[\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]';
/** A character a multi-line field refuses: the same but tab, line feed and carriage return. */
const NOT_IN_LINES =
  '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]';

export const refusedCharacterPattern = (rule: PlainTextRule): string =>
  rule === 'lines' ? NOT_IN_LINES : NOT_IN_LINE;

/** Whether `text` holds only what a field of this rule takes. */
export const isPlainText = (text: string, rule: PlainTextRule): boolean =>
  !new RegExp(refusedCharacterPattern(rule), 'u').test(text);
