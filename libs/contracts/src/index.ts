export * from './limits';
export * from './prompt-slots';
export * from './enums';
export * from './errors';
export * from './dto';
export * from './billing';
export * from './admin';
export * from './seo';
