export * from './limits';
export * from './enums';
export * from './errors';
export * from './dto';
export * from './billing';
export * from './admin';
