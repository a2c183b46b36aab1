import { SoundtrackSynth, SYNTH_RATE, synthesizeSoundtrack } from './soundtrack';

/** Byte equality (jest's deep equality is slow on long typed arrays). */
function same(a: Int16Array | undefined, b: Int16Array | undefined): boolean {
  if (!a || !b) return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

describe('soundtrack', () => {
  it('has no samples for "none" (the encoder adds a silent track)', () => {
    expect(synthesizeSoundtrack({ soundtrack: 'none', durationS: 8, seed: 1 })).toBeUndefined();
    expect(SoundtrackSynth.create({ soundtrack: 'none', durationS: 8, seed: 1 })).toBeUndefined();
  });

  it.each(['calm', 'animated', 'energetic'] as const)(
    '%s: exactly the duration, audible, faded at both ends, deterministic per seed',
    (soundtrack) => {
      const samples = synthesizeSoundtrack({ soundtrack, durationS: 1, seed: 3 })!;
      expect(samples.length).toBe(SYNTH_RATE);
      expect(samples[0]).toBe(0);
      expect(samples[samples.length - 1]).toBe(0);
      const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
      expect(peak).toBeGreaterThan(3000);
      expect(peak).toBeLessThanOrEqual(32767);
      expect(same(synthesizeSoundtrack({ soundtrack, durationS: 1, seed: 3 }), samples)).toBe(true);
      expect(same(synthesizeSoundtrack({ soundtrack, durationS: 1, seed: 4 }), samples)).toBe(
        false,
      );
    },
  );

  it('streams in slices that add up to the whole track', () => {
    const whole = synthesizeSoundtrack({ soundtrack: 'calm', durationS: 2, seed: 5 })!;
    const synth = SoundtrackSynth.create({ soundtrack: 'calm', durationS: 2, seed: 5 })!;
    const slices: Int16Array[] = [];
    for (let frame = 1; frame <= 60; frame++) slices.push(synth.renderUntil(frame / 30 + 0.5));
    expect(synth.finished).toBe(true);
    slices.push(synth.renderUntil(Number.POSITIVE_INFINITY));
    const joined = new Int16Array(whole.length);
    let offset = 0;
    for (const slice of slices) {
      joined.set(slice, offset);
      offset += slice.length;
    }
    expect(offset).toBe(whole.length);
    expect(same(joined, whole)).toBe(true);
  });
});
