import { FfmpegProgressParser, parseClockTime } from './ffmpeg-progress';

describe('FfmpegProgressParser', () => {
  it('reports the output time of each block, across chunk boundaries', () => {
    const times: number[] = [];
    const parser = new FfmpegProgressParser((seconds) => times.push(seconds));
    parser.push('frame=30\nout_time_us=1000000\nout_time=00:00:01.000000\nprogr');
    parser.push('ess=continue\nout_time_ms=2500000\nprogress=continue\n');
    parser.push('out_time=00:00:08.000000\nprogress=end\n');
    expect(times).toEqual([1, 2.5, 8]);
  });

  it('ignores blocks without a usable time', () => {
    const times: number[] = [];
    const parser = new FfmpegProgressParser((seconds) => times.push(seconds));
    parser.push('out_time_us=N/A\nout_time=N/A\nprogress=continue\n');
    expect(times).toEqual([]);
  });
});

describe('parseClockTime', () => {
  it('reads HH:MM:SS.micro', () => {
    expect(parseClockTime('01:02:03.5')).toBe(3723.5);
    expect(parseClockTime('00:00:00.000000')).toBe(0);
    expect(parseClockTime('-00:00:01.0')).toBeUndefined();
    expect(parseClockTime('soon')).toBeUndefined();
  });
});
