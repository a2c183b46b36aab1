import {
  buildGenerateVideosParameters,
  buildVeoPrompt,
  NO_TEXT_DIRECTION,
  VEO_NEGATIVE_PROMPT,
  veoDurationFor,
} from './veo-request';

const base = {
  prompt: 'Academia Força Total: matrícula grátis até 30/11',
  title: 'Academia Força Total',
  mode: 'text' as const,
  tone: 'professional' as const,
  soundtrack: 'energetic' as const,
};

describe('veoDurationFor', () => {
  it('asks Veo 3 for the shortest allowed clip that covers the request', () => {
    const model = 'veo-3.1-fast-generate-preview';
    expect([4, 5, 6, 7, 8].map((s) => veoDurationFor(model, s))).toEqual([4, 6, 6, 8, 8]);
  });

  it('knows that Veo 2 takes 5 to 8 seconds', () => {
    expect([4, 5, 7].map((s) => veoDurationFor('veo-2.0-generate-001', s))).toEqual([5, 5, 7]);
  });
});

describe('buildVeoPrompt', () => {
  it('sends the structured English prompt as written, asking for footage without text', () => {
    expect(buildVeoPrompt({ ...base, englishPrompt: '  Subject: A gym.\nMood: Bold.  ' })).toBe(
      `Subject: A gym.\nMood: Bold.\n${NO_TEXT_DIRECTION}`,
    );
    expect(NO_TEXT_DIRECTION).toMatch(
      /no captions, titles, letters, numbers, prices, logos, signs/,
    );
  });

  it("asks for footage without text after the customer's framed words too", () => {
    expect(buildVeoPrompt(base).split('\n').at(-1)).toBe(NO_TEXT_DIRECTION);
  });

  it('adds the 3D rendering style to an English prompt in 3D mode', () => {
    const prompt = buildVeoPrompt({
      ...base,
      mode: 'animation3d',
      englishPrompt: 'Subject: A gym.',
    });
    expect(prompt).toBe(
      `Stylised 3D animation: clean CG, soft studio lighting, smooth camera moves.\n` +
        `Subject: A gym.\n${NO_TEXT_DIRECTION}`,
    );
  });

  it("sends an accepted proposal as the shot description beside the customer's words", () => {
    const prompt = buildVeoPrompt({ ...base, direction: 'Close on a barbell, warm side light.' });
    expect(prompt).toContain(`Brief, in the customer's words: ${base.prompt}`);
    expect(prompt).toContain('Shot description: Close on a barbell, warm side light.');
    expect(buildVeoPrompt(base)).not.toContain('Shot description');
  });

  it('leaves out a title the prompt already contains, and keeps one it does not', () => {
    expect(buildVeoPrompt(base)).not.toContain('Title:');
    expect(buildVeoPrompt({ ...base, title: 'Verão 2025' })).toContain('Title: "Verão 2025".');
  });
});

describe('buildGenerateVideosParameters', () => {
  it('uses the source form (top-level prompt/image are deprecated), 720p 16:9 and a negative prompt against text', () => {
    const params = buildGenerateVideosParameters(
      'veo-3.0-generate-001',
      { ...base, englishPrompt: 'Subject: A gym.', durationS: 7 },
      { bytes: Buffer.from('jpeg'), mimeType: 'image/jpeg' },
    );
    expect(params).toEqual({
      model: 'veo-3.0-generate-001',
      source: {
        prompt: `Subject: A gym.\n${NO_TEXT_DIRECTION}`,
        image: { imageBytes: Buffer.from('jpeg').toString('base64'), mimeType: 'image/jpeg' },
      },
      config: {
        aspectRatio: '16:9',
        resolution: '720p',
        durationSeconds: 8,
        negativePrompt: VEO_NEGATIVE_PROMPT,
        numberOfVideos: 1,
      },
    });
  });

  it('asks Veo for 9:16 natively and for 16:9 when the clip is square (cropped later)', () => {
    const config = (aspectRatio: '16:9' | '9:16' | '1:1') =>
      buildGenerateVideosParameters('veo-3.0-generate-001', { ...base, durationS: 8, aspectRatio })
        .config?.aspectRatio;
    expect([config('16:9'), config('9:16'), config('1:1')]).toEqual(['16:9', '9:16', '16:9']);
  });
});
