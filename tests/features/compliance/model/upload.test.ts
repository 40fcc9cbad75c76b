import {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  uploadProblem,
  uploadRefusal,
} from '@/features/compliance/model/upload';

describe('uploadProblem', () => {
  it('lets a .json or .zip of at most 20 MB through', () => {
    expect(uploadProblem({ name: 'D_X.json', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'mes.ZIP', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'mes.zip', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.json', '.zip', 'application/json', 'application/zip']),
    );
  });

  it('says why another file is not sent', () => {
    expect(uploadProblem({ name: 'mes.xlsx', size: 10 })).toBe('upload.problems.type');
    expect(uploadProblem({ name: 'json', size: 10 })).toBe('upload.problems.type');
    expect(uploadProblem({ name: 'D_X.json.txt', size: 10 })).toBe('upload.problems.type');
    expect(uploadProblem({ name: 'D_X.json', size: 0 })).toBe('upload.problems.empty');
    expect(uploadProblem({ name: 'D_X.json', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'upload.problems.size',
    );
  });
});

describe('uploadRefusal', () => {
  it('reads the files a refused upload names, and only well-formed ones', () => {
    const refusal = uploadRefusal({
      status: 422,
      message: 'Se rechazaron 2 archivos',
      files: [
        {
          name: 'D_1.json',
          code: 'schema_invalid',
          message: 'No cumple',
          errors: [{ field: '$.A', message: 'falta' }],
        },
        { name: 'D_2.json', code: 'wrong_station', message: 'Otra estación' },
        { nonsense: true },
        null,
      ],
    });
    expect(refusal?.message).toBe('Se rechazaron 2 archivos');
    expect(refusal?.files.map((f) => [f.name, f.errors.length])).toEqual([
      ['D_1.json', 1],
      ['D_2.json', 0],
    ]);
  });

  it('has no files when the answer names none, and nothing for what is not a failed call', () => {
    expect(uploadRefusal({ status: 413, message: 'Muy grande' })).toEqual({
      message: 'Muy grande',
      files: [],
    });
    expect(uploadRefusal('boom')).toBeNull();
  });
});
