/** Tunable product numbers; the back office overrides them in the `settings` table. */
export const DEFAULT_SETTINGS = {
  'credits.signupBonus': 20,
  'credits.videoCost': 20,
  'credits.imageExpansionCost': 35,
  'limits.basicDailyVideos': 5,
  'retention.basicDays': 30,
  'generation.processingDeadlineMinutes': 15,
  'providers.video': 'local' as 'local' | 'veo',
  'providers.prompt': 'local' as 'local' | 'openai',
  'providers.veoModel': 'veo-3.0-fast-generate-001',
  'providers.promptModel': 'gpt-4o-mini',
};

export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;
