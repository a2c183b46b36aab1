import type { Soundtrack } from '@cena/contracts';
import { createPrng, type Prng } from './prng';

/**
 * The clip's music, synthesised sample by sample: a four-chord progression (I–V–vi–IV, or
 * I–IV–vi–V when calm) played by the soundtrack's instruments, faded in and out.
 *
 * It is computed here rather than with ffmpeg's aevalsrc: the expression evaluator spent about a
 * quarter of a second of the encoder's CPU per clip, while this loop takes a few milliseconds.
 * 'none' has no samples; the encoder then adds a silent track (anullsrc).
 */

export const SYNTH_RATE = 24000;

type Chord = readonly [number, number, number];

// Chord tones around middle C (Hz).
const I: Chord = [261.63, 329.63, 392.0];
const V: Chord = [196.0, 246.94, 293.66];
const VI: Chord = [220.0, 261.63, 329.63];
const IV: Chord = [174.61, 220.0, 261.63];

/** What an instrument sees at one sample. */
interface Moment {
  t: number;
  chord: Chord;
  /** Seconds since the current chord started. */
  inChord: number;
  beatS: number;
  chordS: number;
  noise: number;
}

type Voice = (moment: Moment) => number;

interface Arrangement {
  bpm: number;
  beatsPerChord: number;
  progression: readonly Chord[];
  voices: Voice[];
  /** Feedback echo (seconds, gain) for a sense of room. */
  echo?: { delayS: number; gain: number };
}

const TWO_PI = Math.PI * 2;

/**
 * sin(2π·cycles) from a table with linear interpolation: a fifth of the cost of Math.sin, which
 * the inner loop calls ten times a sample, and within 2e-7 of it (far below 16-bit resolution).
 */
const SINE_STEPS = 4096;
const SINE_TABLE = Float64Array.from({ length: SINE_STEPS + 1 }, (_, i) =>
  Math.sin((TWO_PI * i) / SINE_STEPS),
);

function sine(cycles: number): number {
  const position = (cycles - Math.floor(cycles)) * SINE_STEPS;
  const index = position | 0;
  const low = SINE_TABLE[index];
  return low + (SINE_TABLE[index + 1] - low) * (position - index);
}

const ARRANGEMENTS: Record<Exclude<Soundtrack, 'none'>, Arrangement> = {
  calm: {
    bpm: 72,
    beatsPerChord: 2,
    progression: [I, IV, VI, V],
    voices: [pad(0.085, 0.3), arpeggio(0.07, 0.5, 4.5), bass(0.11, 1)],
    echo: { delayS: 0.19, gain: 0.35 },
  },
  animated: {
    bpm: 112,
    beatsPerChord: 4,
    progression: [I, V, VI, IV],
    voices: [pad(0.035, 0.12), arpeggio(0.15, 0.5, 9), bass(0.2, 1), kick(0.32, 2), hat(0.035)],
  },
  energetic: {
    bpm: 128,
    beatsPerChord: 4,
    progression: [VI, IV, I, V],
    voices: [
      pad(0.045, 0.06),
      arpeggio(0.08, 0.25, 16),
      bass(0.19, 0.5),
      kick(0.42, 1),
      snare(0.11),
      hat(0.06),
    ],
  },
};

const KEY_SHIFTS = [0, 2, -3, 5, -2];

export interface SoundtrackOptions {
  soundtrack: Soundtrack;
  durationS: number;
  /** Transposes the progression, so clips with different seeds do not all share one key. */
  seed: number;
}

/** Mono 16-bit samples at SYNTH_RATE, or undefined for 'none'. */
export function synthesizeSoundtrack(options: SoundtrackOptions): Int16Array | undefined {
  return SoundtrackSynth.create(options)?.renderUntil(options.durationS);
}

/**
 * The soundtrack rendered in order, a slice at a time, so the encoder can be fed as the frames
 * are drawn instead of waiting for the whole track first. Slices concatenate to exactly what one
 * call for the whole duration gives.
 */
export class SoundtrackSynth {
  /** Samples in the whole track. */
  readonly totalSamples: number;
  private readonly mix: Float32Array;
  private readonly progression: readonly Chord[];
  private readonly beatS: number;
  private readonly chordS: number;
  private readonly noise: Prng;
  private readonly moment: Moment;
  private rendered = 0;

  private constructor(
    private readonly arrangement: Arrangement,
    private readonly options: SoundtrackOptions,
  ) {
    const transpose =
      2 ** (KEY_SHIFTS[Math.abs(Math.trunc(options.seed)) % KEY_SHIFTS.length] / 12);
    this.progression = arrangement.progression.map(
      (chord) => chord.map((hz) => hz * transpose) as unknown as Chord,
    );
    this.beatS = 60 / arrangement.bpm;
    this.chordS = this.beatS * arrangement.beatsPerChord;
    this.totalSamples = Math.round(options.durationS * SYNTH_RATE);
    this.noise = createPrng(options.seed ^ 0x5eed);
    this.mix = new Float32Array(this.totalSamples);
    this.moment = {
      t: 0,
      chord: this.progression[0],
      inChord: 0,
      beatS: this.beatS,
      chordS: this.chordS,
      noise: 0,
    };
  }

