import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import { videoCost } from './pricing';

describe('videoCost', () => {
  it('charges 20 a video and 35 for an image with magic expansion', () => {
    expect(videoCost('text', false, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('animation3d', true, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('image', false, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('image', true, DEFAULT_SETTINGS)).toBe(35);
  });

  it('follows the settings', () => {
    const settings = { 'credits.videoCost': 1, 'credits.imageExpansionCost': 2 };
    expect(videoCost('text', false, settings)).toBe(1);
    expect(videoCost('image', true, settings)).toBe(2);
  });
});
