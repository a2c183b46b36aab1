export { GeneratorCard } from './components/GeneratorCard';
export type {
  GeneratorCardProps,
  GeneratorLocationState,
  GeneratorTemplate,
} from './components/GeneratorCard';
export { clearGeneratorDraft, readGeneratorDraft, saveGeneratorDraft } from './generator-draft';
export type { GeneratorDraft, GeneratorOptions, GeneratorTab } from './generator-rules';
export { generatorApi, toGenerateRequest, useGenerateVideoMutation } from './api';
