// signPath hands the download runner and the preview a URL they can fetch whatever the API gave:
// the local storage's root-relative links (any port or host the app is reached at) resolved
// against the page's address, a bucket's absolute presigned links kept as they are.
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@/app/store/createAppStore';
import { signPath } from '@/features/files/containers/useDownloadRunner';
import { setupApiServer, TEST_API_ORIGIN } from '../../../support/msw/server';

const server = setupApiServer();

function signingAnswers(signedUrl: string) {
  server.use(
    http.get(`${TEST_API_ORIGIN}/api/file_sign`, () =>
      HttpResponse.json({
        signed_url: signedUrl,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      }),
    ),
  );
}

it('resolves a root-relative link against the address of the page', async () => {
  signingAnswers('/api/file_download?key=reports%2Fa.pdf&signature=x');
  const url = await signPath(createAppStore().dispatch, 'a.pdf');
  expect(url).toBe(`${window.location.origin}/api/file_download?key=reports%2Fa.pdf&signature=x`);
});

it('keeps an absolute link (a bucket presigned URL) as it is', async () => {
  const presigned = 'https://bucket.s3.example/reports/a.pdf?X-Amz-Signature=abc';
  signingAnswers(presigned);
  await expect(signPath(createAppStore().dispatch, 'a.pdf')).resolves.toBe(presigned);
});
