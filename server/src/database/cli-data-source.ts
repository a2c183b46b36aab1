import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions, ENTITY_GLOB } from './data-source-options';

/** The DataSource the TypeORM CLI uses (through ormconfig.ts at the repository root). */
export default new DataSource({
  ...dataSourceOptions(loadConfig().DATABASE_URL),
  entities: [ENTITY_GLOB],
});
