// How far the text recognition is: preparing the photo and getting the engine and languages ready (first scan only,
// then cached), then reading the photo. Announced politely, with a progress bar for those who see it.
import type { OcrProgress } from './ocr';
import { PREPARING } from './preparePhoto';

function describe(status: string): string {
  if (status === 'recognizing text') return 'Reading the receipt…';
  if (status === PREPARING) return 'Preparing the photo…';
  return 'Getting text recognition ready…';
}

export function ScanProgress({ progress }: { progress: OcrProgress }) {
  const label = describe(progress.status);
  const percent = Math.round(Math.min(1, Math.max(0, progress.progress)) * 100);
  return (
    <div className="scan__progress">
      <p role="status">{label}</p>
      <progress max={100} value={percent} aria-label={label}>{percent}%</progress>
    </div>
  );
}
