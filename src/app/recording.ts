// The app-wide action recorder: testers export a session from the user menu
// ('Exportar acciones grabadas') or from the console (`window.surtidorRecorder.download()`).
import { ActionRecorder } from '@/store/recorder/actionRecorder';

export const appRecorder = new ActionRecorder(2000);

export function exportRecordedActions(): void {
  const log = appRecorder.export();
  const blob = new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `surtidor-actions-${log.recordedAt.replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

declare global {
  interface Window {
    surtidorRecorder?: {
      export: () => ReturnType<ActionRecorder['export']>;
      download: () => void;
      clear: () => void;
    };
  }
}

export function exposeRecorder(target: Window): void {
  target.surtidorRecorder = {
    export: () => appRecorder.export(),
    download: exportRecordedActions,
    clear: () => appRecorder.clear(),
  };
}
