// Writes public/sounds/timer-chime.wav, the sound cook mode plays when a step timer reaches zero.
// It is synthesised here (three bell strikes rising through an A major chord), so the app ships no
// sound it did not make. Run: npx tsx scripts/make-timer-chime.ts
import fs from 'node:fs';
import path from 'node:path';

const RATE = 22_050;
const SECONDS = 1.6;
/** start time (s) and fundamental (Hz) of each strike: A5, C#6, E6 */
const STRIKES: [number, number][] = [[0, 880], [0.28, 1108.73], [0.56, 1318.51]];
/** a bell's partials: ratio to the fundamental, loudness, decay time (s) */
const PARTIALS: [number, number, number][] = [[1, 1, 0.45], [2, 0.35, 0.25], [2.76, 0.18, 0.15], [4.07, 0.08, 0.08]];

const samples = new Float64Array(Math.round(RATE * SECONDS));
for (const [start, freq] of STRIKES) {
  for (let i = Math.round(start * RATE); i < samples.length; i += 1) {
    const t = i / RATE - start;
    const attack = Math.min(1, t / 0.004);
    let value = 0;
    for (const [ratio, gain, decay] of PARTIALS) {
      if (freq * ratio < RATE / 2) value += gain * Math.exp(-t / decay) * Math.sin(2 * Math.PI * freq * ratio * t);
    }
    samples[i] = (samples[i] ?? 0) + attack * value;
  }
}

// normalise to 80% of full scale, fade out the last 50 ms so the file ends in silence
const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
const fade = Math.round(0.05 * RATE);
const pcm = Buffer.alloc(samples.length * 2);
samples.forEach((v, i) => {
  const tail = Math.min(1, (samples.length - 1 - i) / fade);
  pcm.writeInt16LE(Math.round((v / peak) * 0.8 * tail * 32767), i * 2);
});

// a RIFF/WAVE header for 16-bit mono PCM
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + pcm.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36, 'ascii');
header.writeUInt32LE(pcm.length, 40);

const out = path.resolve(__dirname, '..', 'public', 'sounds', 'timer-chime.wav');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.concat([header, pcm]));
console.warn(`wrote ${path.relative(process.cwd(), out)} (${header.length + pcm.length} bytes)`);
