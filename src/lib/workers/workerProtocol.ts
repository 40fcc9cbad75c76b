// The one message each preview worker answers: the file's bytes in, its parsed content (or why
// not) out. Pictures and other buffers in the answer are moved to the page, not copied.

export type WorkerReply<T> = { ok: true; value: T } | { ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: WorkerReply<unknown>, transfer?: Transferable[]): void;
};

export function answerWith<T>(
  parse: (data: ArrayBuffer) => T | Promise<T>,
  transferOf: (value: T) => Transferable[] = () => [],
): void {
  scope.onmessage = async (event) => {
    try {
      const value = await parse(event.data);
      scope.postMessage({ ok: true, value }, transferOf(value));
    } catch (error) {
      scope.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
