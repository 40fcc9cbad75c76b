// Photo uploads are multipart/form-data with one part `file` (the contract's photo endpoints).
export function photoForm(file: Blob): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
