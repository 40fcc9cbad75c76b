// What a received SAT report (or a zip of a month of them) may cost the server, and the Spanish
// reason given when a file goes beyond it. A station's daily report with 6 tanks and 24 hoses
// weighs 100-300 KB; a month of them zipped about 1 MB.

/** One upload (a JSON report or a .zip), and one report inside a zip once uncompressed. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Entries of a zip: a month is 31 daily reports and its monthly one; a year fits too. */
export const MAX_ZIP_ENTRIES = 400;
/** The zip's declared (and actual) uncompressed total. */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** JSON compresses about 10-20:1; 200:1 on an entry of 1 MB or more is a bomb's signature. */
export const MAX_COMPRESSION_RATIO = 200;
export const RATIO_CHECK_MIN_BYTES = 1024 * 1024;

export const LIMIT_MESSAGES = {
  file_too_large: 'El archivo supera el límite de 20 MB',
  not_supported: 'Solo se aceptan reportes .json o un .zip de reportes',
  zip_bomb:
    'El .zip está comprimido de forma sospechosa (posible bomba zip) o excede los límites: 400 archivos, 20 MB por archivo y 200 MB descomprimido',
  not_zip: 'El .zip está dañado o no es un archivo .zip',
} as const;
