// Reads a V8 .cpuprofile (`node --cpu-prof`) and prints where the time went (apps/api/README.md
// "Profile"): the self time summed per function (name, file and line), then per package or
// source folder, each with its share of the sampled time. Idle time is counted apart: the shares
// are of the busy time. Samples before `from` (microseconds of the monotonic clock, as
// `process.hrtime.bigint() / 1000n` gives it) are left out: start-up is not the load.
// `tsx scripts/cpuprofile-top.ts <file.cpuprofile> [top=25] [from]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A short place for a script URL: the package under node_modules, or the path from the repo. */
export function placeOf(url: string): string {
  if (!url) return '(native)';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = file.slice(modules + '/node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return name;
  }
  if (file.startsWith('node:')) return file;
  const repo = file.indexOf('/apps/') >= 0 ? file.indexOf('/apps/') : file.indexOf('/packages/');
  return repo >= 0 ? path.dirname(file.slice(repo + 1)) : file;
}

export interface Row {
  label: string;
  micros: number;
}

export function summarise(
  profile: CpuProfile,
  from = 0,
): {
  busy: number;
  idle: number;
  frames: Row[];
  places: Row[];
} {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const frames = new Map<string, number>();
  const places = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from) return;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += delta;
      return;
    }
    busy += delta;
    const file = frame.url.replace(/^file:\/\//, '');
    const where = frame.url
      ? `${placeOf(frame.url)}/${path.basename(file)}:${frame.lineNumber + 1}`
      : '';
    const label = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    frames.set(label, (frames.get(label) ?? 0) + delta);
    const place = frame.url ? placeOf(frame.url) : frame.functionName;
    places.set(place, (places.get(place) ?? 0) + delta);
  });
  const sorted = (map: Map<string, number>) =>
    [...map].map(([label, micros]) => ({ label, micros })).sort((a, b) => b.micros - a.micros);
  return { busy, idle, frames: sorted(frames), places: sorted(places) };
}

function print(title: string, rows: Row[], busy: number, top: number): void {
  console.log(`\n${title}`);
  for (const row of rows.slice(0, top)) {
    const share = ((row.micros / busy) * 100).toFixed(1).padStart(5);
    console.log(`${share} %  ${(row.micros / 1000).toFixed(0).padStart(7)} ms  ${row.label}`);
  }
}

/** Prints the summary; returns the busy time in microseconds. */
export function report(file: string, top = 25, from = 0): number {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const { busy, idle, frames, places } = summarise(profile, from);
  console.log(
    `${path.basename(file)}: ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`,
  );
  print(`Top ${top} functions by self time (share of busy time)`, frames, busy, top);
  print(`Top ${Math.min(top, 15)} packages and source folders`, places, busy, Math.min(top, 15));
  return busy;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [file, top, from] = process.argv.slice(2);
  if (!file) {
    console.error('usage: tsx scripts/cpuprofile-top.ts <file.cpuprofile> [top]');
    process.exit(1);
  }
  report(file, Number(top || 25), Number(from || 0));
}
