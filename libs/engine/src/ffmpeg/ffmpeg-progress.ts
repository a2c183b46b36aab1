/**
 * Reads ffmpeg's `-progress` output (key=value lines, one block per report ending in
 * `progress=continue|end`) and reports the output time of each block in seconds.
 */
export class FfmpegProgressParser {
  private pending = '';
  private outTimeS: number | undefined;

  constructor(private readonly onOutTime: (outTimeS: number) => void) {}

  push(chunk: string | Buffer): void {
    this.pending += chunk.toString();
    const lines = this.pending.split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) this.readLine(line.trim());
  }

  private readLine(line: string): void {
    const separator = line.indexOf('=');
    if (separator < 0) return;
    const key = line.slice(0, separator);
    const value = line.slice(separator + 1);
    if (key === 'out_time_us' || key === 'out_time_ms') {
      // Both keys carry microseconds (out_time_ms is misnamed in ffmpeg).
      const micros = Number(value);
      if (Number.isFinite(micros) && micros >= 0) this.outTimeS = micros / 1_000_000;
    } else if (key === 'out_time' && this.outTimeS === undefined) {
      const parsed = parseClockTime(value);
      if (parsed !== undefined) this.outTimeS = parsed;
    } else if (key === 'progress') {
      if (this.outTimeS !== undefined) this.onOutTime(this.outTimeS);
      this.outTimeS = undefined;
    }
  }
}

/** Parses `HH:MM:SS.micro` into seconds; undefined for a negative time (ffmpeg's first blocks). */
export function parseClockTime(value: string): number | undefined {
  const match = /^(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return undefined;
  const [, sign, hours, minutes, secs] = match;
  if (sign) return undefined;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
}