  /** A synthesiser for the options, or undefined for 'none'. */
  static create(options: SoundtrackOptions): SoundtrackSynth | undefined {
    if (options.soundtrack === 'none') return undefined;
    return new SoundtrackSynth(ARRANGEMENTS[options.soundtrack], options);
  }

  /** Whether every sample has been rendered. */
  get finished(): boolean {
    return this.rendered >= this.totalSamples;
  }

  /** Renders the samples not rendered yet up to `timeS` (capped at the end) as 16-bit PCM. */
  renderUntil(timeS: number): Int16Array {
    const from = this.rendered;
    const to = Math.min(this.totalSamples, Math.max(from, Math.round(timeS * SYNTH_RATE)));
    const { mix, moment, progression, chordS, noise } = this;
    const voices = this.arrangement.voices;
    const echo = this.arrangement.echo;
    const delay = echo ? Math.round(echo.delayS * SYNTH_RATE) : 0;
    for (let i = from; i < to; i++) {
      const t = i / SYNTH_RATE;
      moment.t = t;
      moment.chord = progression[Math.floor(t / chordS) % progression.length];
      moment.inChord = t % chordS;
      moment.noise = noise.next() * 2 - 1;
      let sample = 0;
      for (const voice of voices) sample += voice(moment);
      mix[i] = sample;
      // A feedback echo: each sample takes in the finished sample one delay earlier.
      if (echo && i >= delay) mix[i] += mix[i - delay] * echo.gain;
    }
    this.rendered = to;
    return toPcm(mix, from, to, this.options.durationS);
  }
}

/** Sustained chord tones with a root an octave down, swelling gently, eased at chord changes. */
function pad(amp: number, edgeS: number): Voice {
  return ({ t, chord, inChord, chordS }) => {
    const envelope =
      Math.min(1, inChord / edgeS) *
      Math.min(1, (chordS - inChord) / edgeS) *
      (0.85 + 0.15 * sine(0.4 * t));
    const tones =
      sine(chord[0] * t) + sine(chord[1] * t) + sine(chord[2] * t) + 0.6 * sine((chord[0] * t) / 2);
    return amp * envelope * tones;
  };
}

/** A plucked arpeggio an octave up (root, third, fifth, third), one note per `beats`. */
function arpeggio(amp: number, beats: number, decay: number): Voice {
  const pattern = [0, 1, 2, 1];
  return ({ t, chord, beatS }) => {
    const stepS = beatS * beats;
    const step = Math.floor(t / stepS);
    const inStep = t - step * stepS;
    const hz = chord[pattern[step % 4]] * 2;
    const envelope =
      Math.min(1, inStep * 300) * Math.min(1, (stepS - inStep) * 200) * Math.exp(-decay * inStep);
    return amp * envelope * (sine(hz * t) + 0.3 * sine(2 * hz * t));
  };
}

/** The chord root two octaves down, re-struck every `beats`. */
function bass(amp: number, beats: number): Voice {
  return ({ t, chord, beatS }) => {
    const stepS = beatS * beats;
    const x = t % stepS;
    const envelope =
      Math.min(1, x * 200) * Math.min(1, (stepS - x) * 60) * (0.55 + 0.45 * Math.exp(-5 * x));
    const root = chord[0];
    return amp * envelope * (sine((root * t) / 4) + 0.25 * sine((root * t) / 2));
  };
}

/** A kick: a sine sweeping from 155 Hz down to 45 Hz (phase integrated), every `beats`. */
function kick(amp: number, beats: number): Voice {
  return ({ t, beatS }) => {
    const x = t % (beatS * beats);
    return amp * Math.exp(-10 * x) * sine(45 * x + (110 / 28) * (1 - Math.exp(-28 * x)));
  };
}

/** Noise snare on beats two and four. */
function snare(amp: number): Voice {
  return ({ t, beatS, noise }) => amp * Math.exp(-22 * ((t + beatS) % (2 * beatS))) * noise;
}

/** A short noise tick on each off-beat. */
function hat(amp: number): Voice {
  return ({ t, beatS, noise }) => amp * Math.exp(-70 * ((t + beatS / 2) % beatS)) * noise;
}

/** Fades (0.2 s in, 0.8 s out), soft-clips and converts samples [from, to) to 16-bit. */
function toPcm(mix: Float32Array, from: number, to: number, durationS: number): Int16Array {
  const pcm = new Int16Array(to - from);
  const fadeOutStart = Math.max(0, durationS - 0.8) * SYNTH_RATE;
  for (let i = from; i < to; i++) {
    const fadeIn = Math.min(1, i / (0.2 * SYNTH_RATE));
    const fadeOut = i < fadeOutStart ? 1 : Math.max(0, 1 - (i - fadeOutStart) / (0.8 * SYNTH_RATE));
    const value = Math.tanh(mix[i] * 1.1) * fadeIn * fadeOut;
    pcm[i - from] = Math.round(value * 32767);
  }
  return pcm;
}
