import { LIMITS } from '@cena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_PROMPT_KEY } from '../../app/storage-keys';
import { toGenerateRequest } from './api';
import { readGeneratorDraft, saveGeneratorDraft } from './generator-draft';
import {
  canSubmit,
  capPrompt,
  checkImageFile,
  draftCost,
  EMPTY_DRAFT,
  type GeneratorDraft,
  imageCost,
  lacksCredits,
  sizeInMb,
} from './generator-rules';

const draft = (patch: Partial<GeneratorDraft>): GeneratorDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('generator rules', () => {
  it('caps a prompt at 500 characters and leaves shorter ones alone', () => {
    expect(capPrompt('a'.repeat(600))).toHaveLength(LIMITS.promptMaxChars);
    expect(capPrompt('Bolo de cenoura')).toBe('Bolo de cenoura');
  });

  it('enables submit only with what each tab needs (spec §5)', () => {
    expect(canSubmit(draft({ tab: 'director', prompt: '   ' }), false)).toBe(false);
    expect(canSubmit(draft({ tab: 'director', prompt: 'Pão de queijo' }), false)).toBe(true);
    expect(canSubmit(draft({ tab: 'image', imageDescription: 'Zoom no bolo' }), false)).toBe(false);
    expect(canSubmit(draft({ tab: 'image', imageDescription: ' ' }), true)).toBe(false);
    expect(canSubmit(draft({ tab: 'image', imageDescription: 'Zoom no bolo' }), true)).toBe(true);
    expect(canSubmit(draft({ tab: 'animation3d', prompt: 'Pão de queijo' }), false)).toBe(false);
    expect(canSubmit(draft({ tab: 'animation3d', animationDescription: 'Um cão' }), false)).toBe(
      true,
    );
  });

  it('refuses non-images and images over 10MB', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('not_an_image');
    expect(checkImageFile({ type: '', size: 10 })).toBe('not_an_image');
    // Images the server does not take are refused before the preview, not after generate.
    for (const type of ['image/gif', 'image/heic', 'image/avif', 'image/svg+xml']) {
      expect(checkImageFile({ type, size: 10 }), type).toBe('not_an_image');
    }
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: LIMITS.imageMaxBytes + 1 })).toBe(
      'image_too_large',
    );
    expect(checkImageFile({ type: 'image/jpeg', size: LIMITS.imageMaxBytes })).toBeNull();
  });

  it('shows sizes in MB and the image cost with and without magic expansion', () => {
    expect(sizeInMb(2.5 * 1024 * 1024)).toBe(2.5);
    const costs = { videoCost: 25, imageExpansionCost: 40 };
    expect(imageCost(true, costs)).toBe(40);
    expect(imageCost(false, costs)).toBe(25);
  });

  it("costs a draft what staff set, and knows when an account's credits fall short", () => {
    const costs = { videoCost: 25, imageExpansionCost: 40 };
    expect(draftCost({ tab: 'director', magicExpansion: true }, costs)).toBe(25);
    expect(draftCost({ tab: 'animation3d', magicExpansion: false }, costs)).toBe(25);
    expect(draftCost({ tab: 'image', magicExpansion: true }, costs)).toBe(40);
    expect(lacksCredits({ plan: 'basic', credits: 24 }, 25)).toBe(true);
    expect(lacksCredits({ plan: 'pro', credits: 25 }, 25)).toBe(false);
    expect(lacksCredits({ plan: 'business', credits: 0 }, 25)).toBe(false);
  });
});

describe('saved draft', () => {
  afterEach(() => localStorage.clear());

  it('round-trips the prompt, tab and options', () => {
    const saved = draft({
      tab: 'animation3d',
      animationDescription: 'Um cachorrinho',
      magicExpansion: true,
      community: true,
      options: {
        title: 'Promo',
        tone: 'fun',
        durationS: 5,
        soundtrack: 'calm',
        aspectRatio: '9:16',
      },
    });
    saveGeneratorDraft(saved);
    expect(readGeneratorDraft()).toEqual(saved);
  });

  it("sends the 'Mostrar na comunidade' choice as community, off by default", () => {
    expect(toGenerateRequest(draft({ prompt: 'Bolo de pote' }), false).community).toBe(false);
    expect(
      toGenerateRequest(draft({ prompt: 'Bolo de pote', community: true }), false).community,
    ).toBe(true);
  });

  it('reads tampered storage safely: caps, defaults and plain strings', () => {
    localStorage.setItem(
      SAVED_PROMPT_KEY,
      JSON.stringify({ tab: 'hack', prompt: 'x'.repeat(900), options: { durationS: 99, tone: 1 } }),
    );
    const read = readGeneratorDraft()!;
    expect(read.tab).toBe('director');
    // The gallery consent is given only by a real true: absent or junk reads as off.
    expect(read.community).toBe(false);
    expect(read.prompt).toHaveLength(500);
    expect(read.options).toEqual(EMPTY_DRAFT.options);
    localStorage.setItem(SAVED_PROMPT_KEY, 'Bolo de pote');
    expect(readGeneratorDraft()?.prompt).toBe('Bolo de pote');
    localStorage.removeItem(SAVED_PROMPT_KEY);
    expect(readGeneratorDraft()).toBeNull();
  });
});
