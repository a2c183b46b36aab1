import type { VideoEvent, VideoStage } from '@cena/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadNamespace } from '../../../app/i18n';
import { renderWithProviders } from '../../../test/render';
import { GenerationProgress, stageTextKey } from './GenerationProgress';

const event = (patch: Partial<VideoEvent>): VideoEvent => ({
  id: 'v1',
  status: 'processing',
  progress: 40,
  stage: 'images',
  ...patch,
});

describe('GenerationProgress stage texts', () => {
  beforeEach(async () => {
    await initI18n('pt-BR');
    await loadNamespace('dashboard');
  });
  afterEach(cleanup);

  const stageShown = (value: VideoEvent | null) => {
    renderWithProviders(<GenerationProgress event={value} state="open" />);
    const text = screen.getByTestId('progress-stage').textContent;
    cleanup();
    return text;
  };

  it('says what the local engine does: it draws the words, it films nothing', () => {
    const stages: [VideoStage, string][] = [
      ['preparing', 'Preparando seu vídeo...'],
      ['analyzing', 'Lendo seu texto...'],
      ['script', 'Montando as cenas com as suas palavras...'],
      ['images', 'Desenhando cada quadro...'],
      ['audio_video_sync', 'Juntando trilha e imagem...'],
      ['finalizing', 'Finalizando seu vídeo...'],
    ];
    for (const [stage, text] of stages) {
      expect(stageShown(event({ stage, provider: 'local' }))).toBe(text);
    }
  });

  it('films with AI only when Veo renders the video', () => {
    expect(stageShown(event({ stage: 'images', provider: 'veo' }))).toBe(
      'Filmando as cenas com IA...',
    );
    expect(stageShown(event({ stage: 'images', provider: 'local' }))).not.toMatch(/IA|imagens/);
  });

  it('an event without an engine reads as the local one; queued and done read the same for all', () => {
    expect(stageShown(event({ stage: 'images' }))).toBe('Desenhando cada quadro...');
    expect(stageShown(event({ stage: 'images', provider: null }))).toBe(
      'Desenhando cada quadro...',
    );
    expect(stageShown(null)).toBe('Preparando seu vídeo...');
    expect(stageShown(event({ status: 'queued', stage: null, provider: null }))).toBe(
      'Preparando seu vídeo...',
    );
    expect(stageShown(event({ status: 'completed', stage: 'finalizing', provider: 'veo' }))).toBe(
      'Vídeo criado com sucesso!',
    );
    expect(stageTextKey(event({ status: 'processing', stage: null, provider: 'veo' }))).toBe(
      'progress.engines.veo.preparing',
    );
  });
});
